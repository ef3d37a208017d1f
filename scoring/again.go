package scoring

// Replayer is a game that knows how its next match at the same table
// starts (SPEC 2, "Play again"): the first dealer or start player moved
// on by one seat.
type Replayer interface {
	// Again is a new game of the same options with no rounds, for the
	// same players in the same seats, its first dealer or start player
	// the seat after this game's.
	Again(players []Player) Game
}

// Again is the game of a match played again by the same players in the
// same seats: the same options, no rounds, and the first dealer or start
// player moved on by one where the game has one (Replayer).
func Again(g Game, players []Player) Game {
	if r, ok := g.(Replayer); ok {
		return r.Again(players)
	}
	return g.FirstRounds(0)
}

// NextSeat is the id of the player seated after the one with id (the
// first seat when id is not seated); "" without players.
func NextSeat(players []Player, id string) string {
	if len(players) == 0 {
		return ""
	}
	return players[(max(Index(players, id), 0)+1)%len(players)].ID
}
