package app

import (
	"scorekeeper/app/widgets"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"scorekeeper/scoring"
)

// newMatch picks the game, its options and the players in seating order.
type newMatch struct {
	u           *UI
	game        string
	seats       []scoring.Player
	roster      []scoring.RosterPlayer // the active players, to seat
	everyone    []scoring.RosterPlayer // archived ones too
	games       *widgets.Choices
	rosterBox   *fyne.Container // a button per roster player: tap to seat
	seating     *fyne.Container
	seatingHead *widget.Label
	name        *widgets.Entry // a new player's name (NameField's)
	nameField   *nameField
	add         *widget.Button
	startButton *widget.Button
	reason      *widget.Label
	optionsBox  *fyne.Container
	body        *container.Scroll      // the seating and options change its height
	options     map[string]optionsForm // by game, made when first shown
	first       string                 // first dealer or start player id
	league      string                 // the league a fixture is played for ("" for none)
}

func (u *UI) showNewMatch() {
	n := &newMatch{u: u, game: u.prefs().StringWithFallback(prefLastGame, gameUIs[0].name()), options: map[string]optionsForm{}}
	if uiOf(n.game) == nil {
		n.game = gameUIs[0].name()
	}
	u.new = n
	names := make([]string, len(gameUIs))
	for i, g := range gameUIs {
		names[i] = gameName(g.name())
	}
	n.games = widgets.NewChoices(names, indexOf(gameNames(), n.game), func(i int) {
		n.game = gameUIs[i].name()
		n.changed()
	})
	n.games.Cols, n.games.Name = 2, lang.L("ui.a11y.game")
	n.rosterBox = widgets.ButtonRow(3)
	n.nameField = u.newNameField(func() []scoring.RosterPlayer { return n.everyone }, "")
	n.name = n.nameField.entry
	n.add = widget.NewButtonWithIcon(lang.L("ui.new.add"), theme.ContentAddIcon(), n.addPerson)
	n.name.OnSubmitted = func(string) { n.addPerson() }
	n.seating = container.NewVBox()
	n.optionsBox = container.NewVBox()
	n.reason = widgets.Wrapped("")
	n.reason.Importance = widget.DangerImportance
	n.startButton = widget.NewButtonWithIcon(lang.L("ui.new.start"), theme.MediaPlayIcon(), n.start)
	n.startButton.Importance = widget.HighImportance
	n.load()
	top := container.NewVBox(widgets.Heading(lang.L("ui.new.game")), n.games, widgets.Heading(lang.L("ui.new.players")),
		n.nameField.withNote(container.NewBorder(nil, nil, nil, n.add, n.name)))
	// one scroll, top to bottom as a table fills in a match: game, who
	// plays (in seating order), options (beside the players on a wide
	// window); Start stays in reach below
	n.seatingHead = widgets.Heading(lang.L("ui.new.seating"))
	n.body = container.NewVScroll(widgets.Columns(container.NewVBox(top, n.rosterBox),
		container.NewVBox(n.seatingHead, n.seating, widgets.Heading(lang.L("ui.new.options")), n.optionsBox)))
	v := container.NewBorder(nil, container.NewVBox(n.reason, n.startButton), nil, nil, n.body)
	u.push(lang.L("ui.new.title"), v, n.load)
	n.changed()
}

// load reads the roster: the active players to seat, everyone to
// compare a new name with.
func (n *newMatch) load() {
	all, err := n.u.store.Players(true)
	if err != nil {
		n.u.fail("ui.error.load", err)
	}
	n.everyone, n.roster = all, nil
	for _, p := range all {
		if !p.Archived {
			n.roster = append(n.roster, p)
		}
	}
	n.showRoster()
}

// showRoster shows the roster, the seated players numbered.
func (n *newMatch) showRoster() {
	rosterButtons(n.rosterBox, n.roster, func(id string) int { return scoring.Index(n.seats, id) }, n.Toggle)
}

// Toggle seats or unseats a roster player.
func (n *newMatch) Toggle(id string) {
	if i := scoring.Index(n.seats, id); i >= 0 {
		n.seats = append(n.seats[:i], n.seats[i+1:]...)
	} else {
		for _, p := range n.roster {
			if p.ID == id {
				n.seats = append(n.seats, scoring.Player{ID: p.ID, Name: p.Name})
			}
		}
	}
	n.changed()
}

// addPerson adds the typed name to the roster and seats the player.
func (n *newMatch) addPerson() {
	p, ok := n.nameField.addPlayer()
	if !ok {
		return
	}
	n.load()
	n.seats = append(n.seats, scoring.Player{ID: p.ID, Name: p.Name})
	n.changed()
}

// move swaps seat i with seat i+d.
func (n *newMatch) move(i, d int) {
	j := i + d
	if j < 0 || j >= len(n.seats) {
		return
	}
	n.seats[i], n.seats[j] = n.seats[j], n.seats[i]
	n.changed()
}

// changed rebuilds the seating and the options after any change.
func (n *newMatch) changed() {
	n.seating.Objects = nil
	labels := n.labels()
	for i, p := range n.seats {
		i := i
		up := widgets.NewButton("", theme.MoveUpIcon(), func() { n.move(i, -1) })
		down := widgets.NewButton("", theme.MoveDownIcon(), func() { n.move(i, 1) })
		up.Importance, down.Importance = widget.LowImportance, widget.LowImportance
		widgets.SetEnabled(up, i > 0)
		widgets.SetEnabled(down, i < len(n.seats)-1)
		name, ok := labels[p.ID]
		if !ok {
			name = shownName(p.Name)
		}
		up.Say = func() string {
			return lang.X("ui.a11y.new.up", "Move {{.Name}} up a seat", map[string]any{"Name": name})
		}
		down.Say = func() string {
			return lang.X("ui.a11y.new.down", "Move {{.Name}} down a seat", map[string]any{"Name": name})
		}
		n.seating.Add(widgets.Row(lang.X("ui.new.seat", "{{.N}}. {{.Name}}", map[string]any{"N": i + 1, "Name": name}), up, down))
	}
	if scoring.Index(n.seats, n.first) < 0 {
		n.first = ""
	}
	n.seatingHead.Hidden = len(n.seats) == 0
	n.showRoster()
	n.buildOptions()
	n.seating.Refresh()
	n.check()
	// the columns laid out again: where the roster's column is the higher
	// one, the seating's column keeps its size and the real window did not
	// lay it out again: a seat added ran over the Options heading
	if n.body != nil {
		n.body.Refresh()
	}
}

// labels are the roster's names by id as its buttons show them.
func (n *newMatch) labels() map[string]string {
	labels := map[string]string{}
	for i, l := range rosterLabels(n.roster) {
		labels[n.roster[i].ID] = l
	}
	return labels
}

// gameOptions is the chosen game's options.
func (n *newMatch) gameOptions() optionsForm {
	o, ok := n.options[n.game]
	if !ok {
		o = uiOf(n.game).options(n)
		n.options[n.game] = o
	}
	return o
}

// buildOptions shows the chosen game's options, then the first player.
func (n *newMatch) buildOptions() {
	box := n.optionsBox
	box.Objects = nil
	o := n.gameOptions()
	o.build(box)
	if first := o.firstLabel(); first != "" && len(n.seats) > 0 {
		box.Add(widgets.Heading(first))
		id := n.first
		if id == "" {
			id = n.seats[0].ID
		}
		seats := append([]scoring.Player(nil), n.seats...)
		labels := n.labels()
		for i, p := range seats { // namesakes as the roster's buttons number them
			if l, ok := labels[p.ID]; ok {
				seats[i].Name = l
			}
		}
		c := playerChoice(seats, id, func(id string) { n.first = id })
		c.Name = first // "First dealer: Anne, selected"
		box.Add(c)
	}
	box.Refresh()
}

// Match builds the match as chosen so far.
func (n *newMatch) Match() *scoring.Match {
	now := n.u.now().UTC()
	seats := append([]scoring.Player(nil), n.seats...)
	return &scoring.Match{ID: newID(), Created: now, Updated: now, Players: seats, Game: n.gameOptions().game()}
}

// check enables Start, or says why not.
func (n *newMatch) check() {
	def := uiOf(n.game).def
	why := ""
	if len(n.seats) < def.MinPlayers || len(n.seats) > def.MaxPlayers {
		args := map[string]any{"Game": gameName(n.game), "Min": def.MinPlayers, "Max": def.MaxPlayers}
		why = lang.X("ui.new.count", "{{.Game}} needs {{.Min}} to {{.Max}} players.", args)
		if def.MinPlayers == def.MaxPlayers {
			why = lang.X("ui.new.countExact", "{{.Game}} is for {{.Min}} players.", args)
		}
	} else if is := n.Match().Validate().Errors(); len(is) > 0 {
		why = issueText(is[0])
	}
	n.reason.SetText(why)
	n.reason.Hidden = why == ""
	widgets.SetEnabled(n.startButton, why == "")
}

func (n *newMatch) start() {
	n.check()
	if n.startButton.Disabled() {
		return
	}
	m := n.Match()
	if err := n.u.store.Save(m); err != nil {
		n.u.fail("ui.error.save", err)
		return
	}
	n.u.prefs().SetString(prefLastGame, n.game)
	n.gameOptions().started()
	n.u.rememberLeague(m.ID, n.league)
	// the entry takes this screen's place; the one below is not shown
	// now, so not reloaded (a league's table, read in the background,
	// renamed the entry opened meanwhile with the league's name)
	n.u.pop()
	n.u.openEntry(m, 0)
}

// parseCards reads "3, 5,7" as [3 5 7]; anything not a number counts as 0
// (and is refused by the rules), an empty text as no rounds.
func parseCards(s string) []int {
	cards := []int{}
	for _, f := range strings.FieldsFunc(s, func(r rune) bool { return r == ',' || r == ' ' || r == ';' }) {
		n, err := strconv.Atoi(f)
		if err != nil {
			n = 0
		}
		cards = append(cards, n)
	}
	return cards
}

func indexOf(list []string, s string) int {
	for i, v := range list {
		if v == s {
			return i
		}
	}
	return -1
}

func boolIndex(b bool) int {
	if b {
		return 1
	}
	return 0
}
