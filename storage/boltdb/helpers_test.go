package boltdb

import (
	"math/rand/v2"
	"path/filepath"
	"testing"
	"time"

	"scorekeeper/scoring"
	"scorekeeper/scoring/demo"
)

// testNow is the fixed start of the test clock.
var testNow = time.Date(2026, 11, 21, 19, 4, 5, 0, time.UTC)

// clock is a test clock that advances one second per reading.
type clock struct{ t time.Time }

func (c *clock) Now() time.Time { c.t = c.t.Add(time.Second); return c.t }

// mustOpen opens a database in a temporary folder with a test clock and
// checks it at cleanup.
func mustOpen(tb testing.TB) *DB {
	tb.Helper()
	return mustOpenAt(tb, filepath.Join(tb.TempDir(), "test.db"))
}

func mustOpenAt(tb testing.TB, path string) *DB {
	tb.Helper()
	c := &clock{t: testNow}
	db, err := Open(path, &Options{Now: c.Now, NoDailyBackup: true})
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() {
		if rep, err := db.Check(); err == nil && !rep.OK() {
			tb.Errorf("check at cleanup: %v", rep.Problems)
		}
		db.Close()
	})
	return db
}

// demoMatches returns n demo matches from seed.
func demoMatches(seed uint64, n int) []*scoring.Match {
	return demo.Matches(rand.New(rand.NewPCG(seed, 1)), n, testNow)
}
