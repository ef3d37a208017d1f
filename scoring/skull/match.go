package skull

import "scorekeeper/scoring"

// Match is a Skull match: options and one round per challenge.
type Match struct {
	Options Options `json:"options"`
	Rounds  []Round `json:"rounds"`
}

var _ scoring.Game = (*Match)(nil)

// Name is "skull".
func (m *Match) Name() string { return scoring.Skull }

// Len is the number of rounds entered.
func (m *Match) Len() int { return len(m.Rounds) }
