package skull

import (
	"slices"
	"testing"

	"scorekeeper/scoring"
)

// SPEC 1.3: the winner first, then challenges won, discs left, and the
// later elimination.
func TestStandingsOrder(t *testing.T) {
	ps := seats(6)
	m := &Match{Rounds: []Round{
		win("p5", 2),                                                  // p5: 1 won
		lose("p1", 2, "p2"), lose("p1", 2, "p2"), lose("p1", 2, "p2"), // p1: 1 disc
		lose("p1", 2, "p2"),                                           // p1 out in round 5
		lose("p2", 2, "p3"), lose("p2", 2, "p3"), lose("p2", 2, "p3"), // p2: 1 disc
		lose("p2", 2, "p3"), // p2 out in round 9
		lose("p3", 2, "p4"), // p3: 3 discs
		lose("p6", 2, "p4"), // p6: 3 discs
		lose("p6", 2, "p4"), // p6: 2 discs
	}}
	mustValid(t, m, ps)
	if m.Over(ps) {
		t.Fatal("not over")
	}
	st := m.Standings(ps)
	var got []string
	for _, s := range st {
		got = append(got, s.Player.ID)
	}
	// p5 (1 won), p4 (4 discs), p3 (3), p6 (2), p2 (out in 9), p1 (out in 5).
	if want := []string{"p5", "p4", "p3", "p6", "p2", "p1"}; !slices.Equal(got, want) {
		t.Fatalf("order %v, want %v", got, want)
	}
	for i, s := range st {
		if s.Rank != i+1 || s.Won {
			t.Fatalf("%d: %+v", i, s)
		}
	}
	if st[0].Total != 1 || !slices.Equal(st[1].Keys, []int{4, 13}) || !slices.Equal(st[4].Keys, []int{0, 9}) || !slices.Equal(st[5].Keys, []int{0, 5}) {
		t.Fatalf("totals and keys: %+v", st)
	}
	// Full ties share the rank.
	st = (&Match{}).Standings(seats(3))
	for _, s := range st {
		if s.Rank != 1 || s.Total != 0 || !slices.Equal(s.Keys, []int{4, 1}) {
			t.Fatalf("no rounds: %+v", s)
		}
	}
}

func TestRows(t *testing.T) {
	ps := seats(3)
	m := &Match{Rounds: []Round{win("p2", 2), lose("p1", 3, "p3")}}
	rows := m.Rows(ps)
	if len(rows) != 6 {
		t.Fatalf("%d rows", len(rows))
	}
	want := []struct {
		round  int
		player string
		points int
		total  int
	}{{1, "p1", 0, 0}, {1, "p2", 1, 1}, {1, "p3", 0, 0}, {2, "p1", 0, 0}, {2, "p2", 0, 1}, {2, "p3", 0, 0}}
	for i, w := range want {
		r := rows[i]
		if r.Round != w.round || r.Player != w.player || r.Points != w.points || r.Total != w.total {
			t.Fatalf("row %d: %+v, want %+v", i, r, w)
		}
	}
	f := rows[3].Fields
	if !slices.Equal(f, []scoring.Field{{Name: "challenger", Value: "p1"}, {Name: "bid", Value: "3"}, {Name: "result", Value: "lost"}, {Name: "skullOf", Value: "p3"}, {Name: "nextStart", Value: ""}}) {
		t.Fatalf("fields %v", f)
	}
	if m.Len() != 2 || m.Name() != "skull" {
		t.Fatal("Len or Name")
	}
}

func TestStates(t *testing.T) {
	ps := seats(3)
	m := &Match{Options: Options{StartPlayer: "p2"}, Rounds: []Round{lose("p3", 2, "p1"), win("p1", 1)}}
	ss := m.States(ps)
	if len(ss) != 3 || ss[0].Start != "p2" || ss[0].Table != 12 || ss[1].Start != "p3" || ss[1].Table != 11 || ss[2].Start != "p1" || ss[2].Round != 2 {
		t.Fatalf("states: %+v", ss)
	}
	if s := (&Match{}).State(ps); s.Start != "p1" {
		t.Fatalf("default start %q", s.Start)
	}
	if (Options{}).First(nil) != "" {
		t.Fatal("First of no players")
	}
}
