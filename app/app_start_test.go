package app

import (
	"os"
	"os/exec"
	"path/filepath"
	"scorekeeper/storage/boltdb"
	"syscall"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// buttons lists the buttons shown in a window.
func buttons(w fyne.Window) map[string]*widget.Button {
	out := map[string]*widget.Button{}
	for _, o := range test.LaidOutObjects(w.Content()) {
		if b, ok := o.(*widget.Button); ok {
			out[b.Text] = b
		}
	}
	return out
}

func TestStartInUse(t *testing.T) {
	a := test.NewTempApp(t)
	w := test.NewTempWindow(t, widget.NewLabel(""))
	started(a, w, filepath.Join(t.TempDir(), "x.db"), nil, boltdb.ErrInUse)
	if _, ok := buttons(w)["Try again"]; !ok {
		t.Fatalf("no retry offered: %v", buttons(w))
	}
}

func TestStartDamagedStartsFresh(t *testing.T) {
	a := test.NewTempApp(t)
	path := filepath.Join(t.TempDir(), "bad.db")
	if err := os.WriteFile(path, []byte("not a database, just words"), 0o600); err != nil {
		t.Fatal(err)
	}
	db, err := boltdb.Open(path, &boltdb.Options{NoDailyBackup: true})
	if err == nil {
		db.Close()
		t.Fatal("garbage opened")
	}
	w := test.NewTempWindow(t, widget.NewLabel(""))
	started(a, w, path, nil, err)
	b := buttons(w)
	if b["Restore the newest backup"] == nil || b["Start with an empty score book"] == nil {
		t.Fatalf("ways out: %v", b)
	}
	test.Tap(b["Start with an empty score book"])
	deadline := time.Now().Add(5 * time.Second)
	for time.Now().Before(deadline) {
		if _, ok := buttons(w)["New match"]; ok {
			break
		}
		time.Sleep(20 * time.Millisecond)
	}
	if _, ok := buttons(w)["New match"]; !ok {
		t.Fatal("the app did not start fresh")
	}
	matches, _ := filepath.Glob(path + ".damaged-*")
	if len(matches) != 1 {
		t.Errorf("damaged file not kept aside: %v", matches)
	}
}

// TestRunOnOpenedDatabase: main starts opening the database and Run
// shows the app on it; closing the window closes the database.
func TestRunOnOpenedDatabase(t *testing.T) {
	a := test.NewTempApp(t)
	path := filepath.Join(t.TempDir(), "x.db")
	opening := OpenDB(path, false)
	Run(a, path, opening)
	db, _ := opening.Wait()
	w := lastWindow(a)
	if _, ok := buttons(w)["New match"]; !ok {
		t.Fatalf("no home screen: %v", buttons(w))
	}
	w.Close()
	if _, err := db.Players(true); err == nil {
		t.Error("the database is still open after the window closed")
	}
}

// TestRunInUse: a database main could not open is explained.
func TestRunInUse(t *testing.T) {
	a := test.NewTempApp(t)
	path := filepath.Join(t.TempDir(), "x.db")
	db, err := boltdb.Open(path, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	Run(a, path, OpenDB(path, false)) // this process has it open: in use
	if buttons(lastWindow(a))["Try again"] == nil {
		t.Fatal("no retry offered")
	}
}

// lastWindow is the window opened last (Fyne's test driver lists the
// windows of earlier tests too).
func lastWindow(a fyne.App) fyne.Window {
	ws := a.Driver().AllWindows()
	return ws[len(ws)-1]
}

// TestDailyBackupAfterStart: the daily backup is made once the app shows,
// not while it starts.
func TestDailyBackupAfterStart(t *testing.T) {
	a := test.NewTempApp(t)
	path := filepath.Join(t.TempDir(), "x.db")
	db, err := openAppDB(path)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := db.AddPlayer("Anne"); err != nil {
		t.Fatal(err)
	}
	db.Close()
	opening := OpenDB(path, false)
	if db, _ = opening.Wait(); db == nil {
		t.Fatal("not opened")
	}
	if bs, _ := boltdb.Backups(path, ""); len(bs) != 0 {
		t.Fatalf("a backup while opening: %v", bs)
	}
	Run(a, path, opening)
	deadline := time.Now().Add(10 * time.Second)
	for time.Now().Before(deadline) {
		if bs, _ := boltdb.Backups(path, ""); len(bs) == 1 {
			lastWindow(a).Close() // closes the database once the backup is done
			return
		}
		time.Sleep(20 * time.Millisecond)
	}
	t.Fatal("no daily backup after the start")
}

// realCloseOnSignal is the app's closeOnSignal (TestMain turns it off).
var realCloseOnSignal func(fyne.Window)

// envSignalChild makes the test binary the app that gets SIGTERM
// (TestSignalClosesTheApp).
const envSignalChild = "SCOREKEEPER_SIGNAL_DB"

// TestSignalClosesTheApp: SIGTERM closes the app's window and database
// and ends the process at once, with status 0 (before: Fyne ended its
// loop without closing the window and could hang, the database locked).
func TestSignalClosesTheApp(t *testing.T) {
	if testing.Short() && os.Getenv(envSignalChild) == "" {
		t.Skip("a child process and its signal: in the full suite (make test)")
	}
	if path := os.Getenv(envSignalChild); path != "" {
		a := test.NewTempApp(t)
		w := a.NewWindow("x")
		started(a, w, path, openDB(t, path), nil)
		realCloseOnSignal(w)
		if err := syscall.Kill(os.Getpid(), syscall.SIGTERM); err != nil {
			t.Fatal(err)
		}
		time.Sleep(10 * time.Second)
		t.Fatal("still running 10 s after SIGTERM")
	}
	path := filepath.Join(t.TempDir(), "x.db")
	cmd := exec.Command(os.Args[0], "-test.run=^TestSignalClosesTheApp$")
	cmd.Env = append(os.Environ(), envSignalChild+"="+path)
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("the app did not exit cleanly on SIGTERM: %v\n%s", err, out)
	}
	db, err := openAppDB(path)
	if err != nil {
		t.Fatal(err)
	}
	db.Close()
}

// hungWindow is a window whose Close never returns: Fyne's event loop
// ended, as after its own SIGTERM handler.
type hungWindow struct{ fyne.Window }

func (hungWindow) Close() { select {} }

// TestShutDownWhenTheLoopHangs: the window cannot close; the database is
// closed anyway, after the wait.
func TestShutDownWhenTheLoopHangs(t *testing.T) {
	a := test.NewTempApp(t)
	path := filepath.Join(t.TempDir(), "x.db")
	db := openDB(t, path)
	w := a.NewWindow("x")
	started(a, w, path, db, nil)
	shutDown(hungWindow{w}, 50*time.Millisecond)
	if _, err := db.Players(true); err == nil {
		t.Fatal("the database is still open")
	}
	if again, err := openAppDB(path); err != nil {
		t.Fatalf("reopen: %v", err)
	} else {
		again.Close()
	}
}
