package app

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"path"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/storage/repository"
)

// uriFolder is a sync folder reached through Fyne's storage API: the
// folder a user picked on Android is a content:// URI with no file path.
// Fyne 2.8.1 has no rename there, so a write is not atomic: the file is
// written in place, then read back and compared (docs/DESIGN.md, "Sync
// folder in the app"). On a desktop a file:// folder uses the storage
// package's own folder instead (a real rename).
type uriFolder struct {
	root fyne.URI
}

// errNoCreate says that the platform cannot make a file or folder there.
var errNoCreate = errors.New("this folder does not let the app create files")

// find is the URI of the file or folder name (slash-separated, relative
// to the root); create makes missing folders on the way (not the file).
func (f uriFolder) find(name string, create bool) (fyne.URI, error) {
	u := f.root
	parts := strings.Split(path.Clean(name), "/")
	for i, part := range parts {
		next, err := child(u, part)
		if err != nil {
			return nil, err
		}
		if next == nil {
			return nil, fmt.Errorf("%s: %w", name, errNoCreate)
		}
		if create && i < len(parts)-1 && !exists(next) {
			if err := storage.CreateListable(next); err != nil {
				return nil, fmt.Errorf("%s: %w", name, err)
			}
		}
		u = next
	}
	return u, nil
}

// child is dir's child called name: by name where the platform builds
// one (file://), else found in dir's listing (Android's content:// tree,
// whose children Fyne 2.8.1 can only list); nil when it is not there and
// cannot be named.
func child(dir fyne.URI, name string) (fyne.URI, error) {
	u, err := storage.Child(dir, name)
	if err == nil {
		return u, nil
	}
	if !errors.Is(err, repository.ErrOperationNotSupported) {
		return nil, err
	}
	items, err := storage.List(dir)
	if err != nil {
		return nil, nil // no such folder yet
	}
	for _, it := range items {
		if it.Name() == name {
			return it, nil
		}
	}
	return nil, nil
}

func exists(u fyne.URI) bool {
	ok, err := storage.Exists(u)
	if err != nil { // the platform cannot tell (content://): listing found it
		return true
	}
	return ok
}

// names lists the files in the folder sub ("matches"); none when it is
// not there yet.
func (f uriFolder) names(sub string) ([]string, error) {
	dir, err := f.find(sub, false)
	if err != nil {
		if errors.Is(err, errNoCreate) {
			return nil, nil
		}
		return nil, err
	}
	if !exists(dir) {
		return nil, nil
	}
	items, err := storage.List(dir)
	if err != nil {
		return nil, err
	}
	out := make([]string, 0, len(items))
	for _, it := range items {
		out = append(out, it.Name())
	}
	return out, nil
}

// read returns the content of the file name.
func (f uriFolder) read(name string) ([]byte, error) {
	u, err := f.find(name, false)
	if err != nil {
		return nil, err
	}
	r, err := storage.Reader(u)
	if err != nil {
		return nil, err
	}
	defer r.Close()
	return io.ReadAll(r)
}

// write replaces the file name with data: written in place, then read
// back; a file that does not read back as written is an error (the next
// pass writes it again).
func (f uriFolder) write(name string, data []byte) error {
	u, err := f.find(name, true)
	if err != nil {
		return err
	}
	w, err := storage.Writer(u)
	if err != nil {
		return err
	}
	if _, err := w.Write(data); err != nil {
		_ = w.Close()
		return err
	}
	if err := w.Close(); err != nil {
		return err
	}
	back, err := f.read(name)
	if err != nil {
		return err
	}
	if !bytes.Equal(back, data) {
		return fmt.Errorf("%s: written, but it reads back different", name)
	}
	return nil
}

// remove deletes the file name (gone already: done).
func (f uriFolder) remove(name string) error {
	u, err := f.find(name, false)
	if err != nil {
		if errors.Is(err, errNoCreate) {
			return nil
		}
		return err
	}
	if !exists(u) {
		return nil
	}
	return storage.Delete(u)
}
