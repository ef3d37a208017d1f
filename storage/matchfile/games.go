package matchfile

import (
	"reflect"
	"slices"
	"strings"

	"github.com/go-json-experiment/json/jsontext"

	"scorekeeper/scoring"
	"scorekeeper/scoring/games"
)

// decodeGame makes a game of def with no rounds and decodes the file's
// options and rounds into its FileParts.
func decodeGame(def scoring.Def, options, rounds jsontext.Value) (scoring.Game, error) {
	g := def.New()
	o, r := g.FileParts()
	if len(options) > 0 {
		if err := unmarshal(options, o); err != nil {
			return nil, fieldError("options", options, err)
		}
	}
	if len(rounds) > 0 {
		if err := unmarshal(rounds, r); err != nil {
			return nil, fieldError("rounds", rounds, err)
		}
	}
	return g, nil
}

// encodeGame is what the file writes as g's options and rounds; false
// when g is not of the type its game makes (scoring.Def.New).
func encodeGame(def scoring.Def, g scoring.Game) (options, rounds any, ok bool) {
	if reflect.TypeOf(g) != reflect.TypeOf(def.New()) {
		return nil, nil, false
	}
	options, rounds = g.FileParts()
	return options, rounds, true
}

// knownGames lists the games' names for a message: "a, b, c".
func knownGames() string {
	return strings.Join(slices.Sorted(slices.Values(games.Names())), ", ")
}
