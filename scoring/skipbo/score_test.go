package skipbo

import (
	"slices"
	"testing"

	"scorekeeper/scoring"
)

func TestRoundPoints(t *testing.T) {
	cases := []struct {
		name    string
		players int
		opts    Options
		round   Round
		want    []int
	}{
		// Rule book, "Winning the Game": "The winner of each round scores 25
		// points for winning the round and five additional points per card
		// remaining in each other player Stock pile." 25 + 5 x (4 + 7) = 80.
		{"rule book: 25 + 5 per card in each other stock", 3, Options{}, Round{"p1", left("p2", 4, "p3", 7)}, []int{80, 0, 0}},
		{"two players", 2, Options{}, Round{"p2", left("p1", 30)}, []int{0, 175}},
		{"one card left", 2, Options{}, Round{"p1", left("p2", 1)}, []int{30, 0}},
		{"six players, 20 each", 6, Options{}, Round{"p6", left("p1", 20, "p2", 20, "p3", 20, "p4", 20, "p5", 20)}, []int{0, 0, 0, 0, 0, 525}},
		// Penalty cards on the stock pile count like any other card. Rule book, "Team
		// Skip-Bo": "you must take two cards from the draw pile (without looking at them) and
		// place them on your stock pile"; "Special Rules": "If you draw too many cards, shuffle
		// the extra cards into your Stock pile." 30 + 2 left: 25 + 5 x 32 = 185.
		{"penalty cards count", 2, Options{}, Round{"p1", left("p2", 32)}, []int{185, 0}},
		{"team: an opponent's two penalty cards count", 4, teams4, Round{"p1", left("p3", 0, "p2", 32, "p4", 8)}, []int{225, 0, 225, 0}},
		// SPEC 1.2: the winning team scores as one unit; only opposing
		// players' stock piles count. 25 + 5 x (5 + 8) = 90 for p1 and p3.
		{"team: only opponents' piles count", 4, teams4, Round{"p3", left("p1", 0, "p2", 5, "p4", 8)}, []int{90, 0, 90, 0}},
		{"team: opponent at 0", 4, teams4, Round{"p2", left("p4", 0, "p1", 0, "p3", 6)}, []int{0, 55, 0, 55}},
		// 3 teams of 2: both other teams' piles count: 25 + 5 x (1+2+3+4) = 75.
		{"3 teams", 6, teams6x3, Round{"p5", left("p2", 0, "p1", 1, "p4", 2, "p3", 3, "p6", 4)}, []int{0, 75, 0, 0, 75, 0}},
		{"2 teams of 3", 6, Options{Teams: [][]string{{"p1", "p3", "p5"}, {"p2", "p4", "p6"}}},
			Round{"p4", left("p2", 0, "p6", 0, "p1", 10, "p3", 0, "p5", 9)}, []int{0, 120, 0, 120, 0, 120}},
		// Invalid entries still score something sensible.
		{"unknown winner", 2, Options{}, Round{"zz", left("p1", 4)}, []int{0, 0}},
		{"no winner", 2, Options{}, Round{"", left("p1", 4)}, []int{0, 0}},
		{"negative count counts 0", 2, Options{}, Round{"p1", left("p2", -9)}, []int{25, 0}},
		{"huge count is capped at the deck", 2, Options{}, Round{"p1", left("p2", 1<<60)}, []int{25 + 5*162, 0}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := c.opts.Points(seats(c.players), c.round); !slices.Equal(got, c.want) {
				t.Errorf("Points = %v, want %v", got, c.want)
			}
		})
	}
}

// Rule book: "Choose a point total to play to (500 is recommended to
// start)." SPEC 1.2: the match ends after the round in which a player
// reaches the target; highest total wins.
func TestTarget500(t *testing.T) {
	ps := seats(2)
	m := &Match{}
	// p1 wins 6 rounds with 13 cards left over: 6 x (25 + 65) = 540.
	// p2 wins one round in between with 20 cards left: 125.
	for i := range 6 {
		m.Rounds = append(m.Rounds, Round{"p1", left("p2", 13)})
		if i == 2 {
			m.Rounds = append(m.Rounds, Round{"p2", left("p1", 20)})
		}
		wantOver := i == 5 // 450 after five wins, 540 after six
		if got := m.Over(ps); got != wantOver {
			t.Fatalf("after p1's win %d: Over = %v, want %v (totals %v)", i+1, got, wantOver, m.Totals(ps))
		}
	}
	if got := m.EndRound(ps); got != 7 {
		t.Errorf("EndRound = %d, want 7", got)
	}
	st := m.Standings(ps)
	if st[0].Player.ID != "p1" || st[0].Total != 540 || st[0].Rank != 1 || st[1].Total != 125 || st[1].Rank != 2 {
		t.Errorf("standings %+v", st)
	}
	if got := scoring.Winners(st); !slices.Equal(got, []string{"p1"}) {
		t.Errorf("winners %v", got)
	}
	if is := m.Validate(ps); len(is) != 0 {
		t.Errorf("issues %v", is)
	}
	// Exactly reaching the target ends the match: 495 + 5 = 500.
	m = &Match{Rounds: []Round{{"p1", left("p2", 94)}}} // 25 + 470 = 495
	if m.Over(ps) {
		t.Error("over at 495")
	}
	m.Rounds = append(m.Rounds, Round{"p1", left("p2", 0)}) // invalid 0, scores 25
	if !m.Over(ps) {
		t.Error("not over at 520")
	}
}

func TestCustomTarget(t *testing.T) {
	ps := seats(3)
	m := &Match{Options: Options{Target: 100, Stock: 10}, Rounds: []Round{
		{"p2", left("p1", 5, "p3", 6)}, // p2 80
		{"p3", left("p1", 1, "p2", 2)}, // p3 40
		{"p2", left("p1", 1, "p3", 1)}, // p2 115: over
	}}
	if !m.Over(ps) || m.EndRound(ps) != 3 {
		t.Errorf("Over %v EndRound %d", m.Over(ps), m.EndRound(ps))
	}
	if got := m.Totals(ps); !slices.Equal(got, []int{0, 115, 40}) {
		t.Errorf("totals %v", got)
	}
	if got := m.ToGo(ps); !slices.Equal(got, []int{100, 0, 60}) {
		t.Errorf("ToGo %v", got)
	}
	if got := m.Leaders(ps); !slices.Equal(got, []string{"p2"}) {
		t.Errorf("Leaders %v", got)
	}
}

// Team play: every member gets the team's total and shares its rank.
func TestTeamStandings(t *testing.T) {
	ps := seats(4)
	m := &Match{Options: teams4, Rounds: []Round{
		{"p3", left("p1", 0, "p2", 5, "p4", 8)},  // team 0: 90
		{"p4", left("p2", 0, "p1", 10, "p3", 2)}, // team 1: 85
		{"p1", left("p3", 0, "p2", 1, "p4", 0)},  // team 0: 30
	}}
	if is := m.Validate(ps); len(is) != 0 {
		t.Fatalf("issues %v", is)
	}
	if got := m.Totals(ps); !slices.Equal(got, []int{120, 85, 120, 85}) {
		t.Errorf("totals %v", got)
	}
	if got := m.TeamTotals(ps); !slices.Equal(got, []int{120, 85}) {
		t.Errorf("team totals %v", got)
	}
	st := m.Standings(ps)
	var ids []string
	var ranks []int
	for _, s := range st {
		ids = append(ids, s.Player.ID)
		ranks = append(ranks, s.Rank)
	}
	if !slices.Equal(ids, []string{"p1", "p3", "p2", "p4"}) || !slices.Equal(ranks, []int{1, 1, 2, 2}) {
		t.Errorf("standings %v ranks %v", ids, ranks)
	}
	if got := m.Leaders(ps); !slices.Equal(got, []string{"p1", "p3"}) {
		t.Errorf("leaders %v", got)
	}
	if got := m.RoundPoints(ps, 2); !slices.Equal(got, []int{0, 85, 0, 85}) {
		t.Errorf("round 2 points %v", got)
	}
	if m.RoundPoints(ps, 0) != nil || m.RoundPoints(ps, 4) != nil {
		t.Error("RoundPoints out of range not nil")
	}
	if (&Match{}).TeamTotals(ps) != nil {
		t.Error("solo TeamTotals not nil")
	}
}

func TestRows(t *testing.T) {
	ps := seats(3)
	m := &Match{Rounds: []Round{
		{"p1", left("p2", 4, "p3", 7)},
		{"p3", left("p1", 2, "p2", 1)},
	}}
	rows := m.Rows(ps)
	want := []scoring.Row{
		{Round: 1, Player: "p1", Fields: []scoring.Field{{Name: "winner", Value: "p1"}, {Name: "stockLeft", Value: ""}}, Points: 80, Total: 80},
		{Round: 1, Player: "p2", Fields: []scoring.Field{{Name: "winner", Value: "p1"}, {Name: "stockLeft", Value: "4"}}, Points: 0, Total: 0},
		{Round: 1, Player: "p3", Fields: []scoring.Field{{Name: "winner", Value: "p1"}, {Name: "stockLeft", Value: "7"}}, Points: 0, Total: 0},
		{Round: 2, Player: "p1", Fields: []scoring.Field{{Name: "winner", Value: "p3"}, {Name: "stockLeft", Value: "2"}}, Points: 0, Total: 80},
		{Round: 2, Player: "p2", Fields: []scoring.Field{{Name: "winner", Value: "p3"}, {Name: "stockLeft", Value: "1"}}, Points: 0, Total: 0},
		{Round: 2, Player: "p3", Fields: []scoring.Field{{Name: "winner", Value: "p3"}, {Name: "stockLeft", Value: ""}}, Points: 40, Total: 40},
	}
	if len(rows) != len(want) {
		t.Fatalf("%d rows, want %d", len(rows), len(want))
	}
	for i := range rows {
		if rows[i].Round != want[i].Round || rows[i].Player != want[i].Player || rows[i].Points != want[i].Points ||
			rows[i].Total != want[i].Total || !slices.Equal(rows[i].Fields, want[i].Fields) {
			t.Errorf("row %d = %+v, want %+v", i, rows[i], want[i])
		}
	}
}

func TestEmptyMatch(t *testing.T) {
	for n := range 9 {
		ps := seats(n)
		m := &Match{}
		if m.Over(ps) || m.Len() != 0 || len(m.Rows(ps)) != 0 || m.Leaders(ps) != nil {
			t.Errorf("%d players: empty match not empty", n)
		}
		if st := m.Standings(ps); len(st) != n {
			t.Errorf("%d standings", len(st))
		}
	}
	if (&Match{}).Name() != "skipbo" {
		t.Error("name")
	}
}
