//go:build ci || screenshots

package app

import (
	"os"
	"path/filepath"
	"strings"

	"fyne.io/fyne/v2/storage"

	"scorekeeper/scoring"
	"scorekeeper/scoring/league"
	"scorekeeper/scoring/stats"
)

// The screenshot tooling: scripts/screenshots.sh builds the app with the
// screenshots tag and names the screen to open in SCOREKEEPER_SCREEN;
// tests (tag ci) open screens with OpenScreen. The shipped app has none
// of it: it never opens a screen by itself or writes a demo league.

func init() {
	openAtStart = func(u *UI) { u.OpenScreen(os.Getenv("SCOREKEEPER_SCREEN")) }
}

// recentScan is how many of the newest matches a screen opened at start
// (SCOREKEEPER_SCREEN) looks through for one to show.
const recentScan = 200

// OpenScreen opens a named screen at start (SCOREKEEPER_SCREEN, for
// screenshots): new (new:skull seats the players of the newest unfinished
// match of that game), history, players, settings, rules, leagues,
// newleague; entry, sheet or
// secret (the newest unfinished match) and standings (the newest finished
// one), each optionally for one game: "entry:skull".
func (u *UI) OpenScreen(name string) {
	name, game, _ := strings.Cut(name, ":")
	if open, ok := screens[name]; ok {
		open(u, game)
	}
}

// screens opens each screen OpenScreen knows; game is what follows the
// ":" ("" when nothing does).
var screens = map[string]func(u *UI, game string){
	"new":         (*UI).screenNew,
	"history":     func(u *UI, _ string) { u.showHistory() },
	"players":     func(u *UI, _ string) { u.showPlayers() },
	"settings":    func(u *UI, _ string) { u.showSettings() },
	"rules":       func(u *UI, _ string) { u.showRules() },
	"entry":       func(u *UI, game string) { u.screenEntry(game, "entry") },
	"secret":      func(u *UI, game string) { u.screenEntry(game, "secret") },
	"bonus":       func(u *UI, game string) { u.screenEntry(game, "bonus") },
	"sheet":       func(u *UI, game string) { u.screenSheet(game, false) },
	"standings":   func(u *UI, game string) { u.screenSheet(game, true) },
	"share":       (*UI).screenShare,
	"stats":       func(u *UI, _ string) { u.showStats("") },
	"playerstats": (*UI).screenPlayerStats,
	"chart": func(u *UI, game string) {
		if m := u.newest(game, true); m != nil {
			u.showMatchChart(m)
		}
	},
	"leagues":   func(u *UI, _ string) { u.showLeagues() },
	"conflicts": func(u *UI, _ string) { u.showConflicts() },
	// settings with a sync folder: SCOREKEEPER_SYNC_DIR, else one in the temporary folder
	"syncsettings": func(u *UI, _ string) {
		dir := os.Getenv("SCOREKEEPER_SYNC_DIR")
		if dir == "" {
			dir = filepath.Join(os.TempDir(), "scorekeeper-sync")
		}
		if os.MkdirAll(dir, 0o700) == nil {
			u.setSyncFolder(storage.NewFileURI(dir).String())
		}
		u.showSettings()
	},
	"newleague": func(u *UI, _ string) {
		u.showLeagues()
		u.leagues.showNew()
	},
	"league": func(u *UI, _ string) {
		if id := u.demoLeague(); id != "" {
			u.openLeague(id)
		}
	},
}

// newest is the newest match of game ("" any) that is over or not.
func (u *UI) newest(game string, over bool) *scoring.Match {
	page, err := u.store.List(scoring.Query{Game: game, Limit: recentScan})
	if err != nil {
		return nil
	}
	for _, s := range page.Matches {
		if s.Over == over && s.Damaged == nil && s.ConflictOf == "" {
			if m, err := u.store.Get(s.ID); err == nil {
				return m
			}
		}
	}
	return nil
}

// screenNew opens the new match; "new:skull" picks that game and seats
// the players of its newest match in progress.
func (u *UI) screenNew(game string) {
	u.showNewMatch()
	if i := indexOf(gameNames(), game); i >= 0 {
		u.new.games.Buttons[i].OnTapped()
		if m := u.newest(game, false); m != nil {
			for _, p := range m.Players {
				u.new.Toggle(p.ID)
			}
		}
	}
}

// screenSheet opens the sheet of the newest match over or in progress.
func (u *UI) screenSheet(game string, over bool) {
	if m := u.newest(game, over); m != nil {
		u.openSheet(m)
	}
}

// screenEntry opens the entry of the newest match in progress; for Skull
// King, "bonus" opens the first player's Loot allies and "secret" the
// secret bids.
func (u *UI) screenEntry(game, name string) {
	m := u.newest(game, false)
	if m == nil {
		return
	}
	u.openEntry(m, 0)
	f, ok := u.entry.form.(*skForm)
	if !ok || name == "entry" {
		return
	}
	f.toTricks()
	if name == "bonus" { // the bonus chips are on every row: show the first player's Loot allies
		if len(f.loot) > 0 && f.loot[0] != nil {
			f.loot[0].OnTapped()
		}
		return
	}
	f.s.Tricks = false
	f.build()
	f.secretBids()
	u.secretView.next()
}

// screenPlayerStats opens the statistics of the player with the most
// matches of the game.
func (u *UI) screenPlayerStats(game string) {
	g, err := u.store.Stats(stats.Filter{Game: game})
	if err != nil || len(g.Players) == 0 {
		return
	}
	best := g.Players[0]
	for _, p := range g.Players {
		if p.Overall.Played > best.Overall.Played {
			best = p
		}
	}
	u.showStats(best.ID)
	if i := indexOf(gameNames(), game); i >= 0 {
		u.stats.game.SetSelectedIndex(i + 1)
	}
}

// demoLeague returns the first league, creating one for screenshots from
// the SKUCK players of the stored matches (eight at most) with the
// finished matches between them linked to its fixtures.
func (u *UI) demoLeague() string {
	if ls, err := u.store.Leagues(); err != nil || len(ls) > 0 {
		if err != nil {
			return ""
		}
		return ls[0].ID
	}
	page, err := u.store.List(scoring.Query{Game: league.Game, Limit: recentScan})
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
	if err != nil || u.store.SaveLeague(l) != nil {
		return ""
	}
	for _, s := range page.Matches {
		if s.Over {
			_, _ = u.store.LinkLeagueMatch(l.ID, s.ID)
		}
	}
	return l.ID
}

// screenShare shares the newest unfinished match of game live and shows
// the share screen.
func (u *UI) screenShare(game string) {
	if u.screenSheet(game, false); u.sheet != nil {
		u.openShare(u.sheet.m)
	}
}
