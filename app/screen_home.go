package app

import (
	"scorekeeper/app/widgets"
	"scorekeeper/scoring"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// home is the first screen: unfinished matches first (one tap resumes),
// then a new match, history, players, settings and the rules.
type home struct {
	u          *UI
	view       fyne.CanvasObject
	open       []scoring.Summary // unfinished matches, newest first
	list       *widgets.List
	newMatch   *widget.Button
	history    *widget.Button
	players    *widget.Button
	settings   *widget.Button
	rules      *widget.Button
	stats      *widget.Button
	leagues    *widget.Button
	none       *widget.Label
	openHeader *widget.Label
}

func newHome(u *UI) *home {
	h := &home{u: u}
	h.newMatch = widget.NewButtonWithIcon(lang.L("ui.home.new"), theme.ContentAddIcon(), func() { u.showNewMatch() })
	h.newMatch.Importance = widget.HighImportance
	h.history = widget.NewButtonWithIcon(lang.L("ui.home.history"), theme.HistoryIcon(), func() { u.showHistory() })
	h.players = widget.NewButtonWithIcon(lang.L("ui.home.players"), theme.AccountIcon(), func() { u.showPlayers() })
	h.settings = widget.NewButtonWithIcon(lang.L("ui.home.settings"), theme.SettingsIcon(), func() { u.showSettings() })
	h.rules = widget.NewButtonWithIcon(lang.L("ui.home.rules"), theme.HelpIcon(), func() { u.showRules() })
	h.stats = widget.NewButtonWithIcon(lang.L("ui.stats.title"), theme.GridIcon(), func() { u.showStats("") })
	h.leagues = widget.NewButtonWithIcon(lang.L("ui.league.title"), theme.ListIcon(), func() { u.showLeagues() })
	h.list = widgets.OpenList(func() int { return len(h.open) },
		func(i int) (string, string) {
			s := h.open[i]
			// when played, as History says it (not when last changed)
			return gameName(s.Game) + " · " + u.when(s.Created), playerNames(s) + " · " + roundsDone(s)
		},
		func(i int) { u.resume(h.open[i].ID) })
	h.list.Name = lang.L("ui.home.open")
	h.none = widget.NewLabel(lang.L("ui.home.none"))
	h.none.Alignment = fyne.TextAlignCenter
	h.openHeader = widgets.Heading(lang.L("ui.home.open"))
	buttons := widgets.ButtonRow(2, h.history, h.players, h.stats, h.leagues, h.settings, h.rules)
	top := container.NewVBox(h.newMatch, h.openHeader)
	h.view = container.NewBorder(top, buttons, nil, nil, container.NewStack(h.none, h.list))
	return h
}

// refresh reloads the unfinished matches and shows them.
func (h *home) refresh() {
	h.load()
	h.none.Refresh()
	h.list.Refresh()
}

// load reads the unfinished matches (at start, before the window lays
// the list out for the first time: no second layout).
func (h *home) load() {
	h.open = h.open[:0]
	open, err := h.u.store.InProgress(homeOpen)
	if err != nil {
		h.u.fail("ui.error.load", err)
	}
	for _, s := range open {
		if s.Damaged == nil {
			h.open = append(h.open, s)
		}
	}
	h.none.Hidden = len(h.open) > 0
}

// roundsDone says how many rounds a match has, "games" in SKUCK.
func roundsDone(s scoring.Summary) string {
	if callsRoundsGames(s.Game) {
		return lang.X("ui.home.games", "games: {{.N}}", map[string]any{"N": s.Rounds})
	}
	return lang.X("ui.home.rounds", "rounds: {{.N}}", map[string]any{"N": s.Rounds})
}

func gameName(g string) string { return lang.X("game."+g, g) }

func playerNames(s scoring.Summary) string {
	names := make([]string, len(s.Players))
	for i, p := range s.Players {
		names[i] = shownName(p.Name)
	}
	return strings.Join(names, ", ")
}
