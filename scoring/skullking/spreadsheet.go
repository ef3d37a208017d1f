package skullking

import (
	"strconv"
	"strings"

	"scorekeeper/scoring"
)

// PlayerFields: the dealer and the Loot partners of a row, the first
// dealer of the options.
func (m *Match) PlayerFields() []string { return []string{"dealer", "lootWith", "firstDealer"} }

// OptionFields: the scoring, the cards dealt each round, the ghost, the
// first dealer, and whether the expansion cards and pirate powers are in play.
func (m *Match) OptionFields() []string {
	return []string{"scoring", "cards", "ghost", "firstDealer", "expansions", "powers"}
}

// OptionValues are the options as played: the cards as the schedule
// dealt them ("10 10 10"), the first dealer who dealt.
func (m *Match) OptionValues(players []scoring.Player) []string {
	mode := m.Options.Scoring
	if mode == "" {
		mode = Standard
	}
	var cards strings.Builder
	for i, c := range m.Deals(players) {
		if i > 0 {
			cards.WriteByte(' ')
		}
		cards.WriteString(strconv.Itoa(c))
	}
	dealer := ""
	if d := m.Dealer(1, players); d >= 0 {
		dealer = players[d].ID
	}
	in := m.InPlay()
	return []string{mode, cards.String(), strconv.FormatBool(m.Options.Ghost), dealer,
		strconv.FormatBool(in.Expansions), strconv.FormatBool(in.Powers)}
}
