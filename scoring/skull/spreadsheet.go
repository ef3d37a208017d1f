package skull

import (
	"strconv"

	"scorekeeper/scoring"
)

// PlayerFields: the challenger, whose skull was turned, who starts the
// next round (when the challenger chose), the first start player.
func (m *Match) PlayerFields() []string {
	return []string{"challenger", "skullOf", "nextStart", "startPlayer"}
}

// OptionFields: the "Last chance" disc and the first start player.
func (m *Match) OptionFields() []string { return []string{"lastChance", "startPlayer"} }

// OptionValues are the options as played: the start player who started.
func (m *Match) OptionValues(players []scoring.Player) []string {
	return []string{strconv.FormatBool(m.Options.LastChance), m.Options.First(players)}
}
