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
	s skuckState
	p []scoring.Player
	c *fyne.Container

	points    [2]*widgets.Stepper
	counts    [2]*widgets.Stepper
	need      *fyne.Container
	asked     *widgets.HeldRoom // the room of need and callText
	callText  *widget.Label
	helperBox *widgets.Expander // the points helper, behind one tap
	trump     *widgets.Choices
	caller    *widgets.Choices
	bids      *widgets.Button
	bidsText  *widget.Label
	reveal    *widgets.Button
	made      [2]*widgets.Stepper
	filled    [2]*widget.Label // per player: "filled in" by the app (the tricks left)
	clock     [2]*widgets.Button
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
	if !restore(saved, &f.s) {
		if e.editing {
			f.s.Round = g.Rounds[e.round-1]
			f.s.Round.Entries = slices.Clone(f.s.Round.Entries)
			f.s.BidsIn, f.s.Revealed, f.s.MadeIn = true, true, true
			for _, p := range f.p {
				f.s.Set = append(f.s.Set, p.ID)
			}
		} else {
			f.s.Round.Trump = ""
		}
	} else if len(f.s.Set) == 0 && f.s.MadeIn && f.s.Filled != "" { // a draft kept before Set was
		for _, p := range f.p {
			if p.ID != f.s.Filled {
				f.s.Set = append(f.s.Set, p.ID)
			}
		}
	}
	f.s.Round.Entries = bySeat(f.p, f.s.Round.Entry, func(id string) skuck.Entry { return skuck.Entry{Player: id} })
	e.setInfo(lang.X("ui.skuck.info", "Game {{.Game}} of {{.Games}}", map[string]any{"Game": e.round, "Games": g.Options.GameCount()}))
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
	f.trump = widgets.NewChoices(labels, indexOf(skuck.Trumps, f.s.Round.Trump), func(i int) { f.s.Round.Trump = skuck.Trumps[i]; f.e.changed() })
	f.trump.Cols = 3
	f.trump.Name = lang.L("ui.skuck.trump")
	f.c.Add(f.trump)
	f.c.Add(e.messages("", "trump"))
	f.c.Add(widgets.Heading(lang.L("ui.skuck.caller")))
	f.caller = playerChoice(f.p, f.s.Round.Caller, func(id string) { f.s.Round.Caller = id; f.e.changed() })
	f.caller.Say = sayPlayer(f.p, "ui.a11y.skuck.caller")
	f.c.Add(f.caller)
	f.c.Add(e.messages("", "caller"))

	f.c.Add(widgets.Heading(lang.L("ui.skuck.bids")))
	f.bidsText = widgets.Wrapped("")
	f.bids = widgets.NewButton(lang.L("ui.skuck.secretBids"), theme.VisibilityOffIcon(), f.secretBids)
	f.bids.Wrap = true
	f.reveal = widgets.NewButton(lang.L("ui.skuck.reveal"), theme.VisibilityIcon(), func() {
		f.s.Revealed = true
		f.showBids()
		f.e.changed()
	})
	f.reveal.Wrap = true
	f.c.Add(widgets.KeepSpace(f.bidsText, f.bidsTexts()...))
	f.c.Add(widgets.ButtonRow(2, f.bids, f.reveal))
	f.c.Add(e.messagesOf(issueKey{player: f.p[0].ID, field: "bid"}, issueKey{player: f.p[1].ID, field: "bid"}))

	f.c.Add(widgets.Heading(lang.L("ui.skuck.made")))
	for i, p := range f.p {
		i := i
		f.made[i] = widgets.NewBigStepper(f.s.Round.Entries[i].Made, 0, skuck.Tricks, 5, func(v int) { f.setMade(i, v) })
		f.made[i].Label = lang.X("ui.a11y.skuck.made", "Tricks made by {{.Name}}", map[string]any{"Name": p.Name})
		f.c.Add(widgets.Row(p.Name, f.made[i]))
		f.filled[i] = widget.NewLabel(lang.L("ui.sk.filled"))
		f.filled[i].Importance = widget.WarningImportance
		f.filled[i].TextStyle.Italic = true
		f.filled[i].Alignment = fyne.TextAlignTrailing
		// the mark beside the message, on the one line kept for them
		keys := []issueKey{{player: p.ID, field: "made"}}
		if i == len(f.p)-1 { // the sum of both, under the last, once tricks are entered
			keys = append(keys, issueKey{field: "made", when: func() bool { return f.s.MadeIn }})
		}
		f.c.Add(container.NewBorder(nil, nil, nil, f.filled[i], e.messagesOf(keys...)))
	}
	f.c.Add(widgets.Heading(lang.L("ui.skuck.penalties")))
	for i, p := range f.p {
		en := &f.s.Round.Entries[i]
		id := p.ID
		num := func(key, field string, v *int) *widgets.Stepper {
			s := widgets.NewStepper(*v, 0, skuck.MaxCount, func(n int) { *v = n; f.e.changed() })
			s.Label = p.Name + ": " + lang.L(key)
			f.c.Add(widgets.Row(s.Label, s))
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
		f.clock[i] = widgets.NewButton("", theme.MediaPlayIcon(), func() { f.toggle(i) })
		f.clock[i].Say = func() string {
			key := "ui.a11y.skuck.clockStart"
			if f.running() == i {
				key = "ui.a11y.skuck.clockStop"
			}
			return lang.X(key, key, map[string]any{"Name": p.Name, "Time": f.clockText[i].Text})
		}
		f.c.Add(widgets.Row(p.Name, f.clockText[i], f.clock[i])) // the name wraps; the button starts and stops the clock
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
	f.s.Round.Entries[i].Made = v
	f.s.MadeIn = true
	if id := f.p[i].ID; !slices.Contains(f.s.Set, id) {
		f.s.Set = append(f.s.Set, id)
	}
	f.s.Filled = ""
	if o := f.p[1-i].ID; !slices.Contains(f.s.Set, o) {
		f.s.Round.Entries[1-i].Made = skuck.Tricks - v
		f.made[1-i].SetValue(skuck.Tricks - v)
		f.s.Filled = o
	}
	f.marks()
	f.showBids()
	f.e.changed()
}

// marks shows "filled in" by the tricks the app set to what is left.
func (f *skuckForm) marks() {
	for i, l := range f.filled {
		l.Hidden = f.s.Filled != f.p[i].ID
		l.Refresh()
	}
}

func (f *skuckForm) game() *skuck.Match { return f.e.m.Game.(*skuck.Match) }

// helper builds the optional trump-caller helper behind one tap.
func (f *skuckForm) helper() {
	box := container.NewVBox()
	for i, p := range f.p {
		i := i
		f.points[i] = widgets.NewBigStepper(f.s.Round.Entries[i].Points, 0, skuck.MaxPoints, 5, func(v int) {
			f.s.Round.Entries[i].Points = v
			f.s.Counts = nil
			f.asked.Reset() // the finger is up here: what follows may close up
			f.decide()
		})
		f.points[i].Label = lang.X("ui.skuck.points", "{{.Name}}: points", map[string]any{"Name": p.Name})
		box.Add(widgets.Row(f.points[i].Label, f.points[i]))
	}
	box.Add(f.e.messagesOf(issueKey{player: f.p[0].ID, field: "points"}, issueKey{player: f.p[1].ID, field: "points"}, issueKey{field: "points"}))
	// the questions, then who calls, in one room that keeps the
	// questions' height after Next: what follows stays where it was
	// under the finger that tapped Next
	f.need = container.NewVBox()
	f.callText = widgets.Wrapped("")
	f.asked = &widgets.HeldRoom{}
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
	en := f.s.Round.Entries
	call := skuck.WhoCalls([2]int{en[0].Points, en[1].Points}, f.s.Counts...)
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
		f.s.Round.Caller = f.p[call.Caller].ID
		if f.caller != nil {
			f.caller.SetSelected(call.Caller)
		}
	case call.Need != 0:
		var c [2]int
		for i, p := range f.p {
			i := i
			f.counts[i] = widgets.NewStepper(0, 0, 4, func(v int) { c[i] = v })
			f.counts[i].Label = lang.X("ui.skuck.count", "{{.Name}}: how many {{.Rank}}s?", map[string]any{"Name": p.Name, "Rank": call.Need.String()})
			f.need.Add(widgets.Row(f.counts[i].Label, f.counts[i]))
		}
		f.need.Add(widget.NewButton(lang.L("ui.skuck.next"), func() {
			f.s.Counts = append(f.s.Counts, c)
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
	if f.s.Secret != nil {
		f.runSecret(f.s.Secret)
		return
	}
	f.runSecret(&secretDraft{Kind: "bids"})
}

// resumeSecret goes on with the secret bids the app was closed in.
func (f *skuckForm) resumeSecret() {
	if f.s.Secret != nil {
		f.runSecret(f.s.Secret)
	}
}

func (f *skuckForm) runSecret(d *secretDraft) {
	d.KeepHidden = true // the bids stay hidden until the game's tricks are entered
	f.e.secretRun(d, lang.L("ui.skuck.bids"), func(d *secretDraft) { f.s.Secret = d }, f.bidGrid, func(values []int) {
		for i, v := range values {
			if i < len(f.s.Round.Entries) {
				f.s.Round.Entries[i].Bid = v
			}
		}
		f.s.BidsIn, f.s.Revealed = true, false
		f.showBids()
		f.e.changed()
	})
}

// showBids says how far the bids are (whose are in, never the bids
// before they are revealed) and labels the button by what it does next.
func (f *skuckForm) showBids() {
	en := f.s.Round.Entries
	in := 0 // bids in of a secret entry under way
	if f.s.Secret != nil {
		in = min(f.s.Secret.Step, len(f.p))
	}
	switch {
	case in > 0:
		f.bidsText.SetText(f.partly())
		f.bids.SetText(secretGoOn(f.s.Secret, f.p))
	case !f.s.BidsIn:
		f.bidsText.SetText(lang.L("ui.skuck.noBidsYet"))
		f.bids.SetText(lang.L("ui.skuck.secretBids"))
	case !f.s.Revealed:
		f.bidsText.SetText(lang.L("ui.skuck.hidden"))
		f.bids.SetText(lang.L("ui.skuck.secretAgain"))
	default:
		f.bidsText.SetText(fmt.Sprintf("%s %d · %s %d", f.p[0].Name, en[0].Bid, f.p[1].Name, en[1].Bid))
		f.bids.SetText(lang.L("ui.skuck.secretAgain"))
	}
	widgets.SetEnabled(f.reveal, f.s.BidsIn && !f.s.Revealed && f.s.MadeIn)
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
	if f.bids != nil {
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
	case f.trump.Selected < 0:
		return f.trump
	case f.caller.Selected < 0:
		return f.caller
	case f.s.BidsIn && !f.s.MadeIn:
		return f.made[0]
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
		out = append(out, f.points[0], f.points[1])
		for _, s := range f.counts {
			if s != nil && f.need.Visible() && len(f.need.Objects) > 0 {
				out = append(out, s)
			}
		}
	}
	out = append(out, f.trump, f.caller, f.made[0], f.made[1])
	for _, s := range f.penalties {
		out = append(out, s)
	}
	return out
}

func (f *skuckForm) view() fyne.CanvasObject { return f.c }

func (f *skuckForm) apply() scoring.Game {
	g := *f.game()
	rd := f.s.Round
	rd.Entries = slices.Clone(rd.Entries)
	g.Rounds = setRound(g.Rounds, f.e.round, rd)
	return &g
}

func (f *skuckForm) state() any { return f.s }

func (f *skuckForm) blocked() string {
	switch {
	case !f.s.BidsIn:
		return lang.L("ui.skuck.noBids")
	case !f.s.MadeIn:
		return lang.L("skuck.entry.tricksFirst")
	case !f.s.Revealed:
		return lang.L("ui.skuck.revealFirst")
	}
	return ""
}

// close stops the ticker; a running clock runs on (its start is in the draft).
func (f *skuckForm) close() { f.stopTicker() }
