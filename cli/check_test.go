package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"scorekeeper/storage/boltdb"
	"strings"
	"testing"

	"go.etcd.io/bbolt"
)

func TestCheck(t *testing.T) {
	path := demoDB(t, "15")
	if code, out, _ := runCLI("check", "--db", path); code != ExitOK || !strings.HasSuffix(out, "ok\n") {
		t.Errorf("clean: %d %s", code, out)
	}
	// A flipped byte in a stored match: listed with the match, exit 1.
	db, err := bbolt.Open(path, 0o600, nil)
	if err != nil {
		t.Fatal(err)
	}
	var id string
	err = db.Update(func(tx *bbolt.Tx) error {
		// storage's records bucket: <match id> 0 'm' is a match record
		b := tx.Bucket([]byte("records"))
		c := b.Cursor()
		k, v := c.First()
		for k != nil && !bytes.HasSuffix(k, []byte{0, 'm'}) {
			k, v = c.Next()
		}
		k = bytes.Clone(k)
		id = string(k[:len(k)-2])
		v = bytes.Clone(v)
		v[len(v)/2] ^= 1
		return b.Put(k, v)
	})
	db.Close()
	if err != nil {
		t.Fatal(err)
	}
	code, _, errs := runCLI("check", "--db", path)
	if code != ExitError || !strings.Contains(errs, "problem: match "+id+": the stored match record is damaged: checksum mismatch") {
		t.Errorf("flipped byte: %d %s", code, errs)
	}
	// A damaged file: a clear message, untouched; --repair rescues it.
	data, _ := os.ReadFile(path)
	os.WriteFile(path, data[:len(data)/2], 0o600)
	code, _, errs = runCLI("check", "--db", path)
	if code != ExitError || !strings.Contains(errs, "is damaged") || !strings.Contains(errs, "check --repair") {
		t.Errorf("damaged: %d %s", code, errs)
	}
	if after, _ := os.ReadFile(path); len(after) != len(data)/2 {
		t.Error("check changed the damaged file")
	}
	code, out, errs := runCLI("check", "--db", path, "--repair")
	if code != ExitOK || !strings.Contains(out, "moved the damaged file to") {
		t.Errorf("repair: %d %s %s", code, out, errs)
	}
	if m, _ := filepath.Glob(path + ".damaged-*"); len(m) != 1 {
		t.Errorf("set aside: %v", m)
	}
	if code, _, errs := runCLI("check", "--db", filepath.Join(t.TempDir(), "none.db")); code != ExitError || !strings.Contains(errs, "no database file") {
		t.Errorf("missing: %d %s", code, errs)
	}
}

func TestCheckInUse(t *testing.T) {
	path := demoDB(t, "1")
	db, err := boltdb.Open(path, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if code, _, errs := runCLI("import", "--db", path, "../testdata/skull.json"); code != ExitError || !strings.Contains(errs, "already open") {
		t.Errorf("in use in this process: %d %s", code, errs)
	}
}
