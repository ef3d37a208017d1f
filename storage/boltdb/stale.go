package boltdb

import (
	"os"
	"path/filepath"
	"strings"
	"time"
)

// staleAge is how old a temporary file must be before it counts as left
// behind: a writer takes its lock right after making it, so this only
// covers that moment (and files of versions that took no lock).
const staleAge = 2 * time.Minute

// Temporary file names this program makes: os.CreateTemp's random
// decimal suffix after one of these, on a hidden name that starts with
// the file it stands in for ("." + base): ".scorekeeper.db.tmp-123" (an
// export, a restore), ".scorekeeper.db-<time>-daily.db.tmp-123" (a
// backup), ".scorekeeper.db.new-123" (a database being created, before
// creation took the lock on the final file).
var tempMarks = []string{".tmp-", ".new-"}

// ours reports whether name is a temporary file this program made for
// the file named base.
func ours(name, base string) bool {
	if !strings.HasPrefix(name, "."+base) {
		return false
	}
	for _, mark := range tempMarks {
		i := strings.LastIndex(name, mark)
		if i < len(base)+1 {
			continue
		}
		digits := name[i+len(mark):]
		if digits != "" && strings.Trim(digits, "0123456789") == "" {
			return true
		}
	}
	return false
}

// cleanStale removes the temporary files this program made for base in
// dir and left behind (a process killed while writing them): a regular
// file with one of its names (ours), older than staleAge and not locked
// by a live writer. Anything else is left alone; failures are ignored
// (the next Open tries again).
func cleanStale(dir, base string, now time.Time) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	for _, e := range entries {
		if !e.Type().IsRegular() || !ours(e.Name(), base) {
			continue
		}
		path := filepath.Join(dir, e.Name())
		if fi, err := e.Info(); err != nil || now.Sub(fi.ModTime()) < staleAge {
			continue
		}
		removeUnlocked(path)
	}
}

// removeUnlocked removes the file at path unless a process holds a lock
// on it (a writer still writing it); it holds the lock while removing.
func removeUnlocked(path string) {
	f, err := os.OpenFile(path, os.O_RDONLY|noFollow, 0)
	if err != nil {
		return
	}
	defer f.Close()
	if fi, err := f.Stat(); err != nil || !fi.Mode().IsRegular() || !tryLock(f) {
		return
	}
	_ = os.Remove(path)
}
