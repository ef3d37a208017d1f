package app

import (
	"scorekeeper/app/widgets"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"scorekeeper/scoring"
)

// secretFlow passes the device round the table: each player in turn sees
// only their own entry, then everything is revealed together.
type secretFlow struct {
	u       *UI
	players []scoring.Player
	ask     func(i int) fyne.CanvasObject
	reveal  func()
	done    func(next int) // a player finished: next is whose turn it is
	box     *fyne.Container
	// step is the player whose turn it is; len(players) once all are done.
	step   int
	hidden bool // the entry is covered, waiting for the player to show it
	// keepHidden: the last player's Done ends the entry with everything
	// still hidden (SKUCK bids, shown after the tricks) instead of a
	// screen that reveals them.
	keepHidden bool
	// quick: a player's one tap on their control enters the value, hides
	// it and passes on (no Done); the first player needs no cover (there
	// is nothing to hide yet); after the last one, all are revealed
	// together.
	quick bool
	// values are the entries so far (-1: the player has not picked one
	// yet, and Done waits for it); nil when every control starts on a value
	values []int
	// quiet is until when taps on Next are ignored: the screen just
	// changed under a finger, and a double tap's second tap would show
	// the next player's entry to the player passing the device on
	quiet time.Time
	// nextButton is the screen's one button: show, done, or reveal.
	nextButton *widgets.Button
	// askBox is the control of the player whose entry is shown (nil when
	// covered).
	askBox fyne.CanvasObject
	// screen is the flow's screen on the navigation stack.
	screen *screen
}

// secret starts the secret entry d at its step; ask builds player i's
// private controls, done (may be nil) hears that a player finished,
// reveal applies everything once all have entered.
func (u *UI) secret(players []scoring.Player, title string, d *secretDraft, ask func(i int) fyne.CanvasObject, done func(next int), reveal func()) *secretFlow {
	s := &secretFlow{u: u, players: players, ask: ask, done: done, reveal: reveal, step: d.Step, keepHidden: d.KeepHidden, quick: d.Quick, values: d.Values}
	s.hidden = !s.quick || s.step > 0
	s.box = container.NewVBox()
	s.nextButton = widgets.NewButton("", nil, s.tapNext)
	s.nextButton.Importance = widget.HighImportance
	u.secretView = s
	// in the middle of the screen, the whole width: big buttons
	u.push(title, widgets.Readable(widgets.Border(nil, s.nextButton, nil, nil, container.NewVBox(layout.NewSpacer(), s.box, layout.NewSpacer()))), nil)
	s.screen = u.nav.top()
	u.onLeave(func() { // Back: what was typed stays in the draft
		if u.secretView == s {
			u.secretView = nil
		}
	})
	s.show()
	return s
}

// tapNext is a tap on the one button: ignored right after the screen
// changed (the second tap of a double tap; as the Skull King bids'
// switch to the tricks, by the UI's clock).
func (s *secretFlow) tapNext() {
	if s.u.now().Before(s.quiet) {
		return
	}
	s.next()
}

// next is the one button's tap, or in a quick entry the player's tap on
// their control: show the entry, hide it and pass on, or reveal.
func (s *secretFlow) next() {
	switch {
	case s.step >= len(s.players):
		s.finish()
		return
	case s.hidden:
		s.hidden = false
	default:
		s.step++
		s.hidden = true
		if s.done != nil {
			s.done(s.step)
		}
		if s.keepHidden && s.step >= len(s.players) {
			s.finish()
			return
		}
	}
	s.show()
}

// picked reports whether the player whose entry is shown has a value.
func (s *secretFlow) picked() bool {
	return s.values == nil || s.step >= len(s.values) || s.values[s.step] >= 0
}

// entered hears that the player picked a value: a quick entry passes on,
// else Done can be tapped.
func (s *secretFlow) entered() {
	if s.quick {
		s.next()
		return
	}
	widgets.SetEnabled(s.nextButton, s.picked())
}

// finish closes the screen and hands the values over.
func (s *secretFlow) finish() {
	s.u.secretView = nil
	s.u.back()
	s.reveal()
}

// secretDraft is a secret entry in progress, kept in the entry's draft so
// closing the app in the middle of passing the device loses nothing: what
// is being entered, whose turn it is, and the values so far.
type secretDraft struct {
	Kind string `json:"kind"`
	// KeepHidden: the values stay hidden after the last player (SKUCK).
	KeepHidden bool `json:"keepHidden,omitempty"`
	// Quick: one tap per player enters and passes on (secretFlow.quick).
	Quick bool `json:"quick,omitempty"`
	Step  int  `json:"step"`
	// Values by seat; -1 is none picked yet (bids start on none).
	Values []int `json:"values"`
}

// kinds of secret entry whose values start on none: the player taps one
// (a Cannonball choice starts on Buckshot).
func (d *secretDraft) startsOnNone() bool { return d.Kind == "bids" }

// secretRun runs (or resumes) d on the entry: ask builds player i's
// control writing into v (and calling entered once it has, which in a
// quick entry hides it and passes on); keep stores the form's pointer to
// d (nil once revealed) before the draft is saved; apply gets the values
// at the reveal.
func (e *entry) secretRun(d *secretDraft, title string, keep func(*secretDraft), ask func(i int, v *int, entered func()) fyne.CanvasObject, apply func(values []int)) {
	if len(d.Values) != len(e.m.Players) {
		d.Values = make([]int, len(e.m.Players))
		if d.startsOnNone() {
			for i := range d.Values {
				d.Values[i] = -1
			}
		}
	}
	keep(d)
	e.keepDraft()
	var s *secretFlow
	entered := func() {
		e.keepDraft() // a value picked is kept at once, Done or not
		if s != nil && s == e.u.secretView {
			s.entered()
		}
	}
	s = e.u.secret(e.m.Players, title, d, func(i int) fyne.CanvasObject { return ask(i, &d.Values[i], entered) },
		func(next int) {
			d.Step = next
			e.keepDraft()
		},
		func() {
			keep(nil)
			apply(d.Values)
		})
}

// secretGoOn is what the button that (re)starts a secret entry says
// while one is under way: whose turn it is; "" when none is.
func secretGoOn(d *secretDraft, players []scoring.Player) string {
	if d == nil || d.Step < 0 {
		return ""
	}
	if d.Step >= len(players) { // everyone has entered
		if d.Kind == "cannon" {
			return lang.L("ui.secret.revealCannon")
		}
		return lang.L("ui.secret.revealBids")
	}
	name := map[string]any{"Name": players[d.Step].Name}
	if d.Kind == "cannon" {
		return lang.X("ui.secret.goOnCannon", "Go on: {{.Name}}'s choice", name)
	}
	return lang.X("ui.secret.goOn", "Go on: {{.Name}}'s bid", name)
}

func (s *secretFlow) show() {
	s.quiet = s.u.now().Add(switchQuiet)
	s.box.Objects = nil
	s.askBox = nil
	s.nextButton.Show()
	s.nextButton.Enable()
	switch {
	case s.step >= len(s.players):
		s.box.Add(centred(lang.L("ui.secret.all")))
		s.nextButton.SetText(lang.L("ui.secret.reveal"))
		s.nextButton.SetIcon(theme.VisibilityIcon())
	case s.hidden:
		name := s.players[s.step].Name
		s.box.Add(centred(lang.X("ui.secret.pass", "Pass the device to {{.Name}}", map[string]any{"Name": name})))
		s.box.Add(widget.NewIcon(theme.VisibilityOffIcon()))
		s.nextButton.SetText(fitAround(name, func(n string) string {
			return lang.X("ui.secret.iam", "I am {{.Name}}: show", map[string]any{"Name": n})
		}))
		s.nextButton.SetIcon(theme.VisibilityIcon())
	default:
		name := s.players[s.step].Name
		s.box.Add(centred(name))
		s.askBox = s.ask(s.step)
		if c, ok := s.askBox.(*widgets.Choices); ok {
			c.Next = s.focusNext // a digit picked: Enter or Space goes on
		}
		if s.quick { // the tap on the control hides it and passes on
			hint := widgets.Wrapped(lang.L("ui.secret.quick"))
			hint.Alignment = fyne.TextAlignCenter
			s.box.Add(hint)
			s.nextButton.Hide()
		}
		s.box.Add(s.askBox)
		s.nextButton.SetText(lang.L("ui.secret.done"))
		if s.keepHidden && s.step == len(s.players)-1 {
			s.nextButton.SetText(lang.L("ui.secret.keepHidden"))
		}
		s.nextButton.SetIcon(theme.VisibilityOffIcon())
		// Done once the player picked (a bid grid starts on none)
		widgets.SetEnabled(s.nextButton, s.picked())
	}
	s.box.Refresh()
}

// focusNext gives the focus to the one button, when it takes it.
func (s *secretFlow) focusNext() {
	if s.u.secretView == s && s.nextButton.Visible() && !s.nextButton.Disabled() {
		s.u.window.Canvas().Focus(s.nextButton)
	}
}

// fitAround is text(name) with name cut ("…") until it fits a button,
// so a very long name keeps the words around it.
func fitAround(name string, text func(string) string) string {
	r := []rune(name)
	s := text(name)
	for len(r) > 1 && widgets.FitLabel(s) != s {
		r = r[:len(r)-1]
		s = text(strings.TrimSpace(string(r)) + "…")
	}
	return s
}

// centred is a bold line in the middle that wraps on a narrow screen.
func centred(text string) *widget.Label {
	l := widgets.Wrapped(text)
	l.Alignment = fyne.TextAlignCenter
	l.TextStyle.Bold = true
	return l
}
