package gamestest_test

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"scorekeeper/cli"
	"scorekeeper/scoring"
	"scorekeeper/scoring/games"
	"scorekeeper/scoring/games/gamestest"
	"scorekeeper/scoring/sheet"
	"scorekeeper/scoring/stats"
	"scorekeeper/storage/boltdb"
	"scorekeeper/storage/matchfile"
)

// coinFile is a finished match of Coin: Anne wins three rounds of five.
const coinFile = `{"format": "scorekeeper.match", "version": 1,
 "id": "coin-1", "revision": 5,
 "created": "2026-11-21T19:04:05Z", "updated": "2026-11-21T19:14:05Z",
 "game": "coin",
 "players": [{"id": "a", "name": "Anne"}, {"id": "b", "name": "Ben"}, {"id": "c", "name": "Cleo"}],
 "options": {},
 "rounds": [{"winner": "a"}, {"winner": "b"}, {"winner": "a"}, {"winner": "c"}, {"winner": "a"}],
 "finished": false}
`

// run runs the command line; it must succeed.
func run(t *testing.T, args ...string) string {
	t.Helper()
	var out, errs bytes.Buffer
	if code := cli.Run(args, &out, &errs); code != cli.ExitOK {
		t.Fatalf("scorekeeper %s: exit %d: %s", strings.Join(args, " "), code, errs.String())
	}
	return out.String()
}

// TestFifthGame: a game registered from a test, touching no shared file,
// runs through everything that handles every game: the score command,
// the sheet, the database and its statistics, import, export as a match
// file, CSV and BG Stats, a sync folder between two databases, and the
// database check.
func TestFifthGame(t *testing.T) {
	if _, ok := games.ByName("coin"); ok {
		t.Fatal("coin is a game before the test registers it")
	}
	gamestest.Register(t, gamestest.Coin)
	dir := t.TempDir()
	file := filepath.Join(dir, "coin.json")
	if err := os.WriteFile(file, []byte(coinFile), 0o600); err != nil {
		t.Fatal(err)
	}
	ms, err := matchfile.Decode([]byte(coinFile))
	if err != nil {
		t.Fatal(err)
	}
	dbA, dbB := filepath.Join(dir, "a.db"), filepath.Join(dir, "b.db")
	coinScore(t, file)
	coinSheet(t, ms[0])
	run(t, "import", "--db", dbA, file)
	coinStats(t, dbA)
	exported := coinExport(t, dbA, ms[0])
	// a sync folder carries it to another database
	folder := filepath.Join(dir, "sync")
	if err := os.Mkdir(folder, 0o700); err != nil {
		t.Fatal(err)
	}
	run(t, "sync", "--db", dbA, "--folder", folder)
	run(t, "sync", "--db", dbB, "--folder", folder)
	if got := run(t, "export", "--db", dbB, "--format", "json"); got != exported {
		t.Errorf("after sync:\n%s\nwant\n%s", got, exported)
	}
	for _, db := range []string{dbA, dbB} {
		if out := run(t, "check", "--db", db); !strings.Contains(out, "ok") {
			t.Errorf("check %s:\n%s", db, out)
		}
	}
}

// coinScore: the score command ranks Anne first with 3.
func coinScore(t *testing.T, file string) {
	t.Helper()
	var res struct {
		Game      string
		Finished  bool
		Standings []struct {
			Player string
			Total  int
			Rank   int
		}
		Winners []string
	}
	if err := json.Unmarshal([]byte(run(t, "score", "--format", "json", file)), &res); err != nil {
		t.Fatal(err)
	}
	if res.Game != "coin" || !res.Finished || len(res.Standings) != 3 || res.Standings[0].Player != "a" || res.Standings[0].Total != 3 || !slices.Equal(res.Winners, []string{"a"}) {
		t.Errorf("score: %+v", res)
	}
	if out := run(t, "score", file); !strings.Contains(out, "Anne") || !strings.Contains(out, "Cleo") {
		t.Errorf("score as text:\n%s", out)
	}
}

// coinSheet: the sheet has the game's columns, the totals and the leader.
func coinSheet(t *testing.T, m *scoring.Match) {
	t.Helper()
	s := sheet.Of(m)
	if s.Rows != 5 || len(s.Cols) != 2 || !slices.Equal(s.Totals, []int{3, 1, 1}) || !slices.Equal(s.Leaders, []bool{true, false, false}) {
		t.Errorf("sheet: %d rows, %d columns, totals %v, leaders %v", s.Rows, len(s.Cols), s.Totals, s.Leaders)
	}
}

// coinStats: the database's statistics count the match and the game's
// own numbers.
func coinStats(t *testing.T, path string) {
	t.Helper()
	db, err := boltdb.Open(path, &boltdb.Options{NoDailyBackup: true})
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	g, err := db.Stats(stats.Filter{Game: "coin"})
	if err != nil {
		t.Fatal(err)
	}
	anne := g.Player("a")
	if anne == nil || anne.Game("coin").Played != 1 || anne.Game("coin").Won != 1 || anne.Numbers["coin"].(*gamestest.CoinStats).Rounds != (stats.Ratio{Hits: 3, Tries: 5}) {
		t.Errorf("stats of Anne: %+v", anne)
	}
	if ben, err := db.PlayerStats("b", stats.Filter{}); err != nil || ben.Numbers["coin"].(*gamestest.CoinStats).Rounds != (stats.Ratio{Hits: 1, Tries: 5}) {
		t.Errorf("stats of Ben: %+v %v", ben, err)
	}
}

// coinExport: the match file gives the match back; CSV and BG Stats
// have it. It returns the match file.
func coinExport(t *testing.T, db string, m *scoring.Match) string {
	t.Helper()
	exported := run(t, "export", "--db", db, "--format", "json")
	back, err := matchfile.Decode([]byte(exported))
	if err != nil || len(back) != 1 || !reflect.DeepEqual(back[0].Game, m.Game) || !reflect.DeepEqual(back[0].Players, m.Players) {
		t.Fatalf("exported as:\n%s\n%v", exported, err)
	}
	csv := run(t, "export", "--db", db, "--format", "csv")
	if lines := strings.Split(strings.TrimSpace(csv), "\n"); len(lines) != 1+15 || !strings.Contains(lines[0], "winner_name") || !strings.Contains(lines[0], "option_target") || !strings.Contains(csv, ",coin,") || !strings.Contains(csv, "Anne") {
		t.Errorf("csv:\n%s", csv)
	}
	if link := run(t, "export", "--db", db, "--format", "bgstats", "--match", "coin-1"); !strings.Contains(link, "Coin") {
		t.Errorf("bgstats: %s", link)
	}
	return exported
}

// TestRegisterEnds: a registered game is gone when its test ends, and
// the product's games stay as they were.
func TestRegisterEnds(t *testing.T) {
	before := games.Names()
	t.Run("registered", func(t *testing.T) {
		gamestest.Register(t, gamestest.Coin)
		if got := games.Names(); !slices.Equal(got, append(slices.Clone(before), "coin")) {
			t.Errorf("games %v", got)
		}
	})
	if got := games.Names(); !slices.Equal(got, before) {
		t.Errorf("after the test: games %v, want %v", got, before)
	}
	all := games.All()
	all[0] = scoring.Def{Name: "changed"}
	if games.All()[0].Name == "changed" {
		t.Error("games.All lets its caller change the list")
	}
}
