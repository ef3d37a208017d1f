package syncfolder

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"syscall"
	"testing"
	"time"
)

func writeFile(t *testing.T, dir, name, content string) {
	t.Helper()
	path := filepath.Join(dir, filepath.FromSlash(name))
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
}

func exists(dir, name string) bool {
	_, err := os.Stat(filepath.Join(dir, filepath.FromSlash(name)))
	return err == nil
}

func TestPassCarriesChangesOnce(t *testing.T) {
	dir := t.TempDir()
	a, b := newFake(), newFake()
	a.put("matches", "m1", []byte(`{"v":1}`))
	a.put("players", "p1", []byte(`{"name":"Anne"}`))

	if rep := mustPass(t, a, Dir(dir)); rep.Written != 2 || rep.Read != 0 {
		t.Fatalf("first pass of a: %+v", rep)
	}
	rep := mustPass(t, b, Dir(dir))
	if rep.Read != 2 || rep.Written != 0 || !slices.Contains(rep.Added, "m1") {
		t.Fatalf("b should read both files and write nothing back: %+v", rep)
	}
	if b.get("matches", "m1") != `{"v":1}` || b.get("players", "p1") != `{"name":"Anne"}` {
		t.Fatalf("b has %v", b.recs)
	}
	for _, s := range []*fakeStore{a, b} {
		before := s.writes
		if rep := mustPass(t, s, Dir(dir)); rep.Read != 0 || rep.Written != 0 {
			t.Fatalf("a pass with nothing new did something: %+v", rep)
		}
		if s.writes != before {
			t.Fatal("a pass with nothing new saved its state")
		}
	}

	b.put("matches", "m1", []byte(`{"v":2}`))
	if rep := mustPass(t, b, Dir(dir)); rep.Written != 1 {
		t.Fatalf("b's change was not written: %+v", rep)
	}
	if rep := mustPass(t, a, Dir(dir)); rep.Read != 1 || rep.Written != 0 || !slices.Contains(rep.Updated, "m1") {
		t.Fatalf("a should read b's change and write nothing back: %+v", rep)
	}
	if a.get("matches", "m1") != `{"v":2}` {
		t.Fatal("a did not take b's change")
	}
}

func TestBrokenFilesAreSkippedUntilChanged(t *testing.T) {
	dir := t.TempDir()
	s := newFake()
	writeFile(t, dir, "matches/good.json", `{"ok":true}`)
	writeFile(t, dir, "matches/half.json", `{"format": "scorekeeper.match", "rou`)
	rep := mustPass(t, s, Dir(dir))
	if len(rep.Broken) != 1 || rep.Broken[0].Name != "matches/half.json" || rep.Broken[0].Reason() == "" {
		t.Fatalf("broken: %+v", rep.Broken)
	}
	if s.get("matches", "good") == "" {
		t.Fatal("a broken file kept the good one out")
	}
	if rep := mustPass(t, s, Dir(dir)); len(rep.Broken) != 0 || rep.Read != 0 {
		t.Fatalf("an unchanged broken file was read again: %+v", rep)
	}
	writeFile(t, dir, "matches/half.json", `{"whole": true}`)
	if rep := mustPass(t, s, Dir(dir)); len(rep.Broken) != 0 || rep.Read != 1 || s.get("matches", "half") == "" {
		t.Fatalf("the file, now whole, was not imported: %+v", rep)
	}
}

func TestTooLargeFileIsSkipped(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "matches", "big.json")
	os.MkdirAll(filepath.Dir(path), 0o755)
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := f.Truncate(MaxFile + 1); err != nil { // sparse: no disk used
		t.Fatal(err)
	}
	f.Close()
	s := newFake()
	rep := mustPass(t, s, Dir(dir))
	if len(rep.Broken) != 1 || rep.Read != 0 {
		t.Fatalf("a file over 64 MiB: %+v", rep)
	}
	if rep := mustPass(t, s, Dir(dir)); len(rep.Broken) != 0 {
		t.Fatalf("reported again: %+v", rep)
	}
}

func TestForeignFilesAreNeverTouched(t *testing.T) {
	dir := t.TempDir()
	s := newFake()
	foreign := []string{"README.md", "matches/notes.txt", "matches/.syncthing.m1.json.tmp",
		"matches/~syncthing~m1.json.tmp", "leagues/l.json.bak", "players/.hidden.json"}
	for _, n := range foreign {
		writeFile(t, dir, n, "not json {")
	}
	writeFile(t, dir, "matches/theirs.json", `{"from":"elsewhere"}`)
	rep := mustPass(t, s, Dir(dir))
	if len(rep.Broken) != 0 || rep.Read != 1 {
		t.Fatalf("foreign files were read: %+v", rep)
	}
	// theirs is gone here: its file was not written by this database
	s.put("matches", "theirs", nil)
	mustPass(t, s, Dir(dir))
	for _, n := range append(foreign, "matches/theirs.json") {
		if !exists(dir, n) {
			t.Errorf("%s was removed", n)
		}
	}
	// one it wrote is removed when its record is gone
	s.put("matches", "mine", []byte(`{}`))
	mustPass(t, s, Dir(dir))
	s.put("matches", "mine", nil)
	if rep := mustPass(t, s, Dir(dir)); exists(dir, "matches/mine.json") || len(rep.Removed) != 1 {
		t.Fatalf("the file of a record gone was kept: %+v", rep)
	}
}

func TestEngineConflictCopyIsAbsorbed(t *testing.T) {
	dir := t.TempDir()
	s := newFake()
	s.put("matches", "m1", []byte(`{"v":1}`))
	mustPass(t, s, Dir(dir))
	copyName := "matches/m1.sync-conflict-20261123-101010-ABCDEFG.json"
	writeFile(t, dir, copyName, `{"v":"other"}`)
	rep := mustPass(t, s, Dir(dir))
	if !slices.Equal(rep.Absorbed, []string{copyName}) || exists(dir, copyName) {
		t.Fatalf("the conflict copy was not absorbed: %+v", rep)
	}
	if s.get("matches", "m1") != `{"v":"other"}` {
		t.Fatal("the conflict copy was not imported as a version of m1")
	}
	// a broken one stays
	writeFile(t, dir, copyName, `{"v":`)
	if rep := mustPass(t, s, Dir(dir)); len(rep.Broken) != 1 || !exists(dir, copyName) {
		t.Fatalf("a broken conflict copy: %+v", rep)
	}
}

func TestLostFileIsWrittenAgain(t *testing.T) {
	dir := t.TempDir()
	s := newFake()
	s.put("matches", "m1", []byte(`{"v":1}`))
	s.put("matches", "m2", []byte(`{"v":2}`))
	mustPass(t, s, Dir(dir))
	os.Remove(filepath.Join(dir, "matches", "m1.json"))
	if rep := mustPass(t, s, Dir(dir)); rep.Written != 1 || !exists(dir, "matches/m1.json") {
		t.Fatalf("a lost file was not written again (and only it): %+v", rep)
	}
}

func TestStaleTempFilesOfOwnWritesGo(t *testing.T) {
	dir := t.TempDir()
	old, fresh := "matches/.m1.json.tmp-123", "matches/.m2.json.tmp-456"
	writeFile(t, dir, old, "{")
	writeFile(t, dir, fresh, "{")
	past := time.Now().Add(-time.Hour)
	os.Chtimes(filepath.Join(dir, filepath.FromSlash(old)), past, past)
	mustPass(t, newFake(), Dir(dir))
	if exists(dir, old) || !exists(dir, fresh) {
		t.Fatal("want the old temporary file removed and the fresh one kept")
	}
}

// readOnly is a folder whose writes fail as on a read-only disk (a test
// as root cannot make a folder unwritable with its mode).
type readOnly struct{ Folder }

func (readOnly) Write(name string, _ []byte) (Entry, error) {
	return Entry{}, &os.PathError{Op: "open", Path: name, Err: syscall.EROFS}
}

func TestReadOnlyFolderIsTrouble(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, dir, "matches/theirs.json", `{"v":1}`)
	s := newFake()
	s.put("matches", "m1", []byte(`{"v":1}`))
	rep, err := PassWith(s, readOnly{Dir(dir)})
	var fe *FolderError
	if !errors.Is(err, ErrFolder) || !errors.As(err, &fe) || !errors.Is(err, syscall.EROFS) {
		t.Fatalf("want folder trouble, got %v", err)
	}
	if rep.Read != 1 || s.get("matches", "theirs") == "" {
		t.Fatalf("what could be read was not imported: %+v", rep)
	}
	// once writable, the change is written
	if rep := mustPass(t, s, Dir(dir)); rep.Written != 1 {
		t.Fatalf("the change was not written after the trouble: %+v", rep)
	}
}

func TestReadOnlyModeFolder(t *testing.T) {
	if os.Geteuid() == 0 {
		t.Skip("root writes into a read-only folder")
	}
	dir := t.TempDir()
	os.Mkdir(filepath.Join(dir, "matches"), 0o555)
	defer os.Chmod(filepath.Join(dir, "matches"), 0o755)
	s := newFake()
	s.put("matches", "m1", []byte(`{}`))
	if _, err := PassWith(s, Dir(dir)); !errors.Is(err, ErrFolder) {
		t.Fatalf("want folder trouble, got %v", err)
	}
}

func TestFileNames(t *testing.T) {
	long := string(make([]byte, 300))
	for _, id := range []string{"0193a0e4-7c2b-7000-8000-000000000001", "a/b", "..", ".hidden", "x~0123456789ab",
		"ä ö", `c:\x*y|z?`, "%41", long} {
		name := fileName("matches", id)
		base := filepath.Base(name)
		if filepath.Dir(name) != "matches" || len(base) > maxName+5 {
			t.Errorf("%q: unsafe name %q", id, name)
		}
		class, got := classify(base)
		if class != recordFile {
			t.Errorf("%q: %q is not read as a record file", id, name)
		}
		if id != long && got != id {
			t.Errorf("%q: name %q reads as %q", id, name, got)
		}
		if class, got := classify(base[:len(base)-5] + ".sync-conflict-20261123-101010-ABCDEFG.json"); class != engineCopy || (id != long && got != id) {
			t.Errorf("%q: the conflict copy reads as %v %q", id, class, got)
		}
	}
}

// TestMissingFolderIsTrouble: a folder that has gone (a drive not
// mounted) is trouble, and nothing is written where it was.
func TestMissingFolderIsTrouble(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "drive")
	os.Mkdir(dir, 0o755)
	s := newFake()
	s.put("matches", "m1", []byte(`{}`))
	mustPass(t, s, Dir(dir))
	os.RemoveAll(dir)
	if _, err := PassWith(s, Dir(dir)); !errors.Is(err, ErrFolder) {
		t.Fatalf("want folder trouble, got %v", err)
	}
	if _, err := os.Stat(dir); err == nil {
		t.Fatal("the missing folder was made")
	}
	if st := s.state[Dir(dir).ID()]; len(st.Files) != 1 {
		t.Fatalf("the state of the folder was dropped: %v", st.Files)
	}
}

// TestSameSizeChangeInOneTick: a file changed again, keeping its size,
// within the clock tick of the time the pass saw is still read.
func TestSameSizeChangeInOneTick(t *testing.T) {
	dir := t.TempDir()
	s := newFake()
	for i := range 20 {
		writeFile(t, dir, "matches/m.json", fmt.Sprintf(`{"v":%d}`, i%10))
		mustPass(t, s, Dir(dir))
		if got, want := s.get("matches", "m"), fmt.Sprintf(`{"v":%d}`, i%10); got != want {
			t.Fatalf("change %d: the store has %s, want %s", i, got, want)
		}
	}
}
