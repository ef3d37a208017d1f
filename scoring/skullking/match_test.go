package skullking

import (
	"slices"
	"testing"

	"scorekeeper/scoring"
)

func TestDealerAndLeader(t *testing.T) {
	players := seats(4)
	// SPEC 1.1: the deal passes left each round; the player left of the dealer leads.
	m := &Match{Options: Options{FirstDealer: "p3"}}
	wantDealer := []int{2, 3, 0, 1, 2, 3, 0, 1, 2, 3}
	for r := 1; r <= 10; r++ {
		if d := m.Dealer(r, players); d != wantDealer[r-1] {
			t.Errorf("round %d: dealer %d, want %d", r, d, wantDealer[r-1])
		}
		if l := m.Leader(r, players); l != (wantDealer[r-1]+1)%4 {
			t.Errorf("round %d: leader %d", r, l)
		}
	}
	// No first dealer (or an unknown one): the first seat deals round 1.
	for _, fd := range []string{"", "nobody"} {
		m := &Match{Options: Options{FirstDealer: fd}}
		if m.Dealer(1, players) != 0 || m.Leader(1, players) != 1 || m.Dealer(5, players) != 0 {
			t.Errorf("first dealer %q: dealer %d", fd, m.Dealer(1, players))
		}
	}
	if m.Dealer(1, nil) != -1 || m.Leader(1, nil) != -1 {
		t.Error("no players: -1")
	}
	if d := m.Dealer(-7, players); d < 0 || d > 3 {
		t.Errorf("odd round gives seat %d", d)
	}
}

func TestNextAndOver(t *testing.T) {
	players := seats(3)
	m := &Match{Options: Options{Cards: []int{2, 1}, FirstDealer: "p2"}}
	if got := m.Next(players); got != (Turn{Round: 1, Cards: 2, Dealer: 1, Leader: 2}) {
		t.Errorf("next: %+v", got)
	}
	m.Rounds = append(m.Rounds, Round{Entries: []Entry{e("p1", 1, 1), e("p2", 1, 1), e("p3", 0, 0)}})
	if m.Over(players) {
		t.Error("over after one of two rounds")
	}
	if got := m.Next(players); got != (Turn{Round: 2, Cards: 1, Dealer: 2, Leader: 0}) {
		t.Errorf("next: %+v", got)
	}
	m.Rounds = append(m.Rounds, Round{Entries: []Entry{e("p1", 0, 0), e("p2", 0, 0), e("p3", 1, 1)}})
	if !m.Over(players) || m.Len() != 2 {
		t.Error("not over after every round")
	}
	if got := m.Next(players); got.Round != 0 || got.Dealer != -1 {
		t.Errorf("next after the end: %+v", got)
	}
	if (&Match{Options: Options{Cards: []int{}}}).Over(players) {
		t.Error("an empty schedule is never over")
	}
}

func TestStandingsAndDishes(t *testing.T) {
	players := table("a", "b", "c")
	m := &Match{Options: Options{Cards: []int{1}}, Rounds: []Round{
		{Entries: []Entry{e("a", 0, 0), e("b", 0, 0), e("c", 1, 1)}}, // a 10, b 10, c 20
	}}
	s := m.Standings(players)
	got := []string{s[0].Player.ID, s[1].Player.ID, s[2].Player.ID}
	if !slices.Equal(got, []string{"c", "a", "b"}) || s[0].Rank != 1 || s[1].Rank != 2 || s[2].Rank != 2 {
		t.Errorf("standings: %+v", s)
	}
	if s[0].Total != 20 || s[1].Total != 10 {
		t.Errorf("totals: %+v", s)
	}
	// Equal lowest totals both do the dishes.
	if d := m.Dishes(players); !slices.Equal(d, []string{"a", "b"}) {
		t.Errorf("dishes: %v", d)
	}
	if w := scoring.Winners(s); !slices.Equal(w, []string{"c"}) {
		t.Errorf("winners: %v", w)
	}
}

func TestRows(t *testing.T) {
	players := table("a", "b")
	m := &Match{Options: Options{Cards: []int{2}}, Rounds: []Round{
		{Destroyed: 1, Entries: []Entry{{Player: "b", Bid: 1, Tricks: 1, LootWith: []string{"a"}}, {Player: "a", LootWith: []string{"b"}}}},
	}}
	rows := m.Rows(players)
	if len(rows) != 2 || rows[0].Player != "a" || rows[1].Player != "b" {
		t.Fatalf("rows: %+v", rows)
	}
	if rows[0].Points != 40 || rows[1].Points != 40 || rows[1].Total != 40 {
		t.Errorf("points: %+v", rows)
	}
	fields := map[string]string{}
	for _, f := range rows[1].Fields {
		fields[f.Name] = f.Value
	}
	for name, want := range map[string]string{"cards": "2", "destroyed": "1", "bid": "1", "tricks": "1", "lootWith": "a", "cannonball": "false",
		"dealer": "a", "bidPoints": "20", "bonusPoints": "20"} {
		if fields[name] != want {
			t.Errorf("%s = %q, want %q", name, fields[name], want)
		}
	}
	if m.Name() != "skullking" {
		t.Error(m.Name())
	}
}
