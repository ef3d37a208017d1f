package skullking

import "scorekeeper/scoring"

// Again is the match played again by the same players: the same options
// and no rounds, the first dealer the seat after this match's.
func (m *Match) Again(players []scoring.Player) scoring.Game {
	g := m.FirstRounds(0).(*Match)
	g.Options.FirstDealer = scoring.NextSeat(players, m.Options.FirstDealer)
	return g
}
