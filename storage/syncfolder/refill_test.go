package syncfolder

import (
	"errors"
	"maps"
	"os"
	"path/filepath"
	"testing"

	"scorekeeper/scoring/league"
	"scorekeeper/storage/boltdb"
)

// group gives a database with demo matches, two roster players, a league
// and a deleted match (a tombstone): every kind of record a folder
// carries. It returns the id of the deleted match.
func group(t *testing.T, db *boltdb.DB) (deleted string) {
	t.Helper()
	p1, err := db.AddPlayer("Anne")
	if err != nil {
		t.Fatal(err)
	}
	p2, err := db.AddPlayer("Bert")
	if err != nil {
		t.Fatal(err)
	}
	l, err := league.New("lg1", "Tuesday", []string{p1.ID, p2.ID})
	if err != nil {
		t.Fatal(err)
	}
	if err := db.SaveLeague(l); err != nil {
		t.Fatal(err)
	}
	deleted = firstMatch(t, db).ID
	if err := db.Delete(deleted); err != nil {
		t.Fatal(err)
	}
	return deleted
}

// TestEmptiedFolderIsFilledAgain (issue 23): a wrote the group's records,
// b read them; the folder is emptied and a is gone. b's next pass writes
// everything it holds again (tombstones, leagues and players too), and a
// third database reads it all from the folder.
func TestEmptiedFolderIsFilledAgain(t *testing.T) {
	dir := t.TempDir()
	a, b, c := openDB(t, 1, 12), openDB(t, 0, 0), openDB(t, 0, 0)
	deleted := group(t, a)
	dbPass(t, a, dir)
	dbPass(t, b, dir)
	dbPass(t, b, dir) // the racy times of the files b read
	want := contents(t, b)
	if !maps.Equal(want, contents(t, a)) {
		t.Fatal("b does not hold what a wrote")
	}
	for _, kind := range Kinds {
		if err := os.RemoveAll(filepath.Join(dir, kind)); err != nil {
			t.Fatal(err)
		}
	}
	rep := dbPass(t, b, dir)
	if rep.Written != len(want) {
		t.Errorf("b wrote %d files into the emptied folder, want %d", rep.Written, len(want))
	}
	dbPass(t, c, dir)
	if got := contents(t, c); !maps.Equal(got, want) {
		t.Fatalf("the third database holds %d records, want %d", len(got), len(want))
	}
	if _, err := c.Get(deleted); !errors.Is(err, boltdb.ErrNotFound) {
		t.Fatalf("the deleted match: %v", err)
	}
	if rep := dbPass(t, b, dir); rep.Written != 0 {
		t.Fatalf("a pass after the refill wrote %d", rep.Written)
	}
}

// TestOneLostFileOfAnotherDevice: a single file b read and that went
// missing is written again (and only it).
func TestOneLostFileOfAnotherDevice(t *testing.T) {
	dir, a, b, id, path := synced(t)
	dbPass(t, b, dir)
	if err := os.Remove(path); err != nil {
		t.Fatal(err)
	}
	if rep := dbPass(t, b, dir); rep.Written != 1 || !exists(dir, fileName("matches", id)) {
		t.Fatalf("b did not write the lost file again (and only it): %+v", rep)
	}
	converge(t, a, b, dir)
}
