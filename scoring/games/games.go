// Package games lists the games Scorekeeper keeps score for. It is the
// one place outside the game packages that names them all; everything
// else iterates All or looks a game up by its name.
package games

import (
	"scorekeeper/scoring"
	"scorekeeper/scoring/skipbo"
	"scorekeeper/scoring/skuck"
	"scorekeeper/scoring/skull"
	"scorekeeper/scoring/skullking"
)

// All lists every game, in the order screens and exports show them.
var All = []scoring.Def{skullking.Def, skipbo.Def, skull.Def, skuck.Def}

// ByName returns the game named as in the match file.
func ByName(name string) (scoring.Def, bool) {
	for _, d := range All {
		if d.Name == name {
			return d, true
		}
	}
	return scoring.Def{}, false
}

// Names lists every game's name, in All's order.
func Names() []string {
	names := make([]string, len(All))
	for i, d := range All {
		names[i] = d.Name
	}
	return names
}
