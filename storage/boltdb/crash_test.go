package boltdb

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
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

	"scorekeeper/scoring/skipbo"
)

// The crash test re-runs this test binary as a child that saves rounds
// and kills it at random moments. -crash.kills (or SCOREKEEPER_CRASH_KILLS)
// asks for more kills than the default 100 (10 with -short).
var crashKills = flag.Int("crash.kills", 0, "kills in TestCrashLosesNothing (default 100, or $SCOREKEEPER_CRASH_KILLS)")

const (
	envCrashDB  = "SCOREKEEPER_CRASH_DB"
	envCrashRun = "SCOREKEEPER_CRASH_RUN"
	envLockDB   = "SCOREKEEPER_LOCK_DB"
)

// crashLeft is the deterministic entry of round i of run k.
func crashLeft(k, i int) int { return 1 + (k*7+i)%29 }

// TestCrashChild is the child: it saves rounds to match run-K forever,
// printing "saved K N" only after the save of round N has returned.
func TestCrashChild(t *testing.T) {
	path := os.Getenv(envCrashDB)
	if path == "" {
		t.Skip("the child of TestCrashLosesNothing")
	}
	k, _ := strconv.Atoi(os.Getenv(envCrashRun))
	db, err := Open(path, &Options{Timeout: 5 * time.Second, NoDailyBackup: true})
	if err != nil {
		fmt.Fprintln(os.Stderr, "open:", err)
		os.Exit(3)
	}
	m := skipboMatch(fmt.Sprintf("run-%d", k), 0)
	for i := 0; i < 100000; i++ {
		addRound(m, crashLeft(k, i)-1)
		if err := db.Save(m); err != nil {
			fmt.Fprintln(os.Stderr, "save:", err)
			os.Exit(4)
		}
		fmt.Fprintf(os.Stdout, "saved %d %d\n", k, i+1)
	}
	os.Exit(0)
}

// TestCrashLosesNothing kills a saving child with SIGKILL at random
// moments (from before it opens the file to the middle of a save) and
// checks that every round it reported saved is there and the file checks
// clean.
func TestCrashLosesNothing(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("SIGKILL")
	}
	kills := 100
	if testing.Short() {
		kills = 10
	}
	if *crashKills > 0 {
		kills = *crashKills
	} else if n, err := strconv.Atoi(os.Getenv("SCOREKEEPER_CRASH_KILLS")); err == nil && n > 0 {
		kills = n
	}
	path := filepath.Join(t.TempDir(), "crash.db")
	r := rand.New(rand.NewPCG(testSeed(t), 9))
	reported := make([]int, kills)
	var total, beforeFirst int
	start := time.Now()
	for k := range kills {
		cmd := exec.Command(os.Args[0], "-test.run=^TestCrashChild$")
		cmd.Env = append(os.Environ(), envCrashDB+"="+path, envCrashRun+"="+strconv.Itoa(k))
		var stderr strings.Builder
		cmd.Stderr = &stderr
		out, err := cmd.StdoutPipe()
		if err != nil {
			t.Fatal(err)
		}
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		done := make(chan struct{})
		go func() {
			defer close(done)
			sc := bufio.NewScanner(out)
			for sc.Scan() {
				var kk, n int
				if _, err := fmt.Sscanf(sc.Text(), "saved %d %d", &kk, &n); err == nil && kk == k {
					reported[k] = n
				}
			}
		}()
		// A third of the kills while the child starts and opens the
		// file, the others at any moment while it saves.
		var delay time.Duration
		switch k % 3 {
		case 0:
			delay = time.Duration(r.IntN(8000)) * time.Microsecond
		case 1:
			delay = time.Duration(r.IntN(120)) * time.Millisecond
		default:
			delay = 30*time.Millisecond + time.Duration(r.IntN(30000))*time.Microsecond
		}
		time.Sleep(delay)
		_ = cmd.Process.Signal(syscall.SIGKILL)
		<-done
		err = cmd.Wait()
		var ee *exec.ExitError
		if !errors.As(err, &ee) || ee.Sys().(syscall.WaitStatus).Signal() != syscall.SIGKILL {
			t.Fatalf("kill %d: the child ended by itself (%v): %s", k, err, stderr.String())
		}
		total += reported[k]
		if reported[k] == 0 {
			beforeFirst++
		}
	}
	db := mustOpenAt(t, path)
	var stored int
	for k, n := range reported {
		m, err := db.Get(fmt.Sprintf("run-%d", k))
		if n == 0 {
			if err == nil {
				stored += m.Game.Len()
			}
			continue
		}
		if err != nil {
			t.Fatalf("run %d: reported %d rounds saved, got %v", k, n, err)
		}
		rounds := m.Game.(*skipbo.Match).Rounds
		if len(rounds) < n {
			t.Fatalf("run %d: reported %d rounds saved, %d stored", k, n, len(rounds))
		}
		for i, rd := range rounds {
			if rd.StockLeft["pa"] != crashLeft(k, i) {
				t.Fatalf("run %d round %d: stock left %d, saved %d", k, i+1, rd.StockLeft["pa"], crashLeft(k, i))
			}
		}
		stored += len(rounds)
	}
	rep, err := db.Check()
	if err != nil || !rep.OK() {
		t.Fatalf("check after %d kills: %v %v", kills, rep.Problems, err)
	}
	t.Logf("%d kills in %v (%d before the first save), %d rounds reported saved, %d stored (saves that committed but were not reported yet), all present, check clean",
		kills, time.Since(start).Round(time.Millisecond), beforeFirst, total, stored)
}

// TestLockChild is the child of TestInUse: it opens the file and prints
// whether it got ErrInUse and how long that took.
func TestLockChild(t *testing.T) {
	path := os.Getenv(envLockDB)
	if path == "" {
		t.Skip("the child of TestInUse")
	}
	t0 := time.Now()
	_, err := Open(path, nil)
	fmt.Printf("inuse=%v ms=%d msg=%v\n", errors.Is(err, ErrInUse), time.Since(t0).Milliseconds(), err)
	os.Exit(0)
}

// TestInUse: a second process opening a file another one holds gets
// ErrInUse in under 2 seconds.
func TestInUse(t *testing.T) {
	path := filepath.Join(t.TempDir(), "lock.db")
	db := mustOpenAt(t, path)
	if err := db.Save(skipboMatch("m", 1)); err != nil {
		t.Fatal(err)
	}
	t0 := time.Now()
	cmd := exec.Command(os.Args[0], "-test.run=^TestLockChild$")
	cmd.Env = append(os.Environ(), envLockDB+"="+path)
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	var inUse bool
	var ms int
	if _, err := fmt.Sscanf(string(out), "inuse=%t ms=%d", &inUse, &ms); err != nil {
		t.Fatalf("child said %q", out)
	}
	if !inUse || ms >= 2000 || !strings.Contains(string(out), "in use by another Scorekeeper") {
		t.Fatalf("child: %s", out)
	}
	t.Logf("the second process got %q after %d ms (whole child %v)", strings.TrimSpace(string(out)), ms, time.Since(t0).Round(time.Millisecond))
}
