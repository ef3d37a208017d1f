package cli

import (
	"bytes"
	"crypto/sha256"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"go.etcd.io/bbolt"

	"scorekeeper/storage/matchfile"
)

// export -o replaces only a regular file: never the database it reads
// (by path, symlink or hard link), never a device or a FIFO (written in
// place: they stay what they were); "-" is standard output.
func TestExportOutputs(t *testing.T) {
	db := demoDB(t, "20")
	dir := t.TempDir()
	sum := func() [32]byte { data, _ := os.ReadFile(db); return sha256.Sum256(data) }
	before := sum()
	link := filepath.Join(dir, "link.db")
	hard := filepath.Join(dir, "hard.db")
	if err := os.Symlink(db, link); err != nil {
		t.Fatal(err)
	}
	if err := os.Link(db, hard); err != nil {
		t.Fatal(err)
	}
	for _, out := range []string{db, link, hard} {
		code, _, errs := runCLI("export", "--db", db, "--format", "csv", "-o", out)
		if code != ExitError || !strings.Contains(errs, "is the database being exported") {
			t.Errorf("-o %s: %d %q, want a refusal", out, code, errs)
		}
	}
	if sum() != before {
		t.Fatal("the database changed")
	}
	if fi, _ := os.Lstat(link); fi.Mode()&os.ModeSymlink == 0 {
		t.Error("the symlink was replaced")
	}
	code, out, _ := runCLI("export", "--db", db, "--format", "json", "-o", "-")
	if ms, err := matchfile.Decode([]byte(out)); code != ExitOK || err != nil || len(ms) != 20 {
		t.Errorf("-o -: %d %v", code, err)
	}
	// A symlink to a regular file: the file it names is replaced, the link stays.
	real := filepath.Join(dir, "real.csv")
	os.WriteFile(real, []byte("old"), 0o600)
	toReal := filepath.Join(dir, "to-real.csv")
	os.Symlink(real, toReal)
	if code, _, errs := runCLI("export", "--db", db, "--format", "csv", "-o", toReal); code != ExitOK {
		t.Fatal(errs)
	}
	if data, _ := os.ReadFile(real); !bytes.HasPrefix(data, []byte("match_id,")) {
		t.Errorf("the linked file holds %.20q", data)
	}
	if fi, _ := os.Lstat(toReal); fi.Mode()&os.ModeSymlink == 0 {
		t.Error("the symlink to the file was replaced by a file")
	}
	// A device is written in place.
	if f, err := os.OpenFile("/dev/null", os.O_WRONLY, 0); err == nil {
		f.Close()
		if code, _, errs := runCLI("export", "--db", db, "--format", "csv", "-o", "/dev/null"); code != ExitOK {
			t.Errorf("-o /dev/null: %s", errs)
		}
		if fi, err := os.Stat("/dev/null"); err != nil || fi.Mode()&os.ModeCharDevice == 0 {
			t.Fatal("/dev/null is no longer a device")
		}
	}
	// A FIFO is written in place.
	fifo := filepath.Join(dir, "fifo")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Fatal(err)
	}
	got := make(chan []byte)
	go func() {
		f, err := os.Open(fifo)
		if err != nil {
			got <- nil
			return
		}
		defer f.Close()
		var b bytes.Buffer
		b.ReadFrom(f)
		got <- b.Bytes()
	}()
	if code, _, errs := runCLI("export", "--db", db, "--format", "json", "-o", fifo); code != ExitOK {
		t.Fatalf("-o FIFO: %s", errs)
	}
	if ms, err := matchfile.Decode(<-got); err != nil || len(ms) != 20 {
		t.Errorf("through the FIFO: %d matches, %v", len(ms), err)
	}
	if fi, err := os.Lstat(fifo); err != nil || fi.Mode()&os.ModeNamedPipe == 0 {
		t.Error("the FIFO is no longer a FIFO")
	}
}

// TestExportChild runs the command line of $SCOREKEEPER_TEST_ARGS (for
// TestExportKilled): a process to kill.
func TestExportChild(t *testing.T) {
	args := os.Getenv("SCOREKEEPER_TEST_ARGS")
	if args == "" {
		t.Skip("only as a child process")
	}
	os.Exit(Run(strings.Split(args, "\n"), os.Stdout, os.Stderr))
}

// An export -o killed at any moment leaves no temporary file behind (and
// the file is the old one or a whole new one).
func TestExportKilled(t *testing.T) {
	if testing.Short() {
		t.Skip("exports killed for 3 s: in the full suite (make test)")
	}
	db := demoDB(t, "300")
	dir := t.TempDir()
	out := filepath.Join(dir, "all.json")
	args := strings.Join([]string{"export", "--db", db, "--format", "json", "-o", out}, "\n")
	deadline := time.Now().Add(3 * time.Second)
	runs, whole := 0, 0
	for time.Now().Before(deadline) {
		cmd := exec.Command(os.Args[0], "-test.run=^TestExportChild$")
		cmd.Env = append(os.Environ(), "SCOREKEEPER_TEST_ARGS="+args)
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		time.Sleep(time.Duration(rand.IntN(60)) * time.Millisecond)
		cmd.Process.Signal(syscall.SIGKILL)
		cmd.Wait()
		runs++
		if data, err := os.ReadFile(out); err == nil {
			if _, err := matchfile.Decode(data); err != nil {
				t.Fatalf("after a kill the file is not whole: %v", err)
			}
			whole++
		}
	}
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if e.Name() != "all.json" {
			t.Errorf("left behind: %s", e.Name())
		}
	}
	t.Logf("%d runs killed, the file was whole after %d", runs, whole)
}

// damage flips a byte in the middle of match id's stored record (its
// checksum then fails).
func damage(t *testing.T, path, id string) {
	t.Helper()
	raw, err := bbolt.Open(path, 0o600, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer raw.Close()
	err = raw.Update(func(tx *bbolt.Tx) error {
		b := tx.Bucket([]byte("records"))
		k := append([]byte(id), 0, 'm')
		v := bytes.Clone(b.Get(k))
		v[len(v)/2] ^= 0x20
		return b.Put(k, v)
	})
	if err != nil {
		t.Fatal(err)
	}
}

// One damaged record: both exports write all the others, name it on
// stderr and exit 1; importing a good copy heals it.
func TestExportDamagedAndHeal(t *testing.T) {
	db := demoDB(t, "20")
	dir := t.TempDir()
	all := filepath.Join(dir, "good.json")
	if code, _, errs := runCLI("export", "--db", db, "--format", "json", "-o", all); code != ExitOK {
		t.Fatal(errs)
	}
	data, _ := os.ReadFile(all)
	ms, _ := matchfile.Decode(data)
	id := ms[5].ID
	damage(t, db, id)
	for _, format := range []string{"json", "csv"} {
		out := filepath.Join(dir, "out."+format)
		code, _, errs := runCLI("export", "--db", db, "--format", format, "-o", out)
		if code != ExitError || !strings.Contains(errs, id) || !strings.Contains(errs, "not exported") {
			t.Errorf("%s: %d %q, want exit 1 naming %s", format, code, errs, id)
		}
		data, _ := os.ReadFile(out)
		if format == "json" {
			if got, err := matchfile.Decode(data); err != nil || len(got) != 19 {
				t.Errorf("the JSON export holds %d matches (%v), want 19", len(got), err)
			}
		} else if n := strings.Count(string(data), "\n"+ms[6].ID+","); n == 0 {
			t.Errorf("the CSV export lacks the sound match %s", ms[6].ID)
		}
	}
	code, out, errs := runCLI("import", "--db", db, all)
	if code != ExitOK || !strings.Contains(out, "healed") || !strings.Contains(out, id) || !strings.Contains(out, "conflicts 0") {
		t.Errorf("import of a good copy: %d %s %s", code, out, errs)
	}
	if code, out, _ := runCLI("check", "--db", db); code != ExitOK || !strings.Contains(out, "ok") {
		t.Errorf("check after healing: %d %s", code, out)
	}
}
