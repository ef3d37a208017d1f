package app

import (
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/software"
	fynestorage "fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"
)

// loopApp makes the test's goroutine the app's UI goroutine: fyne.Do
// from another goroutine is queued and run by run, between draws of the
// window (Fyne's test driver runs it at once on the calling goroutine,
// which would make every worker's UI work a race of the test's own).
type loopApp struct {
	fyne.App
	drv *loopDriver
}

type loopDriver struct {
	fyne.Driver
	queue chan func()
}

func (a loopApp) Driver() fyne.Driver { return a.drv }

// DoFromGoroutine queues f for the test's goroutine; wait waits until it ran.
func (d *loopDriver) DoFromGoroutine(f func(), wait bool) {
	if !wait {
		d.queue <- f
		return
	}
	done := make(chan struct{})
	d.queue <- func() { f(); close(done) }
	<-done
}

// runUILoop puts the loop in place of u's app and returns the function
// that runs what was queued, and between the runs draws the window
// (draw first, if any), until until says so.
func runUILoop(t *testing.T, u *UI, draw func()) func(until func() bool) {
	loop := loopApp{App: u.app, drv: &loopDriver{Driver: u.app.Driver(), queue: make(chan func(), 16)}}
	fyne.SetCurrentApp(loop)
	t.Cleanup(func() { fyne.SetCurrentApp(loop.App) })
	return func(until func() bool) {
		for !until() {
			select {
			case f := <-loop.drv.queue:
				f()
			default:
				if draw != nil {
					draw()
				}
				u.window.Canvas().(software.WindowlessCanvas).Capture()
			}
		}
	}
}

// TestPictureWhileWindowDraws saves the sheet's picture through the real
// button and file dialog, the file written by a worker goroutine while
// the window goes on drawing (`go test -race` fails when the picture is
// laid out or rendered off the UI goroutine: Fyne's caches are plain
// maps, and the app died "concurrent map read and map write"). The file
// is a whole PNG of the sheet.
func TestPictureWhileWindowDraws(t *testing.T) {
	t.Setenv("HOME", t.TempDir())
	u, db := newTestUI(t)
	u.inline = false // the file is written off the UI goroutine, as in the app
	dir := t.TempDir()
	u.app.Preferences().SetString(lastFolder, fynestorage.NewFileURI(dir).String())
	m := testMatch(t, "skullking")
	if err := db.Save(m); err != nil {
		t.Fatal(err)
	}
	u.openSheet(m)
	run := runUILoop(t, u, u.sheet.refresh) // the sheet drawn while the worker works
	press(t, u.sheet.picture)
	test.Tap(findButton(t, u, "Save"))
	run(func() bool { return overlayShows(u, "Saved") })
	f, err := os.Open(filepath.Join(dir, "scorekeeper-skullking.png"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatalf("the picture is not a whole PNG: %v", err)
	}
	if b := img.Bounds(); b.Dx() < 300 || b.Dy() < 300 {
		t.Errorf("the picture is %v", b)
	}
}
