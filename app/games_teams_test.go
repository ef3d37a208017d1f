package app

import (
	"maps"
	"testing"

	"scorekeeper/scoring"
	"scorekeeper/scoring/skipbo"
	"scorekeeper/scoring/skullking"
)

// TestTeamsOf: the teams are named from the game's sides, whatever the
// game; a match played alone has none.
func TestTeamsOf(t *testing.T) {
	ps := []scoring.Player{{ID: "a", Name: "Anne"}, {ID: "b", Name: "Ben"}, {ID: "c", Name: "Carl"}, {ID: "d", Name: "Dora"}}
	teams := &scoring.Match{Players: ps, Game: &skipbo.Match{Options: skipbo.Options{Teams: [][]string{{"a", "c"}, {"b", "d"}}}}}
	want := map[string]string{"a": "Anne & Carl", "c": "Anne & Carl", "b": "Ben & Dora", "d": "Ben & Dora"}
	if got := teamsOf(teams); !maps.Equal(got, want) {
		t.Errorf("teams %v, want %v", got, want)
	}
	for _, g := range []scoring.Game{&skipbo.Match{}, &skullking.Match{}} {
		if got := teamsOf(&scoring.Match{Players: ps, Game: g}); got != nil {
			t.Errorf("%s alone: teams %v", g.Name(), got)
		}
	}
}

// TestMayBeTeams: only a game that may be played in teams by that many
// players (scoring.Def.Teams) needs its match read to name them.
func TestMayBeTeams(t *testing.T) {
	seats := func(n int) []scoring.Player { return make([]scoring.Player, n) }
	for _, c := range []struct {
		game    string
		players int
		want    bool
	}{
		{skipbo.Def.Name, 4, true},
		{skipbo.Def.Name, 6, true},
		{skipbo.Def.Name, 3, false},
		{skullking.Def.Name, 4, false},
		{"chess", 4, false},
	} {
		if got := mayBeTeams(scoring.Summary{Game: c.game, Players: seats(c.players)}); got != c.want {
			t.Errorf("%s with %d players: %v, want %v", c.game, c.players, got, c.want)
		}
	}
}
