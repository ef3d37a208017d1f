package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"scorekeeper/app/widgets"
	"scorekeeper/scoring/skipbo"
)

// TestMessageRoomOneLine: in every game's entry the room kept for a
// field's messages is one line of text, no higher (a longer message is
// cut there and said whole over Save).
func TestMessageRoomOneLine(t *testing.T) {
	for game, g := range tapGames {
		t.Run(game, func(t *testing.T) {
			u, _ := newTestUI(t)
			g.setup(t, u)
			if f, ok := u.entry.form.(*skForm); ok {
				press(t, f.toTricksButton) // the messages are the tricks'
			}
			relayout(u.window)
			line := fyne.MeasureText("Mg", theme.TextSize(), fyne.TextStyle{}).Height
			checked := 0
			for _, l := range u.entry.labels {
				if l.lines != 1 {
					t.Errorf("a message room for %v keeps more than one line", l.keys)
				}
				h := l.Size().Height
				if h == 0 {
					continue // not shown in this phase
				}
				checked++
				if room := h - 2*theme.InnerPadding(); room > line+1 {
					t.Errorf("the room for %v is %v high, one line is %v", l.keys, room, line)
				}
			}
			if checked == 0 {
				t.Fatal("no message room laid out")
			}
		})
	}
}

// TestSkipBoCutWarningSaidWhole: a Skip-Bo warning too long for its
// field's one line is cut there and said whole below (Bob's line is not
// the form's last: TestSkipBoLastCountSaidOnce).
func TestSkipBoCutWarningSaidWhole(t *testing.T) {
	u, _ := newTestUI(t)
	startMatch(t, u, "skipbo", "Anne", "Bob", "Carl")
	f := u.entry.form.(*sbForm)
	press(t, f.left[2].Plus) // Carl's count entered
	penaltyCount(u, 1)       // one more than the stock dealt: a warning
	if u.entry.form.blocked() != "" {
		t.Fatalf("blocked: %q", u.entry.form.blocked())
	}
	wantCutSaidWhole(t, u.entry)
}

// TestCutMessageSaidWholeWhileBlocked: while the form needs something
// first (a Skip-Bo count nobody entered), a message cut on its field's
// line is still said whole below.
func TestCutMessageSaidWholeWhileBlocked(t *testing.T) {
	u, _ := newTestUI(t)
	startMatch(t, u, "skipbo", "Anne", "Bob", "Carl")
	penaltyCount(u, 1) // Carl's count untouched
	if u.entry.form.blocked() == "" {
		t.Fatal("the form is not blocked: nothing to test")
	}
	wantCutSaidWhole(t, u.entry)
}

// penaltyCount makes Anne win the Skip-Bo round and gives seat i one card
// more than the stock dealt: a warning too long for the field's line on
// a phone.
func penaltyCount(u *UI, i int) {
	f := u.entry.form.(*sbForm)
	test.Tap(f.winner.Buttons[0])
	v := u.entry.m.Game.(*skipbo.Match).Options.StockSize(len(f.p)) + 1
	f.left[i].SetValue(v)
	f.left[i].OnChanged(v)
	relayout(u.window)
	u.entry.changed()
}

// TestSkullKingLootKeepsNoRoom: the Loot allies show in place of the
// chips, so a player's row keeps no room for them under the Loot chip
// (25 px a player before).
func TestSkullKingLootKeepsNoRoom(t *testing.T) {
	u, _ := newTestUI(t)
	f := skullKingTricks(t, u)
	relayout(u.window)
	for i := range f.p {
		if f.picker[i] == nil {
			t.Fatal("no Loot: nothing to test")
		}
		if p, c := f.picker[i].MinSize().Height, f.chipRow[i].MinSize().Height; p > c {
			t.Errorf("%s: the allies (%v high) need more room than the chips they replace (%v)", f.p[i].Name, p, c)
		}
	}
	below := where(u, f.tricks[1].Buttons[0])
	test.Tap(f.loot[0])
	if !f.picker[0].Visible() || f.chipRow[0].Visible() {
		t.Fatal("the Loot chip does not show the allies in place of the chips")
	}
	wantStill(t, "Bob's tricks after Anne's Loot opened", below, where(u, f.tricks[1].Buttons[0]))
}

// TestCutMessageSaidWholeAfterResize: a message that fitted its line on
// a wide window and is cut once the window narrows is then said whole
// below (the screenshots' window opens wide, then narrows).
func TestCutMessageSaidWholeAfterResize(t *testing.T) {
	u, _ := newTestUI(t)
	u.window.Resize(fyne.NewSize(1024, 700))
	startMatch(t, u, "skipbo", "Anne", "Bob", "Carl")
	penaltyCount(u, 1) // Bob's line is not the form's last
	e := u.entry
	if e.general.Visible() {
		t.Fatalf("wide, a message is said below: %q", e.general.Text)
	}
	u.window.Resize(fyne.NewSize(360, 740))
	relayout(u.window)
	wantCutSaidWhole(t, e)
}

// wantCutSaidWhole checks that e shows a message too long for its
// field's line, its first words there ending in "↓", never "…", and
// that each such message is said whole below: over Save or at the end
// of the form.
func wantCutSaidWhole(t *testing.T, e *entry) {
	t.Helper()
	cut := 0
	for _, l := range e.labels {
		if !l.Visible() {
			continue
		}
		if strings.HasSuffix(l.Text, "…") || !l.fits(l.Text) {
			t.Errorf("%q is cut on its line", l.Text)
		}
		start, ok := strings.CutSuffix(l.Text, " ↓")
		if !ok {
			continue
		}
		cut++
		if !strings.Contains(e.general.Text+" "+e.reasonLabel.Text, start) {
			t.Errorf("%q is not said whole below (%q, %q)", l.Text, e.general.Text, e.reasonLabel.Text)
		}
	}
	if cut == 0 {
		t.Fatal("no cut message: nothing to test")
	}
}

// TestBoxOverSaveStaysTwoLines: the box over Save is two lines while
// the reason takes no more, whatever else the round says (issue 21 item
// 13: it kept the tallest message of the round, a quarter of the
// screen); the other messages are said at the end of the form. A longer
// reason wraps whole there while it shows (TestMessagesWrapNotCut).
func TestBoxOverSaveStaysTwoLines(t *testing.T) {
	u, _ := newTestUI(t)
	f := skullKingTricks(t, u)
	two := widgets.Wrapped("\n").MinSize().Height
	box := func() float32 { relayout(u.window); return u.entry.saveButton.Position().Y - theme.Padding() }
	test.Tap(f.chips[1][0]) // Bob: three 14s
	test.Tap(f.chips[1][0])
	test.Tap(f.chips[1][0])
	test.Tap(f.chips[2][0]) // Carl, no tricks, a fourth 14
	test.Tap(f.chips[2][1]) // and the black 14
	test.Tap(f.chips[2][2]) // and a pirate
	if !u.entry.general.Visible() {
		t.Fatal("no messages at the end of the form: nothing to test")
	}
	if h := box(); h > two+0.5 {
		t.Errorf("with the messages the box over Save is %v high, want two lines (%v)", h, two)
	}
	for _, c := range []int{0, 0, 0, 1} { // Carl's back to none
		test.Tap(f.chips[2][c])
	}
	for range 6 {
		test.Tap(f.chips[2][2])
	}
	if h := box(); h > two+0.5 {
		t.Errorf("after them the box over Save is %v high, want two lines (%v)", h, two)
	}
}

// TestEndRoomFollowsShown: the room at the end of the form keeps the
// form still while it is scrolled to its end and a message goes, and is
// gone once the form is scrolled back (issue 21 item 13: room follows
// what is shown now).
func TestEndRoomFollowsShown(t *testing.T) {
	u, _ := newTestUI(t)
	f := skullKingTricks(t, u)
	test.Tap(f.chips[2][0]) // Carl, no tricks: a 14, a black 14, a pirate
	test.Tap(f.chips[2][1])
	test.Tap(f.chips[2][2])
	scrollToEnd(t, u)
	dest := where(u, f.destroyed.Buttons[0])
	test.Tap(f.chips[2][0]) // back to none: the messages go
	test.Tap(f.chips[2][0])
	test.Tap(f.chips[2][0])
	test.Tap(f.chips[2][0])
	test.Tap(f.chips[2][1])
	for range 6 {
		test.Tap(f.chips[2][2])
	}
	if u.entry.general.Visible() {
		t.Fatalf("a message is left: %q", u.entry.general.Text)
	}
	wantStill(t, "tricks destroyed", dest, where(u, f.destroyed.Buttons[0]))
	s := scrollIn(u.window.Content())
	s.ScrollToTop()
	relayout(u.window)
	form := s.Content.(*fyne.Container).Objects[0]
	if extra := s.Content.MinSize().Height - form.MinSize().Height; extra > theme.Padding()+0.5 {
		t.Errorf("scrolled back, the form keeps %v of empty room at its end", extra)
	}
}

// TestSkipBoStepperNotCovered: errors said at the bottom while the last
// player's stepper is tapped, scrolled to the end on a phone with six
// players, neither move nor cover the stepper (issue 21 item 14: two
// taps went to the message box that grew over it).
func TestSkipBoStepperNotCovered(t *testing.T) {
	u, _ := newTestUI(t)
	startMatch(t, u, "skipbo", "Anne", "Bob", "Carl", "Dora", "Emil", "Finn")
	f := u.entry.form.(*sbForm)
	press(t, f.winner.Buttons[0])
	for i := 1; i < 4; i++ { // Bob to Dora: 10 cards each
		press(t, f.left[i].BigPlus)
	}
	press(t, f.left[4].BigMinus) // Emil: none, an error
	scrollToEnd(t, u)
	s := scrollIn(u.window.Content())
	minus := f.left[5].BigMinus
	before := where(u, minus)
	press(t, minus) // Finn: none, a second error
	if !u.entry.general.Visible() {
		t.Fatal("no second message: nothing to test")
	}
	at := where(u, minus)
	wantStill(t, "Finn's minus", before, at)
	view := fyne.CurrentApp().Driver().AbsolutePositionForObject(s).Y + s.Size().Height
	if at.Y+minus.Size().Height > view+0.5 {
		t.Errorf("Finn's minus (to %v) is under the end of the form's view (%v): a tap there goes to the messages over it", at.Y+minus.Size().Height, view)
	}
}

// TestSkullKingLootLongNameKeepsNoRoom: with eight players, one of them
// with a long name, each player's Loot allies still stand several to a
// row and need no more room than the chips they replace, so no row keeps
// room for them (issue 21 item 13: a long name made the list one column,
// its height kept under every player).
func TestSkullKingLootLongNameKeepsNoRoom(t *testing.T) {
	u, _ := newTestUI(t)
	names := []string{"Anne", "Bartholomew Featherstonehaugh", "Carl", "Dora", "Emil", "Finn", "Gina", "Hugo"}
	n := seatMatch(t, u, "skullking", names...)
	o := n.gameOptions().(*skullKingOptions)
	if !o.expansions.Checked {
		test.Tap(o.expansions)
	}
	press(t, n.startButton)
	f := u.entry.form.(*skForm)
	f.toTricks()
	f = u.entry.form.(*skForm)
	relayout(u.window)
	for i := range f.p {
		if p, c := f.picker[i].MinSize().Height, f.chipRow[i].MinSize().Height; p > c+0.5 {
			t.Errorf("%s: the allies (%v high) need more room than the chips they replace (%v)", f.p[i].Name, p, c)
		}
	}
	test.Tap(f.loot[0])
	relayout(u.window)
	var ys []float32
	for _, b := range f.allies[0] {
		if b != nil {
			ys = append(ys, b.Position().Y)
		}
	}
	rows := map[float32]bool{}
	for _, y := range ys {
		rows[y] = true
	}
	if len(rows) > 2 {
		t.Errorf("Anne's seven allies take %d rows", len(rows))
	}
	for _, b := range f.allies[0] {
		if b != nil && strings.HasPrefix(b.Text, "…") {
			t.Errorf("an ally reads %q", b.Text)
		}
	}
}
