package urifolder

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/storage/repository"
	"fyne.io/fyne/v2/test"
)

// The folder over Fyne's storage API, on a file:// folder (what Fyne's
// storage does on a desktop and in an Android app's own files).
func TestURIFolder(t *testing.T) {
	test.NewTempApp(t) // file:// registered
	dir := t.TempDir()
	f := folder{root: storage.NewFileURI(dir)}
	if names, err := listNames(f, "matches"); err != nil || len(names) != 0 {
		t.Fatalf("empty folder: %v %v", names, err)
	}
	if err := write(f, "matches/a.json", []byte(`{"a":1}`)); err != nil {
		t.Fatal(err)
	}
	if err := write(f, "matches/b.json", []byte(`{"b":2}`)); err != nil {
		t.Fatal(err)
	}
	if err := write(f, "matches/a.json", []byte(`{"a":2}`)); err != nil { // replaced whole
		t.Fatal(err)
	}
	got, err := os.ReadFile(filepath.Join(dir, "matches", "a.json"))
	if err != nil || string(got) != `{"a":2}` {
		t.Fatalf("on disk %q %v", got, err)
	}
	names, err := listNames(f, "matches")
	slices.Sort(names)
	if err != nil || !slices.Equal(names, []string{"a.json", "b.json"}) {
		t.Fatalf("names %v %v", names, err)
	}
	if data, err := f.Read("matches/b.json"); err != nil || string(data) != `{"b":2}` {
		t.Fatalf("read %q %v", data, err)
	}
	if err := f.Remove("matches/b.json"); err != nil {
		t.Fatal(err)
	}
	if err := f.Remove("matches/b.json"); err != nil { // gone already
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(dir, "matches", "b.json")); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("not removed: %v", err)
	}
	if _, err := f.Read("matches/none.json"); err == nil {
		t.Error("read a missing file")
	}
}

// androidRepo stands in for Fyne 2.8.1's Android storage of a picked
// folder (content://, internal/driver/mobile/repository.go and
// android.c): it lists, reads and writes existing documents, but builds
// no child URI (Child: not supported), cannot tell whether one exists
// and cannot delete. Its documents are files under root.
type androidRepo struct{ root string }

func (r androidRepo) path(u fyne.URI) string {
	return filepath.Join(r.root, u.Authority(), filepath.FromSlash(u.Path()))
}

func (r androidRepo) Exists(fyne.URI) (bool, error)  { return false, errors.New("Cannot check exists") }
func (r androidRepo) Destroy(string)                 {}
func (r androidRepo) CanRead(fyne.URI) (bool, error) { return true, nil }
func (r androidRepo) CanWrite(fyne.URI) (bool, error) {
	return true, nil
}
func (r androidRepo) CanList(u fyne.URI) (bool, error) {
	st, err := os.Stat(r.path(u))
	return err == nil && st.IsDir(), nil
}
func (r androidRepo) CreateListable(fyne.URI) error { return errors.New("Cannot create directory") }
func (r androidRepo) Delete(fyne.URI) error         { return errors.New("Cannot delete") }
func (r androidRepo) Child(fyne.URI, string) (fyne.URI, error) {
	return nil, repository.ErrOperationNotSupported
}
func (r androidRepo) Parent(fyne.URI) (fyne.URI, error) {
	return nil, repository.ErrOperationNotSupported
}
func (r androidRepo) List(u fyne.URI) ([]fyne.URI, error) {
	items, err := os.ReadDir(r.path(u))
	if err != nil {
		return nil, err
	}
	var out []fyne.URI
	for _, it := range items {
		out = append(out, mustURI(u.String()+"/"+it.Name()))
	}
	return out, nil
}
func (r androidRepo) Reader(u fyne.URI) (fyne.URIReadCloser, error) {
	f, err := os.Open(r.path(u))
	if err != nil {
		return nil, err
	}
	return uriFile{f, u}, nil
}
func (r androidRepo) Writer(u fyne.URI) (fyne.URIWriteCloser, error) {
	f, err := os.OpenFile(r.path(u), os.O_WRONLY|os.O_TRUNC, 0) // "wt": the document must exist
	if err != nil {
		return nil, err
	}
	return uriFile{f, u}, nil
}

type uriFile struct {
	*os.File
	u fyne.URI
}

func (f uriFile) URI() fyne.URI { return f.u }

// On a folder picked on Android, Fyne 2.8.1 lets the app update the
// files already there, and nothing more: a new file is refused in words.
func TestURIFolderAndroid(t *testing.T) {
	dir := t.TempDir()
	if err := os.MkdirAll(filepath.Join(dir, "tree", "matches"), 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "tree", "matches", "a.json"), []byte("{}"), 0o600); err != nil {
		t.Fatal(err)
	}
	repository.Register("content", androidRepo{root: dir})
	f := folder{root: mustURI("content://tree")}
	if names, err := listNames(f, "matches"); err != nil || !slices.Equal(names, []string{"a.json"}) {
		t.Fatalf("names %v %v", names, err)
	}
	if err := write(f, "matches/a.json", []byte(`{"a":2}`)); err != nil {
		t.Fatalf("updating a file there: %v", err)
	}
	if data, err := f.Read("matches/a.json"); err != nil || string(data) != `{"a":2}` {
		t.Fatalf("read %q %v", data, err)
	}
	err := write(f, "matches/b.json", []byte("{}"))
	if !errors.Is(err, ErrNoCreate) {
		t.Fatalf("a new file: %v", err)
	}
	if err := f.Remove("matches/a.json"); err == nil {
		t.Error("removed a file where Fyne cannot")
	}
}

func mustURI(s string) fyne.URI {
	u, err := storage.ParseURI(s)
	if err != nil {
		panic(err)
	}
	return u
}

// listNames lists the names of the files in sub.
func listNames(f folder, sub string) ([]string, error) {
	es, err := f.List(sub)
	var out []string
	for _, e := range es {
		out = append(out, e.Name)
	}
	return out, err
}

// write writes a file and checks the entry it returns.
func write(f folder, name string, data []byte) error {
	e, err := f.Write(name, data)
	if err == nil && (e.Name != filepath.Base(name) || e.Size != int64(len(data))) {
		return fmt.Errorf("entry %+v for %s", e, name)
	}
	return err
}
