package skuck

import "testing"

func TestClicks(t *testing.T) {
	click := Round{Entries: []Entry{{Player: "a", Bid: 14, Made: 14}, {Player: "b", Bid: 13, Made: 13}}}
	near := Round{Entries: []Entry{{Player: "a", Bid: 14, Made: 14}, {Player: "b", Bid: 13, Made: 12}}}
	m := &Match{Rounds: []Round{click, near, click}}
	if n := m.Clicks(); n != 2 {
		t.Errorf("Clicks = %d, want 2", n)
	}
}

func TestMarks(t *testing.T) {
	click := Round{Entries: []Entry{{Player: "a", Bid: 14, Made: 14}, {Player: "b", Bid: 13, Made: 13}}}
	m := &Match{Rounds: []Round{{}, click}}
	if got := m.Marks(2); len(got) != 1 || got[0] != "skuck.click" {
		t.Errorf("Marks(2) = %v", got)
	}
	for _, r := range []int{0, 1, 3} {
		if got := m.Marks(r); got != nil {
			t.Errorf("Marks(%d) = %v", r, got)
		}
	}
}
