package app

import (
	"slices"
	"strings"
	"testing"

	"scorekeeper/scoring/games"
)

// TestGamesListedOnce: the app offers every game of scoring/games, in its
// order, each with what the screens need.
func TestGamesListedOnce(t *testing.T) {
	if got, want := gameNames(), games.Names(); !slices.Equal(got, want) {
		t.Fatalf("app games %v, scoring/games %v", got, want)
	}
	for _, g := range gameUIs {
		if g.options == nil || g.form == nil || g.statLines == nil {
			t.Errorf("%s: incomplete description", g.name())
		}
		if uiOf(g.name()) != g {
			t.Errorf("%s: not found by name", g.name())
		}
	}
	if uiOf("chess") != nil || callsRoundsGames("chess") {
		t.Error("an unknown game is found")
	}
}

// TestPlayerCountReason: a game for an exact number of players says so,
// not "2 to 2".
func TestPlayerCountReason(t *testing.T) {
	u, _ := newTestUI(t)
	n := seatMatch(t, u, "skuck", "Anne", "Bob", "Carl")
	if got := n.reason.Text; got != "SKUCK is for 2 players." {
		t.Errorf("reason %q", got)
	}
	press(t, n.games.Buttons[indexOf(gameNames(), "skull")])
	n.Toggle(n.seats[2].ID) // unseat Carl: Skull needs 3
	if got := n.reason.Text; !strings.Contains(got, "3 to 6") {
		t.Errorf("reason %q", got)
	}
}
