package dbfile

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// Backup names: <database file name>-<UTC time>-<reason>.db in the
// backup folder, so they say when (by the clock) and why they were made.
const backupTimeFormat = "20060102T150405.000Z"

// BackupFile is a backup file as its name describes it.
type BackupFile struct {
	Path   string
	Time   time.Time // from the name: the clock when it was made
	Reason string
}

// BackupPath is the path, in the folder dir, of a backup of the database
// at path made at now for reason.
func BackupPath(path, dir string, now time.Time, reason string) string {
	name := fmt.Sprintf("%s-%s-%s.db", filepath.Base(path), now.UTC().Format(backupTimeFormat), sanitize(reason))
	return filepath.Join(dir, name)
}

// sanitize keeps a reason to letters, digits and dashes.
func sanitize(s string) string {
	return strings.Map(func(r rune) rune {
		if r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '-' {
			return r
		}
		return '_'
	}, s)
}

// BackupFiles lists the backups of the database at path in dir (""
// means "<path>.backups"), by their names, in the folder's order.
func BackupFiles(path, dir string) ([]BackupFile, error) {
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
	var out []BackupFile
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
		out = append(out, BackupFile{Path: filepath.Join(dir, n), Time: t, Reason: strings.TrimPrefix(rest[len(backupTimeFormat):], "-")})
	}
	return out, nil
}
