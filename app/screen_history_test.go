package app

import (
	"slices"
	"testing"

	"scorekeeper/scoring"
	"scorekeeper/scoring/skipbo"
)

// TestHistoryTwoAnnes: filtering by the second of two players with the
// same name lists her matches, not the first one's.
func TestHistoryTwoAnnes(t *testing.T) {
	u, db := newTestUI(t)
	ids := addPlayers(t, db, "Anne", "Anne", "Bob")
	for i, anne := range ids[:2] {
		ps := []scoring.Player{{ID: anne, Name: "Anne"}, {ID: ids[2], Name: "Bob"}}
		g := &skipbo.Match{Options: skipbo.Options{Target: 100000}}
		g.Rounds = []skipbo.Round{{Winner: anne, StockLeft: map[string]int{ids[2]: 3}}}
		m := &scoring.Match{ID: "m" + itoa(i+1), Players: ps, Game: g}
		if err := db.Save(m); err != nil {
			t.Fatal(err)
		}
	}
	press(t, u.homeView.history)
	h := u.history
	if len(h.playerSelect.Options) != 4 || h.playerSelect.Options[1] == h.playerSelect.Options[2] {
		t.Fatalf("options %q", h.playerSelect.Options)
	}
	for i, want := range []string{"m1", "m2"} {
		idx := slices.Index(h.ids, ids[i])
		h.playerSelect.SetSelectedIndex(idx)
		if h.player != ids[i] || len(h.items) != 1 || h.items[0].ID != want {
			t.Errorf("Anne %d (%q): player %s, items %v", i+1, h.playerSelect.Selected, h.player, h.items)
		}
	}
}
