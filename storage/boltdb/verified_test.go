package boltdb

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
	"time"

	"go.etcd.io/bbolt"
)

// opened opens path and reports whether Open walked its pages.
func opened(t *testing.T, path string) (*DB, bool, error) {
	t.Helper()
	n := walks.Load()
	db, err := Open(path, &Options{NoDailyBackup: true})
	if err == nil {
		checkAtCleanup(t, db)
	}
	return db, walks.Load() > n, err
}

// stampedDB makes a database with a save, closed cleanly (stamped).
func stampedDB(t *testing.T) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "s.db")
	db := mustOpenAt(t, path)
	if _, err := db.AddPlayer("Anne"); err != nil {
		t.Fatal(err)
	}
	closeDB(t, db)
	if _, err := os.Stat(stampPath(path)); err != nil {
		t.Fatalf("no stamp after a clean close: %v", err)
	}
	return path
}

// TestStampSkipsTheWalk: a file closed cleanly, or saved to and left
// open until its stamp settled (a process killed later), opens without
// the page walk; one whose saves had not settled walks.
func TestStampSkipsTheWalk(t *testing.T) {
	path := stampedDB(t)
	db, walked, err := opened(t, path)
	if err != nil || walked {
		t.Fatalf("a stamped file: err %v, walked %v; want no walk", err, walked)
	}
	if _, err := db.AddPlayer("Ben"); err != nil {
		t.Fatal(err)
	}
	time.Sleep(3 * racyMargin) // the stamp after the save
	s, _ := os.ReadFile(stampPath(path))
	// as if killed now: the stamp on disk is all the next Open has
	closeDB(t, db)
	if err := os.WriteFile(stampPath(path), s, 0o600); err != nil {
		t.Fatal(err)
	}
	if _, walked, err := opened(t, path); err != nil || walked {
		t.Fatalf("stamped after its last save: err %v, walked %v; want no walk", err, walked)
	}
}

// TestStampedFileChanged: any change to a stamped file by anything but
// this process's commits makes Open walk it again, and so find damage:
// bytes written in place right after the close, a bbolt write by another
// program (or a Scorekeeper killed before its stamp), a copy put in its
// place.
func TestStampedFileChanged(t *testing.T) {
	t.Run("damaged in place at once", func(t *testing.T) {
		path := stampedDB(t)
		f, _, _, m := openMetas(t, path)
		garbage := []byte{0xff, 0xff, 0xff, 0xff}
		if _, err := f.WriteAt(garbage, int64(m.root)*int64(m.pageSize)+8); err != nil { // the root page's flags and count
			t.Fatal(err)
		}
		f.Close()
		_, walked, err := opened(t, path)
		var de *DamagedError
		if !walked || !errors.As(err, &de) {
			t.Fatalf("walked %v, err %v; want a walk and a *DamagedError", walked, err)
		}
	})
	t.Run("written by bbolt elsewhere", func(t *testing.T) {
		path := stampedDB(t)
		b, err := bbolt.Open(path, 0o600, nil)
		if err != nil {
			t.Fatal(err)
		}
		if err := b.Update(func(tx *bbolt.Tx) error { _, err := tx.CreateBucketIfNotExists([]byte("x")); return err }); err != nil {
			t.Fatal(err)
		}
		b.Close()
		if _, walked, err := opened(t, path); !walked || err != nil {
			t.Fatalf("walked %v, err %v; want a walk and no error", walked, err)
		}
	})
	t.Run("a copy in its place", func(t *testing.T) {
		path := stampedDB(t)
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path+".copy", data, 0o600); err != nil {
			t.Fatal(err)
		}
		if err := os.Rename(path+".copy", path); err != nil {
			t.Fatal(err)
		}
		if _, walked, err := opened(t, path); !walked || err != nil {
			t.Fatalf("walked %v, err %v; want a walk and no error", walked, err)
		}
	})
}

// TestStampNotTrusted: a stamp that is garbage, or one that a failed
// commit voided, costs a walk and nothing else.
func TestStampNotTrusted(t *testing.T) {
	path := stampedDB(t)
	if err := os.WriteFile(stampPath(path), []byte("{not json"), 0o600); err != nil {
		t.Fatal(err)
	}
	db, walked, err := opened(t, path)
	if !walked || err != nil {
		t.Fatalf("garbage stamp: walked %v, err %v; want a walk and no error", walked, err)
	}
	db.stamps.failed() // what update does when a commit fails after fn
	closeDB(t, db)
	if _, err := os.Stat(stampPath(path)); !errors.Is(err, os.ErrNotExist) {
		t.Fatalf("a stamp after a failed commit: %v", err)
	}
	if _, walked, err := opened(t, path); !walked || err != nil {
		t.Fatalf("after a failed commit: walked %v, err %v; want a walk", walked, err)
	}
}

// TestUnsettled: a file is stamped only once its change time is the
// margin in the past (whole seconds: file systems with coarse times),
// never while it is in the future.
func TestUnsettled(t *testing.T) {
	now := time.Unix(1_800_000_000, 500_000_000)
	for _, c := range []struct {
		name  string
		ctime time.Time
		want  bool
	}{
		{"just changed", now.Add(-racyMargin / 2), false},
		{"settled", now.Add(-racyMargin), true},
		{"coarse times, just changed", time.Unix(1_800_000_000, 0), false},
		{"coarse times, settled", time.Unix(1_799_999_998, 0), true},
		{"in the future", now.Add(time.Hour), false},
	} {
		s := stamp{Ctime: c.ctime.UnixNano(), Mtime: c.ctime.UnixNano()}
		if got := s.unsettled(now) == 0; got != c.want {
			t.Errorf("%s: settled %v, want %v", c.name, got, c.want)
		}
	}
}
