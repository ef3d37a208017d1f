package skullking

import (
	"math/rand/v2"
	"testing"

	"scorekeeper/scoring"
	"scorekeeper/scoring/scoringtest"
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

// long100k is a valid 4-player match of 100,000 rounds (a custom
// schedule of 100,000 deals of 1 to 10 cards).
func long100k(tb testing.TB) ([]scoring.Player, *Match) {
	tb.Helper()
	const rounds = 100_000
	players, m := seats(4), longMatch(rounds)
	if m.Len() != rounds {
		tb.Fatalf("%d rounds", m.Len())
	}
	return players, m
}

// BenchmarkScore100kRounds is what `scorekeeper score` does with a match of
// 100,000 rounds: validate it, rank the players, list the sheet.
func BenchmarkScore100kRounds(b *testing.B) {
	players, m := long100k(b)
	for b.Loop() {
		if errs := m.Validate(players).Errors(); len(errs) > 0 {
			b.Fatal(errs[0])
		}
		_ = m.Standings(players)
		_ = m.Over(players)
		_ = m.Rows(players)
	}
}

// longMatch is a valid 4-player match of n rounds with a custom schedule.
func longMatch(n int) *Match {
	cards := make([]int, n)
	for i := range cards {
		cards[i] = 1 + i%10
	}
	return Simulate(rand.New(rand.NewPCG(1, 2)), seats(4), Options{Cards: cards})
}

// TestLinearInRounds: validating, ranking and listing the sheet cost
// memory linear in the rounds (the schedule is not copied per round).
func TestLinearInRounds(t *testing.T) {
	players := seats(4)
	scoringtest.Linear(t, 2000, longMatch, func(m *Match) {
		_ = m.Validate(players)
		_ = m.Standings(players)
		_ = m.Over(players)
		_ = m.Rows(players)
	})
}
