package skuck

import (
	"scorekeeper/scoring"
	"scorekeeper/scoring/sheet"
)

// PaperSheet is the paper sheet (sheet.Game): per game and player the
// trump called (under the caller), bid, tricks made, penalty demmies,
// the game's points (✓ exact), the plussies the game earned and the
// running total, which is the total before plus the game plus its
// plussies; a Click is marked on its row.
func (m *Match) PaperSheet(p []scoring.Player) sheet.Sheet {
	sc := m.Scores(p)
	return sheet.Sheet{
		Cols: sheet.Keys("skuck.sheet.trump", "ui.sheet.bid", "ui.sheet.made", "skuck.sheet.penalty",
			"skuck.sheet.game", "skuck.sheet.plussies", "ui.sheet.total"),
		Rows: len(m.Rounds),
		Head: func(r int) sheet.Text {
			t := sheet.Number(r + 1)
			if m.Rounds[r].Click() {
				t = append(t, sheet.Part{Lit: " "}, sheet.Part{Key: "skuck.click"})
			}
			return t
		},
		Cell: func(r, i, c int) sheet.Text {
			if i >= len(sc) || r >= len(sc[i].Games) {
				return nil
			}
			return skuckCell(m.Rounds[r], sc[i], r, c)
		},
		Say: func(r, i int) sheet.Text {
			if i >= len(sc) || r >= len(sc[i].Games) || !sc[i].Games[r].Played {
				return nil
			}
			return said(m.Rounds[r], sc[i], r)
		},
		Legend: sheet.Key("skuck.sheet.legend", nil),
	}
}

// said is game r of one player's score in words: "called trump: hearts,
// bid 13, made 14, -4 points; total 45".
func said(rd Round, s Score, r int) sheet.Text {
	x := s.Games[r]
	var parts []sheet.Text
	if rd.Caller == s.Player.ID && rd.Trump != "" {
		parts = append(parts, sheet.Text{{Key: "ui.sheet.say.called"}, {Lit: " "}, {Key: "skuck.trump." + rd.Trump}})
	}
	parts = append(parts, sheet.Said("ui.sheet.say.bid", "Bid", x.Bid), sheet.Said("ui.sheet.say.made", "Made", x.Made))
	if x.Penalty != 0 {
		parts = append(parts, sheet.Said("ui.sheet.say.penalty", "Penalty", x.Penalty))
	}
	parts = append(parts, sheet.Said("ui.sheet.say.points", "Points", x.Points))
	if x.Exact {
		parts = append(parts, sheet.Key("ui.sheet.say.exact", nil))
	}
	if plus := skuckCell(rd, s, r, 5); len(plus) > 0 {
		parts = append(parts, sheet.Said("ui.sheet.say.plussies", "Plussies", plus.Render(nil)))
	}
	return sheet.Words(parts, sheet.SaidTotal(x.Total))
}

// skuckCell is column c of game r of one player's score.
func skuckCell(rd Round, s Score, r, c int) sheet.Text {
	x := s.Games[r]
	if !x.Played {
		return nil
	}
	switch c {
	case 0:
		if rd.Caller == s.Player.ID && rd.Trump != "" {
			return sheet.Key("skuck.trump."+rd.Trump, nil)
		}
		return nil
	case 1:
		return sheet.Number(x.Bid)
	case 2:
		return sheet.Number(x.Made)
	case 3:
		if x.Penalty == 0 {
			return nil
		}
		return sheet.Lit(sheet.Signed(-x.Penalty))
	case 4:
		t := sheet.Signed(x.Points)
		if x.Exact {
			t += " ✓"
		}
		return sheet.Lit(t)
	case 5:
		before := 0
		if r > 0 {
			before = Plussies(s.Games[r-1].Zeros)
		}
		if d := Plussies(x.Zeros) - before; d != 0 {
			return sheet.Lit(sheet.Signed(d))
		}
		return nil
	}
	return sheet.Number(x.Total)
}
