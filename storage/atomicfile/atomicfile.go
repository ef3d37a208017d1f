// Package atomicfile writes a file whole or not at all. The new content
// goes to a temporary file in the target's folder (".<name>.tmp-<digits>",
// or on Linux an unnamed one where the file system has them), which is
// synced and then put in place in one step (a rename, or a link), and the
// folder is synced. A process killed at any moment leaves the old file
// or the whole new one, and at most a named temporary file, which
// CleanStale removes once it is old and no writer holds its lock.
package atomicfile

import (
	"bufio"
	"errors"
	"io"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"
)

// Write writes path whole or not at all with what write writes, with
// permissions perm: on Linux into an unnamed file (O_TMPFILE) linked
// into place, so a kill leaves nothing behind; elsewhere, or on a file
// system without unnamed files, into a named temporary file, locked
// while it is written, then renamed over path. If write fails nothing
// changes at path. A named temporary file a killed writer left beside
// path (old, unlocked) is removed first (CleanStale).
func Write(path string, perm fs.FileMode, write func(io.Writer) error) error {
	CleanStale(filepath.Dir(path), filepath.Base(path), time.Now())
	buffered := func(w io.Writer) error {
		bw := bufio.NewWriterSize(w, 256<<10)
		if err := write(bw); err != nil {
			return err
		}
		return bw.Flush()
	}
	err := writeUnnamed(path, perm, buffered)
	if !errors.Is(err, errNoUnnamed) {
		return err
	}
	return put(path, Options{Perm: perm}, true, func(f *os.File) error { return buffered(f) })
}

// Options say how Fill puts a file in place.
type Options struct {
	Perm fs.FileMode // the file's permissions (0: 0o600)
	// NoReplace puts it in place only where no file is (a link, which
	// fails with fs.ErrExist when one is).
	NoReplace bool
	// NoSync leaves the file and the folder unsynced: for a cache whose
	// loss or a torn copy of which costs nothing.
	NoSync bool
}

// Fill puts a new file at path, filled by fill on a named temporary file
// in the same folder, which fill may also open by its name (f.Name()):
// then it is synced, put in place and the folder synced (Options). If
// fill fails, its error is returned and nothing changes at path. The
// temporary file is not locked: another opener of it (bbolt) locks it.
func Fill(path string, o Options, fill func(f *os.File) error) error {
	return put(path, o, false, fill)
}

func put(path string, o Options, lock bool, fill func(f *os.File) error) (err error) {
	f, err := Temp(path)
	if err != nil {
		return err
	}
	tmp := f.Name()
	defer func() {
		f.Close()
		if err != nil || o.NoReplace {
			os.Remove(tmp)
		}
	}()
	if lock {
		_ = tryLock(f) // tells CleanStale elsewhere that it is being written
	}
	if err = fill(f); err != nil {
		return err
	}
	perm := o.Perm
	if perm == 0 {
		perm = 0o600
	}
	if err = f.Chmod(perm); err != nil {
		return err
	}
	if !o.NoSync {
		if err = f.Sync(); err != nil {
			return err
		}
	}
	if err = f.Close(); err != nil {
		return err
	}
	if o.NoReplace {
		err = os.Link(tmp, path)
	} else {
		err = os.Rename(tmp, path)
	}
	if err != nil || o.NoSync {
		return err
	}
	return SyncDir(filepath.Dir(path))
}

// Mark is what the name of a temporary file has between the name of the
// file it stands in for and its digits: ".<name>.tmp-<digits>".
const Mark = ".tmp-"

// Temp creates the temporary file that stands in for path while it is
// written: ".<name>.tmp-<digits>" in path's folder (a name that already
// starts with a dot keeps just that one), new, read-write, 0o600.
func Temp(path string) (*os.File, error) {
	dir := filepath.Dir(path)
	f, _, err := create(filepath.Base(path), func(name string) (*os.File, error) {
		return os.OpenFile(filepath.Join(dir, name), os.O_RDWR|os.O_CREATE|os.O_EXCL, 0o600)
	})
	return f, err
}

// TempIn creates a temporary file for the file base in the folder r, as
// Temp does, with permissions perm; name is its name in r.
func TempIn(r *os.Root, base string, perm fs.FileMode) (f *os.File, name string, err error) {
	return create(base, func(name string) (*os.File, error) {
		return r.OpenFile(name, os.O_RDWR|os.O_CREATE|os.O_EXCL, perm)
	})
}

// create makes a new temporary file for base with open (which creates a
// name exclusively), trying other digits while a name is taken.
func create(base string, open func(name string) (*os.File, error)) (*os.File, string, error) {
	for try := 0; ; try++ {
		name := tempName(base)
		f, err := open(name)
		if errors.Is(err, fs.ErrExist) && try < 100 {
			continue
		}
		if err != nil {
			return nil, "", err
		}
		return f, name, nil
	}
}

// tempName is a temporary name for base: ".<base>.tmp-<digits>".
func tempName(base string) string {
	return hidden(base) + Mark + strconv.FormatUint(uint64(rand.Uint32()), 10)
}

// hidden is base with one leading dot.
func hidden(base string) string {
	if strings.HasPrefix(base, ".") {
		return base
	}
	return "." + base
}
