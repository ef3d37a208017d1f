package matchfile

import (
	"github.com/go-json-experiment/json/jsontext"

	"scorekeeper/scoring"
	"scorekeeper/scoring/skipbo"
	"scorekeeper/scoring/skuck"
	"scorekeeper/scoring/skull"
	"scorekeeper/scoring/skullking"
)

// codec turns a game's options and rounds into a scoring.Game and back.
type codec struct {
	decode func(options, rounds jsontext.Value) (scoring.Game, error)
	encode func(g scoring.Game) (options, rounds any, ok bool)
}

// codecs lists the games the file format knows, by their file name.
var codecs = map[string]codec{
	scoring.SkullKing: gameCodec(
		func(o skullking.Options, r []skullking.Round) *skullking.Match {
			return &skullking.Match{Options: o, Rounds: r}
		},
		func(m *skullking.Match) (skullking.Options, []skullking.Round) { return m.Options, m.Rounds }),
	scoring.SkipBo: gameCodec(
		func(o skipbo.Options, r []skipbo.Round) *skipbo.Match { return &skipbo.Match{Options: o, Rounds: r} },
		func(m *skipbo.Match) (skipbo.Options, []skipbo.Round) { return m.Options, m.Rounds }),
	scoring.Skull: gameCodec(
		func(o skull.Options, r []skull.Round) *skull.Match { return &skull.Match{Options: o, Rounds: r} },
		func(m *skull.Match) (skull.Options, []skull.Round) { return m.Options, m.Rounds }),
	scoring.Skuck: gameCodec(
		func(o skuck.Options, r []skuck.Round) *skuck.Match { return &skuck.Match{Options: o, Rounds: r} },
		func(m *skuck.Match) (skuck.Options, []skuck.Round) { return m.Options, m.Rounds }),
}

// gameCodec builds the codec of one game from its constructor and accessor.
func gameCodec[O, R any, G scoring.Game](build func(O, []R) G, parts func(G) (O, []R)) codec {
	return codec{
		decode: func(options, rounds jsontext.Value) (scoring.Game, error) {
			var o O
			var r []R
			if len(options) > 0 {
				if err := unmarshal(options, &o); err != nil {
					return nil, fieldError("options", options, err)
				}
			}
			if len(rounds) > 0 {
				if err := unmarshal(rounds, &r); err != nil {
					return nil, fieldError("rounds", rounds, err)
				}
			}
			return build(o, r), nil
		},
		encode: func(g scoring.Game) (any, any, bool) {
			m, ok := g.(G)
			if !ok {
				return nil, nil, false
			}
			o, r := parts(m)
			if r == nil {
				r = []R{}
			}
			return o, r, true
		},
	}
}
