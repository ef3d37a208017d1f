package syncfolder

import (
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// dir is a Folder on the file system.
type dir struct{ root string }

// Dir is the Folder at path on the file system. Writes go to a temporary
// file in the same folder (".<name>.tmp-<digits>", which passes ignore),
// synced, then renamed into place, so a sync engine never carries half a
// file.
func Dir(path string) Folder {
	if abs, err := filepath.Abs(path); err == nil {
		path = abs
	}
	return dir{filepath.Clean(path)}
}

func (d dir) ID() string { return d.root }

func (d dir) path(name string) string { return filepath.Join(d.root, filepath.FromSlash(name)) }

func (d dir) List(sub string) ([]Entry, error) {
	f, err := os.Open(d.path(sub))
	if errors.Is(err, fs.ErrNotExist) {
		if _, err := os.Stat(d.root); err != nil {
			return nil, err // the folder itself is gone (a drive not mounted): not an empty folder
		}
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []Entry
	for {
		des, err := f.ReadDir(1024)
		for _, de := range des {
			if !de.Type().IsRegular() {
				continue
			}
			fi, err := de.Info()
			if err != nil {
				continue // removed since it was listed
			}
			out = append(out, Entry{Name: de.Name(), Size: fi.Size(), ModTime: fi.ModTime()})
		}
		if err == io.EOF {
			return out, nil
		}
		if err != nil {
			return out, err
		}
	}
}

func (d dir) Read(name string) ([]byte, error) {
	f, err := os.Open(d.path(name))
	if err != nil {
		return nil, err
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return nil, err
	}
	// one buffer of the size listed and a byte more (a file that grew
	// since reads longer than listed), not ReadAll's growing copies
	buf := make([]byte, min(fi.Size(), MaxFile)+1)
	n, err := io.ReadFull(f, buf)
	if errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, io.EOF) {
		err = nil
	}
	return buf[:n], err
}

func (d dir) Write(name string, data []byte) (Entry, error) {
	path := d.path(name)
	folder := filepath.Dir(path)
	// the sub-folder is made, never the folder itself: a path whose drive
	// is not mounted must not fill the mount point
	if err := os.Mkdir(folder, 0o755); err != nil && !errors.Is(err, fs.ErrExist) {
		return Entry{}, err
	}
	f, err := os.CreateTemp(folder, "."+filepath.Base(path)+tmpMark+"*")
	if err != nil {
		return Entry{}, err
	}
	tmp := f.Name()
	err = writeSync(f, data)
	if err == nil {
		err = os.Rename(tmp, path)
	}
	if err != nil {
		os.Remove(tmp)
		return Entry{}, err
	}
	syncDir(folder)
	fi, err := os.Stat(path)
	if err != nil {
		return Entry{}, err
	}
	return Entry{Name: fi.Name(), Size: fi.Size(), ModTime: fi.ModTime()}, nil
}

// writeSync writes data to f, makes it readable to the sync engine's
// user (CreateTemp makes it 0600), syncs and closes it.
func writeSync(f *os.File, data []byte) error {
	_, err := f.Write(data)
	if err == nil {
		err = f.Chmod(0o644)
	}
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}

// syncDir makes a rename durable where the system can (not on Windows);
// the file itself was synced, so a failure here loses at most the rename.
func syncDir(path string) {
	if d, err := os.Open(path); err == nil {
		_ = d.Sync()
		d.Close()
	}
}

func (d dir) Remove(name string) error {
	err := os.Remove(d.path(name))
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	return err
}

// tmpMark marks the temporary files of Dir's writes: ".<name>.tmp-<digits>".
const tmpMark = ".tmp-"

// ownTemp reports whether name is a temporary file of Dir's writes.
func ownTemp(name string) bool {
	return strings.HasPrefix(name, ".") && strings.Contains(name, ".json"+tmpMark)
}
