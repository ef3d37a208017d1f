package app

import (
	"strings"

	"scorekeeper/scoring"
)

// teamsOf names each player's team by its players ("Anne & Carl"), by
// player id, from the game's sides; nil when everyone plays alone.
func teamsOf(m *scoring.Match) map[string]string {
	sides := m.Game.Sides(m.Players)
	if len(sides) == len(m.Players) {
		return nil
	}
	team := map[string]string{}
	for _, side := range sides {
		names := make([]string, len(side))
		for i, id := range side {
			names[i] = nameOf(m.Players, id)
		}
		for _, id := range side {
			team[id] = strings.Join(names, " & ")
		}
	}
	return team
}

// mayBeTeams reports whether the match a summary lists may be played in
// teams (scoring.Def.Teams): only then does it need reading to name them.
func mayBeTeams(s scoring.Summary) bool {
	g := uiOf(s.Game)
	return g != nil && g.def.Teams != nil && g.def.Teams(len(s.Players))
}
