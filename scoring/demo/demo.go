// Package demo draws realistic matches of every game (each game's
// Def.Demo) for the demo command, benchmarks and screenshots: the same
// seed gives the same matches and ids.
package demo

import (
	"math/rand/v2"
	"time"

	"scorekeeper/scoring"
	"scorekeeper/scoring/games"

	"github.com/google/uuid"
)

// demoNames is the pool of players demo matches draw from, so the same
// people meet again across matches (statistics have something to show).
var demoNames = []string{
	"Anne", "Ben", "Cleo", "David", "Emma", "Felix", "Greta", "Hannah",
	"Jonas", "Katrin", "Lukas", "Mia", "Noah", "Olivia", "Paul", "Sophie",
}

// Matches returns n realistic matches of all four games (the games'
// Simulate), drawn from r: players from a pool of sixteen names with
// stable ids, options varied the way tables vary them, created at random
// times over the year before now (in order: the i-th at a random time in
// the i-th of n equal parts of the year), updated a few minutes per round
// later, revision one per round. About one in thirty is still in
// progress. Match ids are version-7 UUIDs of the match's place in the
// year (not of now), so they sort like the created times: stored one
// after another, each lands next to the one before it in every key order
// of the database (time, game, player, id), and storing a batch writes a
// few pages at the end of each tree instead of one page per key all over
// a growing file. The same seed gives the same matches (the same ids
// whenever it runs). It holds all n in memory: Each gives the same
// matches one at a time.
func Matches(r *rand.Rand, n int, now time.Time) []*scoring.Match {
	ms := make([]*scoring.Match, 0, n)
	_ = Each(r, n, now, func(m *scoring.Match) error {
		ms = append(ms, m)
		return nil
	})
	return ms
}

// Each calls fn with the matches Matches returns for the same r, n and
// now, in the same order, one at a time (nothing is kept between calls),
// and stops at fn's first error, which it returns.
func Each(r *rand.Rand, n int, now time.Time, fn func(*scoring.Match) error) error {
	pool := make([]scoring.Player, len(demoNames))
	for i, name := range demoNames {
		pool[i] = scoring.Player{ID: demoID(r), Name: name}
	}
	const year = int64(365 * 24 * time.Hour)
	start := now.Add(-time.Duration(year))
	slot := max(year/int64(max(n, 1)), 1)
	for made := 0; made < n; {
		m := demoMatch(r, pool)
		if m == nil {
			continue
		}
		at := time.Duration(int64(made)*slot + r.Int64N(slot))
		m.Created = start.Add(at).UTC().Truncate(time.Second)
		m.ID = demoV7(r, at)
		m.Updated = m.Created.Add(time.Duration(m.Game.Len()) * time.Duration(2+r.IntN(4)) * time.Minute)
		m.Revision = m.Game.Len() + 1
		made++
		if err := fn(m); err != nil {
			return err
		}
	}
	return nil
}

// demoID is a version-4 UUID drawn from r (deterministic for a seed).
func demoID(r *rand.Rand) string {
	return uuid.Must(uuid.NewRandomFromReader(randReader{r})).String()
}

// demoV7 is a version-7 UUID whose time is v7Epoch plus at (the
// match's place in the year), then bits drawn from r: ids sort like the
// created times, and do not depend on now (the same seed run again gives
// the same ids).
func demoV7(r *rand.Rand, at time.Duration) string {
	var u uuid.UUID
	ms := uint64(v7Epoch.Add(at).UnixMilli())
	for i := range 6 {
		u[i] = byte(ms >> (40 - 8*i))
	}
	_, _ = randReader{r}.Read(u[6:])
	u[6] = u[6]&0x0f | 0x70 // version 7
	u[8] = u[8]&0x3f | 0x80 // RFC 9562 variant
	return u.String()
}

// v7Epoch is the time of the first demo id.
var v7Epoch = time.Date(2020, 1, 1, 0, 0, 0, 0, time.UTC)

// randReader reads bytes drawn from a seeded *rand.Rand, one draw each.
type randReader struct{ r *rand.Rand }

func (rr randReader) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = byte(rr.r.UintN(256))
	}
	return len(p), nil
}

// demoMatch plays one match of a game drawn by the games' demo weights;
// nil if it came out invalid.
func demoMatch(r *rand.Rand, pool []scoring.Player) *scoring.Match {
	all := games.All()
	total := 0
	for _, d := range all {
		total += d.DemoWeight
	}
	k := r.IntN(total)
	def := all[len(all)-1]
	for _, d := range all {
		if k < d.DemoWeight {
			def = d
			break
		}
		k -= d.DemoWeight
	}
	ps, g := def.Demo(r, pool)
	m := &scoring.Match{Players: ps, Game: g, Finished: true}
	if r.IntN(30) == 0 && g.Len() > 1 {
		m.Game = g.FirstRounds(1 + r.IntN(g.Len()-1))
		m.Finished = false
	}
	if m.Validate().HasErrors() || m.Game.Len() == 0 {
		return nil
	}
	return m
}
