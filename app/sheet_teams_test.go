package app

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/widget"

	"scorekeeper/scoring"
	"scorekeeper/scoring/skipbo"
	"scorekeeper/scoring/skullking"
	"scorekeeper/storage/matchfile/matchfiletest"
)

// runningSheet opens the sheet of testdata's match of game with its
// first n rounds (a match in progress), changed by edit, in a phone's
// window.
func runningSheet(t *testing.T, game string, n int, edit ...func(*scoring.Match)) *sheet {
	t.Helper()
	u, db := newTestUI(t)
	m := matchfiletest.Example(t, game)
	m.Game, m.Finished = m.Game.FirstRounds(n), false
	for _, e := range edit {
		e(m)
	}
	if err := db.Save(m); err != nil {
		t.Fatal(err)
	}
	u.openSheet(m)
	relayout(u.window)
	return u.sheet
}

// heads are the sheet's names over the columns, the table not scrolled.
func heads(s *sheet) []string {
	var out []string
	_, cols := s.size()
	for c := range cols {
		h := newSheetHead()
		h.Move(fyne.NewPos(s.starts[c], 0)) // where the table, not scrolled, has it
		s.header(widget.TableCellID{Row: -1, Col: c}, h)
		if h.name.Visible() {
			out = append(out, h.name.Text)
		}
	}
	return out
}

// leadTexts are the texts of the line over a running match's sheet.
func leadTexts(s *sheet) []string {
	var out []string
	line := s.standings.Objects[0].(*fyne.Container).Objects[0]
	if c, ok := line.(*spoken); ok {
		for _, o := range c.box.Objects {
			out = append(out, o.(*canvas.Text).Text)
		}
	}
	return out
}

// TestSheetSkipBoTeams: in team play the sheet has a column group a team,
// named by its players, in both views, with the team's cards, points and
// total, and the line over it names the leading team once with its total
// (it named two players as if tied).
func TestSheetSkipBoTeams(t *testing.T) {
	s := runningSheet(t, "skipbo", 1) // round 1: Clara won, Ben 12 and David 9 left
	if !s.compact {
		t.Fatal("a phone starts with the totals")
	}
	if got := heads(s); !slices.Equal(got, []string{"Anne & Clara", "Ben & David"}) {
		t.Errorf("totals view heads %q", got)
	}
	if got := leadTexts(s); !slices.Equal(got, []string{"Leading:", "Anne & Clara 130"}) {
		t.Errorf("lead %q", got)
	}
	press(t, s.columnsButton)
	if got := heads(s); !slices.Equal(got, []string{"▲ Anne & Clara", "Ben & David"}) {
		t.Errorf("full view heads %q", got)
	}
	var row []string
	for p := range s.model.sides {
		for c := range s.model.cols {
			row = append(row, s.model.cell(0, p, c))
		}
	}
	if want := []string{"won", "130", "130", "12+9", "0", "0"}; !slices.Equal(row, want) {
		t.Errorf("round 1 %q, want %q", row, want)
	}
}

// TestLeadKeepsNameAndTotal: the line over the sheet never parts a name
// from its total: each leader is one text ("Bob / 190" wrapped after
// "Bob /"); before the first round it says so.
func TestLeadKeepsNameAndTotal(t *testing.T) {
	s := runningSheet(t, "skuck", 0)
	if got := leadTexts(s); len(got) != 0 {
		t.Errorf("no round yet, lead %q", got)
	}
	u, db := newTestUI(t)
	m := matchfiletest.Example(t, "skipbo")
	p := m.Players
	p[0].Name, p[1].Name, m.Finished = "Ann 🦜", "Bob /", false
	m.Game = &skipbo.Match{Rounds: []skipbo.Round{
		{Winner: p[0].ID, StockLeft: map[string]int{p[1].ID: 5, p[2].ID: 5, p[3].ID: 5}},
		{Winner: p[1].ID, StockLeft: map[string]int{p[0].ID: 5, p[2].ID: 5, p[3].ID: 5}},
	}}
	if err := db.Save(m); err != nil {
		t.Fatal(err)
	}
	u.openSheet(m)
	relayout(u.window)
	if got := leadTexts(u.sheet); !slices.Equal(got, []string{"Leading:", "Ann 🦜 100,", "Bob / 100"}) {
		t.Errorf("lead %q", got)
	}
}

// shownRow is what row r (0-based round) of the sheet's table shows.
func shownRow(s *sheet, r int) []string {
	var out []string
	_, cols := s.size()
	for c := range cols {
		l := newSheetCell()
		s.update(widget.TableCellID{Row: r + s.titleRows(), Col: c}, l)
		out = append(out, l.Text)
	}
	return out
}

// TestSheetDealerOnce: the dealer is marked once a round in either view
// (the bid and the total said "2/2*" and "60*"), the totals view explains
// the mark, and the legend names only what is in play.
func TestSheetDealerOnce(t *testing.T) {
	s := runningSheet(t, "skullking", 3, func(m *scoring.Match) { // no Harry, no Cannonball
		for _, r := range m.Game.(*skullking.Match).Rounds {
			for i := range r.Entries {
				r.Entries[i].Harry, r.Entries[i].Cannonball = 0, false
			}
		}
	})
	for _, compact := range []bool{true, false} {
		if s.compact != compact {
			press(t, s.columnsButton)
		}
		for r := range s.model.rows {
			if got := strings.Count(strings.Join(shownRow(s, r), " "), "*"); got != 1 {
				t.Errorf("compact %v, round %d: %d marks in %q", compact, r+1, got, shownRow(s, r))
			}
		}
		if compact && (s.marksBox.Hidden || s.marks.Text != "* deals") {
			t.Errorf("totals view: the mark explained %q (hidden %v)", s.marks.Text, s.marksBox.Hidden)
		}
		if !compact && (s.legend.Hidden || !s.marksBox.Hidden || strings.Contains(s.legend.text, "Harry") || strings.Contains(s.legend.text, "Cannonball") || !strings.Contains(s.legend.text, "* deals")) {
			t.Errorf("all columns: legend %q (hidden %v)", s.legend.text, s.legend.Hidden)
		}
	}
}
