package boltdb

import (
	"bytes"
	"fmt"
	"runtime"
	"testing"
	"time"

	"go.etcd.io/bbolt"

	"scorekeeper/scoring"

	"scorekeeper/storage/boltdb/internal/records"
)

// conflictCopies is n versions of match "m" edited apart on n devices
// (as a sync engine leaves them: one conflict copy each), each saved a
// second after the last.
func conflictCopies(tb testing.TB, n int) []Record {
	tb.Helper()
	recs := make([]Record, n)
	for i := range recs {
		m := skipboMatch("m", 3)
		m.Created, m.Updated = testNow, testNow.Add(time.Duration(i)*time.Second)
		m.Revision, m.Versions = 2, scoring.Versions{fmt.Sprintf("device%05d", i): 1}
		data, err := records.EncodeMatch(m)
		if err != nil {
			tb.Fatal(err)
		}
		recs[i] = Record{Kind: KindMatches, Name: "m", Data: data}
	}
	return recs
}

// importCopies imports recs into db in batches of 256, as a sync pass
// hands them over.
func importCopies(tb testing.TB, db *DB, recs []Record) {
	tb.Helper()
	for i := 0; i < len(recs); i += 256 {
		rep, err := db.SyncImport(recs[i:min(i+256, len(recs))])
		if err != nil || len(rep.Broken) > 0 {
			tb.Fatal(err, rep.Broken)
		}
	}
}

// TestConflictCopiesLinear: importing a sync engine's conflict copies of
// one match costs the same per copy however many there are (3,000 took
// one pass 5 min 52 s: each copy read every copy held before it). Twice
// the copies must take at most about twice the allocations (counted, not
// timed); all of them are kept.
func TestConflictCopiesLinear(t *testing.T) {
	n := 150
	if testing.Short() {
		n = 100
	}
	cost := func(n int) uint64 {
		db := mustOpen(t)
		recs := conflictCopies(t, n)
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		importCopies(t, db, recs)
		runtime.ReadMemStats(&after)
		if c := conflictIn(t, db, "m"); len(c.Versions) != n {
			t.Fatalf("%d versions held, want %d", len(c.Versions), n)
		}
		closeDB(t, db)
		return after.Mallocs - before.Mallocs
	}
	small, large := cost(n), cost(4*n)
	t.Logf("%d copies: %d allocations; %d copies: %d (%.1fx)", n, small, 4*n, large, float64(large)/float64(small))
	if large > 5*small {
		t.Errorf("4x the copies took %.1fx the allocations, want about 4x", float64(large)/float64(small))
	}
}

// BenchmarkConflictCopies imports 3,000 conflict copies of one match in
// batches of 256 (a sync pass over a folder holding them), and reports
// the time per copy.
func BenchmarkConflictCopies(b *testing.B) {
	recs := conflictCopies(b, 3000)
	for b.Loop() {
		b.StopTimer()
		db := mustOpen(b)
		b.StartTimer()
		importCopies(b, db, recs)
		b.StopTimer()
		closeDB(b, db)
		b.StartTimer()
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(recs)), "ns/copy")
}

// TestDamagedCopyDoesNotBlock: a conflict copy whose record is damaged
// is left out of the versions held (read by its note's head, it is
// still checked), so importing a version of its match goes on: here one
// that replaces the match, where the damaged copy, the later, would
// otherwise have to move to the match's id.
func TestDamagedCopyDoesNotBlock(t *testing.T) {
	db := mustOpen(t)
	recs := conflictCopies(t, 2) // device00000 at testNow, device00001 a second later
	importCopies(t, db, recs)
	c := conflictIn(t, db, "m")
	if len(c.Versions) != 2 {
		t.Fatalf("conflict %+v", c)
	}
	noCheck(db)
	k := records.RecKey(c.Versions[1], records.KindMatch)
	if err := db.bolt.Update(func(tx *bbolt.Tx) error {
		v := bytes.Clone(records.RecordsOf(tx).Get(k))
		v[len(v)-1] ^= 1
		return records.RecordsOf(tx).Put(k, v)
	}); err != nil {
		t.Fatal(err)
	}
	m := skipboMatch("m", 4)
	m.Created, m.Updated = testNow, testNow.Add(-time.Second)
	m.Revision, m.Versions = 3, scoring.Versions{"device00001": 2}
	data, err := records.EncodeMatch(m)
	if err != nil {
		t.Fatal(err)
	}
	rep, err := db.SyncImport([]Record{{Kind: KindMatches, Name: "m", Data: data}})
	if err != nil || len(rep.Broken) > 0 {
		t.Fatalf("import beside a damaged copy: %+v %v", rep, err)
	}
	if got, err := db.Get("m"); err != nil || got.Game.Len() != 4 {
		t.Fatalf("the match: %v %v", got, err)
	}
}
