package skull

import "scorekeeper/scoring"

// Options are the match file's skull options.
type Options struct {
	// LastChance plays with the optional "Last chance" disc.
	LastChance bool `json:"lastChance,omitzero"`
	// StartPlayer is the id of the first round's start player; "" is the first seat.
	StartPlayer string `json:"startPlayer,omitzero"`
}

// First returns the id of the first round's start player: StartPlayer,
// or the first seat when it is empty ("" with no players).
func (o Options) First(players []scoring.Player) string {
	if o.StartPlayer != "" {
		return o.StartPlayer
	}
	if len(players) == 0 {
		return ""
	}
	return players[0].ID
}

// Player counts the game is made for.
const (
	MinPlayers = 3
	MaxPlayers = 6
)

// Discs is the number of discs each player starts with: three flowers and one skull.
const Discs = 4

// Wins is the number of won challenges that wins the match.
const Wins = 2
