package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"scorekeeper/app/widgets"
)

// scrollIn is the first scroll container shown in o.
func scrollIn(o fyne.CanvasObject) *container.Scroll {
	if !o.Visible() {
		return nil
	}
	if s, ok := o.(*container.Scroll); ok {
		return s
	}
	for _, c := range kids(o) {
		if s := scrollIn(c); s != nil {
			return s
		}
	}
	return nil
}

// where lays the window out as a frame would and gives o's place on it.
func where(u *UI, o fyne.CanvasObject) fyne.Position {
	u.window.Content().Refresh()
	return fyne.CurrentApp().Driver().AbsolutePositionForObject(o)
}

// scrollToEnd scrolls the screen's form to its end, where a finger is
// when the last field is filled in.
func scrollToEnd(t *testing.T, u *UI) {
	t.Helper()
	u.window.Content().Refresh()
	s := scrollIn(u.window.Content())
	if s == nil {
		t.Fatal("no scroll")
	}
	s.ScrollToBottom()
}

func wantStill(t *testing.T, what string, before, after fyne.Position) {
	t.Helper()
	if before != after {
		t.Errorf("%s moved from %v to %v", what, before, after)
	}
}

// TestSkullMessagesKeepButtonsStill: the last message going away (the
// round can be saved) does not move the buttons under the finger, also
// at the end of the form (the play test's jump of 45 px).
func TestSkullMessagesKeepButtonsStill(t *testing.T) {
	u, _ := newTestUI(t)
	startMatch(t, u, "skull", "Anne", "Bob", "Carl")
	f := u.entry.form.(*skullForm)
	press(t, f.challenger.Buttons[1])
	press(t, f.result.Buttons[1])
	later(u) // "Whose skull?" scrolled into view: a moment for the finger
	scrollToEnd(t, u)
	before := where(u, f.skullOf.Buttons[1])
	press(t, f.skullOf.Buttons[1]) // a bid of 1: Bob's own skull
	if u.entry.reasonLabel.Visible() {
		t.Fatalf("still blocked: %q", u.entry.reasonLabel.Text)
	}
	wantStill(t, "the skull's owner", before, where(u, f.skullOf.Buttons[1]))
}

// TestSkuckMessagesKeepButtonsStill: the trump's and the caller's
// messages going away and the bids line changing do not move the buttons
// below them.
func TestSkuckMessagesKeepButtonsStill(t *testing.T) {
	u, _ := newTestUI(t)
	startMatch(t, u, "skuck", "Anne", "Bob")
	e := u.entry
	f := e.form.(*skuckForm)
	caller, bids := where(u, f.caller.Buttons[0]), where(u, f.bids)
	press(t, f.trump.Buttons[2])
	wantStill(t, "the caller's buttons", caller, where(u, f.caller.Buttons[0]))
	press(t, f.caller.Buttons[0])
	wantStill(t, "the bids button", bids, where(u, f.bids))
	// the helper names the other caller: the caller's message comes and goes
	press(t, f.points[0].BigPlus)
	press(t, f.points[0].Plus)
	press(t, f.points[1].BigPlus)
	if f.s.Round.Caller != e.m.Players[1].ID {
		t.Fatal("the helper did not name Bob")
	}
	press(t, f.caller.Buttons[0]) // Anne: she has more points, a message
	shown := false
	for _, l := range e.labels {
		shown = shown || (l.keys[0].field == "caller" && l.Visible())
	}
	if !shown {
		t.Fatal("no caller message to test with")
	}
	wantStill(t, "the bids button with the message", bids, where(u, f.bids))
	press(t, f.caller.Buttons[1])
	wantStill(t, "the bids button after it", bids, where(u, f.bids))
	// bids in, tricks made, revealed: the bids line changes every time
	reveal := where(u, f.reveal)
	enterSkuckBids(t, u, 13, 14)
	wantStill(t, "reveal, bids in", reveal, where(u, f.reveal))
	press(t, f.made[0].BigPlus)
	scrollToEnd(t, u)
	reveal = where(u, f.reveal)
	press(t, f.reveal)
	wantStill(t, "reveal, revealed", reveal, where(u, f.reveal))
}

// enterSkuckBids passes the device round for the two secret bids.
func enterSkuckBids(t *testing.T, u *UI, bids ...int) {
	t.Helper()
	press(t, u.entry.form.(*skuckForm).bids)
	s := u.secretView
	for _, bid := range bids {
		pressLater(t, u, s.nextButton) // show
		press(t, s.box.Objects[1].(*widgets.Choices).Buttons[bid])
		pressLater(t, u, s.nextButton) // done
	}
	if u.secretView != nil {
		t.Fatal("the secret entry should be over")
	}
}

// TestSettingsNoteKeepsButtonsStill: the note that the language changes
// at the next start is always there (no empty room kept for it) and is
// marked when the language is changed, moving nothing.
func TestSettingsNoteKeepsButtonsStill(t *testing.T) {
	u, _ := newTestUI(t)
	press(t, u.homeView.settings)
	s := u.settings
	theme, csv := where(u, s.theme.Buttons[0]), where(u, s.semicolon.Buttons[0])
	if !s.restart.Visible() || s.restart.Importance == widget.WarningImportance {
		t.Fatal("the note should be there, unmarked, before a change")
	}
	press(t, s.language.Buttons[2])
	if !s.restart.Visible() || s.restart.Importance != widget.WarningImportance {
		t.Fatal("the note is not marked after the change")
	}
	wantStill(t, "the theme buttons", theme, where(u, s.theme.Buttons[0]))
	wantStill(t, "the CSV buttons", csv, where(u, s.semicolon.Buttons[0]))
}

// TestSkullKingBottomMessagesKeepButtonsStill: two messages at the
// bottom, then one: the space stays, the buttons at the end of the form
// do not move.
func TestSkullKingBottomMessagesKeepButtonsStill(t *testing.T) {
	u, _ := newTestUI(t)
	f := skullKingTricks(t, u)
	test.Tap(f.chips[1][0]) // Bob: three 14s
	test.Tap(f.chips[1][0])
	test.Tap(f.chips[1][0])
	test.Tap(f.chips[2][0]) // Carl, no tricks, a fourth 14: two errors
	if !u.entry.general.Visible() {
		t.Fatal("no second message at the bottom")
	}
	scrollToEnd(t, u)
	dest := where(u, f.destroyed.Buttons[0])
	test.Tap(f.chips[2][0])
	test.Tap(f.chips[2][0])
	test.Tap(f.chips[2][0]) // back to none: one message goes
	wantStill(t, "tricks destroyed", dest, where(u, f.destroyed.Buttons[0]))
}

// TestBottomRoomTwoLines: the box over Save keeps two lines when a round
// opens, not three (a line of the form at phone height).
func TestBottomRoomTwoLines(t *testing.T) {
	u, _ := newTestUI(t)
	skullKingTricks(t, u)
	relayout(u.window)
	two := widgets.Wrapped("\n").MinSize().Height
	box := u.entry.saveButton.Position().Y - theme.Padding() // Save sits right under the box
	if box > two+0.5 {
		t.Errorf("the box over Save is %v high, want two lines (%v)", box, two)
	}
}

// TestSkuckFilledMarked: the tricks the app sets to what is left are
// marked, like Skull King's and Skip-Bo's.
func TestSkuckFilledMarked(t *testing.T) {
	u, db := newTestUI(t)
	startMatch(t, u, "skuck", "Anne", "Bob")
	f := u.entry.form.(*skuckForm)
	for i, l := range f.filled {
		if l.Visible() {
			t.Errorf("seat %d marked before any tap", i)
		}
	}
	press(t, f.made[0].BigPlus)
	if !f.filled[1].Visible() || f.filled[0].Visible() || f.filled[1].Text != "filled in" {
		t.Fatalf("Anne set hers: Bob's %d should be marked (marks %v %v)", f.s.Round.Entries[1].Made, f.filled[0].Visible(), f.filled[1].Visible())
	}
	u2 := testUIOn(t, db) // the mark is kept in the draft
	u2.openEntry(u.entry.m, 0)
	if f2 := u2.entry.form.(*skuckForm); !f2.filled[1].Visible() {
		t.Error("the mark is lost after a restart")
	}
	press(t, f.made[1].Plus)
	if f.filled[0].Visible() || f.filled[1].Visible() {
		t.Fatal("Bob set his too: Anne's was set by her, neither is filled in")
	}
}

// TestSkuckBidsHalfIn: a secret entry left after the first bid says
// whose bid is in (never the bid), and the button says what it does next.
func TestSkuckBidsHalfIn(t *testing.T) {
	u, _ := newTestUI(t)
	startMatch(t, u, "skuck", "Anne", "Bob")
	f := u.entry.form.(*skuckForm)
	if f.bids.Text != "Enter bids secretly" {
		t.Errorf("button %q at first", f.bids.Text)
	}
	press(t, f.bids)
	s := u.secretView
	pressLater(t, u, s.nextButton)
	press(t, s.box.Objects[1].(*widgets.Choices).Buttons[9])
	pressLater(t, u, s.nextButton) // Anne done: Bob's turn
	u.back()
	if u.entry == nil || u.secretView != nil {
		t.Fatal("not back on the entry")
	}
	if got := f.bidsText.Text; got != "Anne's bid is in; Bob's is missing." {
		t.Errorf("bids line %q", got)
	}
	if got := f.bids.Text; got != "Go on: Bob's bid" {
		t.Errorf("button %q", got)
	}
	press(t, f.bids)
	if u.secretView == nil || u.secretView.step != 1 {
		t.Fatal("did not go on at Bob")
	}
	s = u.secretView
	pressLater(t, u, s.nextButton)
	press(t, s.box.Objects[1].(*widgets.Choices).Buttons[14])
	pressLater(t, u, s.nextButton)
	if got := f.bids.Text; got != "Enter the bids again" {
		t.Errorf("button %q with both bids in", got)
	}
	if strings.Contains(f.bidsText.Text, "9") || strings.Contains(f.bidsText.Text, "14") {
		t.Errorf("the bids line shows a bid: %q", f.bidsText.Text)
	}
}

// TestSkullKingChipsSayWhatTheyCount: the captures stand under a
// heading (the "Skull King" chip is the Skull King captured, not played)
// and the Loot partners under theirs.
func TestSkullKingChipsSayWhatTheyCount(t *testing.T) {
	u, _ := newTestUI(t)
	f := startSkullKing5(t, u, false)
	f.toTricks()
	f = u.entry.form.(*skForm)
	if !hasText(f.c, "Anne captured:") {
		t.Error("no heading over the captures")
	}
	test.Tap(f.loot[0])
	if !f.picker[0].Visible() || !hasText(f.picker[0], "Loot with:") {
		t.Error("the Loot partners have no heading")
	}
}

// hasText says whether a label of this text is shown in o.
func hasText(o fyne.CanvasObject, text string) bool {
	if !o.Visible() {
		return false
	}
	switch o := o.(type) {
	case *widget.Label:
		return o.Text == text
	case *fyne.Container:
		for _, c := range o.Objects {
			if hasText(c, text) {
				return true
			}
		}
	}
	return false
}

// TestSkullKingRowKeepsNoGap: a player's row that showed several
// messages does not keep their lines once they clear (the play test's
// gap under a row for the rest of the round), and the rows below do not
// move while the messages show either: the room is one line, fixed when
// the screen opens.
func TestSkullKingRowKeepsNoGap(t *testing.T) {
	u, _ := newTestUI(t)
	f := skullKingTricks(t, u)
	below := where(u, f.tricks[3].Buttons[0]) // Dora's tricks, under Carl's row
	test.Tap(f.chips[2][0])                   // Carl won no trick: a 14
	test.Tap(f.chips[2][1])                   // the black 14
	test.Tap(f.chips[2][2])                   // a pirate with the Skull King
	shown := 0
	for _, l := range u.entry.labels {
		if l.keys[0].player == f.p[2].ID && l.Visible() {
			shown++
		}
	}
	if n := len(u.entry.issues); shown == 0 || n < 2 {
		t.Fatalf("%d messages, %d shown on Carl's row: want several", n, shown)
	}
	wantStill(t, "Dora's tricks with Carl's messages", below, where(u, f.tricks[3].Buttons[0]))
	test.Tap(f.chips[2][0]) // all back to none
	test.Tap(f.chips[2][0])
	test.Tap(f.chips[2][0])
	test.Tap(f.chips[2][1])
	for range 6 {
		test.Tap(f.chips[2][2])
	}
	for _, l := range u.entry.labels {
		if l.keys[0].player == f.p[2].ID && l.Visible() {
			t.Fatalf("a message left on Carl's row: %q", l.Text)
		}
	}
	wantStill(t, "Dora's tricks after Carl's messages", below, where(u, f.tricks[3].Buttons[0]))
}

// TestCutMessageSaidWhole: a message too long for its field's one line
// shows its first words and "↓" there and is said whole in the bottom
// box.
func TestCutMessageSaidWhole(t *testing.T) {
	u, _ := newTestUI(t)
	f := bidAll(t, u, startSkullKing5(t, u, true), 2, 1, 0, 2)
	test.Tap(f.chips[0][5]) // Anne's Harry +1: her bid 3 moves away from her 2 tricks, a warning
	relayout(u.window)
	u.entry.changed()
	var row *issueLabel
	for _, l := range u.entry.labels {
		if l.keys[0].player == f.p[0].ID && l.Visible() {
			row = l
		}
	}
	if row == nil || !strings.Contains(row.Text, "Harry") {
		t.Fatalf("no Harry message on Anne's row: %+v", row)
	}
	start, ok := strings.CutSuffix(row.Text, " ↓")
	if !ok {
		t.Fatalf("%q fits its line: no long message to test with", row.Text)
	}
	if g := u.entry.general; !g.Visible() || !strings.Contains(g.Text, start) {
		t.Errorf("the cut message is not said whole at the bottom: %q", g.Text)
	}
}
