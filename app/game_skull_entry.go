package app

import (
	"scorekeeper/app/widgets"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"scorekeeper/scoring"
	"scorekeeper/scoring/skull"
)

// skullForm enters one Skull challenge: challenger, bid, outcome, whose
// skull, and the next start player when the challenger chooses. The
// table (discs, mats, who is out) is shown above.
type skullForm struct {
	e          *entry
	round      skull.Round // the round as entered
	p          []scoring.Player
	alive      []scoring.Player
	c          *fyne.Container
	challenger *widgets.Choices
	bid        *widgets.Stepper
	result     *widgets.Choices
	skullOf    *widgets.Choices
	nextStart  *widgets.Choices
	lost, next *fyne.Container
	starters   []scoring.Player // offered as the next start player
}

func newSkullForm(e *entry, g *skull.Match, saved []byte) *skullForm {
	f := &skullForm{e: e, p: e.m.Players}
	if !restore(saved, &f.round) && e.editing {
		f.round = g.Rounds[e.round-1]
	}
	before := g.States(f.p)[min(e.round-1, g.Len())]
	for _, ps := range before.Players {
		if i := scoring.Index(f.p, ps.Player); i >= 0 && !ps.Eliminated {
			f.alive = append(f.alive, f.p[i])
		}
	}
	info := lang.X("ui.skull.info", "Round {{.Round}} · up to {{.Table}} discs on the table", map[string]any{"Round": e.round, "Table": before.Table})
	if before.Start != "" {
		info += "\n" + lang.X("ui.skull.starts", "{{.Name}} starts", map[string]any{"Name": nameOf(f.p, before.Start)})
	}
	e.setInfo(info)
	f.c = container.NewVBox(tableView(f.p, before))
	f.c.Add(widgets.Heading(lang.L("ui.skull.challenger")))
	f.challenger = playerChoice(f.alive, f.round.Challenger, func(id string) { f.round.Challenger = id; f.changed() })
	f.challenger.Say = sayPlayer(f.alive, "ui.a11y.skull.challenger")
	f.c.Add(f.challenger)
	f.c.Add(e.messages("", "challenger"))
	f.bid = widgets.NewStepper(max(1, f.round.Bid), 1, max(1, before.Table), func(v int) { f.round.Bid = v; f.changed() })
	f.round.Bid = f.bid.Value
	f.bid.Label = lang.L("ui.skull.bid")
	f.c.Add(widgets.Row(lang.L("ui.skull.bid"), f.bid))
	f.c.Add(e.messages("", "bid"))
	res := -1
	switch f.round.Result {
	case skull.Won:
		res = 0
	case skull.Lost:
		res = 1
	}
	f.result = widgets.NewChoices([]string{lang.L("ui.skull.won"), lang.L("ui.skull.lost")}, res, func(i int) {
		shown := !f.lost.Hidden
		f.round.Result = []string{skull.Won, skull.Lost}[i]
		f.changed()
		if !shown && !f.lost.Hidden {
			f.showLost()
		}
	})
	f.result.Name = lang.L("ui.a11y.skull.result")
	f.c.Add(f.result)
	f.c.Add(e.messages("", "result"))
	f.skullOf = playerChoice(f.alive, f.round.SkullOf, func(id string) { f.round.SkullOf = id; f.changed() })
	f.skullOf.Say = sayPlayer(f.alive, "ui.a11y.skull.skullOf")
	e.steadyChoices(f.skullOf)
	f.lost = container.NewVBox(widgets.Heading(lang.L("ui.skull.skullOf")), f.skullOf, e.messages("", "skullOf"))
	f.c.Add(f.lost)
	f.nextStart = f.startChoice()
	f.next = container.NewVBox(widgets.Heading(lang.L("ui.skull.nextStart")), f.nextStart, e.messages("", "nextStart"))
	f.c.Add(f.next)
	f.layout()
	return f
}

func (f *skullForm) game() *skull.Match { return f.e.m.Game.(*skull.Match) }

// showLost brings "Whose skull?", just shown by a tap on Lost, into view
// (on a phone it came below the fold); when the form moved for it, its
// buttons ignore the finger's second tap for a moment.
func (f *skullForm) showLost() {
	f.e.refit()
	if f.e.reveal(f.lost) {
		f.e.hold()
	}
}

// changed shows what the outcome asks for, then validates.
func (f *skullForm) changed() {
	f.layout()
	f.e.changed()
}

func (f *skullForm) layout() {
	if f.round.Result != skull.Lost {
		f.round.SkullOf = ""
		f.skullOf.SetSelected(-1)
	}
	f.lost.Hidden = f.round.Result != skull.Lost
	g := f.game()
	prev := *g
	prev.Rounds = prev.Rounds[:min(f.e.round-1, len(prev.Rounds))]
	choose := prev.After(f.p, f.round).ChooseStart
	if !choose && f.round.NextStart != "" {
		f.round.NextStart = ""
		f.nextStart.SetSelected(-1)
	}
	if choose && !samePlayers(f.starters, f.stillIn()) {
		f.nextStart = f.startChoice()
		f.next.Objects[1] = f.nextStart
	}
	f.next.Hidden = !choose
	f.c.Refresh()
}

// stillIn lists the players the next round can start with: those in
// before the round but the challenger, who went out.
func (f *skullForm) stillIn() []scoring.Player {
	var in []scoring.Player
	for _, p := range f.alive {
		if p.ID != f.round.Challenger {
			in = append(in, p)
		}
	}
	return in
}

// startChoice offers the players still in as the next start player.
func (f *skullForm) startChoice() *widgets.Choices {
	f.starters = f.stillIn()
	c := playerChoice(f.starters, f.round.NextStart, func(id string) { f.round.NextStart = id; f.changed() })
	c.Say = sayPlayer(f.starters, "ui.a11y.skull.nextStart")
	return c
}

func samePlayers(a, b []scoring.Player) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i].ID != b[i].ID {
			return false
		}
	}
	return true
}

func (f *skullForm) view() fyne.CanvasObject { return f.c }

// keyed are the challenger, the bid, the outcome, and whose skull and
// who starts next when asked.
func (f *skullForm) keyed() []fyne.CanvasObject {
	out := []fyne.CanvasObject{f.challenger, f.bid, f.result}
	if !f.lost.Hidden {
		out = append(out, f.skullOf)
	}
	if !f.next.Hidden {
		out = append(out, f.nextStart)
	}
	return out
}

func (f *skullForm) apply() scoring.Game {
	g := *f.game()
	g.Rounds = setRound(g.Rounds, f.e.round, f.round)
	return &g
}

func (f *skullForm) state() any      { return f.round }
func (f *skullForm) blocked() string { return "" }
func (f *skullForm) close()          {}

// tableView shows each player's discs and mat before the round.
func tableView(p []scoring.Player, st skull.State) fyne.CanvasObject {
	box := container.NewVBox()
	for _, ps := range st.Players {
		var parts []string
		switch {
		case ps.Eliminated:
			parts = append(parts, lang.L("ui.skull.out"))
		default:
			parts = append(parts, strings.Repeat("●", ps.Discs)+strings.Repeat("○", skull.Discs-ps.Discs))
			if ps.Mat {
				parts = append(parts, lang.L("ui.skull.mat"))
			}
			if ps.LastChance {
				parts = append(parts, lang.L("ui.skull.lastChanceDisc"))
			}
		}
		l := widget.NewLabel(strings.Join(parts, " · "))
		box.Add(widgets.Row(nameOf(p, ps.Player), l)) // the discs under the name where both do not fit
	}
	return box
}

func nameOf(p []scoring.Player, id string) string {
	if i := scoring.Index(p, id); i >= 0 {
		return p[i].Name
	}
	return id
}
