package skuck

import (
	"math/rand/v2"
	"slices"
	"testing"

	"pgregory.net/rapid"

	"scorekeeper/scoring"
)

// genMatch draws a valid-looking match of up to its option's games with
// penalties (it may disqualify; validity is not the point here).
func genMatch(t *rapid.T) *Match {
	m := &Match{Options: Options{Games: rapid.IntRange(0, 8).Draw(t, "games"), Disqualify: rapid.Bool().Draw(t, "dq")}}
	n := rapid.IntRange(0, m.Options.GameCount()).Draw(t, "rounds")
	for range n {
		made := rapid.IntRange(0, Tricks).Draw(t, "made")
		r := Round{Trump: rapid.SampledFrom(Trumps).Draw(t, "trump"), Caller: rapid.SampledFrom([]string{"a", "b"}).Draw(t, "caller")}
		for _, p := range []string{"a", "b"} {
			e := Entry{Player: p, Bid: rapid.IntRange(0, Tricks).Draw(t, "bid"), Made: made,
				Reneges: rapid.IntRange(0, 2).Draw(t, "reneges"), Miscounts: rapid.IntRange(0, 1).Draw(t, "miscounts"),
				TimeFaults: rapid.IntRange(0, 1).Draw(t, "timeFaults")}
			if rapid.IntRange(0, 3).Draw(t, "exact") == 0 {
				e.Bid = made
			}
			r.Entries = append(r.Entries, e)
			made = Tricks - made
		}
		m.Rounds = append(m.Rounds, r)
	}
	return m
}

func TestPropFinalIsSumPlusPlussies(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		m := genMatch(t)
		for _, s := range m.Scores(two) {
			sum, zeros := 0, 0
			for _, g := range s.Games {
				sum += g.Points
				if g.Exact {
					zeros++
				}
				if g.Points != -g.Off-g.Penalty || g.Points > 0 {
					t.Fatalf("game %+v", g)
				}
			}
			if s.Sum != sum || s.Zeros != zeros || s.Bonus != Plussies(zeros) || s.Final != sum+Plussies(zeros) {
				t.Fatalf("%+v", s)
			}
			if n := len(s.Games); n > 0 && s.Games[n-1].Total != s.Final {
				t.Fatalf("last running total %d, final %d", s.Games[n-1].Total, s.Final)
			}
		}
	})
}

// The bonus depends only on the count of zeros: changing a non-exact
// game's miss, or which games are exact, keeps it.
func TestPropBonusByZerosOnly(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		m := genMatch(t)
		before := m.Scores(two)
		perm := rapid.Permutation(m.Rounds).Draw(t, "order")
		m2 := &Match{Options: m.Options, Rounds: perm}
		for g := range m2.Rounds {
			for i, e := range m2.Rounds[g].Entries {
				if !e.Exact() {
					m2.Rounds[g].Entries[i].Bid = (e.Made + 1 + rapid.IntRange(0, 25).Draw(t, "miss")) % (Tricks + 1)
				}
			}
		}
		after := m2.Scores(two)
		for i := range before {
			if before[i].Zeros != after[i].Zeros || before[i].Bonus != after[i].Bonus {
				t.Fatalf("zeros %d→%d bonus %d→%d", before[i].Zeros, after[i].Zeros, before[i].Bonus, after[i].Bonus)
			}
		}
	})
}

// Swapping the seats (and the entries' order) changes no one's score.
func TestPropSeatsDoNotMatter(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		m := genMatch(t)
		sw := &Match{Options: m.Options}
		for _, r := range m.Rounds {
			r.Entries = []Entry{r.Entries[1], r.Entries[0]}
			sw.Rounds = append(sw.Rounds, r)
		}
		byID := func(st []scoring.Standing) map[string]scoring.Standing {
			out := map[string]scoring.Standing{}
			for _, s := range st {
				out[s.Player.ID] = s
			}
			return out
		}
		a := byID(m.Standings(two))
		for _, mm := range []*Match{m, sw} {
			b := byID(mm.Standings([]scoring.Player{bob, ann}))
			for id := range a {
				if a[id].Total != b[id].Total || a[id].Rank != b[id].Rank || a[id].Out != b[id].Out || !slices.Equal(a[id].Keys, b[id].Keys) {
					t.Fatalf("%s: %+v vs %+v", id, a[id], b[id])
				}
			}
		}
	})
}

// Without disqualification, the order of the games does not change a
// final score: the escalation's total only depends on the counts.
func TestPropOrderFree(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		m := genMatch(t)
		m.Options.Disqualify = false
		m2 := &Match{Options: m.Options, Rounds: rapid.Permutation(m.Rounds).Draw(t, "order")}
		a, b := m.Scores(two), m2.Scores(two)
		for i := range a {
			if a[i].Final != b[i].Final || a[i].Penalty != b[i].Penalty {
				t.Fatalf("%d vs %d", a[i].Final, b[i].Final)
			}
		}
	})
}

// Standings follow the final score, then zeros; Out players come last.
func TestPropStandingsOrder(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		m := genMatch(t)
		st := m.Standings(two)
		x, y := st[0], st[1]
		if x.Out && !y.Out {
			t.Fatal("out first")
		}
		if x.Out == y.Out && (x.Total < y.Total || x.Total == y.Total && x.Keys[0] < y.Keys[0]) {
			t.Fatalf("%+v", st)
		}
		if (y.Rank == 1) != (x.Out == y.Out && x.Total == y.Total && x.Keys[0] == y.Keys[0]) {
			t.Fatalf("draw %+v", st)
		}
	})
}

func TestPropSimulate(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		seed := rapid.Uint64().Draw(t, "seed")
		opts := Options{Games: rapid.IntRange(0, MaxGames).Draw(t, "games"), Disqualify: rapid.Bool().Draw(t, "dq")}
		m := Simulate(rand.New(rand.NewPCG(seed, 1)), two, opts)
		if is := m.Validate(two); is.HasErrors() {
			t.Fatalf("errors: %v", is.Errors())
		}
		if !m.Over(two) || m.Options != opts {
			t.Fatal("not over")
		}
		again := Simulate(rand.New(rand.NewPCG(seed, 1)), two, opts)
		if !slices.EqualFunc(m.Rounds, again.Rounds, func(a, b Round) bool {
			return a.Trump == b.Trump && a.Caller == b.Caller && slices.Equal(a.Entries, b.Entries)
		}) {
			t.Fatal("not deterministic")
		}
	})
}
