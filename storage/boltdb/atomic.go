package boltdb

import (
	"bufio"
	"io"
	"os"
	"path/filepath"
	"time"
)

// WriteFileAtomic writes a file so that it is either the old file or the
// whole new one, never half: write calls fn with a writer on a temporary
// file in the same folder, which is then synced, renamed over path, and
// the folder synced. If fn fails nothing changes at path. The temporary
// file is locked while it is written; ones a killed writer left beside
// path (cleanStale: its names, old, unlocked) are removed first.
func WriteFileAtomic(path string, write func(io.Writer) error) error {
	return writeFileAtomic(path, 0o644, write)
}

func writeFileAtomic(path string, perm os.FileMode, write func(io.Writer) error) (err error) {
	dir := filepath.Dir(path)
	cleanStale(dir, filepath.Base(path), time.Now())
	f, err := tempBeside(path)
	if err != nil {
		return err
	}
	tmp := f.Name()
	defer func() {
		if err != nil {
			f.Close()
			os.Remove(tmp)
		}
	}()
	_ = tryLock(f) // tells cleanStale elsewhere that it is being written
	bw := bufio.NewWriterSize(f, 256<<10)
	if err = write(bw); err != nil {
		return err
	}
	if err = bw.Flush(); err != nil {
		return err
	}
	if err = f.Chmod(perm); err != nil {
		return err
	}
	if err = f.Sync(); err != nil {
		return err
	}
	if err = f.Close(); err != nil {
		return err
	}
	if err = os.Rename(tmp, path); err != nil {
		return err
	}
	return syncDir(dir)
}

// syncDir makes a rename in dir durable. Systems that cannot sync a
// folder (Windows) make renames durable themselves.
func syncDir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return nil
	}
	defer d.Close()
	if err := d.Sync(); err != nil && !os.IsPermission(err) {
		if isUnsupported(err) {
			return nil
		}
		return err
	}
	return nil
}

// tempBeside creates the temporary file that stands in for path while it
// is written: ".<name>.tmp-<digits>", the name cleanStale knows. It is
// not locked here: a backup or a restored copy is opened with bbolt
// while written, and bbolt's lock would wait for ours.
func tempBeside(path string) (*os.File, error) {
	return os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".tmp-*")
}
