package sheet

import (
	"scorekeeper/scoring"
	"scorekeeper/scoring/skullking"
)

// skullKingSheet: bid, bid points, bonus, round and total per player;
// the round's dealer is marked once, in the first column shown (Dealer).
// The legend explains only the marks the sheet has.
func skullKingSheet(g *skullking.Match, p []scoring.Player) Sheet {
	sh := g.Sheet(p)
	harry, cannon := false, false
	for _, row := range sh {
		for _, x := range row {
			harry = harry || x.Changed != x.Bid
			cannon = cannon || x.Cannonball
		}
	}
	legend := Key("ui.sheet.skLegendBid", nil)
	if harry {
		legend = append(append(legend, Lit(" ")...), Key("ui.sheet.skLegendHarry", nil)...)
	}
	legend = append(append(legend, Lit(", ")...), Key("ui.sheet.skLegendDealer", nil)...)
	if cannon {
		legend = append(append(legend, Lit(", ")...), Key("ui.sheet.skLegendCannonball", nil)...)
	}
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
				return Lit(t)
			case 1:
				return Lit(signed(x.BidPoints))
			case 2:
				return Lit(signed(x.Bonus))
			case 3:
				return Lit(signed(x.Points))
			}
			return number(x.Total)
		},
		Say: func(r, i int) Text {
			if r >= len(sh) || i >= len(sh[r]) {
				return nil
			}
			return skullKingSaid(sh[r][i])
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
		Legend:       append(legend, Lit(".")...),
		TotalsLegend: Key("ui.sheet.skLegendDealer", nil),
	}
}

// skullKingSaid is a player's round in words: "bid 1, won 1, 20 points;
// total 130", with Harry's change, the bonus and the Cannonball.
func skullKingSaid(x skullking.Result) Text {
	bid := say("ui.sheet.say.bid", "Bid", x.Bid)
	if x.Changed != x.Bid {
		bid = Key("ui.sheet.say.bidChanged", map[string]any{"Bid": x.Bid, "Changed": x.Changed})
	}
	parts := []Text{bid, say("ui.sheet.say.won", "Won", x.Tricks), say("ui.sheet.say.points", "Points", x.Points)}
	if x.Bonus != 0 {
		parts = append(parts, say("ui.sheet.say.bonus", "Bonus", signed(x.Bonus)))
	}
	if x.Cannonball {
		parts = append(parts, Key("ui.sheet.say.cannonball", nil))
	}
	return words(parts, sayTotal(x.Total))
}
