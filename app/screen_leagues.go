package app

import (
	"scorekeeper/app/widgets"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"scorekeeper/scoring"
	"scorekeeper/scoring/league"
)

// leagues lists the SKUCK leagues and creates new ones: a name and the
// players, picked best first (the order seeds the divisions of four).
type leagues struct {
	u            *UI
	all          []*league.League
	list         *widgets.List
	new          *widget.Button
	name         *widgets.Entry
	picked       []string // player ids in the order picked
	createButton *widget.Button
	// personEntry and Add put a new player in the roster, picked at once;
	// person says the rule of a name next to the field
	personEntry *widgets.Entry
	person      *nameField
	add         *widget.Button
	reason      *widget.Label
	roster      []scoring.RosterPlayer
	pick        *fyne.Container // a button per roster player: tap to pick
}

func (u *UI) showLeagues() {
	g := &leagues{u: u}
	u.leagues = g
	g.new = widget.NewButtonWithIcon(lang.L("ui.league.new"), theme.ContentAddIcon(), g.showNew)
	g.new.Importance = widget.HighImportance
	g.list = widgets.OpenList(func() int { return len(g.all) },
		func(i int) (string, string) {
			l := g.all[i]
			detail := lang.X("ui.league.players", "players: {{.N}}", map[string]any{"N": len(l.PlayerIDs())})
			if c := l.Current(); c != nil {
				detail = lang.X("ui.league.season", "Season {{.N}}", map[string]any{"N": c.Number}) + " · " + detail
			}
			return l.Name, detail
		},
		func(i int) { u.openLeague(g.all[i].ID) })
	g.list.Name = lang.L("ui.league.title")
	none := widgets.Wrapped(lang.L("ui.league.none"))
	g.list.Hide()
	u.push(lang.L("ui.league.title"), container.NewBorder(g.new, nil, nil, nil, container.NewStack(none, g.list)), func() { g.load(none) })
	g.load(none)
}

func (g *leagues) load(none *widget.Label) {
	all, err := g.u.store.Leagues()
	if err != nil {
		g.u.fail("ui.error.load", err)
	}
	g.all = nil
	for _, l := range all {
		if l.ConflictOf == "" {
			g.all = append(g.all, l)
		}
	}
	none.Hidden = len(g.all) > 0
	g.list.Hidden = len(g.all) == 0
	none.Refresh()
	g.list.Refresh()
}

// showNew opens the form of a new league.
func (g *leagues) showNew() {
	all, err := g.u.store.Players(false)
	if err != nil {
		g.u.fail("ui.error.load", err)
	}
	g.roster, g.picked = all, nil
	g.name = g.u.textEntry()
	g.name.SetPlaceHolder(lang.L("ui.league.name"))
	g.name.OnChanged = func(string) { g.check() }
	g.reason = widgets.Wrapped("")
	g.reason.Importance = widget.DangerImportance
	g.createButton = widget.NewButtonWithIcon(lang.L("ui.league.create"), theme.ConfirmIcon(), g.create)
	g.createButton.Importance = widget.HighImportance
	g.pick = widgets.ButtonRow(3)
	g.showPicks()
	hint := widgets.Wrapped(lang.L("ui.league.seeding"))
	hint.TextStyle.Italic = true // the text colour: readable in both themes
	g.person = g.u.newNameField(func() []scoring.RosterPlayer { return g.roster }, "")
	g.personEntry = g.person.entry
	g.personEntry.SetPlaceHolder(lang.L("ui.league.newPlayer"))
	g.personEntry.OnSubmitted = func(string) { g.addPerson() }
	g.add = widget.NewButtonWithIcon(lang.L("ui.league.addPlayer"), theme.ContentAddIcon(), g.addPerson)
	top := container.NewVBox(g.name, hint, g.person.withNote(container.NewBorder(nil, nil, nil, g.add, g.personEntry)))
	g.u.push(lang.L("ui.league.new"), widgets.Readable(container.NewBorder(top, container.NewVBox(g.reason, g.createButton), nil, nil, container.NewVScroll(g.pick))), nil)
	g.check()
}

// addPerson adds the typed name to the roster and picks the player.
func (g *leagues) addPerson() {
	p, ok := g.person.addPlayer()
	if !ok {
		return
	}
	g.roster = append(g.roster, p)
	g.Toggle(p.ID)
}

// Toggle picks or unpicks a player.
func (g *leagues) Toggle(id string) {
	if k := indexOf(g.picked, id); k >= 0 {
		g.picked = append(g.picked[:k], g.picked[k+1:]...)
	} else {
		g.picked = append(g.picked, id)
	}
	g.showPicks()
	g.check()
}

// showPicks shows the roster, the picked players numbered in order.
func (g *leagues) showPicks() {
	rosterButtons(g.pick, g.roster, func(id string) int { return indexOf(g.picked, id) }, g.Toggle)
}

func (g *leagues) check() {
	why := ""
	switch {
	case strings.TrimSpace(g.name.Text) == "":
		why = lang.L("rule.league.name.empty")
	case len(g.picked) < 2:
		why = lang.L("ui.league.needPlayers")
	default:
		sizes := league.Sizes(len(g.picked))
		parts := make([]string, len(sizes))
		for i, n := range sizes {
			parts[i] = league.DivisionName(i) + ": " + itoa(n)
		}
		g.reason.Importance = widget.MediumImportance // information, readable in both themes
		g.reason.SetText(lang.X("ui.league.divisions", "Divisions {{.List}}", map[string]any{"List": strings.Join(parts, ", ")}))
		widgets.SetEnabled(g.createButton, true)
		return
	}
	g.reason.Importance = widget.DangerImportance
	g.reason.SetText(why)
	widgets.SetEnabled(g.createButton, false)
}

func (g *leagues) create() {
	g.check()
	if g.createButton.Disabled() {
		return
	}
	l, err := league.New(newID(), strings.TrimSpace(g.name.Text), g.picked)
	if err == nil {
		err = g.u.store.SaveLeague(l)
	}
	if err != nil {
		g.u.fail("ui.error.save", err)
		return
	}
	g.u.back()
	g.u.openLeague(l.ID)
}
