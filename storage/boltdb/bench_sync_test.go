package boltdb

import (
	"runtime"
	"testing"
)

// BenchmarkChanges reads every record of the 10,000-match database as a
// first sync pass does (Changes from 0), and reports the records and the
// largest live heap seen while it ran (sampled every 500 records).
func BenchmarkChanges(b *testing.B) {
	db := benchRead(b)
	var n int
	var peak uint64
	var ms runtime.MemStats
	for b.Loop() {
		n = 0
		if _, err := db.Changes(0, func(c Change) error {
			if n++; n%500 == 0 {
				runtime.ReadMemStats(&ms)
				peak = max(peak, ms.HeapInuse)
			}
			return nil
		}); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(n), "records")
	b.ReportMetric(float64(peak)/(1<<20), "peak-heap-MB")
}

// BenchmarkSyncImport imports every record of the 10,000-match database
// into a fresh one with SyncImport, 500 records a call (as a sync pass
// of a new device), and reports the time per record.
func BenchmarkSyncImport(b *testing.B) {
	src := benchRead(b)
	var recs []Record
	if _, err := src.Changes(0, func(c Change) error {
		recs = append(recs, Record{Kind: c.Kind, Name: c.ID, Data: c.Data})
		return nil
	}); err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		b.StopTimer()
		dst := mustOpen(b)
		b.StartTimer()
		for i := 0; i < len(recs); i += 500 {
			if _, err := dst.SyncImport(recs[i:min(i+500, len(recs))]); err != nil {
				b.Fatal(err)
			}
		}
		b.StopTimer()
		closeDB(b, dst)
		b.StartTimer()
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(recs)), "ns/record")
}
