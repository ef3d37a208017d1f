package dbfile

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"go.etcd.io/bbolt"
)

// testOptions are Open's options in the tests.
var testOptions = Options{Timeout: time.Second, CheckTimeout: 10 * time.Second}

// put commits key k = v in bucket "b" of b.
func put(t *testing.T, b *bbolt.DB, k, v string) {
	t.Helper()
	err := b.Update(func(tx *bbolt.Tx) error {
		bk, err := tx.CreateBucketIfNotExists([]byte("b"))
		if err != nil {
			return err
		}
		return bk.Put([]byte(k), []byte(v))
	})
	if err != nil {
		t.Fatal(err)
	}
}

// newFile makes a bbolt file with one key in it and returns its path.
func newFile(t *testing.T) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "s.db")
	b, err := bbolt.Open(path, 0o600, nil)
	if err != nil {
		t.Fatal(err)
	}
	put(t, b, "k", "v")
	if err := b.Close(); err != nil {
		t.Fatal(err)
	}
	return path
}

// clockAhead sets the stamps' clock d ahead of the real one for the
// test: a file changed just now has settled.
func clockAhead(t *testing.T, d time.Duration) {
	t.Helper()
	now = func() time.Time { return time.Now().Add(d) }
	t.Cleanup(func() { now = time.Now })
}

// unchanged fails the test unless the file at path holds data.
func unchanged(t *testing.T, path string, data []byte) {
	t.Helper()
	if after, err := os.ReadFile(path); err != nil || string(after) != string(data) {
		t.Errorf("the file was changed (%v)", err)
	}
}
