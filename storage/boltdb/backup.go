package boltdb

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"go.etcd.io/bbolt"
)

// Backup names: <database file name>-<UTC time>-<reason>.db in the
// backup folder, so they sort by time and say why they were made.
const backupTimeFormat = "20060102T150405.000Z"

// BackupInfo is one backup file.
type BackupInfo struct {
	Path   string
	Time   time.Time
	Reason string
}

// Backup writes a consistent copy of the database (tx.WriteTo in a read
// transaction, which does not block saves) to a temporary file in the
// backup folder, syncs it, renames it into place and removes the oldest
// backups beyond Options.KeepBackups. It returns the new file's path.
func (db *DB) Backup(reason string) (string, error) {
	db.backupMu.Lock()
	defer db.backupMu.Unlock()
	if err := os.MkdirAll(db.opts.BackupDir, 0o700); err != nil {
		return "", err
	}
	now := db.opts.Now().UTC()
	name := fmt.Sprintf("%s-%s-%s.db", filepath.Base(db.path), now.Format(backupTimeFormat), sanitize(reason))
	path := filepath.Join(db.opts.BackupDir, name)
	err := writeFileAtomic(path, 0o600, func(w io.Writer) error {
		return db.view(func(tx *bbolt.Tx) error {
			_, err := tx.WriteTo(w)
			return err
		})
	})
	if err != nil {
		return "", err
	}
	return path, db.prune()
}

func sanitize(s string) string {
	return strings.Map(func(r rune) rune {
		if r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '-' {
			return r
		}
		return '_'
	}, s)
}

// prune removes the oldest backups beyond KeepBackups.
func (db *DB) prune() error {
	bs, err := Backups(db.path, db.opts.BackupDir)
	if err != nil {
		return err
	}
	for _, b := range bs[min(len(bs), db.opts.KeepBackups):] {
		if err := os.Remove(b.Path); err != nil {
			return err
		}
	}
	return nil
}

// Backups lists the backups of the database at path in dir ("" is the
// default folder), newest first.
func Backups(path, dir string) ([]BackupInfo, error) {
	if dir == "" {
		dir = path + ".backups"
	}
	entries, err := os.ReadDir(dir)
	if os.IsNotExist(err) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	prefix := filepath.Base(path) + "-"
	var out []BackupInfo
	for _, e := range entries {
		n := e.Name()
		if e.IsDir() || !strings.HasPrefix(n, prefix) || !strings.HasSuffix(n, ".db") {
			continue
		}
		rest := strings.TrimSuffix(strings.TrimPrefix(n, prefix), ".db")
		if len(rest) < len(backupTimeFormat) {
			continue
		}
		t, err := time.Parse(backupTimeFormat, rest[:len(backupTimeFormat)])
		if err != nil {
			continue
		}
		out = append(out, BackupInfo{Path: filepath.Join(dir, n), Time: t, Reason: strings.TrimPrefix(rest[len(backupTimeFormat):], "-")})
	}
	slices.SortFunc(out, func(a, b BackupInfo) int { return b.Time.Compare(a.Time) })
	return out, nil
}

// BackupIfDue makes a "daily" backup when the newest backup is more than
// a day old and there is something to back up. It returns the new
// backup's path, or "" when none was due.
func (db *DB) BackupIfDue() (string, error) {
	bs, err := Backups(db.path, db.opts.BackupDir)
	if err != nil {
		return "", err
	}
	if len(bs) > 0 && db.opts.Now().Sub(bs[0].Time) < 24*time.Hour {
		return "", nil
	}
	var empty bool
	if err := db.view(func(tx *bbolt.Tx) error {
		empty = isEmpty(tx, bucketRecords) && isEmpty(tx, bucketPlayers)
		return nil
	}); err != nil {
		return "", err
	}
	if empty {
		return "", nil
	}
	return db.Backup("daily")
}

func isEmpty(tx *bbolt.Tx, bucket string) bool {
	b := tx.Bucket([]byte(bucket))
	if b == nil {
		return true
	}
	k, _ := b.Cursor().First()
	return k == nil
}
