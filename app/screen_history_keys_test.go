package app

import (
	"testing"

	"fyne.io/fyne/v2"
)

// TestEscapeAfterFilter: on a desktop a filter picked in History keeps
// the focus; one Escape still goes back (issue 21 item 15: it took two).
func TestEscapeAfterFilter(t *testing.T) {
	u, _ := newTestUI(t)
	press(t, u.homeView.history)
	for _, pick := range []func(){
		func() { u.window.Canvas().Focus(u.history.gameSelect); u.history.gameSelect.SetSelectedIndex(1) },
		func() { u.window.Canvas().Focus(u.history.playerSelect); u.history.playerSelect.SetSelectedIndex(0) },
	} {
		pick() // a tap on a desktop focuses the filter
		typeKey(u, fyne.KeyEscape)
		if u.nav.depth() != 1 {
			t.Fatalf("Escape after a filter left %q open", u.nav.top().title)
		}
		press(t, u.homeView.history)
	}
}
