package skull

import (
	"fmt"
	"testing"
)

// longMatch is a valid 6-player match of 29 rounds, about the longest
// Skull allows: everyone wins once, everyone drops to one disc (the Last
// chance disc going round), then five players go out, the last on their
// own skull.
func longMatch() *Match {
	m := &Match{Options: Options{LastChance: true}}
	for i := 1; i <= 6; i++ {
		m.Rounds = append(m.Rounds, win(fmt.Sprintf("p%d", i), 2))
	}
	for i := 1; i <= 6; i++ {
		c, s := fmt.Sprintf("p%d", i), fmt.Sprintf("p%d", i%6+1)
		m.Rounds = append(m.Rounds, lose(c, 2, s), lose(c, 2, s), lose(c, 2, s))
	}
	for i := 1; i <= 4; i++ {
		m.Rounds = append(m.Rounds, lose(fmt.Sprintf("p%d", i), 2, "p6"))
	}
	m.Rounds = append(m.Rounds, lose("p5", 1, "p5"))
	return m
}

func TestLongMatch(t *testing.T) {
	ps := seats(6)
	m := longMatch()
	mustValid(t, m, ps)
	s := m.State(ps)
	if len(m.Rounds) != 29 || !s.Over || s.Winner != "p6" {
		t.Fatalf("%d rounds, over %v, winner %q", len(m.Rounds), s.Over, s.Winner)
	}
}

func BenchmarkStandings(b *testing.B) {
	ps := seats(6)
	m := longMatch()
	for b.Loop() {
		m.Standings(ps)
	}
}

// BenchmarkScore100kRounds scores a file of 100,000 rounds: a valid
// match of 29 rounds cannot be longer, so every round after the last is
// refused (rule.skull.round.over) and still replayed.
func BenchmarkScore100kRounds(b *testing.B) {
	ps := seats(6)
	m := longMatch()
	for len(m.Rounds) < 100_000 {
		m.Rounds = append(m.Rounds, win("p1", 2))
	}
	for b.Loop() {
		if len(m.Validate(ps)) != 100_000-29 {
			b.Fatal("want one issue per extra round")
		}
		_ = m.Standings(ps)
		_ = m.Over(ps)
		_ = m.Rows(ps)
	}
}
