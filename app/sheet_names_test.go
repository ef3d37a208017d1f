package app

import (
	"math/rand/v2"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"scorekeeper/scoring"
	"scorekeeper/scoring/skullking"
)

// alikeNames are eight names that share first letters (three A, three
// B, and Carl in Carla).
var alikeNames = []string{"Anna", "Anton", "Andreas", "Bea", "Ben", "Bernd", "Carla", "Carl"}

// alikeMatch is a Skull King match of the eight alike names, rounds
// rounds played (bids and tricks drawn with a fixed seed).
func alikeMatch(rounds int) *scoring.Match {
	return namedMatch(alikeNames, rounds)
}

// namedMatch is a Skull King match of the players named, rounds rounds
// played (bids and tricks drawn with a fixed seed).
func namedMatch(names []string, rounds int) *scoring.Match {
	r := rand.New(rand.NewPCG(3, 4))
	ps := make([]scoring.Player, len(names))
	for i, n := range names {
		ps[i] = scoring.Player{ID: "p" + itoa(i), Name: n}
	}
	g := &skullking.Match{}
	for k := 1; k <= rounds; k++ {
		tricks := make([]int, len(ps))
		for range k {
			tricks[r.IntN(len(ps))]++
		}
		var rd skullking.Round
		for i, p := range ps {
			rd.Entries = append(rd.Entries, skullking.Entry{Player: p.ID, Bid: r.IntN(k + 1), Tricks: tricks[i]})
		}
		g.Rounds = append(g.Rounds, rd)
	}
	return &scoring.Match{ID: "alike", Created: testNow, Updated: testNow, Players: ps, Game: g}
}

// alikeSheet opens the sheet of alikeMatch in a window of size.
func alikeSheet(t *testing.T, rounds int, size fyne.Size) (*UI, *sheet) {
	t.Helper()
	return sheetOf(t, alikeMatch(rounds), size)
}

// shownWhole reports whether name is drawn whole (not cut, not clipped)
// somewhere in the window, and where.
func shownWhole(u *UI, name string) (box, bool) {
	for _, x := range windowTexts(u) {
		if x.text == name && x.at.x1-x.at.x0 >= fyne.MeasureText(name, theme.TextSize(), fyne.TextStyle{Bold: true}).Width-1 {
			return x.at, true
		}
	}
	return box{}, false
}

// TestSheetNamesAtPhoneWidth: with Skull King's most players, names that
// share their first letters, every player's name shows whole over the
// totals at 360 px, in the window, over no other text (issue 21 item
// 11: "A…", "A…", "A…").
func TestSheetNamesAtPhoneWidth(t *testing.T) {
	u, s := alikeSheet(t, 6, fyne.NewSize(360, 740))
	if !s.compact {
		t.Fatal("the phone's sheet does not start with the totals")
	}
	for _, name := range alikeNames {
		if _, ok := shownWhole(u, name); !ok {
			t.Errorf("%s is not shown whole at 360 px", name)
		}
	}
	if o := overlaps(u.window.Content()); len(o) > 0 {
		t.Errorf("texts drawn over each other: %s", strings.Join(o, "; "))
	}
}

// TestSheetNamesStayWithColumns: in the view of every column on a phone,
// scrolled to any column of any player, that player's name shows whole
// over the player's columns in view (issue 21 item 12: it scrolled away
// with the player's first column).
func TestSheetNamesStayWithColumns(t *testing.T) {
	u, s := alikeSheet(t, 6, fyne.NewSize(360, 740))
	press(t, s.columnsButton)
	n := len(s.view())
	if n < 2 {
		t.Fatalf("%d columns a player", n)
	}
	for p := range alikeNames {
		name := s.headName(p) // the leader's with its mark
		for _, k := range []int{n - 1, n / 2} {
			s.table.ScrollTo(widget.TableCellID{Row: 0, Col: p*n + k})
			relayout(u.window)
			if _, ok := shownWhole(u, name); !ok {
				t.Errorf("scrolled to column %d of %s: the name is not shown whole", k+1, name)
			}
		}
	}
	if o := overlaps(u.window.Content()); len(o) > 0 {
		t.Errorf("texts drawn over each other: %s", strings.Join(o, "; "))
	}
}

// TestSheetRowsOnPhone: a phone shows at least seven rounds of the
// sheet in the view of every column, SKUCK's legend and the actions
// included (issue 21 item 12: about two showed).
func TestSheetRowsOnPhone(t *testing.T) {
	for _, game := range []string{"skuck", "skullking", "skipbo"} {
		_, s := sheetOn(t, game, fyne.NewSize(360, 740))
		if s.compact {
			press(t, s.columnsButton)
		}
		relayout(s.u.window)
		if rows := roundsShown(s); rows < s.model.rows {
			t.Errorf("%s: %d rounds of %d show in the view of every column", game, rows, s.model.rows)
		}
		room := roomForRounds(s)
		t.Logf("%s: room for %.1f rounds", game, room)
		if room < 7 {
			t.Errorf("%s: the table has room for %.1f rounds in the view of every column", game, room)
		}
	}
}

// roomForRounds is how many rounds the sheet's table has room for: from
// the top of its first round to its foot, a round's pitch each.
func roomForRounds(s *sheet) float32 {
	first, ok := shownWhole(s.u, s.model.rowHead(0))
	if !ok {
		return 0
	}
	line := fyne.MeasureText("Ag", theme.TextSize(), fyne.TextStyle{Bold: true}).Height
	top := first.y0 - cellPadding // the row's top: its label's text is at its top padding
	foot := fyne.CurrentApp().Driver().AbsolutePositionForObject(s.table).Y + s.table.Size().Height
	return (foot - top) / (line + 2*rowPadding + theme.Padding())
}

// roundsShown counts the rounds whose label shows whole in the sheet's
// table as laid out.
func roundsShown(s *sheet) int {
	var texts []shownText
	content := s.u.window.Content()
	size := content.Size()
	win := box{0, 0, size.Width, size.Height}
	shownTexts(content, fyne.Position{}, win, false, win, &texts)
	n := 0
	for r := 0; r < s.model.rows; r++ {
		label := s.model.rowHead(r)
		for _, x := range texts {
			if x.text == label && x.at.y1-x.at.y0 >= fyne.MeasureText(label, theme.TextSize(), fyne.TextStyle{Bold: true}).Height-1 {
				n++
				break
			}
		}
	}
	return n
}

// countShown counts the texts drawn in the window that say text.
func countShown(u *UI, text string) int {
	var texts []shownText
	content := u.window.Content()
	s := content.Size()
	win := box{0, 0, s.Width, s.Height}
	shownTexts(content, fyne.Position{}, win, false, win, &texts)
	n := 0
	for _, x := range texts {
		if x.text == text {
			n++
		}
	}
	return n
}

// TestSheetMoreActions: the actions other than the next step open from
// More over the sheet; taking one closes the list.
func TestSheetMoreActions(t *testing.T) {
	u, s := sheetOn(t, "skullking", fyne.NewSize(360, 740))
	press(t, s.moreButton)
	for _, b := range []*widget.Button{s.undo, s.chart, s.export, s.picture, s.bgStats, s.share, s.delete} {
		if findButton(t, u, b.Text) != b {
			t.Errorf("%q is not in the list", b.Text)
		}
	}
	if s.finish.Visible() {
		t.Error("a finished match offers End match")
	}
	press(t, s.chart)
	if s.more != nil || u.nav.top().title != "Skull King · running totals" {
		t.Errorf("the list stayed open, or no chart: %q", u.nav.top().title)
	}
}

// TestSheetTotalsNamesOneLine: in the totals view at 360 px the names
// of the play test's matches stand on one line, each over its column,
// while the width has room for them (play test 2 finding 3: "Anna &
// Cleo" and "Ben & Dirk" took turns on two lines over a table a third
// of the width wide: a name just wider than the midway to its
// neighbour's centre counted as not fitting).
func TestSheetTotalsNamesOneLine(t *testing.T) {
	for _, game := range []string{"skipbo", "skuck", "skullking"} {
		m := testMatch(t, game)
		for i := range m.Players {
			m.Players[i].Name = []string{"Anna", "Ben", "Cleo", "Dirk"}[i]
		}
		u, s := sheetOf(t, m, fyne.NewSize(360, 740))
		if !s.compact {
			t.Fatalf("%s: the phone's sheet does not start with the totals", game)
		}
		if s.lines != 1 {
			t.Errorf("%s: the names take %d lines over a table %.0f of %.0f px wide", game, s.lines, s.columns, s.width)
		}
		for p := range s.model.sides {
			if _, ok := shownWhole(u, s.headName(p)); !ok {
				t.Errorf("%s: %q is not shown whole", game, s.headName(p))
			}
		}
	}
}

// TestPlaceTotalsOwnColumn: names no wider than their columns stand on
// one line, whatever the neighbours' widths (play test 2 finding 3: a
// name as wide as its column but wider than the midway to a narrower
// neighbour's centre took turns); wider ones take turns.
func TestPlaceTotalsOwnColumn(t *testing.T) {
	for _, c := range []struct {
		name          string
		names, widths []float32
		lines         int
	}{
		{"wide next to narrow", []float32{44, 30, 37, 36}, []float32{44, 30, 40, 40}, 1},
		{"teams", []float32{95.5, 84.6}, []float32{95.5, 84.6}, 1},
		{"too wide", []float32{60, 60, 60}, []float32{40, 40, 40}, 2},
	} {
		starts := make([]float32, len(c.widths))
		x := float32(0)
		for i, w := range c.widths {
			starts[i] = x
			x += w + 4
		}
		if _, lines := placeTotals(c.names, starts, c.widths); lines != c.lines {
			t.Errorf("%s: %d lines, want %d", c.name, lines, c.lines)
		}
	}
}
