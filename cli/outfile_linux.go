package cli

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"

	"golang.org/x/sys/unix"

	"scorekeeper/storage/boltdb"
)

// replaceFile writes a regular file whole or not at all. On Linux the
// data goes to an unnamed file (O_TMPFILE) in the target's folder,
// which is synced and then linked into place (linkat), so a process
// killed while writing leaves nothing behind; an existing file is
// replaced by linking under a temporary name and renaming over it (the
// name lives for the two system calls). A file system without O_TMPFILE
// gets a temporary file and a rename (boltdb.WriteFileAtomic).
func replaceFile(path string, write func(io.Writer) error) (err error) {
	dir := filepath.Dir(path)
	f, err := os.OpenFile(dir, unix.O_TMPFILE|os.O_WRONLY, 0o644)
	if err != nil {
		if errors.Is(err, unix.EOPNOTSUPP) || errors.Is(err, unix.EISDIR) || errors.Is(err, unix.EINVAL) {
			return boltdb.WriteFileAtomic(path, write)
		}
		return err
	}
	defer f.Close()
	bw := bufio.NewWriterSize(f, 256<<10)
	if err := write(bw); err != nil {
		return err
	}
	if err := bw.Flush(); err != nil {
		return err
	}
	if err := f.Chmod(0o644); err != nil {
		return err
	}
	if err := f.Sync(); err != nil {
		return err
	}
	self := fmt.Sprintf("/proc/self/fd/%d", f.Fd())
	err = unix.Linkat(unix.AT_FDCWD, self, unix.AT_FDCWD, path, unix.AT_SYMLINK_FOLLOW)
	if errors.Is(err, unix.EEXIST) {
		tmp := filepath.Join(dir, fmt.Sprintf(".%s.tmp-%d", filepath.Base(path), rand.Uint64()))
		if err = unix.Linkat(unix.AT_FDCWD, self, unix.AT_FDCWD, tmp, unix.AT_SYMLINK_FOLLOW); err == nil {
			if err = os.Rename(tmp, path); err != nil {
				os.Remove(tmp)
			}
		}
	}
	if err != nil {
		return &os.LinkError{Op: "link", Old: "(new file)", New: path, Err: err}
	}
	return syncDir(dir)
}

// syncDir makes the new name in dir durable.
func syncDir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	defer d.Close()
	return d.Sync()
}
