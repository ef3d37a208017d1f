package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
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
	box     *fyne.Container
	// Step is the player whose turn it is; len(players) once all are done.
	Step   int
	Hidden bool // the entry is covered, waiting for the player to show it
	// Next is the screen's one button: show, done, or reveal.
	Next *widget.Button
}

// secret starts a secret entry; ask builds player i's private controls,
// reveal applies everything once all have entered.
func (u *UI) secret(players []scoring.Player, title string, ask func(i int) fyne.CanvasObject, reveal func()) {
	s := &secretFlow{u: u, players: players, ask: ask, reveal: reveal, Hidden: true}
	s.box = container.NewVBox()
	s.Next = widget.NewButton("", s.next)
	s.Next.Importance = widget.HighImportance
	u.Secret = s
	u.push(title, container.NewBorder(nil, s.Next, nil, nil, container.NewCenter(s.box)), nil)
	s.show()
}

func (s *secretFlow) next() {
	switch {
	case s.Step >= len(s.players):
		s.u.Secret = nil
		s.u.back()
		s.reveal()
		return
	case s.Hidden:
		s.Hidden = false
	default:
		s.Step++
		s.Hidden = true
	}
	s.show()
}

func (s *secretFlow) show() {
	s.box.Objects = nil
	switch {
	case s.Step >= len(s.players):
		s.box.Add(widget.NewLabelWithStyle(lang.L("ui.secret.all"), fyne.TextAlignCenter, fyne.TextStyle{Bold: true}))
		s.Next.SetText(lang.L("ui.secret.reveal"))
		s.Next.SetIcon(theme.VisibilityIcon())
	case s.Hidden:
		name := s.players[s.Step].Name
		s.box.Add(widget.NewLabelWithStyle(lang.X("ui.secret.pass", "Pass the device to {{.Name}}", map[string]any{"Name": name}), fyne.TextAlignCenter, fyne.TextStyle{Bold: true}))
		s.box.Add(widget.NewIcon(theme.VisibilityOffIcon()))
		s.Next.SetText(lang.X("ui.secret.iam", "I am {{.Name}}: show", map[string]any{"Name": name}))
		s.Next.SetIcon(theme.VisibilityIcon())
	default:
		name := s.players[s.Step].Name
		s.box.Add(widget.NewLabelWithStyle(name, fyne.TextAlignCenter, fyne.TextStyle{Bold: true}))
		s.box.Add(s.ask(s.Step))
		s.Next.SetText(lang.L("ui.secret.done"))
		s.Next.SetIcon(theme.VisibilityOffIcon())
	}
	s.box.Refresh()
}
