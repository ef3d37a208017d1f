package app

import (
	"scorekeeper/app/widgets"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/mobile"
	"fyne.io/fyne/v2/test"
)

// typeKey sends a key as the drivers do: to the focused widget, else to
// the canvas's handler.
func typeKey(u *UI, name fyne.KeyName) {
	ev := &fyne.KeyEvent{Name: name}
	c := u.window.Canvas()
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
func tapRow(u *UI, l *widgets.List) {
	pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(l)
	test.TapCanvas(u.window.Canvas(), pos.AddXY(l.Size().Width/2, 10))
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
		press(t, u.homeView.history)
		relayout(u.window)
		tapRow(u, u.history.list)
		if u.nav.depth() != 3 || u.nav.top().kind != "sheet" {
			t.Fatalf("%s: the row did not open the sheet (%d screens)", k, u.nav.depth())
		}
		// a tap on a round asks to edit it; Escape says no, the next leaves
		relayout(u.window)
		tbl := u.sheet.table
		pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(tbl)
		test.TapCanvas(u.window.Canvas(), pos.AddXY(60, 70)) // round 1, under the first name
		if u.window.Canvas().Overlays().Top() == nil {
			t.Fatalf("%s: a tap on a round did not ask to edit it", k)
		}
		typeKey(u, k)
		if u.window.Canvas().Overlays().Top() != nil || u.nav.depth() != 3 {
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
		if o := u.window.Canvas().Overlays().Top(); o != nil {
			t.Errorf("%s: a dialog opened", k)
		}
	}
}

// TestEscapeWhileTyping: Escape (or Back) in a focused text field leaves
// the screen, or closes the dialog the field is in; Fyne's text field
// kept the key and did nothing.
func TestEscapeWhileTyping(t *testing.T) {
	u, _ := newTestUI(t)
	press(t, u.homeView.newMatch)
	u.window.Canvas().Focus(u.new.name)
	test.Type(u.new.name, "Ann")
	typeKey(u, fyne.KeyEscape)
	if u.nav.depth() != 1 {
		t.Fatalf("Escape while typing a name: %d screens, want home", u.nav.depth())
	}
	u.showPlayers()
	if _, err := u.store.AddPlayer("Bob"); err != nil {
		t.Fatal(err)
	}
	u.refreshTop()
	rename, _ := u.store.Players(false)
	u.players.askRename(rename[0])
	var field *widgets.Entry
	for _, o := range test.LaidOutObjects(u.window.Canvas().Overlays().Top()) {
		if e, ok := o.(*widgets.Entry); ok {
			field = e
		}
	}
	if field == nil {
		t.Fatal("no text field in the rename dialog")
	}
	u.window.Canvas().Focus(field)
	typeKey(u, mobile.KeyBack)
	if u.window.Canvas().Overlays().Top() != nil {
		t.Fatal("Back while typing in the rename dialog left it open")
	}
}
