package boltdb

import (
	"os"
	"path/filepath"
	"testing"
	"time"
)

// TestOpenCleansStale: Open removes the temporary files a killed writer
// left beside the database and in its backup folder (old, unlocked:
// atomicfile.CleanStale, tested there); anything else stays.
func TestOpenCleansStale(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "s.db")
	closeDB(t, mustOpenAt(t, path))
	if err := os.MkdirAll(path+".backups", 0o700); err != nil {
		t.Fatal(err)
	}
	old := time.Now().Add(-time.Hour)
	files := map[string]bool{ // name -> removed
		".s.db.tmp-123":  true, // an export or restore, killed
		".s.db.new-4567": true, // a creation, by an older version
		"s.db.backups/.s.db-20261121T190405.000Z-daily.db.tmp-89": true,
		".other.db.tmp-123": false, // another file's
		"notes.txt":         false,
	}
	for name := range files {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte("x"), 0o600); err != nil {
			t.Fatal(err)
		}
		if err := os.Chtimes(p, old, old); err != nil {
			t.Fatal(err)
		}
	}
	closeDB(t, mustOpenAt(t, path))
	for name, removed := range files {
		_, err := os.Lstat(filepath.Join(dir, name))
		if gone := os.IsNotExist(err); gone != removed {
			t.Errorf("%s: removed %v, want %v", name, gone, removed)
		}
	}
}
