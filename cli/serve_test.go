package cli

import (
	"bufio"
	"encoding/json"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"scorekeeper/storage/matchfile/matchfiletest"
	"strings"
	"syscall"
	"testing"
	"time"

	"scorekeeper/scoring"
	"scorekeeper/storage/boltdb"
	"scorekeeper/storage/matchfile"
)

// servedDB is a database with testdata's Skull King match twice: once in
// progress (its first three rounds, a hostile first name) and once over.
func servedDB(t *testing.T) (path, openID string) {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "testdata", "skullking.json"))
	if err != nil {
		t.Fatal(err)
	}
	path = filepath.Join(t.TempDir(), "s.db")
	db, err := boltdb.Open(path, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	for _, open := range []bool{true, false} {
		ms, err := matchfile.Decode(data)
		if err != nil {
			t.Fatal(err)
		}
		m := ms[0]
		if open {
			m.ID += "-open"
			m.Game = m.Game.FirstRounds(3)
			m.Finished = false
			m.Players[0].Name = "<img src=x onerror=alert(1)>"
			openID = m.ID
		}
		if err := db.Save(m); err != nil {
			t.Fatal(err)
		}
	}
	return path, openID
}

// TestServe: serve prints one address per match in progress, the page
// and sheet.json answer there, and SIGTERM stops it cleanly (exit 0,
// nothing listens any more).
func TestServe(t *testing.T) {
	path, openID := servedDB(t)
	sv := startServe(t, "--db", path, "--listen", "127.0.0.1:0")
	if !strings.HasPrefix(sv.first, "Skull King · <img") {
		t.Fatalf("line %q", sv.first)
	}
	url := sv.url
	res, err := http.Get(url + "/sheet.json")
	if err != nil {
		t.Fatal(err)
	}
	b, _ := io.ReadAll(res.Body)
	res.Body.Close()
	if res.StatusCode != 200 || !strings.Contains(string(b), `"id":"`+openID+`"`) {
		t.Fatalf("sheet.json: %d %s", res.StatusCode, b)
	}
	if err := syscall.Kill(os.Getpid(), syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	select {
	case code := <-sv.done:
		if code != ExitOK || sv.stderr.Len() > 0 {
			t.Errorf("exit %d, stderr %q", code, sv.stderr.String())
		}
	case <-time.After(10 * time.Second):
		t.Fatal("serve did not stop on SIGTERM")
	}
	if _, err := http.Get(url); err == nil {
		t.Error("still serving after SIGTERM")
	}
}

// served is serve running in the test: the first line it printed, the
// address in it, the lines after it, its stderr and exit status to come.
type served struct {
	first, url string
	lines      <-chan string
	stderr     *strings.Builder
	done       <-chan int
}

// startServe runs serve with args until its first line.
func startServe(t *testing.T, args ...string) served {
	t.Helper()
	r, w := io.Pipe()
	errb := &strings.Builder{}
	done := make(chan int, 1)
	go func() {
		done <- Run(append([]string{"serve"}, args...), w, errb)
		w.Close()
	}()
	lines := bufio.NewScanner(r)
	if !lines.Scan() {
		t.Fatalf("no line; stderr %s", errb.String())
	}
	first := lines.Text()
	_, url, ok := strings.Cut(first, ": http://")
	if !ok {
		t.Fatalf("line %q", first)
	}
	more := make(chan string, 16)
	go func() {
		for lines.Scan() {
			more <- lines.Text()
		}
	}()
	return served{first: first, url: "http://" + url, lines: more, stderr: errb, done: done}
}

// TestServeFolder: with --folder, a newer version of a match that another
// device writes into the sync folder reaches the open page (an event with
// its rounds), and a match started there gets its own page.
func TestServeFolder(t *testing.T) {
	old := servePassEvery
	servePassEvery = 20 * time.Millisecond
	defer func() { servePassEvery = old }()
	pathA, openID := servedDB(t)
	folder := t.TempDir()
	pathB := filepath.Join(t.TempDir(), "b.db")
	for _, db := range []string{pathA, pathB} { // A's matches reach B through the folder
		if code, _, errs := runCLI("sync", "--db", db, "--folder", folder); code != ExitOK {
			t.Fatalf("sync: %s", errs)
		}
	}
	sv := startServe(t, "--db", pathA, "--listen", "127.0.0.1:0", "--folder", folder)
	res, err := http.Get(sv.url + "/events")
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	events := bufio.NewReader(res.Body)
	rounds := func() int {
		for {
			line, err := events.ReadString('\n')
			if err != nil {
				t.Fatal(err)
			}
			if data, ok := strings.CutPrefix(line, "data: "); ok {
				var st struct{ Rows []json.RawMessage }
				if err := json.Unmarshal([]byte(data), &st); err != nil {
					t.Fatal(err)
				}
				return len(st.Rows)
			}
		}
	}
	if n := rounds(); n != 3 {
		t.Fatalf("first event: %d rounds", n)
	}
	// device B plays two more rounds and syncs
	b, err := boltdb.Open(pathB, &boltdb.Options{NoDailyBackup: true})
	if err != nil {
		t.Fatal(err)
	}
	m, err := b.Get(openID)
	if err != nil {
		t.Fatal(err)
	}
	full := exampleGame(t)
	m.Game = full.FirstRounds(5)
	if err := b.Save(m); err != nil {
		t.Fatal(err)
	}
	m.ID, m.Revision, m.Game = "started-on-b", 0, full.FirstRounds(1) // and starts another match
	if err := b.Save(m); err != nil {
		t.Fatal(err)
	}
	b.Close()
	if code, _, errs := runCLI("sync", "--db", pathB, "--folder", folder); code != ExitOK {
		t.Fatalf("sync B: %s", errs)
	}
	got := make(chan int, 1)
	go func() { got <- rounds() }()
	select {
	case n := <-got:
		if n != 5 {
			t.Errorf("after B's sync the page shows %d rounds, want 5", n)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("the page did not follow the folder")
	}
	select {
	case line := <-sv.lines:
		if !strings.Contains(line, "Skull King") || !strings.Contains(line, "/t/") {
			t.Errorf("line for the new match: %q", line)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("no line for the match started on B")
	}
	syscall.Kill(os.Getpid(), syscall.SIGINT)
	if code := <-sv.done; code != ExitOK {
		t.Errorf("exit %d", code)
	}
}

// exampleGame is testdata's Skull King match's rounds.
func exampleGame(t *testing.T) scoring.Game {
	return matchfiletest.Example(t, "skullking").Game
}

// TestServeRefuses: a bad address, an argument, an unavailable folder
// sync are named, never a panic.
func TestServeRefuses(t *testing.T) {
	path, _ := servedDB(t)
	for _, c := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"serve", "--db", path, "--listen", "256.1.1.1:0"}, ExitError, "cannot listen on 256.1.1.1:0"},
		{[]string{"serve", "--db", path, "extra"}, ExitUsage, `unexpected argument "extra"`},
		{[]string{"serve", "--db", path, "--folder", filepath.Join(t.TempDir(), "none")}, ExitError, "is not a folder that exists"},
	} {
		code, _, errs := runCLI(c.args...)
		if code != c.code || !strings.Contains(errs, c.want) {
			t.Errorf("%v: exit %d, %q", c.args, code, errs)
		}
	}
}
