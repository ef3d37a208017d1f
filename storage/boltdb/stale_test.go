package boltdb

import (
	"io"
	"os"
	"path/filepath"
	"testing"
	"time"
)

// TestStaleTempFiles: Open removes the temporary files this program
// made beside the database and in its backup folder and left behind (a
// process killed while writing them): old and not locked. A file a live
// writer holds, a new one, and files with similar names that are not
// its own stay.
func TestStaleTempFiles(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "s.db")
	closeDB(t, mustOpenAt(t, path))
	backups := path + ".backups"
	if err := os.MkdirAll(backups, 0o700); err != nil {
		t.Fatal(err)
	}
	old := time.Now().Add(-time.Hour)
	files := map[string]bool{ // name -> removed
		".s.db.tmp-123":  true, // an export or restore, killed
		".s.db.new-4567": true, // a creation, by an older version
		"s.db.backups/.s.db-20261121T190405.000Z-daily.db.tmp-89": true,
		".s.db.tmp-777":     false, // locked by a live writer (below)
		"s.db.tmp-123":      false, // not hidden: not ours
		".s.db.tmp-abc":     false, // not CreateTemp's digits
		".other.db.tmp-123": false, // another file's
		".s.db.tmp-":        false,
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
	fresh := filepath.Join(dir, ".s.db.tmp-555") // being written right now
	if err := os.WriteFile(fresh, []byte("x"), 0o600); err != nil {
		t.Fatal(err)
	}
	files[".s.db.tmp-555"] = false
	if err := os.Mkdir(filepath.Join(dir, ".s.db.tmp-999"), 0o700); err != nil {
		t.Fatal(err)
	}
	files[".s.db.tmp-999"] = false
	live, err := os.Open(filepath.Join(dir, ".s.db.tmp-777"))
	if err != nil {
		t.Fatal(err)
	}
	defer live.Close()
	if !tryLock(live) {
		t.Fatal("lock")
	}
	closeDB(t, mustOpenAt(t, path))
	for name, removed := range files {
		_, err := os.Lstat(filepath.Join(dir, name))
		if gone := os.IsNotExist(err); gone != removed {
			t.Errorf("%s: removed %v, want %v", name, gone, removed)
		}
	}
	// An atomic write (an export) removes its own target's leftovers.
	leftover := filepath.Join(dir, ".all.csv.tmp-42")
	os.WriteFile(leftover, []byte("x"), 0o600)
	os.Chtimes(leftover, old, old)
	if err := WriteFileAtomic(filepath.Join(dir, "all.csv"), func(w io.Writer) error { return nil }); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Lstat(leftover); !os.IsNotExist(err) {
		t.Errorf("an export's leftover stays: %v", err)
	}
}
