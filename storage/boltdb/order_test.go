package boltdb

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// breakKeyOrder swaps the keys of two neighbouring entries of an index
// leaf page still in use (same key length, empty values, so no record's
// checksum is involved): the file itself is damaged, not one record.
func breakKeyOrder(t *testing.T, data []byte) []byte {
	t.Helper()
	path := filepath.Join(t.TempDir(), "walk.db")
	if err := os.WriteFile(path, data, 0o600); err != nil {
		t.Fatal(err)
	}
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	w := &walker{f: f, size: int64(len(data))}
	if err := w.walk(); err != nil {
		t.Fatal(err)
	}
	free := map[uint64]bool{}
	for _, id := range w.free {
		free[id] = true
	}
	out := bytes.Clone(data)
	for id := uint64(2); id < w.hwm; id++ {
		p := out[int64(id)*w.pageSize : int64(id+1)*w.pageSize]
		if !w.isSeen(id) || free[id] || le.Uint64(p) != id || le.Uint16(p[8:]) != leafPageFlag || le.Uint16(p[10:]) < 2 {
			continue
		}
		at0, at1 := pageHeaderSize, pageHeaderSize+elementSize
		e0, e1 := p[at0:at0+elementSize], p[at1:at1+elementSize]
		if le.Uint32(e0[0:]) != 0 || le.Uint32(e0[12:]) != 0 || le.Uint32(e1[12:]) != 0 || le.Uint32(e0[8:]) != le.Uint32(e1[8:]) {
			continue
		}
		k0, k1 := key(p, 0), key(p, 1)
		tmp := bytes.Clone(k0)
		copy(k0, k1)
		copy(k1, tmp)
		return out
	}
	t.Fatal("no index leaf page to damage")
	return nil
}

// TestKeyOrderGuardsWrites: a file whose keys are out of order is
// refused by Open for writing (and reading) before anything is written,
// and Rescue sets it aside unchanged. The old code's page walk did not
// check key order: only `check` saw it, and import wrote to the file.
func TestKeyOrderGuardsWrites(t *testing.T) {
	data := breakKeyOrder(t, sound(t))
	dir := t.TempDir()
	path := filepath.Join(dir, "order.db")
	if err := os.WriteFile(path, data, 0o600); err != nil {
		t.Fatal(err)
	}
	for _, ro := range []bool{false, true} {
		_, err := Open(path, &Options{ReadOnly: ro, NoDailyBackup: true})
		var de *DamagedError
		if !errors.As(err, &de) || !strings.Contains(err.Error(), "out of order") {
			t.Fatalf("read-only %v: %v, want damaged: out of order", ro, err)
		}
	}
	if after, _ := os.ReadFile(path); !bytes.Equal(after, data) {
		t.Fatal("the file was written")
	}
	db, rep, err := Rescue(path, &Options{NoDailyBackup: true}, false)
	if err != nil || rep.MovedTo == "" {
		t.Fatalf("rescue: %+v %v", rep, err)
	}
	checkAtCleanup(t, db)
	if moved, _ := os.ReadFile(rep.MovedTo); !bytes.Equal(moved, data) {
		t.Error("the damaged file was changed when set aside")
	}
}
