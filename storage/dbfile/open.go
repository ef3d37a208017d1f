// Package dbfile keeps a bbolt database file sound as a file: it opens
// it under its lock only after its pages are known to hold together
// (the page walk, or a verified stamp saying nothing has changed since
// the last walk), tells damage (the bytes prove it: *DamagedError) from
// trouble (the system refused: *TroubleError), keeps a damaged file
// aside under another name, names and lists backup files, and gives the
// identity of the file opened. What the file holds (buckets, records)
// is storage/boltdb's.
package dbfile

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"runtime/debug"
	"time"

	"go.etcd.io/bbolt"
	berrors "go.etcd.io/bbolt/errors"
)

// Options tune Open, Check and Inspect. Callers set every field they
// use: a zero Timeout waits for the lock for ever, a zero CheckTimeout
// fails every check.
type Options struct {
	ReadOnly bool // a shared lock; no file is made
	// Timeout is how long Open waits for another process to release
	// the file before returning ErrInUse.
	Timeout time.Duration
	// CheckTimeout bounds Check; a check that takes longer is damage.
	CheckTimeout time.Duration
	// DeepCheck: Check also runs bbolt's tx.Check (it reads the whole
	// file through the memory map).
	DeepCheck bool
	// BackupDir is where the file's backups are: an empty file with
	// backups there is damaged, not new ("": none looked for).
	BackupDir string
	// Layout checks what the file holds (its buckets) in Check; nil:
	// nothing. It returns a *DamagedError for a file that is not the
	// caller's.
	Layout func(tx *bbolt.Tx, path string) error
}

// Opened is what Open found.
type Opened struct {
	Fresh    bool   // the file was empty and bbolt initialised it
	Identity string // the identity of the file opened (Identity)
}

// Resolve follows a link at path to the existing file it names; a link
// to nothing is a *TroubleError naming it (creating the file it names,
// somewhere the user may not expect, is not Open's to decide).
func Resolve(path string) (string, error) {
	fi, err := os.Lstat(path)
	if err != nil || fi.Mode()&fs.ModeSymlink == 0 {
		return path, nil
	}
	real, err := filepath.EvalSymlinks(path)
	if err != nil {
		target, _ := os.Readlink(path)
		if errors.Is(err, fs.ErrNotExist) {
			return "", Trouble(path, "storage.trouble.link", map[string]any{"Target": target}, nil)
		}
		return "", TroubleOr(path, err)
	}
	return real, nil
}

// Open opens the file at path with bbolt. bbolt creates a missing file
// (O_CREAT on the final path) and takes its lock on it; the file is
// locked here first, on the same open file (lockFile), so that a new
// file is initialised, and an existing one's pages are walked (prepare)
// before bbolt reads them, under the lock: two processes can never each
// make a file of their own, and a second one waits for the first (up to
// o.Timeout: ErrInUse) and then finds the file made. A lock timeout is
// ErrInUse, an error the system gave a *TroubleError, and only a
// refusal of the bytes or a panic a *DamagedError. It does not run
// Check.
func Open(path string, o Options) (b *bbolt.DB, op Opened, err error) {
	var opened *os.File
	defer func() {
		if r := recover(); r != nil {
			if opened != nil {
				opened.Close() // releases the lock
			}
			b, err = nil, Damaged(path, "storage.damaged.open", nil, fmt.Errorf("%v", r))
		}
	}()
	defer debug.SetPanicOnFault(debug.SetPanicOnFault(true))
	openFile := func(name string, flag int, perm os.FileMode) (*os.File, error) {
		f, err := os.OpenFile(name, flag|noFollow, perm)
		if err != nil {
			return nil, err
		}
		if op.Fresh, err = prepare(f, path, o); err != nil {
			f.Close()
			return nil, err
		}
		opened, op.Identity = f, Identity(f)
		return f, nil
	}
	b, err = bbolt.Open(path, 0o600, &bbolt.Options{Timeout: o.Timeout, ReadOnly: o.ReadOnly, OpenFile: openFile})
	var de *DamagedError
	var te *TroubleError
	switch {
	case err == nil:
		return b, op, nil
	case errors.As(err, &de) || errors.As(err, &te) || errors.Is(err, ErrNoDatabase):
		return nil, Opened{}, err
	case errors.Is(err, ErrInUse) || errors.Is(err, berrors.ErrTimeout):
		return nil, Opened{}, fmt.Errorf("%s: %w", path, ErrInUse)
	}
	if t := SystemTrouble(path, err); t != nil {
		return nil, Opened{}, t
	}
	return nil, Opened{}, Damaged(path, "storage.damaged.open", nil, err)
}

// prepare runs on the file bbolt is opening, before bbolt reads it: it
// must be a regular file; it is locked (exclusively to write); then a
// file with content must pass the page walk, unless its verified stamp
// says it has not changed since one. An empty file is what a creator
// killed before bbolt's first write leaves (or an empty file the user
// named): with no backup of it there is nothing anywhere to lose, and it
// is left to bbolt to initialise (fresh; for reading, ErrNoDatabase);
// with backups it was a database that lost its content, and is damaged,
// so that a backup can be restored.
func prepare(f *os.File, path string, o Options) (fresh bool, err error) {
	fi, err := f.Stat()
	if err != nil {
		return false, err
	}
	if !fi.Mode().IsRegular() {
		return false, NotRegular(path, fi)
	}
	if err := lockFile(f, !o.ReadOnly, o.Timeout); err != nil {
		return false, err
	}
	if fi, err = f.Stat(); err != nil { // after the lock: the creator may have written it
		return false, err
	}
	if fi.Size() == 0 {
		if o.BackupDir != "" {
			if bs, _ := BackupFiles(path, o.BackupDir); len(bs) > 0 {
				return false, Damaged(path, "storage.damaged.empty", nil, nil)
			}
		}
		if o.ReadOnly {
			return false, fmt.Errorf("%s: %w", path, ErrNoDatabase)
		}
		return true, nil
	}
	if stamped(path, f) { // unchanged since its pages were verified
		return false, nil
	}
	if err := walkOpen(f); err != nil {
		if t := SystemTrouble(path, err); t != nil {
			return false, t
		}
		return false, Damaged(path, "storage.damaged.pages", nil, err)
	}
	return false, nil
}

// Check runs o.Layout (and bbolt's tx.Check with o.DeepCheck) on a file
// just opened, before anything writes to it, within o.CheckTimeout, and
// closes b when the file fails it. On a timeout the check goroutine may
// never end: b is left to it (closing would wait for it), with its lock,
// and the file reported damaged.
func Check(b *bbolt.DB, path string, o Options) error {
	done := make(chan error, 1)
	start := time.Now()
	go func() { done <- safeCheck(b, path, o) }()
	select {
	case err := <-done:
		if err == nil && time.Since(start) > o.CheckTimeout {
			err = slow(path, o.CheckTimeout) // finished, but not within the bound
		}
		if err != nil {
			b.Close()
		}
		return err
	case <-time.After(o.CheckTimeout):
		return slow(path, o.CheckTimeout)
	}
}

// slow is the damage of a consistency check that took longer than timeout.
func slow(path string, timeout time.Duration) error {
	return Damaged(path, "storage.damaged.slow", map[string]any{"Timeout": timeout.String()}, nil)
}

// OpenReadOnly opens a file (a backup, a copy) read-only with bbolt, its
// pages walked first, waiting at most timeout for its lock.
func OpenReadOnly(path string, timeout time.Duration) (*bbolt.DB, error) {
	b, _, err := Open(path, Options{ReadOnly: true, Timeout: timeout})
	return b, err
}

// Inspect decides whether an existing file (a backup) is sound: bbolt
// must open it read-only, its pages must hold together (the page walk:
// every reachable page inside the file, typed, used once, none of them
// also on the freelist, keys in order), and Check must pass (o.Layout,
// and bbolt's tx.Check with o.DeepCheck), all within o.CheckTimeout. It
// never writes. tx.Check reads every page through the memory map (at
// 10,000 matches that adds the whole file to the process's memory).
func Inspect(path string, o Options) error {
	fi, err := os.Stat(path)
	if err != nil {
		return TroubleOr(path, err)
	}
	if !fi.Mode().IsRegular() {
		return NotRegular(path, fi)
	}
	o.ReadOnly = true
	o.BackupDir = "" // a backup has no backups of its own
	ro, _, err := Open(path, o)
	if err != nil {
		return err
	}
	if err := Check(ro, path, o); err != nil {
		return err
	}
	return ro.Close()
}

// safeCheck runs o.Layout, and bbolt's check with o.DeepCheck, on a
// read-only handle, turning failures and panics into a *DamagedError.
func safeCheck(ro *bbolt.DB, path string, o Options) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = Damaged(path, "storage.damaged.read", nil, fmt.Errorf("%v", r))
		}
	}()
	defer debug.SetPanicOnFault(debug.SetPanicOnFault(true))
	return ro.View(func(tx *bbolt.Tx) error {
		if o.DeepCheck {
			if errs := BoltCheck(tx); len(errs) > 0 {
				return Damaged(path, "storage.damaged.check", nil, summarize(errs))
			}
		}
		if o.Layout == nil {
			return nil
		}
		return o.Layout(tx, path)
	})
}

// BoltCheck runs bbolt's tx.Check and collects its findings (all of
// them are drained so the check goroutine ends).
func BoltCheck(tx *bbolt.Tx) []error {
	var errs []error
	for err := range tx.Check() {
		errs = append(errs, err)
	}
	return errs
}

// summarize is the first of errs, saying how many more there are.
func summarize(errs []error) error {
	if len(errs) > 1 {
		return fmt.Errorf("%w (and %d more)", errs[0], len(errs)-1)
	}
	return errs[0]
}
