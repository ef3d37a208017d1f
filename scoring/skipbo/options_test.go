package skipbo

import (
	"scorekeeper/scoring"
	"slices"
	"testing"
)

// Rule book, "Beginning Play": "The dealer deals 30 cards to each player
// if there are two to four players. In five to six player games, each
// player is dealt 20 cards." SPEC 1.2: a shorter custom size may be chosen.
func TestStockSize(t *testing.T) {
	for _, c := range []struct {
		players, stock, want int
	}{
		{2, 0, 30}, {3, 0, 30}, {4, 0, 30},
		{5, 0, 20}, {6, 0, 20},
		{4, 10, 10}, {6, 10, 10}, {2, 30, 30},
		// Rule book, FAQ "How many cards do you distribute in Skip-Bo?": "Each player
		// is dealt 30 cards (recommended 10-15 for faster play)".
		{2, 15, 15}, {5, 15, 15},
	} {
		if got := (Options{Stock: c.stock}).StockSize(c.players); got != c.want {
			t.Errorf("StockSize(%d players, stock %d) = %d, want %d", c.players, c.stock, got, c.want)
		}
	}
}

// Rule book, "Winning the Game": "Choose a point total to play to (500 is
// recommended to start)." SPEC 1.2: any other target may be chosen.
func TestTargetScore(t *testing.T) {
	if got := (Options{}).TargetScore(); got != 500 {
		t.Errorf("default target = %d, want 500", got)
	}
	if got := (Options{Target: 300}).TargetScore(); got != 300 {
		t.Errorf("target 300 = %d", got)
	}
}

func TestTeamOf(t *testing.T) {
	o := Options{Teams: [][]string{{"p1", "p3"}, {"p2", "p4"}}}
	for id, want := range map[string]int{"p1": 0, "p3": 0, "p2": 1, "p4": 1, "x": -1} {
		if got := o.TeamOf(id); got != want {
			t.Errorf("TeamOf(%s) = %d, want %d", id, got, want)
		}
	}
	if !o.TeamPlay() || (Options{}).TeamPlay() {
		t.Error("TeamPlay wrong")
	}
	if got := (Options{}).TeamOf("p1"); got != -1 {
		t.Errorf("solo TeamOf = %d", got)
	}
}

func TestValidateOptions(t *testing.T) {
	cases := []struct {
		name    string
		players int
		opts    Options
		want    []string
	}{
		{"defaults 2 players", 2, Options{}, nil},
		{"defaults 6 players", 6, Options{}, nil},
		{"1 player", 1, Options{}, []string{"E r0  players rule.skipbo.players"}},
		{"7 players", 7, Options{}, []string{"E r0  players rule.skipbo.players"}},
		{"no players", 0, Options{}, []string{"E r0  players rule.skipbo.players"}},
		{"custom stock 10", 4, Options{Stock: 10}, nil},
		{"stock 1", 5, Options{Stock: 1}, nil},
		{"stock 30 for 4", 4, Options{Stock: 30}, nil},
		{"stock 30 for 5 is longer than dealt", 5, Options{Stock: 30}, []string{"E r0  stock rule.skipbo.stock.max"}},
		{"stock 31 for 2", 2, Options{Stock: 31}, []string{"E r0  stock rule.skipbo.stock.max"}},
		{"negative stock", 3, Options{Stock: -1}, []string{"E r0  stock rule.range"}},
		{"target 1", 3, Options{Target: 1}, nil},
		{"target 1000", 3, Options{Target: 1000}, nil},
		{"negative target", 3, Options{Target: -5}, []string{"E r0  target rule.skipbo.target.min"}},
		{"2 teams of 2", 4, Options{Teams: [][]string{{"p1", "p3"}, {"p2", "p4"}}}, nil},
		{"2 teams of 3", 6, Options{Teams: [][]string{{"p1", "p3", "p5"}, {"p2", "p4", "p6"}}}, nil},
		{"3 teams of 2", 6, Options{Teams: [][]string{{"p1", "p4"}, {"p2", "p5"}, {"p3", "p6"}}}, nil},
		{"2 teams of 1", 2, Options{Teams: [][]string{{"p1"}, {"p2"}}}, []string{"E r0  teams rule.skipbo.teams.shape"}},
		{"teams of 2 and 3", 5, Options{Teams: [][]string{{"p1", "p2"}, {"p3", "p4", "p5"}}}, []string{"E r0  teams rule.skipbo.teams.shape"}},
		{"one team", 4, Options{Teams: [][]string{{"p1", "p2", "p3", "p4"}}}, []string{"E r0  teams rule.skipbo.teams.shape"}},
		{"4 teams of 2", 6, Options{Teams: [][]string{{"p1", "p2"}, {"p3", "p4"}, {"p5", "p6"}, {"x", "y"}}}, []string{
			"E r0  teams rule.skipbo.teams.shape", "E r0  teams rule.skipbo.teams.unknown", "E r0  teams rule.skipbo.teams.unknown"}},
		{"player in no team", 6, Options{Teams: [][]string{{"p1", "p2"}, {"p3", "p4"}}}, []string{
			"E r0 p5 teams rule.skipbo.teams.missing", "E r0 p6 teams rule.skipbo.teams.missing"}},
		{"unknown id", 4, Options{Teams: [][]string{{"p1", "p2"}, {"p3", "zz"}}}, []string{
			"E r0  teams rule.skipbo.teams.unknown", "E r0 p4 teams rule.skipbo.teams.missing"}},
		{"player in two teams", 4, Options{Teams: [][]string{{"p1", "p2"}, {"p1", "p4"}}}, []string{
			"E r0 p1 teams rule.skipbo.teams.duplicate", "E r0 p3 teams rule.skipbo.teams.missing"}},
		{"player twice in one team", 4, Options{Teams: [][]string{{"p1", "p1"}, {"p2", "p3"}}}, []string{
			"E r0 p1 teams rule.skipbo.teams.duplicate", "E r0 p4 teams rule.skipbo.teams.missing"}},
		{"empty team", 4, Options{Teams: [][]string{{}, {"p1", "p2", "p3", "p4"}}}, []string{"E r0  teams rule.skipbo.teams.shape"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := brief(c.opts.Validate(seats(c.players)))
			if !slices.Equal(got, c.want) {
				t.Errorf("got %q\nwant %q", got, c.want)
			}
		})
	}
}

// TestTeamsNamePlayers: a player twice in the teams is named by name,
// not by id (issue 21 item 10).
func TestTeamsNamePlayers(t *testing.T) {
	players := []scoring.Player{{ID: "1b4e28ba", Name: "Anne"}, {ID: "b", Name: "Ben"}, {ID: "c", Name: "Cleo"}, {ID: "d", Name: "Dan"}}
	for _, i := range (Options{Teams: [][]string{{"1b4e28ba", "b"}, {"1b4e28ba", "d"}}}).Validate(players) {
		if i.Rule == "rule.skipbo.teams.duplicate" && i.Args["Name"] != "Anne" {
			t.Errorf("args %v: no name", i.Args)
		}
	}
}
