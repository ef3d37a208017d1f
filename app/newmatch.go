package app

import (
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"scorekeeper/scoring"
	"scorekeeper/scoring/skipbo"
	"scorekeeper/scoring/skuck"
	"scorekeeper/scoring/skull"
	"scorekeeper/scoring/skullking"
)

// newMatch picks the game, its options and the players in seating order.
type newMatch struct {
	u           *UI
	Game        string
	Seats       []scoring.Player
	roster      []scoring.RosterPlayer
	Games       *choiceRow
	Roster      *fyne.Container // a button per roster player: tap to seat
	Seating     *fyne.Container
	seatingHead *widget.Label
	Name        *widget.Entry
	Add         *widget.Button
	Start       *widget.Button
	reason      *widget.Label
	options     *fyne.Container

	// options
	SKScoring              *choiceRow
	SKSchedule             *widget.Select
	SKCustom               *widget.Entry // cards per round, e.g. "3,5,7"
	SKGhost                *widget.Check
	SKExpansions, SKPowers *widget.Check
	First                  string // first dealer or start player id
	SBStock                *stepper
	SBTarget               *stepper
	SBTeams                int // 0: alone; 2 or 3 teams by alternating seats
	SLastCh                *widget.Check
	SKGames                *stepper
	SKDisq                 *widget.Check
	skSchedule             string
	League                 string // the league a fixture is played for ("" for none)
}

// playerLimits are the player counts each game allows.
var playerLimits = map[string][2]int{
	scoring.SkullKing: {skullking.MinPlayers, skullking.MaxPlayers},
	scoring.SkipBo:    {skipbo.MinPlayers, skipbo.MaxPlayers},
	scoring.Skull:     {skull.MinPlayers, skull.MaxPlayers},
	scoring.Skuck:     {skuck.Players, skuck.Players},
}

func (u *UI) showNewMatch() {
	n := &newMatch{u: u, Game: u.prefs().StringWithFallback(prefLastGame, scoring.SkullKing), skSchedule: skullking.ScheduleStandard}
	u.New = n
	names := make([]string, len(gameKeys))
	for i, g := range gameKeys {
		names[i] = gameName(g)
	}
	n.Games = newChoiceRow(names, indexOf(gameKeys, n.Game), func(i int) {
		n.Game = gameKeys[i]
		n.changed()
	})
	n.Games.cols = 2
	n.Roster = buttonRow(3)
	n.Name = widget.NewEntry()
	n.Name.SetPlaceHolder(lang.L("ui.new.name"))
	n.Add = widget.NewButtonWithIcon(lang.L("ui.new.add"), theme.ContentAddIcon(), n.addPerson)
	n.Name.OnSubmitted = func(string) { n.addPerson() }
	n.Seating = container.NewVBox()
	n.options = container.NewVBox()
	n.reason = wrapped("")
	n.reason.Importance = widget.DangerImportance
	n.Start = widget.NewButtonWithIcon(lang.L("ui.new.start"), theme.MediaPlayIcon(), n.start)
	n.Start.Importance = widget.HighImportance
	n.load()
	top := container.NewVBox(heading(lang.L("ui.new.game")), n.Games, heading(lang.L("ui.new.players")),
		container.NewBorder(nil, nil, nil, n.Add, n.Name))
	// one scroll, top to bottom as a table fills in a match: game, who
	// plays (in seating order), options (beside the players on a wide
	// window); Start stays in reach below
	n.seatingHead = heading(lang.L("ui.new.seating"))
	body := container.NewVScroll(columns(container.NewVBox(top, n.Roster),
		container.NewVBox(n.seatingHead, n.Seating, heading(lang.L("ui.new.options")), n.options)))
	v := container.NewBorder(nil, container.NewVBox(n.reason, n.Start), nil, nil, body)
	u.push(lang.L("ui.new.title"), v, n.load)
	n.changed()
}

// load reads the roster (active players only).
func (n *newMatch) load() {
	all, err := n.u.Store.Players(false)
	if err != nil {
		n.u.fail("ui.error.load", err)
	}
	n.roster = all
	n.showRoster()
}

// showRoster shows the roster, the seated players numbered.
func (n *newMatch) showRoster() {
	rosterButtons(n.Roster, n.roster, func(id string) int { return scoring.Index(n.Seats, id) }, n.Toggle)
}

// Toggle seats or unseats a roster player.
func (n *newMatch) Toggle(id string) {
	if i := scoring.Index(n.Seats, id); i >= 0 {
		n.Seats = append(n.Seats[:i], n.Seats[i+1:]...)
	} else {
		for _, p := range n.roster {
			if p.ID == id {
				n.Seats = append(n.Seats, scoring.Player{ID: p.ID, Name: p.Name})
			}
		}
	}
	n.changed()
}

// addPerson adds the typed name to the roster and seats the player.
func (n *newMatch) addPerson() {
	name := strings.TrimSpace(n.Name.Text)
	if name == "" {
		return
	}
	p, err := n.u.Store.AddPlayer(name)
	if err != nil {
		n.u.fail("ui.error.save", err)
		return
	}
	n.Name.SetText("")
	n.load()
	n.Seats = append(n.Seats, scoring.Player{ID: p.ID, Name: p.Name})
	n.changed()
}

// move swaps seat i with seat i+d.
func (n *newMatch) move(i, d int) {
	j := i + d
	if j < 0 || j >= len(n.Seats) {
		return
	}
	n.Seats[i], n.Seats[j] = n.Seats[j], n.Seats[i]
	n.changed()
}

// changed rebuilds the seating and the options after any change.
func (n *newMatch) changed() {
	n.Seating.Objects = nil
	for i, p := range n.Seats {
		i := i
		up := widget.NewButtonWithIcon("", theme.MoveUpIcon(), func() { n.move(i, -1) })
		down := widget.NewButtonWithIcon("", theme.MoveDownIcon(), func() { n.move(i, 1) })
		up.Importance, down.Importance = widget.LowImportance, widget.LowImportance
		setEnabled(up, i > 0)
		setEnabled(down, i < len(n.Seats)-1)
		n.Seating.Add(row(lang.X("ui.new.seat", "{{.N}}. {{.Name}}", map[string]any{"N": i + 1, "Name": p.Name}), up, down))
	}
	if scoring.Index(n.Seats, n.First) < 0 {
		n.First = ""
	}
	n.seatingHead.Hidden = len(n.Seats) == 0
	n.showRoster()
	n.buildOptions()
	n.Seating.Refresh()
	n.check()
}

// buildOptions shows the chosen game's options.
func (n *newMatch) buildOptions() {
	o := n.options
	o.Objects = nil
	firstLabel := lang.L("ui.new.firstDealer")
	switch n.Game {
	case scoring.SkullKing:
		n.SKScoring = newChoiceRow([]string{lang.L("ui.sk.standard"), lang.L("ui.sk.rascal")}, boolIndex(n.SKScoring != nil && n.SKScoring.Selected == 1), nil)
		names := skullking.Schedules()
		labels := make([]string, len(names))
		for i, s := range names {
			labels[i] = scheduleLabel(s, len(n.Seats))
		}
		names = append(names, scheduleCustom)
		labels = append(labels, lang.L("ui.sk.schedule.custom"))
		custom := ""
		if n.SKCustom != nil {
			custom = n.SKCustom.Text
		}
		n.SKCustom = widget.NewEntry()
		n.SKCustom.SetPlaceHolder("1,2,3,4,5")
		n.SKCustom.SetText(custom)
		n.SKCustom.OnChanged = func(string) { n.check() }
		n.SKSchedule = widget.NewSelect(labels, func(l string) {
			if i := indexOf(labels, l); i >= 0 {
				n.skSchedule = names[i]
			}
			n.SKCustom.Hidden = n.skSchedule != scheduleCustom
			n.options.Refresh()
			n.check()
		})
		n.SKSchedule.SetSelectedIndex(max(0, indexOf(names, n.skSchedule)))
		n.SKCustom.Hidden = n.skSchedule != scheduleCustom
		ghost := n.SKGhost != nil && n.SKGhost.Checked
		n.SKGhost = widget.NewCheck(lang.L("ui.sk.ghost"), func(bool) { n.check() })
		n.SKGhost.Checked = ghost && len(n.Seats) == 2
		if len(n.Seats) != 2 {
			n.SKGhost.Disable()
		}
		var expansions, powers fyne.CanvasObject
		n.SKExpansions, expansions = optionCheck(lang.L("ui.sk.expansions"), lang.L("ui.sk.expansionsHint"), nil)
		n.SKExpansions.Checked = n.u.prefs().Bool(prefExpansions)
		n.SKPowers, powers = optionCheck(lang.L("ui.sk.powers"), lang.L("ui.sk.powersHint"), nil)
		n.SKPowers.Checked = n.u.prefs().Bool(prefPowers)
		o.Add(n.SKScoring)
		o.Add(n.SKSchedule)
		o.Add(n.SKCustom)
		o.Add(n.SKGhost)
		o.Add(expansions)
		o.Add(powers)
	case scoring.SkipBo:
		stock := skipbo.DefaultStock(max(2, len(n.Seats)))
		n.SBStock = newBigStepper(stock, 1, stock, 5, nil)
		n.SBTarget = newBigStepper(skipbo.DefaultTarget, 50, 5000, 50, nil)
		n.SBTarget.Min = 25
		o.Add(row(lang.L("ui.sb.stock"), n.SBStock))
		o.Add(row(lang.L("ui.sb.target"), n.SBTarget))
		teams := []string{lang.L("ui.sb.alone")}
		if len(n.Seats) == 4 || len(n.Seats) == 6 {
			teams = append(teams, lang.L("ui.sb.teams2"))
		}
		if len(n.Seats) == 6 {
			teams = append(teams, lang.L("ui.sb.teams3"))
		}
		if n.SBTeams-1 >= len(teams) {
			n.SBTeams = 0
		}
		sel := 0
		if n.SBTeams > 0 {
			sel = n.SBTeams - 1
		}
		o.Add(newChoiceRow(teams, sel, func(i int) {
			n.SBTeams = 0
			if i > 0 {
				n.SBTeams = i + 1
			}
		}))
		if len(teams) > 1 {
			o.Add(wrapped(lang.L("ui.sb.teamsHint")))
		}
		firstLabel = ""
	case scoring.Skull:
		lc := n.SLastCh != nil && n.SLastCh.Checked
		n.SLastCh = widget.NewCheck(lang.L("ui.skull.lastChance"), nil)
		n.SLastCh.Checked = lc
		o.Add(n.SLastCh)
		firstLabel = lang.L("ui.new.startPlayer")
	case scoring.Skuck:
		games := skuck.DefaultGames
		if n.SKGames != nil {
			games = n.SKGames.Value
		}
		n.SKGames = newStepper(games, 1, skuck.MaxGames, nil)
		dq := n.SKDisq != nil && n.SKDisq.Checked
		var disq fyne.CanvasObject
		n.SKDisq, disq = optionCheck(lang.L("ui.skuck.disqualify"), lang.L("ui.skuck.disqualifyHint"), nil)
		n.SKDisq.Checked = dq
		o.Add(row(lang.L("ui.skuck.games"), n.SKGames))
		o.Add(disq)
		firstLabel = ""
	}
	if firstLabel != "" && len(n.Seats) > 0 {
		o.Add(heading(firstLabel))
		first := n.First
		if first == "" {
			first = n.Seats[0].ID
		}
		o.Add(playerChoice(n.Seats, first, func(id string) { n.First = id }))
	}
	o.Refresh()
}

// Match builds the match as chosen so far.
func (n *newMatch) Match() *scoring.Match {
	now := n.u.Now().UTC()
	seats := append([]scoring.Player(nil), n.Seats...)
	m := &scoring.Match{ID: newID(), Created: now, Updated: now, Players: seats}
	switch n.Game {
	case scoring.SkullKing:
		o := skullking.Options{FirstDealer: n.First}
		if n.SKScoring.Selected == 1 {
			o.Scoring = skullking.Rascal
		}
		o.Ghost = n.SKGhost.Checked && len(seats) == 2
		switch n.skSchedule {
		case skullking.ScheduleStandard:
		case scheduleCustom:
			o.Cards = parseCards(n.SKCustom.Text)
		default:
			o.Cards = skullking.Schedule(n.skSchedule, o.Hands(len(seats)))
		}
		m.Game = &skullking.Match{Options: o}
	case scoring.SkipBo:
		o := skipbo.Options{Target: n.SBTarget.Value}
		if n.SBStock.Value != skipbo.DefaultStock(len(seats)) {
			o.Stock = n.SBStock.Value
		}
		if n.SBTeams > 1 {
			o.Teams = make([][]string, n.SBTeams)
			for i, p := range seats {
				o.Teams[i%n.SBTeams] = append(o.Teams[i%n.SBTeams], p.ID)
			}
		}
		m.Game = &skipbo.Match{Options: o}
	case scoring.Skull:
		m.Game = &skull.Match{Options: skull.Options{LastChance: n.SLastCh.Checked, StartPlayer: n.First}}
	case scoring.Skuck:
		o := skuck.Options{Disqualify: n.SKDisq.Checked}
		if n.SKGames.Value != skuck.DefaultGames {
			o.Games = n.SKGames.Value
		}
		m.Game = &skuck.Match{Options: o}
	}
	return m
}

// check enables Start, or says why not.
func (n *newMatch) check() {
	lim := playerLimits[n.Game]
	why := ""
	if len(n.Seats) < lim[0] || len(n.Seats) > lim[1] {
		why = lang.X("ui.new.count", "{{.Game}} needs {{.Min}} to {{.Max}} players.", map[string]any{"Game": gameName(n.Game), "Min": lim[0], "Max": lim[1]})
	} else if is := n.Match().Validate().Errors(); len(is) > 0 {
		why = issueText(is[0])
	}
	n.reason.SetText(why)
	n.reason.Hidden = why == ""
	setEnabled(n.Start, why == "")
}

func (n *newMatch) start() {
	n.check()
	if n.Start.Disabled() {
		return
	}
	m := n.Match()
	if err := n.u.Store.Save(m); err != nil {
		n.u.fail("ui.error.save", err)
		return
	}
	n.u.prefs().SetString(prefLastGame, n.Game)
	if n.Game == scoring.SkullKing {
		for _, c := range []struct {
			key string
			on  bool
		}{{prefExpansions, n.SKExpansions.Checked}, {prefPowers, n.SKPowers.Checked}} {
			n.u.prefs().SetBool(c.key, c.on)
			n.u.prefs().SetBool(c.key+"."+m.ID, c.on)
		}
	}
	n.u.rememberLeague(m.ID, n.League)
	n.u.back()
	n.u.openEntry(m, 0)
}

func scheduleLabel(name string, players int) string {
	cards := skullking.Schedule(name, max(2, players))
	s := make([]string, len(cards))
	for i, c := range cards {
		s[i] = itoa(c)
	}
	return lang.L("ui.sk.schedule."+name) + " (" + strings.Join(s, ",") + ")"
}

// scheduleCustom is the schedule typed as a list of cards per round.
const scheduleCustom = "custom"

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
