package league

import (
	"scorekeeper/scoring"
	"scorekeeper/scoring/skuck"
	"scorekeeper/scoring/stats"
)

// Game is the name of the game leagues are played in (SPEC 1.4).
const Game = scoring.Skuck

// Styles is each player's Hawk or Dove over all their recorded games
// (as Statistics says), from the statistics of the league's game: the
// styles Achievements takes. A player without games is left out.
func Styles(g *stats.Group) map[string]skuck.Style {
	styles := map[string]skuck.Style{}
	for _, p := range g.Players {
		if s := skuck.StatsOf(p); s.Games() > 0 {
			styles[p.ID] = s.Style()
		}
	}
	return styles
}
