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
	"scorekeeper/scoring/league"
	"scorekeeper/scoring/stats"
	"scorekeeper/storage/boltdb"
)

// Run opens the database at path without blocking the window, then shows
// the app. A database in use or damaged is explained, with what can be
// done about it; the app never exits silently.
func Run(a fyne.App, path string) {
	w := a.NewWindow(lang.L("app.title"))
	w.Resize(fyne.NewSize(400, 740))
	w.SetContent(container.NewCenter(container.NewVBox(widget.NewProgressBarInfinite(), widget.NewLabel(lang.L("ui.start.opening")))))
	openInBackground(func() (*boltdb.DB, error) { return boltdb.Open(path, nil) }, func(db *boltdb.DB, err error) {
		started(a, w, path, db, err)
	})
	w.ShowAndRun()
}

// openInBackground opens a database off the UI goroutine and hands the
// result to done on it. Tests replace it with a synchronous one (Fyne's
// test driver runs fyne.Do at once on the calling goroutine).
var openInBackground = func(open func() (*boltdb.DB, error), done func(*boltdb.DB, error)) {
	go func() {
		db, err := open()
		fyne.Do(func() { done(db, err) })
	}()
}

// started shows the app, or the problem and the ways out.
func started(a fyne.App, w fyne.Window, path string, db *boltdb.DB, err error) {
	if err == nil {
		u := newUI(a, db, w)
		w.SetOnClosed(func() {
			u.flushDrafts()
			_ = db.Close()
		})
		u.OpenScreen(os.Getenv("SCOREKEEPER_SCREEN"))
		return
	}
	retry := func(do func() (*boltdb.DB, error)) {
		w.SetContent(container.NewCenter(widget.NewLabel(lang.L("ui.start.opening"))))
		openInBackground(do, func(db *boltdb.DB, err error) { started(a, w, path, db, err) })
	}
	msg := wrapped("")
	box := container.NewVBox(heading(lang.L("app.title")), msg)
	var damaged *boltdb.DamagedError
	switch {
	case errors.Is(err, boltdb.ErrInUse):
		msg.SetText(lang.L("ui.start.inUse"))
		box.Add(widget.NewButton(lang.L("ui.start.retry"), func() {
			retry(func() (*boltdb.DB, error) { return boltdb.Open(path, nil) })
		}))
	case errors.As(err, &damaged):
		msg.SetText(lang.X("ui.start.damaged", "The database is damaged: {{.Reason}}.", map[string]any{"Reason": lang.X(damaged.Key(), damaged.Key(), damaged.Args())}))
		box.Add(widget.NewButton(lang.L("ui.start.restore"), func() {
			retry(func() (*boltdb.DB, error) { db, _, err := boltdb.Rescue(path, nil, true); return db, err })
		}))
		box.Add(widget.NewButton(lang.L("ui.start.fresh"), func() {
			retry(func() (*boltdb.DB, error) { db, _, err := boltdb.Rescue(path, nil, false); return db, err })
		}))
	case errors.Is(err, boltdb.ErrNewerSchema):
		msg.SetText(lang.L("ui.start.newer"))
	default:
		msg.SetText(lang.L("ui.start.failed"))
		box.Add(widget.NewButton(lang.L("ui.start.retry"), func() {
			retry(func() (*boltdb.DB, error) { return boltdb.Open(path, nil) })
		}))
	}
	detail := wrapped(path + "\n" + err.Error())
	detail.Importance = widget.LowImportance
	box.Add(detail)
	w.SetContent(container.NewPadded(container.NewVScroll(box)))
}

// OpenScreen opens a named screen at start (SCOREKEEPER_SCREEN, for
// screenshots): new (new:skull seats the players of the newest unfinished
// match of that game), history, players, settings, rules, leagues,
// newleague; entry, sheet or
// secret (the newest unfinished match) and standings (the newest finished
// one), each optionally for one game: "entry:skull".
func (u *UI) OpenScreen(name string) {
	name, game, _ := strings.Cut(name, ":")
	newest := func(over bool) *scoring.Match {
		page, err := u.Store.List(scoring.Query{Game: game, Limit: recentScan})
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
		if i := indexOf(gameKeys, game); i >= 0 { // "new:skull": that game, its newest match's players seated
			u.New.Games.buttons[i].OnTapped()
			if m := newest(false); m != nil {
				for _, p := range m.Players {
					u.New.Toggle(p.ID)
				}
			}
		}
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
	case "stats":
		u.showStats("")
	case "playerstats": // the player with the most matches of the game
		if g, err := u.Store.Stats(stats.Filter{Game: game}); err == nil && len(g.Players) > 0 {
			best := g.Players[0]
			for _, p := range g.Players {
				if p.Overall.Played > best.Overall.Played {
					best = p
				}
			}
			u.showStats(best.ID)
			if i := indexOf(gameKeys, game); i >= 0 {
				u.Stats.Game.SetSelectedIndex(i + 1)
			}
		}
	case "chart":
		if m := newest(true); m != nil {
			u.showMatchChart(m)
		}
	case "leagues":
		u.showLeagues()
	case "newleague":
		u.showLeagues()
		u.Lgs.showNew()
	case "league":
		if id := u.demoLeague(); id != "" {
			u.openLeague(id)
		}
	case "standings":
		if m := newest(true); m != nil {
			u.openSheet(m)
		}
	}
}

// demoLeague returns the first league, creating one for screenshots from
// the SKUCK players of the stored matches (eight at most) with the
// finished matches between them linked to its fixtures.
func (u *UI) demoLeague() string {
	if ls, err := u.Store.Leagues(); err != nil || len(ls) > 0 {
		if err != nil {
			return ""
		}
		return ls[0].ID
	}
	page, err := u.Store.List(scoring.Query{Game: scoring.Skuck, Limit: recentScan})
	if err != nil {
		return ""
	}
	var ids []string
	for _, s := range page.Matches {
		for _, p := range s.Players {
			if len(ids) < 8 && indexOf(ids, p.ID) < 0 {
				ids = append(ids, p.ID)
			}
		}
	}
	l, err := league.New(newID(), "Tuesday league", ids)
	if err != nil || u.Store.SaveLeague(l) != nil {
		return ""
	}
	for _, s := range page.Matches {
		if s.Over {
			_, _ = u.Store.LinkLeagueMatch(l.ID, s.ID)
		}
	}
	return l.ID
}
