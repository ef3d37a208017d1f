package skipbo

import (
	"math/rand/v2"
	"slices"
	"testing"

	"pgregory.net/rapid"

	"scorekeeper/scoring"
)

// genOptions draws solo or (for 4 or 6 players) valid team options.
func genOptions(t *rapid.T, n int) Options {
	var o Options
	if rapid.Bool().Draw(t, "customStock") {
		o.Stock = rapid.IntRange(1, DefaultStock(n)).Draw(t, "stock")
	}
	o.Target = rapid.SampledFrom([]int{0, 100, 250, 500, 1000}).Draw(t, "target")
	if (n == 4 || n == 6) && rapid.Bool().Draw(t, "teams") {
		ids := make([]string, n)
		for i, p := range seats(n) {
			ids[i] = p.ID
		}
		ids = rapid.Permutation(ids).Draw(t, "seating")
		size := 2
		if n == 6 && rapid.Bool().Draw(t, "teamsOf3") {
			size = 3
		}
		for i := 0; i < n; i += size {
			o.Teams = append(o.Teams, ids[i:i+size])
		}
	}
	return o
}

// genRound draws any round, valid or not: a winner (sometimes unknown)
// and counts for some of the players (sometimes negative or huge).
func genRound(t *rapid.T, players []scoring.Player) Round {
	ids := []string{""}
	for _, p := range players {
		ids = append(ids, p.ID)
	}
	ids = append(ids, "zz")
	r := Round{Winner: rapid.SampledFrom(ids).Draw(t, "winner"), StockLeft: map[string]int{}}
	for _, id := range ids {
		if rapid.IntRange(0, 5).Draw(t, "has") > 0 {
			r.StockLeft[id] = rapid.OneOf(rapid.IntRange(0, 30), rapid.IntRange(-5, 200), rapid.Int()).Draw(t, "left")
		}
	}
	return r
}

func genMatch(t *rapid.T) ([]scoring.Player, *Match) {
	n := rapid.IntRange(2, 6).Draw(t, "players")
	ps := seats(n)
	m := &Match{Options: genOptions(t, n)}
	if rapid.Bool().Draw(t, "simulated") {
		m = Simulate(rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "seed"), 1)), ps, m.Options)
	} else {
		m.Rounds = rapid.SliceOfN(rapid.Custom(func(t *rapid.T) Round { return genRound(t, ps) }), 0, 30).Draw(t, "rounds")
	}
	return ps, m
}

// Totals are the sum of round points, and Rows and Standings agree.
func TestPropTotalsAreSums(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		ps, m := genMatch(t)
		sum := make([]int, len(ps))
		for r := 1; r <= m.Len(); r++ {
			for i, p := range m.RoundPoints(ps, r) {
				sum[i] += p
			}
		}
		tot := m.Totals(ps)
		if !slices.Equal(sum, tot) {
			t.Fatalf("sum of rounds %v, totals %v", sum, tot)
		}
		rows := m.Rows(ps)
		if len(rows) != m.Len()*len(ps) {
			t.Fatalf("%d rows", len(rows))
		}
		run := make([]int, len(ps))
		for j, row := range rows {
			i := j % len(ps)
			run[i] += row.Points
			if row.Round != j/len(ps)+1 || row.Player != ps[i].ID || row.Total != run[i] {
				t.Fatalf("row %d: %+v (running %d)", j, row, run[i])
			}
		}
		byID := totalsByID(m, ps)
		for k, s := range m.Standings(ps) {
			if s.Total != byID[s.Player.ID] {
				t.Fatalf("standing %+v, total %d", s, byID[s.Player.ID])
			}
			if k > 0 && m.Standings(ps)[k-1].Total < s.Total {
				t.Fatal("standings not best first")
			}
		}
	})
}

// Only the winner's side scores in a round, all of it the same, at
// least 25; everyone else scores 0.
func TestPropOnlyWinnerSideScores(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		ps, m := genMatch(t)
		for r, round := range m.Rounds {
			pts := m.RoundPoints(ps, r+1)
			w := scoring.Index(ps, round.Winner)
			for i, p := range pts {
				same := w >= 0 && (i == w || m.Options.TeamOf(ps[i].ID) >= 0 && m.Options.TeamOf(ps[i].ID) == m.Options.TeamOf(round.Winner))
				switch {
				case same && (p < WinPoints || p != pts[w]):
					t.Fatalf("round %d: winner side seat %d scored %d (winner %d)", r+1, i, p, pts[w])
				case !same && p != 0:
					t.Fatalf("round %d: seat %d not on the winner's side scored %d", r+1, i, p)
				}
			}
		}
	})
}

// In teams, teammates always have equal totals and ranks.
func TestPropTeammatesEqual(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		ps, m := genMatch(t)
		byID := totalsByID(m, ps)
		rank := map[string]int{}
		for _, s := range m.Standings(ps) {
			rank[s.Player.ID] = s.Rank
		}
		tt := m.TeamTotals(ps)
		for ti, team := range m.Options.Teams {
			for _, id := range team {
				if byID[id] != byID[team[0]] || rank[id] != rank[team[0]] || byID[id] != tt[ti] {
					t.Fatalf("team %v: totals %v ranks %v team totals %v", team, byID, rank, tt)
				}
			}
		}
	})
}

// Reordering seats changes no one's total.
func TestPropSeatingOrder(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		ps, m := genMatch(t)
		moved := rapid.Permutation(ps).Draw(t, "moved")
		a, b := totalsByID(m, ps), totalsByID(m, moved)
		for id := range a {
			if a[id] != b[id] {
				t.Fatalf("%s: %d seated as %v, %d seated as %v", id, a[id], ps, b[id], moved)
			}
		}
		if m.Over(ps) != m.Over(moved) || m.EndRound(ps) != m.EndRound(moved) {
			t.Fatal("Over depends on seating")
		}
	})
}

// Nobody's total passes the target before the last round of an ended
// match, and the match is over exactly when someone has reached it.
func TestPropOver(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		ps, m := genMatch(t)
		target := m.Options.TargetScore()
		reached := slices.ContainsFunc(m.Totals(ps), func(v int) bool { return v >= target })
		if m.Over(ps) != reached {
			t.Fatalf("Over %v, reached %v", m.Over(ps), reached)
		}
		if end := m.EndRound(ps); end > 0 {
			before := &Match{Options: m.Options, Rounds: m.Rounds[:end-1]}
			if before.Over(ps) {
				t.Fatal("over before the end round")
			}
		}
		for i, g := range m.ToGo(ps) {
			if g < 0 || g > target || (g == 0) != (m.Totals(ps)[i] >= target) {
				t.Fatalf("ToGo %v", m.ToGo(ps))
			}
		}
	})
}

// Simulate always gives a finished match with no errors, the same one
// for the same seed; the winner of a finished match is a single side.
func TestPropSimulate(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		n := rapid.IntRange(2, 6).Draw(t, "players")
		ps := seats(n)
		o := genOptions(t, n)
		seed := rapid.Uint64().Draw(t, "seed")
		m := Simulate(rand.New(rand.NewPCG(seed, 7)), ps, o)
		if is := m.Validate(ps); is.HasErrors() {
			t.Fatalf("simulated match invalid: %v", is.Errors())
		}
		if !m.Over(ps) || m.EndRound(ps) != m.Len() {
			t.Fatalf("simulated match not over at its last round (%d rounds)", m.Len())
		}
		again := Simulate(rand.New(rand.NewPCG(seed, 7)), ps, o)
		if !slices.EqualFunc(m.Rounds, again.Rounds, sameRound) {
			t.Fatal("Simulate not deterministic")
		}
		st := m.Standings(ps)
		side := m.Options.TeamOf(st[0].Player.ID)
		for _, s := range st {
			first := s.Rank == 1
			mine := s.Player.ID == st[0].Player.ID || side >= 0 && m.Options.TeamOf(s.Player.ID) == side
			if first != mine {
				t.Fatalf("winners are not one side: %+v", st)
			}
		}
	})
}

func sameRound(a, b Round) bool {
	if a.Winner != b.Winner || len(a.StockLeft) != len(b.StockLeft) {
		return false
	}
	for k, v := range a.StockLeft {
		if w, ok := b.StockLeft[k]; !ok || v != w {
			return false
		}
	}
	return true
}
