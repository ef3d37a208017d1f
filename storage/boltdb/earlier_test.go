package boltdb

import (
	"bytes"
	"compress/gzip"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"go.etcd.io/bbolt"

	"scorekeeper/scoring"
	"scorekeeper/scoring/stats"

	"scorekeeper/storage/boltdb/internal/records"
)

// earlierFile copies testdata/schema5.db.gz, unpacked, into a temporary
// folder: a database the build of commit 4b29eb3 wrote (schema 5, facts
// format 1), made with `scorekeeper demo --db schema5.db --matches 60
// --seed 5` (60 matches of the four games, three of them in progress,
// two Skip-Bo matches in teams).
func earlierFile(t *testing.T) string {
	t.Helper()
	in, err := os.Open(filepath.Join("testdata", "schema5.db.gz"))
	if err != nil {
		t.Fatal(err)
	}
	defer in.Close()
	zr, err := gzip.NewReader(in)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "schema5.db")
	out, err := os.OpenFile(path, os.O_CREATE|os.O_WRONLY|os.O_EXCL, 0o600)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := io.Copy(out, zr); err != nil {
		t.Fatal(err)
	}
	if err := out.Close(); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestEarlierFacts: a database written by an earlier build (facts format
// 1) is backed up and migrated: every facts record is of the format this
// build writes, checks (byte for byte what this build derives) and the
// statistics are those of its matches; a facts record that does not read
// is left for check to report and repair to derive again.
func TestEarlierFacts(t *testing.T) {
	path := earlierFile(t)
	damaged := flipFacts(t, path)
	db := mustOpenWith(t, path, &Options{NoDailyBackup: true})
	if bs, _ := Backups(path, ""); len(bs) != 1 || bs[0].Reason != fmt.Sprintf("before-schema-%d", SchemaVersion()) {
		t.Errorf("backups %+v", bs)
	}
	formats := map[byte]int{}
	_ = db.bolt.View(func(tx *bbolt.Tx) error {
		return records.RecordsOf(tx).ForEach(func(k, v []byte) error {
			if id, kind, _ := records.SplitKey(k); kind == records.KindFacts && id != damaged {
				p, err := records.Unframe(k, v)
				if err != nil {
					t.Errorf("facts of %s: %v", id, err)
				} else {
					formats[p[0]]++
				}
			}
			return nil
		})
	})
	if len(formats) != 1 || formats[records.FactsFormat] != 59 {
		t.Errorf("facts formats %v, want 59 of format %d", formats, records.FactsFormat)
	}
	rep, err := db.Check()
	if err != nil || len(rep.Problems) != 1 || rep.Problems[0].MatchID != damaged || !rep.Problems[0].Repairable {
		t.Fatalf("check: %v %v", rep.Problems, err)
	}
	if _, err := db.Repair(); err != nil {
		t.Fatal(err)
	}
	if rep, err := db.Check(); err != nil || !rep.OK() {
		t.Fatalf("check after repair: %v %v", rep.Problems, err)
	}
	ms := all(t, db)
	if len(ms) != 60 {
		t.Fatalf("%d matches", len(ms))
	}
	g, err := db.Stats(stats.Filter{})
	if err != nil || !reflect.DeepEqual(g, stats.Compute(ms, stats.Filter{})) {
		t.Fatalf("stats differ from the matches': %v", err)
	}
	for _, id := range []string{ms[0].Players[0].ID, ms[1].Players[0].ID} {
		p, err := db.PlayerStats(id, stats.Filter{})
		if err != nil || !reflect.DeepEqual(p, stats.ForPlayer(ms, id, stats.Filter{})) {
			t.Fatalf("player %s: stats differ from the matches': %v", id, err)
		}
	}
	if l, _ := db.List(scoring.Query{Limit: 100}); len(l.Matches) != 60 {
		t.Errorf("listed %d", len(l.Matches))
	}
}

// flipFacts damages one facts record of the database at path (a byte of
// its payload: the checksum fails) and returns its match id.
func flipFacts(t *testing.T, path string) string {
	t.Helper()
	b, err := bbolt.Open(path, 0o600, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	var id string
	err = b.Update(func(tx *bbolt.Tx) error {
		c := records.RecordsOf(tx).Cursor()
		for k, v := c.First(); k != nil; k, v = c.Next() {
			if mid, kind, _ := records.SplitKey(k); kind == records.KindFacts {
				id = mid
				v = bytes.Clone(v)
				v[len(v)-1] ^= 0x01
				return records.RecordsOf(tx).Put(bytes.Clone(k), v)
			}
		}
		return errors.New("no facts")
	})
	if err != nil {
		t.Fatal(err)
	}
	return id
}
