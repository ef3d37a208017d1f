package skipbo

import (
	"testing"

	"github.com/go-json-experiment/json"
)

// file is the part of a match file the fuzz target decodes.
type file struct {
	Options Options `json:"options"`
	Rounds  []Round `json:"rounds"`
}

func FuzzSkipbo(f *testing.F) {
	for _, c := range roundCases {
		data, err := json.Marshal(file{c.opts, []Round{c.round}})
		if err != nil {
			f.Fatal(err)
		}
		f.Add(uint8(c.players), data)
	}
	f.Add(uint8(4), []byte(`{"options":{"stock":10,"target":100,"teams":[["p1","p3"],["p2","p4"]]},"rounds":[{"winner":"p1","stockLeft":{"p2":3,"p3":0,"p4":9}}]}`))
	f.Add(uint8(3), []byte(`{"options":{"stock":-1,"target":-1,"teams":[[],["p1","p1","zz"]]},"rounds":[{"winner":"zz","stockLeft":{"p2":-4,"":9223372036854775807}},{}]}`))
	f.Add(uint8(0), []byte(`{"rounds":[{"winner":""}]}`))
	f.Fuzz(func(t *testing.T, players uint8, data []byte) {
		var in file
		if err := json.Unmarshal(data, &in); err != nil {
			return
		}
		ps := seats(int(players % 9))
		m := &Match{Options: in.Options, Rounds: in.Rounds}
		m.Validate(ps)
		st := m.Standings(ps)
		rows := m.Rows(ps)
		m.Over(ps)
		m.Leaders(ps)
		m.TeamTotals(ps)
		m.ToGo(ps)
		if len(st) != len(ps) || len(rows) != len(ps)*m.Len() {
			t.Fatalf("%d standings, %d rows", len(st), len(rows))
		}
		for _, s := range st {
			if s.Total < 0 {
				t.Fatalf("negative total %+v", s)
			}
		}
	})
}
