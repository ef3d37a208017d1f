package skullking

import "testing"

// SPEC 3: absent options are derived from the rounds; set ones are as set.
func TestInPlay(t *testing.T) {
	loot := Round{Entries: []Entry{{Player: "p1", Tricks: 1, LootWith: []string{"p2"}}, {Player: "p2", LootWith: []string{"p1"}}}}
	kraken := Round{Destroyed: 1}
	harry := Round{Entries: []Entry{{Player: "p1", Bid: 1, Harry: -1}}}
	wager := Round{Entries: []Entry{{Player: "p1", Tricks: 1, Wager: 10}}}
	plain := Round{Entries: []Entry{{Player: "p1", Bid: 1, Tricks: 1}}}
	cases := []struct {
		name   string
		opts   Options
		rounds []Round
		want   InPlay
	}{
		{"absent, no rounds", Options{}, nil, InPlay{}},
		{"absent, plain rounds", Options{}, []Round{plain, plain}, InPlay{}},
		{"absent, loot", Options{}, []Round{plain, loot}, InPlay{Expansions: true}},
		{"absent, a destroyed trick", Options{}, []Round{kraken}, InPlay{Expansions: true}},
		{"absent, harry", Options{}, []Round{harry}, InPlay{Powers: true}},
		{"absent, a wager", Options{}, []Round{plain, wager}, InPlay{Powers: true}},
		{"absent, both", Options{}, []Round{loot, wager}, InPlay{Expansions: true, Powers: true}},
		{"set true, plain rounds", Options{Expansions: new(true), Powers: new(true)}, []Round{plain}, InPlay{Expansions: true, Powers: true}},
		{"set false, used anyway", Options{Expansions: new(false), Powers: new(false)}, []Round{loot, harry}, InPlay{}},
		{"one set, one derived", Options{Powers: new(false)}, []Round{kraken, wager}, InPlay{Expansions: true}},
	}
	for _, c := range cases {
		m := &Match{Options: c.opts, Rounds: c.rounds}
		if got := m.InPlay(); got != c.want {
			t.Errorf("%s: %+v, want %+v", c.name, got, c.want)
		}
	}
}
