package syncfolder

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

// deliver sets testHook to write content into the file name the first
// time the writer reaches point with it: a sync engine delivering the
// file between the pass's listing and its rename or removal.
func deliver(t *testing.T, dir, point, name, content string) *bool {
	t.Helper()
	done := new(bool)
	testHook = func(p, n string) {
		if p == point && n == name && !*done {
			*done = true
			writeFile(t, dir, name, content)
		}
	}
	t.Cleanup(func() { testHook = nil })
	return done
}

// TestDeliveredBeforeWriteIsReadFirst: a file delivered at the name a
// pass is about to write (absent when it listed) is read first, not
// replaced unread.
func TestDeliveredBeforeWriteIsReadFirst(t *testing.T) {
	dir := t.TempDir()
	s := newFake()
	s.put("matches", "m1", []byte(`{"v":"mine"}`))
	done := deliver(t, dir, "replace", "matches/m1.json", `{"v":"theirs"}`)
	mustPass(t, s, Dir(dir))
	if !*done {
		t.Fatal("the hook did not run")
	}
	if got := s.get("matches", "m1"); got != `{"v":"theirs"}` {
		t.Fatalf("the delivered file was not imported: the store has %s", got)
	}
	if got := readFile(t, dir, "matches/m1.json"); got != `{"v":"theirs"}` {
		t.Fatalf("the folder has %s", got)
	}
}

// TestDeliveredOverKnownFileIsReadFirst: two real databases; b's edit
// is being written when a's concurrent edit arrives in the file: b
// reads a's version first, so both versions survive as a conflict.
func TestDeliveredOverKnownFileIsReadFirst(t *testing.T) {
	dir, a, b, id, _ := synced(t)
	rename(t, a, id, "Anne A")
	other := t.TempDir()
	dbPass(t, a, other) // a's version of the file, written elsewhere
	theirs := readFile(t, other, fileName("matches", id))
	rename(t, b, id, "Anne B")
	name := fileName("matches", id)
	done := deliver(t, dir, "replace", name, theirs)
	dbPass(t, b, dir)
	if !*done {
		t.Fatal("the hook did not run")
	}
	if cs, err := b.Conflicts(); err != nil || len(cs) != 1 || len(cs[0].Versions) != 2 {
		t.Fatalf("b did not keep a's version delivered mid-pass: %+v %v", cs, err)
	}
	converge(t, a, b, dir)
	if cs, err := a.Conflicts(); err != nil || len(cs) != 1 || len(cs[0].Versions) != 2 {
		t.Fatalf("a does not see b's version: %+v %v", cs, err)
	}
}

// TestDeliveredBeforeRemoveIsKept: a file this database wrote, whose
// record is gone here, is replaced by another device just before the
// pass removes it: it is read, not removed.
func TestDeliveredBeforeRemoveIsKept(t *testing.T) {
	dir := t.TempDir()
	s := newFake()
	s.put("matches", "m1~abc", []byte(`{"v":1}`))
	mustPass(t, s, Dir(dir))
	mustPass(t, s, Dir(dir)) // the file's time is no longer racy
	s.put("matches", "m1~abc", nil)
	done := deliver(t, dir, "remove", "matches/m1~abc.json", `{"v":"theirs"}`)
	mustPass(t, s, Dir(dir))
	if !*done {
		t.Fatal("the hook did not run")
	}
	if !exists(dir, "matches/m1~abc.json") {
		t.Fatal("the file delivered before the removal was removed")
	}
	if got := s.get("matches", "m1~abc"); got != `{"v":"theirs"}` {
		t.Fatalf("the delivered file was not read: the store has %q", got)
	}
}

func readFile(t *testing.T, dir, name string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(name)))
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// newerFormat is data (a match file) as a newer Scorekeeper might write
// it: format version 2, with a field this one does not know.
func newerFormat(t *testing.T, data string) string {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal([]byte(data), &m); err != nil {
		t.Fatal(err)
	}
	m["version"] = 2
	m["seating"] = "clockwise"
	out, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	return string(out)
}

// TestNewerFormatFileIsNeverOverwritten: a file of a newer format
// version is reported, and a local edit goes beside it, not over it;
// the other device reads the edit from there.
func TestNewerFormatFileIsNeverOverwritten(t *testing.T) {
	dir, a, b, id, path := synced(t)
	name := fileName("matches", id)
	v2 := newerFormat(t, readFile(t, dir, name))
	writeFile(t, dir, name, v2)
	if rep := dbPass(t, b, dir); len(rep.Broken) != 1 || !strings.Contains(rep.Broken[0].Reason(), "version 2") {
		t.Fatalf("the newer file was not reported: %+v", rep.Broken)
	}
	rename(t, b, id, "Zoë")
	rep := dbPass(t, b, dir)
	if got := readFile(t, dir, name); got != v2 {
		t.Fatalf("the file of the newer format was overwritten (%d bytes)", len(got))
	}
	var beside []string
	ents, _ := os.ReadDir(filepath.Dir(path))
	for _, e := range ents {
		data, _ := os.ReadFile(filepath.Join(filepath.Dir(path), e.Name()))
		if e.Name() != filepath.Base(path) && bytes.Contains(data, []byte("Zoë")) {
			beside = append(beside, e.Name())
		}
	}
	want := besideName("matches", id, b.Device())
	if len(beside) != 1 || "matches/"+beside[0] != want || !slices.Equal(rep.Beside, []Beside{{name, want}}) {
		t.Fatalf("b's version is not beside the newer file as %s: %v, reported %v", want, beside, rep.Beside)
	}
	dbPass(t, a, dir)
	if m, err := a.Get(id); err != nil || m.Players[0].Name != "Zoë" {
		t.Fatalf("a did not read b's version from beside the newer file: %v", err)
	}
	// the next edit replaces b's file beside it, never the newer file
	rename(t, b, id, "Zoë B")
	if rep := dbPass(t, b, dir); rep.Written != 1 || readFile(t, dir, name) != v2 || !strings.Contains(readFile(t, dir, want), "Zoë B") {
		t.Fatalf("b's second edit: %+v", rep)
	}
	// deleting it removes nothing either
	if err := b.Delete(id); err != nil {
		t.Fatal(err)
	}
	dbPass(t, b, dir)
	if got := readFile(t, dir, name); got != v2 {
		t.Fatalf("the file of the newer format was replaced by a deletion (%d bytes)", len(got))
	}
	// once the file reads again (a device wrote version 1), b writes its
	// version there and removes its own beside it
	dbPass(t, a, dir)
	writeFile(t, dir, name, readFile(t, dir, want))
	dbPass(t, b, dir)
	if exists(dir, want) {
		t.Fatal("b's file beside a file that reads again was kept")
	}
	if data := readFile(t, dir, name); !strings.Contains(data, `"deleted":true`) {
		t.Fatalf("b's tombstone is not in the file: %.80s", data)
	}
}

// outside is a folder outside the sync folder with a match file in it.
func outside(t *testing.T) (dir string, files map[string]string) {
	t.Helper()
	dir = t.TempDir()
	files = map[string]string{"x.json": `{"v":"outside"}`, "m1.json": `{"v":"outside m1"}`}
	for n, c := range files {
		writeFile(t, dir, n, c)
	}
	return dir, files
}

func unchanged(t *testing.T, dir string, files map[string]string) {
	t.Helper()
	ents, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(ents) != len(files) {
		t.Errorf("files were made or removed outside the sync folder: %d files, want %d", len(ents), len(files))
	}
	for n, c := range files {
		if data, err := os.ReadFile(filepath.Join(dir, n)); err != nil || string(data) != c {
			t.Errorf("%s outside the sync folder changed: %q %v", n, data, err)
		}
	}
}

// TestKindFolderLinkIsNotFollowed: matches/ (and players/, leagues/)
// as a link to a folder outside the sync folder: a pass reads, writes
// and removes nothing there.
func TestKindFolderLinkIsNotFollowed(t *testing.T) {
	for _, kind := range Kinds {
		t.Run(kind, func(t *testing.T) {
			dir := t.TempDir()
			out, files := outside(t)
			if err := os.Symlink(out, filepath.Join(dir, kind)); err != nil {
				t.Fatal(err)
			}
			s := newFake()
			s.put(kind, "m1", []byte(`{"v":"mine"}`))
			s.put(kind, "m2", []byte(`{"v":"mine too"}`))
			rep, err := PassWith(s, Dir(dir))
			if err == nil {
				t.Error("a link out of the folder is not reported")
			} else {
				t.Log(err)
			}
			if s.get(kind, "x") != "" || rep.Read != 0 {
				t.Errorf("the pass read through the link: %+v", rep)
			}
			// a record gone here whose file the pass wrote
			s.put(kind, "m1", nil)
			PassWith(s, Dir(dir))
			unchanged(t, out, files)
		})
	}
}

// TestFileLinkIsNotFollowed: a file in matches/ that is a link to a file
// outside is neither read nor written through.
func TestFileLinkIsNotFollowed(t *testing.T) {
	dir := t.TempDir()
	out, files := outside(t)
	os.MkdirAll(filepath.Join(dir, "matches"), 0o755)
	for _, n := range []string{"x.json", "m1.json"} {
		if err := os.Symlink(filepath.Join(out, n), filepath.Join(dir, "matches", n)); err != nil {
			t.Fatal(err)
		}
	}
	s := newFake()
	s.put("matches", "m1", []byte(`{"v":"mine"}`))
	rep, _ := PassWith(s, Dir(dir))
	if s.get("matches", "x") != "" {
		t.Errorf("the pass read through a link: %+v", rep)
	}
	unchanged(t, out, files)
}

// TestTildeIDsSync: a record whose id starts with "~" reaches the other
// device (Syncthing's temporary files start with "~syncthing~").
func TestTildeIDsSync(t *testing.T) {
	dir := t.TempDir()
	a, b := newFake(), newFake()
	a.put("matches", "~m1", []byte(`{"v":1}`))
	mustPass(t, a, Dir(dir))
	mustPass(t, b, Dir(dir))
	if b.get("matches", "~m1") != `{"v":1}` {
		t.Fatalf("the record ~m1 did not reach b: %v", slices.Collect(func(yield func(string) bool) {
			for k := range b.recs {
				yield(k)
			}
		}))
	}
}

// countReads is a folder that counts the files read.
type countReads struct {
	Folder
	n int
}

func (c *countReads) Read(name string) ([]byte, error) {
	c.n++
	return c.Folder.Read(name)
}

// TestFutureTimeIsReadOnce: a file whose modification time is in the
// future (a device whose clock is ahead; Syncthing keeps the sender's
// times) is read once, not by every pass.
func TestFutureTimeIsReadOnce(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, dir, "matches/m1.json", `{"v":1}`)
	future := time.Now().Add(48 * time.Hour)
	if err := os.Chtimes(filepath.Join(dir, "matches", "m1.json"), future, future); err != nil {
		t.Fatal(err)
	}
	// the passes run a second after the file was written: it is not
	// racily clean (its change time tells)
	clock = func() time.Time { return time.Now().Add(time.Second) }
	t.Cleanup(func() { clock = time.Now })
	s := newFake()
	mustPass(t, s, Dir(dir))
	c := &countReads{Folder: Dir(dir)}
	for range 3 {
		mustPass(t, s, c)
	}
	if c.n != 0 {
		t.Fatalf("a file with a future time was read %d times by 3 passes", c.n)
	}
}

// TestByteOrderMarkIsRead: a file saved with a UTF-8 byte order mark (a
// Windows editor) reads as the JSON after it.
func TestByteOrderMarkIsRead(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, dir, "matches/m1.json", "\xEF\xBB\xBF"+`{"v":1}`)
	s := newFake()
	rep := mustPass(t, s, Dir(dir))
	if len(rep.Broken) != 0 || s.get("matches", "m1") != `{"v":1}` {
		t.Fatalf("a file with a byte order mark: %+v", rep.Broken)
	}
}

// TestLinkIsNamedInOurWords: the error of a kind folder that is a link
// names that folder.
func TestLinkIsNamedInOurWords(t *testing.T) {
	dir := t.TempDir()
	out, _ := outside(t)
	os.Symlink(out, filepath.Join(dir, "matches"))
	s := newFake()
	s.put("matches", "m1", []byte(`{}`))
	_, err := PassWith(s, Dir(dir))
	var fe *FolderError
	if !errors.As(err, &fe) || fe.Key() != "storage.sync.link" || fe.Args()["Name"] != "matches" ||
		!strings.HasPrefix(err.Error(), "matches in the sync folder is a link") {
		t.Fatalf("%v", err)
	}
}
