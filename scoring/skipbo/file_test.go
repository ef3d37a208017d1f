package skipbo

import (
	"slices"
	"testing"

	"github.com/go-json-experiment/json"

	"scorekeeper/scoring/scoringtest"
)

// The example match file decodes, validates (one warning: penalty cards
// in round 3), has ended, and scores as worked out by hand in
// testdata/skipbo.want.json.
func TestExampleFile(t *testing.T) {
	in := scoringtest.LoadExample[Options, Round](t, "skipbo")
	m := &Match{Options: in.Options, Rounds: in.Rounds}
	is := m.Validate(in.Players)
	if got := brief(is); !slices.Equal(got, []string{"W r3 6fa459ea-ee8a-4ca4-894e-db77e160355e stockLeft rule.skipbo.left.penalty"}) {
		t.Errorf("issues %q", got)
	}
	if !m.Over(in.Players) || !in.Finished {
		t.Error("example match not over")
	}
	scoringtest.CheckStandings(t, m.Standings(in.Players), in.Want)
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
