package skuck

import (
	"math/rand/v2"
	"testing"
)

func BenchmarkStandings(b *testing.B) {
	b.Run("match4", func(b *testing.B) {
		m := valid()
		m.Rounds[1].Entries[0].Reneges = 1
		for b.Loop() {
			m.Standings(two)
		}
	})
	b.Run("grade-hawk-100", func(b *testing.B) {
		r := rand.New(rand.NewPCG(1, 1))
		matches := make([]*Match, 100)
		for i := range matches {
			matches[i] = Simulate(r, two, Options{})
		}
		for b.Loop() {
			var score, games int
			var bids []int
			for _, m := range matches {
				s := m.Scores(two)[0]
				score += s.Final
				games += s.Played
				bids = append(bids, s.Bids...)
				_ = s.Grade()
			}
			_ = GradeOf(score, games)
			_ = StyleOf(bids)
		}
	})
}

// BenchmarkScore100kRounds scores a file of 100,000 games: a match has
// at most MaxGames, so every game after those is refused
// (rule.skuck.games.over) and still scored.
func BenchmarkScore100kRounds(b *testing.B) {
	m := &Match{Options: Options{Games: MaxGames}, Rounds: make([]Round, 0, 100_000)}
	for g := range 100_000 {
		m.Rounds = append(m.Rounds, game(ent("a", 13+g%3, 13), ent("b", 14, 14)))
	}
	for b.Loop() {
		if n := len(m.Validate(two).Errors()); n != 100_000-MaxGames {
			b.Fatalf("%d errors", n)
		}
		_ = m.Standings(two)
		_ = m.Over(two)
		_ = m.Rows(two)
	}
}
