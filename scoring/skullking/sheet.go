package skullking

import (
	"strconv"

	"scorekeeper/scoring"
	"scorekeeper/scoring/sheet"
)

// PaperSheet is the paper sheet (sheet.Game): bid, bid points, bonus,
// round and total per player; the round's dealer is marked once, in the
// first column shown (Dealer). The legend explains only the marks the
// sheet has.
func (m *Match) PaperSheet(p []scoring.Player) sheet.Sheet {
	sh := m.Sheet(p)
	harry, cannon := false, false
	for _, row := range sh {
		for _, x := range row {
			harry = harry || x.Changed != x.Bid
			cannon = cannon || x.Cannonball
		}
	}
	legend := sheet.Key("ui.sheet.skLegendBid", nil)
	if harry {
		legend = append(append(legend, sheet.Lit(" ")...), sheet.Key("ui.sheet.skLegendHarry", nil)...)
	}
	legend = append(append(legend, sheet.Lit(", ")...), sheet.Key("ui.sheet.skLegendDealer", nil)...)
	if cannon {
		legend = append(append(legend, sheet.Lit(", ")...), sheet.Key("ui.sheet.skLegendCannonball", nil)...)
	}
	return sheet.Sheet{
		Cols: sheet.Keys("ui.sheet.bid", "ui.sheet.bidPoints", "ui.sheet.bonus", "ui.sheet.round", "ui.sheet.total"),
		Rows: len(sh),
		Head: func(r int) sheet.Text {
			return sheet.Key("ui.sheet.skRound", map[string]any{"Round": r + 1, "Cards": m.Cards(r+1, p)})
		},
		Cell: func(r, i, c int) sheet.Text {
			if r >= len(sh) || i >= len(sh[r]) {
				return nil
			}
			x := sh[r][i]
			switch c {
			case 0:
				t := strconv.Itoa(x.Changed) + "/" + strconv.Itoa(x.Tricks)
				if x.Changed != x.Bid {
					t = strconv.Itoa(x.Bid) + "→" + t
				}
				if x.Cannonball {
					t += "!"
				}
				return sheet.Lit(t)
			case 1:
				return sheet.Lit(sheet.Signed(x.BidPoints))
			case 2:
				return sheet.Lit(sheet.Signed(x.Bonus))
			case 3:
				return sheet.Lit(sheet.Signed(x.Points))
			}
			return sheet.Number(x.Total)
		},
		Say: func(r, i int) sheet.Text {
			if r >= len(sh) || i >= len(sh[r]) {
				return nil
			}
			return said(sh[r][i])
		},
		Dealer: func(r int) int {
			if r < len(sh) {
				for i, x := range sh[r] {
					if x.Dealer {
						return i
					}
				}
			}
			return -1
		},
		Legend:       append(legend, sheet.Lit(".")...),
		TotalsLegend: sheet.Key("ui.sheet.skLegendDealer", nil),
	}
}

// said is a player's round in words: "bid 1, won 1, 20 points; total
// 130", with Harry's change, the bonus and the Cannonball.
func said(x Result) sheet.Text {
	bid := sheet.Said("ui.sheet.say.bid", "Bid", x.Bid)
	if x.Changed != x.Bid {
		bid = sheet.Key("ui.sheet.say.bidChanged", map[string]any{"Bid": x.Bid, "Changed": x.Changed})
	}
	parts := []sheet.Text{bid, sheet.Said("ui.sheet.say.won", "Won", x.Tricks), sheet.Said("ui.sheet.say.points", "Points", x.Points)}
	if x.Bonus != 0 {
		parts = append(parts, sheet.Said("ui.sheet.say.bonus", "Bonus", sheet.Signed(x.Bonus)))
	}
	if x.Cannonball {
		parts = append(parts, sheet.Key("ui.sheet.say.cannonball", nil))
	}
	return sheet.Words(parts, sheet.SaidTotal(x.Total))
}
