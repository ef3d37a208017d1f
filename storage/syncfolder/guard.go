package syncfolder

import (
	"crypto/sha256"
	"errors"
	"io/fs"
	"path"
	"time"
)

// guard is f as a Guarded folder: f itself when it is one (Dir), else f
// with the checks its Read allows. A file the pass knows is read and
// compared with what the pass saw before it is replaced or removed; one
// the pass saw absent is written without a look (a phone's storage API
// finds a file only by listing its folder). Such a folder makes each
// file durable as it writes it.
func guard(f Folder) Guarded {
	if g, ok := f.(Guarded); ok {
		return g
	}
	return guarded{f}
}

type guarded struct{ Folder }

func (g guarded) WriteAll(puts []Put) []Result {
	res := make([]Result, len(puts))
	for i, p := range puts {
		found, err := g.check(p.Name, p.Was)
		if err == nil {
			found, err = g.Write(p.Name, p.Data)
		}
		res[i] = Result{found, err}
		if err != nil && !errors.Is(err, ErrChanged) {
			for j := i + 1; j < len(res); j++ {
				res[j].Err = err
			}
			break
		}
	}
	return res
}

func (g guarded) RemoveIf(name string, was Seen) (Entry, error) {
	if found, err := g.check(name, was); err != nil {
		return found, err
	}
	return Entry{}, g.Remove(name)
}

// check reads a file the pass knows and tells whether it is still what
// the pass saw (nil when it is gone, too).
func (g guarded) check(name string, was Seen) (Entry, error) {
	if was.Absent || was == anything {
		return Entry{}, nil
	}
	data, err := g.Read(name)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return Entry{}, nil
	case err != nil:
		return Entry{}, err
	case int64(len(data)) != was.Size || sha256.Sum256(data) != was.Sum:
		return Entry{Name: path.Base(name), Size: int64(len(data)), ModTime: time.Now()}, ErrChanged
	}
	return Entry{}, nil
}
