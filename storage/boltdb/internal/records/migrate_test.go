package records

import (
	"errors"
	"path/filepath"
	"slices"
	"testing"

	"go.etcd.io/bbolt"
)

// TestMigrate: Migrate runs the migrations after the schema given, in
// order, and records the newest; a failing one is its error, and the
// caller's transaction rolls all of them back.
func TestMigrate(t *testing.T) {
	b, err := bbolt.Open(filepath.Join(t.TempDir(), "m.db"), 0o600, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	err = b.Update(func(tx *bbolt.Tx) error {
		if _, err := tx.CreateBucket([]byte(BucketMeta)); err != nil {
			return err
		}
		if _, err := NewDevice(tx, "test"); err != nil {
			return err
		}
		return Migrate(tx, 0, false)
	})
	if err != nil {
		t.Fatal(err)
	}
	saved := migrations
	t.Cleanup(func() { migrations = saved })
	cur := SchemaVersion()
	var ran []int
	migrations = append(slices.Clone(saved),
		migration{cur + 1, "test two", func(tx *bbolt.Tx) error { ran = append(ran, cur+1); return nil }},
		migration{cur + 2, "test three", func(tx *bbolt.Tx) error {
			ran = append(ran, cur+2)
			_, err := tx.CreateBucketIfNotExists([]byte("extra"))
			return err
		}})
	if err := b.Update(func(tx *bbolt.Tx) error { return Migrate(tx, cur, false) }); err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(ran, []int{cur + 1, cur + 2}) {
		t.Errorf("migrations ran %v", ran)
	}
	boom := errors.New("boom")
	migrations = append(migrations, migration{cur + 3, "fails", func(tx *bbolt.Tx) error {
		_, _ = tx.CreateBucket([]byte("half"))
		return boom
	}})
	if err := b.Update(func(tx *bbolt.Tx) error { return Migrate(tx, cur+2, false) }); !errors.Is(err, boom) {
		t.Fatalf("a failing migration: %v", err)
	}
	_ = b.View(func(tx *bbolt.Tx) error {
		if v, _ := ReadVersion(tx); v != cur+2 || tx.Bucket([]byte("half")) != nil {
			t.Errorf("version %d after a failed migration", v)
		}
		return nil
	})
}
