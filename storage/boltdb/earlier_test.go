package boltdb

import (
	"compress/gzip"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"scorekeeper/scoring"
	"scorekeeper/scoring/stats"
)

// earlierFile copies testdata/schema5.db.gz, unpacked, into a temporary
// folder: a database the build of commit 4b29eb3 wrote (schema 5, facts
// format 1), made with `scorekeeper demo --db schema5.db --matches 60
// --seed 5` (60 matches of the four games, three of them in progress,
// two Skip-Bo matches in teams).
func earlierFile(t *testing.T) string {
	t.Helper()
	in, err := os.Open(filepath.Join("testdata", "schema5.db.gz"))
	if err != nil {
		t.Fatal(err)
	}
	defer in.Close()
	zr, err := gzip.NewReader(in)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "schema5.db")
	out, err := os.OpenFile(path, os.O_CREATE|os.O_WRONLY|os.O_EXCL, 0o600)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := io.Copy(out, zr); err != nil {
		t.Fatal(err)
	}
	if err := out.Close(); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestEarlierFacts: the statistics facts a database written by an
// earlier build holds check (they are byte for byte what this build
// derives) and add up to the statistics of its matches.
func TestEarlierFacts(t *testing.T) {
	db := mustOpenWith(t, earlierFile(t), &Options{NoDailyBackup: true})
	if rep, err := db.Check(); err != nil || !rep.OK() {
		t.Fatalf("check: %v %v", rep.Problems, err)
	}
	ms := all(t, db)
	if len(ms) != 60 {
		t.Fatalf("%d matches", len(ms))
	}
	g, err := db.Stats(stats.Filter{})
	if err != nil || !reflect.DeepEqual(g, stats.Compute(ms, stats.Filter{})) {
		t.Fatalf("stats differ from the matches': %v", err)
	}
	for _, id := range []string{ms[0].Players[0].ID, ms[1].Players[0].ID} {
		p, err := db.PlayerStats(id, stats.Filter{})
		if err != nil || !reflect.DeepEqual(p, stats.ForPlayer(ms, id, stats.Filter{})) {
			t.Fatalf("player %s: stats differ from the matches': %v", id, err)
		}
	}
	if l, _ := db.List(scoring.Query{Limit: 100}); len(l.Matches) != 60 {
		t.Errorf("listed %d", len(l.Matches))
	}
}
