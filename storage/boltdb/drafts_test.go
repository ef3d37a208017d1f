package boltdb

import (
	"errors"
	"path/filepath"
	"strings"
	"testing"

	"go.etcd.io/bbolt"

	"scorekeeper/storage/boltdb/internal/records"
)

// TestDrafts: a draft is kept, replaced, survives reopening, goes with
// DeleteDraft or with its match, and a damaged one is an error naming it.
func TestDrafts(t *testing.T) {
	path := filepath.Join(t.TempDir(), "drafts.db")
	db := mustOpenAt(t, path)
	if d, err := db.Draft("m1"); d != nil || err != nil {
		t.Fatalf("no draft yet: %q %v", d, err)
	}
	m := skipboMatch("m1", 1)
	if err := db.Save(m); err != nil {
		t.Fatal(err)
	}
	for _, d := range []string{`{"round":2}`, `{"round":2,"data":{"left":[3]}}`} {
		if err := db.SaveDraft("m1", []byte(d)); err != nil {
			t.Fatal(err)
		}
	}
	closeDB(t, db)
	db = mustOpenAt(t, path)
	if d, err := db.Draft("m1"); string(d) != `{"round":2,"data":{"left":[3]}}` || err != nil {
		t.Fatalf("after reopening: %q %v", d, err)
	}
	if err := db.DeleteDraft("m1"); err != nil {
		t.Fatal(err)
	}
	if d, _ := db.Draft("m1"); d != nil {
		t.Fatalf("deleted draft still there: %q", d)
	}

	// deleting the match drops its draft
	if err := db.SaveDraft("m1", []byte(`{}`)); err != nil {
		t.Fatal(err)
	}
	if err := db.Delete("m1"); err != nil {
		t.Fatal(err)
	}
	if d, _ := db.Draft("m1"); d != nil {
		t.Fatalf("the deleted match's draft is still there: %q", d)
	}

	// a flipped byte is found by the checksum
	if err := db.SaveDraft("m2", []byte(`{"round":1}`)); err != nil {
		t.Fatal(err)
	}
	if err := db.bolt.Update(func(tx *bbolt.Tx) error {
		b := tx.Bucket([]byte(bucketDrafts))
		v := append([]byte(nil), b.Get([]byte("m2"))...)
		v[len(v)-1] ^= 1
		return b.Put([]byte("m2"), v)
	}); err != nil {
		t.Fatal(err)
	}
	d, err := db.Draft("m2")
	if d != nil || !errors.Is(err, records.ErrChecksum) || !strings.Contains(err.Error(), "m2") {
		t.Fatalf("damaged draft: %q %v", d, err)
	}
}
