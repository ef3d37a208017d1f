package app

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// envTableStep runs one step of TestStartWhereTheTableWas in a child
// process: the step's number, the database's path after a colon.
const envTableStep = "SCOREKEEPER_TABLE_STEP"

// TestStartWhereTheTableWas: the app starts on the match that was open
// when it was killed (SPEC 2), entry and half-typed round included; a
// sheet opened from the entry comes back over the entry; Back to Home
// leaves nothing to reopen. Each step is a child process that starts the
// app on the database, checks where it is, goes on and is killed
// (SIGKILL: no window closing, no flush but the writes it waited for).
func TestStartWhereTheTableWas(t *testing.T) {
	if step, path, ok := strings.Cut(os.Getenv(envTableStep), ":"); ok {
		tableStep(t, step, path)
		return
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "x.db")
	for _, step := range []string{"new", "entry", "sheet", "home"} {
		cmd := exec.Command(os.Args[0], "-test.run=^TestStartWhereTheTableWas$", "-test.v")
		cmd.Env = append(os.Environ(), envTableStep+"="+step+":"+path)
		out, err := cmd.CombinedOutput()
		if err == nil || !strings.Contains(err.Error(), "killed") {
			t.Fatalf("step %s: %v\n%s", step, err, out)
		}
	}
}

// tableStep is one start of the app in TestStartWhereTheTableWas.
func tableStep(t *testing.T, step, path string) {
	a := test.NewTempApp(t)
	w := a.NewWindow("x")
	w.Resize(fyne.NewSize(360, 740))
	openAtStart = nil // the shipped app's start
	u := started(a, w, path, openDB(t, path), nil)
	u.now = func() time.Time { return testNow }
	typed := path + ".typed" // the round as typed before the kill
	switch step {
	case "new": // a match, two bids of its first round, then killed
		startMatch(t, u, "skullking", "Anne", "Ben", "Cleo")
		f := u.entry.form.(*skForm)
		pick(t, f.bids[0], 1)
		pick(t, f.bids[1], 0)
		writeState(t, u, typed)
	case "entry": // back on the entry, the bids as typed; the sheet opens
		if u.entry == nil || u.nav.top().kind != "entry" || u.nav.depth() != 2 {
			t.Fatalf("started on %q (%d screens), not the match's entry", u.nav.top().title, u.nav.depth())
		}
		want, _ := os.ReadFile(typed)
		if got := formState(t, u); got != string(want) {
			t.Fatalf("the round typed %s came back as %s", want, got)
		}
		u.openSheet(u.entry.m)
	case "sheet": // on the sheet, over the entry; back to Home
		if u.nav.top().kind != "sheet" || u.nav.depth() != 3 || u.nav.screens[1].kind != "entry" {
			t.Fatalf("started on %q (%d screens), not the sheet over the entry", u.nav.top().title, u.nav.depth())
		}
		u.back()
		u.back()
	case "home":
		if u.nav.depth() != 1 {
			t.Fatalf("started on %q, not Home", u.nav.top().title)
		}
	}
	u.flushDrafts()
	_ = syscall.Kill(os.Getpid(), syscall.SIGKILL)
	select {}
}

// formState is the entry's round as its draft keeps it.
func formState(t *testing.T, u *UI) string {
	data, err := json.Marshal(u.entry.form.state())
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

func writeState(t *testing.T, u *UI, path string) {
	if err := os.WriteFile(path, []byte(formState(t, u)), 0o600); err != nil {
		t.Fatal(err)
	}
}
