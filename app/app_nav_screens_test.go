//go:build ci || screenshots

package app

import (
	"testing"

	"fyne.io/fyne/v2"
)

// TestEscapeEveryScreen: every screen reachable from Home goes back one
// screen on Escape, down to Home, a dialog being closed first, after a
// row of Home's list was tapped (the list keeps the focus).
func TestEscapeEveryScreen(t *testing.T) {
	if testing.Short() {
		t.Skip("every screen: in the full suite (make test)")
	}
	t.Setenv("SCOREKEEPER_SYNC_DIR", t.TempDir())
	db := screensDB(t)
	for _, name := range phoneScreens[1:] {
		u := testUIOn(t, db)
		t.Cleanup(u.StopSharing)
		u.window.Canvas().Focus(u.homeView.list) // what a tap on a row does
		u.OpenScreen(name)
		if u.nav.depth() < 2 {
			t.Errorf("%s: did not open", name)
			continue
		}
		for range 10 {
			d, dialog := u.nav.depth(), u.window.Canvas().Overlays().Top() != nil
			if d == 1 {
				break
			}
			title, below := u.nav.top().title, u.nav.screens[d-2].title
			typeKey(u, fyne.KeyEscape)
			switch {
			case dialog && u.window.Canvas().Overlays().Top() != nil:
				t.Errorf("%s: Escape left the dialog open", name)
			case !dialog && (u.nav.depth() != d-1 || u.nav.top().title != below):
				t.Errorf("%s: Escape on %q went to %q (%d screens), not %q", name, title, u.nav.top().title, u.nav.depth(), below)
			default:
				continue
			}
			break
		}
		if u.nav.depth() != 1 {
			t.Errorf("%s: Escape did not reach Home", name)
		}
	}
}
