package dbfile

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"go.etcd.io/bbolt"
)

// manyKeys makes a bbolt file with a bucket "many" of n keys whose root
// is a branch page (root; when n is large enough), an empty bucket
// "empty" (inline) and an index-like bucket "idx" of keys of one length
// with empty values; ps is the page size. Half of "many" is deleted
// again, so the file has free pages.
func manyKeys(t *testing.T, n int) (path string, root uint64, ps int64) {
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
		idx, err := tx.CreateBucket([]byte("idx"))
		if err != nil {
			return err
		}
		bk, err := tx.CreateBucket([]byte("many"))
		if err != nil {
			return err
		}
		for i := range n {
			if err := bk.Put(fmt.Appendf(nil, "key %05d", i), bytes.Repeat([]byte("v"), 40)); err != nil {
				return err
			}
			if err := idx.Put(fmt.Appendf(nil, "index key %05d", i), nil); err != nil {
				return err
			}
		}
		return nil
	})
	if err == nil {
		err = b.Update(func(tx *bbolt.Tx) error {
			bk := tx.Bucket([]byte("many"))
			for i := 0; i < n; i += 2 {
				if err := bk.Delete(fmt.Appendf(nil, "key %05d", i)); err != nil {
					return err
				}
			}
			return nil
		})
	}
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

// refused fails the test unless the page walk refuses the file at path
// with an error saying want, and Open refuses it (to write and to read)
// as damaged, leaving its bytes as they were.
func refused(t *testing.T, path, want string) {
	t.Helper()
	if err := Walk(path); err == nil || !strings.Contains(err.Error(), want) {
		t.Fatalf("walk: %v, want %q", err, want)
	}
	before, _ := os.ReadFile(path)
	for _, ro := range []bool{false, true} {
		o := testOptions
		o.ReadOnly = ro
		b, _, err := Open(path, o)
		var de *DamagedError
		if !errors.As(err, &de) || de.Key() != "storage.damaged.pages" || !strings.Contains(err.Error(), want) {
			if b != nil {
				b.Close()
			}
			t.Errorf("Open (read-only %v): %v, want damaged: %s", ro, err, want)
		}
	}
	unchanged(t, path, before)
}

// TestFreePageInUse: a file whose freelist names a page still in use (the
// next write would overwrite live data) is refused, unchanged.
func TestFreePageInUse(t *testing.T) {
	path, _, _ := manyKeys(t, 2000)
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
	refused(t, path, "on the freelist and in use")
}

// TestLostPages: a freelist that forgets its pages leaves them neither in
// use nor free. Walk accepts the file (nothing reads wrong); WalkAll
// finds it, as bbolt's tx.Check does, without reading the file through
// the memory map.
func TestLostPages(t *testing.T) {
	path, _, _ := manyKeys(t, 2000)
	if err := WalkAll(path); err != nil {
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
	if err := Walk(path); err != nil {
		t.Errorf("walk: %v", err)
	}
	if err := WalkAll(path); err == nil || !strings.Contains(err.Error(), "neither in use nor free") {
		t.Fatalf("WalkAll: %v", err)
	}
	b, err := bbolt.Open(path, 0o600, &bbolt.Options{ReadOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	var errs []error
	_ = b.View(func(tx *bbolt.Tx) error { errs = BoltCheck(tx); return nil })
	b.Close()
	if len(errs) == 0 {
		t.Error("bbolt's check finds nothing: the test damages nothing")
	}
}

// TestKeyOrder: a file whose keys are out of order (two neighbouring
// keys of a leaf page in use swapped: no value changes) is refused
// before anything is written; bbolt's writes would put keys where no
// search finds them.
func TestKeyOrder(t *testing.T) {
	path, _, ps := manyKeys(t, 50)
	var leaf uint64
	b, err := bbolt.Open(path, 0o600, &bbolt.Options{ReadOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	_ = b.View(func(tx *bbolt.Tx) error { leaf = uint64(tx.Bucket([]byte("idx")).Root()); return nil })
	b.Close()
	patchPage(t, path, int64(leaf)*ps, ps, func(p []byte) {
		if binary.LittleEndian.Uint16(p[8:]) != leafPageFlag {
			t.Fatalf("page %d is not a leaf page", leaf)
		}
		k0, k1 := key(p, 0), key(p, 1)
		tmp := bytes.Clone(k0)
		copy(k0, k1)
		copy(k1, tmp)
	})
	refused(t, path, "out of order")
}

// TestPagesBboltMisreads: pages bbolt reads in a way the bytes do not
// say are damage: a branch page with no elements (bbolt reads its first
// element anyway) and a page whose type has another bit set (bbolt
// tells a type by equality: such a leaf is a branch to it). A cursor
// following them went round for ever (TestFlippedBytes, now and then).
func TestPagesBboltMisreads(t *testing.T) {
	t.Run("a branch page with no elements", func(t *testing.T) {
		path, root, ps := manyKeys(t, 2000)
		patchPage(t, path, int64(root)*ps, ps, func(p []byte) {
			if binary.LittleEndian.Uint16(p[8:]) != branchPageFlag {
				t.Fatalf("the bucket's root page %d is not a branch page", root)
			}
			binary.LittleEndian.PutUint16(p[10:], 0)                  // no elements
			binary.LittleEndian.PutUint64(p[pageHeaderSize+8:], root) // and a first one pointing here
		})
		refused(t, path, "no elements")
	})
	t.Run("an inline bucket's leaf page with another type bit", func(t *testing.T) {
		path, _, ps := manyKeys(t, 2000)
		f, _, _, m := openMetas(t, path)
		f.Close()
		patchPage(t, path, int64(m.root)*ps, ps, func(p []byte) {
			v := valueOf(t, p, "empty")
			binary.LittleEndian.PutUint16(v[16+8:], leafPageFlag|freelistPageFlag)
		})
		refused(t, path, "not a leaf page")
	})
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
