package skuck

import (
	"testing"

	"scorekeeper/scoring/scoringtest"
)

// The example match file decodes, validates and gives the standings of
// skuck.want.json, which were worked out by hand:
// Ron: 14/12 -2; 11/11 0 less the 1st renege = -1 (still a zero, and a
// Click with Sue's 16); 15/14 -1 less the 2nd renege = -3; 13/13 0.
// -6 with 2 zeros, +3 = -3. Sue: 13/15 -2; 16/16 0; 12/13 -1 less the 1st
// miscount = -3; 12/14 -2 less a time fault = -3. -8 with 1 zero, +1 = -7.
func TestExampleFile(t *testing.T) {
	file := scoringtest.LoadExample[Options, Round](t, "skuck")
	m := &Match{Options: file.Options, Rounds: file.Rounds}
	if is := m.Validate(file.Players); len(is) != 0 {
		t.Fatalf("issues: %v", is)
	}
	if file.Game != m.Name() || !file.Finished || !m.Over(file.Players) {
		t.Error("a finished skuck match")
	}
	if !m.Rounds[1].Click() || !m.Rounds[1].CallerChoosesLead() {
		t.Error("game 2 is a Click, 13 points apart")
	}
	scoringtest.CheckStandings(t, m.Standings(file.Players), file.Want)
}
