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
	files, _ := filepath.Glob("../testdata/*.json")
	for _, p := range files {
		if data, err := os.ReadFile(p); err == nil {
			f.Add(data)
		}
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
