package boltdb

import (
	"path/filepath"
	"testing"

	"scorekeeper/storage/dbfile"
)

// TestStampWiring: a database closed cleanly opens again without the
// page walk (its verified stamp, storage/dbfile, tested there); a
// commit that failed after writing voids the stamp, and the next Open
// walks.
func TestStampWiring(t *testing.T) {
	path := filepath.Join(t.TempDir(), "s.db")
	db := mustOpenAt(t, path)
	if _, err := db.AddPlayer("Anne"); err != nil {
		t.Fatal(err)
	}
	closeDB(t, db)
	n := dbfile.Walks()
	db = mustOpenAt(t, path)
	if dbfile.Walks() != n {
		t.Error("a file closed cleanly was walked")
	}
	db.stamps.Failed() // what update does when a commit fails after fn
	closeDB(t, db)
	n = dbfile.Walks()
	closeDB(t, mustOpenAt(t, path))
	if dbfile.Walks() == n {
		t.Error("a file whose commit failed was not walked")
	}
}
