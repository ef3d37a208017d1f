package app

import (
	"scorekeeper/app/widgets"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/mobile"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// typeKey sends a key as the drivers do: to the focused widget, else to
// the canvas's handler.
func typeKey(u *UI, name fyne.KeyName) {
	ev := &fyne.KeyEvent{Name: name}
	c := u.Window.Canvas()
	if f := c.Focused(); f != nil {
		f.TypedKey(ev)
		return
	}
	if h := c.OnTypedKey(); h != nil {
		h(ev)
	}
}

// tapRow taps row 0 of a list where it is on the screen, as a finger or
// a mouse does (on a desktop the list takes the focus).
func tapRow(u *UI, l *widget.List) {
	pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(l)
	test.TapCanvas(u.Window.Canvas(), pos.AddXY(l.Size().Width/2, 10))
}

// TestBackFromHistorySheet: a sheet opened from History by tapping its
// row closes with Escape (or Back), and History with the next (the list
// tapped kept the keys: both did nothing).
func TestBackFromHistorySheet(t *testing.T) {
	for _, k := range []fyne.KeyName{fyne.KeyEscape, mobile.KeyBack} {
		u, db := newTestUI(t)
		if err := db.Save(testMatch(t, "skullking")); err != nil {
			t.Fatal(err)
		}
		press(t, u.Home.History)
		relayout(u.Window)
		tapRow(u, u.History.List)
		if u.nav.depth() != 3 || u.nav.top().kind != "sheet" {
			t.Fatalf("%s: the row did not open the sheet (%d screens)", k, u.nav.depth())
		}
		// a tap on a round asks to edit it; Escape says no, the next leaves
		relayout(u.Window)
		tbl := u.Sheet.Table
		pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(tbl)
		test.TapCanvas(u.Window.Canvas(), pos.AddXY(60, 70)) // round 1, under the first name
		if u.Window.Canvas().Overlays().Top() == nil {
			t.Fatalf("%s: a tap on a round did not ask to edit it", k)
		}
		typeKey(u, k)
		if u.Window.Canvas().Overlays().Top() != nil || u.nav.depth() != 3 {
			t.Fatalf("%s: the dialog stayed (%d screens)", k, u.nav.depth())
		}
		typeKey(u, k)
		if u.nav.depth() != 2 || u.nav.top().title != u.nav.screens[1].title {
			t.Fatalf("%s: still on %q", k, u.nav.top().title)
		}
		typeKey(u, k)
		if u.nav.depth() != 1 {
			t.Errorf("%s: History not left", k)
		}
		if o := u.Window.Canvas().Overlays().Top(); o != nil {
			t.Errorf("%s: a dialog opened", k)
		}
	}
}

// TestEscapeEveryScreen: every screen reachable from Home goes back one
// screen on Escape, down to Home, a dialog being closed first, after a
// row of Home's list was tapped (the list keeps the focus).
func TestEscapeEveryScreen(t *testing.T) {
	t.Setenv("SCOREKEEPER_SYNC_DIR", t.TempDir())
	db := screensDB(t)
	for _, name := range phoneScreens[1:] {
		u := testUIOn(t, db)
		t.Cleanup(u.StopSharing)
		u.Window.Canvas().Focus(u.Home.List) // what a tap on a row does
		u.OpenScreen(name)
		if u.nav.depth() < 2 {
			t.Errorf("%s: did not open", name)
			continue
		}
		for range 10 {
			d, dialog := u.nav.depth(), u.Window.Canvas().Overlays().Top() != nil
			if d == 1 {
				break
			}
			title, below := u.nav.top().title, u.nav.screens[d-2].title
			typeKey(u, fyne.KeyEscape)
			switch {
			case dialog && u.Window.Canvas().Overlays().Top() != nil:
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

// TestEscapeWhileTyping: Escape (or Back) in a focused text field leaves
// the screen, or closes the dialog the field is in; Fyne's text field
// kept the key and did nothing.
func TestEscapeWhileTyping(t *testing.T) {
	u, _ := newTestUI(t)
	press(t, u.Home.NewMatch)
	u.Window.Canvas().Focus(u.New.Name)
	test.Type(u.New.Name, "Ann")
	typeKey(u, fyne.KeyEscape)
	if u.nav.depth() != 1 {
		t.Fatalf("Escape while typing a name: %d screens, want home", u.nav.depth())
	}
	u.showPlayers()
	if _, err := u.Store.AddPlayer("Bob"); err != nil {
		t.Fatal(err)
	}
	u.refreshTop()
	rename, _ := u.Store.Players(false)
	u.Players.askRename(rename[0])
	var field *widgets.Entry
	for _, o := range test.LaidOutObjects(u.Window.Canvas().Overlays().Top()) {
		if e, ok := o.(*widgets.Entry); ok {
			field = e
		}
	}
	if field == nil {
		t.Fatal("no text field in the rename dialog")
	}
	u.Window.Canvas().Focus(field)
	typeKey(u, mobile.KeyBack)
	if u.Window.Canvas().Overlays().Top() != nil {
		t.Fatal("Back while typing in the rename dialog left it open")
	}
}
