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

func addSkull(m *skull.Match, players []scoring.Player, seats []Seat) {
	st := m.State(players)
	for i := range seats {
		if i >= len(st.Players) {
			continue
		}
		ps, s := st.Players[i], &seats[i].Skull
		s.Challenges.Hits += ps.Won
		s.Challenges.Tries += ps.Tried
		s.DiscsLost += skull.Discs - ps.Discs
		if ps.Eliminated {
			s.Eliminations++
		}
	}
}

// merge adds o's counts to s.
func (s *Skull) merge(o *Skull) {
	s.Challenges.merge(o.Challenges)
	s.Eliminations += o.Eliminations
	s.DiscsLost += o.DiscsLost
}
