package app

import (
	"math"
	"scorekeeper/app/widgets"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"scorekeeper/scoring"
	"scorekeeper/scoring/skipbo"
	"scorekeeper/scoring/stats"
)

// skipBoUI describes Skip-Bo to the screens (the round form is in
// game_skipbo_entry.go).
var skipBoUI = gameUI{
	def:     skipbo.Def,
	options: func(n *newMatch) optionsForm { return &skipBoOptions{n: n, target: skipbo.DefaultTarget} },
	form: func(e *entry, saved []byte) roundForm {
		return newSkipBoForm(e, e.m.Game.(*skipbo.Match), saved)
	},
	standings: skipBoStandings,
	statLines: skipBoStats,
}

// skipBoOptions: the stock pile (at most the rule book's for the players),
// the target (any, SPEC 1.2) and teams.
type skipBoOptions struct {
	n             *newMatch
	stock         *widgets.Stepper
	targetStepper *widgets.Stepper
	target        int
	teams         int // 0: alone; 2 or 3 teams by alternating seats
}

func (o *skipBoOptions) build(box *fyne.Container) {
	seats := len(o.n.seats)
	stock := skipbo.DefaultStock(max(2, seats))
	o.stock = widgets.NewBigStepper(stock, 1, stock, 5, nil)
	o.targetStepper = widgets.NewBigStepper(o.target, 1, math.MaxInt32, 50, func(v int) { o.target = v })
	o.stock.Label, o.targetStepper.Label = lang.L("ui.sb.stock"), lang.L("ui.sb.target")
	box.Add(widgets.Row(o.stock.Label, o.stock))
	box.Add(widgets.Row(o.targetStepper.Label, o.targetStepper))
	teams := []string{lang.L("ui.sb.alone")}
	if seats == 4 || seats == 6 {
		teams = append(teams, lang.L("ui.sb.teams2"))
	}
	if seats == 6 {
		teams = append(teams, lang.L("ui.sb.teams3"))
	}
	if o.teams-1 >= len(teams) {
		o.teams = 0
	}
	sel := 0
	if o.teams > 0 {
		sel = o.teams - 1
	}
	who := widgets.Wrapped("")
	c := widgets.NewChoices(teams, sel, func(i int) {
		o.teams = 0
		if i > 0 {
			o.teams = i + 1
		}
		who.SetText(o.teamsText())
	})
	c.Name = lang.L("ui.a11y.sb.teams")
	box.Add(c)
	if len(teams) > 1 {
		box.Add(widgets.Wrapped(lang.L("ui.sb.teamsHint")))
		who.SetText(o.teamsText())
		box.Add(who)
	}
}

// teamsText says who plays with whom: "Team 1: Anne & Carl", one line a team.
func (o *skipBoOptions) teamsText() string {
	g, ok := o.game().(*skipbo.Match)
	if !ok || !g.Options.TeamPlay() {
		return ""
	}
	var lines []string
	for k, side := range g.Sides(o.n.seats) {
		names := make([]string, len(side))
		for i, id := range side {
			names[i] = nameOf(o.n.seats, id)
		}
		lines = append(lines, lang.X("ui.sb.teamLine", "Team {{.Team}}: {{.Names}}", map[string]any{"Team": k + 1, "Names": strings.Join(names, " & ")}))
	}
	return strings.Join(lines, "\n")
}

func (o *skipBoOptions) firstLabel() string { return "" }

func (o *skipBoOptions) game() scoring.Game {
	seats := o.n.seats
	opt := skipbo.Options{Target: o.targetStepper.Value}
	if o.stock.Value != skipbo.DefaultStock(len(seats)) {
		opt.Stock = o.stock.Value
	}
	if o.teams > 1 {
		opt.Teams = make([][]string, o.teams)
		for i, p := range seats {
			opt.Teams[i%o.teams] = append(opt.Teams[i%o.teams], p.ID)
		}
	}
	return &skipbo.Match{Options: opt}
}

func (o *skipBoOptions) started() {}

// skipBoStandings lists each team once in team play: "Anne & Carl".
func skipBoStandings(m *scoring.Match, _ scoring.Result) standingsExtras {
	team := teamsOf(m)
	if team == nil {
		return standingsExtras{}
	}
	return standingsExtras{team: func(st scoring.Standing) string { return team[st.Player.ID] }}
}

func skipBoStats(s *statsScreen, p *stats.Player) {
	s.scores(p.Game(scoring.SkipBo))
	b := skipbo.StatsOf(p)
	s.line(lang.L("ui.stats.sb.rounds"), ratio(b.Rounds))
	s.line(lang.L("ui.stats.sb.points"), decimal(b.PerRoundWon()))
}
