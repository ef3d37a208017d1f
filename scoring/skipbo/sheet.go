package skipbo

import (
	"strconv"
	"strings"

	"scorekeeper/scoring"
	"scorekeeper/scoring/sheet"
)

// PaperSheet is the paper sheet (sheet.Game): by side (a player, or a
// team in team play) the cards left ("won" for the round's winner; a
// team's counts joined by "+"), the round's points and the total.
func (m *Match) PaperSheet(p []scoring.Player) sheet.Sheet {
	var sides []sheet.Side
	for _, ids := range m.Sides(p) {
		seats := make([]int, len(ids))
		for k, id := range ids {
			seats[k] = scoring.Index(p, id)
		}
		sides = append(sides, sheet.SideOf(p, seats...))
	}
	running := make([][]int, len(m.Rounds))
	sum := make([]int, len(p))
	for r := range m.Rounds {
		pts := m.RoundPoints(p, r+1)
		for i := range sum {
			if i < len(pts) {
				sum[i] += pts[i]
			}
		}
		running[r] = append([]int(nil), sum...)
	}
	return sheet.Sheet{
		Sides: sides,
		Cols:  sheet.Keys("ui.sheet.left", "ui.sheet.round", "ui.sheet.total"),
		Rows:  len(m.Rounds),
		Head:  func(r int) sheet.Text { return sheet.Number(r + 1) },
		Cell: func(r, k, c int) sheet.Text {
			seats := sides[k].Seats
			switch c {
			case 0:
				return leftText(m.Rounds[r], p, seats)
			case 1:
				// teammates score the same: the first player's points
				if pts := m.RoundPoints(p, r+1); seats[0] < len(pts) {
					return sheet.Number(pts[seats[0]])
				}
				return nil
			}
			return sheet.Number(running[r][seats[0]])
		},
		Say: func(r, k int) sheet.Text {
			seats := sides[k].Seats
			first := leftText(m.Rounds[r], p, seats)
			if len(first) == 0 || first[0].Key == "" {
				first = sheet.Said("ui.sheet.say.left", "Left", first.Render(nil))
			} else {
				first = sheet.Key("ui.sheet.say.wonRound", nil)
			}
			pts := 0
			if all := m.RoundPoints(p, r+1); seats[0] < len(all) {
				pts = all[seats[0]]
			}
			return sheet.Words([]sheet.Text{first, sheet.Said("ui.sheet.say.points", "Points", pts)}, sheet.SaidTotal(running[r][seats[0]]))
		},
	}
}

// leftText is a side's cards left in round rd: "won" when one of them won,
// else each count recorded, joined by "+".
func leftText(rd Round, p []scoring.Player, seats []int) sheet.Text {
	var n []string
	for _, i := range seats {
		if rd.Winner == p[i].ID {
			return sheet.Key("ui.sheet.won", nil)
		}
		if v, ok := rd.Left(p[i].ID); ok {
			n = append(n, strconv.Itoa(v))
		}
	}
	return sheet.Lit(strings.Join(n, "+"))
}
