package dbfile

import (
	"errors"
	"os"
	"testing"
	"time"

	"go.etcd.io/bbolt"
)

// opened opens path as a database is opened for writing and reports
// whether Open walked its pages; the handle is closed at the test's end.
func opened(t *testing.T, path string) (*bbolt.DB, bool, error) {
	t.Helper()
	n := Walks()
	b, _, err := Open(path, testOptions)
	if err == nil {
		t.Cleanup(func() { b.Close() })
	}
	return b, Walks() > n, err
}

// stampedFile makes a file, opens it with a Stamper, saves to it and
// closes it cleanly (stamped).
func stampedFile(t *testing.T) string {
	t.Helper()
	clockAhead(t, 3*racyMargin)
	path := newFile(t)
	b, _, err := Open(path, testOptions)
	if err != nil {
		t.Fatal(err)
	}
	st := NewStamper(path, false)
	put(t, b, "k", "v2")
	st.Changed()
	st.Close()
	b.Close()
	if _, err := os.Stat(stampPath(path)); err != nil {
		t.Fatalf("no stamp after a clean close: %v", err)
	}
	return path
}

// TestStampSkipsTheWalk: a file closed cleanly, or saved to and left
// open until its stamp settled (a process killed later), opens without
// the page walk. The clock is set ahead (the file has settled) and the
// stamp the timer would write is written at once.
func TestStampSkipsTheWalk(t *testing.T) {
	path := stampedFile(t)
	b, walked, err := opened(t, path)
	if err != nil || walked {
		t.Fatalf("a stamped file: err %v, walked %v; want no walk", err, walked)
	}
	st := NewStamper(path, false)
	put(t, b, "k", "v3")
	st.Changed()
	st.later() // what the timer does once the save has settled
	s, err := os.ReadFile(stampPath(path))
	if err != nil {
		t.Fatal(err)
	}
	// as if killed now: the stamp on disk is all the next Open has
	st.Close()
	b.Close()
	if err := os.WriteFile(stampPath(path), s, 0o600); err != nil {
		t.Fatal(err)
	}
	if _, walked, err := opened(t, path); err != nil || walked {
		t.Fatalf("stamped after its last save: err %v, walked %v; want no walk", err, walked)
	}
}

// TestUnsettledNotStamped: a save whose change time is not yet the
// margin in the past is not stamped (the timer tries again later), so
// the next Open walks.
func TestUnsettledNotStamped(t *testing.T) {
	path := stampedFile(t)
	b, _, err := opened(t, path)
	if err != nil {
		t.Fatal(err)
	}
	before, _ := os.ReadFile(stampPath(path))
	now = func() time.Time { return time.Now().Add(-time.Hour) } // the save is in the future
	st := NewStamper(path, false)
	put(t, b, "k", "v3")
	st.Changed()
	st.later()
	if after, _ := os.ReadFile(stampPath(path)); string(after) != string(before) {
		t.Fatal("an unsettled save was stamped")
	}
	st.Close()
	b.Close()
	clockAhead(t, 3*racyMargin)
	if _, walked, err := opened(t, path); err != nil || !walked {
		t.Fatalf("err %v, walked %v; want a walk", err, walked)
	}
}

// TestStampedFileChanged: any change to a stamped file by anything but
// the stamping process's commits makes Open walk it again, and so find
// damage: bytes written in place right after the close, a bbolt write
// by another program (or a process killed before its stamp), a copy put
// in its place.
func TestStampedFileChanged(t *testing.T) {
	t.Run("damaged in place at once", func(t *testing.T) {
		path := stampedFile(t)
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
		path := stampedFile(t)
		b, err := bbolt.Open(path, 0o600, nil)
		if err != nil {
			t.Fatal(err)
		}
		put(t, b, "x", "y")
		b.Close()
		if _, walked, err := opened(t, path); !walked || err != nil {
			t.Fatalf("walked %v, err %v; want a walk and no error", walked, err)
		}
	})
	t.Run("a copy in its place", func(t *testing.T) {
		path := stampedFile(t)
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
	path := stampedFile(t)
	if err := os.WriteFile(stampPath(path), []byte("{not json"), 0o600); err != nil {
		t.Fatal(err)
	}
	b, walked, err := opened(t, path)
	if !walked || err != nil {
		t.Fatalf("garbage stamp: walked %v, err %v; want a walk and no error", walked, err)
	}
	st := NewStamper(path, false)
	st.Changed()
	st.Failed() // what a database does when a commit fails after writing
	st.Close()
	b.Close()
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
		if got := s.unsettled(now); got == 0 != c.want {
			t.Errorf("%s: settled %v, want %v", c.name, got == 0, c.want)
		}
	}
}
