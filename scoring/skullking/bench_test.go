package skullking

import (
	"math/rand/v2"
	"testing"
)

// BenchmarkStandings8x10 scores a full 8-player, 10-round match: standings and rows.
func BenchmarkStandings8x10(b *testing.B) {
	players := seats(8)
	m := Simulate(rand.New(rand.NewPCG(8, 10)), players, Options{})
	if m.Len() != 10 {
		b.Fatalf("%d rounds", m.Len())
	}
	for b.Loop() {
		_ = m.Standings(players)
		_ = m.Rows(players)
	}
}
