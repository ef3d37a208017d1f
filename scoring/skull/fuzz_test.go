package skull

import (
	"math/rand/v2"
	"testing"

	"github.com/go-json-experiment/json"

	"scorekeeper/scoring"
)

// FuzzSkull decodes options and rounds as the match-file reader does and
// runs everything on them for 0..8 players: nothing may panic.
func FuzzSkull(f *testing.F) {
	seeds := []*Match{
		{Rounds: []Round{win("p2", 3), lose("p3", 2, "p1"), win("p2", 5)}},
		{Rounds: []Round{lose("p1", 2, "p2"), lose("p1", 2, "p3"), lose("p1", 2, "p4"), {Challenger: "p1", Bid: 1, Result: Lost, SkullOf: "p1", NextStart: "p3"}}},
		{Options: Options{LastChance: true}, Rounds: []Round{lose("p1", 2, "p2"), lose("p1", 2, "p3"), lose("p1", 2, "p4"), lose("p1", 3, "p2")}},
		{Options: Options{StartPlayer: "zz"}, Rounds: []Round{win("zz", -1), {Result: "draw", Bid: 1 << 40}, lose("p1", 1, "p2")}},
		Simulate(rand.New(rand.NewPCG(1, 2)), seats(5), Options{LastChance: true}),
	}
	for i, m := range seeds {
		o, _ := json.Marshal(m.Options)
		r, _ := json.Marshal(m.Rounds)
		f.Add(o, r, uint8(3+i))
	}
	f.Add([]byte(`{"lastChance":1}`), []byte(`[{"challenger":"p1","bid":"x"}]`), uint8(0))
	f.Add([]byte(`null`), []byte(`[{},{"result":"won","challenger":"p1","challenger":"p2"}]`), uint8(9))
	f.Fuzz(func(t *testing.T, opts, rounds []byte, n uint8) {
		m := &Match{}
		_ = json.Unmarshal(opts, &m.Options)
		_ = json.Unmarshal(rounds, &m.Rounds)
		ps := seats(int(n % 9))
		if n >= 128 && len(ps) > 1 {
			ps[1].ID = ps[0].ID // duplicate ids
		}
		m.Validate(ps)
		st := m.Standings(ps)
		if len(st) != len(ps) {
			t.Fatalf("%d standings for %d players", len(st), len(ps))
		}
		rows := m.Rows(ps)
		if len(rows) != len(ps)*len(m.Rounds) {
			t.Fatalf("%d rows", len(rows))
		}
		m.Over(ps)
		m.States(ps)
		m.After(ps, Round{Challenger: "p1", Bid: 1, Result: Lost, SkullOf: "p1"})
		_ = scoring.Winners(st)
	})
}
