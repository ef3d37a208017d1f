package app

import (
	"maps"

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
	R      skipbo.Round
	p      []scoring.Player
	c      *fyne.Container
	Winner *choiceRow
	Left   []*stepper
	points []*widget.Label
}

func newSBForm(e *entry, g *skipbo.Match, saved []byte) *sbForm {
	f := &sbForm{e: e, p: e.m.Players}
	if !restore(saved, &f.R) && e.Editing {
		f.R = g.Rounds[e.R-1]
		f.R.StockLeft = maps.Clone(f.R.StockLeft)
	}
	if f.R.StockLeft == nil {
		f.R.StockLeft = map[string]int{}
	}
	o := g.Options
	stock := o.StockSize(len(f.p))
	totals, togo := g.Totals(f.p), g.ToGo(f.p)
	e.setInfo(lang.X("ui.sb.info", "Round {{.Round}} · stock {{.Stock}} · target {{.Target}}", map[string]any{
		"Round": e.R, "Stock": stock, "Target": o.TargetScore()}))
	f.c = container.NewVBox(heading(lang.L("ui.sb.winner")))
	f.Winner = playerChoice(f.p, f.R.Winner, func(id string) {
		f.R.Winner = id
		f.sync()
		f.e.changed()
	})
	f.c.Add(f.Winner)
	f.c.Add(e.label("", "winner"))
	f.c.Add(heading(lang.L("ui.sb.left")))
	for i, p := range f.p {
		i, id := i, p.ID
		s := newBigStepper(0, 0, skipbo.DeckSize, 5, func(v int) {
			f.R.StockLeft[id] = v
			f.e.changed()
		})
		s.Unset = true
		if v, ok := f.R.StockLeft[id]; ok {
			s.SetValue(v)
		}
		s.update()
		f.Left = append(f.Left, s)
		pts := widget.NewLabel("")
		f.points = append(f.points, pts)
		name := lang.X("ui.sb.player", "{{.Name}} ({{.Total}}, {{.ToGo}} to go)", map[string]any{"Name": p.Name, "Total": totals[i], "ToGo": togo[i]})
		f.c.Add(container.NewBorder(nil, nil, nil, pts, wrapped(name)))
		f.c.Add(container.NewHBox(s))
		f.c.Add(e.label(id, "stockLeft"))
	}
	f.sync()
	return f
}

func (f *sbForm) game() *skipbo.Match { return f.e.m.Game.(*skipbo.Match) }

// sync sets the winning side's piles to 0 (they are empty) and hides their steppers.
func (f *sbForm) sync() {
	o := f.game().Options
	for i, p := range f.p {
		win := f.R.Winner != "" && (p.ID == f.R.Winner || o.TeamPlay() && o.TeamOf(p.ID) >= 0 && o.TeamOf(p.ID) == o.TeamOf(f.R.Winner))
		if win {
			f.R.StockLeft[p.ID] = 0
			f.Left[i].SetValue(0)
			f.Left[i].Hide()
		} else {
			f.Left[i].Show()
		}
	}
	f.preview()
}

func (f *sbForm) preview() {
	pts := f.game().Options.Points(f.p, f.R)
	for i, l := range f.points {
		if i < len(pts) && f.R.Winner != "" {
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
	rd := f.R
	rd.StockLeft = maps.Clone(f.R.StockLeft)
	g.Rounds = setRound(g.Rounds, f.e.R, rd)
	return &g
}

func (f *sbForm) state() any      { return f.R }
func (f *sbForm) blocked() string { return "" }
func (f *sbForm) close()          {}
