package skipbo

import (
	"strconv"
	"strings"

	"scorekeeper/scoring"
)

// PlayerFields: the round's winner, the teams of the options.
func (m *Match) PlayerFields() []string { return []string{"winner", "teams"} }

// OptionFields: the stock pile, the target and the teams.
func (m *Match) OptionFields() []string { return []string{"stock", "target", "teams"} }

// OptionValues are the options as played: the stock pile dealt, the
// target, the teams as "a,b;c,d" ("" when everyone plays alone).
func (m *Match) OptionValues(players []scoring.Player) []string {
	teams := make([]string, len(m.Options.Teams))
	for i, t := range m.Options.Teams {
		teams[i] = strings.Join(t, ",")
	}
	return []string{strconv.Itoa(m.Options.StockSize(len(players))), strconv.Itoa(m.Options.TargetScore()), strings.Join(teams, ";")}
}
