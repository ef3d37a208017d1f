//go:build !windows

package syncfolder

import (
	"bufio"
	"fmt"
	"maps"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"scorekeeper/storage/boltdb"
	"scorekeeper/storage/matchfile"
)

const envPassChild = "SYNCFOLDER_PASS_CHILD"

// TestPassChild runs one pass of the database and folder named in
// SYNCFOLDER_PASS_CHILD ("<db>\n<folder>"), stopping at every point of
// testHook: it prints the point and waits for a line on stdin. The kill
// tests' child.
func TestPassChild(t *testing.T) {
	arg := os.Getenv(envPassChild)
	if arg == "" {
		t.Skip("a child of the kill tests")
	}
	paths := strings.SplitN(arg, "\n", 2)
	db, err := boltdb.Open(paths[0], &boltdb.Options{NoDailyBackup: true})
	if err != nil {
		fmt.Println("open:", err)
		os.Exit(2)
	}
	in := bufio.NewReader(os.Stdin)
	testHook = func(point, name string) {
		fmt.Printf("at %s %s\n", point, name)
		if _, err := in.ReadString('\n'); err != nil {
			os.Exit(3)
		}
	}
	if _, err := Pass(db, Dir(paths[1])); err != nil {
		fmt.Println("pass:", err)
		os.Exit(1)
	}
	db.Close()
	fmt.Println("done")
	os.Exit(0)
}

// passKilledAt runs a pass in a child process and kills it (SIGKILL)
// when it reaches its k-th stop (k 0: never); it returns the number of
// stops the child reached.
func passKilledAt(t *testing.T, db, dir string, k int) int {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^TestPassChild$")
	cmd.Env = append(os.Environ(), envPassChild+"="+db+"\n"+dir)
	in, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	stops := 0
	lines := bufio.NewScanner(out)
	for lines.Scan() {
		line := lines.Text()
		if !strings.HasPrefix(line, "at ") {
			if line != "done" {
				t.Errorf("child: %s", line)
			}
			continue
		}
		if stops++; stops == k {
			cmd.Process.Kill()
			break
		}
		fmt.Fprintln(in, "go on")
	}
	in.Close()
	err = cmd.Wait()
	if k > 0 && stops == k {
		if ws, ok := cmd.ProcessState.Sys().(syscall.WaitStatus); !ok || ws.Signal() != syscall.SIGKILL {
			t.Fatalf("the child was not killed: %v", err)
		}
	} else if err != nil {
		t.Fatalf("child: %v", err)
	}
	return stops
}

// wholeFiles wants every file of the folder that a pass reads to be a
// whole record file: a killed pass leaves no half file.
func wholeFiles(t *testing.T, dir string) {
	t.Helper()
	for _, kind := range Kinds {
		ents, _ := os.ReadDir(filepath.Join(dir, kind))
		for _, e := range ents {
			if class, _ := classify(e.Name()); class == foreign || class == tempFile {
				continue
			}
			data, err := os.ReadFile(filepath.Join(dir, kind, e.Name()))
			if err != nil {
				t.Fatal(err)
			}
			if err := decodeFile(kind, data); err != nil {
				t.Fatalf("%s/%s is not whole: %v", kind, e.Name(), err)
			}
		}
	}
}

// TestKilledPassLosesNothing: passes killed (SIGKILL) at random stops
// while they write a folder, while another database reads it, and while
// that one fills it again after it was emptied (issue 23), leave only
// whole files; the passes after them carry on, and in the end a third
// database reads every record of the first from the folder.
func TestKilledPassLosesNothing(t *testing.T) {
	if testing.Short() {
		t.Skip("subprocesses")
	}
	dir := t.TempDir()
	a, b, c := newDB(t, 1, 600), newDB(t, 0, 0), newDB(t, 0, 0)
	group(t, a)
	want := contents(t, a)
	paths := []string{a.Path(), b.Path(), b.Path(), c.Path()}
	for _, db := range []*boltdb.DB{a, b, c} {
		db.Close()
	}
	rng := rand.New(rand.NewPCG(uint64(os.Getpid()), 1))
	for step, db := range paths[:3] {
		if step == 2 {
			for _, kind := range Kinds {
				os.RemoveAll(filepath.Join(dir, kind))
			}
		}
		// count the stops of a whole pass on a copy of the database and folder
		tmp := t.TempDir()
		cp(t, db, filepath.Join(tmp, "s.db"))
		copyDir(t, dir, filepath.Join(tmp, "folder"))
		total := passKilledAt(t, filepath.Join(tmp, "s.db"), filepath.Join(tmp, "folder"), 0)
		if total == 0 {
			t.Fatalf("step %d: the pass has no stops", step)
		}
		for range 4 {
			k := 1 + rng.IntN(total)
			t.Logf("step %d: killed at stop %d of %d", step, k, total)
			passKilledAt(t, db, dir, k)
			wholeFiles(t, dir)
		}
		passKilledAt(t, db, dir, 0)
		wholeFiles(t, dir)
	}
	passKilledAt(t, paths[3], dir, 0)
	for i, path := range paths {
		db, err := boltdb.Open(path, &boltdb.Options{NoDailyBackup: true})
		if err != nil {
			t.Fatal(err)
		}
		if rep, err := db.Check(); err != nil || !rep.OK() {
			t.Errorf("check: %v %v", err, rep.Problems)
		}
		if got := contents(t, db); !maps.Equal(got, want) {
			t.Errorf("database %d holds %d records, want %d", i, len(got), len(want))
		}
		db.Close()
	}
}

func cp(t *testing.T, from, to string) {
	t.Helper()
	data, err := os.ReadFile(from)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(to, data, 0o600); err != nil {
		t.Fatal(err)
	}
}

func copyDir(t *testing.T, from, to string) {
	t.Helper()
	if err := os.CopyFS(to, os.DirFS(from)); err != nil {
		t.Fatal(err)
	}
}

// decodeFile decodes a record file of kind.
func decodeFile(kind string, data []byte) error {
	var err error
	switch kind {
	case boltdb.KindMatches:
		_, err = matchfile.DecodeMatch(data)
	case boltdb.KindLeagues:
		_, err = matchfile.DecodeLeague(data)
	default:
		_, err = matchfile.DecodePlayer(data)
	}
	return err
}
