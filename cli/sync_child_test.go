//go:build !windows

package cli

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"scorekeeper/scoring/league"
	"scorekeeper/storage/boltdb"
)

// envChildLang is the locale of TestSyncChild (TestMain sets English).
const envChildLang = "SCOREKEEPER_CLI_CHILD_LANG"

// TestSyncChild is TestCLIChild in the locale SCOREKEEPER_CLI_CHILD_LANG.
func TestSyncChild(t *testing.T) {
	lang := os.Getenv(envChildLang)
	if lang == "" {
		t.Skip("a child of the sync tests")
	}
	os.Setenv("LC_ALL", lang)
	TestCLIChild(t)
}

// child runs the command line in a process of its own (TestSyncChild)
// with env added, and returns its exit status and output.
func child(t *testing.T, env []string, args ...string) (int, string) {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^TestSyncChild$")
	env = append([]string{envChildLang + "=en_US.UTF-8"}, env...)
	cmd.Env = append(append(os.Environ(), env...), envCLIArgs+"="+strings.Join(args, "\n"))
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("child %v: %v %s", args, err, out)
	}
	return childExit(t, string(out))
}

// childExit splits a child's output ("exit N\n" and the rest).
func childExit(t *testing.T, out string) (int, string) {
	t.Helper()
	head, rest, _ := strings.Cut(out, "\n")
	code, err := strconv.Atoi(strings.TrimPrefix(head, "exit "))
	if err != nil {
		t.Fatalf("child: %q", out)
	}
	return code, rest
}

// groupDB adds two roster players, a league and a deleted match (a
// tombstone) to the database at path; it returns the deleted match's id
// and its file as it was before (an old copy).
func groupDB(t *testing.T, path string) (string, string) {
	t.Helper()
	db, err := boltdb.Open(path, &boltdb.Options{NoDailyBackup: true})
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	p1, _ := db.AddPlayer("Anne")
	p2, _ := db.AddPlayer("Bert")
	l, err := league.New("lg1", "Tuesday", []string{p1.ID, p2.ID})
	if err == nil {
		err = db.SaveLeague(l)
	}
	if err != nil {
		t.Fatal(err)
	}
	var id, old string
	if _, err := db.Changes(0, func(c boltdb.Change) error {
		if c.Kind == boltdb.KindMatches && id == "" {
			id, old = c.ID, string(c.Data)
		}
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	if err := db.Delete(id); err != nil {
		t.Fatal(err)
	}
	return id, old
}

var written = regexp.MustCompile(`written (\d+)\)`)

// TestSyncFillsEmptiedFolder (issue 23): three databases as three
// `sync` processes. a writes the group's records, b reads them; the
// folder is emptied and a's database is gone; b's next pass writes
// everything again, and c receives it all: matches, the tombstone (the
// deleted match stays deleted), the league and the roster players.
func TestSyncFillsEmptiedFolder(t *testing.T) {
	dir := t.TempDir()
	a := demoDB(t, "8")
	deleted, old := groupDB(t, a)
	b, c := filepath.Join(t.TempDir(), "b.db"), filepath.Join(t.TempDir(), "c.db")
	for _, db := range []string{a, b, b} {
		if code, out := child(t, nil, "sync", "--db", db, "--folder", dir); code != ExitOK {
			t.Fatalf("sync %s: %d %s", db, code, out)
		}
	}
	for _, kind := range []string{"matches", "players", "leagues"} {
		os.RemoveAll(filepath.Join(dir, kind))
	}
	if err := os.RemoveAll(filepath.Dir(a)); err != nil {
		t.Fatal(err)
	}
	code, out := child(t, nil, "sync", "--db", b, "--folder", dir)
	if m := written.FindStringSubmatch(out); code != ExitOK || m == nil || m[1] != "11" {
		t.Fatalf("b's pass over the emptied folder (7 matches, a tombstone, 2 players, a league: 11 files): %d %s", code, out)
	}
	code, out = child(t, nil, "sync", "--db", c, "--folder", dir)
	if code != ExitOK || !strings.HasPrefix(out, "added 7,") || !strings.Contains(out, "leagues: added 1") || !strings.Contains(out, "players: added 2") {
		t.Fatalf("c: %d %s", code, out)
	}
	if exportAll(t, b) != exportAll(t, c) {
		t.Fatal("c does not hold what b holds")
	}
	// the deleted match stays deleted: an old copy coming back is beaten
	// by the tombstone c received
	os.WriteFile(filepath.Join(dir, "matches", deleted+".old.json"), []byte(old), 0o644)
	child(t, nil, "sync", "--db", c, "--folder", dir)
	if strings.Contains(exportAll(t, c), deleted) {
		t.Fatal("the deleted match came back on c")
	}
}

// TestSyncFullDisk: a sync folder on a full disk (a tmpfs of 64 KiB in
// a mount namespace of its own) is told in our words, in English and
// German; the files written are whole, and once there is room the next
// pass writes the rest.
func TestSyncFullDisk(t *testing.T) {
	if os.Geteuid() != 0 {
		t.Skip("mounting a tmpfs needs root")
	}
	db := demoDB(t, "60")
	dir, res := t.TempDir(), t.TempDir()
	script := `mount -t tmpfs -o size=64k tmpfs "$DIR" || exit 99
run() { SCOREKEEPER_CLI_CHILD_ARGS="sync
--db
$DB
--folder
$DIR" SCOREKEEPER_CLI_CHILD_LANG=$1 "$BIN" -test.run='^TestSyncChild$' >"$RES/$2" 2>&1; }
run en_US.UTF-8 full && run de_DE.UTF-8 voll && mount -o remount,size=16m "$DIR" && run en_US.UTF-8 room && cp -a "$DIR/." "$RES/folder"`
	cmd := exec.Command("unshare", "-m", "sh", "-c", script)
	cmd.Env = append(os.Environ(), "DIR="+dir, "DB="+db, "RES="+res, "BIN="+os.Args[0])
	if out, err := cmd.CombinedOutput(); err != nil {
		var ee *exec.ExitError
		if errors.As(err, &ee) && ee.ExitCode() == 99 || bytes.Contains(out, []byte("unshare")) {
			t.Skipf("no tmpfs in a mount namespace here: %v %s", err, out)
		}
		t.Fatalf("%v %s", err, out)
	}
	result := func(name string) (int, string) {
		data, err := os.ReadFile(filepath.Join(res, name))
		if err != nil {
			t.Fatal(err)
		}
		return childExit(t, string(data))
	}
	code, out := result("full")
	if code != ExitError || !strings.Contains(out, "the disk holding the sync folder is full") || strings.Contains(out, "no space left on device") {
		t.Errorf("full disk: %d %s", code, out)
	}
	code, out = result("voll")
	if code != ExitError || !strings.Contains(out, "Der Datenträger des Sync-Ordners ist voll") {
		t.Errorf("full disk, in German: %d %s", code, out)
	}
	code, out = result("room")
	if code != ExitOK || !strings.Contains(out, "written ") {
		t.Errorf("after making room: %d %s", code, out)
	}
	c := filepath.Join(t.TempDir(), "c.db")
	if code, out := child(t, nil, "sync", "--db", c, "--folder", filepath.Join(res, "folder")); code != ExitOK || !strings.HasPrefix(out, "added 60,") {
		t.Fatalf("the folder, read by another database: %d %s", code, out)
	}
}

// TestSyncSaysWhatWentBeside: sync names a file it cannot read (a newer
// format version) and the file this database's version went to beside it.
func TestSyncSaysWhatWentBeside(t *testing.T) {
	dir := t.TempDir()
	a := demoDB(t, "2")
	runSyncCLI(t, a, dir)
	id := editFirst(t, a, "Anne")
	path := filepath.Join(dir, "matches", id+".json")
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	newer := bytes.Replace(data, []byte(`"version":1`), []byte(`"version":2`), 1)
	if err := os.WriteFile(path, newer, 0o644); err != nil {
		t.Fatal(err)
	}
	out := runSyncCLI(t, a, dir)
	if !strings.Contains(out, "skipped matches/"+id+".json: ") ||
		!regexp.MustCompile(`kept matches/`+regexp.QuoteMeta(id)+`\.json, which this app cannot read .*: matches/`+regexp.QuoteMeta(id)+`#[0-9a-f]+\.json`).MatchString(out) {
		t.Fatalf("sync: %q", out)
	}
	if after, _ := os.ReadFile(path); !bytes.Equal(after, newer) {
		t.Fatal("the file of the newer format was replaced")
	}
}
