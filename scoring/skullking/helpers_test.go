package skullking

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"scorekeeper/scoring"
	"scorekeeper/scoring/scoringtest"
)

// table builds players from ids; the name is the id capitalized.
func table(ids ...string) []scoring.Player {
	ps := make([]scoring.Player, len(ids))
	for i, id := range ids {
		ps[i] = scoring.Player{ID: id, Name: strings.ToUpper(id[:1]) + id[1:]}
	}
	return ps
}

// seats returns n players p1..pn.
var seats = scoringtest.Seats

// e is an entry with a bid and tricks won.
func e(id string, bid, tricks int) Entry { return Entry{Player: id, Bid: bid, Tricks: tricks} }

// rules lists issues as "round/player/field rule", warnings with a "warn " prefix.
func rules(is scoring.Issues) []string {
	var out []string
	for _, i := range is {
		s := fmt.Sprintf("%d/%s/%s %s", i.Round, i.Player, i.Field, i.Rule)
		if i.Severity == scoring.Warning {
			s = "warn " + s
		}
		out = append(out, s)
	}
	return out
}

// randFor is a deterministic source for tests.
func randFor(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, seed)) }
