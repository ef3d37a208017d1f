package storage

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"go.etcd.io/bbolt"
)

// benchMatches is the size of the benchmark database.
const benchMatches = 10000

var (
	fixtureOnce sync.Once
	fixturePath string
	fixtureErr  error
)

// fixture returns a database of benchMatches demo matches, built once
// and cached under os.TempDir (named by schema and size, rebuilt when
// missing).
func fixture(b *testing.B) string {
	b.Helper()
	fixtureOnce.Do(func() {
		fixturePath = filepath.Join(os.TempDir(), fmt.Sprintf("scorekeeper-bench-s%d-%d-v2.db", SchemaVersion(), benchMatches))
		if _, err := os.Stat(fixturePath); err == nil {
			return
		}
		tmp := fixturePath + ".building"
		os.Remove(tmp)
		db, err := Open(tmp, &Options{NoDailyBackup: true})
		if err != nil {
			fixtureErr = err
			return
		}
		if _, err := db.Import(demo(42, benchMatches)); err != nil {
			fixtureErr = err
		}
		db.Close()
		if fixtureErr == nil {
			fixtureErr = os.Rename(tmp, fixturePath)
		}
	})
	if fixtureErr != nil {
		b.Fatal(fixtureErr)
	}
	return fixturePath
}

// benchCopy copies the fixture into b.TempDir and opens it for writing.
func benchCopy(b *testing.B) *DB {
	src, err := os.ReadFile(fixture(b))
	if err != nil {
		b.Fatal(err)
	}
	path := filepath.Join(b.TempDir(), "bench.db")
	if err := os.WriteFile(path, src, 0o600); err != nil {
		b.Fatal(err)
	}
	db, err := Open(path, &Options{NoDailyBackup: true})
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { db.Close() })
	return db
}

// benchRead opens the cached fixture read-only.
func benchRead(b *testing.B) *DB {
	db, err := Open(fixture(b), &Options{ReadOnly: true})
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { db.Close() })
	return db
}

// BenchmarkSaveRound saves a Skull King match after a round (one whole
// match, its summary and index entries, in one synced commit) and, in
// the same loop, commits the same record bytes with a bare bbolt Update
// into the same file; it reports both and their ratio (target: within 2x).
func BenchmarkSaveRound(b *testing.B) {
	db := benchCopy(b)
	p, err := db.List(Query{Game: "skullking", Limit: 1})
	if err != nil || len(p.Matches) == 0 {
		b.Fatal(err)
	}
	m, err := db.Get(p.Matches[0].ID)
	if err != nil {
		b.Fatal(err)
	}
	data, _ := encodeMatch(m)
	rec := frame([]byte(m.ID), data)
	b.Logf("record %d bytes", len(rec))
	var save, bare time.Duration
	var n int
	b.ResetTimer()
	for b.Loop() {
		t0 := time.Now()
		if err := db.Save(m); err != nil {
			b.Fatal(err)
		}
		t1 := time.Now()
		err := db.bolt.Update(func(tx *bbolt.Tx) error {
			bk, err := tx.CreateBucketIfNotExists([]byte("bare"))
			if err != nil {
				return err
			}
			return bk.Put([]byte(m.ID), rec)
		})
		if err != nil {
			b.Fatal(err)
		}
		save += t1.Sub(t0)
		bare += time.Since(t1)
		n++
	}
	b.ReportMetric(float64(save.Nanoseconds())/float64(n), "save-ns/op")
	b.ReportMetric(float64(bare.Nanoseconds())/float64(n), "bare-ns/op")
	b.ReportMetric(float64(save)/float64(bare), "save/bare")
}

// BenchmarkListNewest50 lists the first history page.
func BenchmarkListNewest50(b *testing.B) {
	db := benchRead(b)
	for b.Loop() {
		p, err := db.List(Query{Limit: 50})
		if err != nil || len(p.Matches) != 50 {
			b.Fatal(err)
		}
	}
}

// BenchmarkListPlayer50 lists the first page of one player's matches.
func BenchmarkListPlayer50(b *testing.B) {
	db := benchRead(b)
	p, _ := db.List(Query{Limit: 1})
	id := p.Matches[0].Players[0].ID
	for b.Loop() {
		if p, err := db.List(Query{Player: id, Limit: 50}); err != nil || len(p.Matches) != 50 {
			b.Fatal(err)
		}
	}
}

// BenchmarkExportCSV exports all matches to CSV (target: under 1 s).
func BenchmarkExportCSV(b *testing.B) {
	db := benchRead(b)
	for b.Loop() {
		if err := db.ExportCSV(io.Discard, nil, CSVOptions{}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkCheck runs the full check (bbolt, checksums, decode and score).
func BenchmarkCheck(b *testing.B) {
	db := benchRead(b)
	for b.Loop() {
		if rep, err := db.Check(); err != nil || !rep.OK() {
			b.Fatal(err, rep.Problems)
		}
	}
}

// BenchmarkOpen opens the database read-only, with the damage checks
// (page walk and tx.Check) Open runs: the storage part of start-up.
func BenchmarkOpen(b *testing.B) {
	path := fixture(b)
	for b.Loop() {
		db, err := Open(path, &Options{ReadOnly: true})
		if err != nil {
			b.Fatal(err)
		}
		db.Close()
	}
}
