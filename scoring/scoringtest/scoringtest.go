// Package scoringtest has what the game packages' tests share: seats,
// the example match files under testdata/ with their hand-worked
// standings, and the translation files. Only tests import it.
package scoringtest

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"testing"

	"github.com/go-json-experiment/json"

	"scorekeeper/scoring"
)

// Seats returns n players with ids p1..pn.
func Seats(n int) []scoring.Player {
	ps := make([]scoring.Player, n)
	for i := range ps {
		ps[i] = scoring.Player{ID: fmt.Sprintf("p%d", i+1), Name: fmt.Sprintf("Player %d", i+1)}
	}
	return ps
}

// root is the repository's root directory.
func root() string {
	_, file, _, _ := runtime.Caller(0)
	return filepath.Join(filepath.Dir(file), "..", "..")
}

// Example is a game's example match file (testdata/GAME.json) and the
// result worked out by hand for it (testdata/GAME.want.json).
type Example[O, R any] struct {
	Game     string           `json:"game"`
	Players  []scoring.Player `json:"players"`
	Options  O                `json:"options"`
	Rounds   []R              `json:"rounds"`
	Finished bool             `json:"finished"`
	Want     Want             `json:"-"`
}

// Want is the standings in the shape `scorekeeper score --format json` prints.
type Want struct {
	Game      string `json:"game"`
	Finished  bool   `json:"finished"`
	Standings []struct {
		Player string `json:"player"`
		Name   string `json:"name"`
		Total  int    `json:"total"`
		Rank   int    `json:"rank"`
	} `json:"standings"`
	Winners []string `json:"winners"`
}

// LoadExample reads testdata/GAME.json and testdata/GAME.want.json.
func LoadExample[O, R any](t testing.TB, game string) Example[O, R] {
	t.Helper()
	var ex Example[O, R]
	for name, v := range map[string]any{game + ".json": &ex, game + ".want.json": &ex.Want} {
		data, err := os.ReadFile(filepath.Join(root(), "testdata", name))
		if err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal(data, v); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
	}
	if ex.Game != game || ex.Want.Game != game || ex.Finished != ex.Want.Finished {
		t.Fatalf("example files of %s: game %q/%q, finished %v/%v", game, ex.Game, ex.Want.Game, ex.Finished, ex.Want.Finished)
	}
	return ex
}

// CheckStandings compares ranked standings and their winners with w.
func CheckStandings(t testing.TB, got []scoring.Standing, w Want) {
	t.Helper()
	if len(got) != len(w.Standings) {
		t.Fatalf("%d standings, want %d", len(got), len(w.Standings))
	}
	for i, ws := range w.Standings {
		s := got[i]
		if s.Player.ID != ws.Player || s.Player.Name != ws.Name || s.Total != ws.Total || s.Rank != ws.Rank {
			t.Errorf("place %d: %+v, want %+v", i+1, s, ws)
		}
	}
	if winners := scoring.Winners(got); !slices.Equal(winners, w.Winners) {
		t.Errorf("winners %v, want %v", winners, w.Winners)
	}
}

// Messages reads assets/translations/PREFIX.LANG.json.
func Messages(t testing.TB, prefix, lang string) map[string]string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(root(), "assets", "translations", prefix+"."+lang+".json"))
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]string
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatal(err)
	}
	return m
}

// Linear fails the test when work(build(2n)) allocates more than three
// times what work(build(n)) does: a cost linear in the rounds doubles, a
// quadratic one (a schedule copied per round) quadruples. Bytes, unlike
// time, do not depend on the machine's load.
func Linear[T any](tb testing.TB, n int, build func(n int) T, work func(T)) {
	tb.Helper()
	measure := func(n int) uint64 {
		x := build(n)
		work(x) // warm up: lazily built tables, pools
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		work(x)
		runtime.ReadMemStats(&after)
		return after.TotalAlloc - before.TotalAlloc
	}
	small, large := measure(n), measure(2*n)
	if large > 3*small {
		tb.Errorf("%d rounds allocate %d bytes, %d rounds %d bytes: more than linear", n, small, 2*n, large)
	}
}
