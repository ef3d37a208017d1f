package syncfolder

import (
	"crypto/sha256"
	"errors"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"strings"

	"scorekeeper/storage/atomicfile"
)

// dir is a Folder on the file system.
type dir struct{ root string }

var _ Guarded = dir{}

// Dir is the Folder at path on the file system. Everything it does stays
// inside the folder: it reads, writes and removes only regular files in
// real sub-folders (a sub-folder or file that is a link is refused, and
// os.Root keeps every name inside). Writes go to a temporary file in the
// same folder (".<name>.tmp-<digits>", which passes ignore), made
// durable, then renamed into place, so a sync engine never carries half
// a file; WriteAll makes a batch of them durable together.
func Dir(path string) Folder {
	if abs, err := filepath.Abs(path); err == nil {
		path = abs
	}
	return dir{filepath.Clean(path)}
}

func (d dir) ID() string { return d.root }

// ErrLink is the error of a kind's folder ("matches") that is a link or
// not a folder: a pass never follows it out of the sync folder.
var ErrLink = errors.New("it is a link or not a folder; the sync reads and writes only real folders inside the sync folder")

// kindDir opens the sub-folder sub of the sync folder r (made when
// create is set and it is missing; nil when it is missing otherwise).
func kindDir(r *os.Root, sub string, create bool) (*os.Root, error) {
	fi, err := r.Lstat(sub)
	if errors.Is(err, fs.ErrNotExist) && create {
		// the sub-folder is made, never the folder itself: a path whose
		// drive is not mounted must not fill the mount point
		if err = r.Mkdir(sub, 0o755); err == nil || errors.Is(err, fs.ErrExist) {
			fi, err = r.Lstat(sub)
		}
	}
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return nil, nil
	case err != nil:
		return nil, err
	case !fi.IsDir():
		return nil, &fs.PathError{Op: "open", Path: sub, Err: ErrLink}
	}
	return r.OpenRoot(sub)
}

// open opens the sync folder and its sub-folder sub (nil when missing
// and not create).
func (d dir) open(sub string, create bool) (*os.Root, *os.Root, error) {
	r, err := os.OpenRoot(d.root) // the folder itself is gone (a drive not mounted): an error, not an empty folder
	if err != nil {
		return nil, nil, err
	}
	k, err := kindDir(r, sub, create)
	if err != nil || k == nil {
		r.Close()
		return nil, nil, err
	}
	return r, k, nil
}

func (d dir) List(sub string) ([]Entry, error) {
	r, k, err := d.open(sub, false)
	if err != nil || k == nil {
		return nil, err
	}
	defer r.Close()
	defer k.Close()
	f, err := k.Open(".")
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
			fi, err := de.Info() // read through the folder's descriptor, not a path
			if err != nil || !fi.Mode().IsRegular() {
				continue // removed or replaced since it was listed
			}
			out = append(out, entryOf(fi))
		}
		if err == io.EOF {
			return out, nil
		}
		if err != nil {
			return out, err
		}
	}
}

func entryOf(fi fs.FileInfo) Entry {
	return Entry{Name: fi.Name(), Size: fi.Size(), ModTime: fi.ModTime(), Changed: changeTime(fi)}
}

func (d dir) Read(name string) ([]byte, error) {
	sub, base := path.Split(name)
	r, k, err := d.open(path.Clean(sub), false)
	if err != nil {
		return nil, err
	}
	if k == nil {
		return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrNotExist}
	}
	defer r.Close()
	defer k.Close()
	return readIn(k, base)
}

// readIn reads the regular file base of k, never through a link.
func readIn(k *os.Root, base string) ([]byte, error) {
	fi, err := k.Lstat(base)
	if err != nil {
		return nil, err
	}
	if !fi.Mode().IsRegular() {
		return nil, &fs.PathError{Op: "open", Path: base, Err: ErrNotFile}
	}
	f, err := k.OpenFile(base, os.O_RDONLY|noBlock, 0)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	got, err := f.Stat()
	if err != nil || !os.SameFile(fi, got) {
		return nil, &fs.PathError{Op: "open", Path: base, Err: ErrChanged}
	}
	// one buffer of the size listed and a byte more (a file that grew
	// since reads longer than listed), not ReadAll's growing copies
	buf := make([]byte, min(got.Size(), MaxFile)+1)
	n, err := io.ReadFull(f, buf)
	if errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, io.EOF) {
		err = nil
	}
	return buf[:n], err
}

func (d dir) Write(name string, data []byte) (Entry, error) {
	res := d.WriteAll([]Put{{Name: name, Data: data, Was: anything}})
	return res[0].Entry, res[0].Err
}

// anything is a Seen that any file matches (Write and Remove replace
// whatever is there).
var anything = Seen{Size: -2}

// check tells whether the file base of k is still was: nil when it is,
// or when it is gone (nothing is lost by replacing it); else ErrChanged
// or ErrNotFile, with the file found.
func check(k *os.Root, base string, was Seen) (Entry, error) {
	if was == anything {
		return Entry{}, nil
	}
	fi, err := k.Lstat(base)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return Entry{}, nil
	case err != nil:
		return Entry{}, err
	}
	e := entryOf(fi)
	switch {
	case !fi.Mode().IsRegular():
		return e, ErrNotFile
	case was.Absent || fi.Size() != was.Size:
		return e, ErrChanged
	case was.ModTime != 0 && fi.ModTime().UnixNano() == was.ModTime:
		return Entry{}, nil
	}
	// the time cannot tell (racily clean, or touched): the hash does
	data, err := readIn(k, base)
	if err != nil {
		return e, err
	}
	if sha256.Sum256(data) != was.Sum {
		return e, ErrChanged
	}
	return Entry{}, nil
}

// WriteAll writes the batch in three steps: every file to a temporary
// file, then all of them made durable at once (durable), then each
// renamed into place if its file is still what the pass saw (place), and
// each folder synced once. A pass killed at any moment leaves whole files
// or none, and temporary files that passes ignore (and remove once old).
func (d dir) WriteAll(puts []Put) []Result {
	res := make([]Result, len(puts))
	fail := func(from int, err error) {
		for i := from; i < len(res); i++ {
			res[i].Err = err
		}
	}
	r, err := os.OpenRoot(d.root)
	if err != nil {
		fail(0, err)
		return res
	}
	defer r.Close()
	b := batch{r: r, kinds: map[string]*kind{}, tmps: make([]tmpFile, len(puts))}
	defer b.close()
	n := len(puts)
	for i, p := range puts {
		if err := b.temp(i, p, &res[i]); err != nil {
			fail(i, err)
			n = i
			break
		}
	}
	if testHook != nil {
		testHook("written", "")
	}
	if err := b.durable(); err != nil {
		b.drop(0, n)
		fail(0, err)
		return res
	}
	for i, p := range puts[:n] {
		if testHook != nil {
			testHook("replace", p.Name)
		}
		t := b.tmps[i]
		found, err := t.k.place(t.name, path.Base(p.Name), p.Was)
		if err != nil {
			_ = t.k.root.Remove(t.name)
			res[i] = Result{found, err}
			if errors.Is(err, ErrChanged) || errors.Is(err, ErrNotFile) {
				continue
			}
			b.drop(i+1, n)
			fail(i+1, err)
			break
		}
		t.k.renamed = true
	}
	for _, k := range b.kinds {
		if k.renamed {
			_ = atomicfile.SyncOpenDir(k.dir) // see below
		}
	}
	return res
}

// batch is a WriteAll under way: the sub-folders it opened and the
// temporary file of each Put.
type batch struct {
	r     *os.Root
	kinds map[string]*kind // "matches/" → the opened folder
	tmps  []tmpFile
}

// kind is a sub-folder a batch writes in.
type kind struct {
	root      *os.Root
	dir       *os.File // the folder itself, for syncs and renames
	noReplace bool     // its file system cannot rename without replacing
	renamed   bool
}

// tmpFile is a temporary file of a batch: its folder and name.
type tmpFile struct {
	k    *kind
	name string
}

// place renames the temporary file tmp to base if the file there is
// still was. A file the pass saw absent is renamed only where none is,
// in one step where the system can (renameNew).
func (k *kind) place(tmp, base string, was Seen) (Entry, error) {
	if was.Absent && !k.noReplace {
		err := renameNew(k.dir, tmp, base)
		switch {
		case errors.Is(err, errNoReplace):
			k.noReplace = true
		case errors.Is(err, fs.ErrExist):
			if found, err := check(k.root, base, was); err != nil {
				return found, err
			} // gone again: checked and renamed below
		default:
			return Entry{}, err
		}
	}
	found, err := check(k.root, base, was)
	if err == nil {
		err = k.root.Rename(tmp, base)
	}
	return found, err
}

// temp writes Put i to a temporary file in its folder.
func (b *batch) temp(i int, p Put, res *Result) error {
	sub, base := path.Split(p.Name)
	k, ok := b.kinds[sub]
	if !ok {
		root, err := kindDir(b.r, path.Clean(sub), true)
		if err != nil {
			return err
		}
		k = &kind{root: root}
		b.kinds[sub] = k
		if k.dir, err = root.Open("."); err != nil {
			return err
		}
	}
	f, name, err := atomicfile.TempIn(k.root, base, 0o644)
	if err != nil {
		return err
	}
	b.tmps[i] = tmpFile{k, name}
	_, err = f.Write(p.Data)
	if err == nil {
		err = syncEach(f)
	}
	var fi fs.FileInfo
	if err == nil {
		fi, err = f.Stat()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		_ = k.root.Remove(name)
		b.tmps[i] = tmpFile{}
		return err
	}
	res.Entry = entryOf(fi)
	res.Entry.Name = base
	return nil
}

// durable makes the temporary files durable (syncAll: the file system
// at once where the system can, else each file was synced as written).
func (b *batch) durable() error {
	for _, k := range b.kinds {
		if err := syncAll(k.dir); err != nil {
			return err
		}
	}
	return nil
}

// drop removes the temporary files of Puts from to to.
func (b *batch) drop(from, to int) {
	for _, t := range b.tmps[from:to] {
		if t.k != nil {
			_ = t.k.root.Remove(t.name)
		}
	}
}

func (b *batch) close() {
	for _, k := range b.kinds {
		if k.dir != nil {
			k.dir.Close()
		}
		k.root.Close()
	}
}

// The renames of a batch are made durable by syncing their folder where
// the system can (not on Windows); the files themselves are durable, so
// a failure there loses at most a rename, which the next pass finds
// missing and writes again.

func (d dir) Remove(name string) error {
	_, err := d.RemoveIf(name, anything)
	return err
}

func (d dir) RemoveIf(name string, was Seen) (Entry, error) {
	sub, base := path.Split(name)
	r, k, err := d.open(path.Clean(sub), false)
	if err != nil || k == nil {
		return Entry{}, err
	}
	defer r.Close()
	defer k.Close()
	if testHook != nil {
		testHook("remove", name)
	}
	if found, err := check(k, base, was); err != nil {
		return found, err
	}
	if err := k.Remove(base); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return Entry{}, err
	}
	return Entry{}, nil
}

// testHook, when set (by tests only), is called at the points a test
// acts at: "written" when a batch's temporary files are written,
// "replace" and "remove" with a file's name before it is checked and
// replaced or removed, "imported" and "saved" when a pass has imported
// a batch or saved its state.
var testHook func(point, name string)

// ownTemp reports whether name is a temporary file of Dir's writes
// (atomicfile.TempIn: ".<name>.tmp-<digits>").
func ownTemp(name string) bool {
	return strings.HasPrefix(name, ".") && strings.Contains(name, ".json"+atomicfile.Mark)
}
