package skuck

import (
	"fmt"
	"testing"

	"github.com/go-json-experiment/json"

	"scorekeeper/scoring"
)

// fuzzInput is what a fuzz case decodes: the match file's options and rounds.
type fuzzInput struct {
	Options Options `json:"options"`
	Rounds  []Round `json:"rounds"`
}

// FuzzSkuck (the brief said Fuzzskuck: go vet and the testing package
// require an upper-case letter after "Fuzz") decodes fuzzed match data
// and runs every method for 0..8 players: no panics.
func FuzzSkuck(f *testing.F) {
	for _, m := range []*Match{ruleBook(), valid(), {Options: Options{Disqualify: true}, Rounds: []Round{split(14, 14, 10)}}} {
		b, err := json.Marshal(fuzzInput{m.Options, m.Rounds})
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
	}
	f.Add([]byte(`{"options":{"games":-5},"rounds":[{"entries":[{"player":"a","bid":-9223372036854775808,"made":9223372036854775807,"reneges":9223372036854775807,"miscounts":9223372036854775807}]}]}`))
	f.Add([]byte(`{"options":{"games":99,"disqualify":true},"rounds":[{"trump":"x","caller":"z","entries":[{"player":"a"},{"player":"a"},{"player":"q","points":-60}]},{}]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		var in fuzzInput
		if json.Unmarshal(data, &in) != nil {
			return
		}
		m := &Match{Options: in.Options, Rounds: in.Rounds}
		for n := 0; n <= 8; n++ {
			players := make([]scoring.Player, n)
			for i := range players {
				players[i] = scoring.Player{ID: string(rune('a' + i)), Name: fmt.Sprint(i)}
			}
			if n == 8 { // duplicate ids
				players[7].ID = "a"
			}
			is := m.Validate(players)
			st := m.Standings(players)
			rows := m.Rows(players)
			m.Over(players)
			m.Next(players)
			if len(st) != n || len(rows) != n*len(m.Rounds) {
				t.Fatalf("%d players: %d standings, %d rows", n, len(st), len(rows))
			}
			if n == 2 && !is.HasErrors() {
				// A valid match scores within the rules' bounds.
				for _, s := range m.Scores(players) {
					if s.Final > Plussies(s.Played) || s.Final < -Tricks*s.Played-s.Penalty {
						t.Fatalf("score out of bounds: %+v", s)
					}
				}
			}
		}
	})
}
