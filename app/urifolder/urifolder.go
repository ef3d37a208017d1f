// Package urifolder is a sync folder reached through Fyne's storage API:
// the folder a user picks on Android is a content:// URI with no file
// path. Fyne 2.8.1 has no rename there, so a write is not atomic: the
// file is written in place, then read back and compared (docs/DESIGN.md,
// "Sync folder in the app"). On a desktop a file:// folder uses the
// storage package's own folder instead (a real rename).
package urifolder

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"path"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/storage/repository"

	"scorekeeper/storage/syncfolder"
)

var _ syncfolder.Folder = folder{}

// New is the sync folder at root.
func New(root fyne.URI) syncfolder.Folder { return folder{root: root} }

// folder is the sync folder at root.
type folder struct {
	root fyne.URI
}

// ErrNoCreate says that the platform cannot make a file or folder there.
var ErrNoCreate = errors.New("this folder does not let the app create files")

// find is the URI of the file or folder name (slash-separated, relative
// to the root); create makes missing folders on the way (not the file).
func (f folder) find(name string, create bool) (fyne.URI, error) {
	u := f.root
	parts := strings.Split(path.Clean(name), "/")
	for i, part := range parts {
		next, err := child(u, part)
		if err != nil {
			return nil, err
		}
		if next == nil {
			return nil, fmt.Errorf("%s: %w", name, ErrNoCreate)
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

// List lists the files in the folder sub ("matches"); none when it is
// not there yet. Fyne's storage tells no size or modification time, so
// each file is read for its size, and its time is the listing's: the
// pass then reads it and compares its content with what it saw before.
func (f folder) List(sub string) ([]syncfolder.Entry, error) {
	dir, err := f.find(sub, false)
	if err != nil {
		if errors.Is(err, ErrNoCreate) {
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
	now := time.Now()
	out := make([]syncfolder.Entry, 0, len(items))
	for _, it := range items {
		if ok, _ := storage.CanList(it); ok {
			continue // a folder
		}
		size, err := uriSize(it)
		if err != nil {
			continue // gone since it was listed, or unreadable: the next pass looks again
		}
		out = append(out, syncfolder.Entry{Name: it.Name(), Size: size, ModTime: now})
	}
	return out, nil
}

// uriSize reads a file to learn its size.
func uriSize(u fyne.URI) (int64, error) {
	r, err := storage.Reader(u)
	if err != nil {
		return 0, err
	}
	defer r.Close()
	return io.Copy(io.Discard, io.LimitReader(r, syncfolder.MaxFile+1))
}

// ID names the folder: its URI.
func (f folder) ID() string { return f.root.String() }

// Read returns the content of the file name (at most MaxFile+1 bytes).
func (f folder) Read(name string) ([]byte, error) {
	u, err := f.find(name, false)
	if err != nil {
		return nil, err
	}
	r, err := storage.Reader(u)
	if err != nil {
		return nil, err
	}
	defer r.Close()
	return io.ReadAll(io.LimitReader(r, syncfolder.MaxFile+1))
}

// Write replaces the file name with data: written in place, then read
// back; a file that does not read back as written is an error (the next
// pass writes it again).
func (f folder) Write(name string, data []byte) (syncfolder.Entry, error) {
	e := syncfolder.Entry{Name: path.Base(name), Size: int64(len(data)), ModTime: time.Now()}
	u, err := f.find(name, true)
	if err != nil {
		return e, err
	}
	w, err := storage.Writer(u)
	if err != nil {
		return e, err
	}
	if _, err := w.Write(data); err != nil {
		_ = w.Close()
		return e, err
	}
	if err := w.Close(); err != nil {
		return e, err
	}
	back, err := f.Read(name)
	if err != nil {
		return e, err
	}
	if !bytes.Equal(back, data) {
		return e, fmt.Errorf("%s: written, but it reads back different", name)
	}
	return e, nil
}

// Remove deletes the file name (gone already: done).
func (f folder) Remove(name string) error {
	u, err := f.find(name, false)
	if err != nil {
		if errors.Is(err, ErrNoCreate) {
			return nil
		}
		return err
	}
	if !exists(u) {
		return nil
	}
	return storage.Delete(u)
}
