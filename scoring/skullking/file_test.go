package skullking

import (
	"slices"
	"testing"

	"github.com/go-json-experiment/json"

	"scorekeeper/scoring"
	"scorekeeper/scoring/scoringtest"
)

// The example match file (testdata/skullking.json) decodes, validates
// without issues, is over, and scores the standings worked out by hand
// in testdata/skullking.want.json.
func TestExampleFile(t *testing.T) {
	f := scoringtest.LoadExample[Options, Round](t, "skullking")
	want := f.Want
	m := &Match{Options: f.Options, Rounds: f.Rounds}
	if f.Game != m.Name() || want.Game != m.Name() || !f.Finished || !want.Finished {
		t.Fatalf("game %q/%q finished %v/%v", f.Game, want.Game, f.Finished, want.Finished)
	}
	if is := m.Validate(f.Players); len(is) > 0 {
		t.Fatalf("issues: %v", rules(is))
	}
	if !m.Over(f.Players) {
		t.Fatal("not over")
	}
	scoringtest.CheckStandings(t, m.Standings(f.Players), want)
	// Cleo and Dan tie for last: they do the dishes.
	if got := m.Dishes(f.Players); !slices.Equal(got, []string{"cleo", "dan"}) {
		t.Errorf("dishes: %v", got)
	}
}

// Options and rounds survive a trip through the match file's JSON.
func TestJSONRoundTrip(t *testing.T) {
	players := seats(4)
	m := Simulate(randFor(7), players, Options{Scoring: Rascal, FirstDealer: "p2"})
	b, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	var back Match
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(totalsOf(m, players), totalsOf(&back, players)) || back.Options.FirstDealer != "p2" || back.Options.Scoring != Rascal {
		t.Fatalf("round trip changed the match: %s", b)
	}
	// Options at their zero value are written as {} (every field omitzero).
	if b, _ := json.Marshal(Options{}); string(b) != "{}" {
		t.Errorf("empty options: %s", b)
	}
	// Omitted entry numbers are 0.
	var rd Round
	if err := json.Unmarshal([]byte(`{"entries":[{"player":"p1","bid":2}]}`), &rd); err != nil || rd.Entries[0].Tricks != 0 || rd.Entries[0].Bid != 2 {
		t.Errorf("decoded %+v, %v", rd, err)
	}
}

func totalsOf(m *Match, players []scoring.Player) []int {
	var out []int
	for _, s := range m.Standings(players) {
		out = append(out, s.Total)
	}
	return out
}
