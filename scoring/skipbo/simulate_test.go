package skipbo

import (
	"math/rand/v2"
	"testing"
)

func TestSimulateRealistic(t *testing.T) {
	rounds, warnings, matches := 0, 0, 200
	for seed := range uint64(matches) {
		ps := seats(2 + int(seed%5))
		o := Options{}
		if len(ps) == 4 && seed%2 == 0 {
			o = teams4
		}
		m := Simulate(rand.New(rand.NewPCG(seed, seed)), ps, o)
		is := m.Validate(ps)
		if is.HasErrors() {
			t.Fatalf("seed %d: %v", seed, is.Errors())
		}
		warnings += len(is)
		rounds += m.Len()
		if m.Len() < 2 || m.Len() > 30 {
			t.Errorf("seed %d: %d rounds with %d players", seed, m.Len(), len(ps))
		}
	}
	if warnings == 0 {
		t.Error("no penalty cards in 200 matches")
	}
	t.Logf("%d matches: %.1f rounds on average, %d warnings", matches, float64(rounds)/float64(matches), warnings)
}

func TestSimulateDegenerate(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	if m := Simulate(r, seats(1), Options{}); m.Len() != 0 {
		t.Error("rounds with one player")
	}
	if m := Simulate(nil, seats(3), Options{}); m.Len() != 0 {
		t.Error("rounds without a source")
	}
	// A far target stops at the round limit instead of running forever.
	if m := Simulate(r, seats(2), Options{Target: 1 << 50}); m.Len() != maxSimRounds {
		t.Errorf("%d rounds for an unreachable target", m.Len())
	}
	// Invalid options and players do not panic.
	Simulate(r, seats(7), Options{Stock: -3, Teams: [][]string{{"p1"}, {"x", "p1"}}})
	Simulate(r, seats(4), Options{Teams: [][]string{{"p1", "p2"}}})
	Simulate(r, append(seats(3), seats(3)...), Options{})
}
