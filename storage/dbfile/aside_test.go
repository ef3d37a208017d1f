package dbfile

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestAside: KeepAside gives the file a second name with the time and
// leaves it where it was, its bytes as they were; kept aside again the
// same second, it gets a name of its own.
func TestAside(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "t.db")
	data := []byte("damaged bytes")
	if err := os.WriteFile(path, data, 0o600); err != nil {
		t.Fatal(err)
	}
	now := time.Date(2026, 11, 21, 19, 4, 5, 0, time.Local)
	kept, err := KeepAside(path, now)
	if err != nil {
		t.Fatal(err)
	}
	if filepath.Base(kept) != "t.db.damaged-2026-11-21-190405" {
		t.Errorf("kept aside as %s", kept)
	}
	for _, p := range []string{path, kept} {
		if got, err := os.ReadFile(p); err != nil || !bytes.Equal(got, data) {
			t.Errorf("%s: %q %v", p, got, err)
		}
	}
	again, err := KeepAside(path, now)
	if err != nil {
		t.Fatal(err)
	}
	if again == kept || !strings.HasSuffix(again, "-2") {
		t.Errorf("names %s %s", kept, again)
	}
}

// TestBackupFiles: a backup's name gives its time and reason; other
// files in the folder are not backups.
func TestBackupFiles(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "s.db")
	when := time.Date(2026, 11, 21, 19, 4, 5, 123e6, time.UTC)
	b := BackupPath(path, dir, when, "before import!")
	for _, name := range []string{filepath.Base(b), "s.db-notatime-daily.db", "other.db-20261121T190405.000Z-daily.db", "notes.txt"} {
		if err := os.WriteFile(filepath.Join(dir, name), nil, 0o600); err != nil {
			t.Fatal(err)
		}
	}
	bs, err := BackupFiles(path, dir)
	if err != nil || len(bs) != 1 {
		t.Fatalf("%+v %v, want one backup", bs, err)
	}
	if bs[0].Path != b || !bs[0].Time.Equal(when) || bs[0].Reason != "before_import_" {
		t.Errorf("%+v", bs[0])
	}
}
