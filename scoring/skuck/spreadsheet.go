package skuck

import (
	"strconv"

	"scorekeeper/scoring"
)

// PlayerFields: the game's trump caller.
func (m *Match) PlayerFields() []string { return []string{"caller"} }

// OptionFields: the number of games and whether a third renege or
// miscount disqualifies.
func (m *Match) OptionFields() []string { return []string{"games", "disqualify"} }

// OptionValues are the options as played.
func (m *Match) OptionValues([]scoring.Player) []string {
	return []string{strconv.Itoa(m.Options.GameCount()), strconv.FormatBool(m.Options.Disqualify)}
}
