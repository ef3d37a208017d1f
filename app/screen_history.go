package app

import (
	"scorekeeper/app/widgets"
	"scorekeeper/scoring"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// history lists every match, newest first, filtered by game and player,
// loading more pages as the list is scrolled to its end.
type history struct {
	u            *UI
	items        []scoring.Summary
	next         string
	list         *widgets.List
	gameSelect   *widgets.Select
	playerSelect *widgets.Select
	export       *widget.Button
	importButton *widget.Button
	game         string
	player       string
	ids          []string // the player ids of Player's options ("": all)
	loading      bool
	team         map[string]map[string]string // by match id and revision: teamsOf
}

func (u *UI) showHistory() {
	h := &history{u: u}
	u.history = h
	games := []string{lang.L("ui.history.allGames")}
	for _, g := range gameNames() {
		games = append(games, gameName(g))
	}
	h.gameSelect = u.selectField(games, func(s string) {
		h.game = ""
		if i := indexOf(games, s); i > 0 {
			h.game = gameNames()[i-1]
		}
		h.reload()
	})
	h.gameSelect.Selected, h.gameSelect.Name = games[0], lang.L("ui.a11y.game")
	roster, _ := u.store.Players(true)
	people := []string{lang.L("ui.history.allPlayers")}
	h.ids = []string{""}
	for _, p := range roster {
		people = append(people, p.Name)
		h.ids = append(h.ids, p.ID)
	}
	people = distinct(people) // two called Anne: "Anne", "Anne (2)"
	h.playerSelect = u.selectField(people, func(string) {
		h.player = ""
		if i := h.playerSelect.SelectedIndex(); i >= 0 {
			h.player = h.ids[i]
		}
		h.reload()
	})
	h.playerSelect.Selected, h.playerSelect.Name = people[0], lang.L("ui.a11y.player")
	h.list = widgets.NewList(
		func() int { return len(h.items) },
		func() fyne.CanvasObject {
			del := widgets.NewButton("", theme.DeleteIcon(), nil)
			del.Importance = widget.LowImportance
			return container.NewBorder(nil, nil, nil, del, widgets.TwoLines())
		},
		h.item)
	h.list.Name = lang.L("ui.home.history")
	h.list.Rows = h.texts
	h.list.OnSelected = func(i widget.ListItemID) {
		h.list.UnselectAll()
		if i < len(h.items) && h.items[i].ConflictOf != "" {
			u.showConflicts() // a conflict copy: the versions side by side
		} else if i < len(h.items) {
			h.open(h.items[i].ID)
		}
	}
	h.export = widget.NewButtonWithIcon(lang.L("ui.history.export"), theme.DocumentSaveIcon(), func() { u.exportMenu(nil) })
	h.importButton = widget.NewButtonWithIcon(lang.L("ui.history.import"), theme.FolderOpenIcon(), u.importFile)
	// side by side where they fit, else one above the other (large text)
	top := widgets.ButtonRow(2, h.gameSelect, h.playerSelect)
	bottom := widgets.ButtonRow(2, h.export, h.importButton)
	u.push(lang.L("ui.home.history"), container.NewBorder(top, bottom, nil, nil, h.list), h.reload)
	h.reload()
}

func (h *history) item(i widget.ListItemID, o fyne.CanvasObject) {
	if i >= len(h.items) {
		return
	}
	s := h.items[i]
	c := o.(*fyne.Container)
	box := c.Objects[0].(*fyne.Container)
	del := c.Objects[1].(*widgets.Button)
	del.OnTapped = func() { h.u.askDelete(s.ID, h.reload) }
	del.Say = func() string {
		return lang.X("ui.a11y.delete", "Delete: {{.What}}", map[string]any{"What": box.Objects[0].(*widget.Label).Text})
	}
	title, detail := h.texts(i)
	box.Objects[0].(*widget.Label).SetText(title)
	box.Objects[1].(*widget.Label).SetText(detail)
	if i == len(h.items)-1 && h.next != "" && !h.loading {
		h.loading = true
		go fyne.Do(h.more)
	}
}

// texts are the title and the detail line of row i: the game and when,
// and the players with their totals (a team's once) when it is over.
func (h *history) texts(i int) (title, detail string) {
	s := h.items[i]
	if s.Damaged != nil {
		return lang.L("ui.history.damaged"), s.ID
	}
	title = gameName(s.Game) + " · " + h.u.when(s.Created) // when played: the list's order
	if !s.Over {
		title += " · " + lang.L("ui.history.open")
	}
	if s.ConflictOf != "" {
		title += " · " + lang.L("ui.history.conflict")
	}
	if len(s.Standings) == 0 || !s.Over {
		return title, playerNames(s)
	}
	team := h.teams(s)
	seen := map[string]bool{}
	for _, p := range s.Standings {
		n := nameOf(s.Players, p.Player)
		if t := team[p.Player]; t != "" {
			if seen[t] {
				continue // the team's score once
			}
			seen[t], n = true, t
		}
		if detail != "" {
			detail += ", "
		}
		detail += n + " " + itoa(p.Total)
	}
	return title, detail
}

// reload lists from the newest match again.
func (h *history) reload() {
	h.items, h.next = nil, ""
	h.more()
	h.list.ScrollToTop()
}

// more appends the next page.
func (h *history) more() {
	h.loading = false
	page, err := h.u.store.List(scoring.Query{Game: h.game, Player: h.player, Limit: 50, Cursor: h.next})
	if err != nil {
		h.u.fail("ui.error.load", err)
		return
	}
	h.items = append(h.items, page.Matches...)
	h.next = page.Next
	h.list.Refresh()
}

func (h *history) open(id string) {
	m, err := h.u.store.Get(id)
	if err != nil {
		h.u.fail("ui.error.load", err)
		return
	}
	h.u.openSheet(m)
}

// teams names the teams of a match played in teams, by player id (nil
// otherwise). A summary does not say: the match is read once.
func (h *history) teams(s scoring.Summary) map[string]string {
	if !mayBeTeams(s) {
		return nil
	}
	key := s.ID + "/" + itoa(s.Revision)
	if t, ok := h.team[key]; ok {
		return t
	}
	m, err := h.u.store.Get(s.ID)
	if err != nil {
		return nil
	}
	if h.team == nil {
		h.team = map[string]map[string]string{}
	}
	h.team[key] = teamsOf(m)
	return h.team[key]
}
