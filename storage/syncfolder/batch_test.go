package syncfolder

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// manyFiles is a folder size of several batches.
const manyFiles = 3*batchFiles + 7

// fakeWith is a fake store holding n matches.
func fakeWith(n int) *fakeStore {
	s := newFake()
	for i := range n {
		s.put("matches", fmt.Sprintf("m%04d", i), fmt.Appendf(nil, `{"v":%d}`, i))
	}
	return s
}

// TestPassHandsOverBatchesOnly: whatever the folder's size, a pass reads
// and saves the state of at most a batch of files at a time, in several
// transactions (a pass holding the state of the whole folder, or saving
// it at the end in one, fails this).
func TestPassHandsOverBatchesOnly(t *testing.T) {
	dir := t.TempDir()
	a, b := fakeWith(manyFiles), newFake()
	check := func(who string, s *fakeStore, writes int) {
		t.Helper()
		if s.most > batchFiles || s.writes < writes {
			t.Fatalf("%s: most states in one call %d (want at most %d), %d saves (want at least %d)",
				who, s.most, batchFiles, s.writes, writes)
		}
	}
	if rep := mustPass(t, a, Dir(dir)); rep.Written != manyFiles {
		t.Fatalf("wrote %d of %d", rep.Written, manyFiles)
	}
	check("writing", a, manyFiles/batchFiles)
	if rep := mustPass(t, b, Dir(dir)); rep.Read != manyFiles || len(b.recs) != manyFiles {
		t.Fatalf("read %d of %d", rep.Read, manyFiles)
	}
	check("reading", b, manyFiles/batchFiles)
	mustPass(t, a, Dir(dir)) // the racy times of the first pass's files
	os.RemoveAll(filepath.Join(dir, "matches"))
	a.most, a.writes = 0, 0
	if rep := mustPass(t, a, Dir(dir)); rep.Written != manyFiles {
		t.Fatalf("wrote %d of %d lost files", rep.Written, manyFiles)
	}
	check("writing lost files again", a, manyFiles/batchFiles)
}

// TestStoppedImportKeepsWhatItDid: a pass stopped by a failed import has
// saved the state of the files it imported before, and of no other; the
// next pass reads only the rest.
func TestStoppedImportKeepsWhatItDid(t *testing.T) {
	dir := t.TempDir()
	mustPass(t, fakeWith(manyFiles), Dir(dir))
	b := newFake()
	b.failAt = 3
	if _, err := PassWith(b, Dir(dir)); err == nil {
		t.Fatal("the failed import was not an error")
	}
	st := b.state[Dir(dir).ID()]
	if len(st.Files) != 2*batchFiles || len(b.recs) != 2*batchFiles {
		t.Fatalf("%d states saved, %d records imported: want %d each", len(st.Files), len(b.recs), 2*batchFiles)
	}
	for name := range st.Files {
		if _, ok := b.recs[strings.TrimSuffix(name, ".json")]; !ok {
			t.Fatalf("the state of %s was saved, its import failed", name)
		}
	}
	b.failAt = 0
	if rep := mustPass(t, b, Dir(dir)); rep.Read != manyFiles-2*batchFiles || len(b.recs) != manyFiles {
		t.Fatalf("the next pass read %d, has %d records: want %d and %d", rep.Read, len(b.recs), manyFiles-2*batchFiles, manyFiles)
	}
}

// fullAfter is a folder whose writes fail (a full disk) after n of them.
type fullAfter struct {
	Folder
	n *int
}

func (f fullAfter) Write(name string, data []byte) (Entry, error) {
	if *f.n == 0 {
		return Entry{}, errors.New("no space left on device")
	}
	*f.n--
	return f.Folder.Write(name, data)
}

// TestStoppedWriteKeepsWhatItDid: a pass whose writes fail half-way has
// saved the state of the files it wrote; the next one writes the rest.
func TestStoppedWriteKeepsWhatItDid(t *testing.T) {
	dir := t.TempDir()
	a := fakeWith(manyFiles)
	n := batchFiles + 10
	if _, err := PassWith(a, fullAfter{Dir(dir), &n}); !errors.Is(err, ErrFolder) {
		t.Fatalf("want folder trouble, got %v", err)
	}
	if st := a.state[Dir(dir).ID()]; len(st.Files) != batchFiles+10 {
		t.Fatalf("%d states saved, want %d", len(st.Files), batchFiles+10)
	}
	if rep := mustPass(t, a, Dir(dir)); rep.Written != manyFiles-batchFiles-10 {
		t.Fatalf("the next pass wrote %d, want %d", rep.Written, manyFiles-batchFiles-10)
	}
}

// TestLostFileOutlivesStoppedPass: a file this database wrote that has
// gone is written again even when the pass that saw it gone could not.
func TestLostFileOutlivesStoppedPass(t *testing.T) {
	dir := t.TempDir()
	s := fakeWith(2)
	mustPass(t, s, Dir(dir))
	os.Remove(filepath.Join(dir, "matches", "m0000.json"))
	if _, err := PassWith(s, readOnly{Dir(dir)}); !errors.Is(err, ErrFolder) {
		t.Fatalf("want folder trouble, got %v", err)
	}
	if rep := mustPass(t, s, Dir(dir)); rep.Written != 1 || !exists(dir, "matches/m0000.json") {
		t.Fatalf("the lost file was not written again: %+v", rep)
	}
	if rep := mustPass(t, s, Dir(dir)); rep.Written != 0 || rep.Read != 0 {
		t.Fatalf("a pass after did something: %+v", rep)
	}
}

// TestConflictCopiesShareBatches: a sync engine's many conflict copies of
// one record are imported a batch at a time, not one import (one
// transaction) each (issue 19: 3,000 copies took minutes).
func TestConflictCopiesShareBatches(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, dir, "matches/m1.json", `{"v":0}`)
	for i := range manyFiles {
		writeFile(t, dir, fmt.Sprintf("matches/m1.sync-conflict-20261125-%06d-ABCDEFG.json", i), fmt.Sprintf(`{"v":%d}`, i+1))
	}
	s := newFake()
	rep := mustPass(t, s, Dir(dir))
	if len(rep.Absorbed) != manyFiles || s.imports > manyFiles/batchFiles+1 {
		t.Fatalf("%d copies absorbed in %d imports (want at most %d)", len(rep.Absorbed), s.imports, manyFiles/batchFiles+1)
	}
}
