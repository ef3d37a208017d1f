package skipbo

import (
	"testing"

	"scorekeeper/scoring"
)

// BenchmarkStandings40 scores a 40-round 4-player match: Standings and Rows.
func BenchmarkStandings40(b *testing.B) {
	ps := seats(4)
	m := &Match{Options: Options{Target: 100000}}
	for r := range 40 {
		w := r % 4
		round := Round{Winner: ps[w].ID, StockLeft: map[string]int{}}
		for i, p := range ps {
			if i != w {
				round.StockLeft[p.ID] = 1 + (r*7+i*3)%30
			}
		}
		m.Rounds = append(m.Rounds, round)
	}
	if is := m.Validate(ps); len(is) != 0 {
		b.Fatal(is)
	}
	for b.Loop() {
		m.Standings(ps)
		m.Rows(ps)
	}
}

// long100k is a valid 4-player match of 100,000 rounds towards a target
// of 100 million (about 70,000 points each by the end).
func long100k(tb testing.TB) ([]scoring.Player, *Match) {
	tb.Helper()
	ps := seats(4)
	m := &Match{Options: Options{Target: 100_000_000}, Rounds: make([]Round, 0, 100_000)}
	for r := range 100_000 {
		w := r % 4
		round := Round{Winner: ps[w].ID, StockLeft: map[string]int{}}
		for i, p := range ps {
			if i != w {
				round.StockLeft[p.ID] = 1 + (r*7+i*3)%30
			}
		}
		m.Rounds = append(m.Rounds, round)
	}
	return ps, m
}

// BenchmarkScore100kRounds is what `scorekeeper score` does with a match
// of 100,000 rounds: validate it, rank the players, list the sheet.
func BenchmarkScore100kRounds(b *testing.B) {
	ps, m := long100k(b)
	for b.Loop() {
		if errs := m.Validate(ps).Errors(); len(errs) > 0 {
			b.Fatal(errs[0])
		}
		_ = m.Standings(ps)
		_ = m.Over(ps)
		_ = m.Rows(ps)
	}
}
