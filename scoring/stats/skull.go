package stats

import (
	"scorekeeper/scoring"
	"scorekeeper/scoring/skull"
)

// Skull is a player's record of Skull challenges.
type Skull struct {
	Challenges   Ratio // challenges won of challenges tried
	Eliminations int   // matches the player went out in
	DiscsLost    int   // own discs lost, added over the matches
}

func addSkull(m *skull.Match, players []scoring.Player, seats []*Player) {
	st := m.State(players)
	for i, p := range seats {
		if p == nil || i >= len(st.Players) {
			continue
		}
		ps := st.Players[i]
		p.Skull.Challenges.Hits += ps.Won
		p.Skull.Challenges.Tries += ps.Tried
		p.Skull.DiscsLost += skull.Discs - ps.Discs
		if ps.Eliminated {
			p.Skull.Eliminations++
		}
	}
}
