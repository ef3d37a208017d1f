package app

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/widget"

	"scorekeeper/scoring"
)

// longNames are Skull King's most players with long names (play test 3).
var longNames = []string{"Franziska", "Maximilian", "Henriette", "Anna", "Ben", "Cleo", "Dirk", "Zoë"}

// lines are the lines drawn in o (separators, rectangles at most two
// pixels thick), where they show.
func lines(o fyne.CanvasObject, off fyne.Position, out *[]box) {
	if o == nil || !o.Visible() {
		return
	}
	pos := off.Add(o.Position())
	s := o.Size()
	at := box{pos.X, pos.Y, pos.X + s.Width, pos.Y + s.Height}
	switch o.(type) {
	case *widget.Separator, *canvas.Rectangle, *canvas.Line:
		// a line draws when it has a thickness, at most two pixels
		if s.Width > 0 && s.Height > 0 && (s.Width <= 2 || s.Height <= 2) {
			*out = append(*out, at)
		}
		return
	}
	for _, k := range kids(o) {
		lines(k, pos, out)
	}
}

// crossed lists the names drawn in the window with a line through them.
func crossed(u *UI, names []string) []string {
	texts := windowTexts(u)
	content := u.window.Content()
	var ls []box
	lines(content, fyne.Position{}, &ls)
	var found []string
	for _, x := range texts {
		for _, n := range names {
			if x.text != n && x.text != "▲ "+n {
				continue
			}
			for _, l := range ls {
				if !x.at.cut(l).empty() || crossesThin(x.at, l) {
					found = append(found, fmt.Sprintf("%q crossed by a line at %.0f,%.0f", x.text, l.x0, l.y0))
				}
			}
		}
	}
	return found
}

// crossesThin: a line one pixel wide or less still crosses a text.
func crossesThin(t, l box) bool {
	return l.x0 >= t.x0 && l.x0 <= t.x1 && l.y1 > t.y0 && l.y0 < t.y1 && l.x1-l.x0 < 1 ||
		l.y0 >= t.y0 && l.y0 <= t.y1 && l.x1 > t.x0 && l.x0 < t.x1 && l.y1-l.y0 < 1
}

// TestSheetNamesNotCrossed: with eight players and long names the
// sheet's names show whole with no column line through them, on a phone
// (the totals and every column) and a desktop (play test 3 finding 7:
// "Maximilian", "Henriette" and "▲ Cleo" were crossed).
func TestSheetNamesNotCrossed(t *testing.T) {
	m := alikeMatch(3)
	for i := range m.Players {
		m.Players[i].Name = longNames[i]
	}
	for _, size := range []fyne.Size{{Width: 360, Height: 740}, {Width: 1024, Height: 700}} {
		for _, all := range []bool{false, true} {
			t.Run(fmt.Sprintf("%.0f all %v", size.Width, all), func(t *testing.T) {
				u, s := sheetOf(t, cloneMatch(m), size)
				if all == s.compact {
					press(t, s.columnsButton)
				}
				relayout(u.window)
				var ls []box
				lines(u.window.Content(), fyne.Position{}, &ls)
				if len(ls) == 0 {
					t.Fatal("no lines drawn: the columns are not told apart")
				}
				for _, c := range crossed(u, longNames) {
					t.Error(c)
				}
				for p := range longNames {
					if _, ok := shownWhole(u, s.headName(p)); !ok && !all {
						t.Errorf("%s is not shown whole", s.headName(p))
					}
				}
			})
		}
	}
}

func cloneMatch(m *scoring.Match) *scoring.Match {
	c := *m
	c.Players = append([]scoring.Player(nil), m.Players...)
	return &c
}
