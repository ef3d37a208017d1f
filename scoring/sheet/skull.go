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
		Say: func(r, i int) Text {
			rd, id := g.Rounds[r], p[i].ID
			var parts []Text
			if states[r].Start == id {
				parts = append(parts, Key("ui.sheet.say.started", nil))
			}
			if rd.Challenger == id {
				key := "ui.sheet.say.challengeLost"
				if rd.Result == skull.Won {
					key = "ui.sheet.say.challengeWon"
				}
				parts = append(parts, say(key, "Bid", rd.Bid))
			}
			if rd.Result == skull.Lost && rd.SkullOf == id {
				parts = append(parts, Key("ui.sheet.say.skullTurned", nil))
			}
			if r+1 < len(states) && i < len(states[r+1].Players) {
				parts = append(parts, sayDiscs(states[r+1].Players[i]))
			}
			return words(parts, nil)
		},
		Legend: Key("skull.sheet.legend", nil),
	}
}

// sayDiscs says a player's discs after a round: "discs: 3, mat turned".
func sayDiscs(ps skull.PlayerState) Text {
	if ps.Eliminated {
		return Key("ui.skull.out", nil)
	}
	parts := []Text{say("ui.sheet.say.discs", "Discs", ps.Discs)}
	if ps.LastChance {
		parts = append(parts, Key("ui.skull.lastChanceDisc", nil))
	}
	if ps.Mat {
		parts = append(parts, Key("ui.skull.mat", nil))
	}
	return words(parts, nil)
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
