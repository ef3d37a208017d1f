package boltdb

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"

	"go.etcd.io/bbolt"

	"scorekeeper/storage/atomicfile"
	"scorekeeper/storage/boltdb/internal/records"
	"scorekeeper/storage/dbfile"
)

// A rescue never leaves the database path empty: the damaged file is
// first kept aside under another name (a hard link, else a copy), and
// what replaces it (a rebuilt copy, a backup, a fresh database) is
// written beside it, synced and renamed over it in one atomic step. A
// process killed at any moment leaves the damaged file or its
// replacement at the path, never nothing; and a path with no file but
// with backups is restored from the newest sound one (Open, Rescue).

// checkNotOpen refuses a file this process has open.
func checkNotOpen(path, abs string) error {
	if _, open := openPaths.Load(abs); open {
		return fmt.Errorf("%s: %w", path, ErrAlreadyOpen)
	}
	return nil
}

// restoreBackup writes a copy of the newest sound backup beside abs,
// syncs it and renames it to abs: over the file there when replace is
// true, else only if abs still does not exist (a link, which fails if
// it does). It returns the backup used, or an error if none is sound.
func restoreBackup(abs string, opts Options, replace bool) (BackupInfo, error) {
	bs, err := Backups(abs, opts.BackupDir)
	if err != nil {
		return BackupInfo{}, err
	}
	var problems []error
	for _, b := range bs {
		if err := inspect(b.Path, opts); err != nil {
			problems = append(problems, fmt.Errorf("%s: %w", filepath.Base(b.Path), err))
			continue
		}
		src, err := os.Open(b.Path)
		if err != nil {
			problems = append(problems, err)
			continue
		}
		err = replaceFile(abs, replace, func(f *os.File) error {
			_, err := io.Copy(f, bufio.NewReaderSize(src, 256<<10))
			return err
		})
		src.Close()
		if err != nil {
			return BackupInfo{}, err
		}
		return b, nil
	}
	if len(problems) == 0 {
		return BackupInfo{}, fmt.Errorf("%w in %s", errNoBackup, opts.BackupDir)
	}
	return BackupInfo{}, fmt.Errorf("%w: %w", errNoSoundBackup, errors.Join(problems...))
}

var (
	errNoBackup      = errors.New("there is no backup")
	errNoSoundBackup = errors.New("no sound backup")
)

// replaceFile writes a new file beside abs (fill) and puts it over abs
// (replace) or only where abs does not exist (atomicfile.Fill). A kill
// at any moment leaves abs as it was or the whole new file.
func replaceFile(abs string, replace bool, fill func(f *os.File) error) error {
	return atomicfile.Fill(abs, atomicfile.Options{NoReplace: !replace}, fill)
}

// restoreMissing is what Open does with a path that has no file: when
// there are backups beside it, the newest sound one is restored there
// (the file was lost, for instance by a repair of an older version
// killed halfway). It reports whether it restored one.
func restoreMissing(abs string, opts Options) (bool, error) {
	bs, err := Backups(abs, opts.BackupDir)
	if err != nil || len(bs) == 0 {
		return false, err
	}
	_, err = restoreBackup(abs, opts, false)
	switch {
	case errors.Is(err, errNoBackup) || errors.Is(err, errNoSoundBackup):
		return false, nil
	case errors.Is(err, fs.ErrExist):
		return true, nil // another process has just made it: open that
	}
	return err == nil, err
}

// RescueReport says what Rescue did.
type RescueReport struct {
	MovedTo      string     // where the damaged file was kept aside ("" if there was none)
	Rebuilt      bool       // the damage was only in the caches: rebuilt in place, nothing lost
	RestoredFrom BackupInfo // the backup restored; zero when rebuilt or started fresh
}

// Rescue handles a damaged database at path. When the damage is only in
// what is derived from the matches (a missing or damaged index bucket,
// summaries, facts) it rebuilds those in a copy and puts the copy in its
// place when restore is true: nothing saved is lost. Otherwise it restores the newest sound
// backup (by content) when restore is true and there is one, else it
// starts fresh. Either way the damaged file is kept aside first under a
// name with the time, and its replacement is renamed over it (the path
// never goes empty). A path with no file gets the newest sound backup.
// A file that opens is only opened. A problem that is not damage
// (rescueStop) stops it before anything is changed.
func Rescue(path string, o *Options, restore bool) (*DB, RescueReport, error) {
	var rep RescueReport
	abs, err := filepath.Abs(path)
	if err != nil {
		return nil, rep, err
	}
	if abs, err = dbfile.Resolve(abs); err != nil { // a link's target; a link to nothing is trouble
		return nil, rep, err
	}
	if err := checkNotOpen(path, abs); err != nil {
		return nil, rep, err
	}
	opts := o.withDefaults(abs)
	if _, err := os.Stat(abs); errors.Is(err, fs.ErrNotExist) {
		if b, err := restoreBackup(abs, opts, false); err == nil {
			rep.RestoredFrom = b
		}
		db, err := Open(path, o)
		return db, rep, err
	}
	diag := diagnose(abs, opts)
	if err := rescueStop(diag); err != nil {
		return nil, rep, err
	}
	if diag.err != nil {
		if rep.MovedTo, err = dbfile.KeepAside(abs, opts.Now()); err != nil {
			return nil, rep, err
		}
		if err := replaceDamaged(abs, opts, diag, restore, &rep); err != nil {
			return nil, rep, err
		}
	}
	db, err := Open(path, o)
	return db, rep, err
}

// rescueStop is the one place where a rescue stops for a problem that
// is not damage (the file could not be read for a reason outside it:
// no memory, no file handles, no permission, a read-only disk): such a
// file is never moved or replaced. It returns nil for a sound or a
// damaged file.
func rescueStop(d diagnosis) error {
	if d.err == nil || errors.Is(d.err, ErrDamaged) {
		return nil
	}
	return d.err
}

// replaceDamaged puts a rebuilt copy, the newest sound backup or a
// fresh database in the place of the damaged file at abs (kept aside
// already).
func replaceDamaged(abs string, opts Options, d diagnosis, restore bool, rep *RescueReport) error {
	if d.cachesOnly && restore {
		err := rebuildCopy(abs, opts)
		if err == nil {
			rep.Rebuilt = true
			return nil
		}
		if !errors.Is(err, ErrDamaged) {
			return err
		}
	}
	if restore {
		b, err := restoreBackup(abs, opts, true)
		if err == nil {
			rep.RestoredFrom = b
			return nil
		}
		if !errors.Is(err, errNoBackup) && !errors.Is(err, errNoSoundBackup) {
			return err
		}
	}
	return freshOver(abs, opts)
}

// diagnosis is what is wrong with an existing file.
type diagnosis struct {
	err        error // nil: the file opens; else why not (damage or trouble)
	cachesOnly bool  // the damage is only in what Repair rebuilds
}

// diagnose runs Open's checks on the file at abs (read-only) and, if it
// is damaged, whether the damage is only in the caches: bbolt and the
// page walk find nothing, the full tx.Check passes, the schema is the
// current one and only index buckets are missing.
func diagnose(abs string, opts Options) diagnosis {
	err := inspect(abs, opts)
	if err == nil {
		return diagnosis{}
	}
	var de *DamagedError
	if !errors.As(err, &de) || de.Key() != "storage.damaged.bucket" {
		return diagnosis{err: err}
	}
	ro, rerr := dbfile.OpenReadOnly(abs, opts.Timeout)
	if rerr != nil {
		return diagnosis{err: err}
	}
	defer ro.Close()
	if dbfile.Walk(abs) != nil {
		return diagnosis{err: err}
	}
	ok := false
	func() {
		defer func() { _ = recover() }()
		_ = ro.View(func(tx *bbolt.Tx) error {
			ok = cachesOnly(tx)
			return nil
		})
	}()
	return diagnosis{err: err, cachesOnly: ok}
}

// cachesOnly reports whether tx's file is sound apart from missing
// index buckets.
func cachesOnly(tx *bbolt.Tx) bool {
	if v, err := records.ReadVersion(tx); err != nil || v != SchemaVersion() || records.OldLayout(tx) {
		return false
	}
	for _, b := range records.DataBuckets {
		if tx.Bucket([]byte(b)) == nil && !slices.Contains(records.IndexBuckets, b) {
			return false
		}
	}
	return len(dbfile.BoltCheck(tx)) == 0
}

// rebuildCopy copies the file at abs (tx.WriteTo from a read-only
// handle), rebuilds the caches in the copy (records.Repair), checks it and
// renames it over abs.
func rebuildCopy(abs string, opts Options) error {
	ro, err := dbfile.OpenReadOnly(abs, opts.Timeout)
	if err != nil {
		return err
	}
	defer ro.Close()
	return replaceFile(abs, true, func(f *os.File) error {
		err := ro.View(func(tx *bbolt.Tx) error {
			bw := bufio.NewWriterSize(f, 256<<10)
			if _, err := tx.WriteTo(bw); err != nil {
				return err
			}
			return bw.Flush()
		})
		ro.Close()
		if err != nil {
			return err
		}
		return rebuildIn(f.Name(), opts)
	})
}

// rebuildIn runs records.Repair on the bbolt file at tmp and checks the result
// as Open would.
func rebuildIn(tmp string, opts Options) error {
	b, err := bbolt.Open(tmp, 0o600, &bbolt.Options{Timeout: opts.Timeout})
	if err != nil {
		return err
	}
	err = b.Update(func(tx *bbolt.Tx) error {
		_, err := records.Repair(tx)
		return err
	})
	if cerr := b.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return err
	}
	return inspect(tmp, opts)
}

// freshOver puts a new, empty database in the place of the file at abs.
func freshOver(abs string, opts Options) error {
	return replaceFile(abs, true, func(f *os.File) error {
		b, err := bbolt.Open(f.Name(), 0o600, &bbolt.Options{Timeout: opts.Timeout})
		if err != nil {
			return err
		}
		db := &DB{bolt: b, path: f.Name(), opts: opts, file: dbfile.Identity(f)}
		err = db.migrate()
		if cerr := b.Close(); err == nil {
			err = cerr
		}
		return err
	})
}
