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
	u      *UI
	All    []*league.League
	List   *widgets.List
	New    *widget.Button
	Name   *widgets.Entry
	Picked []string // player ids in the order picked
	Create *widget.Button
	// Person and Add put a new player in the roster, picked at once;
	// person says the rule of a name next to the field
	Person *widgets.Entry
	person *nameField
	Add    *widget.Button
	reason *widget.Label
	roster []scoring.RosterPlayer
	pick   *fyne.Container // a button per roster player: tap to pick
}

func (u *UI) showLeagues() {
	g := &leagues{u: u}
	u.Leagues = g
	g.New = widget.NewButtonWithIcon(lang.L("ui.league.new"), theme.ContentAddIcon(), g.showNew)
	g.New.Importance = widget.HighImportance
	g.List = widgets.OpenList(func() int { return len(g.All) },
		func(i int) (string, string) {
			l := g.All[i]
			detail := lang.X("ui.league.players", "players: {{.N}}", map[string]any{"N": len(l.PlayerIDs())})
			if c := l.Current(); c != nil {
				detail = lang.X("ui.league.season", "Season {{.N}}", map[string]any{"N": c.Number}) + " · " + detail
			}
			return l.Name, detail
		},
		func(i int) { u.openLeague(g.All[i].ID) })
	g.List.Name = lang.L("ui.league.title")
	none := widgets.Wrapped(lang.L("ui.league.none"))
	g.List.Hide()
	u.push(lang.L("ui.league.title"), container.NewBorder(g.New, nil, nil, nil, container.NewStack(none, g.List)), func() { g.load(none) })
	g.load(none)
}

func (g *leagues) load(none *widget.Label) {
	all, err := g.u.Store.Leagues()
	if err != nil {
		g.u.fail("ui.error.load", err)
	}
	g.All = nil
	for _, l := range all {
		if l.ConflictOf == "" {
			g.All = append(g.All, l)
		}
	}
	none.Hidden = len(g.All) > 0
	g.List.Hidden = len(g.All) == 0
	none.Refresh()
	g.List.Refresh()
}

// showNew opens the form of a new league.
func (g *leagues) showNew() {
	all, err := g.u.Store.Players(false)
	if err != nil {
		g.u.fail("ui.error.load", err)
	}
	g.roster, g.Picked = all, nil
	g.Name = g.u.textEntry()
	g.Name.SetPlaceHolder(lang.L("ui.league.name"))
	g.Name.OnChanged = func(string) { g.check() }
	g.reason = widgets.Wrapped("")
	g.reason.Importance = widget.DangerImportance
	g.Create = widget.NewButtonWithIcon(lang.L("ui.league.create"), theme.ConfirmIcon(), g.create)
	g.Create.Importance = widget.HighImportance
	g.pick = widgets.ButtonRow(3)
	g.showPicks()
	hint := widgets.Wrapped(lang.L("ui.league.seeding"))
	hint.TextStyle.Italic = true // the text colour: readable in both themes
	g.person = g.u.newNameField(func() []scoring.RosterPlayer { return g.roster }, "")
	g.Person = g.person.Entry
	g.Person.SetPlaceHolder(lang.L("ui.league.newPlayer"))
	g.Person.OnSubmitted = func(string) { g.addPerson() }
	g.Add = widget.NewButtonWithIcon(lang.L("ui.league.addPlayer"), theme.ContentAddIcon(), g.addPerson)
	top := container.NewVBox(g.Name, hint, g.person.withNote(container.NewBorder(nil, nil, nil, g.Add, g.Person)))
	g.u.push(lang.L("ui.league.new"), widgets.Readable(container.NewBorder(top, container.NewVBox(g.reason, g.Create), nil, nil, container.NewVScroll(g.pick))), nil)
	g.check()
}

// addPerson adds the typed name to the roster and picks the player.
func (g *leagues) addPerson() {
	name, ok := g.person.Name()
	if !ok {
		return
	}
	p, err := g.u.Store.AddPlayer(name)
	if err != nil {
		g.u.fail("ui.error.save", err)
		return
	}
	g.person.clear()
	g.roster = append(g.roster, p)
	g.Toggle(p.ID)
}

// Toggle picks or unpicks a player.
func (g *leagues) Toggle(id string) {
	if k := indexOf(g.Picked, id); k >= 0 {
		g.Picked = append(g.Picked[:k], g.Picked[k+1:]...)
	} else {
		g.Picked = append(g.Picked, id)
	}
	g.showPicks()
	g.check()
}

// showPicks shows the roster, the picked players numbered in order.
func (g *leagues) showPicks() {
	rosterButtons(g.pick, g.roster, func(id string) int { return indexOf(g.Picked, id) }, g.Toggle)
}

func (g *leagues) check() {
	why := ""
	switch {
	case strings.TrimSpace(g.Name.Text) == "":
		why = lang.L("rule.league.name.empty")
	case len(g.Picked) < 2:
		why = lang.L("ui.league.needPlayers")
	default:
		sizes := league.Sizes(len(g.Picked))
		parts := make([]string, len(sizes))
		for i, n := range sizes {
			parts[i] = league.DivisionName(i) + ": " + itoa(n)
		}
		g.reason.Importance = widget.MediumImportance // information, readable in both themes
		g.reason.SetText(lang.X("ui.league.divisions", "Divisions {{.List}}", map[string]any{"List": strings.Join(parts, ", ")}))
		widgets.SetEnabled(g.Create, true)
		return
	}
	g.reason.Importance = widget.DangerImportance
	g.reason.SetText(why)
	widgets.SetEnabled(g.Create, false)
}

func (g *leagues) create() {
	g.check()
	if g.Create.Disabled() {
		return
	}
	l, err := league.New(newID(), strings.TrimSpace(g.Name.Text), g.Picked)
	if err == nil {
		err = g.u.Store.SaveLeague(l)
	}
	if err != nil {
		g.u.fail("ui.error.save", err)
		return
	}
	g.u.back()
	g.u.openLeague(l.ID)
}
