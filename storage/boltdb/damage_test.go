package boltdb

import (
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"go.etcd.io/bbolt"

	"scorekeeper/scoring"
)

// sound returns the bytes of a small sound database: 30 demo matches,
// a player whose name appears only in one match record.
func sound(t *testing.T) []byte {
	t.Helper()
	path := filepath.Join(t.TempDir(), "sound.db")
	db := mustOpenWith(t, path, &Options{NoDailyBackup: true})
	if _, err := db.Import(demoMatches(51, 30)); err != nil {
		t.Fatal(err)
	}
	closeDB(t, db)
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// tryDamaged opens a damaged file the way the app does and uses it if
// it opens. Nothing may panic or hang, a refusal must be a clear
// *DamagedError, and the file's bytes must be unchanged afterwards.
// It returns the problems Check found and the open error.
func tryDamaged(t *testing.T, name string, data []byte) ([]Problem, error) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "damaged.db")
	if err := os.WriteFile(path, data, 0o600); err != nil {
		t.Fatal(err)
	}
	sum := sha256.Sum256(data)
	type result struct {
		err      error
		problems []Problem
	}
	done := make(chan result, 1)
	go func() {
		var res result
		db, err := Open(path, &Options{NoDailyBackup: true, CheckTimeout: 5 * time.Second})
		res.err = err
		if err == nil {
			rep, cerr := db.Check()
			if cerr != nil {
				rep.Problems = append(rep.Problems, Problem{What: cerr.Error()})
			}
			res.problems = rep.Problems
			_, _ = db.List(scoring.Query{})
			_ = db.Each(func(*scoring.Match) error { return nil })
			db.Close()
		}
		done <- res
	}()
	var res result
	select {
	case res = <-done:
	case <-time.After(20 * time.Second):
		t.Fatalf("%s: opening a damaged file did not end within 20 s", name)
	}
	if res.err != nil {
		var de *DamagedError
		if !errors.As(res.err, &de) || !strings.Contains(res.err.Error(), "damaged") || de.Key() == "" {
			t.Errorf("%s: %v (%T), want a *DamagedError", name, res.err, res.err)
		}
	}
	after, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if sha256.Sum256(after) != sum {
		t.Errorf("%s: the damaged file was changed", name)
	}
	return res.problems, res.err
}

func TestDamagedFiles(t *testing.T) {
	data := sound(t)
	garbage := make([]byte, len(data))
	r := rand.New(rand.NewPCG(1, 2))
	for i := range garbage {
		garbage[i] = byte(r.UintN(256))
	}
	zeroMeta := bytes.Clone(data)
	clear(zeroMeta[:8192])
	for name, d := range map[string][]byte{
		"one byte":        {0},
		"truncated half":  data[:len(data)/2],
		"truncated 5000":  data[:5000],
		"one page and 10": data[:4096+10],
		"garbage":         garbage,
		"zeroed meta":     zeroMeta,
		"text":            []byte(strings.Repeat("not a database\n", 1000)),
	} {
		_, err := tryDamaged(t, name, d)
		if err == nil {
			t.Errorf("%s: opened without complaint", name)
		} else {
			t.Logf("%s: %v", name, err)
		}
	}
}

// TestFlippedBytes flips random bytes anywhere in the file: whatever
// happens, no panic, no hang, no write to the file; and each flip is
// either refused at open, found by Check, or harmless (unused space).
func TestFlippedBytes(t *testing.T) {
	data := sound(t)
	r := rand.New(rand.NewPCG(testSeed(t), 3))
	cases := 150
	if testing.Short() {
		cases = 30
	}
	var refused, found, harmless int
	for c := range cases {
		d := bytes.Clone(data)
		for range 1 + r.IntN(4) {
			d[r.IntN(len(d))] ^= byte(1 << r.IntN(8))
		}
		problems, err := tryDamaged(t, "flip", d)
		switch {
		case err != nil:
			refused++
		case len(problems) > 0:
			found++
		default:
			harmless++
		}
		_ = c
	}
	t.Logf("%d files with flipped bytes: %d refused at open, %d opened with problems found by check, %d harmless (unused space)", cases, refused, found, harmless)
}

// TestFlipInRecord: a flipped byte inside a stored match is caught by
// its checksum and reported with the match's id.
func TestFlipInRecord(t *testing.T) {
	path := filepath.Join(t.TempDir(), "a.db")
	db := mustOpenWith(t, path, &Options{NoDailyBackup: true})
	m := skipboMatch("the-match", 3)
	m.Players[0].Name = "Zebedee-Unique"
	if err := db.Save(m); err != nil {
		t.Fatal(err)
	}
	if _, err := db.Import(demoMatches(52, 5)); err != nil {
		t.Fatal(err)
	}
	closeDB(t, db)
	data, _ := os.ReadFile(path)
	n := bytes.Count(data, []byte("Zebedee-Unique"))
	if n == 0 {
		t.Fatal("the name is not in the file")
	}
	d := bytes.ReplaceAll(data, []byte("Zebedee-Unique"), []byte("Zebedee-Uniqve"))
	problems, err := tryDamaged(t, "flip in a record", d)
	if err != nil {
		t.Fatalf("a data flip should open (bbolt has no data checksums): %v", err)
	}
	if !reported(problems, "the-match", "summary") {
		t.Errorf("check did not report the match's checksum: %v", problems)
	}
	// A flip inside the stored (compressed) match record itself.
	ro, err := bbolt.Open(path, 0o600, &bbolt.Options{ReadOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	var rec []byte
	_ = ro.View(func(tx *bbolt.Tx) error { rec = bytes.Clone(getRecord(tx, "the-match", kindMatch)); return nil })
	ro.Close()
	if rec == nil || !bytes.Contains(data, rec) {
		t.Fatal("the match record is not in the file")
	}
	flipped := bytes.Clone(rec)
	flipped[len(rec)/2] ^= 0x20
	d = bytes.ReplaceAll(data, rec, flipped) // with older copies in free pages
	problems, err = tryDamaged(t, "flip in a match record", d)
	if err != nil {
		t.Fatalf("a data flip should open (bbolt has no data checksums): %v", err)
	}
	if !reported(problems, "the-match", "match record") {
		t.Errorf("check did not report the match record's checksum: %v", problems)
	}
}

// reported reports whether problems name match id's record (what) as
// failing its checksum.
func reported(problems []Problem, id, what string) bool {
	for _, p := range problems {
		if p.MatchID == id && strings.Contains(p.What, "checksum") && strings.Contains(p.What, what) {
			return true
		}
	}
	return false
}

func TestMoveAsideAndRescue(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "s.db")
	db := mustOpenWith(t, path, &Options{NoDailyBackup: true})
	if err := db.Save(skipboMatch("kept", 2)); err != nil {
		t.Fatal(err)
	}
	if _, err := db.Backup("test"); err != nil {
		t.Fatal(err)
	}
	closeDB(t, db)
	data, _ := os.ReadFile(path)
	damaged := data[:len(data)/3]
	if err := os.WriteFile(path, damaged, 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := Open(path, nil); !errors.Is(err, ErrDamaged) {
		t.Fatalf("open: %v", err)
	}
	now := time.Date(2026, 11, 21, 19, 4, 5, 0, time.Local)
	db, rep, err := Rescue(path, &Options{NoDailyBackup: true, Now: func() time.Time { return now }}, true)
	if err != nil {
		t.Fatal(err)
	}
	checkAtCleanup(t, db)
	if filepath.Base(rep.MovedTo) != "s.db.damaged-2026-11-21-190405" || rep.RestoredFrom.Reason != "test" {
		t.Errorf("rescue: %+v", rep)
	}
	if moved, _ := os.ReadFile(rep.MovedTo); !bytes.Equal(moved, damaged) {
		t.Error("the damaged file was changed when moved aside")
	}
	if _, err := db.Get("kept"); err != nil {
		t.Errorf("the restored database lacks the match: %v", err)
	}
	// A second damaged file the same second gets its own name.
	if err := os.WriteFile(filepath.Join(dir, "t.db"), damaged, 0o600); err != nil {
		t.Fatal(err)
	}
	a, _ := MoveAside(filepath.Join(dir, "t.db"), now)
	os.WriteFile(filepath.Join(dir, "t.db"), damaged, 0o600)
	b, _ := MoveAside(filepath.Join(dir, "t.db"), now)
	if a == b || !strings.HasSuffix(b, "-2") {
		t.Errorf("names %s %s", a, b)
	}
}

// TestCheckTimeout: a consistency check that does not finish in time
// counts as damage, reported within the bound.
func TestCheckTimeout(t *testing.T) {
	path := filepath.Join(t.TempDir(), "slow.db")
	db := mustOpenWith(t, path, &Options{NoDailyBackup: true})
	if _, err := db.Import(demoMatches(53, 300)); err != nil {
		t.Fatal(err)
	}
	closeDB(t, db)
	t0 := time.Now()
	// the deep check: the layout check alone can end before a 1 ns timer fires
	_, err := Open(path, &Options{CheckTimeout: time.Nanosecond, DeepCheck: true})
	if !errors.Is(err, ErrDamaged) || !strings.Contains(err.Error(), "did not finish") || time.Since(t0) > 2*time.Second {
		t.Errorf("after %v: %v", time.Since(t0), err)
	}
}

// TestFreePageInUse: a file whose freelist names a page still in use (the
// next write would overwrite live data) is refused at Open, unchanged.
func TestFreePageInUse(t *testing.T) {
	path := filepath.Join(t.TempDir(), "free.db")
	db := mustOpenAt(t, path)
	if _, err := db.AddPlayer("Anne"); err != nil {
		t.Fatal(err)
	}
	closeDB(t, db)

	f, _, _, m := openMetas(t, path)
	// the newest freelist: one free page, the root page of every bucket
	patch := make([]byte, 16)
	binary.LittleEndian.PutUint16(patch[0:], 1)
	binary.LittleEndian.PutUint64(patch[6:], m.root)
	off := int64(m.freelist)*int64(m.pageSize) + 10
	if _, err := f.WriteAt(patch[:2], off); err != nil {
		t.Fatal(err)
	}
	if _, err := f.WriteAt(patch[6:14], off+6); err != nil {
		t.Fatal(err)
	}
	f.Close()
	before, _ := os.ReadFile(path)

	if err := walkFile(path); err == nil || !strings.Contains(err.Error(), "on the freelist and in use") {
		t.Fatalf("walk: %v", err)
	}
	_, err := Open(path, &Options{NoDailyBackup: true})
	var de *DamagedError
	if !errors.As(err, &de) {
		t.Fatalf("Open: %v, want a DamagedError", err)
	}
	if after, _ := os.ReadFile(path); !bytes.Equal(before, after) {
		t.Error("the damaged file was changed")
	}
}

// TestLostPages: a freelist that forgets its pages leaves them neither in
// use nor free. Open accepts the file (nothing reads wrong), Check
// reports it as bbolt's tx.Check does, without reading the file through
// the memory map.
func TestLostPages(t *testing.T) {
	path := filepath.Join(t.TempDir(), "lost.db")
	db := mustOpenAt(t, path)
	ms := demoMatches(3, 40)
	if _, err := db.Import(ms); err != nil {
		t.Fatal(err)
	}
	for _, m := range ms[:30] {
		if err := db.Delete(m.ID); err != nil {
			t.Fatal(err)
		}
	}
	closeDB(t, db)
	if err := walkAll(path); err != nil {
		t.Fatalf("a sound file: %v", err)
	}

	f, m0, m1, m := openMetas(t, path)
	// both meta pages' freelists forget their pages
	for _, fl := range []uint64{m0.freelist, m1.freelist} {
		if _, err := f.WriteAt([]byte{0, 0}, int64(fl)*int64(m.pageSize)+10); err != nil {
			t.Fatal(err)
		}
	}
	f.Close()

	if err := walkAll(path); err == nil || !strings.Contains(err.Error(), "neither in use nor free") {
		t.Fatalf("walkAll: %v", err)
	}
	b, err := bbolt.Open(path, 0o600, &bbolt.Options{ReadOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	var errs []error
	_ = b.View(func(tx *bbolt.Tx) error { errs = boltCheck(tx); return nil })
	b.Close()
	if len(errs) == 0 {
		t.Error("bbolt's check finds nothing: the test damages nothing")
	}
	db, err = Open(path, &Options{NoDailyBackup: true})
	if err != nil {
		t.Fatalf("Open: %v", err)
	}
	noCheck(db)
	defer db.Close()
	rep, err := db.Check()
	if err != nil {
		t.Fatal(err)
	}
	if rep.OK() || !strings.Contains(rep.Problems[0].What, "neither in use nor free") {
		t.Errorf("Check: %+v", rep.Problems)
	}
}

// openMetas opens a closed database file for writing and reads its two
// meta pages and the newest of them; it skips the test when the file has
// no freelist page to damage.
func openMetas(t *testing.T, path string) (f *os.File, m0, m1, newest meta) {
	t.Helper()
	f, err := os.OpenFile(path, os.O_RDWR, 0)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { f.Close() })
	w := &walker{f: f}
	m0, err = w.readMeta(0)
	if err != nil {
		t.Fatal(err)
	}
	m1, err1 := w.readMeta(int64(m0.pageSize))
	newest = m0
	if err1 == nil && m1.txid > m0.txid {
		newest = m1
	}
	if newest.freelist == noFreelist {
		t.Skip("no freelist page")
	}
	return f, m0, m1, newest
}

// TestPagesBboltMisreads: pages bbolt reads in a way the bytes do not
// say are damage: a branch page with no elements (bbolt reads its first
// element anyway) and a page whose type has another bit set (bbolt
// tells a type by equality: such a leaf is a branch to it). A cursor
// following them went round for ever (TestFlippedBytes, now and then).
func TestPagesBboltMisreads(t *testing.T) {
	t.Run("a branch page with no elements", func(t *testing.T) {
		path, root, ps := manyKeys(t)
		patchPage(t, path, int64(root)*ps, ps, func(p []byte) {
			if binary.LittleEndian.Uint16(p[8:]) != branchPageFlag {
				t.Fatalf("the bucket's root page %d is not a branch page", root)
			}
			binary.LittleEndian.PutUint16(p[10:], 0)                  // no elements
			binary.LittleEndian.PutUint64(p[pageHeaderSize+8:], root) // and a first one pointing here
		})
		if err := walkFile(path); err == nil || !strings.Contains(err.Error(), "no elements") {
			t.Fatalf("walk: %v, want a branch page without elements", err)
		}
	})
	t.Run("an inline bucket's leaf page with another type bit", func(t *testing.T) {
		path, _, ps := manyKeys(t)
		f, _, _, m := openMetas(t, path)
		f.Close()
		patchPage(t, path, int64(m.root)*ps, ps, func(p []byte) {
			v := valueOf(t, p, "empty")
			binary.LittleEndian.PutUint16(v[16+8:], leafPageFlag|freelistPageFlag)
		})
		if err := walkFile(path); err == nil || !strings.Contains(err.Error(), "not a leaf page") {
			t.Fatalf("walk: %v, want an inline bucket that is not a leaf", err)
		}
	})
}

// manyKeys makes a bbolt file with a bucket "many" whose root is a branch
// page (root) and an empty bucket "empty" (inline); ps is the page size.
func manyKeys(t *testing.T) (path string, root uint64, ps int64) {
	t.Helper()
	path = filepath.Join(t.TempDir(), "pages.db")
	b, err := bbolt.Open(path, 0o600, nil)
	if err != nil {
		t.Fatal(err)
	}
	err = b.Update(func(tx *bbolt.Tx) error {
		if _, err := tx.CreateBucket([]byte("empty")); err != nil {
			return err
		}
		bk, err := tx.CreateBucket([]byte("many"))
		if err != nil {
			return err
		}
		for i := range 2000 {
			if err := bk.Put(fmt.Appendf(nil, "key %05d", i), bytes.Repeat([]byte("v"), 40)); err != nil {
				return err
			}
		}
		return nil
	})
	if err == nil {
		err = b.View(func(tx *bbolt.Tx) error { root = uint64(tx.Bucket([]byte("many")).Root()); return nil })
	}
	ps = int64(b.Info().PageSize)
	if cerr := b.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		t.Fatal(err)
	}
	return path, root, ps
}

// patchPage changes the page of size ps at off of the file at path.
func patchPage(t *testing.T, path string, off, ps int64, change func(p []byte)) {
	t.Helper()
	f, err := os.OpenFile(path, os.O_RDWR, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	page := make([]byte, ps)
	if _, err := f.ReadAt(page, off); err != nil {
		t.Fatal(err)
	}
	change(page)
	if _, err := f.WriteAt(page, off); err != nil {
		t.Fatal(err)
	}
}

// valueOf is the value of key k on leaf page p (a part of p).
func valueOf(t *testing.T, p []byte, k string) []byte {
	t.Helper()
	for i := range int(binary.LittleEndian.Uint16(p[10:])) {
		at := pageHeaderSize + i*elementSize
		e := p[at:]
		pos, ks, vs := int(binary.LittleEndian.Uint32(e[4:])), int(binary.LittleEndian.Uint32(e[8:])), int(binary.LittleEndian.Uint32(e[12:]))
		if string(p[at+pos:at+pos+ks]) == k {
			return p[at+pos+ks : at+pos+ks+vs]
		}
	}
	t.Fatalf("no key %q on the page", k)
	return nil
}
