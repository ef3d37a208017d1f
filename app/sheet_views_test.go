package app

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// TestSheetViewSwitchScrolled: in the view of every column scrolled to
// the last players, "Totals only" shows every total under its player's
// name, and "All columns" again shows the rounds' numbers (play test 3
// finding 1: both views went blank, the names stood at the wrong places,
// until the sheet was opened again).
func TestSheetViewSwitchScrolled(t *testing.T) {
	names := []string{"Anna", "Ben", "Cleo", "Dirk"}
	u, s := sheetOf(t, namedMatch(names, 3), fyne.NewSize(360, 740))
	if !s.compact {
		t.Fatal("the phone's sheet does not start with the totals")
	}
	press(t, s.columnsButton)
	relayout(u.window)
	n := len(s.view())
	s.table.ScrollTo(widget.TableCellID{Row: 0, Col: len(names)*n - 1})
	relayout(u.window)
	if _, ok := shownWhole(u, s.headName(len(names)-1)); !ok {
		t.Fatal("scrolled to the last column, Dirk's name does not show")
	}
	press(t, s.columnsButton)
	relayout(u.window)
	last := len(s.model.cols) - 1
	for p := range names {
		name, ok := shownWhole(u, s.headName(p))
		if !ok {
			t.Errorf("totals view: %s's name does not show whole", names[p])
			continue
		}
		for r := 0; r < s.model.rows; r++ {
			if !shownUnder(u, s.model.shown(r, p, last, last), name) {
				t.Errorf("totals view: %s's total of round %d (%s) does not show under the name", names[p], r+1, s.model.shown(r, p, last, last))
			}
		}
	}
	press(t, s.columnsButton)
	relayout(u.window)
	if empty := roundsEmpty(s); len(empty) > 0 {
		t.Errorf("all columns again: rounds %v show no number", empty)
	}
}

// shownUnder reports whether text is drawn in the window below name's
// box and within its columns' span.
func shownUnder(u *UI, text string, name box) bool {
	for _, x := range windowTexts(u) {
		if x.text == text && x.at.y0 >= name.y1 && x.at.x1 > name.x0-1 && x.at.x0 < name.x1+cellPadding {
			return true
		}
	}
	return false
}

// roundsEmpty lists the rounds (from 1) whose row shows no number of
// the round beside its label.
func roundsEmpty(s *sheet) []int {
	texts := windowTexts(s.u)
	v := s.view()
	var empty []int
	for r := 0; r < s.model.rows; r++ {
		want := map[string]bool{}
		for p := range s.model.sides {
			for _, c := range v {
				want[s.model.shown(r, p, c, v[0])] = true
			}
		}
		found := false
		for _, label := range texts {
			if label.text != s.model.rowHead(r) {
				continue
			}
			for _, x := range texts {
				if want[x.text] && x.at.x0 >= label.at.x1 && x.at.y0 < label.at.y1 && x.at.y1 > label.at.y0 {
					found = true
				}
			}
		}
		if !found {
			empty = append(empty, r+1)
		}
	}
	return empty
}

// TestSheetRoundLabelsLined: scrolled so that a column is cut at the
// table's left edge, each round's label has a line at its right, between
// it and the cut digits (play test 3 finding 7: Anna's total's last
// digit beside the label read "1 (1)0").
func TestSheetRoundLabelsLined(t *testing.T) {
	u, s := sheetOf(t, namedMatch([]string{"Anna", "Ben", "Cleo", "Dirk"}, 3), fyne.NewSize(360, 740))
	press(t, s.columnsButton)
	s.table.ScrollToOffset(fyne.NewPos(s.starts[2]+s.widths[2]/2, 0))
	relayout(u.window)
	lined := map[string]bool{}
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		if h, ok := o.(*sheetHead); ok && h.Visible() && h.label.Text != "" {
			lined[h.label.Text] = h.lineRight
		}
		for _, c := range kids(o) {
			walk(c)
		}
	}
	walk(u.window.Content())
	for r := 0; r < s.model.rows; r++ {
		label := s.model.rowHead(r)
		if on, ok := lined[label]; !ok || !on {
			t.Errorf("round %d's label %q: shown %v, a line at its right %v", r+1, label, ok, on)
		}
	}
}
