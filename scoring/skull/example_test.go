package skull

import (
	"testing"

	"scorekeeper/scoring/scoringtest"
)

// The example match file (testdata/skull.json) replays as worked out by hand.
func TestExampleFile(t *testing.T) {
	f := scoringtest.LoadExample[Options, Round](t, "skull")
	m := &Match{Options: f.Options, Rounds: f.Rounds}
	mustValid(t, m, f.Players)
	ss := m.States(f.Players)
	if ss[0].Start != "ben" || ss[4].LastChance != "cleo" || ss[4].Table != 18 {
		t.Fatalf("before round 5: %+v", ss[4])
	}
	if p := of(t, ss[5], "cleo"); !p.Eliminated || p.EliminatedIn != 5 || ss[5].Start != "emil" {
		t.Fatalf("cleo out on the Last chance round: %+v, start %q", p, ss[5].Start)
	}
	if ss[9].LastChance != "dana" || ss[9].Table != 14 || ss[10].LastChance != "" || of(t, ss[10], "dana").Discs != 1 {
		t.Fatalf("dana's Last chance: %+v / %+v", ss[9], ss[10])
	}
	if !ss[11].ChooseStart || ss[11].Start != "emil" || of(t, ss[11], "dana").EliminatedIn != 11 {
		t.Fatalf("dana out on her own skull: %+v", ss[11])
	}
	s := ss[13]
	if !s.Over || s.Winner != "ben" {
		t.Fatalf("end: %+v", s)
	}
	scoringtest.CheckStandings(t, m.Standings(f.Players), f.Want)
}
