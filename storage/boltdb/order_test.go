package boltdb

import (
	"bytes"
	"encoding/binary"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"go.etcd.io/bbolt"

	"scorekeeper/storage/boltdb/internal/records"
)

// breakKeyOrder swaps the first two keys of the root page of the time
// index, a leaf page in use (keys of one length, empty values, so no
// record's checksum is involved): the file itself is damaged, not one
// record.
func breakKeyOrder(t *testing.T, data []byte) []byte {
	t.Helper()
	path := filepath.Join(t.TempDir(), "walk.db")
	if err := os.WriteFile(path, data, 0o600); err != nil {
		t.Fatal(err)
	}
	b, err := bbolt.Open(path, 0o600, &bbolt.Options{ReadOnly: true, PreLoadFreelist: true}) // tx.Page needs the freelist
	if err != nil {
		t.Fatal(err)
	}
	var id, count int
	var typ string
	ps := b.Info().PageSize
	err = b.View(func(tx *bbolt.Tx) error {
		page, err := tx.Page(int(tx.Bucket([]byte(records.BucketByTime)).Root()))
		if err == nil && page != nil {
			id, typ, count = page.ID, page.Type, page.Count
		}
		return err
	})
	b.Close()
	if err != nil || typ != "leaf" || count < 2 {
		t.Fatalf("the time index's root is no leaf page to damage: %s of %d keys, %v", typ, count, err)
	}
	out := bytes.Clone(data)
	p := out[id*ps : (id+1)*ps]
	// leaf elements after the 16-byte page header, 16 bytes each: flags,
	// the key's position from the element, key size, value size
	k := func(i int) []byte {
		at := 16 + 16*i
		pos, size := int(binary.LittleEndian.Uint32(p[at+4:])), int(binary.LittleEndian.Uint32(p[at+8:]))
		return p[at+pos : at+pos+size]
	}
	k0, k1 := k(0), k(1)
	tmp := bytes.Clone(k0)
	copy(k0, k1)
	copy(k1, tmp)
	return out
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
