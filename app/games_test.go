package app

import (
	"slices"
	"testing"

	"scorekeeper/scoring/games"
)

// TestGamesListedOnce: the app offers every game of scoring/games, in its
// order, each with what the screens need.
func TestGamesListedOnce(t *testing.T) {
	if got, want := gameNames(), games.Names(); !slices.Equal(got, want) {
		t.Fatalf("app games %v, scoring/games %v", got, want)
	}
	if !slices.Equal(gameKeys, gameNames()) { // app.go's list, until it goes
		t.Errorf("gameKeys %v, gameUIs %v", gameKeys, gameNames())
	}
	for _, g := range gameUIs {
		if g.options == nil || g.form == nil || g.sheet == nil || g.statLines == nil {
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
