package skipbo

import (
	"fmt"
	"slices"
	"strings"

	"scorekeeper/scoring"
	"scorekeeper/scoring/scoringtest"
)

// seats returns n players p1..pn.
var seats = scoringtest.Seats

// left builds a stockLeft map from "id=count" pairs.
func left(kv ...any) map[string]int {
	m := map[string]int{}
	for i := 0; i+1 < len(kv); i += 2 {
		m[kv[i].(string)] = kv[i+1].(int)
	}
	return m
}

// brief renders issues without their arguments, one per line, e.g.
// "E r2 p3 stockLeft rule.skipbo.left.empty".
func brief(is scoring.Issues) []string {
	var out []string
	for _, i := range is {
		sev := "E"
		if i.Severity == scoring.Warning {
			sev = "W"
		}
		out = append(out, strings.Join([]string{sev, fmt.Sprintf("r%d", i.Round), i.Player, i.Field, i.Rule}, " "))
	}
	slices.Sort(out)
	return out
}

// totalsByID maps each player's id to their total.
func totalsByID(m *Match, players []scoring.Player) map[string]int {
	out := map[string]int{}
	for i, t := range m.Totals(players) {
		out[players[i].ID] = t
	}
	return out
}
