package csvfile

import (
	"math/rand/v2"
	"sync"
	"syscall"
	"testing"
	"time"

	"scorekeeper/scoring"
	"scorekeeper/scoring/demo"
)

// tenThousand is 10,000 demo matches of all games (SPEC 5: exporting
// them to CSV takes under 1 s), made once.
var tenThousand = sync.OnceValue(func() []*scoring.Match {
	return demo.Matches(rand.New(rand.NewPCG(5, 5)), 10_000, time.Date(2026, 11, 21, 19, 0, 0, 0, time.UTC))
})

// BenchmarkWrite10k writes 10,000 matches as CSV: the writer's share of
// an export (storage/boltdb's BenchmarkExportCSV adds reading them). It
// reports the CPU time per export too (cpu-s/op: on a machine shared
// with other work, steadier than the time that passes) and the bytes
// written.
func BenchmarkWrite10k(b *testing.B) {
	ms := tenThousand()
	var n countWriter
	before := cpuTime()
	for b.Loop() {
		n = 0
		cw, err := NewWriter(&n, nil, Options{})
		if err != nil {
			b.Fatal(err)
		}
		for _, m := range ms {
			if err := cw.Write(m); err != nil {
				b.Fatal(err)
			}
		}
		if err := cw.Close(); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric((cpuTime()-before).Seconds()/float64(b.N), "cpu-s/op")
	b.ReportMetric(float64(n)/1e6, "MB/export")
}

// countWriter counts the bytes written to it.
type countWriter int

func (c *countWriter) Write(p []byte) (int, error) {
	*c += countWriter(len(p))
	return len(p), nil
}

// cpuTime is the CPU time the process has used so far (user and system).
func cpuTime() time.Duration {
	var u syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &u) != nil {
		return 0
	}
	return time.Duration(u.Utime.Nano() + u.Stime.Nano())
}
