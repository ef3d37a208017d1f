package boltdb

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"scorekeeper/scoring"
)

const envRaceDB = "SCOREKEEPER_RACE_DB"

// TestCreateRaceChild is the child of TestCreateRace: it opens (and so
// creates) the database the way `scorekeeper import` does, imports one
// match named after its argument and prints "imported ID", or "error:"
// and whether the error is ErrInUse.
func TestCreateRaceChild(t *testing.T) {
	path := os.Getenv(envRaceDB)
	if path == "" {
		t.Skip("the child of TestCreateRace")
	}
	id := os.Getenv(envRaceDB + "_ID")
	db, err := Open(path, nil)
	if err == nil {
		_, err = db.Import([]*scoring.Match{skipboMatch(id, 2)})
		if cerr := db.Close(); err == nil {
			err = cerr
		}
	}
	if err != nil {
		fmt.Printf("error inuse=%v: %v\n", errors.Is(err, ErrInUse), err)
	} else {
		fmt.Printf("imported %s\n", id)
	}
	os.Exit(0)
}

// TestCreateRace starts several processes at once on a path with no
// database (pinned to one CPU when taskset exists, which makes the
// interleavings that lose data far more likely): every match a child
// reports imported must be in the file, and a child may fail only with
// ErrInUse. Before creation took the lock on the final file, each child
// could create a file of its own and rename it into place, losing the
// others' matches (about 1 run in 100 lost one here), or fail with
// "appeared while it was being created".
func TestCreateRace(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("flock semantics")
	}
	const children = 6
	runs := 40
	if testing.Short() {
		runs = 8
	}
	taskset, _ := exec.LookPath("taskset")
	dir := t.TempDir()
	start := time.Now()
	var inUse, imported, lostRuns, badRuns int
	for r := range runs {
		path := filepath.Join(dir, fmt.Sprintf("race-%d", r), "race.db")
		outs := make([]string, children)
		var wg sync.WaitGroup
		for c := range children {
			args := []string{os.Args[0], "-test.run=^TestCreateRaceChild$"}
			if taskset != "" {
				args = append([]string{taskset, "-c", "0"}, args...)
			}
			cmd := exec.Command(args[0], args[1:]...)
			cmd.Env = append(os.Environ(), envRaceDB+"="+path, fmt.Sprintf("%s_ID=r%dc%d", envRaceDB, r, c))
			wg.Go(func() {
				out, err := cmd.CombinedOutput()
				if err != nil {
					outs[c] = fmt.Sprintf("error inuse=false: %v: %s", err, out)
					return
				}
				outs[c] = string(out)
			})
		}
		wg.Wait()
		var want []string
		bad, lost := false, false
		for c, out := range outs {
			switch {
			case strings.HasPrefix(out, "imported "):
				want = append(want, fmt.Sprintf("r%dc%d", r, c))
			case strings.HasPrefix(out, "error inuse=true"):
				inUse++
			default:
				bad = true
				t.Logf("run %d child %d: %s", r, c, out)
			}
		}
		imported += len(want)
		db := mustOpenAt(t, path)
		for _, id := range want {
			if _, err := db.Get(id); err != nil {
				lost = true
				t.Logf("run %d: %s was reported imported, then: %v", r, id, err)
			}
		}
		closeDB(t, db)
		if bad {
			badRuns++
		}
		if lost {
			lostRuns++
		}
	}
	if lostRuns > 0 || badRuns > 0 {
		t.Fatalf("of %d runs, %d lost a match reported imported and %d had a child fail with another error than ErrInUse", runs, lostRuns, badRuns)
	}
	t.Logf("%d runs of %d children in %v: %d imports, all present; %d children found it in use",
		runs, children, time.Since(start).Round(time.Millisecond), imported, inUse)
}
