package cli

import (
	"encoding/json"
	"math/rand/v2"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"scorekeeper/scoring"
	"scorekeeper/scoring/league"
	"scorekeeper/scoring/skuck"
	"scorekeeper/storage/bgstats"
	"scorekeeper/storage/boltdb"
)

// overAndOpen returns a finished and an unfinished match of the database.
func overAndOpen(t *testing.T, path string) (over, open string) {
	t.Helper()
	db, err := boltdb.Open(path, &boltdb.Options{ReadOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	p, err := db.List(scoring.Query{Limit: 200})
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range p.Matches {
		if s.Over && over == "" {
			over = s.ID
		}
		if !s.Over && open == "" {
			open = s.ID
		}
	}
	return over, open
}

func TestExportBGStats(t *testing.T) {
	path := demoDB(t, "60")
	over, open := overAndOpen(t, path)
	code, out, errs := runCLI("export", "--db", path, "--format", "bgstats", "--match", over)
	if code != ExitOK || !strings.HasPrefix(out, bgstats.ImportURL+"?data=") {
		t.Fatalf("%d %q %s", code, out, errs)
	}
	u, err := url.Parse(strings.TrimSpace(out))
	if err != nil {
		t.Fatal(err)
	}
	var p bgstats.Play
	if err := json.Unmarshal([]byte(u.Query().Get("data")), &p); err != nil || p.SourcePlayID != over || len(p.Players) < 2 || p.Players[0].Rank != 1 {
		t.Fatalf("play %+v %v", p, err)
	}
	for _, tc := range []struct {
		args []string
		code int
		msg  string
	}{
		{[]string{"export", "--db", path, "--format", "bgstats"}, ExitUsage, "--format bgstats needs --match"},
		{[]string{"export", "--db", path, "--format", "xml"}, ExitUsage, "--format must be csv or json"},
		{[]string{"export", "--db", path, "--format", "bgstats", "--match", "nope"}, ExitError, "match nope: not found"},
	} {
		code, _, errs := runCLI(tc.args...)
		if code != tc.code || !strings.Contains(errs, tc.msg) {
			t.Errorf("%v: %d %q, want %d %q", tc.args, code, errs, tc.code, tc.msg)
		}
	}
	if open != "" {
		if code, _, errs := runCLI("export", "--db", path, "--format", "bgstats", "--match", open); code != ExitError || !strings.Contains(errs, "not over") {
			t.Errorf("unfinished match: %d %s", code, errs)
		}
	}
}

// TestImportLeagues: a bundle with a league imports through the command
// with its counts; importing it again leaves it unchanged.
func TestImportLeagues(t *testing.T) {
	src := filepath.Join(t.TempDir(), "src.db")
	db, err := boltdb.Open(src, &boltdb.Options{NoDailyBackup: true})
	if err != nil {
		t.Fatal(err)
	}
	var ids []string
	var ps []scoring.Player
	for _, n := range []string{"Anne", "Bert", "Cleo", "Dirk"} {
		p, _ := db.AddPlayer(n)
		ids = append(ids, p.ID)
		ps = append(ps, scoring.Player{ID: p.ID, Name: p.Name})
	}
	l, _ := league.New("lg", "Tuesday", ids)
	if err := db.SaveLeague(l); err != nil {
		t.Fatal(err)
	}
	f := l.Current().Fixtures[0]
	two := []scoring.Player{ps[scoring.Index(ps, f.Home)], ps[scoring.Index(ps, f.Away)]}
	m := &scoring.Match{Players: two, Game: skuck.Simulate(rand.New(rand.NewPCG(1, 1)), two, skuck.Options{}), Finished: true}
	if _, err := db.RecordLeagueMatch("lg", m); err != nil {
		t.Fatal(err)
	}
	db.Close()
	file := filepath.Join(t.TempDir(), "all.json")
	if code, _, errs := runCLI("export", "--db", src, "--format", "json", "-o", file); code != ExitOK {
		t.Fatal(errs)
	}
	dst := filepath.Join(t.TempDir(), "dst.db")
	code, out, errs := runCLI("import", "--db", dst, file)
	if code != ExitOK || !strings.Contains(out, "added 1,") || !strings.Contains(out, "leagues: added 1, updated 0, unchanged 0, conflicts 0") {
		t.Fatalf("%d %s %s", code, out, errs)
	}
	code, out, _ = runCLI("import", "--db", dst, file)
	if code != ExitOK || !strings.Contains(out, "leagues: added 0, updated 0, unchanged 1, conflicts 0") {
		t.Fatalf("again: %d %s", code, out)
	}
	bad := filepath.Join(t.TempDir(), "bad.json")
	_ = os.WriteFile(bad, []byte(`{"format": "scorekeeper.bundle", "version": 1, "matches": [], "leagues": {"version": 1, "items": [{"id": "x", "name": "", "revision": 0, "players": [], "seasons": []}]}}`), 0o644)
	if code, _, errs := runCLI("import", "--db", dst, bad); code != ExitError || !strings.Contains(errs, "league x breaks the rules") || !strings.Contains(errs, "Give the league a name") {
		t.Errorf("bad league: %d %s", code, errs)
	}
}
