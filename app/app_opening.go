package app

import (
	"scorekeeper/storage/boltdb"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// Opening is the database being opened while Fyne makes the window (on
// a second core, a start costs the longer of the two, not their sum).
type Opening struct {
	done chan struct{}
	db   *boltdb.DB
	err  error
}

// OpenDB starts opening the database at path (see Opening). The daily
// backup is left to the app once it shows (backupLater): at 100,000
// matches it takes seconds. With warm, it also loads the regular and
// bold fonts home draws with (Fyne parses them, its emoji font included,
// at the first text of each style: 20-25 ms each here), unless a name needs
// the newer-emoji font (the theme then brings other faces). Only main
// warms: a test's fonts are its own goroutine's.
func OpenDB(path string, warm bool) *Opening {
	o := &Opening{done: make(chan struct{})}
	go func() {
		defer close(o.done)
		o.db, o.err = openAppDB(path)
		if o.err != nil {
			return
		}
		_, _ = o.db.InProgress(homeOpen) // the home list's pages, read now while the window is made
		if warm && !needsNewerEmoji(o.db) {
			for _, style := range []fyne.TextStyle{{}, {Bold: true}} {
				fyne.MeasureText(appName, theme.TextSize(), style)
			}
		}
	}()
	return o
}

// Wait returns the opened database, or why it did not open.
func (o *Opening) Wait() (*boltdb.DB, error) {
	<-o.done
	return o.db, o.err
}

// openAppDB opens the database the way the app does.
func openAppDB(path string) (*boltdb.DB, error) {
	return boltdb.Open(path, &boltdb.Options{NoDailyBackup: true})
}

// backupLater makes the daily backup off the UI goroutine; a failure is
// told, not fatal (the database itself is fine).
func (u *UI) backupLater(db *boltdb.DB) {
	u.background(func() func() {
		if _, err := db.BackupIfDue(); err != nil {
			return func() { u.fail("ui.error.backup", err) }
		}
		return nil
	})
}
