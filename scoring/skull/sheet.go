package skull

import (
	"strings"

	"scorekeeper/scoring"
	"scorekeeper/scoring/sheet"
)

// PaperSheet is the paper sheet (sheet.Game): per round and player, the
// challenge (the bid and whether it was won, whose skull it was, who
// started the round) and the discs after it (the mat turned, the Last
// chance disc held for the next round).
func (m *Match) PaperSheet(p []scoring.Player) sheet.Sheet {
	states := m.States(p)
	return sheet.Sheet{
		Cols: sheet.Keys("ui.sheet.challenge", "ui.sheet.discs"),
		Rows: len(m.Rounds),
		Head: func(r int) sheet.Text { return sheet.Number(r + 1) },
		Cell: func(r, i, c int) sheet.Text {
			if c == 0 {
				return skullChallenge(m.Rounds[r], states[r].Start, p[i].ID)
			}
			if r+1 >= len(states) || i >= len(states[r+1].Players) {
				return nil
			}
			return skullDiscs(states[r+1].Players[i])
		},
		Say: func(r, i int) sheet.Text {
			rd, id := m.Rounds[r], p[i].ID
			var parts []sheet.Text
			if states[r].Start == id {
				parts = append(parts, sheet.Key("ui.sheet.say.started", nil))
			}
			if rd.Challenger == id {
				key := "ui.sheet.say.challengeLost"
				if rd.Result == Won {
					key = "ui.sheet.say.challengeWon"
				}
				parts = append(parts, sheet.Said(key, "Bid", rd.Bid))
			}
			if rd.Result == Lost && rd.SkullOf == id {
				parts = append(parts, sheet.Key("ui.sheet.say.skullTurned", nil))
			}
			if r+1 < len(states) && i < len(states[r+1].Players) {
				parts = append(parts, saidDiscs(states[r+1].Players[i]))
			}
			return sheet.Words(parts, nil)
		},
		Legend: sheet.Key("skull.sheet.legend", nil),
	}
}

// saidDiscs says a player's discs after a round: "discs 3, mat turned".
func saidDiscs(ps PlayerState) sheet.Text {
	if ps.Eliminated {
		return sheet.Key("ui.skull.out", nil)
	}
	parts := []sheet.Text{sheet.Said("ui.sheet.say.discs", "Discs", ps.Discs)}
	if ps.LastChance {
		parts = append(parts, sheet.Key("ui.skull.lastChanceDisc", nil))
	}
	if ps.Mat {
		parts = append(parts, sheet.Key("ui.skull.mat", nil))
	}
	return sheet.Words(parts, nil)
}

// skullChallenge is what round rd was for player id: the challenge, the
// skull turned, the start, separated by spaces.
func skullChallenge(rd Round, start, id string) sheet.Text {
	var t sheet.Text
	add := func(p sheet.Part) {
		if len(t) > 0 {
			t = append(t, sheet.Part{Lit: " "})
		}
		t = append(t, p)
	}
	if start == id {
		add(sheet.Part{Key: "skull.sheet.start"})
	}
	if rd.Challenger == id {
		if rd.Result == Won {
			add(sheet.Part{Key: "ui.sheet.skullWon", Args: map[string]any{"Bid": rd.Bid}})
		} else {
			add(sheet.Part{Key: "ui.sheet.skullLost", Args: map[string]any{"Bid": rd.Bid}})
		}
	}
	if rd.Result == Lost && rd.SkullOf == id {
		add(sheet.Part{Key: "skull.sheet.skull"})
	}
	return t
}

// skullDiscs is a player's discs after a round.
func skullDiscs(ps PlayerState) sheet.Text {
	if ps.Eliminated {
		return sheet.Key("ui.skull.out", nil)
	}
	t := strings.Repeat("●", ps.Discs)
	if ps.LastChance {
		t += " +1"
	}
	if ps.Mat {
		t += " ✓"
	}
	return sheet.Lit(t)
}
