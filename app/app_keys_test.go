package app

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"scorekeeper/app/widgets"
	"scorekeeper/scoring/skipbo"
	"scorekeeper/scoring/skuck"
	"scorekeeper/scoring/skull"
	"scorekeeper/scoring/skullking"
)

// The keyboard through Fyne's test driver, as its desktop window sends
// keys: Tab moves the focus (canvas.FocusNext) unless the focused widget
// takes Tab itself; a key or a rune goes to the focused widget, else to
// the canvas's handler.

// strokes types what a person types on a desktop: runes, and keys in
// brackets ("[Tab]", "[Shift+Tab]", "[Return]", "[Space]", "[Escape]",
// "[Down]"); spaces between strokes are for reading only.
func strokes(t *testing.T, u *UI, s string) {
	t.Helper()
	for s != "" {
		if s[0] == ' ' {
			s = s[1:]
			continue
		}
		if s[0] == '[' {
			later(u)
			end := strings.IndexByte(s, ']')
			press1(u, s[1:end])
			s = s[end+1:]
			continue
		}
		later(u) // a person types slower than a double tap
		r := []rune(s)[0]
		c := u.window.Canvas()
		typeKey(u, fyne.KeyName(strings.ToUpper(string(r)))) // the key comes before its rune
		if f := c.Focused(); f != nil {
			f.TypedRune(r)
		} else if h := c.OnTypedRune(); h != nil {
			h(r)
		}
		s = s[len(string(r)):]
	}
}

// press1 sends one key as the desktop window does.
func press1(u *UI, name string) {
	c := u.window.Canvas()
	shift := strings.HasPrefix(name, "Shift+")
	k := fyne.KeyName(strings.TrimPrefix(name, "Shift+"))
	if k == fyne.KeyTab {
		if f, ok := c.Focused().(fyne.Tabbable); ok && f.AcceptsTab() {
			held := widgets.ShiftHeld
			widgets.ShiftHeld = func() bool { return shift }
			c.Focused().TypedKey(&fyne.KeyEvent{Name: k})
			widgets.ShiftHeld = held
		} else if shift {
			c.FocusPrevious()
		} else {
			c.FocusNext()
		}
		return
	}
	typeKey(u, k)
}

// focusedSays is what a screen reader says of the focused object.
func focusedSays(u *UI) string {
	if a, ok := u.window.Canvas().Focused().(fyne.Accessible); ok {
		return a.AccessibilityLabel()
	}
	return ""
}

// TestKeyboardSkullKingRounds: three rounds of Skull King entered
// without the mouse: a digit bids for the player whose row has the focus
// and moves on to the next ("2 1 0 2" bids a four-player round), the
// last bid opens the tricks, the last trick moves to Save, Enter saves.
func TestKeyboardSkullKingRounds(t *testing.T) {
	u, db := newTestUI(t)
	startMatch(t, u, "skullking", "Anne", "Bob", "Carl", "Dora")
	id := u.entry.m.ID
	for _, round := range []string{"1000 1000 [Return]", "2100 0200 [Return]", "2102 1101 [Return]"} {
		strokes(t, u, round)
	}
	m, err := db.Get(id)
	if err != nil {
		t.Fatal(err)
	}
	g := m.Game.(*skullking.Match)
	if len(g.Rounds) != 3 {
		t.Fatalf("%d rounds saved, want 3", len(g.Rounds))
	}
	var bids, tricks []int
	for _, en := range g.Rounds[2].Entries {
		bids, tricks = append(bids, en.Bid), append(tricks, en.Tricks)
	}
	if !slices.Equal(bids, []int{2, 1, 0, 2}) || !slices.Equal(tricks, []int{1, 1, 0, 1}) {
		t.Errorf("round 3: bids %v tricks %v", bids, tricks)
	}
	if u.entry.round != 4 {
		t.Errorf("the entry of round %d shows, want 4", u.entry.round)
	}
}

// TestKeyboardTabOrder: Tab goes through the entry in reading order, a
// row of numbers one stop (its picked number, else its first), and back
// with Shift+Tab; Escape on a focused row goes back.
func TestKeyboardTabOrder(t *testing.T) {
	u, _ := newTestUI(t)
	startMatch(t, u, "skullking", "Anne", "Bob", "Carl")
	strokes(t, u, "[Tab][Tab][Tab][Tab]")
	var got []string
	for range 6 {
		strokes(t, u, "[Tab]")
		got = append(got, focusedSays(u))
	}
	want := []string{"Bid 0 for Anne", "Bid 0 for Bob", "Bid 0 for Carl", "Back", "Sheet", "Tricks"}
	if !slices.Equal(got, want) {
		t.Errorf("Tab after the first four: %q, want %q", got, want)
	}
	strokes(t, u, "[Shift+Tab][Shift+Tab][Shift+Tab]")
	if got := focusedSays(u); got != "Bid 0 for Carl" {
		t.Errorf("Shift+Tab from the top: %q, want the last row, Carl's", got)
	}
	strokes(t, u, "1")
	strokes(t, u, "[Shift+Tab][Shift+Tab]") // back to Bob's row, then Anne's
	strokes(t, u, "[Tab][Tab]")
	if got := focusedSays(u); got != "Bid 1 for Carl, selected" {
		t.Errorf("Tab into a row with a bid: %q, want the bid picked", got)
	}
	strokes(t, u, "[Left]")
	if got := focusedSays(u); got != "Bid 0 for Carl" {
		t.Errorf("Left: %q", got)
	}
	strokes(t, u, "[Escape]")
	if u.nav.top().kind == "entry" {
		t.Error("Escape on a row did not go back")
	}
}

// TestKeyboardEveryGame: a typical round of each game typed on a desktop
// (the key strokes the README gives) is saved as typed.
func TestKeyboardEveryGame(t *testing.T) {
	for _, c := range []struct {
		game    string
		players []string
		keys    string
		check   func(t *testing.T, u *UI)
	}{
		{"skipbo", []string{"Anne", "Bob", "Carl", "Dora"}, "1 12 5 8 [Return]", func(t *testing.T, u *UI) {
			r := u.entry.m.Game.(*skipbo.Match).Rounds[0]
			p := u.entry.m.Players
			if r.Winner != p[0].ID || r.StockLeft[p[1].ID] != 12 || r.StockLeft[p[2].ID] != 5 || r.StockLeft[p[3].ID] != 8 {
				t.Errorf("round %+v", r)
			}
		}},
		{"skull", []string{"Anne", "Bob", "Carl"}, "2 3 1 [Return]", func(t *testing.T, u *UI) {
			r := u.entry.m.Game.(*skull.Match).Rounds[0]
			if r.Challenger != u.entry.m.Players[1].ID || r.Bid != 3 || r.Result != skull.Won {
				t.Errorf("round %+v", r)
			}
		}},
		{"skuck", []string{"Anne", "Bob"},
			"3 1 [Shift+Tab][Space] [Return] 13 [Return] [Return] 14 [Return] 15 [Shift+Tab][Shift+Tab][Space] [Return]",
			func(t *testing.T, u *UI) {
				r := u.entry.m.Game.(*skuck.Match).Rounds[0]
				if r.Trump != skuck.Trumps[2] || r.Caller != u.entry.m.Players[0].ID ||
					r.Entries[0].Bid != 13 || r.Entries[1].Bid != 14 || r.Entries[0].Made != 15 || r.Entries[1].Made != 12 {
					t.Errorf("game %+v", r)
				}
			}},
		{"skullking", []string{"Anne", "Bob", "Carl", "Dora"}, "1000 1000 [Return]", func(t *testing.T, u *UI) {
			if n := u.entry.m.Game.Len(); n != 1 {
				t.Errorf("%d rounds", n)
			}
		}},
	} {
		t.Run(c.game, func(t *testing.T) {
			u, _ := newTestUI(t)
			startMatch(t, u, c.game, c.players...)
			strokes(t, u, c.keys)
			if u.entry.round != 2 {
				t.Fatalf("%s: still on round %d (Save: %q)", c.game, u.entry.round, u.entry.reasonLabel.Text)
			}
			c.check(t, u)
		})
	}
}

// TestKeyboardEditsARound: the sheet's rounds are reached by keyboard:
// Tab to the table, Down to the round, Enter asks to edit it, Enter
// again opens it.
func TestKeyboardEditsARound(t *testing.T) {
	u, db := newTestUI(t)
	m := testMatch(t, "skullking")
	m.Finished = false
	if err := db.Save(m); err != nil {
		t.Fatal(err)
	}
	u.openSheet(m)
	relayout(u.window)
	for range 10 {
		if _, ok := u.window.Canvas().Focused().(*sheetTable); ok {
			break
		}
		strokes(t, u, "[Tab]")
	}
	if _, ok := u.window.Canvas().Focused().(*sheetTable); !ok {
		t.Fatalf("Tab never reached the table (at %q)", focusedSays(u))
	}
	strokes(t, u, "[Down][Return]")
	if u.confirming == nil {
		t.Fatal("Enter on the table asked nothing")
	}
	strokes(t, u, "[Return]")
	if u.entry == nil || !u.entry.editing || u.entry.round != 2 {
		t.Fatalf("entry %+v, want round 2 being edited", u.entry)
	}
}

// TestKeyboardShowsFocus: on a phone-sized window the form scrolls to
// the row the digits moved to (Fyne does not follow the focus).
func TestKeyboardShowsFocus(t *testing.T) {
	u, _ := newTestUI(t)
	startMatch(t, u, "skullking", "Anne", "Bob", "Carl", "Dora")
	relayout(u.window)
	strokes(t, u, "1000 000")
	f := u.entry.form.(*skForm)
	d := fyne.CurrentApp().Driver()
	top := d.AbsolutePositionForObject(f.tricks[3]).Y - d.AbsolutePositionForObject(u.entry.scroll).Y
	if top < 0 || top+f.tricks[3].Size().Height > u.entry.scroll.Size().Height {
		t.Errorf("Dora's row, focused, is at %.0f of a view %.0f high", top, u.entry.scroll.Size().Height)
	}
	if !widgets.HasFocus(u.window.Canvas(), f.tricks[3]) {
		t.Errorf("the focus is on %q, not Dora's row", focusedSays(u))
	}
}
