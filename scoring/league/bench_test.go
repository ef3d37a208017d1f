package league

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"scorekeeper/scoring"
	"scorekeeper/scoring/skuck"
)

// BenchmarkTable: a season of 40 players (10 divisions, 60 matches), the
// whole table.
func BenchmarkTable(b *testing.B) {
	l, _ := New("l", "L", players(40))
	r := rand.New(rand.NewPCG(4, 40))
	ms := map[string]*scoring.Match{}
	for i, f := range l.Current().Fixtures {
		two := []scoring.Player{{ID: f.Home}, {ID: f.Away}}
		m := &scoring.Match{ID: fmt.Sprint(i), Players: two, Game: skuck.Simulate(r, two, skuck.Options{})}
		ms[m.ID] = m
		if _, err := l.Record(m); err != nil {
			b.Fatal(err)
		}
	}
	for b.Loop() {
		l.Current().Table(ms)
	}
}
