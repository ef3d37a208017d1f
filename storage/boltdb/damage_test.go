package boltdb

import (
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"errors"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"go.etcd.io/bbolt"

	"scorekeeper/scoring"

	"scorekeeper/storage/boltdb/internal/records"
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
	_ = ro.View(func(tx *bbolt.Tx) error {
		rec = bytes.Clone(records.GetRecord(tx, "the-match", records.KindMatch))
		return nil
	})
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

func TestRescueRestoresBackup(t *testing.T) {
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
	if filepath.Base(rep.MovedTo) != "s.db.damaged-2026-11-21-190405" || rep.RestoredFrom.Reason != "test" { // names: dbfile's TestAside
		t.Errorf("rescue: %+v", rep)
	}
	if moved, _ := os.ReadFile(rep.MovedTo); !bytes.Equal(moved, damaged) {
		t.Error("the damaged file was changed when moved aside")
	}
	if _, err := db.Get("kept"); err != nil {
		t.Errorf("the restored database lacks the match: %v", err)
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
	var de *DamagedError
	if !errors.As(err, &de) || de.Key() != "storage.damaged.slow" || time.Since(t0) > 2*time.Second {
		t.Errorf("after %v: %v", time.Since(t0), err)
	}
}

// TestCheckWalksPages: Check runs the page walk that also wants every
// page in use or free (dbfile.WalkAll): a freelist that forgets its
// pages, which Open accepts (nothing reads wrong), is reported.
func TestCheckWalksPages(t *testing.T) {
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
	forgetFreePages(t, path)
	db, err := Open(path, &Options{NoDailyBackup: true})
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

// forgetFreePages makes both meta pages' freelists of the bbolt file at
// path empty (in a meta page, after its 16-byte header: the page size
// at byte 8, the freelist's page id at byte 32; a freelist page's count
// at byte 10).
func forgetFreePages(t *testing.T, path string) {
	t.Helper()
	f, err := os.OpenFile(path, os.O_RDWR, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	b := make([]byte, 4)
	if _, err := f.ReadAt(b, 16+8); err != nil {
		t.Fatal(err)
	}
	ps := int64(binary.LittleEndian.Uint32(b))
	for i := range int64(2) {
		b := make([]byte, 8)
		if _, err := f.ReadAt(b, i*ps+16+32); err != nil {
			t.Fatal(err)
		}
		if fl := binary.LittleEndian.Uint64(b); fl != ^uint64(0) {
			if _, err := f.WriteAt([]byte{0, 0}, int64(fl)*ps+10); err != nil {
				t.Fatal(err)
			}
		}
	}
}
