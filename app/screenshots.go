//go:build ci || screenshots

package app

import (
	"os"
	"strings"

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
		if i := indexOf(gameNames(), game); i >= 0 { // "new:skull": that game, its newest match's players seated
			u.New.Games.Buttons[i].OnTapped()
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
			if i := indexOf(gameNames(), game); i >= 0 {
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
		u.Leagues.showNew()
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
