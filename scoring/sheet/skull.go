package sheet

import (
	"strings"

	"scorekeeper/scoring"
	"scorekeeper/scoring/skull"
)

// skullSheet: per round and player, the challenge (the bid and whether it
// was won, whose skull it was, who started the round) and the discs after
// it (the mat turned, the Last chance disc held for the next round).
func skullSheet(g *skull.Match, p []scoring.Player) Sheet {
	states := g.States(p)
	return Sheet{
		Cols: keys("ui.sheet.challenge", "ui.sheet.discs"),
		Rows: len(g.Rounds),
		Head: func(r int) Text { return number(r + 1) },
		Cell: func(r, i, c int) Text {
			if c == 0 {
				return skullChallenge(g.Rounds[r], states[r].Start, p[i].ID)
			}
			if r+1 >= len(states) || i >= len(states[r+1].Players) {
				return nil
			}
			return skullDiscs(states[r+1].Players[i])
		},
		Legend: Key("skull.sheet.legend", nil),
	}
}

// skullChallenge is what round rd was for player id: the challenge, the
// skull turned, the start, separated by spaces.
func skullChallenge(rd skull.Round, start, id string) Text {
	var t Text
	add := func(p Part) {
		if len(t) > 0 {
			t = append(t, Part{Lit: " "})
		}
		t = append(t, p)
	}
	if start == id {
		add(Part{Key: "skull.sheet.start"})
	}
	if rd.Challenger == id {
		if rd.Result == skull.Won {
			add(Part{Key: "ui.sheet.skullWon", Args: map[string]any{"Bid": rd.Bid}})
		} else {
			add(Part{Key: "ui.sheet.skullLost", Args: map[string]any{"Bid": rd.Bid}})
		}
	}
	if rd.Result == skull.Lost && rd.SkullOf == id {
		add(Part{Key: "skull.sheet.skull"})
	}
	return t
}

// skullDiscs is a player's discs after a round.
func skullDiscs(ps skull.PlayerState) Text {
	if ps.Eliminated {
		return Key("ui.skull.out", nil)
	}
	t := strings.Repeat("●", ps.Discs)
	if ps.LastChance {
		t += " +1"
	}
	if ps.Mat {
		t += " ✓"
	}
	return Lit(t)
}
