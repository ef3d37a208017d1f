package dbfile

import (
	"encoding/json"
	"os"
	"path/filepath"
	"sync"
	"time"

	"scorekeeper/storage/atomicfile"
)

// A verified stamp lets Open skip the page walk (walkOpen) on a file
// nothing has changed since its pages were last known to hold together:
// after a walk, and after this process's own commits (bbolt's writes are
// trusted, as they are while the file is open). The walk reads the whole
// file: 7 ms at 10,000 matches and about 100 ms at 100,000, on every
// start. The stamp, beside the database as ".<name>.verified", records
// the file's identity (device, inode), size, modification and change
// times to the nanosecond, and its two meta pages' checksums. Any write
// to the file, by any program, changes its change time (which no program
// can set back) and usually its meta pages; a copy or a restore is a new
// inode. A missing, unreadable or different stamp means a walk, never an
// error. `scorekeeper check` always walks.
//
// A file system stamps times from a coarse clock (a kernel tick, or whole
// seconds on some), so a change in the same tick as the stamped one could
// leave every time equal. A stamp is therefore taken only once the file's
// change time is racyMargin in the past (as git does with its index).

// stamp is what the file looked like when it was last verified.
type stamp struct {
	Dev, Ino     uint64
	Size         int64
	Mtime, Ctime int64 // nanoseconds
	Meta         [2]uint64
}

// racyMargin is how long after its last change a file may be stamped on
// a file system with nanosecond times; coarseMargin on one without.
const (
	racyMargin   = 20 * time.Millisecond
	coarseMargin = 2 * time.Second
)

// now is the clock of the stamps (a test sets it ahead instead of
// waiting for a file to settle).
var now = time.Now

// stampPath is where the stamp of the database at path lives.
func stampPath(path string) string {
	return filepath.Join(filepath.Dir(path), "."+filepath.Base(path)+".verified")
}

// stampOf is f's stamp now; ok is false where the system gives no change
// time or inode (stamps are then never used).
func stampOf(f *os.File) (s stamp, ok bool) {
	fi, err := f.Stat()
	if err != nil {
		return stamp{}, false
	}
	if s.Dev, s.Ino, s.Ctime, ok = fileID(fi); !ok {
		return stamp{}, false
	}
	s.Size, s.Mtime = fi.Size(), fi.ModTime().UnixNano()
	ps := pageSizeOf(f)
	b := make([]byte, 8)
	for i := range s.Meta {
		if _, err := f.ReadAt(b, int64(i)*ps+pageHeaderSize+56); err != nil { // meta page i's checksum
			return stamp{}, false
		}
		s.Meta[i] = le.Uint64(b)
	}
	return s, true
}

// pageSizeOf is the page size meta page 0 gives (4096 if it cannot be
// read or is impossible).
func pageSizeOf(f *os.File) int64 {
	b := make([]byte, 4)
	if _, err := f.ReadAt(b, pageHeaderSize+8); err == nil {
		if v := int64(le.Uint32(b)); possiblePageSize(v) {
			return v
		}
	}
	return 4096
}

// unsettled is how long after now s may be stamped: its change time must
// be the margin in the past (a change time in the future, from a clock
// set back, waits too).
func (s stamp) unsettled(now time.Time) time.Duration {
	margin := racyMargin
	if s.Ctime%int64(time.Second) == 0 && s.Mtime%int64(time.Second) == 0 {
		margin = coarseMargin
	}
	return max(0, time.Duration(s.Ctime-now.UnixNano())+margin)
}

// stamped reports whether the stamp beside path says f is unchanged
// since it was verified.
func stamped(path string, f *os.File) bool {
	saved, ok := savedStamp(path)
	if !ok {
		return false
	}
	current, ok := stampOf(f)
	return ok && current == saved && saved.unsettled(now()) == 0
}

// savedStamp is the stamp beside path, if there is a readable one.
func savedStamp(path string) (stamp, bool) {
	b, err := os.ReadFile(stampPath(path))
	if err != nil {
		return stamp{}, false
	}
	var saved stamp
	if json.Unmarshal(b, &saved) != nil {
		return stamp{}, false
	}
	return saved, true
}

// writeStamp records s beside path: a new file renamed over the old
// one, not synced (a lost or torn stamp only costs a walk). It fails
// silently.
func writeStamp(path string, s stamp) {
	b, err := json.Marshal(s)
	if err != nil {
		return
	}
	_ = atomicfile.Fill(stampPath(path), atomicfile.Options{NoSync: true}, func(f *os.File) error {
		_, err := f.Write(b)
		return err
	})
}

// Stamper (nil: none) stamps an open database once its file has settled
// after Open and after each commit, and at Close. A commit that failed
// after writing may have left pages no walk has seen: then nothing more
// is stamped, and the old stamp is removed.
type Stamper struct {
	mu      sync.Mutex
	f       *os.File // the database file, read only (nil: no stamps)
	path    string
	timer   *time.Timer
	tainted bool
	closed  bool
}

// NewStamper stamps the database at path; read-only handles and systems
// without stamps get one that does nothing.
func NewStamper(path string, readOnly bool) *Stamper {
	st := &Stamper{path: path}
	if readOnly {
		return st
	}
	f, err := os.OpenFile(path, os.O_RDONLY|noFollow, 0)
	if err != nil {
		return st
	}
	if _, ok := stampOf(f); !ok {
		f.Close()
		return st
	}
	st.f = f
	return st
}

// Changed schedules a stamp once the file has settled (after Open,
// after a commit).
func (st *Stamper) Changed() {
	if st == nil {
		return
	}
	st.mu.Lock()
	defer st.mu.Unlock()
	if st.f == nil || st.closed || st.tainted {
		return
	}
	if st.timer == nil {
		st.timer = time.AfterFunc(racyMargin, st.later)
	} else {
		st.timer.Reset(racyMargin)
	}
}

// Failed marks the file as written by a failed commit.
func (st *Stamper) Failed() {
	if st == nil {
		return
	}
	st.mu.Lock()
	defer st.mu.Unlock()
	st.tainted = true
	_ = os.Remove(stampPath(st.path))
}

// later stamps the file if it has settled, else tries again.
func (st *Stamper) later() {
	st.mu.Lock()
	defer st.mu.Unlock()
	if st.f == nil || st.closed || st.tainted {
		return
	}
	if wait := st.stamp(); wait > 0 {
		st.timer.Reset(wait)
	}
}

// Close stamps the file one last time, waiting up to racyMargin for it
// to settle, and stops stamping. The caller still holds the file's lock,
// so no other process has written it since it was verified.
func (st *Stamper) Close() {
	if st == nil {
		return
	}
	st.mu.Lock()
	defer st.mu.Unlock()
	if st.f == nil || st.closed {
		return
	}
	st.closed = true
	if st.timer != nil {
		st.timer.Stop()
	}
	defer st.f.Close()
	if st.tainted {
		return
	}
	if wait := st.stamp(); wait > 0 && wait <= racyMargin {
		time.Sleep(wait)
		st.stamp()
	}
}

// stamp writes the file's stamp if it has settled (unless the stamp on
// disk already says so), else returns how long to wait for that.
func (st *Stamper) stamp() time.Duration {
	s, ok := stampOf(st.f)
	if !ok {
		return 0
	}
	if wait := s.unsettled(now()); wait > 0 {
		return wait
	}
	if saved, ok := savedStamp(st.path); !ok || saved != s {
		writeStamp(st.path, s)
	}
	return 0
}
