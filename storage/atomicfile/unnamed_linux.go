package atomicfile

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"

	"golang.org/x/sys/unix"
)

// errNoUnnamed: the file system has no unnamed files (Write then uses a
// named temporary file).
var errNoUnnamed = errors.New("no unnamed files here")

// writeUnnamed writes path through an unnamed file (O_TMPFILE) in its
// folder, synced and then linked into place (linkat), so a process
// killed while writing leaves nothing behind; an existing file is
// replaced by linking the new one under a temporary name and renaming
// it over (the name lives for the two system calls).
func writeUnnamed(path string, perm fs.FileMode, write func(io.Writer) error) error {
	dir := filepath.Dir(path)
	f, err := os.OpenFile(dir, unix.O_TMPFILE|os.O_WRONLY, perm)
	if err != nil {
		if errors.Is(err, unix.EOPNOTSUPP) || errors.Is(err, unix.EISDIR) || errors.Is(err, unix.EINVAL) {
			return errNoUnnamed
		}
		return err
	}
	defer f.Close()
	if err := write(f); err != nil {
		return err
	}
	if err := f.Chmod(perm); err != nil {
		return err
	}
	if err := f.Sync(); err != nil {
		return err
	}
	self := fmt.Sprintf("/proc/self/fd/%d", f.Fd())
	link := func(name string) error {
		return unix.Linkat(unix.AT_FDCWD, self, unix.AT_FDCWD, name, unix.AT_SYMLINK_FOLLOW)
	}
	err = link(path)
	if errors.Is(err, unix.EEXIST) {
		var tmp string
		for try := 0; errors.Is(err, unix.EEXIST) && try < 100; try++ {
			tmp = filepath.Join(dir, tempName(filepath.Base(path)))
			err = link(tmp)
		}
		if err == nil {
			if err = os.Rename(tmp, path); err != nil {
				os.Remove(tmp)
			}
		}
	}
	if err != nil {
		return &os.LinkError{Op: "link", Old: "(new file)", New: path, Err: err}
	}
	return SyncDir(dir)
}
