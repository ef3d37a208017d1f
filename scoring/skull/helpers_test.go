package skull

import (
	"testing"

	"scorekeeper/scoring"
	"scorekeeper/scoring/scoringtest"
)

// seats returns n players p1..pn.
var seats = scoringtest.Seats

func win(c string, bid int) Round { return Round{Challenger: c, Bid: bid, Result: Won} }

func lose(c string, bid int, skullOf string) Round {
	return Round{Challenger: c, Bid: bid, Result: Lost, SkullOf: skullOf}
}

// mustValid fails the test when the match has any issue.
func mustValid(t *testing.T, m *Match, players []scoring.Player) {
	t.Helper()
	if is := m.Validate(players); len(is) > 0 {
		t.Fatalf("unexpected issues: %v", is)
	}
}

func of(t *testing.T, s State, id string) PlayerState {
	t.Helper()
	p, ok := s.Of(id)
	if !ok {
		t.Fatalf("no player %s", id)
	}
	return p
}
