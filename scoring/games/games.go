// Package games lists the games Scorekeeper keeps score for. Its games.go
// is one of the three shared files that may name every game (with
// scoring/names.go, the names as in the match file, and app/games.go,
// the app's view of each game; scripts/gamenames checks it); everything
// else iterates All or looks a game up by its name, and asks the game
// through its Def and the interfaces its Game implements (docs/DESIGN.md,
// "How to add a game").
package games

import (
	"slices"

	"scorekeeper/scoring"
	"scorekeeper/scoring/games/internal/registry"
	"scorekeeper/scoring/skipbo"
	"scorekeeper/scoring/skuck"
	"scorekeeper/scoring/skull"
	"scorekeeper/scoring/skullking"
)

func init() {
	// in the order screens and exports show them
	registry.Set(skullking.Def, skipbo.Def, skull.Def, skuck.Def)
}

// All lists every game, in the order screens and exports show them: a
// copy, so the list cannot be changed through it (a test adds a game
// with gamestest.Register).
func All() []scoring.Def { return slices.Clone(registry.All()) }

// ByName returns the game named as in the match file.
func ByName(name string) (scoring.Def, bool) {
	for _, d := range registry.All() {
		if d.Name == name {
			return d, true
		}
	}
	return scoring.Def{}, false
}

// Names lists every game's name, in All's order.
func Names() []string {
	all := registry.All()
	names := make([]string, len(all))
	for i, d := range all {
		names[i] = d.Name
	}
	return names
}
