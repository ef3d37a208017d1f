package atomicfile

import (
	"bufio"
	"bytes"
	"errors"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
	"testing"
	"time"
)

// files lists the names in dir.
func files(t *testing.T, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, e := range entries {
		out = append(out, e.Name())
	}
	return out
}

func writeString(s string) func(io.Writer) error {
	return func(w io.Writer) error { _, err := io.WriteString(w, s); return err }
}

// TestWrite: a new file, a file replaced, and a write that fails, which
// changes nothing and leaves nothing behind; by both routes (the unnamed
// file where the system has it, and the named temporary file).
func TestWrite(t *testing.T) {
	for _, route := range []string{"Write", "named"} {
		t.Run(route, func(t *testing.T) {
			write := Write
			if route == "named" {
				write = func(path string, perm fs.FileMode, w func(io.Writer) error) error {
					return put(path, Options{Perm: perm}, true, func(f *os.File) error { return w(f) })
				}
			}
			dir := t.TempDir()
			path := filepath.Join(dir, "out.csv")
			if err := write(path, 0o640, writeString("one")); err != nil {
				t.Fatal(err)
			}
			if err := write(path, 0o640, writeString("two")); err != nil {
				t.Fatal(err)
			}
			boom := errors.New("boom")
			err := write(path, 0o640, func(w io.Writer) error {
				io.WriteString(w, "half of three")
				return boom
			})
			if !errors.Is(err, boom) {
				t.Fatalf("a failing write: %v", err)
			}
			data, _ := os.ReadFile(path)
			fi, _ := os.Stat(path)
			if string(data) != "two" || fi.Mode().Perm() != 0o640 {
				t.Errorf("%q %v, want the second file, 0640", data, fi.Mode())
			}
			if got := files(t, dir); len(got) != 1 {
				t.Errorf("left in the folder: %q", got)
			}
		})
	}
}

// TestFill: NoReplace puts a file only where none is; a fill that fails
// changes nothing; the fill may open the file by its name; NoSync still
// replaces.
func TestFill(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "s.db")
	fill := func(s string) func(*os.File) error {
		return func(f *os.File) error { return os.WriteFile(f.Name(), []byte(s), 0o600) }
	}
	if err := Fill(path, Options{NoReplace: true}, fill("first")); err != nil {
		t.Fatal(err)
	}
	if err := Fill(path, Options{NoReplace: true}, fill("second")); !errors.Is(err, fs.ErrExist) {
		t.Fatalf("NoReplace over a file: %v, want fs.ErrExist", err)
	}
	boom := errors.New("boom")
	if err := Fill(path, Options{}, func(*os.File) error { return boom }); !errors.Is(err, boom) {
		t.Fatalf("a failing fill: %v", err)
	}
	if data, _ := os.ReadFile(path); string(data) != "first" {
		t.Fatalf("%q, want the first file", data)
	}
	if err := Fill(path, Options{NoSync: true}, fill("third")); err != nil {
		t.Fatal(err)
	}
	data, _ := os.ReadFile(path)
	fi, _ := os.Stat(path)
	if string(data) != "third" || fi.Mode().Perm() != 0o600 {
		t.Errorf("%q %v, want the third file, 0600", data, fi.Mode())
	}
	if got := files(t, dir); len(got) != 1 {
		t.Errorf("left in the folder: %q", got)
	}
}

// TestTempNames: a temporary file is hidden, names the file it stands in
// for and ends in digits (what CleanStale looks for), in the same
// folder, also through an os.Root.
func TestTempNames(t *testing.T) {
	dir := t.TempDir()
	name := regexp.MustCompile(`^\.s\.db\.tmp-[0-9]+$`)
	f, err := Temp(filepath.Join(dir, "s.db"))
	if err != nil {
		t.Fatal(err)
	}
	f.Close()
	if base := filepath.Base(f.Name()); filepath.Dir(f.Name()) != dir || !name.MatchString(base) || !ours(base, "s.db") {
		t.Errorf("Temp made %s", f.Name())
	}
	f, err = Temp(filepath.Join(dir, ".s.db.verified"))
	if err != nil {
		t.Fatal(err)
	}
	f.Close()
	if base := filepath.Base(f.Name()); !strings.HasPrefix(base, ".s.db.verified.tmp-") || !ours(base, "s.db") {
		t.Errorf("Temp of a hidden name made %s", base)
	}
	r, err := os.OpenRoot(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	f, got, err := TempIn(r, "s.db", 0o644)
	if err != nil {
		t.Fatal(err)
	}
	f.Close()
	if !name.MatchString(got) {
		t.Errorf("TempIn made %s", got)
	}
}

// TestStaleTempFiles: CleanStale removes the temporary files this
// program made for a file and left behind (a process killed while
// writing them): old and not locked. A file a live writer holds, a new
// one, and files with similar names that are not its own stay. A write
// removes its own file's leftovers.
func TestStaleTempFiles(t *testing.T) {
	dir := t.TempDir()
	old := time.Now().Add(-time.Hour)
	files := map[string]bool{ // name -> removed
		".s.db.tmp-123":          true,  // an export or restore, killed
		".s.db.new-4567":         true,  // a creation, by an older version
		".s.db.verified.tmp-888": true,  // a verified stamp, killed
		".s.db.tmp-777":          false, // locked by a live writer (below)
		"s.db.tmp-123":           false, // not hidden: not ours
		".s.db.tmp-abc":          false, // not CreateTemp's digits
		".other.db.tmp-123":      false, // another file's
		".s.db.tmp-":             false,
		"notes.txt":              false,
	}
	for name := range files {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte("x"), 0o600); err != nil {
			t.Fatal(err)
		}
		if err := os.Chtimes(p, old, old); err != nil {
			t.Fatal(err)
		}
	}
	fresh := filepath.Join(dir, ".s.db.tmp-555") // being written right now
	if err := os.WriteFile(fresh, []byte("x"), 0o600); err != nil {
		t.Fatal(err)
	}
	files[".s.db.tmp-555"] = false
	if err := os.Mkdir(filepath.Join(dir, ".s.db.tmp-999"), 0o700); err != nil {
		t.Fatal(err)
	}
	files[".s.db.tmp-999"] = false
	live, err := os.Open(filepath.Join(dir, ".s.db.tmp-777"))
	if err != nil {
		t.Fatal(err)
	}
	defer live.Close()
	if !tryLock(live) {
		t.Fatal("lock")
	}
	CleanStale(dir, "s.db", time.Now())
	for name, removed := range files {
		_, err := os.Lstat(filepath.Join(dir, name))
		if gone := os.IsNotExist(err); gone != removed && (runtime.GOOS != "windows" || name != ".s.db.tmp-777") {
			t.Errorf("%s: removed %v, want %v", name, gone, removed)
		}
	}
	leftover := filepath.Join(dir, ".all.csv.tmp-42")
	os.WriteFile(leftover, []byte("x"), 0o600)
	os.Chtimes(leftover, old, old)
	if err := Write(filepath.Join(dir, "all.csv"), 0o644, writeString("")); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Lstat(leftover); !os.IsNotExist(err) {
		t.Errorf("an export's leftover stays: %v", err)
	}
}

// TestWriteChild writes $ATOMICFILE_TEST_PATH by the route
// $ATOMICFILE_TEST_ROUTE, says "half" on stdout halfway and waits to be
// killed (TestKilledWhileWriting).
func TestWriteChild(t *testing.T) {
	path := os.Getenv("ATOMICFILE_TEST_PATH")
	if path == "" {
		t.Skip("only as a child process")
	}
	halfway := func(w io.Writer) error {
		io.WriteString(w, "half of a new file")
		os.Stdout.WriteString("half\n")
		select {} // killed here
	}
	var err error
	if os.Getenv("ATOMICFILE_TEST_ROUTE") == "named" {
		err = put(path, Options{Perm: 0o644}, true, func(f *os.File) error { return halfway(f) })
	} else {
		err = Write(path, 0o644, halfway)
	}
	t.Fatal(err)
}

// TestKilledWhileWriting: a writer killed halfway leaves the old file,
// and at most a named temporary file, which was locked while it lived
// (CleanStale takes it once it is old; never the live writer's).
func TestKilledWhileWriting(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("no SIGKILL")
	}
	for _, route := range []string{"Write", "named"} {
		t.Run(route, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, "all.json")
			if err := os.WriteFile(path, []byte("old"), 0o644); err != nil {
				t.Fatal(err)
			}
			cmd := exec.Command(os.Args[0], "-test.run=^TestWriteChild$")
			cmd.Env = append(os.Environ(), "ATOMICFILE_TEST_PATH="+path, "ATOMICFILE_TEST_ROUTE="+route)
			out, err := cmd.StdoutPipe()
			if err != nil {
				t.Fatal(err)
			}
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			if line, err := bufio.NewReader(out).ReadString('\n'); line != "half\n" {
				cmd.Process.Kill()
				t.Fatalf("the child said %q: %v", line, err)
			}
			left := files(t, dir)
			CleanStale(dir, "all.json", time.Now().Add(time.Hour)) // the writer lives: its lock keeps it
			if got := files(t, dir); len(got) != len(left) {
				t.Errorf("CleanStale removed a live writer's file: %q, then %q", left, got)
			}
			cmd.Process.Kill()
			cmd.Wait()
			if data, _ := os.ReadFile(path); !bytes.Equal(data, []byte("old")) {
				t.Errorf("after the kill: %q, want the old file", data)
			}
			CleanStale(dir, "all.json", time.Now().Add(time.Hour))
			if got := files(t, dir); len(got) != 1 {
				t.Errorf("left behind: %q", got)
			}
		})
	}
}
