package skipbo

import "scorekeeper/scoring"

// Match is a Skip-Bo match: its options and the rounds entered so far.
type Match struct {
	Options Options `json:"options"`
	Rounds  []Round `json:"rounds"`
}

var _ scoring.Game = (*Match)(nil)

// Name is the game's name in the match file.
func (m *Match) Name() string { return scoring.SkipBo }

// Len is the number of rounds entered.
func (m *Match) Len() int { return len(m.Rounds) }
