package scoring_test

import (
	"testing"

	"scorekeeper/scoring"
	"scorekeeper/scoring/skipbo"
	"scorekeeper/scoring/skull"
	"scorekeeper/scoring/skullking"
)

var seats = []scoring.Player{{ID: "a", Name: "Anne"}, {ID: "b", Name: "Ben"}, {ID: "c", Name: "Cleo"}}

func TestNextSeat(t *testing.T) {
	for _, c := range []struct {
		players []scoring.Player
		id      string
		want    string
	}{
		{seats, "a", "b"},
		{seats, "c", "a"}, // round the table
		{seats, "", "b"},  // none recorded: the first seat was first
		{seats, "gone", "b"},
		{nil, "a", ""},
	} {
		if got := scoring.NextSeat(c.players, c.id); got != c.want {
			t.Errorf("after %q: %q, want %q", c.id, got, c.want)
		}
	}
}

// TestAgain: the game played again keeps its options, has no rounds and
// moves the first dealer or start player on; the game played leaves
// unchanged.
func TestAgain(t *testing.T) {
	powers := true
	sk := &skullking.Match{Options: skullking.Options{FirstDealer: "c", Scoring: skullking.Rascal, Powers: &powers, Cards: []int{1, 2}},
		Rounds: []skullking.Round{{Entries: []skullking.Entry{{Player: "a"}, {Player: "b"}, {Player: "c", Tricks: 1}}}}}
	g := scoring.Again(sk, seats).(*skullking.Match)
	if g.Len() != 0 || g.Options.FirstDealer != "a" || g.Options.Scoring != skullking.Rascal || !*g.Options.Powers || len(g.Options.Cards) != 2 {
		t.Errorf("Skull King again: %+v", g.Options)
	}
	*g.Options.Powers = false
	if !*sk.Options.Powers || sk.Options.FirstDealer != "c" || sk.Len() != 1 {
		t.Error("the match played changed")
	}
	sl := &skull.Match{Options: skull.Options{LastChance: true}}
	if g := scoring.Again(sl, seats).(*skull.Match); g.Options.StartPlayer != "b" || !g.Options.LastChance {
		t.Errorf("Skull again: %+v", g.Options)
	}
	sb := &skipbo.Match{Options: skipbo.Options{Target: 300, Teams: [][]string{{"a", "c"}, {"b"}}}}
	if g := scoring.Again(sb, seats).(*skipbo.Match); g.Options.Target != 300 || len(g.Options.Teams) != 2 {
		t.Errorf("Skip-Bo again: %+v", g.Options)
	}
}
