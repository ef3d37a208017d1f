package boltdb

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"go.etcd.io/bbolt"

	"scorekeeper/storage/boltdb/internal/records"
)

const envRescueDB = "SCOREKEEPER_RESCUE_DB"

// TestRescueChild is the child of TestRescueKilled: it runs what
// `check --repair` runs on the database at $SCOREKEEPER_RESCUE_DB,
// printing "ready" before and "took <µs>" after.
func TestRescueChild(t *testing.T) {
	path := os.Getenv(envRescueDB)
	if path == "" {
		t.Skip("the child of TestRescueKilled")
	}
	fmt.Println("ready")
	t0 := time.Now()
	opts := &Options{NoDailyBackup: true, Timeout: 5 * time.Second}
	db, err := Open(path, opts)
	if errors.Is(err, ErrDamaged) {
		db, _, err = Rescue(path, opts, true)
	}
	if err == nil {
		_, err = db.Repair()
		db.Close()
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "rescue:", err)
		os.Exit(3)
	}
	fmt.Printf("took %d\n", time.Since(t0).Microseconds())
	os.Exit(0)
}

// rescueFixture makes, in dir, a database of 12 matches whose 5 backups
// hold 2, 4, 6, 8 and 10 of them, damaged as damage says: "truncated"
// (restored from a backup) or "index" (idx_open missing: rebuilt).
func rescueFixture(t *testing.T, dir, damage string) string {
	path := filepath.Join(dir, "r.db")
	c := &clock{t: testNow}
	db := mustOpenWith(t, path, &Options{Now: c.Now, NoDailyBackup: true})
	ms := demoMatches(11, 12)
	for i := 0; i < 10; i += 2 {
		if _, err := db.Import(ms[i : i+2]); err != nil {
			t.Fatal(err)
		}
		if _, err := db.Backup("test"); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := db.Import(ms[10:]); err != nil {
		t.Fatal(err)
	}
	noCheck(db)
	if damage == "index" {
		if err := db.bolt.Update(func(tx *bbolt.Tx) error { return tx.DeleteBucket([]byte(records.BucketOpen)) }); err != nil {
			t.Fatal(err)
		}
	}
	closeDB(t, db)
	if damage == "truncated" {
		data, _ := os.ReadFile(path)
		if err := os.WriteFile(path, data[:len(data)/3], 0o600); err != nil {
			t.Fatal(err)
		}
	}
	return path
}

// copyTree copies the files of src (one level of folders) into dst.
func copyTree(t *testing.T, src, dst string) {
	err := filepath.Walk(src, func(p string, info os.FileInfo, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, p)
		if info.IsDir() {
			return os.MkdirAll(filepath.Join(dst, rel), 0o700)
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(dst, rel), data, 0o600)
	})
	if err != nil {
		t.Fatal(err)
	}
}

// runRescueChild starts the child on path, waits for "ready", sleeps
// delay (if >= 0) and kills it. It returns how long the child said its
// rescue took (0: killed first) .
func runRescueChild(t *testing.T, path string, delay time.Duration) time.Duration {
	cmd := exec.Command(os.Args[0], "-test.run=^TestRescueChild$")
	cmd.Env = append(os.Environ(), envRescueDB+"="+path)
	var stderr strings.Builder
	cmd.Stderr = &stderr
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	sc := bufio.NewScanner(out)
	for sc.Scan() && sc.Text() != "ready" {
	}
	if delay >= 0 {
		time.Sleep(delay)
		_ = cmd.Process.Signal(syscall.SIGKILL)
	}
	var took time.Duration
	for sc.Scan() {
		if us, ok := strings.CutPrefix(sc.Text(), "took "); ok {
			n, _ := strconv.Atoi(us)
			took = time.Duration(n) * time.Microsecond
		}
	}
	_, _ = io.Copy(io.Discard, out)
	err = cmd.Wait()
	var ee *exec.ExitError
	if err != nil && !(errors.As(err, &ee) && ee.Sys().(syscall.WaitStatus).Signal() == syscall.SIGKILL) {
		t.Fatalf("child: %v: %s", err, stderr.String())
	}
	return took
}

// TestRescueKilled kills `check --repair` (a child process) at random
// moments while it rescues a damaged file: after every kill the path
// holds a file, and the next start has at least the matches of the
// newest backup (all of them when only an index was damaged).
func TestRescueKilled(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("SIGKILL")
	}
	kills, budget := 40, 6*time.Second
	if testing.Short() {
		kills, budget = 10, 2*time.Second
	}
	r := rand.New(rand.NewPCG(testSeed(t), 13))
	root := t.TempDir()
	start := time.Now()
	n := 0
	for _, c := range []struct {
		damage string
		want   int
	}{{"truncated", 10}, {"index", 12}} {
		fixture := filepath.Join(root, c.damage)
		rescueFixture(t, fixture, c.damage)
		// one run to the end, to time the rescue
		probe := filepath.Join(root, c.damage+"-probe")
		copyTree(t, fixture, probe)
		took := runRescueChild(t, filepath.Join(probe, "r.db"), -1)
		for k := 0; k < kills/2 && time.Since(start) < budget; k++ {
			dir := filepath.Join(root, fmt.Sprintf("%s-%d", c.damage, k))
			copyTree(t, fixture, dir)
			path := filepath.Join(dir, "r.db")
			runRescueChild(t, path, time.Duration(r.Int64N(int64(took)*5/4+1)))
			n++
			if fi, err := os.Stat(path); err != nil || fi.Size() == 0 {
				t.Fatalf("%s, kill %d: the path holds no database: %v", c.damage, k, err)
			}
			db, _ := checkRepair(t, path, &Options{NoDailyBackup: true})
			if got, _ := db.Count(); got < c.want {
				t.Fatalf("%s, kill %d: %d matches at the next start, want at least %d", c.damage, k, got, c.want)
			}
			closeDB(t, db)
		}
		t.Logf("%s: the rescue takes %v", c.damage, took)
	}
	t.Logf("%d kills in %v", n, time.Since(start).Round(time.Millisecond))
}
