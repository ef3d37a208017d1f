package scoring

import "math/rand/v2"

// Def describes one game to the code that handles every game: each game
// package exports one, and scoring/games lists them. What only some games
// have, a game's Game tells by the small interfaces below (Marker,
// Starter, LastMarker, Spreadsheet, sheet.Game, stats.Counter).
type Def struct {
	Name       string // as in the match file, e.g. "skullking"
	Title      string // as the box spells it, e.g. "Skull King"
	MinPlayers int
	MaxPlayers int
	// Teams reports whether n players may play in teams (nil: never).
	Teams func(n int) bool
	// New returns the game with no rounds and the default options.
	New func() Game
	// Demo draws a realistic finished match for players drawn from pool:
	// the players in seating order and their game, options varied the way
	// tables vary them.
	Demo func(r *rand.Rand, pool []Player) ([]Player, Game)
	// DemoWeight is how often demo data picks the game, relative to the
	// other games' weights.
	DemoWeight int
}

// Pick draws n players from pool, in a random seating order.
func Pick(r *rand.Rand, pool []Player, n int) []Player {
	idx := r.Perm(len(pool))[:n]
	ps := make([]Player, n)
	for i, j := range idx {
		ps[i] = pool[j]
	}
	return ps
}

// Alone lists each player as a side of their own.
func Alone(players []Player) [][]string {
	sides := make([][]string, len(players))
	for i, p := range players {
		sides[i] = []string{p.ID}
	}
	return sides
}

// Swap sets *s to to when it is from: a step of ReplacePlayer.
func Swap(s *string, from, to string) {
	if *s == from {
		*s = to
	}
}

// FirstN is the first n elements of s in a slice of their own.
func FirstN[E any](s []E, n int) []E {
	return append([]E(nil), s[:n]...)
}

// Marker is a game whose sheet marks some rounds (SKUCK's Click).
type Marker interface {
	// Marks lists the translation keys of the marks of round r (1-based).
	Marks(r int) []string
}

// Starter is a game that records who started the match.
type Starter interface {
	// Starter is the id of the player who started, "" when not recorded.
	Starter() string
}

// LastMarker is a game whose standings mark the players ranked last once
// the match is over (Skull King: they "do the dishes").
type LastMarker interface {
	// LastMark is the translation key of that mark.
	LastMark() string
}
