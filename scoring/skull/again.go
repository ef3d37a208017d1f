package skull

import "scorekeeper/scoring"

// Again is the match played again by the same players: the same options
// and no rounds, the start player the seat after this match's.
func (m *Match) Again(players []scoring.Player) scoring.Game {
	g := m.FirstRounds(0).(*Match)
	g.Options.StartPlayer = scoring.NextSeat(players, m.Options.StartPlayer)
	return g
}
