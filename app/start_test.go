package app

import (
	"os"
	"path/filepath"
	"scorekeeper/storage/boltdb"
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
