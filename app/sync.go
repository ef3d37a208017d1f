package app

import (
	"fmt"
	"sync"
	"time"

	"fyne.io/fyne/v2"
)

// When the app syncs with its sync folder (SPEC 2.1).
const (
	syncDebounce = 2 * time.Second  // after the last save
	syncEvery    = 30 * time.Second // while the app runs, in front or behind
)

// syncStatus is what the last pass did, for Settings.
type syncStatus struct {
	when   time.Time // zero: no pass yet
	result syncResult
	err    error
}

// syncer runs the sync passes: at start, syncDebounce after the last save,
// every syncEvery while the app runs (in the foreground or not: a desktop
// window behind another syncs too), when the app comes back to the
// foreground, when it leaves it with a save waiting (a phone may stop it
// then), and when asked. One pass at a time, off the UI goroutine; a
// trigger during a pass runs one more pass after it. Its fields are used
// on the UI goroutine only (timers come back through fyne.Do).
type syncer struct {
	u *UI
	// pass runs one pass with the folder (a URI) as the device named
	// name; storage does the work.
	pass func(folder, name string) (syncResult, error)
	// after runs f on the UI goroutine after d and returns what stops it
	// (tests give a fake clock).
	after func(d time.Duration, f func()) (stop func())
	// run runs work off the UI goroutine and what it returns on it
	// (UI.background; a test gives its own UI goroutine).
	run func(work func() func())

	folder   string // the sync folder's URI; "" none
	running  bool
	again    bool   // asked while running
	debounce func() // stops the pending save trigger (nil: none)
	ticker   func() // stops the pending 30 s trigger (nil: none)
	last     syncStatus
	passes   sync.WaitGroup // the pass running, for stop
}

func newSyncer(u *UI, pass func(folder, name string) (syncResult, error)) *syncer {
	return &syncer{u: u, pass: pass, after: realAfter, run: u.background}
}

// startSync starts syncing with the folder in the preferences, and
// follows the app's lifecycle.
func (u *UI) startSync() {
	lc := u.app.Lifecycle()
	lc.SetOnEnteredForeground(u.sync.entered)
	lc.SetOnExitedForeground(u.sync.exited)
	u.sync.folder = u.prefs().String(prefSyncFolder)
	u.sync.start()
}

// realAfter is time.AfterFunc with f run on the UI goroutine.
func realAfter(d time.Duration, f func()) func() {
	t := time.AfterFunc(d, func() { fyne.Do(f) })
	return func() { t.Stop() }
}

// setFolder starts syncing with folder ("" stops), at once.
func (s *syncer) setFolder(folder string) {
	s.folder = folder
	s.last = syncStatus{}
	s.stopTimers()
	if folder == "" {
		s.notify()
		return
	}
	s.Now()
	s.schedule()
}

// start is the start of the app: a pass and the timer.
func (s *syncer) start() {
	if s.folder != "" {
		s.Now()
		s.schedule()
	}
}

// saved is called after each change to the database: a pass once the
// saves stop for syncDebounce.
func (s *syncer) saved() {
	if s == nil || s.folder == "" {
		return
	}
	if s.debounce != nil {
		s.debounce()
	}
	s.debounce = s.after(syncDebounce, func() {
		s.debounce = nil
		s.Now()
	})
}

// entered: the app came to the foreground (its window got the focus, a
// phone showed it): a pass at once, for what arrived meanwhile (a phone
// may have stopped the timer). The timer goes on as it was.
func (s *syncer) entered() { s.Now() }

// exited: the app left the foreground (its window lost the focus, a
// phone hid it). The timer goes on; a save waiting for its pass is
// synced at once, since a phone may stop the app from now on.
func (s *syncer) exited() {
	if s.debounce != nil {
		s.stopTimer(&s.debounce)
		s.Now()
	}
}

// schedule sets the next timed pass.
func (s *syncer) schedule() {
	s.stopTimer(&s.ticker)
	if s.folder == "" {
		return
	}
	s.ticker = s.after(syncEvery, func() {
		s.ticker = nil
		s.Now()
		s.schedule()
	})
}

func (s *syncer) stopTimer(stop *func()) {
	if *stop != nil {
		(*stop)()
		*stop = nil
	}
}

func (s *syncer) stopTimers() {
	s.stopTimer(&s.debounce)
	s.stopTimer(&s.ticker)
}

// stop ends syncing (the window closes): no further pass starts, and
// the one running has ended when it returns.
func (s *syncer) stop() {
	s.stopTimers()
	s.folder = ""
	s.passes.Wait()
}

// Now runs a pass now, or once more after the one running.
func (s *syncer) Now() {
	if s.folder == "" {
		return
	}
	if s.running {
		s.again = true
		return
	}
	s.running = true
	folder, name := s.folder, s.u.deviceName()
	s.passes.Add(1)
	s.run(func() func() {
		res, err := s.safePass(folder, name)
		s.passes.Done()
		return func() { s.done(folder, res, err) }
	})
}

// safePass runs a pass; a panic in it is its error, never a crash.
func (s *syncer) safePass(folder, name string) (res syncResult, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("the sync pass stopped: %v", r)
		}
	}()
	return s.pass(folder, name)
}

// done records a pass and runs the next one if one was asked for.
func (s *syncer) done(folder string, res syncResult, err error) {
	s.running = false
	if folder == s.folder { // not stopped or changed meanwhile
		before := s.last.err
		s.last = syncStatus{when: s.u.now(), result: res, err: err}
		s.u.learnDevices(res.devices)
		if err != nil {
			s.u.syncFailed(err, before)
		} else if res.changed() {
			s.u.syncChanged(res)
		}
		s.notify()
	}
	if s.again {
		s.again = false
		s.Now()
	}
}

// notify shows the state in Settings, if open.
func (s *syncer) notify() { s.u.refreshSync() }
