// Package app is the Fyne user interface. It knows the scoring domain;
// the domain knows nothing of widgets. Only main.go imports Fyne's app
// package, so this package builds and tests without cgo (-tags ci).
package app

import (
	"fmt"
	"scorekeeper/app/widgets"
	"sync/atomic"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"
	"github.com/google/uuid"

	"scorekeeper/assets"
)

// UI holds the app's window, the store and the screens with the widgets
// tests press.
type UI struct {
	app    fyne.App
	window fyne.Window
	store  Store
	// now is the clock (tests set a fixed one).
	now func() time.Time
	// inline runs background work in place (tests: Fyne's test driver
	// runs fyne.Do at once on the calling goroutine, not on one UI
	// goroutine, so real goroutines would race with the test).
	inline bool

	nav        *navigation
	homeView   *home
	new        *newMatch
	entry      *entry
	sheet      *sheet
	history    *history
	players    *players
	settings   *settings
	secretView *secretFlow
	stats      *statsScreen
	chart      *widgets.Chart
	leagues    *leagues
	league     *leagueScreen
	// conflictsView is the conflictsView screen; conflicts the database's calls
	// for it; sync runs the sync folder's passes; Notice is the short
	// notice shown (nil: none).
	conflictsView *conflictsScreen
	conflicts     conflictStore
	sync          *syncer
	noticeLabel   *widget.Label
	drafts        drafts
	table         []byte // where the table is, as last written (app_reopen.go)
	// blanking turns screen blanking off (true) or on again; awake is
	// what it was last told (at first: blanking on, the system's default).
	blanking func(disable bool)
	awake    bool
	shared   *sharedPrefs
	// live is the match shared live, if any (screen_share.go).
	live        atomic.Pointer[liveShare]
	shareScreen *shareScreen
	// confirming is the question of confirm open, which Enter answers OK
	// (nil: none)
	confirming *dialog.ConfirmDialog
}

// New builds the main window of a on the store s.
func New(a fyne.App, s Store) *UI {
	w := a.NewWindow(lang.L("app.title"))
	w.Resize(fyne.NewSize(400, 740))
	return newUI(a, s, w)
}

// newUI builds the app in the window w.
func newUI(a fyne.App, s Store, w fyne.Window) *UI {
	a.SetIcon(fyne.NewStaticResource("icon.png", assets.WindowIcon))
	u := &UI{app: a, now: time.Now, window: w}
	u.store = hooked{Store: liveStore{Store: s, u: u}, changed: u.changed} // saves reach the live view and the sync
	u.conflicts = conflictsOf(s)
	u.sync = newSyncer(u, passOf(s))
	u.shared = newSharedPrefs(a.Preferences(), prefsPath(a))
	u.shared.sync()
	u.applyTheme()
	u.moveFixturePrefs()
	u.startGames()
	u.homeView = newHome(u)
	u.homeView.load() // before the first layout: the list is laid out once
	u.nav = newNavigation(&screen{title: lang.L("app.title"), view: u.homeView.view, refresh: u.homeView.refresh}, u.back)
	u.window.SetContent(u.nav.view)
	u.blanking = func(disable bool) { a.Driver().SetDisableScreenBlanking(disable) }
	u.window.Canvas().SetOnTypedKey(u.typedKey)
	u.window.Canvas().SetOnTypedRune(u.typedRune)
	return u
}

// fail tells the user that something went wrong, in words.
func (u *UI) fail(what string, err error) {
	if err == nil {
		return
	}
	fyne.LogError(what, err)
	dialog.ShowError(fmt.Errorf("%s\n%v", lang.L(what), err), u.window)
}

// newID returns a random UUID (version 4).
func newID() string { return uuid.NewString() }

// background runs work off the UI goroutine, then the func it returns
// (if any) on the UI goroutine with fyne.Do: loading statistics, a league
// table, exporting, importing.
func (u *UI) background(work func() func()) {
	if u.inline {
		if apply := work(); apply != nil {
			apply()
		}
		return
	}
	go func() {
		if apply := work(); apply != nil {
			fyne.Do(apply)
		}
	}()
}

// confirm asks a question (OK / Cancel) and runs then on OK: for what
// cannot be taken back or changes the sheet.
// On a desktop Enter answers OK (app_keys.go).
func (u *UI) confirm(title, question string, then func()) {
	d := dialog.NewConfirm(title, question, func(ok bool) {
		u.confirming = nil
		if ok {
			then()
		}
	}, u.window)
	u.confirming = d
	d.Show()
}
