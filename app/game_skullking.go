package app

import (
	"scorekeeper/app/widgets"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"scorekeeper/scoring"
	"scorekeeper/scoring/skullking"
	"scorekeeper/scoring/stats"
)

// skullKingUI describes Skull King to the screens (the round form is in
// game_skullking_entry.go).
var skullKingUI = gameUI{
	def:     skullking.Def,
	options: func(n *newMatch) optionsForm { return newSkullKingOptions(n) },
	form: func(e *entry, saved []byte) roundForm {
		return newSkullKingForm(e, e.m.Game.(*skullking.Match), saved)
	},
	standings: skullKingStandings,
	statLines: skullKingStats,
	charts:    skullKingCharts,
	start:     (*UI).moveSkullKingPrefs,
}

// Preference keys: Skull King's optional cards chosen last, the new
// match's default (a match keeps its own choice in its options).
const (
	prefSkullKingExpansions = "skExpansions" // Loot, Kraken, White Whale
	prefSkullKingPowers     = "skPowers"     // Harry the Giant, Rascal's wager
)

// skullKingOptions: scoring, the cards per round, the ghost player, and
// the optional cards (expansions, pirate powers; the last choice is the
// next match's default, a setting of the device). The widgets are made
// anew for every change of the seats, keeping what was chosen.
type skullKingOptions struct {
	n                  *newMatch
	scoring            *widgets.Choices // standard or Rascal
	scheduleSelect     *widgets.Select
	custom             *widgets.Entry // cards per round, e.g. "3,5,7"
	ghost              *widgets.Check
	expansions, powers *widgets.Check
	schedule           string // the schedule's name, or scheduleCustom
}

func newSkullKingOptions(n *newMatch) *skullKingOptions {
	o := &skullKingOptions{n: n, schedule: skullking.ScheduleStandard}
	o.scoring = widgets.NewChoices(nil, 0, nil)
	o.custom = o.n.u.textEntry()
	o.ghost = widgets.NewCheck("", nil)
	o.expansions = widgets.NewCheck("", nil)
	o.expansions.Checked = n.u.prefs().Bool(prefSkullKingExpansions)
	o.powers = widgets.NewCheck("", nil)
	o.powers.Checked = n.u.prefs().Bool(prefSkullKingPowers)
	return o
}

func (o *skullKingOptions) build(box *fyne.Container) {
	seats := len(o.n.seats)
	o.scoring = widgets.NewChoices([]string{lang.L("ui.sk.standard"), lang.L("ui.sk.rascal")}, boolIndex(o.scoring.Selected == 1), nil)
	o.scoring.Name = lang.L("ui.a11y.scoring")
	names := skullking.Schedules()
	labels := make([]string, len(names))
	for i, s := range names {
		labels[i] = scheduleLabel(s, seats)
	}
	names = append(names, scheduleCustom)
	labels = append(labels, lang.L("ui.sk.schedule.custom"))
	custom := o.custom.Text
	o.custom = o.n.u.textEntry()
	o.custom.SetPlaceHolder("1,2,3,4,5")
	o.custom.Label = lang.L("ui.sk.schedule.custom")
	o.custom.SetText(custom)
	o.custom.OnChanged = func(string) { o.n.check() }
	o.scheduleSelect = o.n.u.selectField(labels, func(l string) {
		if i := indexOf(labels, l); i >= 0 {
			o.schedule = names[i]
		}
		o.custom.Hidden = o.schedule != scheduleCustom
		box.Refresh()
		o.n.check()
	})
	o.scheduleSelect.Name = lang.L("ui.a11y.schedule")
	o.scheduleSelect.SetSelectedIndex(max(0, indexOf(names, o.schedule)))
	o.custom.Hidden = o.schedule != scheduleCustom
	ghost := o.ghost.Checked
	o.ghost = widgets.NewCheck(lang.L("ui.sk.ghost"), func(bool) { o.n.check() })
	o.ghost.Checked = ghost && seats == 2
	if seats != 2 {
		o.ghost.Disable()
	}
	var expansions, powers fyne.CanvasObject
	on := o.expansions.Checked
	o.expansions, expansions = widgets.OptionCheck(lang.L("ui.sk.expansions"), lang.L("ui.sk.expansionsHint"), nil)
	o.expansions.Checked = on
	on = o.powers.Checked
	o.powers, powers = widgets.OptionCheck(lang.L("ui.sk.powers"), lang.L("ui.sk.powersHint"), nil)
	o.powers.Checked = on
	box.Add(o.scoring)
	box.Add(o.scheduleSelect)
	box.Add(o.custom)
	box.Add(o.ghost)
	box.Add(expansions)
	box.Add(powers)
}

func (o *skullKingOptions) firstLabel() string { return lang.L("ui.new.firstDealer") }

func (o *skullKingOptions) game() scoring.Game {
	seats := len(o.n.seats)
	expansions, powers := o.expansions.Checked, o.powers.Checked
	opt := skullking.Options{FirstDealer: o.n.first, Expansions: &expansions, Powers: &powers}
	if o.scoring.Selected == 1 {
		opt.Scoring = skullking.Rascal
	}
	opt.Ghost = o.ghost.Checked && seats == 2
	switch o.schedule {
	case skullking.ScheduleStandard:
	case scheduleCustom:
		opt.Cards = parseCards(o.custom.Text)
	default:
		opt.Cards = skullking.Schedule(o.schedule, opt.Hands(seats))
	}
	return &skullking.Match{Options: opt}
}

func (o *skullKingOptions) started() {
	o.n.u.prefs().SetBool(prefSkullKingExpansions, o.expansions.Checked)
	o.n.u.prefs().SetBool(prefSkullKingPowers, o.powers.Checked)
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

// skullKingStandings: who does the dishes, once the match is over.
func skullKingStandings(m *scoring.Match, res scoring.Result) standingsExtras {
	d := m.Game.(*skullking.Match).Dishes(m.Players)
	if !res.Over || len(d) == 0 {
		return standingsExtras{}
	}
	names := make([]string, len(d))
	for i, id := range d {
		names[i] = nameOf(m.Players, id)
	}
	t := lang.X("ui.standings.dishes", "{{.Names}} does the dishes.", map[string]any{"Names": names[0]})
	if len(names) > 1 {
		all := strings.Join(names[:len(names)-1], ", ") + " " + lang.L("ui.and") + " " + names[len(names)-1]
		t = lang.X("ui.standings.dishesMany", "{{.Names}} do the dishes.", map[string]any{"Names": all})
	}
	return standingsExtras{after: []remark{{text: t, warn: true}}}
}

func skullKingStats(s *statsScreen, p *stats.Player) {
	s.scores(p.Game(scoring.SkullKing))
	k := skullking.StatsOf(p)
	s.line(lang.L("ui.stats.sk.bids"), ratio(k.Bids))
	s.line(lang.L("ui.stats.sk.zero"), ratio(k.ZeroBids))
	s.line(lang.L("ui.stats.sk.bonus"), decimal(k.BonusPerRound()))
	if k.Cannonball.Tries > 0 {
		s.line(lang.L("ui.stats.sk.cannonball"), ratio(k.Cannonball))
	}
}

// skullKingCharts: bid accuracy by the cards dealt.
func skullKingCharts(s *statsScreen, p *stats.Player) {
	sizes := skullking.StatsOf(p).Sizes()
	if len(sizes) == 0 {
		return
	}
	var v []float64
	var labels []string
	for _, b := range sizes {
		v = append(v, b.Share())
		labels = append(labels, itoa(b.Cards))
	}
	c := widgets.NewChart([]widgets.Series{{Values: v}}, labels)
	c.Bars, c.Percent = true, true
	c.XTitle = lang.L("ui.chart.cards")
	c.YTitle = lang.L("ui.chart.accuracy")
	s.section(lang.L("ui.chart.sizes"))
	s.body.Add(c)
}

// moveSkullKingPrefs moves the expansions and powers that earlier
// versions kept per match in the preferences ("skExpansions.<id>",
// "skPowers.<id>") into the match's options, once, and removes them.
func (u *UI) moveSkullKingPrefs() {
	for _, key := range []string{prefSkullKingExpansions, prefSkullKingPowers} {
		for matchID, v := range u.matchPrefs(key + ".") {
			on, _ := v.(bool)
			if m, err := u.store.Get(matchID); err == nil {
				if g, ok := m.Game.(*skullking.Match); ok {
					opt := &g.Options.Expansions
					if key == prefSkullKingPowers {
						opt = &g.Options.Powers
					}
					if *opt == nil {
						*opt = &on
						if err := u.store.Save(m); err != nil {
							fyne.LogError("moving a Skull King option", err)
							continue // tried again at the next start
						}
					}
				}
			}
			u.prefs().RemoveValue(key + "." + matchID)
		}
	}
}
