package boltdb

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"

	"go.etcd.io/bbolt"

	"scorekeeper/storage/boltdb/internal/records"
)

// soundMatches counts the match records that decode (whatever the
// state of the other buckets).
func soundMatches(tb testing.TB, db *DB) int {
	tb.Helper()
	n := 0
	err := db.view(func(tx *bbolt.Tx) error {
		return records.RecordsOf(tx).ForEach(func(k, v []byte) error {
			if _, kind, ok := records.SplitKey(k); ok && kind == records.KindMatch {
				if _, err := records.DecodeMatch(k, v); err == nil {
					n++
				}
			}
			return nil
		})
	})
	if err != nil {
		tb.Fatal(err)
	}
	return n
}

// damageDerived damages one random thing of db that Repair must cope
// with: an index bucket (gone, or a stale entry), a summary or facts
// record (gone or a flipped byte), a match record (a flipped byte), and
// it says what.
func damageDerived(r *rand.Rand, db *DB) (string, error) {
	var what string
	err := db.bolt.Update(func(tx *bbolt.Tx) error {
		recs := tx.Bucket([]byte(records.BucketRecords))
		var keys [][]byte
		_ = recs.ForEach(func(k, _ []byte) error { keys = append(keys, bytes.Clone(k)); return nil })
		k := keys[r.IntN(len(keys))]
		switch r.IntN(6) {
		case 0, 1:
			b := records.IndexBuckets[r.IntN(len(records.IndexBuckets))]
			what = "no bucket " + b
			if tx.Bucket([]byte(b)) == nil {
				return nil
			}
			return tx.DeleteBucket([]byte(b))
		case 2:
			b := records.IndexBuckets[r.IntN(len(records.IndexBuckets))]
			what = "a stale entry in " + b
			if tx.Bucket([]byte(b)) == nil {
				return nil
			}
			return tx.Bucket([]byte(b)).Put(records.Cat(records.TimeKey(testNow), []byte("ghost")), nil)
		case 3:
			if _, kind, _ := records.SplitKey(k); kind == records.KindMatch {
				k[len(k)-1] = records.KindSummary
			}
			what = fmt.Sprintf("no record %q", k)
			return recs.Delete(k)
		default:
			v := bytes.Clone(recs.Get(k))
			if len(v) == 0 {
				return nil
			}
			v[r.IntN(len(v))] ^= 0x20
			what = fmt.Sprintf("a flipped byte in %q", k)
			return recs.Put(k, v)
		}
	})
	return what, err
}

// damageBackups truncates or deletes random backups.
func damageBackups(r *rand.Rand, path string) string {
	bs, _ := Backups(path, "")
	what := ""
	for _, b := range bs {
		switch r.IntN(4) {
		case 0:
			os.Remove(b.Path)
			what += " removed " + filepath.Base(b.Path)
		case 1:
			data, _ := os.ReadFile(b.Path)
			os.WriteFile(b.Path, data[:len(data)/2], 0o600)
			what += " truncated " + filepath.Base(b.Path)
		}
	}
	return what
}

// TestRepairNeverLosesSoundMatches: after random damage to the derived
// buckets and records (and to a match record, and to the backups),
// check --repair never leaves fewer sound matches than there were, and
// leaves only problems it cannot repair.
func TestRepairNeverLosesSoundMatches(t *testing.T) {
	rounds := 30
	if testing.Short() {
		rounds = 8
	}
	seed := testSeed(t)
	r := rand.New(rand.NewPCG(seed, 17))
	for i := range rounds {
		path := filepath.Join(t.TempDir(), "p.db")
		c := &clock{t: testNow}
		opts := &Options{Now: c.Now, NoDailyBackup: true}
		db := mustOpenWith(t, path, opts)
		ms := demoMatches(seed+uint64(i), 4+r.IntN(20))
		// the last matches come after the last backup
		for j := 0; j < len(ms); {
			n := 1 + r.IntN(len(ms)-j)
			if _, err := db.Import(ms[j : j+n]); err != nil {
				t.Fatal(err)
			}
			j += n
			if j < len(ms) && r.IntN(2) == 0 {
				if _, err := db.Backup("test"); err != nil {
					t.Fatal(err)
				}
			}
		}
		noCheck(db)
		var what []string
		for range 1 + r.IntN(3) {
			w, err := damageDerived(r, db)
			if err != nil {
				t.Fatal(err)
			}
			what = append(what, w)
		}
		before := soundMatches(t, db)
		closeDB(t, db)
		what = append(what, damageBackups(r, path))
		db, _ = checkRepair(t, path, opts)
		noCheck(db) // a damaged match record stays reported
		after := soundMatches(t, db)
		if after < before {
			t.Fatalf("round %d (%q): %d sound matches before repair, %d after", i, what, before, after)
		}
		if rep, _ := db.Check(); !rep.OK() {
			for _, p := range rep.Problems {
				if p.Repairable || p.MatchID == "" {
					t.Fatalf("round %d (%q): after repair: %s", i, what, p)
				}
			}
		}
		closeDB(t, db)
	}
}
