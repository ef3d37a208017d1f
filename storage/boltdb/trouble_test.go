//go:build !windows

package boltdb

import (
	"crypto/sha256"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"
)

const envTroubleDB = "SCOREKEEPER_TROUBLE_DB"

// TestTroubleChild is the child of the trouble tests: it opens the
// database (or, with SCOREKEEPER_TROUBLE_RESCUE set, rescues it as
// `check --repair` and the app do) and prints what it got.
func TestTroubleChild(t *testing.T) {
	path := os.Getenv(envTroubleDB)
	if path == "" {
		t.Skip("the child of the trouble tests")
	}
	limitChild(t)
	var db *DB
	var err error
	var rep RescueReport
	if os.Getenv("SCOREKEEPER_TROUBLE_RESCUE") != "" {
		db, rep, err = Rescue(path, &Options{NoDailyBackup: true}, true)
	} else {
		db, err = Open(path, &Options{NoDailyBackup: true})
	}
	var te *TroubleError
	switch {
	case err == nil:
		fmt.Printf("opened\n")
		db.Close()
	case errors.As(err, &te):
		fmt.Printf("trouble %s moved=%q: %v\n", te.Key(), rep.MovedTo, err)
	case errors.Is(err, ErrDamaged):
		fmt.Printf("damaged moved=%q: %v\n", rep.MovedTo, err)
	default:
		fmt.Printf("other moved=%q: %v\n", rep.MovedTo, err)
	}
	os.Exit(0)
}

// troubleDB makes a sound database with 300 matches (a 2 MB file) and
// returns its path and its bytes' hash.
func troubleDB(t *testing.T) (string, [32]byte) {
	t.Helper()
	dir := t.TempDir()
	path := filepath.Join(dir, "s.db")
	db := mustOpenWith(t, path, &Options{NoDailyBackup: true})
	if _, err := db.Import(demoMatches(3, 300)); err != nil {
		t.Fatal(err)
	}
	closeDB(t, db)
	return path, fileHash(t, path)
}

func fileHash(t *testing.T, path string) [32]byte {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return sha256.Sum256(data)
}

// untouched fails the test unless path has the bytes of sum and nothing
// was set aside next to it.
func untouched(t *testing.T, name, path string, sum [32]byte) {
	t.Helper()
	if fileHash(t, path) != sum {
		t.Errorf("%s: the file's bytes changed", name)
	}
	if m, _ := filepath.Glob(path + ".damaged-*"); len(m) > 0 {
		t.Errorf("%s: set aside: %v", name, m)
	}
}

// TestTroubleIsNotDamage runs a child that opens a sound database, and
// one that rescues it as `check --repair` and the app do, under the
// limits that make opening fail for reasons outside the file: no
// address space for the mapping (ulimit -v), no file descriptor left
// (prlimit --nofile), a read-only mount. Each must report the trouble
// by name, never damage, and leave the file where it is, unchanged.
// The old code called each of them damaged and its rescue moved the
// file aside and started an empty one.
func TestTroubleIsNotDamage(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("rlimits, mounts")
	}
	path, sum := troubleDB(t)
	type limit struct {
		name, key string
		env       []string
		wrap      []string
	}
	var limits []limit
	if !raceDetector {
		limits = append(limits, limit{name: "no memory", key: "storage.trouble.memory", env: []string{"SCOREKEEPER_TROUBLE_AS=512"}})
	} else {
		t.Log("the race detector needs address space of its own: the no-memory case is left out")
	}
	if p, err := exec.LookPath("prlimit"); err == nil {
		limits = append(limits, limit{name: "no file descriptor", key: "storage.trouble.files",
			env: []string{"SCOREKEEPER_TROUBLE_FDS=0"}, wrap: []string{p, "--nofile=16"}})
	}
	dir := filepath.Dir(path)
	if os.Geteuid() == 0 {
		if roMountWorks(dir) {
			limits = append(limits, limit{name: "read-only disk", key: "storage.trouble.readonly",
				wrap: []string{"unshare", "-m", "sh", "-c", `mount --bind "$0" "$0" && mount -o remount,bind,ro "$0" "$0" && exec "$@"`, dir}})
		} else {
			t.Log("no read-only bind mount here (unshare -m): the read-only case is left out")
		}
	} else {
		if err := os.Chmod(path, 0o400); err != nil {
			t.Fatal(err)
		}
		defer os.Chmod(path, 0o600)
		limits = append(limits, limit{name: "read-only file", key: "storage.trouble.permission"})
	}
	for _, l := range limits {
		for _, rescue := range []bool{false, true} {
			args := append(slices.Clone(l.wrap), os.Args[0], "-test.run=^TestTroubleChild$")
			cmd := exec.Command(args[0], args[1:]...)
			cmd.Env = append(append(os.Environ(), envTroubleDB+"="+path), l.env...)
			if rescue {
				cmd.Env = append(cmd.Env, "SCOREKEEPER_TROUBLE_RESCUE=1")
			}
			out, err := cmd.CombinedOutput()
			if err != nil || !strings.HasPrefix(string(out), "trouble "+l.key+` moved=""`) {
				t.Errorf("%s (rescue %v): %v: %s", l.name, rescue, err, out)
			} else {
				t.Logf("%s (rescue %v): %s", l.name, rescue, strings.TrimSpace(string(out)))
			}
			untouched(t, l.name, path, sum)
		}
	}
	// With a few file descriptors left, opening may get further and fail
	// elsewhere: never damage, never moved.
	if p, err := exec.LookPath("prlimit"); err == nil {
		for n := 1; n <= 4; n++ {
			cmd := exec.Command(p, "--nofile=16", os.Args[0], "-test.run=^TestTroubleChild$")
			cmd.Env = append(os.Environ(), envTroubleDB+"="+path, "SCOREKEEPER_TROUBLE_RESCUE=1", fmt.Sprintf("SCOREKEEPER_TROUBLE_FDS=%d", n))
			out, _ := cmd.CombinedOutput()
			if strings.Contains(string(out), "damaged") || !strings.Contains(string(out), `moved=""`) && !strings.HasPrefix(string(out), "opened") {
				t.Errorf("%d descriptors left: %s", n, out)
			}
			untouched(t, "descriptors", path, sum)
		}
	}
}

// roMountWorks reports whether a read-only bind mount of dir can be made
// in a mount namespace of its own (root, unshare, mount).
func roMountWorks(dir string) bool {
	cmd := exec.Command("unshare", "-m", "sh", "-c", `mount --bind "$0" "$0" && mount -o remount,bind,ro "$0" "$0" && ! touch "$0/.probe" 2>/dev/null`, dir)
	return cmd.Run() == nil
}

// TestNotARegularFile: a pipe, a device, a folder and a link to nothing
// given as the database are trouble named as such (the old code called
// a pipe and /dev/null damaged: "the file is empty"); Rescue refuses
// them; nothing is created, moved or opened for reading (a pipe would
// block).
func TestNotARegularFile(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "pipe.db")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(dir, "link.db")
	if err := os.Symlink(filepath.Join(dir, "missing", "target.db"), link); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ path, key string }{
		{fifo, "storage.trouble.pipe"},
		{os.DevNull, "storage.trouble.device"},
		{dir, "storage.trouble.folder"},
		{link, "storage.trouble.link"},
	} {
		for _, readOnly := range []bool{false, true} {
			done := make(chan error, 1)
			go func() { _, err := Open(c.path, &Options{ReadOnly: readOnly, NoDailyBackup: true}); done <- err }()
			var err error
			select {
			case err = <-done:
			case <-time.After(10 * time.Second):
				t.Fatalf("%s: Open hangs", c.path)
			}
			var te *TroubleError
			if !errors.As(err, &te) || te.Key() != c.key || errors.Is(err, ErrDamaged) {
				t.Errorf("%s (read-only %v): %v, want trouble %s", c.path, readOnly, err, c.key)
			}
		}
		db, rep, err := Rescue(c.path, &Options{NoDailyBackup: true}, true)
		if db != nil || rep.MovedTo != "" || !errors.Is(err, ErrTrouble) {
			t.Errorf("%s: rescue: %v %+v %v", c.path, db, rep, err)
		}
		if fi, err := os.Lstat(c.path); err != nil || fi.Mode().IsRegular() {
			t.Errorf("%s: replaced: %v", c.path, err)
		}
	}
	if _, err := os.Lstat(filepath.Join(dir, "missing")); err == nil {
		t.Error("the link's target was created")
	}
	if m, _ := filepath.Glob(filepath.Join(dir, "*.damaged-*")); len(m) > 0 {
		t.Errorf("set aside: %v", m)
	}
}

// TestLinkToFile: a link to an existing database opens that database;
// its backups go next to it.
func TestLinkToFile(t *testing.T) {
	dir := t.TempDir()
	real := filepath.Join(dir, "real.db")
	db := mustOpenAt(t, real)
	if err := db.Save(skipboMatch("m", 1)); err != nil {
		t.Fatal(err)
	}
	closeDB(t, db)
	link := filepath.Join(dir, "link.db")
	if err := os.Symlink("real.db", link); err != nil {
		t.Fatal(err)
	}
	db = mustOpenAt(t, link)
	if _, err := db.Get("m"); err != nil || db.Path() != real {
		t.Errorf("through the link: %v, path %s", err, db.Path())
	}
	if _, err := Open(real, nil); !errors.Is(err, ErrAlreadyOpen) {
		t.Errorf("the target opened twice: %v", err)
	}
}
