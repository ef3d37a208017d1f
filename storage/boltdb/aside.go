package boltdb

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"time"
)

// MoveAside renames a (damaged) database file to
// "<path>.damaged-<local time>" (with a counter if that exists) and
// returns the new name. Renaming does not write to the file. The file
// must not be open in this process.
func MoveAside(path string, now time.Time) (string, error) {
	abs, err := filepath.Abs(path)
	if err != nil {
		return "", err
	}
	if _, open := openPaths.Load(abs); open {
		return "", fmt.Errorf("%s: %w", path, ErrAlreadyOpen)
	}
	base := abs + ".damaged-" + now.Format("2006-01-02-150405")
	target := base
	for i := 2; ; i++ {
		if _, err := os.Lstat(target); errors.Is(err, os.ErrNotExist) {
			break
		}
		target = fmt.Sprintf("%s-%d", base, i)
	}
	if err := os.Rename(abs, target); err != nil {
		return "", err
	}
	return target, syncDir(filepath.Dir(abs))
}

// RestoreNewestBackup copies the newest backup that passes the same
// checks as Open to path, which must not exist (move a damaged file
// aside first). dir is the backup folder ("" is the default). It returns
// the backup used, or an error if no backup is sound.
func RestoreNewestBackup(path, dir string) (BackupInfo, error) {
	abs, err := filepath.Abs(path)
	if err != nil {
		return BackupInfo{}, err
	}
	if _, err := os.Lstat(abs); err == nil {
		return BackupInfo{}, fmt.Errorf("%s exists; move it aside before restoring a backup", path)
	}
	if dir == "" {
		dir = abs + ".backups"
	}
	bs, err := Backups(abs, dir)
	if err != nil {
		return BackupInfo{}, err
	}
	var problems []error
	opts := (&Options{}).withDefaults(abs)
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
		err = writeFileAtomic(abs, 0o600, func(w io.Writer) error {
			_, err := io.Copy(w, src)
			return err
		})
		src.Close()
		if err != nil {
			return BackupInfo{}, err
		}
		return b, nil
	}
	if len(problems) == 0 {
		return BackupInfo{}, fmt.Errorf("there is no backup in %s", dir)
	}
	return BackupInfo{}, fmt.Errorf("no sound backup: %w", errors.Join(problems...))
}

// RescueReport says what Rescue did.
type RescueReport struct {
	MovedTo      string     // where the damaged file went
	RestoredFrom BackupInfo // the backup restored; zero when started fresh
}

// Rescue handles a damaged database at path: it moves the file aside,
// restores the newest sound backup when restore is true and there is
// one (else starts fresh), and opens the result. It acts only on a file
// that Open finds damaged now: a sound one is opened as it is, and any
// other failure (a *TroubleError, ErrInUse) is returned with the file
// left where it is.
func Rescue(path string, o *Options, restore bool) (*DB, RescueReport, error) {
	var rep RescueReport
	db, err := Open(path, o)
	if err == nil || !errors.Is(err, ErrDamaged) {
		return db, rep, err
	}
	var de *DamagedError
	if errors.As(err, &de) {
		path = de.Path // a link's target
	}
	opts := o.withDefaults(path)
	moved, err := MoveAside(path, opts.Now())
	if err != nil {
		return nil, rep, err
	}
	rep.MovedTo = moved
	if restore {
		if b, err := RestoreNewestBackup(path, opts.BackupDir); err == nil {
			rep.RestoredFrom = b
		}
	}
	db, err = Open(path, o)
	return db, rep, err
}
