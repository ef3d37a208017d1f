package app

import (
	"errors"
	"os"
	"os/signal"
	"scorekeeper/app/widgets"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"scorekeeper/storage/boltdb"
)

// Run shows the app on the database main started opening from path
// (OpenDB), or, when the opening failed, the problem and the ways out: a
// database in use or damaged is explained, with what can be done about
// it; the app never exits silently. It returns when the window is
// closed.
func Run(a fyne.App, path string, opening *Opening) {
	loaded := make(chan error, 1)
	go func() { loaded <- LoadTranslations(a) }() // while GLFW makes the window
	w := a.NewWindow(appName)
	w.Resize(fyne.NewSize(400, 740))
	if err := <-loaded; err != nil {
		fyne.LogError("translations", err)
	}
	w.SetTitle(lang.L("app.title"))
	db, err := opening.Wait()
	_ = started(a, w, path, db, err)
	closeOnSignal(w)
	w.ShowAndRun()
}

// appName is the window's title until the translations are in (the
// product's name: "app.title" in every language).
const appName = "Scorekeeper"

// closeDB closes the database the app runs on, once, after what is being
// written has been (nil before the app runs on one).
var closeDB atomic.Pointer[func()]

// closeOnSignal closes the window on SIGINT or SIGTERM (a desktop's log
// out, kill, Ctrl-C), so its OnClosed stops syncing and sharing and
// closes the database. Fyne 2.8.1's own handler only ends the event
// loop, without OnClosed, and can then hang: a lifecycle event waits for
// the ended loop, the process stays and keeps the database locked. So
// if the window has not closed within a second the database is closed
// here. Once the window has closed the app ends by itself (Fyne writes
// the preferences file then: exiting at once cut it short and lost the
// settings); a process still there 2 s later is in that hang, and exits.
// Tests replace it.
var closeOnSignal = func(w fyne.Window) {
	ch := make(chan os.Signal, 1)
	signal.Notify(ch, os.Interrupt, syscall.SIGTERM)
	go func() {
		<-ch
		shutDown(w, time.Second)
		time.Sleep(2 * time.Second)
		os.Exit(0)
	}()
}

// shutDown closes w on its goroutine, waiting at most wait, then closes
// the database if that has not happened.
func shutDown(w fyne.Window, wait time.Duration) {
	closed := make(chan struct{})
	go func() {
		fyne.DoAndWait(w.Close)
		close(closed)
	}()
	select {
	case <-closed:
	case <-time.After(wait):
	}
	if f := closeDB.Load(); f != nil {
		(*f)()
	}
}

// openInBackground opens the database again (retry, rescue) off the UI
// goroutine and hands the result to done on it. Tests replace it with a
// synchronous one (Fyne's test driver runs fyne.Do at once on the
// calling goroutine).
var openInBackground = func(open func() (*boltdb.DB, error), done func(*boltdb.DB, error)) {
	go func() {
		db, err := open()
		fyne.Do(func() { done(db, err) })
	}()
}

// openAtStart, when set, opens a screen once the app is shown: only the
// screenshot build has it (app_screenshots.go).
var openAtStart func(u *UI)

// started shows the app where the table was (the screens of the match
// open when it last closed), or the problem and the ways out. It returns
// the app shown (nil: the problem).
func started(a fyne.App, w fyne.Window, path string, db *boltdb.DB, err error) *UI {
	if err == nil {
		u := newUI(a, db, w)
		guardPrefs(a, u.shared)
		u.startSync()
		u.backupLater(db)
		closing := sync.OnceFunc(func() {
			u.flushDrafts()
			_ = db.Close()
		})
		closeDB.Store(&closing)
		w.SetOnClosed(func() {
			u.sync.stop()
			u.StopSharing() // not on Lifecycle's OnStopped: a file dialog fires it on Android
			closing()
		})
		if openAtStart != nil {
			openAtStart(u) // the screenshots' screen, not where a run left the table
		} else {
			u.reopenTable()
		}
		return u
	}
	guardPrefs(a, newSharedPrefs(a.Preferences(), prefsPath(a))) // this copy sets nothing
	retry := func(do func() (*boltdb.DB, error)) {
		w.SetContent(container.NewCenter(widget.NewLabel(lang.L("ui.start.opening"))))
		openInBackground(do, func(db *boltdb.DB, err error) { _ = started(a, w, path, db, err) })
	}
	msg := widgets.Wrapped("")
	box := container.NewVBox(widgets.Heading(lang.L("app.title")), msg)
	var damaged *boltdb.DamagedError
	var trouble *boltdb.TroubleError
	switch {
	case errors.Is(err, boltdb.ErrInUse):
		msg.SetText(lang.L("ui.start.inUse"))
		box.Add(widget.NewButton(lang.L("ui.start.retry"), func() {
			retry(func() (*boltdb.DB, error) { return openAppDB(path) })
		}))
	case errors.As(err, &damaged):
		msg.SetText(lang.X("ui.start.damaged", "The database is damaged: {{.Reason}}.", map[string]any{"Reason": lang.X(damaged.Key(), damaged.Key(), damaged.Args())}))
		box.Add(widget.NewButton(lang.L("ui.start.restore"), func() {
			retry(func() (*boltdb.DB, error) { db, _, err := boltdb.Rescue(path, nil, true); return db, err })
		}))
		box.Add(widget.NewButton(lang.L("ui.start.fresh"), func() {
			retry(func() (*boltdb.DB, error) { db, _, err := boltdb.Rescue(path, nil, false); return db, err })
		}))
	case errors.As(err, &trouble): // not damaged: never offer to move it aside
		msg.SetText(lang.X("ui.start.trouble", "The database cannot be opened: {{.Reason}}. It is not damaged and has not been changed.", map[string]any{"Reason": lang.X(trouble.Key(), trouble.Key(), trouble.Args())}))
		box.Add(widget.NewButton(lang.L("ui.start.retry"), func() { retry(func() (*boltdb.DB, error) { return openAppDB(path) }) }))
	case errors.Is(err, boltdb.ErrNewerSchema):
		msg.SetText(lang.L("ui.start.newer"))
	default:
		msg.SetText(lang.L("ui.start.failed"))
		box.Add(widget.NewButton(lang.L("ui.start.retry"), func() {
			retry(func() (*boltdb.DB, error) { return openAppDB(path) })
		}))
	}
	why := err.Error()
	switch {
	case damaged != nil:
		why = damaged.Text(translate)
	case trouble != nil:
		why = trouble.Text(translate)
	}
	detail := widgets.Wrapped(path + "\n" + why)
	detail.Importance = widget.LowImportance
	box.Add(detail)
	w.SetContent(container.NewPadded(container.NewVScroll(box)))
	return nil
}
