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
// other stock piles.
type sbForm struct {
	e      *entry
	round  skipbo.Round // the round as entered
	p      []scoring.Player
	c      *fyne.Container
	Winner *widgets.Choices
	Left   []*widgets.Stepper
	points []*widget.Label
}

func newSkipBoForm(e *entry, g *skipbo.Match, saved []byte) *sbForm {
	f := &sbForm{e: e, p: e.m.Players}
	if !restore(saved, &f.round) && e.Editing {
		f.round = g.Rounds[e.Round-1]
		f.round.StockLeft = maps.Clone(f.round.StockLeft)
	}
	if f.round.StockLeft == nil {
		f.round.StockLeft = map[string]int{}
	}
	o := g.Options
	stock := o.StockSize(len(f.p))
	totals, togo := g.Totals(f.p), g.ToGo(f.p)
	e.setInfo(lang.X("ui.sb.info", "Round {{.Round}} · stock {{.Stock}} · target {{.Target}}", map[string]any{
		"Round": e.Round, "Stock": stock, "Target": o.TargetScore()}))
	f.c = container.NewVBox(widgets.Heading(lang.L("ui.sb.winner")))
	f.Winner = playerChoice(f.p, f.round.Winner, func(id string) {
		f.round.Winner = id
		f.sync()
		f.e.changed()
	})
	f.c.Add(f.Winner)
	f.c.Add(e.label("", "winner"))
	f.c.Add(widgets.Heading(lang.L("ui.sb.left")))
	for i, p := range f.p {
		i, id := i, p.ID
		s := widgets.NewBigStepper(0, 0, skipbo.DeckSize, 5, func(v int) {
			f.round.StockLeft[id] = v
			f.e.changed()
		})
		s.Unset = true
		if v, ok := f.round.StockLeft[id]; ok {
			s.SetValue(v)
		}
		s.Update()
		f.Left = append(f.Left, s)
		pts := widget.NewLabel("")
		f.points = append(f.points, pts)
		name := lang.X("ui.sb.player", "{{.Name}} ({{.Total}}, {{.ToGo}} to go)", map[string]any{"Name": p.Name, "Total": totals[i], "ToGo": togo[i]})
		f.c.Add(container.NewBorder(nil, nil, nil, pts, widgets.Wrapped(name)))
		f.c.Add(container.NewHBox(s))
		f.c.Add(e.label(id, "stockLeft"))
	}
	f.sync()
	return f
}

func (f *sbForm) game() *skipbo.Match { return f.e.m.Game.(*skipbo.Match) }

// sync sets the winning side's piles to 0 (they are empty) and hides their steppers.
func (f *sbForm) sync() {
	var winners []string
	for _, side := range f.game().Sides(f.p) {
		if slices.Contains(side, f.round.Winner) {
			winners = side
		}
	}
	for i, p := range f.p {
		if slices.Contains(winners, p.ID) {
			f.round.StockLeft[p.ID] = 0
			f.Left[i].SetValue(0)
			f.Left[i].Hide()
		} else {
			f.Left[i].Show()
		}
	}
	f.preview()
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
