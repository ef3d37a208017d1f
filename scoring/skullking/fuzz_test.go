package skullking

import (
	"fmt"
	"testing"

	"github.com/go-json-experiment/json"

	"scorekeeper/scoring"
)

// file is the part of a match file the fuzzer feeds in.
type file struct {
	Options Options `json:"options"`
	Rounds  []Round `json:"rounds"`
}

func FuzzSkullking(f *testing.F) {
	for _, c := range scoreCases {
		opts := c.opts
		opts.Cards = Schedule(ScheduleStandard, opts.Hands(len(c.players)))
		rounds := make([]Round, c.round)
		rounds[c.round-1] = c.rd
		b, err := json.Marshal(file{Options: opts, Rounds: rounds})
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
	}
	for _, c := range validateCases {
		b, err := json.Marshal(file{Options: c.opts, Rounds: c.rounds})
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
	}
	f.Add([]byte(`{"options":{"cards":[-1,99999999999]},"rounds":[{"destroyed":-3,"entries":[{"player":"p1","bid":-9223372036854775808,"tricks":9223372036854775807,"harry":-9223372036854775808,"lootWith":["p1","p1",""]}]}]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		var in file
		if json.Unmarshal(data, &in) != nil {
			return
		}
		m := &Match{Options: in.Options, Rounds: in.Rounds}
		// Players: the ids the rounds name, then p1, p2, ... as needed.
		var pool []scoring.Player
		seen := map[string]bool{}
		for _, rd := range in.Rounds {
			for _, e := range rd.Entries {
				if !seen[e.Player] && len(pool) < MaxPlayers+1 {
					seen[e.Player] = true
					pool = append(pool, scoring.Player{ID: e.Player})
				}
			}
		}
		for i := 1; len(pool) < MaxPlayers+1; i++ {
			if id := fmt.Sprintf("p%d", i); !seen[id] {
				seen[id] = true
				pool = append(pool, scoring.Player{ID: id})
			}
		}
		for n := 0; n <= MaxPlayers+1; n++ {
			players := pool[:n]
			_ = m.Validate(players)
			s := m.Standings(players)
			rows := m.Rows(players)
			_ = m.Over(players)
			_ = m.Next(players)
			_ = m.Dishes(players)
			if len(s) != n || len(rows) != n*m.Len() {
				t.Fatalf("%d players: %d standings, %d rows", n, len(s), len(rows))
			}
			sim := Simulate(randFor(uint64(n)), players, in.Options)
			_ = sim.Validate(players)
		}
	})
}
