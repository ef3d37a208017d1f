package league

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"pgregory.net/rapid"

	"scorekeeper/scoring"
	"scorekeeper/scoring/skuck"
)

func players(n int) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = fmt.Sprintf("p%02d", i)
	}
	return out
}

// TestScheduleEveryPairOnce: every pair of a division has exactly one
// fixture, and nothing else.
func TestScheduleEveryPairOnce(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		divs := Divide(players(rapid.IntRange(2, 40).Draw(t, "players")))
		seen := map[[2]string]int{}
		for _, f := range Schedule(divs) {
			if f.Home >= f.Away {
				f.Home, f.Away = f.Away, f.Home
			}
			if !slices.Contains(divs[f.Division], f.Home) || !slices.Contains(divs[f.Division], f.Away) || f.Home == f.Away {
				t.Fatalf("fixture %v outside its division", f)
			}
			seen[[2]string{f.Home, f.Away}]++
		}
		want := 0
		for _, d := range divs {
			want += len(d) * (len(d) - 1) / 2
		}
		if len(seen) != want {
			t.Fatalf("%d pairs, want %d", len(seen), want)
		}
		for p, n := range seen {
			if n != 1 {
				t.Fatalf("%v plays %d times", p, n)
			}
		}
	})
}

// TestPromoteKeepsEveryone: whatever the tables, closing keeps every
// player exactly once and every division's size; with New's sizes two go
// each way at every boundary.
func TestPromoteKeepsEveryone(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		ids := players(rapid.IntRange(2, 40).Draw(t, "players"))
		divs := Divide(ids)
		tables := make([][]Row, len(divs))
		for d, div := range divs {
			order := rapid.Permutation(div).Draw(t, "finish")
			for _, id := range order {
				tables[d] = append(tables[d], Row{Player: id})
			}
		}
		next := Promote(tables)
		if len(next) != len(divs) {
			t.Fatalf("%d divisions, want %d", len(next), len(divs))
		}
		var all []string
		for d := range next {
			if len(next[d]) != len(divs[d]) {
				t.Fatalf("division %d has %d, want %d", d, len(next[d]), len(divs[d]))
			}
			all = append(all, next[d]...)
			if d > 0 {
				// exactly the two lowest above came down
				above := tables[d-1]
				for _, r := range above[len(above)-Moves:] {
					if !slices.Contains(next[d], r.Player) {
						t.Fatalf("%s did not go down to %d", r.Player, d)
					}
				}
				for _, r := range tables[d][:Moves] {
					if !slices.Contains(next[d-1], r.Player) {
						t.Fatalf("%s did not go up from %d", r.Player, d)
					}
				}
			}
		}
		slices.Sort(all)
		if !slices.Equal(all, ids) {
			t.Fatalf("players %v, want %v", all, ids)
		}
	})
}

// TestSeasonsStayValid: seasons of simulated matches, closed one after
// another, always validate and keep the players.
func TestSeasonsStayValid(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		n := rapid.IntRange(2, 14).Draw(t, "players")
		r := rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "seed"), 1))
		var roster []scoring.Player
		for _, id := range players(n) {
			roster = append(roster, scoring.Player{ID: id, Name: id})
		}
		l, err := New("l", "L", players(n))
		if err != nil {
			t.Fatal(err)
		}
		ms := map[string]*scoring.Match{}
		for season := range 3 {
			for i, f := range l.Current().Fixtures {
				if r.IntN(4) == 0 {
					continue // unplayed
				}
				two := []scoring.Player{{ID: f.Home}, {ID: f.Away}}
				m := &scoring.Match{ID: fmt.Sprintf("s%d-%d", season, i), Players: two, Game: skuck.Simulate(r, two, skuck.Options{})}
				ms[m.ID] = m
				if _, err := l.Record(m); err != nil {
					t.Fatal(err)
				}
			}
			_ = l.Achievements(l.Current().Number, ms, nil)
			if _, err := l.Close(ms); err != nil {
				t.Fatal(err)
			}
			if is := l.Validate(roster, ms); len(is) > 0 {
				t.Fatalf("season %d: %v", season+1, is)
			}
		}
	})
}
