package cli

import (
	"bufio"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

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
	r, w := io.Pipe()
	var errb strings.Builder
	done := make(chan int, 1)
	go func() {
		done <- Run([]string{"serve", "--db", path, "--listen", "127.0.0.1:0"}, w, &errb)
		w.Close()
	}()
	lines := bufio.NewScanner(r)
	if !lines.Scan() {
		t.Fatalf("no line; stderr %s", errb.String())
	}
	line := lines.Text()
	_, url, ok := strings.Cut(line, ": http://")
	if !ok || !strings.HasPrefix(line, "Skull King · <img") {
		t.Fatalf("line %q", line)
	}
	url = "http://" + url
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
	go io.Copy(io.Discard, r) // nothing more should come; never block the command
	select {
	case code := <-done:
		if code != ExitOK || errb.Len() > 0 {
			t.Errorf("exit %d, stderr %q", code, errb.String())
		}
	case <-time.After(10 * time.Second):
		t.Fatal("serve did not stop on SIGTERM")
	}
	if _, err := http.Get(url); err == nil {
		t.Error("still serving after SIGTERM")
	}
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
		{[]string{"serve", "--db", path, "--folder", t.TempDir()}, ExitError, "--folder is not available yet"},
	} {
		code, _, errs := runCLI(c.args...)
		if code != c.code || !strings.Contains(errs, c.want) {
			t.Errorf("%v: exit %d, %q", c.args, code, errs)
		}
	}
}
