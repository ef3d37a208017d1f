package sheet

import (
	"strings"

	"scorekeeper/scoring"
	"scorekeeper/scoring/skipbo"
)

// skipBoSheet: by side (a player, or a team in team play) the cards left
// ("won" for the round's winner; a team's counts joined by "+"), the
// round's points and the total.
func skipBoSheet(g *skipbo.Match, p []scoring.Player) Sheet {
	var sides []Side
	for _, ids := range g.Sides(p) {
		seats := make([]int, len(ids))
		for k, id := range ids {
			seats[k] = scoring.Index(p, id)
		}
		sides = append(sides, sideOf(p, seats...))
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
	return Sheet{
		Sides: sides,
		Cols:  keys("ui.sheet.left", "ui.sheet.round", "ui.sheet.total"),
		Rows:  len(g.Rounds),
		Head:  func(r int) Text { return number(r + 1) },
		Cell: func(r, k, c int) Text {
			seats := sides[k].Seats
			switch c {
			case 0:
				return left(g.Rounds[r], p, seats)
			case 1:
				// teammates score the same: the first player's points
				if pts := g.RoundPoints(p, r+1); seats[0] < len(pts) {
					return number(pts[seats[0]])
				}
				return nil
			}
			return number(running[r][seats[0]])
		},
		Say: func(r, k int) Text {
			seats := sides[k].Seats
			first := left(g.Rounds[r], p, seats)
			if len(first) == 0 || first[0].Key == "" {
				first = say("ui.sheet.say.left", "Left", first.Render(nil))
			} else {
				first = Key("ui.sheet.say.wonRound", nil)
			}
			pts := 0
			if all := g.RoundPoints(p, r+1); seats[0] < len(all) {
				pts = all[seats[0]]
			}
			return words([]Text{first, say("ui.sheet.say.points", "Points", pts)}, sayTotal(running[r][seats[0]]))
		},
	}
}

// left is a side's cards left in round rd: "won" when one of them won,
// else each count recorded, joined by "+".
func left(rd skipbo.Round, p []scoring.Player, seats []int) Text {
	var n []string
	for _, i := range seats {
		if rd.Winner == p[i].ID {
			return Key("ui.sheet.won", nil)
		}
		if v, ok := rd.Left(p[i].ID); ok {
			n = append(n, itoa(v))
		}
	}
	return Lit(strings.Join(n, "+"))
}
