package dbfile

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"time"

	"scorekeeper/storage/atomicfile"
)

// asideName returns a free name "<path>.damaged-<local time>" (with a
// counter if that exists).
func asideName(path string, now time.Time) string {
	base := path + ".damaged-" + now.Format("2006-01-02-150405")
	target := base
	for i := 2; ; i++ {
		if _, err := os.Lstat(target); errors.Is(err, os.ErrNotExist) {
			return target
		}
		target = fmt.Sprintf("%s-%d", base, i)
	}
}

// KeepAside gives the file at path a second name,
// "<path>.damaged-<local time>", leaving it at path too: a hard link, or
// where links are not possible a synced copy. It never writes to the
// file.
func KeepAside(path string, now time.Time) (string, error) {
	for range 100 {
		target := asideName(path, now)
		err := os.Link(path, target)
		if err == nil {
			return target, atomicfile.SyncDir(filepath.Dir(path))
		}
		if errors.Is(err, fs.ErrExist) {
			continue // taken in the meantime
		}
		src, oerr := os.Open(path)
		if oerr != nil {
			return "", oerr
		}
		err = atomicfile.Write(target, 0o600, func(w io.Writer) error {
			_, err := io.Copy(w, src)
			return err
		})
		src.Close()
		return target, err
	}
	return "", fmt.Errorf("%s: no free name to keep it aside", path)
}
