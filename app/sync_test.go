package app

import (
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/storage"

	"scorekeeper/app/urifolder"
)

// fakeClock holds the timers the syncer sets until a test fires them.
type fakeClock struct{ timers []*fakeTimer }

type fakeTimer struct {
	d       time.Duration
	f       func()
	stopped bool
}

func (c *fakeClock) after(d time.Duration, f func()) func() {
	t := &fakeTimer{d: d, f: f}
	c.timers = append(c.timers, t)
	return func() { t.stopped = true }
}

// pending counts the timers of duration d not fired or stopped.
func (c *fakeClock) pending(d time.Duration) int {
	n := 0
	for _, t := range c.timers {
		if t.d == d && !t.stopped {
			n++
		}
	}
	return n
}

// fire runs the pending timers of duration d.
func (c *fakeClock) fire(d time.Duration) {
	var due []*fakeTimer
	for _, t := range c.timers {
		if t.d == d && !t.stopped {
			t.stopped = true
			due = append(due, t)
		}
	}
	for _, t := range due {
		t.f()
	}
}

// syncUnderTest is a UI whose passes are counted by a fake pass.
func syncUnderTest(t *testing.T) (*UI, *fakeClock, *int) {
	u, _ := newTestUI(t)
	clock := &fakeClock{}
	passes := 0
	u.sync.after = clock.after
	u.sync.pass = func(string, string) (syncResult, error) {
		passes++
		return syncResult{}, nil
	}
	return u, clock, &passes
}

func TestSyncTriggers(t *testing.T) {
	u, clock, passes := syncUnderTest(t)
	u.sync.start()
	if *passes != 0 || len(clock.timers) != 0 {
		t.Fatalf("no folder: %d passes, %d timers", *passes, len(clock.timers))
	}
	u.setSyncFolder(storage.NewFileURI(t.TempDir()).String())
	if *passes != 1 || clock.pending(syncEvery) != 1 {
		t.Fatalf("folder chosen: %d passes, %d timers", *passes, clock.pending(syncEvery))
	}
	// saves: one pass syncDebounce after the last
	startMatch(t, u, "skull", "Ann", "Bob", "Cy")
	u.sync.saved()
	u.sync.saved()
	if *passes != 1 || clock.pending(syncDebounce) != 1 {
		t.Fatalf("after saves: %d passes, %d debounce timers", *passes, clock.pending(syncDebounce))
	}
	clock.fire(syncDebounce)
	if *passes != 2 {
		t.Fatalf("after the debounce: %d passes", *passes)
	}
	// the timer every syncEvery, set again each time
	clock.fire(syncEvery)
	clock.fire(syncEvery)
	if *passes != 4 || clock.pending(syncEvery) != 1 {
		t.Fatalf("timer: %d passes, %d timers", *passes, clock.pending(syncEvery))
	}
	// coming to the foreground syncs at once; the timer goes on as it was
	u.sync.entered()
	if *passes != 5 || clock.pending(syncEvery) != 1 {
		t.Fatalf("foreground: %d passes, %d timers", *passes, clock.pending(syncEvery))
	}
	// Stop syncing: no timer, no pass
	u.setSyncFolder("")
	u.sync.saved()
	clock.fire(syncEvery)
	clock.fire(syncDebounce)
	if *passes != 5 || u.prefs().String(prefSyncFolder) != "" {
		t.Fatalf("stopped: %d passes, pref %q", *passes, u.prefs().String(prefSyncFolder))
	}
}

// A save made through any screen reaches the syncer (the store's hook).
func TestSaveTriggersSync(t *testing.T) {
	u, clock, _ := syncUnderTest(t)
	u.setSyncFolder(storage.NewFileURI(t.TempDir()).String())
	startMatch(t, u, "skull", "Ann", "Bob", "Cy")
	if clock.pending(syncDebounce) != 1 {
		t.Fatalf("a new match set %d debounce timers", clock.pending(syncDebounce))
	}
}

func TestSyncOnePassAtATime(t *testing.T) {
	u, _, _ := syncUnderTest(t)
	running, most, passes := 0, 0, 0
	u.sync.pass = func(string, string) (syncResult, error) {
		running++
		most = max(most, running)
		passes++
		if passes == 1 { // asked twice while the first runs: one more pass after it
			u.sync.Now()
			u.sync.Now()
		}
		running--
		return syncResult{}, nil
	}
	u.setSyncFolder(storage.NewFileURI(t.TempDir()).String())
	if passes != 2 || most != 1 {
		t.Fatalf("%d passes, at most %d at once", passes, most)
	}
}

func TestSyncErrorShows(t *testing.T) {
	u, clock, _ := syncUnderTest(t)
	u.sync.pass = func(string, string) (syncResult, error) { return syncResult{}, errors.New("disk on fire") }
	press(t, u.homeView.settings)
	u.setSyncFolder(storage.NewFileURI(t.TempDir()).String())
	if got := u.settings.sync.status.Text; !strings.Contains(got, "disk on fire") || !strings.Contains(got, "Sync failed") {
		t.Errorf("status %q", got)
	}
	if u.noticeLabel == nil || !strings.Contains(u.noticeLabel.Text, "Sync failed") {
		t.Fatal("no notice")
	}
	clock.fire(noticeTime)
	if u.noticeLabel != nil {
		t.Error("the notice stays")
	}
	clock.fire(syncEvery) // the same failure again: no second notice
	if u.noticeLabel != nil {
		t.Error("the same failure told again")
	}
}

func TestSettingsShowsSync(t *testing.T) {
	u, _, _ := syncUnderTest(t)
	u.sync.pass = func(string, string) (syncResult, error) {
		return syncResult{added: 2, updated: 1, conflicts: 1, written: 3, broken: 1, firstBroken: "matches/x.json: not JSON"}, nil
	}
	press(t, u.homeView.settings)
	s := u.settings.sync
	if !strings.Contains(s.folder.Text, "No sync folder") || !s.syncNow.Disabled() || !s.stop.Disabled() {
		t.Errorf("no folder: %q, sync now disabled %v", s.folder.Text, s.syncNow.Disabled())
	}
	dir := t.TempDir()
	u.setSyncFolder(storage.NewFileURI(dir).String())
	if !strings.Contains(s.folder.Text, dir) {
		t.Errorf("folder %q", s.folder.Text)
	}
	want := "Last synced: " + u.when(testNow) + "\nadded 2, updated 1, deleted 0, conflicts 1\nfiles written to the folder: 3\nfiles skipped (unreadable): 1 (matches/x.json: not JSON)"
	if s.status.Text != want {
		t.Errorf("status %q, want %q", s.status.Text, want)
	}
	if u.prefs().String(prefSyncFolder) != storage.NewFileURI(dir).String() {
		t.Error("folder not kept")
	}
	press(t, s.stop)
	press(t, findButton(t, u, "Yes"))
	if !strings.Contains(s.folder.Text, "No sync folder") || u.sync.folder != "" {
		t.Errorf("after stop: %q", s.folder.Text)
	}
}

// A pass that panics is a failed pass, shown in Settings; the app goes on.
func TestSyncPanicIsAnError(t *testing.T) {
	u, _, _ := syncUnderTest(t)
	u.sync.pass = func(string, string) (syncResult, error) { panic("index out of range") }
	press(t, u.homeView.settings)
	u.setSyncFolder(storage.NewFileURI(t.TempDir()).String())
	if got := u.settings.sync.status.Text; !strings.Contains(got, "index out of range") {
		t.Errorf("status %q", got)
	}
	if u.sync.running {
		t.Error("still running")
	}
}

// TestSyncErrorTextNoCreate: a platform that lets the app make no file in
// the folder picked (Android's content:// tree) is told in words.
func TestSyncErrorTextNoCreate(t *testing.T) {
	newTestUI(t)
	err := fmt.Errorf("matches/b.json: %w", urifolder.ErrNoCreate)
	if got := syncErrorText(err); !strings.Contains(got, "does not let the app create files") {
		t.Errorf("told as %q", got)
	}
}
