package app

import (
	"os"
	"path/filepath"
	"reflect"
	"scorekeeper/app/widgets"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"scorekeeper/assets"
	"scorekeeper/storage/boltdb"
)

func TestMain(m *testing.M) {
	time.Local = time.UTC
	os.Setenv("LANGUAGE", "en")
	_ = lang.AddTranslationsFS(assets.Translations, "translations")
	// open databases synchronously: Fyne's test driver runs fyne.Do at
	// once on the calling goroutine, so a real background goroutine would
	// race with the test reading the window
	openInBackground = func(open func() (*boltdb.DB, error), done func(*boltdb.DB, error)) {
		done(open())
	}
	realCloseOnSignal = closeOnSignal
	closeOnSignal = func(fyne.Window) {} // a test process's signals are go test's
	os.Exit(m.Run())
}

var testNow = time.Date(2026, 11, 21, 19, 4, 5, 0, time.UTC)

// newTestUI builds the UI on a real database in a temporary folder.
// envFitLang names the language a child test process runs in (tests of
// German layouts: Fyne's translations are global to a process).
const envFitLang = "SCOREKEEPER_FIT_LANG"

func newTestUI(t *testing.T) (*UI, *boltdb.DB) {
	t.Helper()
	db := openDB(t, filepath.Join(t.TempDir(), "test.db"))
	return testUIOn(t, db), db
}

// testUIOn builds the UI on db in a phone-sized window, with the test
// clock and background work run inline.
func testUIOn(t *testing.T, db *boltdb.DB) *UI {
	u := New(test.NewTempApp(t), db)
	u.now = func() time.Time { return testNow }
	u.inline = true
	// no real timers: Fyne's test driver runs fyne.Do on the calling
	// goroutine, so a timer's sync pass or notice would touch the UI from
	// the timer's goroutine (the race detector caught one); tests of the
	// timers install a clock of their own
	u.sync.after = func(time.Duration, func()) func() { return func() {} }
	u.window.Resize(fyne.NewSize(360, 740))
	return u
}

func openDB(t *testing.T, path string) *boltdb.DB {
	t.Helper()
	db, err := boltdb.Open(path, &boltdb.Options{NoDailyBackup: true, Now: func() time.Time { return testNow }})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = db.Close() })
	return db
}

// press taps a button, failing when it is disabled.
// pick taps the number v of a number row.
func pick(t *testing.T, r *widgets.Choices, v int) {
	t.Helper()
	if v < 0 || v >= len(r.Buttons) {
		t.Fatalf("no %d in a row of %d", v, len(r.Buttons))
	}
	press(t, r.Buttons[v])
}

func press(t *testing.T, b button) {
	t.Helper()
	if b == nil || reflect.ValueOf(b).IsNil() {
		t.Fatal("no such button")
	}
	if b.Disabled() {
		t.Fatalf("button %q is disabled", b.AccessibilityLabel())
	}
	test.Tap(b)
}

// button is Fyne's Button or one of ours.
type button interface {
	fyne.Tappable
	fyne.Disableable
	fyne.Accessible
}

// seatMatch opens the new-match screen, picks game and seats new players
// of these names in this order.
func seatMatch(t *testing.T, u *UI, game string, names ...string) *newMatch {
	t.Helper()
	press(t, u.homeView.newMatch)
	n := u.new
	press(t, n.games.Buttons[indexOf(gameNames(), game)])
	for _, name := range names {
		test.Type(n.name, name)
		press(t, n.add)
	}
	return n
}

// startMatch creates players and a match of game through the new-match screen.
func startMatch(t *testing.T, u *UI, game string, names ...string) {
	t.Helper()
	n := seatMatch(t, u, game, names...)
	if len(n.seats) != len(names) {
		t.Fatalf("%d seats", len(n.seats))
	}
	press(t, n.startButton)
	if u.entry == nil || u.entry.round != 1 {
		t.Fatal("no entry for round 1")
	}
}

// wantBlocked checks that Save is disabled and the reason contains want.
func wantBlocked(t *testing.T, e *entry, want string) {
	t.Helper()
	if !e.saveButton.Disabled() {
		t.Fatalf("save enabled, want refused with %q", want)
	}
	if !strings.Contains(e.reasonLabel.Text, want) {
		t.Fatalf("reason %q, want %q", e.reasonLabel.Text, want)
	}
}

func TestWindowTitleAndHome(t *testing.T) {
	u, _ := newTestUI(t)
	if got := u.window.Title(); got != "Scorekeeper" {
		t.Errorf("title %q", got)
	}
	if len(u.homeView.open) != 0 || u.homeView.none.Hidden {
		t.Error("a new database shows no match in progress")
	}
}

func TestNewMatchNeedsPlayers(t *testing.T) {
	u, _ := newTestUI(t)
	press(t, u.homeView.newMatch)
	n := u.new
	press(t, n.games.Buttons[indexOf(gameNames(), "skull")])
	if !n.startButton.Disabled() || !strings.Contains(n.reason.Text, "3 to 6 players") {
		t.Fatalf("start %v, reason %q", n.startButton.Disabled(), n.reason.Text)
	}
	for _, name := range []string{"Anne", "Bob"} {
		test.Type(n.name, name)
		press(t, n.add)
	}
	n.move(1, -1)
	if n.seats[0].Name != "Bob" {
		t.Errorf("seating %v", n.seats)
	}
	// a roster player is seated and unseated with a tap
	n.Toggle(n.seats[0].ID)
	if len(n.seats) != 1 {
		t.Errorf("%d seats after unseating", len(n.seats))
	}
}

type widgetButton = widget.Button

// TestBackReturnsOnce: Back leaves the top screen for the one before,
// stops the screen left and refreshes the one shown, once each.
func TestBackReturnsOnce(t *testing.T) {
	u, _ := newTestUI(t)
	refreshed, left := map[string]int{}, map[string]int{}
	for _, name := range []string{"a", "b", "c"} {
		u.push(name, widget.NewLabel(name), func() { refreshed[name]++ })
		u.onLeave(func() { left[name]++ })
	}
	test.Tap(u.nav.back)
	if u.nav.depth() != 3 || u.nav.title.Text != "b" || !u.nav.top().view.Visible() {
		t.Fatalf("after back: depth %d, title %q", u.nav.depth(), u.nav.title.Text)
	}
	if refreshed["b"] != 1 || left["c"] != 1 || left["b"] != 0 || refreshed["a"] != 0 {
		t.Fatalf("refreshed %v, left %v", refreshed, left)
	}
	u.home()
	if u.nav.depth() != 1 || u.nav.title.Text != lang.L("app.title") || u.nav.back.Visible() {
		t.Fatalf("home: depth %d, title %q", u.nav.depth(), u.nav.title.Text)
	}
	if left["b"] != 1 || left["a"] != 1 || refreshed["a"] != 0 {
		t.Fatalf("home: refreshed %v, left %v", refreshed, left)
	}
	u.back() // at home: nothing to leave
	if u.nav.depth() != 1 {
		t.Fatal("back left the home screen")
	}
}

// kids are the objects o draws: a container's, or a widget renderer's.
func kids(o fyne.CanvasObject) []fyne.CanvasObject {
	switch o := o.(type) {
	case *fyne.Container:
		return o.Objects
	case fyne.Widget:
		return test.WidgetRenderer(o).Objects()
	}
	return nil
}

// relayout refreshes every widget and lays the window's content out
// again, as a real window does before it draws (the test canvas lays out
// only when the window is resized, and a label keeps the rows it wrapped
// to until it is refreshed).
func relayout(w fyne.Window) {
	var refresh func(o fyne.CanvasObject)
	refresh = func(o fyne.CanvasObject) {
		if wd, ok := o.(fyne.Widget); ok {
			wd.Refresh()
		}
		for _, c := range kids(o) {
			refresh(c)
		}
	}
	refresh(w.Content())
	s := w.Canvas().Size()
	w.Resize(s.AddWidthHeight(1, 0))
	w.Resize(s)
}
