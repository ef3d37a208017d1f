package boltdb

import (
	"path/filepath"
	"testing"
)

// TestFixtureLeague: a match's league link survives reopening, is
// forgotten on request, and goes with its match.
func TestFixtureLeague(t *testing.T) {
	path := filepath.Join(t.TempDir(), "fixtures.db")
	db := mustOpenAt(t, path)
	if id, err := db.FixtureLeague("m1"); id != "" || err != nil {
		t.Fatalf("no link yet: %q %v", id, err)
	}
	for _, id := range []string{"m1", "m2"} {
		if err := db.Save(skipboMatch(id, 1)); err != nil {
			t.Fatal(err)
		}
		if err := db.SetFixtureLeague(id, "league-"+id); err != nil {
			t.Fatal(err)
		}
	}
	closeDB(t, db)
	db = mustOpenAt(t, path)
	if id, err := db.FixtureLeague("m1"); id != "league-m1" || err != nil {
		t.Fatalf("after reopening: %q %v", id, err)
	}
	if err := db.SetFixtureLeague("m2", ""); err != nil {
		t.Fatal(err)
	}
	if id, _ := db.FixtureLeague("m2"); id != "" {
		t.Fatalf("forgotten link still there: %q", id)
	}
	if err := db.Delete("m1"); err != nil {
		t.Fatal(err)
	}
	if id, _ := db.FixtureLeague("m1"); id != "" {
		t.Fatalf("the link outlived its match: %q", id)
	}
}
