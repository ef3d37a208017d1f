package app

import (
	"reflect"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/mobile"
	"fyne.io/fyne/v2/test"
)

// stackOf lists the kinds of the stacked screens ("" for the others).
func stackOf(u *UI) []string {
	var s []string
	for _, x := range u.nav.screens[1:] {
		s = append(s, x.kind)
	}
	return s
}

// key types a key on the window's canvas, as a phone's Back button or a
// desktop's Escape does.
func key(u *UI, name fyne.KeyName) {
	u.window.Canvas().(interface{ OnTypedKey() func(*fyne.KeyEvent) }).OnTypedKey()(&fyne.KeyEvent{Name: name})
}

// shortSkipBo starts a Skip-Bo match of Anne and Bob to 100.
func shortSkipBo(t *testing.T, u *UI) {
	t.Helper()
	n := seatMatch(t, u, "skipbo", "Anne", "Bob")
	target := n.gameOptions().(*skipBoOptions).targetStepper
	for target.Value > 100 {
		press(t, target.BigMinus)
	}
	press(t, n.startButton)
}

// sbRound enters a Skip-Bo round: seat winner wins, the other has left cards.
func sbRound(t *testing.T, u *UI, winner int, left ...int) {
	t.Helper()
	f := u.entry.form.(*sbForm)
	press(t, f.winner.Buttons[winner])
	for i, l := range left {
		if i != winner {
			f.left[i].SetValue(l)
			f.left[i].OnChanged(l)
		}
	}
	press(t, u.entry.saveButton)
}

// TestStandingsAfterSave: after each save the entry of the next round
// shows every player's total and the leader, and who deals, with no tap,
// for Skull King's 8 players at 360 px.
func TestStandingsAfterSave(t *testing.T) {
	u, _ := newTestUI(t)
	names := []string{"Anne", "Bob", "Carl", "Dora", "Emil", "Fritz", "Greta", "Hanna"}
	startMatch(t, u, "skullking", names...)
	if u.entry.standings.Visible() {
		t.Error("standings before the first round")
	}
	f := u.entry.form.(*skForm)
	for i := range f.bids { // Anne bids 1 and wins it; the others 0
		pick(t, f.bids[i], max(0, 1-i))
	}
	press(t, u.entry.saveButton)
	e := u.entry
	if e.round != 2 || !e.standings.Visible() {
		t.Fatalf("round %d, standings shown %v", e.round, e.standings.Visible())
	}
	got := stripString(e.standings)
	if !strings.HasPrefix(got, "▲ Anne 20") {
		t.Errorf("the leader first and marked: %q", got)
	}
	for _, n := range names[1:] {
		if !strings.Contains(got, n+" 10") {
			t.Errorf("%s's total missing: %q", n, got)
		}
	}
	if !strings.Contains(e.info.Text, "Bob deals") {
		t.Errorf("who deals: %q", e.info.Text)
	}
	if w := e.standings.MinSize().Width; w > 360 {
		t.Errorf("the strip needs %v px", w)
	}
}

// TestUndoBringsRoundBack: Undo takes the last round off the sheet and
// opens it as a draft in the entry, secret bids included; saved again it
// is the same round.
func TestUndoBringsRoundBack(t *testing.T) {
	for _, game := range []string{"skullking", "skipbo", "skull", "skuck"} {
		t.Run(game, func(t *testing.T) {
			u, db := newTestUI(t)
			playTypicalRound(t, u, game)
			m := u.entry.m
			n := m.Game.Len()
			want := m.Game.Rows(m.Players)
			u.openSheet(m)
			u.sheet.UndoLast()
			e := u.entry
			if e == nil || e.round != n || e.editing || u.nav.top().kind != "entry" {
				t.Fatalf("not back on round %d's entry: %v", n, stackOf(u))
			}
			if stored, _ := db.Get(m.ID); stored.Game.Len() != n-1 {
				t.Fatalf("%d rounds stored after undo", stored.Game.Len())
			}
			if got := e.form.apply().Rows(m.Players); !reflect.DeepEqual(got, want) {
				t.Fatalf("draft\n%+v\nwant\n%+v", got, want)
			}
			press(t, e.saveButton)
			stored, _ := db.Get(m.ID)
			if got := stored.Game.Rows(m.Players); !reflect.DeepEqual(got, want) {
				t.Fatalf("saved again\n%+v\nwant\n%+v", got, want)
			}
		})
	}
}

// TestEditShowsTotalsBefore: editing a round shows the totals before it.
func TestEditShowsTotalsBefore(t *testing.T) {
	u, _ := newTestUI(t)
	shortSkipBo(t, u)
	sbRound(t, u, 0, 0, 1) // Anne +30
	sbRound(t, u, 0, 0, 1) // Anne 60
	u.openSheet(u.entry.m)
	u.sheet.EditRound(2)
	if got := stripString(u.entry.standings); !strings.Contains(got, "Anne 30") || strings.Contains(got, "60") {
		t.Errorf("editing round 2: %q, want Anne's 30 before it", got)
	}
	u.back()
	u.sheet.EditRound(1)
	if u.entry.standings.Visible() {
		t.Errorf("editing round 1: %q, want nothing before it", stripString(u.entry.standings))
	}
}

// TestFinishedMatchBackOnce: a match finished from an entry opened on
// its sheet shows one sheet; Back goes to the screen before it, once.
func TestFinishedMatchBackOnce(t *testing.T) {
	u, _ := newTestUI(t)
	shortSkipBo(t, u)
	sbRound(t, u, 0, 0, 1)
	u.home()
	press(t, u.homeView.history)
	u.history.open(u.history.items[0].ID)
	press(t, u.sheet.nextButton)
	sbRound(t, u, 1, 15, 0) // Bob reaches 100
	if got := stackOf(u); !reflect.DeepEqual(got, []string{"", "sheet"}) {
		t.Fatalf("stack %q, want history and one sheet", got)
	}
	key(u, fyne.KeyEscape)
	if u.nav.top().kind != "" || u.nav.depth() != 2 {
		t.Fatalf("Back from the sheet: %q", stackOf(u))
	}
	key(u, mobile.KeyBack)
	if u.nav.depth() != 1 {
		t.Fatalf("Back from history: %q", stackOf(u))
	}
	key(u, mobile.KeyBack) // on Home: stays
	if u.nav.depth() != 1 {
		t.Fatal("Back left Home")
	}

	// finished on the sheet opened from the entry: Back skips the entry
	shortSkipBo(t, u)
	u.openSheet(u.entry.m) // the entry's Sheet button
	u.sheet.FinishNow()
	key(u, fyne.KeyEscape)
	if u.nav.depth() != 1 {
		t.Fatalf("Back from a finished sheet: %q, want Home", stackOf(u))
	}
}

// TestDeleteLandsHome: Delete on a match's sheet lands on Home; none of
// its screens stays reachable and nothing of it is written again.
func TestDeleteLandsHome(t *testing.T) {
	u, db := newTestUI(t)
	startMatch(t, u, "skuck", "Anne", "Bob")
	f := u.entry.form.(*skuckForm)
	press(t, f.trump.Buttons[0]) // typed, not saved: a draft
	press(t, f.clock[0])         // a clock runs: leaving the entry keeps it in the draft
	id := u.entry.m.ID
	u.openSheet(u.entry.m) // the entry's Sheet button
	press(t, u.sheet.delete)
	test.Tap(findButton(t, u, "Yes"))
	if u.nav.depth() != 1 {
		t.Fatalf("after Delete: %q, want Home", stackOf(u))
	}
	if _, err := db.Get(id); err == nil {
		t.Error("the match is still stored")
	}
	if d, _ := db.Draft(id); d != nil {
		t.Errorf("its draft is still stored: %s", d)
	}
	if len(u.homeView.open) != 0 {
		t.Errorf("Home lists %d open matches", len(u.homeView.open))
	}
	key(u, fyne.KeyEscape)
	if u.nav.depth() != 1 {
		t.Fatal("Back after Delete left Home")
	}
}

// TestBackKeyClosesDialogFirst: Escape (a phone's Back) closes an open
// dialog and stays on the screen under it.
func TestBackKeyClosesDialogFirst(t *testing.T) {
	u, _ := newTestUI(t)
	startMatch(t, u, "skull", "Anne", "Bob", "Carl")
	u.openSheet(u.entry.m)
	press(t, u.sheet.delete)
	key(u, mobile.KeyBack)
	if u.window.Canvas().Overlays().Top() != nil || u.nav.top().kind != "sheet" {
		t.Fatalf("Back with a dialog open: %q", stackOf(u))
	}
	key(u, mobile.KeyBack)
	if u.nav.top().kind != "entry" {
		t.Fatalf("Back from the sheet: %q", stackOf(u))
	}
}

// TestScreenAwakeInMatch: screen blanking is off while a match's entry
// or sheet is open, on again once none is.
func TestScreenAwakeInMatch(t *testing.T) {
	u, _ := newTestUI(t)
	var calls []bool
	u.blanking = func(off bool) { calls = append(calls, off) }
	startMatch(t, u, "skull", "Anne", "Bob", "Carl")
	u.openSheet(u.entry.m)
	u.back()
	if !reflect.DeepEqual(calls, []bool{true}) {
		t.Fatalf("in a match: %v, want blanking off once", calls)
	}
	key(u, fyne.KeyEscape)
	if !reflect.DeepEqual(calls, []bool{true, false}) {
		t.Fatalf("back on Home: %v, want blanking on again", calls)
	}
	press(t, u.homeView.history)
	u.history.open(u.history.items[0].ID)
	if calls[len(calls)-1] != true {
		t.Fatalf("a sheet from the history: %v", calls)
	}
}

// TestHistoryShowsDate: a match played today shows its date too.
func TestHistoryShowsDate(t *testing.T) {
	u, _ := newTestUI(t)
	if got := u.when(testNow); got != "21 Nov 2026 19:04" {
		t.Errorf("today: %q", got)
	}
}
