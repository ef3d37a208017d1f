package app

import (
	"scorekeeper/storage/matchfile/matchfiletest"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"scorekeeper/scoring"
)

// testMatch reads the match of ../testdata/<game>.json, finished.
func testMatch(t *testing.T, game string) *scoring.Match {
	t.Helper()
	m := matchfiletest.Example(t, game)
	m.Finished = true
	return m
}

// sheetOn opens the sheet of the finished test match of game in a
// window of the size given.
func sheetOn(t *testing.T, game string, size fyne.Size) (*UI, *sheet) {
	t.Helper()
	return sheetOf(t, testMatch(t, game), size)
}

// sheetOf stores m and opens its sheet in a window of the size given.
func sheetOf(t *testing.T, m *scoring.Match, size fyne.Size) (*UI, *sheet) {
	t.Helper()
	u, db := newTestUI(t)
	if err := db.Save(m); err != nil {
		t.Fatal(err)
	}
	u.window.Resize(size)
	u.openSheet(m)
	relayout(u.window)
	return u, u.sheet
}

// TestSheetFullViewShowsNames: in the view of every column each side's
// name shows whole once, over the side's first column (leader's mark
// too), on the phone and the desktop, for every side alike (a short name
// was repeated in every column, a long one stood once).
func TestSheetFullViewShowsNames(t *testing.T) {
	for _, size := range []fyne.Size{{Width: 360, Height: 740}, {Width: 1024, Height: 700}} {
		for _, game := range []string{"skullking", "skuck", "skipbo"} {
			u, s := sheetOn(t, game, size)
			if s.compact {
				press(t, s.columnsButton)
			}
			n := len(s.view())
			for p := range s.model.sides { // a player, or a team
				want := s.headName(p)
				if s.model.leaders[p] && !strings.HasPrefix(want, "▲ ") {
					t.Errorf("%s: the leader %q has no mark", game, want)
				}
				s.table.ScrollTo(widget.TableCellID{Row: 0, Col: p * n})
				relayout(u.window)
				_, ok := shownWhole(u, want)
				if !ok {
					t.Errorf("%s at %.0f: %q is not shown whole", game, size.Width, want)
					continue
				}
				if shown := countShown(u, want); shown != 1 {
					t.Errorf("%s at %.0f: %q shows %d times", game, size.Width, want, shown)
				}
			}
		}
	}
}

// TestFinishedSheetShowsRounds: under a finished match's standings at
// least five rounds fit on the phone and the desktop, SKUCK's notes
// too (they wait behind Details).
func TestFinishedSheetShowsRounds(t *testing.T) {
	row := widget.NewLabel("0").MinSize().Height + theme.Padding()
	for _, size := range []fyne.Size{{Width: 360, Height: 740}, {Width: 1024, Height: 700}} {
		for _, game := range []string{"skuck", "skullking", "skipbo"} {
			_, s := sheetOn(t, game, size)
			room := s.table.Size().Height - row*float32(1+s.titleRows())
			if rows := room / row; rows < 5 {
				t.Errorf("%s at %.0fx%.0f: %.1f rounds fit under the standings %q", game, size.Width, size.Height, rows, s.shown)
			}
		}
	}
	_, s := sheetOn(t, "skuck", fyne.NewSize(360, 740))
	if strings.Contains(strings.Join(s.shown, "\n"), "plussies") {
		t.Errorf("the notes are shown at once: %q", s.shown)
	}
	press(t, s.detailsButton)
	if !strings.Contains(strings.Join(s.shown, "\n"), "plussies") {
		t.Errorf("Details shows no notes: %q", s.shown)
	}
}

// TestSkipBoTeamsOnce: in team play the standings, the finished sheet,
// the strip over the entry and History name each team once.
func TestSkipBoTeamsOnce(t *testing.T) {
	u, s := sheetOn(t, "skipbo", fyne.NewSize(360, 740))
	shown := strings.Join(s.shown, "\n")
	if !strings.Contains(shown, "1. Anne & Clara  ") || !strings.Contains(shown, "2. Ben & David  ") || strings.Contains(shown, "shared") {
		t.Errorf("sheet: %q", shown)
	}
	if len(s.shown) != 3 { // title, two teams
		t.Errorf("sheet lines %q", s.shown)
	}
	// a line a place: no segment runs on into the next
	text := s.standings.Objects[1].(*widget.RichText)
	for _, seg := range text.Segments {
		if seg.Inline() {
			t.Errorf("%q is inline: the next place runs on", seg.Textual())
		}
	}
	if strings.Contains(strings.Join(s.standingLines, "\n"), "Team 1") {
		t.Errorf("standings %q", s.standingLines)
	}
	strip := stripString(newStrip(s.m, 3, 1000))
	if strings.Count(strip, "Anne") != 1 || !strings.Contains(strip, "Anne & Clara") || !strings.Contains(strip, "Ben & David") {
		t.Errorf("strip %q", strip)
	}
	u.home()
	press(t, u.homeView.history)
	h := u.history
	o := h.list.CreateItem()
	h.item(0, o)
	d := o.(*fyne.Container).Objects[0].(*fyne.Container).Objects[1].(*widget.Label).Text
	if !strings.HasPrefix(d, "Anne & Clara ") || !strings.Contains(d, ", Ben & David ") || strings.Count(d, ",") != 1 {
		t.Errorf("history says %q", d)
	}
}

// TestHistoryShowsWhenPlayed: History shows when a match was played (its
// order), not when it was last changed.
func TestHistoryShowsWhenPlayed(t *testing.T) {
	u, db := newTestUI(t)
	m := testMatch(t, "skuck")
	m.Updated = m.Created.Add(10 * time.Minute) // a round edited later
	if err := db.Save(m); err != nil {
		t.Fatal(err)
	}
	press(t, u.homeView.history)
	h := u.history
	o := h.list.CreateItem()
	h.item(0, o)
	title := o.(*fyne.Container).Objects[0].(*fyne.Container).Objects[0].(*widget.Label).Text
	if !strings.Contains(title, u.when(m.Created)) {
		t.Errorf("title %q, want the time played %s", title, u.when(m.Created))
	}
}

// TestSheetRoundLabelEdits: tapping a round's label asks to edit it, as
// its cells do.
func TestSheetRoundLabelEdits(t *testing.T) {
	u, s := sheetOn(t, "skullking", fyne.NewSize(360, 740))
	label := s.model.rowHead(1)
	pos, at := roundLabel(u.window.Content(), label, fyne.Position{})
	if at == nil {
		t.Fatalf("no round label %q in the window", label)
	}
	test.TapCanvas(u.window.Canvas(), pos.Add(fyne.NewPos(at.Size().Width/2, at.Size().Height/2)))
	top := u.window.Canvas().Overlays().Top()
	if top == nil {
		t.Fatal("tapping the round label opened nothing")
	}
	found := false
	for _, o := range test.LaidOutObjects(top) {
		if l, ok := o.(*widget.Label); ok && strings.Contains(l.Text, "Edit round 2?") {
			found = true
		}
	}
	if !found {
		t.Error("not the edit of round 2")
	}
}

// roundLabel finds the shown header saying label in the window, from
// root at pos, and where it is.
func roundLabel(root fyne.CanvasObject, label string, pos fyne.Position) (fyne.Position, *sheetHead) {
	if !root.Visible() {
		return pos, nil
	}
	pos = pos.Add(root.Position())
	if h, ok := root.(*sheetHead); ok && h.label.Text == label {
		return pos, h
	}
	for _, k := range kids(root) {
		if p, h := roundLabel(k, label, pos); h != nil {
			return p, h
		}
	}
	return pos, nil
}
