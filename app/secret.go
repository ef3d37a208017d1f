package app

import (
	"scorekeeper/app/widgets"

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
	// Step is the player whose turn it is; len(players) once all are done.
	Step   int
	Hidden bool // the entry is covered, waiting for the player to show it
	// keepHidden: the last player's Done ends the entry with everything
	// still hidden (SKUCK bids, shown after the tricks) instead of a
	// screen that reveals them.
	keepHidden bool
	// Next is the screen's one button: show, done, or reveal.
	Next *widget.Button
}

// secret starts a secret entry at player step; ask builds player i's
// private controls, done (may be nil) hears that a player finished,
// reveal applies everything once all have entered.
// With keepHidden the values are handed over hidden after the last player.
func (u *UI) secret(players []scoring.Player, title string, step int, keepHidden bool, ask func(i int) fyne.CanvasObject, done func(next int), reveal func()) {
	s := &secretFlow{u: u, players: players, ask: ask, done: done, reveal: reveal, Hidden: true, Step: step, keepHidden: keepHidden}
	s.box = container.NewVBox()
	s.Next = widget.NewButton("", s.next)
	s.Next.Importance = widget.HighImportance
	u.Secret = s
	// in the middle of the screen, the whole width: big buttons
	u.push(title, widgets.Readable(container.NewBorder(nil, s.Next, nil, nil, container.NewVBox(layout.NewSpacer(), s.box, layout.NewSpacer()))), nil)
	u.onLeave(func() { // Back: what was typed stays in the draft
		if u.Secret == s {
			u.Secret = nil
		}
	})
	s.show()
}

func (s *secretFlow) next() {
	switch {
	case s.Step >= len(s.players):
		s.finish()
		return
	case s.Hidden:
		s.Hidden = false
	default:
		s.Step++
		s.Hidden = true
		if s.done != nil {
			s.done(s.Step)
		}
		if s.keepHidden && s.Step >= len(s.players) {
			s.finish()
			return
		}
	}
	s.show()
}

// finish closes the screen and hands the values over.
func (s *secretFlow) finish() {
	s.u.Secret = nil
	s.u.back()
	s.reveal()
}

// secretDraft is a secret entry in progress, kept in the entry's draft so
// closing the app in the middle of passing the device loses nothing: what
// is being entered, whose turn it is, and the values so far.
type secretDraft struct {
	Kind string `json:"kind"`
	// KeepHidden: the values stay hidden after the last player (SKUCK).
	KeepHidden bool  `json:"keepHidden,omitempty"`
	Step       int   `json:"step"`
	Values     []int `json:"values"`
}

// secretRun runs (or resumes) d on the entry: ask builds player i's
// control writing into v; keep stores the form's pointer to d (nil once
// revealed) before the draft is saved; apply gets the values at the reveal.
func (e *entry) secretRun(d *secretDraft, title string, keep func(*secretDraft), ask func(i int, v *int) fyne.CanvasObject, apply func(values []int)) {
	if len(d.Values) != len(e.m.Players) {
		d.Values = make([]int, len(e.m.Players))
	}
	keep(d)
	e.keepDraft()
	e.u.secret(e.m.Players, title, d.Step, d.KeepHidden, func(i int) fyne.CanvasObject { return ask(i, &d.Values[i]) },
		func(next int) {
			d.Step = next
			e.keepDraft()
		},
		func() {
			keep(nil)
			apply(d.Values)
		})
}

func (s *secretFlow) show() {
	s.box.Objects = nil
	switch {
	case s.Step >= len(s.players):
		s.box.Add(centred(lang.L("ui.secret.all")))
		s.Next.SetText(lang.L("ui.secret.reveal"))
		s.Next.SetIcon(theme.VisibilityIcon())
	case s.Hidden:
		name := s.players[s.Step].Name
		s.box.Add(centred(lang.X("ui.secret.pass", "Pass the device to {{.Name}}", map[string]any{"Name": name})))
		s.box.Add(widget.NewIcon(theme.VisibilityOffIcon()))
		s.Next.SetText(lang.X("ui.secret.iam", "I am {{.Name}}: show", map[string]any{"Name": name}))
		s.Next.SetIcon(theme.VisibilityIcon())
	default:
		name := s.players[s.Step].Name
		s.box.Add(centred(name))
		s.box.Add(s.ask(s.Step))
		s.Next.SetText(lang.L("ui.secret.done"))
		if s.keepHidden && s.Step == len(s.players)-1 {
			s.Next.SetText(lang.L("skuck.secret.keepHidden"))
		}
		s.Next.SetIcon(theme.VisibilityOffIcon())
	}
	s.box.Refresh()
}

// centred is a bold line in the middle that wraps on a narrow screen.
func centred(text string) *widget.Label {
	l := widgets.Wrapped(text)
	l.Alignment = fyne.TextAlignCenter
	l.TextStyle.Bold = true
	return l
}
