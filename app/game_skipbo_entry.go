package app

import (
	"maps"
	"scorekeeper/app/widgets"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"scorekeeper/scoring"
	"scorekeeper/scoring/skipbo"
)

// sbForm enters a Skip-Bo round: the winner and the cards left in the
// other stock piles. A count starts as a guess near the usual value
// (greyed, "10?"): the first step goes from it, a tap on it takes it. A
// guess nobody took is not a value (a round saved with untouched counts
// scored them), so Save waits for every count of the losing side. The
// winning side's piles are empty and show "won" in the same space; a
// count entered for a player stays, whoever wins.
type sbForm struct {
	e      *entry
	round  skipbo.Round // the winner and the counts the user entered (any player's)
	p      []scoring.Player
	c      *fyne.Container
	winner *widgets.Choices
	left   []*widgets.Stepper
	won    []*widget.Label // per player: in place of the stepper on the winning side
	points []*widget.Label
	stock  int
}

// defaultLeft is the guess a count starts from: a third of the stock,
// to a multiple of 5, so the usual counts are a tap or two away (±1, ±5).
func defaultLeft(stock int) int {
	d := (stock/3 + 2) / 5 * 5
	return widgets.Clamp(d, 1, max(stock, 1))
}

func newSkipBoForm(e *entry, g *skipbo.Match, saved []byte) *sbForm {
	f := &sbForm{e: e, p: e.m.Players}
	if !restore(saved, &f.round) && e.editing {
		f.round = g.Rounds[e.round-1]
		f.round.StockLeft = maps.Clone(f.round.StockLeft)
		for _, id := range f.winners() { // empty because they won, not entered
			delete(f.round.StockLeft, id)
		}
	}
	if f.round.StockLeft == nil {
		f.round.StockLeft = map[string]int{}
	}
	o := g.Options
	f.stock = o.StockSize(len(f.p))
	before := g.FirstRounds(e.round - 1).(*skipbo.Match) // the totals this round starts from
	totals, togo := before.Totals(f.p), before.ToGo(f.p)
	e.setInfo(lang.X("ui.sb.info", "Round {{.Round}} · stock {{.Stock}} · target {{.Target}}", map[string]any{
		"Round": e.round, "Stock": f.stock, "Target": o.TargetScore()}))
	f.c = container.NewVBox(widgets.Heading(lang.L("ui.sb.winner")))
	f.winner = playerChoice(f.p, f.round.Winner, func(id string) {
		f.round.Winner = id
		f.sync()
		f.e.changed()
	})
	f.winner.Say = sayPlayer(f.p, "ui.a11y.sb.winner")
	f.c.Add(f.winner)
	f.c.Add(e.messages("", "winner"))
	f.c.Add(widgets.Heading(lang.L("ui.sb.left")))
	hint := widgets.Wrapped(lang.X("ui.sb.guess", "A grey {{.Guess}}? is a guess: tap it to take it, or step from it.", map[string]any{"Guess": defaultLeft(f.stock)}))
	hint.SizeName = theme.SizeNameCaptionText
	f.c.Add(container.New(widgets.Tight{}, hint))
	team := teamNames(g, f.p)
	for i, p := range f.p {
		id := p.ID
		v, typed := f.round.StockLeft[id]
		s := widgets.NewBigStepper(v, 0, skipbo.DeckSize, 5, func(v int) {
			f.round.StockLeft[id] = v
			f.e.changed()
		})
		s.Unset, s.Guess = !typed, defaultLeft(f.stock)
		s.Label = lang.X("ui.a11y.sb.left", "Cards left in {{.Name}}'s stock pile", map[string]any{"Name": p.Name})
		s.KeyMax = f.stock // a count typed is at most the stock: "12", "5"
		s.Update()
		f.left = append(f.left, s)
		pts := widget.NewLabel("")
		f.points = append(f.points, pts)
		won := widget.NewLabel(lang.L("ui.sheet.won"))
		f.won = append(f.won, won)
		name := lang.X("ui.sb.player", "{{.Name}} ({{.Total}}, {{.ToGo}} to go)", map[string]any{"Name": p.Name, "Total": totals[i], "ToGo": togo[i]})
		if team[i] != "" {
			name = team[i] + " · " + name
		}
		f.c.Add(container.NewBorder(nil, nil, nil, pts, widgets.Wrapped(name)))
		f.c.Add(container.New(widgets.Reserve{}, container.NewHBox(s), won))
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

// winners are the players of the winning side (none before a winner).
func (f *sbForm) winners() []string {
	for _, side := range f.game().Sides(f.p) {
		if slices.Contains(side, f.round.Winner) {
			return side
		}
	}
	return nil
}

// sync shows "won" in place of the winning side's steppers (their piles
// are empty) and the others' steppers; no count is changed.
func (f *sbForm) sync() {
	winners := f.winners()
	for i, p := range f.p {
		won := slices.Contains(winners, p.ID)
		f.left[i].Hidden = won
		f.won[i].Hidden = !won
		f.left[i].Refresh()
	}
	f.c.Refresh()
	f.preview()
}

// missing lists the players of the losing side whose count nobody entered.
func (f *sbForm) missing() []string {
	if f.round.Winner == "" {
		return nil
	}
	winners := f.winners()
	var out []string
	for _, p := range f.p {
		if _, ok := f.round.StockLeft[p.ID]; !ok && !slices.Contains(winners, p.ID) {
			out = append(out, p.Name)
		}
	}
	return out
}

// preview shows the round's points once every count is entered.
func (f *sbForm) preview() {
	r := f.entered()
	pts := f.game().Options.Points(f.p, r)
	for i, l := range f.points {
		if i < len(pts) && r.Winner != "" && len(f.missing()) == 0 {
			l.SetText(signed(pts[i]))
		} else {
			l.SetText("")
		}
	}
}

// entered is the round as saved: the winner and the losing side's counts.
func (f *sbForm) entered() skipbo.Round {
	r := skipbo.Round{Winner: f.round.Winner, StockLeft: map[string]int{}}
	winners := f.winners()
	for id, v := range f.round.StockLeft {
		if !slices.Contains(winners, id) {
			r.StockLeft[id] = v
		}
	}
	return r
}

func (f *sbForm) view() fyne.CanvasObject { return f.c }

// keyed are the winner and the counts of the losing side.
func (f *sbForm) keyed() []fyne.CanvasObject {
	out := []fyne.CanvasObject{f.winner}
	for _, s := range f.left {
		if s.Visible() {
			out = append(out, s)
		}
	}
	return out
}

func (f *sbForm) apply() scoring.Game {
	f.preview()
	g := *f.game()
	g.Rounds = setRound(g.Rounds, f.e.round, f.entered())
	return &g
}

func (f *sbForm) state() any { return f.round }

// untyped: a team is not "emptied" by counts nobody entered yet.
func (f *sbForm) untyped(i scoring.Issue) bool {
	return f.game().Options.RestsOnOmitted(f.entered(), i)
}

// blocked names the players whose cards left are still to enter.
func (f *sbForm) blocked() string {
	if m := f.missing(); len(m) > 0 {
		return lang.X("ui.sb.enterLeft", "enter the cards left for {{.Names}}.", map[string]any{"Names": strings.Join(m, ", ")})
	}
	return ""
}

func (f *sbForm) close() {}
