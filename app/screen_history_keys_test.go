package app

import (
	"testing"

	"fyne.io/fyne/v2"
)

// TestEscapeAfterFilter: on a desktop a filter picked in History keeps
// the focus; one Escape still goes back (issue 21 item 15: it took two).
func TestEscapeAfterFilter(t *testing.T) {
	u, _ := newTestUI(t)
	press(t, u.Home.History)
	for _, pick := range []func(){
		func() { u.Window.Canvas().Focus(u.History.Game); u.History.Game.SetSelectedIndex(1) },
		func() { u.Window.Canvas().Focus(u.History.Player); u.History.Player.SetSelectedIndex(0) },
	} {
		pick() // a tap on a desktop focuses the filter
		typeKey(u, fyne.KeyEscape)
		if u.nav.depth() != 1 {
			t.Fatalf("Escape after a filter left %q open", u.nav.top().title)
		}
		press(t, u.Home.History)
	}
}
