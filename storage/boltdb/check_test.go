package boltdb

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"go.etcd.io/bbolt"

	"scorekeeper/storage/boltdb/internal/records"
)

// TestCheckFindsEachCacheFault damages one derived thing at a time and
// wants Check to name it (it finds them by lookups, keeping no set of
// all keys).
func TestCheckFindsEachCacheFault(t *testing.T) {
	faults := []struct {
		name, want string
		damage     func(tx *bbolt.Tx, id string) error
	}{
		{"stale entry", "a stale entry in the index " + records.BucketByTime, func(tx *bbolt.Tx, id string) error {
			return tx.Bucket([]byte(records.BucketByTime)).Put(records.Cat(records.TimeKey(testNow), []byte("ghost")), nil)
		}},
		{"entry of another match's time", "a stale entry in the index " + records.BucketByGame, func(tx *bbolt.Tx, id string) error {
			return tx.Bucket([]byte(records.BucketByGame)).Put(records.Cat(records.LP("skull"), records.TimeKey(testNow), []byte(id)), nil)
		}},
		{"missing entries", "index " + records.BucketByPlayer + " lacks 1 entries", func(tx *bbolt.Tx, id string) error {
			c := tx.Bucket([]byte(records.BucketByPlayer)).Cursor()
			k, _ := c.First()
			return tx.Bucket([]byte(records.BucketByPlayer)).Delete(k)
		}},
		{"orphan summary", "a match summary without its match", func(tx *bbolt.Tx, id string) error {
			return records.RecordsOf(tx).Put(records.RecKey("ghost", records.KindSummary), records.RecordsOf(tx).Get(records.RecKey(id, records.KindSummary)))
		}},
		{"orphan facts", "a statistics record without its match", func(tx *bbolt.Tx, id string) error {
			return records.RecordsOf(tx).Put(records.RecKey("ghost", records.KindFacts), records.RecordsOf(tx).Get(records.RecKey(id, records.KindFacts)))
		}},
		{"missing summary", "its summary is missing", func(tx *bbolt.Tx, id string) error {
			return records.RecordsOf(tx).Delete(records.RecKey(id, records.KindSummary))
		}},
	}
	for _, f := range faults {
		t.Run(f.name, func(t *testing.T) {
			db := mustOpen(t)
			noCheck(db)
			ms := demoMatches(7, 5)
			if _, err := db.Import(ms); err != nil {
				t.Fatal(err)
			}
			if rep, err := db.Check(); err != nil || !rep.OK() {
				t.Fatalf("before the damage: %v %+v", err, rep.Problems)
			}
			if err := db.bolt.Update(func(tx *bbolt.Tx) error { return f.damage(tx, ms[0].ID) }); err != nil {
				t.Fatal(err)
			}
			rep, err := db.Check()
			if err != nil {
				t.Fatal(err)
			}
			var texts []string
			for _, p := range rep.Problems {
				texts = append(texts, p.What)
				if !p.Repairable {
					t.Errorf("%q is not repairable", p.What)
				}
			}
			if !slices.ContainsFunc(texts, func(s string) bool { return strings.Contains(s, f.want) }) {
				t.Errorf("problems %q lack %q", texts, f.want)
			}
			if _, err := db.Repair(); err != nil {
				t.Fatal(err)
			}
			if rep, err := db.Check(); err != nil || !rep.OK() {
				t.Errorf("after repair: %v %+v", err, rep.Problems)
			}
		})
	}
}

// TestDamagedDeviceID: a damaged device id record is never rewritten at
// open (a damaged file is not written to), refuses saves, is reported by
// Check and renewed by Repair.
func TestDamagedDeviceID(t *testing.T) {
	path := filepath.Join(t.TempDir(), "dev.db")
	db := mustOpenAt(t, path)
	ms := demoMatches(9, 2)
	if _, err := db.Import(ms); err != nil {
		t.Fatal(err)
	}
	old := db.Device()
	if err := db.bolt.Update(func(tx *bbolt.Tx) error {
		return tx.Bucket([]byte(records.BucketMeta)).Put(records.KeyDevice, []byte("garbage"))
	}); err != nil {
		t.Fatal(err)
	}
	noCheck(db)
	closeDB(t, db)
	before, _ := os.ReadFile(path)
	db, err := Open(path, &Options{NoDailyBackup: true})
	if err != nil {
		t.Fatal(err)
	}
	noCheck(db)
	defer db.Close()
	if after, _ := os.ReadFile(path); !bytes.Equal(before, after) {
		t.Error("opening rewrote the file")
	}
	if db.Device() != "" {
		t.Errorf("device %q from a damaged record", db.Device())
	}
	m := ms[0]
	if err := db.Save(m); err == nil {
		t.Error("a save without a device id was taken")
	}
	rep, err := db.Check()
	if err != nil || rep.OK() || !strings.Contains(rep.Problems[0].What, "device id") {
		t.Fatalf("Check: %v %+v", err, rep.Problems)
	}
	if _, err := db.Repair(); err != nil {
		t.Fatal(err)
	}
	if rep, err := db.Check(); err != nil || !rep.OK() {
		t.Errorf("after repair: %v %+v", err, rep.Problems)
	}
	if db.Device() == "" {
		t.Error("no device id after the repair")
	}
	db.Close()
	db = mustOpenAt(t, path)
	if d := db.Device(); d == "" || d == old {
		t.Errorf("device after repair %q (was %q)", d, old)
	}
	if err := db.Save(m); err != nil {
		t.Errorf("save after repair: %v", err)
	}
}
