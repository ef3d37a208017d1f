package storage

import (
	"fmt"
	"math/rand/v2"
	"time"

	"scorekeeper/scoring"
	"scorekeeper/scoring/skipbo"
	"scorekeeper/scoring/skuck"
	"scorekeeper/scoring/skull"
	"scorekeeper/scoring/skullking"
)

// demoNames is the pool of players demo matches draw from, so the same
// people meet again across matches (statistics have something to show).
var demoNames = []string{
	"Anne", "Ben", "Cleo", "David", "Emma", "Felix", "Greta", "Hannah",
	"Jonas", "Katrin", "Lukas", "Mia", "Noah", "Olivia", "Paul", "Sophie",
}

// DemoMatches returns n realistic matches of all four games (the games'
// Simulate), drawn from r: players from a pool of sixteen names with
// stable ids, options varied the way tables vary them, created at random
// times over the year before now, updated a few minutes per round later,
// revision one per round. About one in thirty is still in progress. The
// same seed gives the same matches.
func DemoMatches(r *rand.Rand, n int, now time.Time) []*scoring.Match {
	pool := make([]scoring.Player, len(demoNames))
	for i, name := range demoNames {
		pool[i] = scoring.Player{ID: demoID(r), Name: name}
	}
	ms := make([]*scoring.Match, 0, n)
	for len(ms) < n {
		m := demoMatch(r, pool)
		if m == nil {
			continue
		}
		m.ID = demoID(r)
		m.Created = now.Add(-time.Duration(r.Int64N(int64(365 * 24 * time.Hour)))).UTC().Truncate(time.Second)
		m.Updated = m.Created.Add(time.Duration(m.Game.Len()) * time.Duration(2+r.IntN(4)) * time.Minute)
		m.Revision = m.Game.Len() + 1
		ms = append(ms, m)
	}
	return ms
}

// demoID is a version-4 UUID drawn from r (deterministic for a seed).
func demoID(r *rand.Rand) string {
	var b [16]byte
	for i := range b {
		b[i] = byte(r.UintN(256))
	}
	b[6] = b[6]&0x0f | 0x40
	b[8] = b[8]&0x3f | 0x80
	return fmt.Sprintf("%x-%x-%x-%x-%x", b[0:4], b[4:6], b[6:8], b[8:10], b[10:16])
}

func pick(r *rand.Rand, pool []scoring.Player, n int) []scoring.Player {
	idx := r.Perm(len(pool))[:n]
	ps := make([]scoring.Player, n)
	for i, j := range idx {
		ps[i] = pool[j]
	}
	return ps
}

// demoMatch plays one match of a random game; nil if it came out invalid.
func demoMatch(r *rand.Rand, pool []scoring.Player) *scoring.Match {
	var g scoring.Game
	var ps []scoring.Player
	switch k := r.IntN(10); {
	case k < 4: // Skull King is the most played
		ps = pick(r, pool, 3+r.IntN(4))
		o := skullking.Options{FirstDealer: ps[r.IntN(len(ps))].ID}
		if r.IntN(4) == 0 {
			o.Scoring = skullking.Rascal
		}
		if r.IntN(5) == 0 {
			names := skullking.Schedules()
			o.Cards = skullking.Schedule(names[r.IntN(len(names))], len(ps))
		}
		if r.IntN(12) == 0 {
			ps = ps[:2]
			o.Ghost, o.FirstDealer = true, ps[0].ID
			o.Cards = nil
		}
		g = skullking.Simulate(r, ps, o)
	case k < 6:
		ps = pick(r, pool, 2+r.IntN(5))
		o := skipbo.Options{}
		if len(ps) == 4 && r.IntN(3) == 0 {
			o.Teams = [][]string{{ps[0].ID, ps[2].ID}, {ps[1].ID, ps[3].ID}}
		}
		if r.IntN(4) == 0 {
			o.Target = 300
		}
		g = skipbo.Simulate(r, ps, o)
	case k < 8:
		ps = pick(r, pool, 3+r.IntN(4))
		g = skull.Simulate(r, ps, skull.Options{LastChance: r.IntN(3) == 0, StartPlayer: ps[r.IntN(len(ps))].ID})
	default:
		ps = pick(r, pool, 2)
		g = skuck.Simulate(r, ps, skuck.Options{Disqualify: r.IntN(4) == 0})
	}
	m := &scoring.Match{Players: ps, Game: g, Finished: true}
	if r.IntN(30) == 0 && g.Len() > 1 {
		truncate(g, 1+r.IntN(g.Len()-1))
		m.Finished = false
	}
	if m.Validate().HasErrors() || g.Len() == 0 {
		return nil
	}
	return m
}

// truncate keeps the first n rounds (an unfinished match).
func truncate(g scoring.Game, n int) {
	switch g := g.(type) {
	case *skullking.Match:
		g.Rounds = g.Rounds[:n]
	case *skipbo.Match:
		g.Rounds = g.Rounds[:n]
	case *skull.Match:
		g.Rounds = g.Rounds[:n]
	case *skuck.Match:
		g.Rounds = g.Rounds[:n]
	}
}
