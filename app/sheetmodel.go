package app

import (
	"strings"

	"fyne.io/fyne/v2/lang"

	"scorekeeper/scoring"
	"scorekeeper/scoring/skipbo"
	"scorekeeper/scoring/skuck"
	"scorekeeper/scoring/skull"
	"scorekeeper/scoring/skullking"
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

// modelOf builds the sheet of a match.
func modelOf(m *scoring.Match) sheetModel {
	p := m.Players
	var s sheetModel
	switch g := m.Game.(type) {
	case *skullking.Match:
		sh := g.Sheet(p)
		s = sheetModel{
			cols: []string{lang.L("ui.sheet.bid"), lang.L("ui.sheet.bidPoints"), lang.L("ui.sheet.bonus"), lang.L("ui.sheet.round"), lang.L("ui.sheet.total")},
			rows: len(sh),
			rowHead: func(r int) string {
				return lang.X("ui.sheet.skRound", "{{.Round}} ({{.Cards}})", map[string]any{"Round": r + 1, "Cards": g.Cards(r+1, p)})
			},
			cell: func(r, i, c int) string {
				if r >= len(sh) || i >= len(sh[r]) {
					return ""
				}
				x := sh[r][i]
				switch c {
				case 0:
					t := itoa(x.Changed) + "/" + itoa(x.Tricks)
					if x.Changed != x.Bid {
						t = itoa(x.Bid) + "→" + t
					}
					if x.Cannonball {
						t += "!"
					}
					if x.Dealer {
						t += "*"
					}
					return t
				case 1:
					return signed(x.BidPoints)
				case 2:
					return signed(x.Bonus)
				case 3:
					return signed(x.Points)
				}
				return itoa(x.Total)
			},
			legend: lang.L("ui.sheet.skLegend"),
		}
	case *skipbo.Match:
		s = sheetModel{
			cols:    []string{lang.L("ui.sheet.left"), lang.L("ui.sheet.round"), lang.L("ui.sheet.total")},
			rows:    len(g.Rounds),
			rowHead: func(r int) string { return itoa(r + 1) },
		}
		running := make([][]int, len(g.Rounds))
		sum := make([]int, len(p))
		for r := range g.Rounds {
			pts := g.RoundPoints(p, r+1)
			for i := range sum {
				if i < len(pts) {
					sum[i] += pts[i]
				}
			}
			running[r] = append([]int(nil), sum...)
		}
		s.cell = func(r, i, c int) string {
			rd := g.Rounds[r]
			switch c {
			case 0:
				if rd.Winner == p[i].ID {
					return lang.L("ui.sheet.won")
				}
				if v, ok := rd.Left(p[i].ID); ok {
					return itoa(v)
				}
				return ""
			case 1:
				pts := g.RoundPoints(p, r+1)
				if i < len(pts) {
					return itoa(pts[i])
				}
				return ""
			}
			return itoa(running[r][i])
		}
	case *skull.Match:
		states := g.States(p)
		s = sheetModel{
			cols:    []string{lang.L("ui.sheet.challenge"), lang.L("ui.sheet.discs")},
			rows:    len(g.Rounds),
			rowHead: func(r int) string { return itoa(r + 1) },
			cell: func(r, i, c int) string {
				rd := g.Rounds[r]
				if c == 0 {
					if rd.Challenger != p[i].ID {
						return ""
					}
					if rd.Result == skull.Won {
						return lang.X("ui.sheet.skullWon", "{{.Bid}} won", map[string]any{"Bid": rd.Bid})
					}
					return lang.X("ui.sheet.skullLost", "{{.Bid}} lost", map[string]any{"Bid": rd.Bid})
				}
				if r+1 >= len(states) || i >= len(states[r+1].Players) {
					return ""
				}
				ps := states[r+1].Players[i]
				if ps.Eliminated {
					return lang.L("ui.skull.out")
				}
				t := strings.Repeat("●", ps.Discs)
				if ps.Mat {
					t += " ✓"
				}
				return t
			},
		}
	case *skuck.Match:
		sc := g.Scores(p)
		s = sheetModel{
			cols: []string{lang.L("ui.sheet.bid"), lang.L("ui.sheet.made"), lang.L("ui.sheet.round"), lang.L("ui.sheet.total")},
			rows: len(g.Rounds),
			rowHead: func(r int) string {
				t := itoa(r + 1)
				if g.Rounds[r].Click() {
					t += " " + lang.L("skuck.click")
				}
				return t
			},
			cell: func(r, i, c int) string {
				if i >= len(sc) || r >= len(sc[i].Games) {
					return ""
				}
				x := sc[i].Games[r]
				if !x.Played {
					return ""
				}
				switch c {
				case 0:
					return itoa(x.Bid)
				case 1:
					return itoa(x.Made)
				case 2:
					t := signed(x.Points)
					if x.Exact {
						t += " ✓"
					}
					return t
				}
				return itoa(x.Total)
			},
		}
	default:
		return sheetModel{rowHead: func(int) string { return "" }, cell: func(int, int, int) string { return "" }}
	}
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
