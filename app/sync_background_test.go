package app

import (
	"path/filepath"
	"testing"
	"time"

	"fyne.io/fyne/v2/storage"

	"scorekeeper/storage/matchfile/matchfiletest"
	"scorekeeper/storage/syncfolder"
)

// lifecycle fires the app's lifecycle hooks as a driver does.
type lifecycle interface {
	OnEnteredForeground() func()
	OnExitedForeground() func()
}

func fire(f func()) {
	if f != nil {
		f()
	}
}

// TestSyncInBackground: a window behind another (the app out of the
// foreground: Fyne's desktop driver says so when the window loses focus)
// keeps its timed passes; leaving the foreground with a change waiting
// syncs it at once (a phone may stop the app then); coming back syncs at
// once, and the timer goes on as it was (one timer, never two).
func TestSyncInBackground(t *testing.T) {
	u, clock, passes := syncUnderTest(t)
	u.startSync()
	u.setSyncFolder(storage.NewFileURI(t.TempDir()).String())
	lc := u.app.Lifecycle().(lifecycle)
	fire(lc.OnExitedForeground())
	if *passes != 1 || clock.pending(syncEvery) != 1 {
		t.Fatalf("behind another window: %d passes, %d timers", *passes, clock.pending(syncEvery))
	}
	clock.fire(syncEvery)
	clock.fire(syncEvery)
	if *passes != 3 || clock.pending(syncEvery) != 1 {
		t.Fatalf("timer in the background: %d passes, %d timers", *passes, clock.pending(syncEvery))
	}
	fire(lc.OnEnteredForeground())
	if *passes != 4 || clock.pending(syncEvery) != 1 {
		t.Fatalf("back in front: %d passes, %d timers", *passes, clock.pending(syncEvery))
	}
	u.sync.saved()
	fire(lc.OnExitedForeground())
	if *passes != 5 || clock.pending(syncDebounce) != 0 {
		t.Fatalf("left with a change waiting: %d passes, %d debounce timers", *passes, clock.pending(syncDebounce))
	}
	fire(lc.OnExitedForeground()) // nothing waits: no pass
	if *passes != 5 {
		t.Fatalf("left again: %d passes", *passes)
	}
}

// uiLoop is the test's UI goroutine: functions sent to it run on the
// test's goroutine, one at a time, as the real driver runs fyne.Do.
type uiLoop chan func()

func (l uiLoop) do(f func()) { l <- f }

// until runs the loop until ok holds (checked after every function),
// failing after wait.
func (l uiLoop) until(t *testing.T, wait time.Duration, ok func() bool) {
	t.Helper()
	deadline := time.After(wait)
	for !ok() {
		select {
		case f := <-l:
			f()
		case <-deadline:
			t.Fatalf("not within %v", wait)
		}
	}
}

// TestSyncBehindAnotherWindow: with the window in the background, a
// match another device puts in the folder reaches the database and the
// home screen through the timer alone: real timers and passes on their
// own goroutines, their results on the UI goroutine (make race runs it
// under the race detector).
func TestSyncBehindAnotherWindow(t *testing.T) {
	u, _ := newTestUI(t)
	ui := make(uiLoop, 16)
	u.sync.after = func(_ time.Duration, f func()) func() { // every timer short: the timer, not the time, is tested
		tm := time.AfterFunc(time.Millisecond, func() { ui.do(f) })
		return func() { tm.Stop() }
	}
	u.sync.run = func(work func() func()) {
		go func() {
			if apply := work(); apply != nil {
				ui.do(apply)
			}
		}()
	}
	dir := t.TempDir()
	u.startSync()
	u.setSyncFolder(storage.NewFileURI(dir).String())
	fire(u.app.Lifecycle().(lifecycle).OnExitedForeground())
	ui.until(t, 10*time.Second, func() bool { return !u.sync.last.when.IsZero() && !u.sync.running })

	// another device puts a match in progress into the folder
	other := openDB(t, filepath.Join(t.TempDir(), "other.db"))
	m := matchfiletest.Example(t, "skull")
	m.Game, m.Finished = m.Game.FirstRounds(3), false // in progress: on the home screen
	if err := other.Save(m); err != nil {
		t.Fatal(err)
	}
	if _, err := syncfolder.Pass(other, syncfolder.Dir(dir)); err != nil {
		t.Fatal(err)
	}
	id := m.ID
	ui.until(t, 10*time.Second, func() bool {
		for _, s := range u.homeView.open {
			if s.ID == id {
				return true
			}
		}
		return false
	})
	u.sync.stop()
}
