package sheet

import (
	"scorekeeper/scoring"
	"scorekeeper/scoring/skullking"
)

// skullKingSheet: bid, bid points, bonus, round and total per player;
// "*" marks the round's dealer in the bid and in the total (the totals
// view shows only the total).
func skullKingSheet(g *skullking.Match, p []scoring.Player) Sheet {
	sh := g.Sheet(p)
	return Sheet{
		Cols: keys("ui.sheet.bid", "ui.sheet.bidPoints", "ui.sheet.bonus", "ui.sheet.round", "ui.sheet.total"),
		Rows: len(sh),
		Head: func(r int) Text {
			return Key("ui.sheet.skRound", map[string]any{"Round": r + 1, "Cards": g.Cards(r+1, p)})
		},
		Cell: func(r, i, c int) Text {
			if r >= len(sh) || i >= len(sh[r]) {
				return nil
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
				return Lit(t)
			case 1:
				return Lit(signed(x.BidPoints))
			case 2:
				return Lit(signed(x.Bonus))
			case 3:
				return Lit(signed(x.Points))
			}
			if x.Dealer { // the totals view shows only this column: the dealer too
				return Lit(itoa(x.Total) + "*")
			}
			return number(x.Total)
		},
		Legend: Key("ui.sheet.skLegend", nil),
	}
}
