package skullking

import (
	"slices"
	"testing"
)

func TestSchedules(t *testing.T) {
	// SPEC 1.1 and full rules 9 (duration variants), for 4 players (cap 17: no effect).
	cases := map[string][]int{
		ScheduleStandard:   {1, 2, 3, 4, 5, 6, 7, 8, 9, 10},
		ScheduleBlitz:      {5, 5, 5, 5, 5},
		ScheduleWhirlpool:  {9, 7, 5, 3, 1},
		ScheduleBroadside:  {10, 10, 10, 10, 10, 10, 10, 10, 10, 10},
		ScheduleEvenKeeled: {2, 4, 6, 8, 10},
		ScheduleBrawl:      {6, 7, 8, 9, 10},
		ScheduleBedtime:    {1},
	}
	names := Schedules()
	if len(names) != len(cases) || names[0] != ScheduleStandard {
		t.Fatalf("Schedules() = %v", names)
	}
	for _, name := range names {
		if got := Schedule(name, 4); !slices.Equal(got, cases[name]) {
			t.Errorf("Schedule(%q, 4) = %v, want %v", name, got, cases[name])
		}
	}
	if Schedule("nonsense", 4) != nil {
		t.Error("unknown schedule should be nil")
	}
	// Basic rules, Key Terms: "Example: In the third round, three cards are dealt so three
	// tricks will be played that hand." Full rules, Glossary: "Round 3 = 3 cards per player = 3 tricks".
	if got := (&Match{}).Cards(3, seats(4)); got != 3 {
		t.Errorf("round 3 deals %d cards, want 3", got)
	}
}

func TestScheduleCapped(t *testing.T) {
	// SPEC 1.1: "8 players deal 8 in rounds 9 and 10 (the publisher's rule for 8 players)".
	if got, want := Schedule(ScheduleStandard, 8), []int{1, 2, 3, 4, 5, 6, 7, 8, 8, 8}; !slices.Equal(got, want) {
		t.Errorf("standard for 8: %v, want %v", got, want)
	}
	if got, want := Schedule(ScheduleBroadside, 8), slices.Repeat([]int{8}, 10); !slices.Equal(got, want) {
		t.Errorf("broadside for 8: %v, want %v", got, want)
	}
	// 7 players: 70/7 = 10, nothing capped.
	if got := Schedule(ScheduleStandard, 7); got[9] != 10 {
		t.Errorf("standard for 7: %v", got)
	}
	m := &Match{}
	players := seats(8)
	for r, want := range map[int]int{1: 1, 8: 8, 9: 8, 10: 8, 11: 0, 0: 0} {
		if got := m.Cards(r, players); got != want {
			t.Errorf("8 players, round %d: %d cards, want %d", r, got, want)
		}
	}
}

func TestMaxCards(t *testing.T) {
	for hands, want := range map[int]int{2: 35, 3: 23, 6: 11, 7: 10, 8: 8, 9: 7, 0: 70, -3: 70} {
		if got := MaxCards(hands); got != want {
			t.Errorf("MaxCards(%d) = %d, want %d", hands, got, want)
		}
	}
}

func TestDeals(t *testing.T) {
	if got := (Options{}).Deals(5); !slices.Equal(got, Schedule(ScheduleStandard, 5)) {
		t.Errorf("default deals: %v", got)
	}
	o := Options{Cards: []int{3, 3}}
	got := o.Deals(5)
	got[0] = 9
	if o.Cards[0] != 3 {
		t.Error("Deals must return a copy")
	}
	if (Options{Ghost: true}).Hands(2) != 3 || (Options{}).Hands(2) != 2 {
		t.Error("Hands counts the ghost")
	}
	if !(Options{Scoring: Rascal}).Rascal() || (Options{}).Rascal() {
		t.Error("Rascal()")
	}
}
