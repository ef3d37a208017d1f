package app

import (
	"maps"
	"scorekeeper/app/widgets"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"scorekeeper/scoring"
	"scorekeeper/scoring/skipbo"
)

// sbForm enters a Skip-Bo round: the winner and the cards left in the
// other stock piles. A count starts at a default (marked as such) near the
// usual value; the winner's side is 0 and shows "won" in the same space.
type sbForm struct {
	e      *entry
	round  skipbo.Round // the round as entered
	p      []scoring.Player
	c      *fyne.Container
	Winner *widgets.Choices
	Left   []*widgets.Stepper
	Won    []*widget.Label // per player: in place of the stepper on the winning side
	Marks  []*widget.Label // per player: "default" while the app's value stands
	points []*widget.Label
	stock  int
	// byApp is whose count the app set (the default, or 0 on the
	// winning side): only those it changes.
	byApp map[string]bool
}

// defaultLeft is the count a stepper starts at: a third of the stock,
// to a multiple of 5, so the usual counts are a tap or two away (±1, ±5).
func defaultLeft(stock int) int {
	d := (stock/3 + 2) / 5 * 5
	return widgets.Clamp(d, 1, max(stock, 1))
}

func newSkipBoForm(e *entry, g *skipbo.Match, saved []byte) *sbForm {
	f := &sbForm{e: e, p: e.m.Players, byApp: map[string]bool{}}
	if !restore(saved, &f.round) && e.Editing {
		f.round = g.Rounds[e.Round-1]
		f.round.StockLeft = maps.Clone(f.round.StockLeft)
	}
	if f.round.StockLeft == nil {
		f.round.StockLeft = map[string]int{}
	}
	o := g.Options
	f.stock = o.StockSize(len(f.p))
	totals, togo := g.Totals(f.p), g.ToGo(f.p)
	e.setInfo(lang.X("ui.sb.info", "Round {{.Round}} · stock {{.Stock}} · target {{.Target}}", map[string]any{
		"Round": e.Round, "Stock": f.stock, "Target": o.TargetScore()}))
	f.c = container.NewVBox(widgets.Heading(lang.L("ui.sb.winner")))
	f.Winner = playerChoice(f.p, f.round.Winner, func(id string) {
		f.round.Winner = id
		f.sync()
		f.e.changed()
	})
	f.c.Add(f.Winner)
	f.c.Add(e.messages("", "winner"))
	f.c.Add(widgets.Heading(lang.L("ui.sb.left")))
	team := teamNames(g, f.p)
	for i, p := range f.p {
		id := p.ID
		if _, ok := f.round.StockLeft[id]; !ok {
			f.round.StockLeft[id] = defaultLeft(f.stock)
			f.byApp[id] = true
		}
		s := widgets.NewBigStepper(f.round.StockLeft[id], 0, skipbo.DeckSize, 5, func(v int) {
			f.round.StockLeft[id] = v
			delete(f.byApp, id)
			f.marks()
			f.e.changed()
		})
		f.Left = append(f.Left, s)
		pts := widget.NewLabel("")
		f.points = append(f.points, pts)
		mark := widget.NewLabel(lang.L("ui.sb.default"))
		mark.Importance = widget.WarningImportance
		mark.TextStyle.Italic = true
		f.Marks = append(f.Marks, mark)
		won := widget.NewLabel(lang.L("ui.sheet.won"))
		f.Won = append(f.Won, won)
		name := lang.X("ui.sb.player", "{{.Name}} ({{.Total}}, {{.ToGo}} to go)", map[string]any{"Name": p.Name, "Total": totals[i], "ToGo": togo[i]})
		if team[i] != "" {
			name = team[i] + " · " + name
		}
		f.c.Add(container.NewBorder(nil, nil, nil, pts, widgets.Wrapped(name)))
		f.c.Add(container.New(reserve{}, container.NewHBox(s, mark), won))
		f.c.Add(e.messages(id, "stockLeft"))
	}
	f.sync()
	return f
}

// teamNames is, by seat, the player's team ("Team 1") in team play, else "".
func teamNames(g *skipbo.Match, p []scoring.Player) []string {
	out := make([]string, len(p))
	if !g.Options.TeamPlay() {
		return out
	}
	for k, side := range g.Sides(p) {
		for _, id := range side {
			if i := scoring.Index(p, id); i >= 0 {
				out[i] = lang.X("ui.sb.team", "Team {{.Team}}", map[string]any{"Team": k + 1})
			}
		}
	}
	return out
}

func (f *sbForm) game() *skipbo.Match { return f.e.m.Game.(*skipbo.Match) }

// sync sets the winning side's piles to 0 (they are empty) and shows
// "won" in place of their steppers; a count the app set before goes back
// to the default. A count the user set stays.
func (f *sbForm) sync() {
	var winners []string
	for _, side := range f.game().Sides(f.p) {
		if slices.Contains(side, f.round.Winner) {
			winners = side
		}
	}
	for i, p := range f.p {
		won := slices.Contains(winners, p.ID)
		if won || f.byApp[p.ID] {
			v := defaultLeft(f.stock)
			if won {
				v = 0
			}
			f.round.StockLeft[p.ID] = v
			f.Left[i].SetValue(v)
			f.byApp[p.ID] = true
		}
		f.Left[i].Hidden = won
		f.Marks[i].Hidden = won
		f.Won[i].Hidden = !won
		f.Left[i].Refresh()
	}
	f.marks()
	f.c.Refresh()
	f.preview()
}

// marks shows "default" next to each count the app set.
func (f *sbForm) marks() {
	for i, p := range f.p {
		f.Marks[i].Text = ""
		if f.byApp[p.ID] {
			f.Marks[i].Text = lang.L("ui.sb.default")
		}
		f.Marks[i].Refresh()
	}
}

func (f *sbForm) preview() {
	pts := f.game().Options.Points(f.p, f.round)
	for i, l := range f.points {
		if i < len(pts) && f.round.Winner != "" {
			l.SetText(signed(pts[i]))
		} else {
			l.SetText("")
		}
	}
}

func (f *sbForm) view() fyne.CanvasObject { return f.c }

func (f *sbForm) apply() scoring.Game {
	f.preview()
	g := *f.game()
	rd := f.round
	rd.StockLeft = maps.Clone(f.round.StockLeft)
	g.Rounds = setRound(g.Rounds, f.e.Round, rd)
	return &g
}

func (f *sbForm) state() any      { return f.round }
func (f *sbForm) blocked() string { return "" }
func (f *sbForm) close()          {}
