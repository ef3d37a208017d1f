//go:build !windows

package syncfolder

import (
	"fmt"
	"os"
	"path/filepath"
	"syscall"
	"testing"

	"scorekeeper/scoring"
	"scorekeeper/storage/boltdb"
)

// BenchmarkPass10kChanged10: one pass of a database with 10,000 matches
// over a folder holding them all, with 10 changed: 5 edited here (to
// write) and 5 edited on another device (to read and import). Besides
// ns/op it reports the process's peak RSS (setup included: an upper
// bound; scripts/syncbench.sh measures the command alone).
func BenchmarkPass10kChanged10(b *testing.B) {
	dir := b.TempDir()
	a, other := openDB(b, 1, 10000), openDB(b, 0, 0)
	dbPass(b, a, dir)
	dbPass(b, other, dir)
	var ids []string
	if err := a.Each(func(m *scoring.Match) error {
		if len(ids) < 10 {
			ids = append(ids, m.ID)
		}
		return nil
	}); err != nil {
		b.Fatal(err)
	}
	n := 0
	b.ReportAllocs()
	for b.Loop() {
		b.StopTimer()
		n++
		edit := func(db *boltdb.DB, ids []string) {
			for _, id := range ids {
				rename(b, db, id, fmt.Sprintf("Player %d", n))
			}
		}
		edit(other, ids[5:])
		dbPass(b, other, dir)
		edit(a, ids[:5])
		b.StartTimer()
		rep := dbPass(b, a, dir)
		b.StopTimer()
		if rep.Read != 5 || rep.Written != 5 || len(rep.Updated) != 5 {
			b.Fatalf("read %d, wrote %d, updated %d: want 5 each", rep.Read, rep.Written, len(rep.Updated))
		}
		b.StartTimer()
	}
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) == nil {
		b.ReportMetric(float64(ru.Maxrss)/1024, "peak-RSS-MB")
	}
}

// BenchmarkFirstPass10k: the first pass of a database of 10,000 matches
// into an empty folder (SPEC 5: under 3 s; scripts/syncbench.sh measures
// the command).
func BenchmarkFirstPass10k(b *testing.B) {
	a := openDB(b, 1, 10000)
	for b.Loop() {
		b.StopTimer()
		dir := b.TempDir()
		b.StartTimer()
		if rep := dbPass(b, a, dir); rep.Written != 10000 {
			b.Fatalf("wrote %d", rep.Written)
		}
	}
}

// BenchmarkRefill10k: a pass of a database that read a folder of 10,000
// matches after the folder lost every file (issue 23: within the first
// pass's bound).
func BenchmarkRefill10k(b *testing.B) {
	dir := b.TempDir()
	a, reader := openDB(b, 1, 10000), openDB(b, 0, 0)
	dbPass(b, a, dir)
	dbPass(b, reader, dir)
	dbPass(b, reader, dir)
	for b.Loop() {
		b.StopTimer()
		if err := os.RemoveAll(filepath.Join(dir, "matches")); err != nil {
			b.Fatal(err)
		}
		b.StartTimer()
		if rep := dbPass(b, reader, dir); rep.Written != 10000 {
			b.Fatalf("wrote %d", rep.Written)
		}
	}
}

// BenchmarkFirstRead10k: the first pass of an empty database over a
// folder of 10,000 matches (it reads and imports them all).
func BenchmarkFirstRead10k(b *testing.B) {
	dir := b.TempDir()
	a := openDB(b, 1, 10000)
	dbPass(b, a, dir)
	for b.Loop() {
		b.StopTimer()
		db := newDB(b, 0, 0)
		b.StartTimer()
		if rep := dbPass(b, db, dir); rep.Read != 10000 {
			b.Fatalf("read %d", rep.Read)
		}
		b.StopTimer()
		db.Close()
		b.StartTimer()
	}
}
