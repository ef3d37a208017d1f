package skipbo

import (
	"os"
	"slices"
	"testing"

	"github.com/go-json-experiment/json"

	"scorekeeper/scoring"
)

// The example match file decodes, validates (one warning: penalty cards
// in round 3), has ended, and scores as worked out by hand in
// testdata/skipbo.want.json.
func TestExampleFile(t *testing.T) {
	var in struct {
		Players  []scoring.Player `json:"players"`
		Options  Options          `json:"options"`
		Rounds   []Round          `json:"rounds"`
		Finished bool             `json:"finished"`
	}
	var want struct {
		Standings []struct {
			Player string `json:"player"`
			Name   string `json:"name"`
			Total  int    `json:"total"`
			Rank   int    `json:"rank"`
		} `json:"standings"`
		Winners []string `json:"winners"`
	}
	for name, v := range map[string]any{"skipbo.json": &in, "skipbo.want.json": &want} {
		data, err := os.ReadFile("../../testdata/" + name)
		if err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal(data, v); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
	}
	m := &Match{Options: in.Options, Rounds: in.Rounds}
	is := m.Validate(in.Players)
	if got := brief(is); !slices.Equal(got, []string{"W r3 6fa459ea-ee8a-4ca4-894e-db77e160355e stockLeft rule.skipbo.left.penalty"}) {
		t.Errorf("issues %q", got)
	}
	if !m.Over(in.Players) || !in.Finished {
		t.Error("example match not over")
	}
	st := m.Standings(in.Players)
	if len(st) != len(want.Standings) {
		t.Fatalf("%d standings", len(st))
	}
	for i, w := range want.Standings {
		s := st[i]
		if s.Player.ID != w.Player || s.Player.Name != w.Name || s.Total != w.Total || s.Rank != w.Rank {
			t.Errorf("standing %d = %+v, want %+v", i, s, w)
		}
	}
	if got := scoring.Winners(st); !slices.Equal(got, want.Winners) {
		t.Errorf("winners %v, want %v", got, want.Winners)
	}
}

// Options and rounds round-trip through the match file's JSON, and
// defaults are never written.
func TestJSON(t *testing.T) {
	data, err := json.Marshal(Match{Rounds: []Round{{Winner: "p1", StockLeft: left("p2", 3)}}})
	if err != nil {
		t.Fatal(err)
	}
	if got, want := string(data), `{"options":{},"rounds":[{"winner":"p1","stockLeft":{"p2":3}}]}`; got != want {
		t.Errorf("got %s, want %s", got, want)
	}
	var o Options
	if err := json.Unmarshal([]byte(`{"stock":10,"target":300,"teams":[["a","b"],["c","d"]]}`), &o); err != nil {
		t.Fatal(err)
	}
	if o.Stock != 10 || o.Target != 300 || len(o.Teams) != 2 || o.Teams[1][1] != "d" {
		t.Errorf("decoded %+v", o)
	}
}
