package skuck

import (
	"os"
	"testing"

	"github.com/go-json-experiment/json"
	"scorekeeper/scoring"
)

// The example match file decodes, validates and gives the standings of
// skuck.want.json, which were worked out by hand:
// Ron: 14/12 -2; 11/11 0 less the 1st renege = -1 (still a zero, and a
// Click with Sue's 16); 15/14 -1 less the 2nd renege = -3; 13/13 0.
// -6 with 2 zeros, +3 = -3. Sue: 13/15 -2; 16/16 0; 12/13 -1 less the 1st
// miscount = -3; 12/14 -2 less a time fault = -3. -8 with 1 zero, +1 = -7.
func TestExampleFile(t *testing.T) {
	var file struct {
		Game     string           `json:"game"`
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
	for name, v := range map[string]any{"skuck.json": &file, "skuck.want.json": &want} {
		b, err := os.ReadFile("../../testdata/" + name)
		if err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal(b, v); err != nil {
			t.Fatal(name, err)
		}
	}
	m := &Match{Options: file.Options, Rounds: file.Rounds}
	if is := m.Validate(file.Players); len(is) != 0 {
		t.Fatalf("issues: %v", is)
	}
	if file.Game != m.Name() || !file.Finished || !m.Over(file.Players) {
		t.Error("a finished skuck match")
	}
	if !m.Rounds[1].Click() || !m.Rounds[1].CallerChoosesLead() {
		t.Error("game 2 is a Click, 13 points apart")
	}
	st := m.Standings(file.Players)
	if len(st) != len(want.Standings) {
		t.Fatalf("%d standings", len(st))
	}
	for i, w := range want.Standings {
		s := st[i]
		if s.Player.ID != w.Player || s.Player.Name != w.Name || s.Total != w.Total || s.Rank != w.Rank {
			t.Errorf("standing %d: %+v, want %+v", i, s, w)
		}
	}
	if got := scoring.Winners(st); len(got) != len(want.Winners) || got[0] != want.Winners[0] {
		t.Errorf("winners %v, want %v", got, want.Winners)
	}
}
