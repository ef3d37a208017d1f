package app

import (
	"io"
	"math/rand/v2"
	"scorekeeper/scoring/demo"
	"testing"
)

// TestEveryScreenOnDemoMatches opens every screen of realistic matches of
// all four games (finished and not): nothing panics, and an unchanged
// past round can be saved again.
func TestEveryScreenOnDemoMatches(t *testing.T) {
	if testing.Short() {
		t.Skip("every screen of 24 matches: in the full suite (make test)")
	}
	u, db := newTestUI(t)
	ms := demo.Matches(rand.New(rand.NewPCG(1, 2)), 24, testNow)
	if _, err := db.Import(ms); err != nil {
		t.Fatal(err)
	}
	u.homeView.refresh()
	press(t, u.homeView.history)
	if len(u.history.items) == 0 {
		t.Fatal("empty history")
	}
	for _, s := range u.history.items {
		m, err := db.Get(s.ID)
		if err != nil {
			t.Fatal(err)
		}
		u.openSheet(m)
		if err := writePicture(io.Discard, m); err != nil {
			t.Fatal(err)
		}
		if m.Game.Len() > 0 {
			u.sheet.EditRound(1)
			if u.entry.saveButton.Disabled() {
				t.Errorf("%s round 1 unchanged cannot be saved: %s", m.Game.Name(), u.entry.reasonLabel.Text)
			} else {
				press(t, u.entry.saveButton)
			}
		}
		if !m.Over() {
			u.openEntry(m, 0)
			u.back()
		}
		u.home()
	}
}
