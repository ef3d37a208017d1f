package sheet

import (
	"scorekeeper/scoring"
	"scorekeeper/scoring/skuck"
)

// skuckSheet: per game and player the trump called (under the caller),
// bid, tricks made, penalty demmies, the game's points (✓ exact), the
// plussies the game earned and the running total, which is the total
// before plus the game plus its plussies; a Click is marked on its row.
func skuckSheet(g *skuck.Match, p []scoring.Player) Sheet {
	sc := g.Scores(p)
	return Sheet{
		Cols: keys("skuck.sheet.trump", "ui.sheet.bid", "ui.sheet.made", "skuck.sheet.penalty",
			"skuck.sheet.game", "skuck.sheet.plussies", "ui.sheet.total"),
		Rows: len(g.Rounds),
		Head: func(r int) Text {
			t := number(r + 1)
			if g.Rounds[r].Click() {
				t = append(t, Part{Lit: " "}, Part{Key: "skuck.click"})
			}
			return t
		},
		Cell: func(r, i, c int) Text {
			if i >= len(sc) || r >= len(sc[i].Games) {
				return nil
			}
			return skuckCell(g.Rounds[r], sc[i], r, c)
		},
		Say: func(r, i int) Text {
			if i >= len(sc) || r >= len(sc[i].Games) || !sc[i].Games[r].Played {
				return nil
			}
			x, rd := sc[i].Games[r], g.Rounds[r]
			var parts []Text
			if rd.Caller == sc[i].Player.ID && rd.Trump != "" {
				parts = append(parts, Text{{Key: "ui.sheet.say.called"}, {Lit: " "}, {Key: "skuck.trump." + rd.Trump}})
			}
			parts = append(parts, say("ui.sheet.say.bid", "Bid", x.Bid), say("ui.sheet.say.made", "Made", x.Made))
			if x.Penalty != 0 {
				parts = append(parts, say("ui.sheet.say.penalty", "Penalty", x.Penalty))
			}
			parts = append(parts, say("ui.sheet.say.points", "Points", x.Points))
			if x.Exact {
				parts = append(parts, Key("ui.sheet.say.exact", nil))
			}
			if plus := skuckCell(rd, sc[i], r, 5); len(plus) > 0 {
				parts = append(parts, say("ui.sheet.say.plussies", "Plussies", plus.Render(nil)))
			}
			return words(parts, sayTotal(x.Total))
		},
		Legend: Key("skuck.sheet.legend", nil),
	}
}

// skuckCell is column c of game r of one player's score.
func skuckCell(rd skuck.Round, s skuck.Score, r, c int) Text {
	x := s.Games[r]
	if !x.Played {
		return nil
	}
	switch c {
	case 0:
		if rd.Caller == s.Player.ID && rd.Trump != "" {
			return Key("skuck.trump."+rd.Trump, nil)
		}
		return nil
	case 1:
		return number(x.Bid)
	case 2:
		return number(x.Made)
	case 3:
		if x.Penalty == 0 {
			return nil
		}
		return Lit(signed(-x.Penalty))
	case 4:
		t := signed(x.Points)
		if x.Exact {
			t += " ✓"
		}
		return Lit(t)
	case 5:
		before := 0
		if r > 0 {
			before = skuck.Plussies(s.Games[r-1].Zeros)
		}
		if d := skuck.Plussies(x.Zeros) - before; d != 0 {
			return Lit(signed(d))
		}
		return nil
	}
	return number(x.Total)
}
