package sheet

import (
	"scorekeeper/scoring"
	"scorekeeper/scoring/skipbo"
)

// skipBoSheet: the cards left (or "won"), the round's points and the total.
func skipBoSheet(g *skipbo.Match, p []scoring.Player) Sheet {
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
	return Sheet{
		Cols: keys("ui.sheet.left", "ui.sheet.round", "ui.sheet.total"),
		Rows: len(g.Rounds),
		Head: func(r int) Text { return number(r + 1) },
		Cell: func(r, i, c int) Text {
			rd := g.Rounds[r]
			switch c {
			case 0:
				if rd.Winner == p[i].ID {
					return Key("ui.sheet.won", nil)
				}
				if v, ok := rd.Left(p[i].ID); ok {
					return number(v)
				}
				return nil
			case 1:
				pts := g.RoundPoints(p, r+1)
				if i < len(pts) {
					return number(pts[i])
				}
				return nil
			}
			return number(running[r][i])
		},
	}
}
