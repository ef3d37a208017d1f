package boltdb

import (
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"sync"
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

// mustOpen opens a database in a temporary folder with a test clock; it
// is checked and closed at cleanup (closeDB).
func mustOpen(tb testing.TB) *DB {
	tb.Helper()
	return mustOpenAt(tb, filepath.Join(tb.TempDir(), "test.db"))
}

// mustOpenAt opens path with a test clock and no daily backup.
func mustOpenAt(tb testing.TB, path string) *DB {
	tb.Helper()
	c := &clock{t: testNow}
	return mustOpenWith(tb, path, &Options{Now: c.Now, NoDailyBackup: true})
}

// mustOpenWith opens path with opts (checkAtCleanup).
func mustOpenWith(tb testing.TB, path string, opts *Options) *DB {
	tb.Helper()
	db, err := Open(path, opts)
	if err != nil {
		tb.Fatal(err)
	}
	checkAtCleanup(tb, db)
	return db
}

// checkAtCleanup has db checked and closed at cleanup (closeDB), unless
// the test has closed it with closeDB before.
func checkAtCleanup(tb testing.TB, db *DB) {
	openDBs.Store(db, false)
	tb.Cleanup(func() { closeDB(tb, db) })
}

// openDBs holds the databases the helpers opened and have not closed
// yet; true marks one closeDB must not check (noCheck).
var openDBs sync.Map

// noCheck opts db out of the check at closing: the test has damaged it,
// or turned it into an older layout, on purpose.
func noCheck(db *DB) { openDBs.Store(db, true) }

// closeDB checks a database the helpers opened, failing the test on any
// problem or error, and then closes it. A database closed any other way
// fails its check. Later calls do nothing.
func closeDB(tb testing.TB, db *DB) {
	tb.Helper()
	damaged, ok := openDBs.LoadAndDelete(db)
	if !ok {
		return
	}
	if !damaged.(bool) {
		rep, err := db.Check()
		if err != nil {
			tb.Errorf("check before closing: %v", err)
		} else if !rep.OK() {
			tb.Errorf("check before closing: %v", rep.Problems)
		}
	}
	if err := db.Close(); err != nil {
		tb.Errorf("close: %v", err)
	}
}

// envSeed names the environment variable that replays a randomised test.
const envSeed = "SCOREKEEPER_SEED"

// testSeed returns the seed of a randomised test: $SCOREKEEPER_SEED when
// set, else one from the clock. It logs it, so a failure can be replayed.
func testSeed(tb testing.TB) uint64 {
	tb.Helper()
	seed := uint64(time.Now().UnixNano())
	if s := os.Getenv(envSeed); s != "" {
		n, err := strconv.ParseUint(s, 10, 64)
		if err != nil {
			tb.Fatalf("%s=%q: %v", envSeed, s, err)
		}
		seed = n
	}
	tb.Logf("seed %d (replay with %s=%d)", seed, envSeed, seed)
	return seed
}

// demoMatches returns n demo matches from seed.
func demoMatches(seed uint64, n int) []*scoring.Match {
	return demo.Matches(rand.New(rand.NewPCG(seed, 1)), n, testNow)
}
