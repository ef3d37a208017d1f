package skuck

import (
	"testing"
	"time"
)

// Rule book, How to Play: "The player with fewer points calls trump. Should both players have
// the same high card point count the person having the most deuces will call trump. Try the
// threes if the tie continues, etc." and "when there is a difference of 12 or more high card
// points between the two players ... the declarer of trumps has the option to lead first or
// request the opposition to do so."
func TestWhoCalls(t *testing.T) {
	cases := []struct {
		name   string
		points [2]int
		counts [][2]int
		want   Call
	}{
		{"fewer points calls", [2]int{20, 15}, nil, Call{Caller: 1, Leader: 0}},
		{"fewer points, seat 0", [2]int{15, 20}, nil, Call{Caller: 0, Leader: 1}},
		{"11 apart: the other leads", [2]int{10, 21}, nil, Call{Caller: 0, Leader: 1}},
		{"12 apart: the caller chooses", [2]int{10, 22}, nil, Call{Caller: 0, Leader: -1, ChoosesLead: true}},
		{"12 apart, seat 1 calls", [2]int{30, 18}, nil, Call{Caller: 1, Leader: -1, ChoosesLead: true}},
		{"tie: ask for deuces", [2]int{18, 18}, nil, Call{Caller: -1, Leader: -1, Need: Two}},
		{"tie: more deuces calls", [2]int{18, 18}, [][2]int{{1, 2}}, Call{Caller: 1, Leader: 0}},
		{"tie: deuces tie, ask for threes", [2]int{18, 18}, [][2]int{{1, 1}}, Call{Caller: -1, Leader: -1, Need: 3}},
		{"tie: more threes calls", [2]int{18, 18}, [][2]int{{1, 1}, {2, 0}}, Call{Caller: 0, Leader: 1}},
		{"tie: decided, later counts ignored", [2]int{18, 18}, [][2]int{{0, 1}, {3, 0}}, Call{Caller: 1, Leader: 0}},
		{"tie: up to kings, ask for aces", [2]int{18, 18}, make([][2]int, 12), Call{Caller: -1, Leader: -1, Need: Ace}},
		{"tie: aces decide", [2]int{18, 18}, append(make([][2]int, 12), [2]int{2, 1}), Call{Caller: 0, Leader: 1}},
		{"full tie: cut for it", [2]int{18, 18}, make([][2]int, 13), Call{Caller: -1, Leader: -1}},
		{"too many counts", [2]int{18, 18}, make([][2]int, 20), Call{Caller: -1, Leader: -1}},
	}
	for _, c := range cases {
		if got := WhoCalls(c.points, c.counts...); got != c.want {
			t.Errorf("%s: %+v, want %+v", c.name, got, c.want)
		}
	}
}

func TestRanks(t *testing.T) {
	pts := map[Rank]int{Ace: 5, King: 4, Queen: 3, Jack: 2, Ten: 1, 9: 0, Two: 0}
	for r, want := range pts {
		if HighCardPoints(r) != want {
			t.Errorf("%v: %d", r, HighCardPoints(r))
		}
	}
	total := 0
	for r := Two; r <= Ace; r++ {
		total += 4 * HighCardPoints(r)
	}
	if total != MaxPoints {
		t.Errorf("deck has %d points", total)
	}
	if Two.String() != "2" || Ten.String() != "10" || Queen.String() != "Q" || Ace.String() != "A" || Rank(0).String() != "" {
		t.Error("names")
	}
}

func TestTimeFault(t *testing.T) {
	if TimeFault(5*time.Minute) || !TimeFault(5*time.Minute+time.Second) {
		t.Error("over 5 minutes")
	}
}
