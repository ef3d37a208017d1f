package app

import (
	"fmt"
	"scorekeeper/app/widgets"
	"slices"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"scorekeeper/scoring"
	"scorekeeper/scoring/skuck"
)

// skuckForm enters one SKUCK game: the trump-caller helper, trump, the
// secret bids, tricks made, penalties and a game clock per player.
type skuckForm struct {
	e *entry
	S skuckState
	p []scoring.Player
	c *fyne.Container

	Points    [2]*widgets.Stepper
	Counts    [2]*widgets.Stepper
	need      *fyne.Container
	asked     *heldRoom // the room of need and callText
	callText  *widget.Label
	helperBox *widgets.Expander // the points helper, behind one tap
	Trump     *widgets.Choices
	Caller    *widgets.Choices
	Bids      *widgets.Button
	bidsText  *widget.Label
	Reveal    *widgets.Button
	Made      [2]*widgets.Stepper
	Filled    [2]*widget.Label // per player: "filled in" by the app (the tricks left)
	Clock     [2]*widgets.Button
	clockText [2]*widget.Label
	faults    [2]*widgets.Stepper
	penalties []*widgets.Stepper // by player: reneges, miscounts, time faults
	stop      chan struct{}      // ends the ticker while the entry shows a running clock (nil: none)
}

// skuckState is the draft of a game being entered.
type skuckState struct {
	Round    skuck.Round `json:"round"`
	BidsIn   bool        `json:"bidsIn"`           // both bids entered
	Revealed bool        `json:"revealed"`         // bids shown
	MadeIn   bool        `json:"madeIn"`           // the tricks were entered: the bids may be shown
	Filled   string      `json:"filled,omitempty"` // the player whose tricks the app set to what is left
	Set      []string    `json:"set,omitempty"`    // the players whose tricks the user set: the app never changes them
	Proposed [2]bool     `json:"proposed"`         // the clock proposed a time fault (the players may waive it)
	Counts   [][2]int    `json:"counts"`           // helper: counts of 2s, 3s, ... asked so far
	Used     [2]int64    `json:"used"`             // clock, milliseconds, until Since
	// Running is the player whose clock runs (""  none), since Since (the
	// wall clock, UTC): it runs on while the entry is left and the app is
	// closed (SPEC 1.4, 2)
	Running string       `json:"running,omitempty"`
	Since   time.Time    `json:"since,omitzero"`
	Secret  *secretDraft `json:"secret,omitempty"` // the bids being passed round
}

func newSkuckForm(e *entry, g *skuck.Match, saved []byte) *skuckForm {
	f := &skuckForm{e: e, p: e.m.Players}
	if !restore(saved, &f.S) {
		if e.Editing {
			f.S.Round = g.Rounds[e.Round-1]
			f.S.Round.Entries = slices.Clone(f.S.Round.Entries)
			f.S.BidsIn, f.S.Revealed, f.S.MadeIn = true, true, true
			for _, p := range f.p {
				f.S.Set = append(f.S.Set, p.ID)
			}
		} else {
			f.S.Round.Trump = ""
		}
	} else if len(f.S.Set) == 0 && f.S.MadeIn && f.S.Filled != "" { // a draft kept before Set was
		for _, p := range f.p {
			if p.ID != f.S.Filled {
				f.S.Set = append(f.S.Set, p.ID)
			}
		}
	}
	f.S.Round.Entries = bySeat(f.p, f.S.Round.Entry, func(id string) skuck.Entry { return skuck.Entry{Player: id} })
	e.setInfo(lang.X("ui.skuck.info", "Game {{.Game}} of {{.Games}}", map[string]any{"Game": e.Round, "Games": g.Options.GameCount()}))
	f.c = container.NewVBox()
	if len(f.p) != 2 {
		return f
	}
	f.helper()
	f.c.Add(widgets.Heading(lang.L("ui.skuck.trump")))
	labels := make([]string, len(skuck.Trumps))
	for i, t := range skuck.Trumps {
		labels[i] = lang.L("skuck.trump." + t)
	}
	f.Trump = widgets.NewChoices(labels, indexOf(skuck.Trumps, f.S.Round.Trump), func(i int) { f.S.Round.Trump = skuck.Trumps[i]; f.e.changed() })
	f.Trump.Cols = 3
	f.Trump.Name = lang.L("ui.skuck.trump")
	f.c.Add(f.Trump)
	f.c.Add(e.messages("", "trump"))
	f.c.Add(widgets.Heading(lang.L("ui.skuck.caller")))
	f.Caller = playerChoice(f.p, f.S.Round.Caller, func(id string) { f.S.Round.Caller = id; f.e.changed() })
	f.Caller.Say = sayPlayer(f.p, "ui.a11y.skuck.caller")
	f.c.Add(f.Caller)
	f.c.Add(e.messages("", "caller"))

	f.c.Add(widgets.Heading(lang.L("ui.skuck.bids")))
	f.bidsText = widgets.Wrapped("")
	f.Bids = widgets.NewButton(lang.L("ui.skuck.secretBids"), theme.VisibilityOffIcon(), f.secretBids)
	f.Bids.Wrap = true
	f.Reveal = widgets.NewButton(lang.L("ui.skuck.reveal"), theme.VisibilityIcon(), func() {
		f.S.Revealed = true
		f.showBids()
		f.e.changed()
	})
	f.Reveal.Wrap = true
	f.c.Add(keepSpace(f.bidsText, f.bidsTexts()...))
	f.c.Add(widgets.ButtonRow(2, f.Bids, f.Reveal))
	f.c.Add(e.messagesOf(issueKey{player: f.p[0].ID, field: "bid"}, issueKey{player: f.p[1].ID, field: "bid"}))

	f.c.Add(widgets.Heading(lang.L("ui.skuck.made")))
	for i, p := range f.p {
		i := i
		f.Made[i] = widgets.NewBigStepper(f.S.Round.Entries[i].Made, 0, skuck.Tricks, 5, func(v int) { f.setMade(i, v) })
		f.Made[i].Label = lang.X("ui.a11y.skuck.made", "Tricks made by {{.Name}}", map[string]any{"Name": p.Name})
		f.c.Add(row(p.Name, f.Made[i]))
		f.Filled[i] = widget.NewLabel(lang.L("ui.sk.filled"))
		f.Filled[i].Importance = widget.WarningImportance
		f.Filled[i].TextStyle.Italic = true
		f.Filled[i].Alignment = fyne.TextAlignTrailing
		// the mark beside the message, on the one line kept for them
		keys := []issueKey{{player: p.ID, field: "made"}}
		if i == len(f.p)-1 { // the sum of both, under the last, once tricks are entered
			keys = append(keys, issueKey{field: "made", when: func() bool { return f.S.MadeIn }})
		}
		f.c.Add(container.NewBorder(nil, nil, nil, f.Filled[i], e.messagesOf(keys...)))
	}
	f.c.Add(widgets.Heading(lang.L("ui.skuck.penalties")))
	for i, p := range f.p {
		en := &f.S.Round.Entries[i]
		id := p.ID
		num := func(key, field string, v *int) *widgets.Stepper {
			s := widgets.NewStepper(*v, 0, skuck.MaxCount, func(n int) { *v = n; f.e.changed() })
			s.Label = p.Name + ": " + lang.L(key)
			f.c.Add(row(s.Label, s))
			f.c.Add(e.messages(id, field))
			return s
		}
		f.penalties = append(f.penalties, num("ui.skuck.reneges", "reneges", &en.Reneges), num("ui.skuck.miscounts", "miscounts", &en.Miscounts))
		f.faults[i] = num("ui.skuck.timeFaults", "timeFaults", &en.TimeFaults)
		f.penalties = append(f.penalties, f.faults[i])
	}
	f.c.Add(widgets.Heading(lang.L("ui.skuck.clock")))
	for i, p := range f.p {
		i := i
		f.clockText[i] = widget.NewLabel("")
		f.Clock[i] = widgets.NewButton("", theme.MediaPlayIcon(), func() { f.toggle(i) })
		f.Clock[i].Say = func() string {
			key := "ui.a11y.skuck.clockStart"
			if f.running() == i {
				key = "ui.a11y.skuck.clockStop"
			}
			return lang.X(key, key, map[string]any{"Name": p.Name, "Time": f.clockText[i].Text})
		}
		f.c.Add(row(p.Name, f.clockText[i], f.Clock[i])) // the name wraps; the button starts and stops the clock
	}
	f.showBids()
	f.marks()
	f.showClocks()
	f.startTicker()
	return f
}

// setMade is the user's count of tricks for seat i. The other player's
// becomes what is left unless the user set that one too: then it stays,
// and tricks that do not add up to 27 get the rule's message.
func (f *skuckForm) setMade(i, v int) {
	f.S.Round.Entries[i].Made = v
	f.S.MadeIn = true
	if id := f.p[i].ID; !slices.Contains(f.S.Set, id) {
		f.S.Set = append(f.S.Set, id)
	}
	f.S.Filled = ""
	if o := f.p[1-i].ID; !slices.Contains(f.S.Set, o) {
		f.S.Round.Entries[1-i].Made = skuck.Tricks - v
		f.Made[1-i].SetValue(skuck.Tricks - v)
		f.S.Filled = o
	}
	f.marks()
	f.showBids()
	f.e.changed()
}

// marks shows "filled in" by the tricks the app set to what is left.
func (f *skuckForm) marks() {
	for i, l := range f.Filled {
		l.Hidden = f.S.Filled != f.p[i].ID
		l.Refresh()
	}
}

func (f *skuckForm) game() *skuck.Match { return f.e.m.Game.(*skuck.Match) }

// helper builds the optional trump-caller helper behind one tap.
func (f *skuckForm) helper() {
	box := container.NewVBox()
	for i, p := range f.p {
		i := i
		f.Points[i] = widgets.NewBigStepper(f.S.Round.Entries[i].Points, 0, skuck.MaxPoints, 5, func(v int) {
			f.S.Round.Entries[i].Points = v
			f.S.Counts = nil
			f.asked.reset() // the finger is up here: what follows may close up
			f.decide()
		})
		f.Points[i].Label = lang.X("ui.skuck.points", "{{.Name}}: points", map[string]any{"Name": p.Name})
		box.Add(row(f.Points[i].Label, f.Points[i]))
	}
	box.Add(f.e.messagesOf(issueKey{player: f.p[0].ID, field: "points"}, issueKey{player: f.p[1].ID, field: "points"}, issueKey{field: "points"}))
	// the questions, then who calls, in one room that keeps the
	// questions' height after Next: what follows stays where it was
	// under the finger that tapped Next
	f.need = container.NewVBox()
	f.callText = widgets.Wrapped("")
	f.asked = &heldRoom{}
	box.Add(container.New(f.asked, container.NewVBox(f.need, f.callText)))
	f.helperBox = widgets.NewExpander(lang.L("ui.skuck.helper"), box)
	f.helperBox.Header.OnTapped = func() { // opened or closed: what follows moves at once
		f.helperBox.Toggle()
		f.e.refit()
	}
	f.c.Add(f.helperBox)
	f.decide()
}

// decide runs the helper: ask for the counts it needs, then name the caller.
func (f *skuckForm) decide() {
	en := f.S.Round.Entries
	call := skuck.WhoCalls([2]int{en[0].Points, en[1].Points}, f.S.Counts...)
	f.need.Objects = nil
	f.callText.SetText("")
	defer func() { f.callText.Hidden = f.callText.Text == "" }()
	if en[0].Points == 0 && en[1].Points == 0 {
		f.need.Refresh()
		f.e.refit()
		f.e.changed()
		return
	}
	switch {
	case call.Caller >= 0:
		t := lang.X("ui.skuck.calls", "{{.Name}} calls trump.", map[string]any{"Name": f.p[call.Caller].Name})
		if call.ChoosesLead {
			t += " " + lang.L("ui.skuck.choosesLead")
		} else if call.Leader >= 0 {
			t += " " + lang.X("ui.skuck.leads", "{{.Name}} leads.", map[string]any{"Name": f.p[call.Leader].Name})
		}
		f.callText.SetText(t)
		f.S.Round.Caller = f.p[call.Caller].ID
		if f.Caller != nil {
			f.Caller.SetSelected(call.Caller)
		}
	case call.Need != 0:
		var c [2]int
		for i, p := range f.p {
			i := i
			f.Counts[i] = widgets.NewStepper(0, 0, 4, func(v int) { c[i] = v })
			f.Counts[i].Label = lang.X("ui.skuck.count", "{{.Name}}: how many {{.Rank}}s?", map[string]any{"Name": p.Name, "Rank": call.Need.String()})
			f.need.Add(row(f.Counts[i].Label, f.Counts[i]))
		}
		f.need.Add(widget.NewButton(lang.L("ui.skuck.next"), func() {
			f.S.Counts = append(f.S.Counts, c)
			f.decide()
		}))
	default:
		f.callText.SetText(lang.L("ui.skuck.cut"))
	}
	f.need.Refresh()
	f.e.refit() // the questions came or went: what follows makes room
	f.e.changed()
}

// secretBids passes the device: each player bids unseen; the bids stay
// hidden until revealed after the tricks.
// A secret entry left with Back goes on where it was: nothing typed is lost.
func (f *skuckForm) secretBids() {
	if f.S.Secret != nil {
		f.runSecret(f.S.Secret)
		return
	}
	f.runSecret(&secretDraft{Kind: "bids"})
}

// resumeSecret goes on with the secret bids the app was closed in.
func (f *skuckForm) resumeSecret() {
	if f.S.Secret != nil {
		f.runSecret(f.S.Secret)
	}
}

func (f *skuckForm) runSecret(d *secretDraft) {
	d.KeepHidden = true // the bids stay hidden until the game's tricks are entered
	f.e.secretRun(d, lang.L("ui.skuck.bids"), func(d *secretDraft) { f.S.Secret = d }, f.bidGrid, func(values []int) {
		for i, v := range values {
			if i < len(f.S.Round.Entries) {
				f.S.Round.Entries[i].Bid = v
			}
		}
		f.S.BidsIn, f.S.Revealed = true, false
		f.showBids()
		f.e.changed()
	})
}

// showBids says how far the bids are (whose are in, never the bids
// before they are revealed) and labels the button by what it does next.
func (f *skuckForm) showBids() {
	en := f.S.Round.Entries
	in := 0 // bids in of a secret entry under way
	if f.S.Secret != nil {
		in = min(f.S.Secret.Step, len(f.p))
	}
	switch {
	case in > 0:
		f.bidsText.SetText(f.partly())
		f.Bids.SetText(secretGoOn(f.S.Secret, f.p))
	case !f.S.BidsIn:
		f.bidsText.SetText(lang.L("ui.skuck.noBidsYet"))
		f.Bids.SetText(lang.L("ui.skuck.secretBids"))
	case !f.S.Revealed:
		f.bidsText.SetText(lang.L("ui.skuck.hidden"))
		f.Bids.SetText(lang.L("ui.skuck.secretAgain"))
	default:
		f.bidsText.SetText(fmt.Sprintf("%s %d · %s %d", f.p[0].Name, en[0].Bid, f.p[1].Name, en[1].Bid))
		f.Bids.SetText(lang.L("ui.skuck.secretAgain"))
	}
	widgets.SetEnabled(f.Reveal, f.S.BidsIn && !f.S.Revealed && f.S.MadeIn)
}

// partly says the first player's bid is in and the second's is missing
// (the secret entry asks them in seating order).
func (f *skuckForm) partly() string {
	return lang.X("ui.skuck.bidsPartly", "{{.In}}'s bid is in; {{.Missing}}'s is missing.",
		map[string]any{"In": f.p[0].Name, "Missing": f.p[1].Name})
}

// bidsTexts is every text the bids line can show, for the space kept for it.
func (f *skuckForm) bidsTexts() []string {
	return []string{lang.L("ui.skuck.noBidsYet"), lang.L("ui.skuck.hidden"), f.partly(),
		fmt.Sprintf("%s %d · %s %d", f.p[0].Name, skuck.Tricks, f.p[1].Name, skuck.Tricks)}
}

// shown runs when the entry is visible again (back from the secret bids).
func (f *skuckForm) shown() {
	if f.Bids != nil {
		f.showBids()
	}
}

// bidGrid is a player's secret bid: one tap on a number 0..27, none
// picked until the player taps one (Done waits for it); on a desktop
// typed in one or two digits.
func (f *skuckForm) bidGrid(i int, v *int, entered func()) fyne.CanvasObject {
	c := bidRow(skuck.Tricks, *v, f.p[i].Name, func(n int) { *v = n; entered() })
	c.MaxCols, c.Multi = 7, true
	return c
}

// startAt is where typing starts: trump, who called, then (the bids
// in) the tricks made.
func (f *skuckForm) startAt() fyne.CanvasObject {
	switch {
	case len(f.p) != 2:
		return nil
	case f.Trump.Selected < 0:
		return f.Trump
	case f.Caller.Selected < 0:
		return f.Caller
	case f.S.BidsIn && !f.S.MadeIn:
		return f.Made[0]
	}
	return nil
}

// keyed are the helper's points when open, trump, who called, the
// tricks made and the penalties.
func (f *skuckForm) keyed() []fyne.CanvasObject {
	var out []fyne.CanvasObject
	if len(f.p) != 2 {
		return nil
	}
	if f.helperBox.Open {
		out = append(out, f.Points[0], f.Points[1])
		for _, s := range f.Counts {
			if s != nil && f.need.Visible() && len(f.need.Objects) > 0 {
				out = append(out, s)
			}
		}
	}
	out = append(out, f.Trump, f.Caller, f.Made[0], f.Made[1])
	for _, s := range f.penalties {
		out = append(out, s)
	}
	return out
}

func (f *skuckForm) view() fyne.CanvasObject { return f.c }

func (f *skuckForm) apply() scoring.Game {
	g := *f.game()
	rd := f.S.Round
	rd.Entries = slices.Clone(rd.Entries)
	g.Rounds = setRound(g.Rounds, f.e.Round, rd)
	return &g
}

func (f *skuckForm) state() any { return f.S }

func (f *skuckForm) blocked() string {
	switch {
	case !f.S.BidsIn:
		return lang.L("ui.skuck.noBids")
	case !f.S.MadeIn:
		return lang.L("skuck.entry.tricksFirst")
	case !f.S.Revealed:
		return lang.L("ui.skuck.revealFirst")
	}
	return ""
}

// close stops the ticker; a running clock runs on (its start is in the draft).
func (f *skuckForm) close() { f.stopTicker() }
