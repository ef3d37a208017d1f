package boltdb

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"runtime/debug"
	"sync"
	"sync/atomic"
	"time"

	"go.etcd.io/bbolt"

	"scorekeeper/storage/atomicfile"
	"scorekeeper/storage/boltdb/internal/records"
	"scorekeeper/storage/dbfile"
)

// Options tune Open. The zero value (or nil) gives the defaults.
type Options struct {
	// Timeout is how long Open waits for another process to release the
	// file before returning ErrInUse. Default 1 s.
	Timeout time.Duration
	// CheckTimeout bounds the consistency check Open runs on an existing
	// file; a check that takes longer counts as damage. Default 30 s.
	CheckTimeout time.Duration
	// ReadOnly opens the file for reading (shared lock): no migration, no
	// backup, and a missing file is ErrNoDatabase, not created.
	ReadOnly bool
	// Now is the clock for created/updated times and backup names.
	// Default time.Now.
	Now func() time.Time
	// BackupDir holds the automatic backups. Default: the folder
	// "<file name>.backups" next to the database file.
	BackupDir string
	// KeepBackups is how many automatic backups are kept. Default 5.
	KeepBackups int
	// NoDailyBackup turns off the backup Open makes when the newest one
	// is more than a day old (tests, benchmarks, one-shot commands).
	NoDailyBackup bool
	// DeepCheck also runs bbolt's tx.Check at Open (key order, leaked
	// pages: nothing a write could be harmed by, which the page walk
	// covers). It reads the whole file; Check always runs it.
	DeepCheck bool
}

func (o *Options) withDefaults(path string) Options {
	var r Options
	if o != nil {
		r = *o
	}
	if r.Timeout <= 0 {
		r.Timeout = time.Second
	}
	if r.CheckTimeout <= 0 {
		r.CheckTimeout = 30 * time.Second
	}
	if r.Now == nil {
		r.Now = time.Now
	}
	if r.BackupDir == "" {
		r.BackupDir = path + ".backups"
	}
	if r.KeepBackups <= 0 {
		r.KeepBackups = 5
	}
	return r
}

// DB is an open Scorekeeper database. See the package documentation for
// the concurrency contract.
type DB struct {
	bolt     *bbolt.DB
	path     string
	opts     Options
	backupMu sync.Mutex
	closed   sync.Once
	device   atomic.Pointer[string] // this database's device id (device.go)
	file     string                 // the identity of the file opened (dbfile.Identity)
	stamps   *dbfile.Stamper        // the verified stamp
}

// openPaths holds the files this process has open (one handle each).
var openPaths sync.Map

// Open opens (or creates) the database at path. It returns ErrInUse when
// another process holds the file, ErrAlreadyOpen when this one does, a
// *DamagedError when the file's bytes prove it damaged (untouched), a
// *TroubleError when it cannot be opened for a reason outside it (no
// memory, too many open files, a read-only disk, no permission, not a
// regular file, a link to nothing: untouched, and not damaged),
// ErrNewerSchema when a newer app wrote it. An older schema is migrated
// after a backup.
//
// A link to an existing file opens that file (its backups and a moved
// aside copy go next to it); a link to nothing is refused, never
// replaced by a new file.
func Open(path string, o *Options) (*DB, error) {
	abs, err := filepath.Abs(path)
	if err != nil {
		return nil, err
	}
	if abs, err = dbfile.Resolve(abs); err != nil {
		return nil, err
	}
	if _, loaded := openPaths.LoadOrStore(abs, true); loaded {
		return nil, fmt.Errorf("%s: %w", path, ErrAlreadyOpen)
	}
	db, err := open(abs, o.withDefaults(abs))
	if err != nil {
		openPaths.Delete(abs)
		return nil, err
	}
	return db, nil
}

func open(path string, opts Options) (*DB, error) {
	fi, err := os.Stat(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		if opts.ReadOnly {
			return nil, fmt.Errorf("%s: %w", path, ErrNoDatabase)
		}
		if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
			return nil, dbfile.TroubleOr(path, err)
		}
		if _, err := restoreMissing(path, opts); err != nil { // the newest sound backup, if any
			return nil, err
		}
	case err != nil:
		return nil, dbfile.TroubleOr(path, err)
	case !fi.Mode().IsRegular():
		return nil, dbfile.NotRegular(path, fi)
	}
	b, op, err := dbfile.Open(path, opts.file())
	if err != nil {
		return nil, err
	}
	if err := dbfile.Check(b, path, opts.file()); err != nil {
		return nil, err
	}
	db := &DB{bolt: b, path: path, opts: opts, file: op.Identity}
	if err := db.migrate(); err != nil {
		db.bolt.Close()
		return nil, err
	}
	if err := db.loadDevice(); err != nil {
		db.bolt.Close()
		return nil, err
	}
	if op.Fresh {
		if err := atomicfile.SyncDir(filepath.Dir(path)); err != nil {
			db.bolt.Close()
			return nil, err
		}
	}
	if !opts.ReadOnly {
		atomicfile.CleanStale(filepath.Dir(path), filepath.Base(path), time.Now())
		atomicfile.CleanStale(opts.BackupDir, filepath.Base(path), time.Now())
	}
	db.stamps = dbfile.NewStamper(path, opts.ReadOnly)
	db.stamps.Changed() // walked, or stamped already: stamp it once settled
	if !opts.ReadOnly && !opts.NoDailyBackup {
		if _, err := db.BackupIfDue(); err != nil {
			db.stamps.Close()
			db.bolt.Close()
			return nil, fmt.Errorf("daily backup: %w", err)
		}
	}
	return db, nil
}

// file is what the database file's own checks (storage/dbfile) need of
// the options: the layout check is layoutCheck.
func (o Options) file() dbfile.Options {
	return dbfile.Options{ReadOnly: o.ReadOnly, Timeout: o.Timeout, CheckTimeout: o.CheckTimeout,
		DeepCheck: o.DeepCheck, BackupDir: o.BackupDir, Layout: layoutCheck}
}

// inspect decides whether an existing file (a backup, a copy) is sound,
// as Open would open it (dbfile.Inspect with layoutCheck); it never
// writes.
func inspect(path string, opts Options) error {
	return dbfile.Inspect(path, opts.file())
}

// layoutCheck: a file without buckets is a fresh one (bbolt wrote its
// first pages and nothing else yet); one with a meta bucket must have
// all of Scorekeeper's buckets; anything else is not a Scorekeeper file.
func layoutCheck(tx *bbolt.Tx, path string) error {
	var names []string
	_ = tx.ForEach(func(name []byte, _ *bbolt.Bucket) error {
		names = append(names, string(name))
		return nil
	})
	if len(names) == 0 {
		return nil
	}
	if tx.Bucket([]byte(records.BucketMeta)) == nil {
		return dbfile.Damaged(path, "storage.damaged.foreign", nil, nil)
	}
	v, err := records.ReadVersion(tx)
	if err != nil {
		return dbfile.Damaged(path, "storage.damaged.version", nil, err)
	}
	if v >= 1 {
		for _, b := range records.BucketsOf(tx, v) {
			if tx.Bucket([]byte(b)) == nil {
				return dbfile.Damaged(path, "storage.damaged.bucket", map[string]any{"Bucket": b}, nil)
			}
		}
	}
	return nil
}

// Path returns the database file's path.
func (db *DB) Path() string { return db.path }

// Close closes the database, waiting for running calls to finish.
func (db *DB) Close() error {
	err := errors.New("already closed")
	db.closed.Do(func() {
		db.stamps.Close()
		err = db.bolt.Close()
		openPaths.Delete(db.path)
	})
	return err
}

// view runs fn in a read transaction; a panic or a memory fault while
// reading (a damaged page) becomes a *DamagedError.
func (db *DB) view(fn func(tx *bbolt.Tx) error) (err error) {
	defer db.recoverTo(&err)
	defer debug.SetPanicOnFault(debug.SetPanicOnFault(true))
	return db.bolt.View(fn)
}

// update runs fn in a write transaction that has committed (and synced)
// when it returns nil; a panic rolls it back and becomes an error. A
// database whose file is not the one that made its device id takes a new
// id first, in the same transaction (ownDevice).
func (db *DB) update(fn func(tx *bbolt.Tx) error) (err error) {
	defer db.recoverTo(&err)
	defer debug.SetPanicOnFault(debug.SetPanicOnFault(true))
	ran := false
	var device string
	err = db.bolt.Update(func(tx *bbolt.Tx) error {
		var err error
		if device, err = db.ownDevice(tx); err != nil {
			return err
		}
		err = fn(tx)
		ran = err == nil
		return err
	})
	switch {
	case err == nil:
		if device != "" {
			db.device.Store(&device)
		}
		db.stamps.Changed()
	case ran: // the commit failed: it may have written some pages
		db.stamps.Failed()
	}
	return err
}

func (db *DB) recoverTo(err *error) {
	if r := recover(); r != nil {
		*err = dbfile.Damaged(db.path, "storage.damaged.read", nil, fmt.Errorf("%v", r))
	}
}
