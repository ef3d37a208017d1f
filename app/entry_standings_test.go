package app

import (
	"strings"
	"testing"

	"scorekeeper/scoring"
	"scorekeeper/scoring/skull"
)

// TestSkullOutEverywhere: a Skull player with no disc left is "out" in
// the standings and the strip, as in the entry ("Cat 0 won, 0 discs").
func TestSkullOutEverywhere(t *testing.T) {
	m := testMatch(t, "skull")
	g := m.Game.(*skull.Match)
	gone := g.Eliminated(m.Players)
	if len(gone) == 0 {
		t.Fatal("the example has nobody out")
	}
	name := m.Players[scoring.Index(m.Players, gone[0])].Name
	places, _ := placesOf(m, m.Result())
	found := false
	for _, p := range places {
		if strings.Contains(p.text, ". "+name+"  ") {
			found = true
			if !strings.HasSuffix(p.text, name+"  out") || strings.Contains(p.text, "discs") {
				t.Errorf("standings say %q", p.text)
			}
		}
	}
	if !found {
		t.Errorf("%s not in the standings %v", name, places)
	}
	strip := stripString(newStrip(m, m.Game.Len()+1, 1000))
	if !strings.Contains(strip, name+" out") || strings.Contains(strip, name+" 0 won") {
		t.Errorf("strip %q", strip)
	}
}
