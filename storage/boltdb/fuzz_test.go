package boltdb

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

// FuzzImportJSON: no file makes Import panic; a file it accepts leaves a
// database that checks clean, and importing it again changes nothing.
func FuzzImportJSON(f *testing.F) {
	ms := demoMatches(31, 3)
	f.Add(bundle(f, ms...))
	f.Add(bundle(f, ms[0]))
	f.Add([]byte(`{"format": "scorekeeper.bundle", "version": 1, "matches": []}`))
	files, err := filepath.Glob("../../testdata/*.json")
	if err != nil || len(files) < 4 {
		f.Fatalf("the example match files (../../testdata) are gone: %v %v", files, err)
	}
	for _, p := range files {
		data, err := os.ReadFile(p)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	db := mustOpen(f)
	f.Fuzz(func(t *testing.T, data []byte) {
		rep, err := db.ImportFile(bytes.NewReader(data))
		if err != nil {
			if err.Error() == "" {
				t.Fatal("an error without a message")
			}
			return
		}
		before := stored(t, db)
		again, err := db.ImportFile(bytes.NewReader(data))
		if err != nil {
			t.Fatalf("the second import failed: %v", err)
		}
		if len(again.Added)+len(again.Updated)+len(again.Conflicts) != 0 {
			t.Fatalf("the second import changed something: %+v (first %+v)", again, rep)
		}
		after := stored(t, db)
		if len(before) != len(after) {
			t.Fatal("the second import changed the database")
		}
		if cr, err := db.Check(); err != nil || !cr.OK() {
			t.Fatalf("check after import: %v %v", cr.Problems, err)
		}
	})
}

// FuzzSyncImport: no record makes SyncImport panic or fail; a record it
// does not take is named in Broken; what it takes leaves a database that
// checks clean, and importing the same record again changes nothing.
func FuzzSyncImport(f *testing.F) {
	src := mustOpen(f)
	if err := src.Save(skipboMatch("m", 2)); err != nil {
		f.Fatal(err)
	}
	if err := src.RenamePlayer("pa", "Anna"); err != nil {
		f.Fatal(err)
	}
	if err := src.Delete("m"); err != nil {
		f.Fatal(err)
	}
	if err := src.Save(skipboMatch("m", 3)); err != nil {
		f.Fatal(err)
	}
	for _, r := range changesOf(f, src, 0) {
		f.Add(r.Kind, r.Data)
	}
	db := mustOpen(f)
	f.Fuzz(func(t *testing.T, kind string, data []byte) {
		recs := []Record{{Kind: kind, Name: "x", Data: data}}
		rep, err := db.SyncImport(recs)
		if err != nil {
			t.Fatal(err)
		}
		if len(rep.Broken) > 0 {
			if rep.Broken[kind+"/x"] == "" {
				t.Fatalf("broken without a message: %v", rep.Broken)
			}
			return
		}
		last, _ := db.Changes(0, func(Change) error { return nil })
		if again, err := db.SyncImport(recs); err != nil || again.Stored() != 0 {
			t.Fatalf("the second import changed something: %+v %v", again, err)
		}
		if n, _ := db.Changes(last, func(Change) error { return nil }); n != last {
			t.Fatal("the second import made a change")
		}
		if cr, err := db.Check(); err != nil || !cr.OK() {
			t.Fatalf("check after import: %v %v", cr.Problems, err)
		}
	})
}
