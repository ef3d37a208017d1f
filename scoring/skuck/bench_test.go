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
