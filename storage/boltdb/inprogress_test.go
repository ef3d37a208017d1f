package boltdb

import (
	"slices"
	"strings"
	"testing"
	"time"

	"go.etcd.io/bbolt"

	"scorekeeper/scoring"
	"scorekeeper/scoring/skipbo"

	"scorekeeper/storage/boltdb/internal/records"
)

// openMatch is a Skip-Bo match in progress, created at t.
func openMatch(id string, t time.Time) *scoring.Match {
	return &scoring.Match{
		ID: id, Created: t,
		Players: []scoring.Player{{ID: "a", Name: "Anne"}, {ID: "b", Name: "Ben"}},
		Game:    &skipbo.Match{Options: skipbo.Options{Target: 100}},
	}
}

// inProgressIDs lists the matches in progress, and checks them against
// the whole history filtered the slow way.
func inProgressIDs(t *testing.T, db *DB) []string {
	t.Helper()
	ss, err := db.InProgress(0)
	if err != nil {
		t.Fatal(err)
	}
	all, err := db.List(scoring.Query{Limit: 100000})
	if err != nil {
		t.Fatal(err)
	}
	var want []string
	for _, s := range all.Matches {
		if s.InProgress() {
			want = append(want, s.ID)
		}
	}
	if !slices.Equal(ids(ss), want) {
		t.Fatalf("in progress %v, the history says %v", ids(ss), want)
	}
	return ids(ss)
}

// TestInProgress: matches being played are listed newest first from their
// own index, among many finished ones; a match leaves it when it ends or
// is deleted; conflict copies are not in it; check and repair keep it.
func TestInProgress(t *testing.T) {
	db := mustOpen(t)
	if _, err := db.Import(demoMatches(5, 60)); err != nil { // demo matches are finished
		t.Fatal(err)
	}
	demoOpen := inProgressIDs(t, db) // the demo leaves a few unfinished
	for i, id := range []string{"old", "mid", "new"} {
		if err := db.Save(openMatch(id, testNow.Add(time.Duration(i)*time.Hour))); err != nil {
			t.Fatal(err)
		}
	}
	if got := inProgressIDs(t, db); !slices.Equal(got, append([]string{"new", "mid", "old"}, demoOpen...)) {
		t.Fatalf("in progress %v", got)
	}
	// "mid" ends: Anne reaches the target
	m, _ := db.Get("mid")
	m.Game.(*skipbo.Match).Rounds = []skipbo.Round{{Winner: "a", StockLeft: map[string]int{"b": 20}}}
	if err := db.Save(m); err != nil {
		t.Fatal(err)
	}
	if err := db.Delete("old"); err != nil {
		t.Fatal(err)
	}
	if got := inProgressIDs(t, db); !slices.Equal(got, append([]string{"new"}, demoOpen...)) {
		t.Fatalf("after one ended and one was deleted: %v", got)
	}
	// an imported different copy of "new" at the same revision is a conflict copy
	c, _ := db.Get("new")
	c.Players[1].Name = "Benno"
	rep, err := db.Import([]*scoring.Match{c})
	if err != nil || len(rep.Conflicts) != 1 {
		t.Fatalf("import: %+v %v", rep, err)
	}
	if got := inProgressIDs(t, db); !slices.Equal(got, append([]string{"new"}, demoOpen...)) {
		t.Fatalf("a conflict copy is listed: %v", got)
	}
	// a lost index entry is found by check and put back by repair
	err = db.bolt.Update(func(tx *bbolt.Tx) error {
		return tx.Bucket([]byte(records.BucketOpen)).Delete(records.IndexKeys(&scoring.Summary{ID: "new", Created: c.Created})[records.BucketOpen][0])
	})
	if err != nil {
		t.Fatal(err)
	}
	if r, _ := db.Check(); r.OK() {
		t.Fatal("check missed the lost entry")
	}
	if _, err := db.Repair(); err != nil {
		t.Fatal(err)
	}
	if got := inProgressIDs(t, db); !slices.Equal(got, append([]string{"new"}, demoOpen...)) {
		t.Fatalf("after repair: %v", got)
	}
}

// TestMigrationIndexesOpenMatches: a schema-2 file gets the index filled.
func TestMigrationIndexesOpenMatches(t *testing.T) {
	path := t.TempDir() + "/s2.db"
	db := mustOpenAt(t, path)
	if err := db.Save(openMatch("open", testNow)); err != nil {
		t.Fatal(err)
	}
	if _, err := db.Import(demoMatches(6, 10)); err != nil {
		t.Fatal(err)
	}
	// back to schema 2: no index of matches in progress
	noCheck(db) // a schema-2 file
	err := db.bolt.Update(func(tx *bbolt.Tx) error {
		if err := tx.DeleteBucket([]byte(records.BucketOpen)); err != nil {
			return err
		}
		return records.WriteVersion(tx, 2)
	})
	if err != nil {
		t.Fatal(err)
	}
	// Check reports the missing bucket (it used to fail reading it)
	if rep, err := db.Check(); err != nil || len(rep.Problems) != 1 || !strings.Contains(rep.Problems[0].What, `"idx_open" bucket is missing`) {
		t.Errorf("check of a schema-2 file: %v %v", rep.Problems, err)
	}
	closeDB(t, db)
	db = mustOpenAt(t, path)
	if got := inProgressIDs(t, db); len(got) == 0 || got[0] != "open" {
		t.Fatalf("after migrating: %v", got)
	}
}

func TestInProgressLimit(t *testing.T) {
	db := mustOpen(t)
	for i, id := range []string{"a", "b", "c"} {
		if err := db.Save(openMatch(id, testNow.Add(time.Duration(i)*time.Minute))); err != nil {
			t.Fatal(err)
		}
	}
	ss, err := db.InProgress(2)
	if err != nil || !slices.Equal(ids(ss), []string{"c", "b"}) {
		t.Fatalf("newest 2: %v %v", ids(ss), err)
	}
}
