package stats_test

import (
	"math/rand/v2"
	"testing"
	"time"

	"scorekeeper/scoring"
	"scorekeeper/scoring/scoringtest"
	"scorekeeper/scoring/skipbo"
	"scorekeeper/scoring/skuck"
	"scorekeeper/scoring/skull"
	"scorekeeper/scoring/skullking"
	"scorekeeper/scoring/stats"

	"pgregory.net/rapid"
)

// day0 is the first simulated match's start.
var day0 = time.Date(2026, 1, 1, 20, 0, 0, 0, time.UTC)

// wrap makes a finished match of g, created on day d after day0.
func wrap(id string, d int, players []scoring.Player, g scoring.Game) *scoring.Match {
	t := day0.AddDate(0, 0, d)
	return &scoring.Match{ID: id, Created: t, Updated: t, Players: players, Game: g}
}

// simulate builds n matches of all four games among a pool of 8 players,
// one a day, with each game's Simulate; about one in ten has its last
// round taken back, so it is not over.
func simulate(r *rand.Rand, n int) []*scoring.Match {
	pool := scoringtest.Seats(8)
	out := make([]*scoring.Match, n)
	for i := range out {
		var players []scoring.Player
		pick := func(lo, hi int) {
			k := lo + r.IntN(hi-lo+1)
			perm := r.Perm(len(pool))[:k]
			players = make([]scoring.Player, k)
			for j, p := range perm {
				players[j] = pool[p]
			}
		}
		var g scoring.Game
		switch r.IntN(4) {
		case 0:
			pick(2, 6)
			opts := skullking.Options{}
			if r.IntN(3) == 0 {
				opts.Scoring = skullking.Rascal
			}
			g = skullking.Simulate(r, players, opts)
		case 1:
			pick(2, 6)
			opts := skipbo.Options{Target: 200}
			if len(players) == 4 && r.IntN(2) == 0 {
				opts.Teams = [][]string{{players[0].ID, players[2].ID}, {players[1].ID, players[3].ID}}
			}
			g = skipbo.Simulate(r, players, opts)
		case 2:
			pick(3, 6)
			g = skull.Simulate(r, players, skull.Options{LastChance: r.IntN(2) == 0})
		default:
			pick(2, 2)
			g = skuck.Simulate(r, players, skuck.Options{Disqualify: r.IntN(2) == 0})
		}
		m := wrap(string(rune('a'+i%26))+time.Duration(i).String(), i, players, g)
		if r.IntN(10) == 0 {
			takeBack(g)
		}
		out[i] = m
	}
	return out
}

// takeBack removes the last round, so a simulated match is not over.
func takeBack(g scoring.Game) {
	switch g := g.(type) {
	case *skullking.Match:
		g.Rounds = g.Rounds[:max(len(g.Rounds)-1, 0)]
	case *skipbo.Match:
		g.Rounds = g.Rounds[:max(len(g.Rounds)-1, 0)]
	case *skull.Match:
		g.Rounds = g.Rounds[:max(len(g.Rounds)-1, 0)]
	case *skuck.Match:
		g.Rounds = g.Rounds[:max(len(g.Rounds)-1, 0)]
	}
}

func near(t testing.TB, what string, got, want float64) {
	t.Helper()
	if d := got - want; d > 1e-9 || d < -1e-9 {
		t.Errorf("%s = %v, want %v", what, got, want)
	}
}

func equal[T comparable](t testing.TB, what string, got, want T) {
	t.Helper()
	if got != want {
		t.Errorf("%s = %v, want %v", what, got, want)
	}
}

// drawFilter draws a filter over ms: maybe a period between two of their
// start times, maybe a game, maybe one other player.
func drawFilter(rt *rapid.T, ms []*scoring.Match) stats.Filter {
	var f stats.Filter
	if len(ms) > 0 && rapid.Bool().Draw(rt, "period") {
		f.From = ms[rapid.IntRange(0, len(ms)-1).Draw(rt, "from")].Created
		f.To = ms[rapid.IntRange(0, len(ms)-1).Draw(rt, "to")].Created
	}
	f.Game = rapid.SampledFrom([]string{"", scoring.SkullKing, scoring.SkipBo, scoring.Skull, scoring.Skuck}).Draw(rt, "game")
	if rapid.Bool().Draw(rt, "with") {
		f.With = []string{rapid.SampledFrom([]string{"p1", "p2", "p3"}).Draw(rt, "other")}
	}
	return f
}
