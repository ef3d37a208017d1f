package app

import (
	"fmt"
	"scorekeeper/app/widgets"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"scorekeeper/scoring"
	"scorekeeper/scoring/skuck"
	"scorekeeper/scoring/stats"
)

// skuckUI describes SKUCK to the screens (the round form, one game of
// the match, is in game_skuck_entry.go).
var skuckUI = gameUI{
	def:            skuck.Def,
	roundsAreGames: true,
	options:        func(n *newMatch) optionsForm { return &skuckOptions{games: skuck.DefaultGames} },
	form: func(e *entry, saved []byte) roundForm {
		return newSkuckForm(e, e.m.Game.(*skuck.Match), saved)
	},
	standings: skuckStandings,
	average:   func(p *stats.Player) float64 { return skuck.StatsOf(p).Average() },
	statLines: skuckStats,
}

// skuckOptions: the number of games and disqualification.
type skuckOptions struct {
	gamesStepper *widgets.Stepper
	disqualify   *widgets.Check
	games        int
}

func (o *skuckOptions) build(box *fyne.Container) {
	o.gamesStepper = widgets.NewStepper(o.games, 1, skuck.MaxGames, func(v int) { o.games = v })
	o.gamesStepper.Label = lang.L("ui.skuck.games")
	on := o.disqualify != nil && o.disqualify.Checked
	var disqualify fyne.CanvasObject
	o.disqualify, disqualify = widgets.OptionCheck(lang.L("ui.skuck.disqualify"), lang.L("ui.skuck.disqualifyHint"), nil)
	o.disqualify.Checked = on
	box.Add(widgets.Row(lang.L("ui.skuck.games"), o.gamesStepper))
	box.Add(disqualify)
}

func (o *skuckOptions) firstLabel() string { return "" }

func (o *skuckOptions) game() scoring.Game {
	opt := skuck.Options{Disqualify: o.disqualify.Checked}
	if o.gamesStepper.Value != skuck.DefaultGames {
		opt.Games = o.gamesStepper.Value
	}
	return &skuck.Match{Options: opt}
}

func (o *skuckOptions) started() {}

// skuckStandings: each player's games, zeros, plussies, grade and Boolie,
// and the Clicks of the match.
func skuckStandings(m *scoring.Match, _ scoring.Result) standingsExtras {
	g := m.Game.(*skuck.Match)
	scores := g.Scores(m.Players)
	ex := standingsExtras{note: func(st scoring.Standing) string {
		i := scoring.Index(m.Players, st.Player.ID)
		if i < 0 || i >= len(scores) {
			return ""
		}
		s := scores[i]
		x := lang.X("ui.standings.skuck", "games {{.Sum}}, zeros {{.Zeros}}, plussies +{{.Bonus}}, {{.Grade}}", map[string]any{
			"Sum": s.Sum, "Zeros": s.Zeros, "Bonus": s.Bonus, "Grade": lang.L(s.Grade().Key())})
		if s.Boolie {
			x += " · " + lang.L("skuck.boolie")
		}
		return x
	}}
	if t := skuckTieBreak(m.Players, scores); t != "" {
		ex.after = append(ex.after, remark{text: t})
	}
	if clicks := g.Clicks(); clicks > 0 {
		ex.after = append(ex.after, remark{text: lang.X("ui.standings.clicks", "Clicks: {{.N}}", map[string]any{"N": clicks})})
	}
	return ex
}

func skuckStats(s *statsScreen, p *stats.Player) {
	k := skuck.StatsOf(p)
	s.line(lang.L("ui.stats.skuck.games"), itoa(k.Games()))
	s.line(lang.L("ui.stats.skuck.average"), fmt.Sprintf("%.2f", k.Average()))
	s.line(lang.L("ui.stats.skuck.grade"), lang.L(k.Grade().Key()))
	s.line(lang.L("ui.stats.skuck.zeros"), ratio(k.Zeros))
	s.line(lang.L("ui.stats.skuck.style"), lang.L(k.Style().Key())+" ("+decimal(k.AverageBid())+")")
	s.line(lang.L("ui.stats.skuck.clicks"), itoa(k.Clicks))
	s.line(lang.L("ui.stats.skuck.boolies"), itoa(k.Boolies))
}

// skuckTieBreak names the tie-break when the final scores are equal:
// more zeros wins, else a draw ("" when the scores differ).
func skuckTieBreak(p []scoring.Player, s []skuck.Score) string {
	if len(s) != 2 || len(p) != 2 || s[0].Played == 0 || s[0].Final != s[1].Final {
		return ""
	}
	if s[0].Zeros == s[1].Zeros {
		return lang.X("skuck.standings.draw", "Tied on {{.Score}} with {{.Zeros}} zeros each: a draw.", map[string]any{"Score": s[0].Final, "Zeros": s[0].Zeros})
	}
	w, l := 0, 1
	if s[1].Zeros > s[0].Zeros {
		w, l = 1, 0
	}
	return lang.X("skuck.standings.tieBreak", "Tied on {{.Score}}: {{.Name}} is ahead on zeros ({{.Zeros}} to {{.Other}}).",
		map[string]any{"Score": s[0].Final, "Name": p[w].Name, "Zeros": s[w].Zeros, "Other": s[l].Zeros})
}
