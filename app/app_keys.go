package app

import (
	"scorekeeper/app/widgets"

	"fyne.io/fyne/v2"
)

// The keyboard on a desktop. In a round's entry Tab moves through the
// controls in reading order (a row of numbers, a stepper: one stop
// each); a digit sets the focused control's value and moves on to the
// next player's (widgets/keys.go), typed with nothing focused it starts
// at the first; Enter saves a round the rules allow; Escape goes back
// (app_nav.go). A secret entry's Enter is its one button.

// keyedForm is a form whose controls take typed values.
type keyedForm interface {
	// keyed are the controls shown that take typed values, in reading
	// order (a Choices or a Stepper each).
	keyed() []fyne.CanvasObject
}

// enter saves the round entered (when the rules allow it), or presses
// the secret entry's button.
func (u *UI) enter() {
	if u.window.Canvas().Overlays().Top() != nil {
		if d := u.confirming; d != nil {
			d.Confirm()
		}
		return
	}
	switch top := u.nav.top(); {
	case u.secretView != nil && u.secretView.screen == top:
		if n := u.secretView.nextButton; n.Visible() && !n.Disabled() {
			n.OnTapped()
		}
	case top.kind == "entry":
		if e, ok := top.owner.(*entry); ok && !e.saveButton.Disabled() {
			e.save()
		}
	}
}

// typedRune is a rune typed with nothing focused: in an entry a digit
// goes to the first control that takes one, in a secret entry to the
// player's.
func (u *UI) typedRune(r rune) {
	if r < '0' || r > '9' || u.window.Canvas().Overlays().Top() != nil {
		return
	}
	var first fyne.CanvasObject
	switch top := u.nav.top(); {
	case u.secretView != nil && u.secretView.screen == top:
		first = u.secretView.askBox
	case top.kind == "entry":
		if e, ok := top.owner.(*entry); ok {
			first = e.typingStart()
		}
	}
	if first != nil && widgets.FocusFirst(u.window.Canvas(), first) {
		if e, ok := u.nav.top().owner.(*entry); ok && u.nav.top().kind == "entry" {
			e.reveal(first)
		}
		if f := u.window.Canvas().Focused(); f != nil {
			f.TypedRune(r)
		}
	}
}

// keyed are the entry's controls that take typed values.
func (e *entry) keyed() []fyne.CanvasObject {
	if f, ok := e.form.(keyedForm); ok {
		return f.keyed()
	}
	return nil
}

// typingStart is where digits typed with nothing focused go: where the
// form says, else the first control without a value yet, else the first.
func (e *entry) typingStart() fyne.CanvasObject {
	if f, ok := e.form.(interface{ startAt() fyne.CanvasObject }); ok {
		if o := f.startAt(); o != nil {
			return o
		}
	}
	rows := e.keyed()
	for _, r := range rows {
		switch c := r.(type) {
		case *widgets.Choices:
			if c.Selected < 0 {
				return r
			}
		case *widgets.Stepper:
			if c.Unset {
				return r
			}
		}
	}
	if len(rows) > 0 {
		return rows[0]
	}
	return nil
}

// reveal scrolls the form so that o, which the keyboard moved to or a
// tap just showed, shows whole (Fyne does not follow the focus), and
// says whether it scrolled.
func (e *entry) reveal(o fyne.CanvasObject) bool {
	if e.scroll == nil {
		return false
	}
	off, view := e.scroll.Offset.Y, e.scroll.Size().Height
	var top float32
	if p, ok := widgets.PlaceIn(e.scroll.Content, o); ok {
		top = p.Y - off // found so even before the window drew o
	} else {
		d := fyne.CurrentApp().Driver()
		top = d.AbsolutePositionForObject(o).Y - d.AbsolutePositionForObject(e.scroll).Y
	}
	switch {
	case top < 0:
		off += top
	case top+o.Size().Height > view:
		off += top + o.Size().Height - view
	default:
		return false
	}
	e.scroll.ScrollToOffset(fyne.NewPos(0, max(off, 0)))
	return true
}

// wireKeys tells each control that takes typed values where the focus
// goes once a value is typed: the next one, after the last Save.
func (e *entry) wireKeys() {
	for _, o := range e.keyed() {
		next := func() { e.focusAfter(o) }
		switch c := o.(type) {
		case *widgets.Choices:
			c.Next = next
		case *widgets.Stepper:
			c.Next = next
		}
	}
}

// focusAfter gives the focus to the control after o (the first when o
// is gone: the form changed phase), or to Save after the last.
func (e *entry) focusAfter(o fyne.CanvasObject) {
	rows := e.keyed()
	i := -1
	for k, r := range rows {
		if r == o {
			i = k
		}
	}
	for _, r := range rows[i+1:] {
		if widgets.FocusFirst(e.u.window.Canvas(), r) {
			e.reveal(r)
			return
		}
	}
	if !e.saveButton.Disabled() {
		e.u.window.Canvas().Focus(e.saveButton)
	}
}
