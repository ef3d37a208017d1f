package stats_test

import (
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"

	"pgregory.net/rapid"

	"scorekeeper/scoring/skuck"
	"scorekeeper/scoring/stats"
)

// TestAggregateEqualsCompute: over random simulated matches and filters,
// statistics added up from the matches' facts equal those computed from
// the matches, in the same order exactly and in any order but for the
// order of the SKUCK bids.
func TestAggregateEqualsCompute(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		seed := rapid.Uint64().Draw(rt, "seed")
		ms := simulate(rand.New(rand.NewPCG(seed, 7)), rapid.IntRange(0, 40).Draw(rt, "matches"))
		f := drawFilter(rt, ms)
		facts := make([]stats.MatchFacts, len(ms))
		for i, m := range ms {
			facts[i] = stats.Facts(m)
			if f.Keep(m) != f.KeepFacts(&facts[i]) {
				rt.Fatalf("match %s: Keep and KeepFacts differ", m.ID)
			}
		}
		want := stats.Compute(ms, f)
		if got := stats.Aggregate(facts, f); !reflect.DeepEqual(got, want) {
			rt.Fatalf("Aggregate differs from Compute:\n%+v\n%+v", got, want)
		}
		for _, id := range []string{"p1", "p5", "nobody"} {
			if got, want := stats.AggregatePlayer(facts, id, f), stats.ForPlayer(ms, id, f); !reflect.DeepEqual(got, want) {
				rt.Fatalf("AggregatePlayer(%s) differs from ForPlayer:\n%+v\n%+v", id, got, want)
			}
		}
		perm := rapid.Permutation(facts).Draw(rt, "order")
		got := stats.Aggregate(perm, f)
		for _, g := range []*stats.Group{got, want} {
			for _, p := range g.Players {
				slices.Sort(skuck.StatsOf(p).Bids) // sorts the player's own list
			}
		}
		if !reflect.DeepEqual(got, want) {
			rt.Fatalf("Aggregate in another order differs:\n%+v\n%+v", got, want)
		}
	})
}

// TestFactsOfOpenMatch: a match in progress has only its seats.
func TestFactsOfOpenMatch(t *testing.T) {
	ms := simulate(rand.New(rand.NewPCG(3, 3)), 60)
	for _, m := range ms {
		x := stats.Facts(m)
		if x.ID != m.ID || x.Game != m.Game.Name() || !x.Created.Equal(m.Created) || x.Over != m.Over() || len(x.Seats) != len(m.Players) {
			t.Fatalf("facts of %s: %+v", m.ID, x)
		}
		if !x.Over && !reflect.DeepEqual(x.Seats[0], stats.Seat{Player: m.Players[0]}) {
			t.Errorf("open match %s has numbers: %+v", m.ID, x.Seats[0])
		}
	}
	if x := stats.Facts(nil); x.Game != "" || (stats.Filter{}).KeepFacts(&x) {
		t.Error("facts of nil")
	}
}
