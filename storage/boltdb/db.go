package boltdb

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"runtime/debug"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"go.etcd.io/bbolt"
	berrors "go.etcd.io/bbolt/errors"

	"scorekeeper/storage/atomicfile"
)

// Buckets. Keys and values are described where each is written.
const (
	bucketMeta        = "meta"         // schema version
	bucketPlayers     = "players"      // player id -> framed JSON rosterRecord
	bucketRecords     = "records"      // match id + 0 + kind -> framed match, summary or facts (records.go)
	bucketConflicts   = "conflicts"    // conflict copy id -> framed JSON conflictNote
	bucketByTime      = "idx_time"     // time(12) + match id -> "" (index, a cache)
	bucketByGame      = "idx_game"     // lp(game) + time(12) + match id -> ""
	bucketByPlayer    = "idx_player"   // lp(player id) + time(12) + match id -> ""
	bucketOpen        = "idx_open"     // time(12) + match id -> "" for matches in progress (schema 3)
	bucketLeagues     = "leagues"      // league id -> framed JSON league.League (schema 2)
	bucketTombs       = "tombstones"   // match id -> framed tombstone match file (schema 4)
	bucketChanges     = "changes"      // change number(8) -> kind + record id (schema 4, changes.go)
	bucketChanged     = "changed"      // kind + record id -> change number(8) (schema 4)
	bucketLeagueTombs = "league_tombs" // league id + 0 + hash(8) -> framed league tombstone (schema 5)
)

// The buckets of the earlier layouts (schema 1, and schema 2 before the
// records bucket), read only by the migration. Their names also name the
// kind of a damaged record in a *RecordError.
const (
	bucketMatches   = "matches"   // match id -> framed compact match-file JSON
	bucketSummaries = "summaries" // match id -> framed JSON scoring.Summary
	bucketFacts     = "facts"     // time(12) + match id -> framed binary stats.MatchFacts
)

// schema1Buckets are the buckets every schema-1 database has.
var schema1Buckets = []string{bucketMeta, bucketPlayers, bucketMatches, bucketSummaries, bucketConflicts, bucketByTime, bucketByGame, bucketByPlayer}

// oldSchema2Buckets are the buckets of a schema-2 file written before
// the records bucket (migrated like a schema-1 file).
var oldSchema2Buckets = append(slices.Clone(schema1Buckets), bucketFacts, bucketLeagues)

// schema2Buckets are the buckets of a schema-2 file.
var schema2Buckets = []string{bucketMeta, bucketPlayers, bucketRecords, bucketConflicts, bucketByTime, bucketByGame, bucketByPlayer, bucketLeagues}

// schema3Buckets are the buckets of a schema-3 file.
var schema3Buckets = append(slices.Clone(schema2Buckets), bucketOpen)

// schema4Buckets are the buckets of a schema-4 file.
var schema4Buckets = append(slices.Clone(schema3Buckets), bucketTombs, bucketChanges, bucketChanged)

// dataBuckets are the buckets of the current schema.
var dataBuckets = append(slices.Clone(schema4Buckets), bucketLeagueTombs)

// indexBuckets are the index buckets: caches derived from the summaries.
var indexBuckets = []string{bucketByTime, bucketByGame, bucketByPlayer, bucketOpen}

// bucketsOf lists the buckets a database of schema v must have (tx: to
// tell the two schema-2 layouts apart).
func bucketsOf(tx *bbolt.Tx, v int) []string {
	switch {
	case v >= 2 && oldLayout(tx):
		return oldSchema2Buckets
	case v >= 5:
		return dataBuckets
	case v == 4:
		return schema4Buckets
	case v == 3:
		return schema3Buckets
	case v == 2:
		return schema2Buckets
	}
	return schema1Buckets
}

// oldLayout reports whether the file keeps its matches in the buckets of
// the earlier layouts (no records bucket yet).
func oldLayout(tx *bbolt.Tx) bool {
	return tx.Bucket([]byte(bucketRecords)) == nil && tx.Bucket([]byte(bucketMatches)) != nil
}

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
	file     string                 // the identity of the file opened (fileIdentity)
	stamps   *stamper               // the verified stamp (verified.go)
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
	if abs, err = resolve(abs); err != nil {
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

// resolve follows a link at path to the existing file it names; a link
// to nothing is a *TroubleError naming it (creating the file it names,
// somewhere the user may not expect, is not Open's to decide).
func resolve(path string) (string, error) {
	fi, err := os.Lstat(path)
	if err != nil || fi.Mode()&fs.ModeSymlink == 0 {
		return path, nil
	}
	real, err := filepath.EvalSymlinks(path)
	if err != nil {
		target, _ := os.Readlink(path)
		if errors.Is(err, fs.ErrNotExist) {
			return "", trouble(path, "storage.trouble.link", map[string]any{"Target": target}, nil)
		}
		return "", troubleOr(path, err)
	}
	return real, nil
}

// troubleOr is err as a *TroubleError when the system gave it, else err.
func troubleOr(path string, err error) error {
	if t := systemTrouble(path, err); t != nil {
		return t
	}
	return err
}

func open(path string, opts Options) (*DB, error) {
	fi, err := os.Stat(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		if opts.ReadOnly {
			return nil, fmt.Errorf("%s: %w", path, ErrNoDatabase)
		}
		if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
			return nil, troubleOr(path, err)
		}
		if _, err := restoreMissing(path, opts); err != nil { // the newest sound backup, if any
			return nil, err
		}
	case err != nil:
		return nil, troubleOr(path, err)
	case !fi.Mode().IsRegular():
		return nil, notRegular(path, fi)
	}
	b, fresh, file, err := boltOpen(path, opts)
	if err != nil {
		return nil, err
	}
	if err := checkOpen(b, path, opts); err != nil {
		return nil, err
	}
	db := &DB{bolt: b, path: path, opts: opts, file: file}
	if err := db.migrate(); err != nil {
		db.bolt.Close()
		return nil, err
	}
	if err := db.loadDevice(); err != nil {
		db.bolt.Close()
		return nil, err
	}
	if fresh {
		if err := atomicfile.SyncDir(filepath.Dir(path)); err != nil {
			db.bolt.Close()
			return nil, err
		}
	}
	if !opts.ReadOnly {
		atomicfile.CleanStale(filepath.Dir(path), filepath.Base(path), time.Now())
		atomicfile.CleanStale(opts.BackupDir, filepath.Base(path), time.Now())
	}
	db.stamps = newStamper(path, opts.ReadOnly)
	db.stamps.changed() // walked, or stamped already: stamp it once settled
	if !opts.ReadOnly && !opts.NoDailyBackup {
		if _, err := db.BackupIfDue(); err != nil {
			db.stamps.close()
			db.bolt.Close()
			return nil, fmt.Errorf("daily backup: %w", err)
		}
	}
	return db, nil
}

// boltOpen opens the file with bbolt. bbolt creates a missing file
// (O_CREAT on the final path) and takes its lock on it; the file is
// locked here first, on the same open file (lockFile), so that a new
// file is initialised, and an existing one's pages are walked (walkOpen)
// before bbolt reads them, under the lock: two processes can never each
// make a file of their own, and a second one waits for the first (up to
// timeout: ErrInUse) and then finds the file made. fresh reports that
// the file was empty and bbolt initialised it (see prepare); file is the
// identity of the file opened (fileIdentity). A lock
// timeout is ErrInUse, an error the system gave a *TroubleError, and only
// a refusal of the bytes or a panic a *DamagedError.
func boltOpen(path string, opts Options) (b *bbolt.DB, fresh bool, file string, err error) {
	readOnly, timeout := opts.ReadOnly, opts.Timeout
	var opened *os.File
	defer func() {
		if r := recover(); r != nil {
			if opened != nil {
				opened.Close() // releases the lock
			}
			b, err = nil, damaged(path, "storage.damaged.open", nil, fmt.Errorf("%v", r))
		}
	}()
	defer debug.SetPanicOnFault(debug.SetPanicOnFault(true))
	openFile := func(name string, flag int, perm os.FileMode) (*os.File, error) {
		f, err := os.OpenFile(name, flag|noFollow, perm)
		if err != nil {
			return nil, err
		}
		if fresh, err = prepare(f, path, opts); err != nil {
			f.Close()
			return nil, err
		}
		opened, file = f, fileIdentity(f)
		return f, nil
	}
	b, err = bbolt.Open(path, 0o600, &bbolt.Options{Timeout: timeout, ReadOnly: readOnly, OpenFile: openFile})
	var de *DamagedError
	var te *TroubleError
	switch {
	case err == nil:
		return b, fresh, file, nil
	case errors.As(err, &de) || errors.As(err, &te) || errors.Is(err, ErrNoDatabase):
		return nil, false, "", err
	case errors.Is(err, ErrInUse) || errors.Is(err, berrors.ErrTimeout):
		return nil, false, "", fmt.Errorf("%s: %w", path, ErrInUse)
	}
	if t := systemTrouble(path, err); t != nil {
		return nil, false, "", t
	}
	return nil, false, "", damaged(path, "storage.damaged.open", nil, err)
}

// prepare runs on the file bbolt is opening, before bbolt reads it: it
// must be a regular file; it is locked (exclusively to write); then a
// file with content must pass walkOpen. An empty file is what a creator
// killed before bbolt's first write leaves (or an empty file the user
// named): with no backup of it there is nothing anywhere to lose, and it
// is left to bbolt to initialise (fresh; for reading, ErrNoDatabase);
// with backups it was a database that lost its content, and is damaged,
// so that a backup can be restored.
func prepare(f *os.File, path string, opts Options) (fresh bool, err error) {
	readOnly := opts.ReadOnly
	fi, err := f.Stat()
	if err != nil {
		return false, err
	}
	if !fi.Mode().IsRegular() {
		return false, notRegular(path, fi)
	}
	if err := lockFile(f, !readOnly, opts.Timeout); err != nil {
		return false, err
	}
	if fi, err = f.Stat(); err != nil { // after the lock: the creator may have written it
		return false, err
	}
	if fi.Size() == 0 {
		if bs, _ := Backups(path, opts.BackupDir); opts.BackupDir != "" && len(bs) > 0 {
			return false, damaged(path, "storage.damaged.empty", nil, nil)
		}
		if readOnly {
			return false, fmt.Errorf("%s: %w", path, ErrNoDatabase)
		}
		return true, nil
	}
	if stamped(path, f) { // unchanged since its pages were verified
		return false, nil
	}
	if err := walkOpen(f); err != nil {
		if t := systemTrouble(path, err); t != nil {
			return false, t
		}
		return false, damaged(path, "storage.damaged.pages", nil, err)
	}
	return false, nil
}

// checkOpen runs the bucket layout check (and bbolt's tx.Check with
// opts.DeepCheck) on a file just opened, before anything writes to it,
// within opts.CheckTimeout, and closes b when the file fails it. On a
// timeout the check goroutine may never end: b is left to it (closing
// would wait for it), with its lock, and the file reported damaged.
func checkOpen(b *bbolt.DB, path string, opts Options) error {
	done := make(chan error, 1)
	start := time.Now()
	go func() { done <- safeCheck(b, path, opts.DeepCheck) }()
	select {
	case err := <-done:
		if err == nil && time.Since(start) > opts.CheckTimeout {
			err = slow(path, opts.CheckTimeout) // finished, but not within the bound
		}
		if err != nil {
			b.Close()
		}
		return err
	case <-time.After(opts.CheckTimeout):
		return slow(path, opts.CheckTimeout)
	}
}

// slow is the damage of a consistency check that took longer than timeout.
func slow(path string, timeout time.Duration) error {
	return damaged(path, "storage.damaged.slow", map[string]any{"Timeout": timeout.String()}, nil)
}

// readOnlyOpen opens a file (a backup, a copy) read-only with bbolt, its
// pages walked first, waiting at most timeout for its lock.
func readOnlyOpen(path string, timeout time.Duration) (*bbolt.DB, error) {
	b, _, _, err := boltOpen(path, Options{ReadOnly: true, Timeout: timeout})
	return b, err
}

// inspect decides whether an existing file (a backup) is sound: bbolt
// must open it read-only, its pages must hold together (walkOpen: every
// reachable page inside the file, typed, used once, none of them also on
// the freelist, keys in order), its buckets must be Scorekeeper's, and
// with opts.DeepCheck bbolt's tx.Check must pass, all within
// opts.CheckTimeout. It never writes. Open runs the same checks on the
// file it opens. tx.Check reads every page through the memory map (at
// 10,000 matches that adds the whole file to the process's memory at
// start-up); `scorekeeper check` runs it.
func inspect(path string, opts Options) error {
	fi, err := os.Stat(path)
	if err != nil {
		return troubleOr(path, err)
	}
	if !fi.Mode().IsRegular() {
		return notRegular(path, fi)
	}
	opts.ReadOnly = true
	opts.BackupDir = "" // a backup has no backups of its own
	ro, _, _, err := boltOpen(path, opts)
	if err != nil {
		return err
	}
	if err := checkOpen(ro, path, opts); err != nil {
		return err
	}
	return ro.Close()
}

// safeCheck runs the bucket layout check, and bbolt's check when deep, on
// a read-only handle, turning failures and panics into a *DamagedError.
func safeCheck(ro *bbolt.DB, path string, deep bool) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = damaged(path, "storage.damaged.read", nil, fmt.Errorf("%v", r))
		}
	}()
	defer debug.SetPanicOnFault(debug.SetPanicOnFault(true))
	return ro.View(func(tx *bbolt.Tx) error {
		if !deep {
			return layoutCheck(tx, path)
		}
		if errs := boltCheck(tx); len(errs) > 0 {
			return damaged(path, "storage.damaged.check", nil, summarize(errs))
		}
		return layoutCheck(tx, path)
	})
}

// boltCheck runs tx.Check and collects its findings (all of them are
// drained so the check goroutine ends).
func boltCheck(tx *bbolt.Tx) []error {
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
	if tx.Bucket([]byte(bucketMeta)) == nil {
		return damaged(path, "storage.damaged.foreign", nil, nil)
	}
	v, err := readVersion(tx)
	if err != nil {
		return damaged(path, "storage.damaged.version", nil, err)
	}
	if v >= 1 {
		for _, b := range bucketsOf(tx, v) {
			if tx.Bucket([]byte(b)) == nil {
				return damaged(path, "storage.damaged.bucket", map[string]any{"Bucket": b}, nil)
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
		db.stamps.close()
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
		db.stamps.changed()
	case ran: // the commit failed: it may have written some pages
		db.stamps.failed()
	}
	return err
}

func (db *DB) recoverTo(err *error) {
	if r := recover(); r != nil {
		*err = damaged(db.path, "storage.damaged.read", nil, fmt.Errorf("%v", r))
	}
}
