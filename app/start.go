package app

import (
	"errors"
	"os"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"scorekeeper/scoring"
	"scorekeeper/storage"
)

// Run opens the database at path without blocking the window, then shows
// the app. A database in use or damaged is explained, with what can be
// done about it; the app never exits silently.
func Run(a fyne.App, path string) {
	w := a.NewWindow(lang.L("app.title"))
	w.Resize(fyne.NewSize(400, 740))
	w.SetContent(container.NewCenter(container.NewVBox(widget.NewProgressBarInfinite(), widget.NewLabel(lang.L("ui.start.opening")))))
	open := func(do func() (*storage.DB, error)) {
		go func() {
			db, err := do()
			fyne.Do(func() { started(a, w, path, db, err) })
		}()
	}
	open(func() (*storage.DB, error) { return storage.Open(path, nil) })
	w.ShowAndRun()
}

// started shows the app, or the problem and the ways out.
func started(a fyne.App, w fyne.Window, path string, db *storage.DB, err error) {
	if err == nil {
		u := newUI(a, db, w)
		w.SetOnClosed(func() { _ = db.Close() })
		u.OpenScreen(os.Getenv("SCOREKEEPER_SCREEN"))
		return
	}
	retry := func(do func() (*storage.DB, error)) {
		w.SetContent(container.NewCenter(widget.NewProgressBarInfinite()))
		go func() {
			db, err := do()
			fyne.Do(func() { started(a, w, path, db, err) })
		}()
	}
	msg := widget.NewLabel("")
	msg.Wrapping = fyne.TextWrapWord
	box := container.NewVBox(heading(lang.L("app.title")), msg)
	var damaged *storage.DamagedError
	switch {
	case errors.Is(err, storage.ErrInUse):
		msg.SetText(lang.L("ui.start.inUse"))
		box.Add(widget.NewButton(lang.L("ui.start.retry"), func() {
			retry(func() (*storage.DB, error) { return storage.Open(path, nil) })
		}))
	case errors.As(err, &damaged):
		msg.SetText(lang.X("ui.start.damaged", "The database is damaged: {{.Reason}}.", map[string]any{"Reason": damaged.Reason}))
		box.Add(widget.NewButton(lang.L("ui.start.restore"), func() {
			retry(func() (*storage.DB, error) { db, _, err := storage.Rescue(path, nil, true); return db, err })
		}))
		box.Add(widget.NewButton(lang.L("ui.start.fresh"), func() {
			retry(func() (*storage.DB, error) { db, _, err := storage.Rescue(path, nil, false); return db, err })
		}))
	case errors.Is(err, storage.ErrNewerSchema):
		msg.SetText(lang.L("ui.start.newer"))
	default:
		msg.SetText(lang.L("ui.start.failed"))
		box.Add(widget.NewButton(lang.L("ui.start.retry"), func() {
			retry(func() (*storage.DB, error) { return storage.Open(path, nil) })
		}))
	}
	detail := widget.NewLabel(path + "\n" + err.Error())
	detail.Wrapping = fyne.TextWrapWord
	detail.Importance = widget.LowImportance
	box.Add(detail)
	w.SetContent(container.NewPadded(container.NewVScroll(box)))
}

// OpenScreen opens a named screen at start (SCOREKEEPER_SCREEN, for
// screenshots): new, history, players, settings, rules; entry, sheet or
// secret (the newest unfinished match) and standings (the newest finished
// one), each optionally for one game: "entry:skull".
func (u *UI) OpenScreen(name string) {
	name, game, _ := strings.Cut(name, ":")
	newest := func(over bool) *scoring.Match {
		page, err := u.Store.List(storage.Query{Game: game, Limit: recentScan})
		if err != nil {
			return nil
		}
		for _, s := range page.Matches {
			if s.Over == over && s.Damaged == nil && s.ConflictOf == "" {
				if m, err := u.Store.Get(s.ID); err == nil {
					return m
				}
			}
		}
		return nil
	}
	switch name {
	case "new":
		u.showNewMatch()
	case "history":
		u.showHistory()
	case "players":
		u.showPlayers()
	case "settings":
		u.showSettings()
	case "rules":
		u.showRules()
	case "entry", "sheet", "secret", "bonus":
		m := newest(false)
		if m == nil {
			return
		}
		if name == "sheet" {
			u.openSheet(m)
			return
		}
		u.openEntry(m, 0)
		if f, ok := u.Entry.form.(*skForm); ok && name != "entry" {
			f.toTricks()
			if name == "bonus" {
				f.BonusBtn[0].OnTapped()
			} else {
				f.S.Tricks = false
				f.build()
				f.secretBids()
				u.Secret.next()
			}
		}
	case "standings":
		if m := newest(true); m != nil {
			u.openSheet(m)
		}
	}
}
