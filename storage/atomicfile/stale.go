package atomicfile

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

// marks are what the temporary files of this program have between the
// name of the file they stand in for and their digits: Mark, and
// ".new-" (a database being created, by versions that made it under a
// temporary name).
var marks = []string{Mark, ".new-"}

// ours reports whether name is a temporary file this program made for
// the file named base.
func ours(name, base string) bool {
	prefix := hidden(base)
	if !strings.HasPrefix(name, prefix) {
		return false
	}
	for _, mark := range marks {
		i := strings.LastIndex(name, mark)
		if i < len(prefix) {
			continue
		}
		digits := name[i+len(mark):]
		if digits != "" && strings.Trim(digits, "0123456789") == "" {
			return true
		}
	}
	return false
}

// CleanStale removes the temporary files this program made for the file
// base in dir and left behind (a process killed while writing them): a
// regular file with one of their names, older than two minutes and not
// locked by a live writer. Anything else is left alone; failures are
// ignored (the next call tries again).
func CleanStale(dir, base string, now time.Time) {
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
