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
