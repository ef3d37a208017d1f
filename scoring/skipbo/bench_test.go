package skipbo

import "testing"

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
