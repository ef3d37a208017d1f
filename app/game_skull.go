package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"scorekeeper/app/widgets"
	"scorekeeper/scoring"
	"scorekeeper/scoring/skull"
	"scorekeeper/scoring/stats"
)

// skullUI describes Skull to the screens (the round form is in
// game_skull_entry.go).
var skullUI = gameUI{
	def:     skull.Def,
	options: func(n *newMatch) optionsForm { return &skullOptions{n: n} },
	form: func(e *entry, saved []byte) roundForm {
		return newSkullForm(e, e.m.Game.(*skull.Match), saved)
	},
	standings: skullStandings,
	statLines: skullStats,
}

// skullOptions: the last-chance disc and the start player.
type skullOptions struct {
	n          *newMatch
	lastChance *widgets.Check
}

// prefSkullLastChance: the last-chance disc chosen last, the next
// match's default (a match keeps its own in its options).
const prefSkullLastChance = "skullLastChance"

func (o *skullOptions) build(box *fyne.Container) {
	on := o.n.u.prefs().Bool(prefSkullLastChance)
	if o.lastChance != nil {
		on = o.lastChance.Checked
	}
	o.lastChance = widgets.NewCheck(lang.L("ui.skull.lastChance"), nil)
	o.lastChance.Checked = on
	box.Add(o.lastChance)
}

func (o *skullOptions) firstLabel() string { return lang.L("ui.new.startPlayer") }

func (o *skullOptions) game() scoring.Game {
	return &skull.Match{Options: skull.Options{LastChance: o.lastChance.Checked, StartPlayer: o.n.first}}
}

func (o *skullOptions) started() { o.n.u.prefs().SetBool(prefSkullLastChance, o.lastChance.Checked) }

// skullStandings: challenges won and the discs left instead of points.
func skullStandings(m *scoring.Match, _ scoring.Result) standingsExtras {
	state := m.Game.(*skull.Match).State(m.Players)
	return standingsExtras{score: func(st scoring.Standing) string {
		ps, _ := state.Of(st.Player.ID)
		return lang.XN("ui.standings.skull", "{{.Won}} won, {{.Discs}} discs", ps.Discs, map[string]any{"Won": st.Total, "Discs": ps.Discs})
	}}
}

func skullStats(s *statsScreen, p *stats.Player) {
	s.scores(p.Game(scoring.Skull))
	k := skull.StatsOf(p)
	s.line(lang.L("ui.stats.skull.challenges"), ratio(k.Challenges))
	s.line(lang.L("ui.stats.skull.out"), itoa(k.Eliminations))
	s.line(lang.L("ui.stats.skull.discs"), itoa(k.DiscsLost))
}
