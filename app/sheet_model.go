package app

import (
	"fyne.io/fyne/v2/lang"

	"scorekeeper/scoring"
	paper "scorekeeper/scoring/sheet"
)

// sheetModel is a game's paper sheet as the app shows it: the
// language-neutral paper.Sheet rendered with Fyne's lang.
type sheetModel struct {
	sides   []paper.Side             // a player, or a team in team play
	cols    []string                 // column titles under each player's name
	rows    int                      // rounds
	rowHead func(r int) string       // the round's label (0-based r)
	cell    func(r, p, c int) string // round r, side p, column c
	// shown is cell with the dealer's mark when c is the first column
	// shown (first): once a round, in either view
	shown   func(r, p, c, first int) string
	say     func(r, p int) string // side p's round r in words, for a screen reader
	dealer  func(r int) int       // the side that dealt round r, -1 none
	totals  []int                 // by side
	leaders []bool                // by side: leading now
	legend  string                // the view of every column: its marks, how to edit
	// totalsLegend is the marks of the totals view ("" none)
	totalsLegend string
}

// hasTotal reports whether the last column is the running total (all
// games but Skull, whose sheet has no points).
func (s sheetModel) hasTotal() bool {
	return len(s.cols) >= 3
}

// translate renders one message with Fyne's lang.
func translate(key string, args map[string]any) string {
	if args == nil {
		return lang.L(key)
	}
	return lang.L(key, args)
}

// modelOf builds the sheet of a match: the game's columns, then the
// totals and who leads.
func modelOf(m *scoring.Match) sheetModel {
	s := paper.Of(m)
	sides := make([]paper.Side, len(s.Sides))
	for i, side := range s.Sides {
		sides[i] = side
		sides[i].Name = shownName(side.Name) // one from elsewhere may be huge
	}
	cols := make([]string, len(s.Cols))
	for i, c := range s.Cols {
		cols[i] = c.Render(translate)
	}
	return sheetModel{
		sides:        sides,
		cols:         cols,
		rows:         s.Rows,
		rowHead:      func(r int) string { return s.Head(r).Render(translate) },
		cell:         func(r, p, c int) string { return s.Cell(r, p, c).Render(translate) },
		shown:        func(r, p, c, first int) string { return s.Shown(r, p, c, first).Render(translate) },
		say:          func(r, p int) string { return s.Say(r, p).Render(translate) },
		dealer:       s.Dealer,
		totals:       s.Totals,
		leaders:      s.Leaders,
		legend:       legend(s.Legend.Render(translate)),
		totalsLegend: s.TotalsLegend.Render(translate),
	}
}

// legend is the sheet's legend and, in the app, how to edit a round.
func legend(l string) string {
	if l == "" {
		return lang.L("ui.sheet.editHint")
	}
	return l + " " + lang.L("ui.sheet.editHint")
}
