package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
)

// TestMessageRoomOneLine: in every game's entry the room kept for a
// field's messages is one line of text, no higher (a longer message is
// cut there and said whole over Save).
func TestMessageRoomOneLine(t *testing.T) {
	for game, g := range tapGames {
		t.Run(game, func(t *testing.T) {
			u, _ := newTestUI(t)
			g.setup(t, u)
			if f, ok := u.Entry.form.(*skForm); ok {
				press(t, f.ToTricks) // the messages are the tricks'
			}
			relayout(u.Window)
			line := fyne.MeasureText("Mg", theme.TextSize(), fyne.TextStyle{}).Height
			checked := 0
			for _, l := range u.Entry.labels {
				if !l.oneLine {
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
// field's one line is cut there and said whole over Save.
func TestSkipBoCutWarningSaidWhole(t *testing.T) {
	u, _ := newTestUI(t)
	shortSkipBo(t, u)
	f := u.Entry.form.(*sbForm)
	press(t, f.Winner.Buttons[0])
	f.Left[1].SetValue(31) // one more than the 30 dealt: a warning
	f.Left[1].OnChanged(31)
	relayout(u.Window)
	u.Entry.changed()
	wantCutSaidWhole(t, u.Entry)
}

// TestCutMessageSaidWholeWhileBlocked: while the form needs something
// first (SKUCK's secret bids), a message cut on its field's line is
// still said whole over Save.
func TestCutMessageSaidWholeWhileBlocked(t *testing.T) {
	u, _ := newTestUI(t)
	startMatch(t, u, "skuck", "Anne", "Bob")
	relayout(u.Window)
	u.Entry.changed()
	if u.Entry.form.blocked() == "" {
		t.Fatal("the form is not blocked: nothing to test")
	}
	wantCutSaidWhole(t, u.Entry)
}

// TestSkullKingLootKeepsNoRoom: the Loot allies show in place of the
// chips, so a player's row keeps no room for them under the Loot chip
// (25 px a player before).
func TestSkullKingLootKeepsNoRoom(t *testing.T) {
	u, _ := newTestUI(t)
	f := skullKingTricks(t, u)
	relayout(u.Window)
	for i := range f.p {
		if f.picker[i] == nil {
			t.Fatal("no Loot: nothing to test")
		}
		if p, c := f.picker[i].MinSize().Height, f.chipRow[i].MinSize().Height; p > c {
			t.Errorf("%s: the allies (%v high) need more room than the chips they replace (%v)", f.p[i].Name, p, c)
		}
	}
	below := where(u, f.Tricks[1].Buttons[0])
	test.Tap(f.Loot[0])
	if !f.picker[0].Visible() || f.chipRow[0].Visible() {
		t.Fatal("the Loot chip does not show the allies in place of the chips")
	}
	wantStill(t, "Bob's tricks after Anne's Loot opened", below, where(u, f.Tricks[1].Buttons[0]))
}

// TestCutMessageSaidWholeAfterResize: a message that fitted its line on
// a wide window and is cut once the window narrows is then said whole
// over Save (the screenshots' window opens wide, then narrows).
func TestCutMessageSaidWholeAfterResize(t *testing.T) {
	u, _ := newTestUI(t)
	u.Window.Resize(fyne.NewSize(1024, 700))
	startMatch(t, u, "skuck", "Anne", "Bob")
	relayout(u.Window)
	e := u.Entry
	if e.general.Visible() {
		t.Fatalf("wide, a message is said over Save: %q", e.general.Text)
	}
	u.Window.Resize(fyne.NewSize(360, 740))
	relayout(u.Window)
	wantCutSaidWhole(t, e)
}

// wantCutSaidWhole checks that e shows a message cut on its field's line
// and that each such message is said whole over Save.
func wantCutSaidWhole(t *testing.T, e *entry) {
	t.Helper()
	cut := 0
	for _, l := range e.labels {
		if !l.Visible() || l.fits(l.Text) {
			continue
		}
		cut++
		if !e.general.Visible() || !strings.Contains(e.general.Text, l.Text) {
			t.Errorf("%q is cut on its line and not said whole over Save (%q)", l.Text, e.general.Text)
		}
	}
	if cut == 0 {
		t.Fatal("no cut message: nothing to test")
	}
}
