package matchfile

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"scorekeeper/scoring"
	"scorekeeper/scoring/games"
	"scorekeeper/scoring/skullking"
)

// SPEC 3: Skull King's expansions and powers are written when set and
// read back as set; absent, they stay absent (nil) and are not written.
func TestSkullKingInPlayOptions(t *testing.T) {
	cases := []struct {
		name    string
		options string
		wrote   []string // in the written options
		absent  []string // not in them
		want    skullking.InPlay
	}{
		{"absent", `{"scoring": "standard"}`, nil, []string{"expansions", "powers"}, skullking.InPlay{}},
		{"both set", `{"expansions": true, "powers": false}`, []string{`"expansions": true`, `"powers": false`}, nil, skullking.InPlay{Expansions: true}},
		{"one set", `{"powers": true}`, []string{`"powers": true`}, []string{"expansions"}, skullking.InPlay{Powers: true}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			ms, err := Decode([]byte(edit(t, `"options": {"scoring": "standard"}`, `"options": `+c.options)))
			if err != nil {
				t.Fatal(err)
			}
			var buf bytes.Buffer
			if err := Write(&buf, ms[0]); err != nil {
				t.Fatal(err)
			}
			written := buf.String()
			written = written[strings.Index(written, `"options"`):strings.Index(written, `"rounds"`)]
			for _, s := range c.wrote {
				if !strings.Contains(written, s) {
					t.Errorf("written options lack %s: %s", s, written)
				}
			}
			for _, s := range c.absent {
				if strings.Contains(written, s) {
					t.Errorf("written options have %s: %s", s, written)
				}
			}
			again, err := Decode(buf.Bytes())
			if err != nil {
				t.Fatal(err)
			}
			m := again[0].Game.(*skullking.Match)
			if got := m.InPlay(); got != c.want {
				t.Errorf("read back in play %+v, want %+v", got, c.want)
			}
			for _, f := range c.absent {
				if f == "expansions" && m.Options.Expansions != nil || f == "powers" && m.Options.Powers != nil {
					t.Errorf("%s read back as set", f)
				}
			}
		})
	}
}

// SPEC 1.2, 3: an omitted stockLeft count is 0. Ben's teammate Dora
// emptied her stock pile and is left out; only Ben's cards count.
func TestSkipBoOmittedCountIsZero(t *testing.T) {
	ms, err := Decode([]byte(`{"format": "scorekeeper.match", "version": 1, "id": "s1", "revision": 1,
	  "game": "skipbo",
	  "players": [{"id": "a", "name": "Anne"}, {"id": "b", "name": "Ben"}, {"id": "c", "name": "Cleo"}, {"id": "d", "name": "Dora"}],
	  "options": {"teams": [["a", "c"], ["b", "d"]]},
	  "rounds": [{"winner": "a", "stockLeft": {"b": 7}}]}`))
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range ms[0].Game.Standings(ms[0].Players) {
		want := 0
		if s.Player.ID == "a" || s.Player.ID == "c" {
			want = 25 + 5*7
		}
		if s.Total != want {
			t.Errorf("%s: %d, want %d", s.Player.Name, s.Total, want)
		}
	}
}

// ReplacePlayer leaves no trace of the old ids anywhere in the file: a
// demo match of every game, every player replaced, written out.
func TestReplacePlayerLeavesNoTrace(t *testing.T) {
	pool := []scoring.Player{{ID: "old-a", Name: "A"}, {ID: "old-b", Name: "B"}, {ID: "old-c", Name: "C"},
		{ID: "old-d", Name: "D"}, {ID: "old-e", Name: "E"}, {ID: "old-f", Name: "F"}, {ID: "old-g", Name: "G"}, {ID: "old-h", Name: "H"}}
	for _, def := range games.All() {
		for seed := range uint64(6) {
			ps, g := def.Demo(rand.New(rand.NewPCG(seed, 3)), pool)
			for i := range ps {
				id := fmt.Sprintf("new-%d", i)
				g.ReplacePlayer(ps[i].ID, id)
				ps[i].ID = id
			}
			var buf bytes.Buffer
			if err := Write(&buf, &scoring.Match{ID: "m", Players: ps, Game: g}); err != nil {
				t.Fatal(err)
			}
			if strings.Contains(buf.String(), "old-") {
				t.Fatalf("%s: an old id is left:\n%s", def.Name, buf.String())
			}
		}
	}
}
