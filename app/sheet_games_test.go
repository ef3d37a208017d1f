package app

import (
	"strings"
	"testing"

	"scorekeeper/app/widgets"
)

// TestSkullSheetNamesStartAndSkull: the sheet shows who started the
// round and whose skull was turned.
func TestSkullSheetNamesStartAndSkull(t *testing.T) {
	u, _ := newTestUI(t)
	startMatch(t, u, "skull", "Anne", "Bob", "Carl")
	f := u.entry.form.(*skullForm)
	press(t, f.challenger.Buttons[0])
	press(t, f.bid.Plus)
	press(t, f.result.Buttons[1])
	later(u) // "Whose skull?" scrolled into view: a moment for the finger
	press(t, f.skullOf.Buttons[1])
	press(t, u.entry.saveButton)
	u.openSheet(u.entry.m)
	m := u.sheet.model
	if got := m.cell(0, 0, 0); !strings.Contains(got, "start") || !strings.Contains(got, "2 lost") {
		t.Errorf("Anne's challenge %q, want the start and 2 lost", got)
	}
	if got := m.cell(0, 1, 0); got != "skull" {
		t.Errorf("Bob's cell %q, want his skull named", got)
	}
}

// TestSkuckSheetColumns: trump under its caller, penalties, the game's
// points and its plussies apart, so the total adds up on the row.
func TestSkuckSheetColumns(t *testing.T) {
	u, _ := newTestUI(t)
	startMatch(t, u, "skuck", "Anne", "Bob")
	f := u.entry.form.(*skuckForm)
	press(t, f.trump.Buttons[3])
	press(t, f.caller.Buttons[0])
	press(t, f.bids)
	for _, bid := range []int{13, 14} {
		pressLater(t, u, u.secretView.nextButton)
		press(t, u.secretView.box.Objects[1].(*widgets.Choices).Buttons[bid])
		pressLater(t, u, u.secretView.nextButton)
	}
	for range 13 {
		press(t, f.made[0].Plus)
	}
	press(t, f.reveal)
	m := u.entry.m
	u.entry.saveButton.OnTapped()
	u.openSheet(m)
	sm := u.sheet.model
	want := []string{"Called", "Bid", "Made", "Pen.", "Game", "Plus.", "Total"}
	if strings.Join(sm.cols, ",") != strings.Join(want, ",") {
		t.Fatalf("columns %q, want %q", sm.cols, want)
	}
	// Anne called spades, bid 13, made 13: 0 ✓, +1 plussy, total 1
	for c, w := range []string{"Spades", "13", "13", "", "0 ✓", "+1", "1"} {
		if got := sm.cell(0, 0, c); got != w {
			t.Errorf("Anne's %s %q, want %q", sm.cols[c], got, w)
		}
	}
	if got := sm.cell(0, 1, 0); got != "" {
		t.Errorf("Bob did not call: %q", got)
	}
}
