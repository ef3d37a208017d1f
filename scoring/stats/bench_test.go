package stats_test

import (
	"math/rand/v2"
	"testing"

	"scorekeeper/scoring/stats"
)

// BenchmarkStats10k: 10,000 simulated matches of the four games among 8
// players: one player's statistics, and the whole group's.
func BenchmarkStats10k(b *testing.B) {
	ms := simulate(rand.New(rand.NewPCG(10, 10000)), 10000)
	b.Run("player", func(b *testing.B) {
		for b.Loop() {
			stats.ForPlayer(ms, "p1", stats.Filter{})
		}
	})
	b.Run("group", func(b *testing.B) {
		for b.Loop() {
			stats.Compute(ms, stats.Filter{})
		}
	})
}

// BenchmarkAggregate10k: the same statistics added up from the 10,000
// matches' facts (what storage keeps), without scoring any match.
func BenchmarkAggregate10k(b *testing.B) {
	ms := simulate(rand.New(rand.NewPCG(10, 10000)), 10000)
	facts := make([]stats.MatchFacts, len(ms))
	for i, m := range ms {
		facts[i] = stats.Facts(m)
	}
	b.Run("player", func(b *testing.B) {
		for b.Loop() {
			stats.AggregatePlayer(facts, "p1", stats.Filter{})
		}
	})
	b.Run("group", func(b *testing.B) {
		for b.Loop() {
			stats.Aggregate(facts, stats.Filter{})
		}
	})
}
