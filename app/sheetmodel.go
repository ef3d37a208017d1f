package app

import (
	"scorekeeper/scoring"
)

// sheetModel is a game's paper sheet: for every round and player the same
// few columns.
type sheetModel struct {
	cols    []string                 // column titles under each player's name
	rows    int                      // rounds
	rowHead func(r int) string       // the round's label (0-based r)
	cell    func(r, p, c int) string // round r, seat p, column c
	totals  []int                    // by seat
	leaders []bool                   // by seat: leading now
	legend  string
}

// hasTotal reports whether the last column is the running total (all
// games but Skull, whose sheet has no points).
func (s sheetModel) hasTotal() bool {
	return len(s.cols) >= 3
}

// modelOf builds the sheet of a match: the game's columns, then the
// totals and who leads.
func modelOf(m *scoring.Match) sheetModel {
	g := uiOf(m.Game.Name())
	if g == nil {
		return sheetModel{rowHead: func(int) string { return "" }, cell: func(int, int, int) string { return "" }}
	}
	s := g.sheet(m)
	p := m.Players
	res := m.Result()
	s.totals = make([]int, len(p))
	s.leaders = make([]bool, len(p))
	for _, st := range res.Standings {
		if i := scoring.Index(p, st.Player.ID); i >= 0 {
			s.totals[i] = st.Total
			s.leaders[i] = st.Rank == 1 && (s.rows > 0)
		}
	}
	return s
}
