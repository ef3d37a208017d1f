package skipbo

import (
	"slices"

	"scorekeeper/scoring"
)

// Numbers of the game.
const (
	MinPlayers    = 2
	MaxPlayers    = 6
	DefaultTarget = 500
	// MaxTarget is the highest target: far beyond any evening, and low
	// enough that no total of a match under the file size limit comes
	// near an int's range.
	MaxTarget = 1_000_000_000
	// DeckSize is the whole deck: 144 numbered cards and 18 SKIP-BO cards.
	// No stock pile can hold more.
	DeckSize = 162
	// WinPoints is what winning a round is worth before the cards.
	WinPoints = 25
	// CardPoints is the value of each card left in an opponent's stock pile.
	CardPoints = 5
)

// Options are a match's settings as the match file holds them. Zero
// values mean the default; the defaults are methods, never written here.
type Options struct {
	// Stock is the number of cards dealt to each stock pile; 0: the
	// default for the player count (see DefaultStock).
	Stock int `json:"stock,omitzero"`
	// Target is the score that ends the match; 0: 500.
	Target int `json:"target,omitzero"`
	// Teams lists the teams as player ids; empty: everyone plays alone.
	Teams [][]string `json:"teams,omitzero"`
}

// DefaultStock is the rule book's stock pile: 30 cards for 2 to 4
// players, 20 for 5 or 6.
func DefaultStock(players int) int {
	if players >= 5 {
		return 20
	}
	return 30
}

// StockSize is the number of cards dealt to each stock pile.
func (o Options) StockSize(players int) int {
	if o.Stock > 0 {
		return o.Stock
	}
	return DefaultStock(players)
}

// TargetScore is the score that ends the match.
func (o Options) TargetScore() int {
	if o.Target > 0 {
		return o.Target
	}
	return DefaultTarget
}

// TeamPlay reports whether the match is played in teams.
func (o Options) TeamPlay() bool { return len(o.Teams) > 0 }

// TeamOf returns the index in Teams of the team of player id, or -1 when
// the player plays alone (or is in no team).
func (o Options) TeamOf(id string) int {
	for t, team := range o.Teams {
		if slices.Contains(team, id) {
			return t
		}
	}
	return -1
}

// sides gives each seat its scoring unit: the team's index, or for a
// player in no team a unit of their own (numbered after the teams).
func (o Options) sides(players []scoring.Player) []int {
	side := make([]int, len(players))
	for i, p := range players {
		if t := o.TeamOf(p.ID); t >= 0 {
			side[i] = t
		} else {
			side[i] = len(o.Teams) + i
		}
	}
	return side
}
