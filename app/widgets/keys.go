package widgets

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"
)

// The keyboard on a desktop. A control made of several buttons (a row of
// choices, a stepper) is one stop of Tab: its buttons take Tab themselves
// (AcceptsTab) and move the focus past the control, arrows move within
// it, and digits set its value and move on to what the app names (Next).
// Keys a control does not use (Escape, Enter, Android's Back) go on to
// the window's handler, as they would with nothing focused.

// keyGroup is a control of several buttons that takes the keys.
type keyGroup interface {
	// members are its buttons in reading order.
	members() []*keyButton
	// target is the button the focus goes to when it enters the control
	// (nil: the first that can take it).
	target() *keyButton
	// typedRune handles a rune typed on the control.
	typedRune(r rune)
	// typedKey handles a key; false passes it on to the window.
	typedKey(k *fyne.KeyEvent) bool
}

// ShiftHeld says whether Shift is held: a Tab taken by a control goes
// back then (tests replace it; Fyne's test driver has no keyboard).
var ShiftHeld = func() bool {
	if d, ok := fyne.CurrentApp().Driver().(desktop.Driver); ok {
		return d.CurrentKeyModifiers()&fyne.KeyModifierShift != 0
	}
	return false
}

// moving is set while the focus moves within a control (or out of it):
// its buttons then take the focus where it is put.
var moving bool

// keyButton is one button of a keyGroup.
type keyButton struct {
	widget.Button
	group   keyGroup
	say     func() string // what a screen reader says
	focused bool          // the outline shows (focus.go)
}

func newKeyButton(g keyGroup, text string, icon fyne.Resource, tapped func(), say func() string) *keyButton {
	b := &keyButton{group: g, say: say}
	b.Text, b.Icon, b.OnTapped = text, icon, tapped
	b.ExtendBaseWidget(b)
	return b
}

// AccessibilityLabel says what the button does and the control's state.
func (b *keyButton) AccessibilityLabel() string { return b.say() }

// AccessibilityRole is a button's.
func (b *keyButton) AccessibilityRole() fyne.AccessibleRole { return fyne.AccessibleRoleButton }

// AcceptsTab: the control moves the focus past all its buttons.
func (b *keyButton) AcceptsTab() bool { return true }

// FocusGained sends the focus on to the control's target when it came
// from outside the control (Tab from the control before it).
func (b *keyButton) FocusGained() {
	if t := b.group.target(); !moving && t != nil && t != b && takesFocus(t) {
		focusOn(t)
		return
	}
	b.focused = true
	b.Button.FocusGained()
}

// TypedRune hands the rune to the control.
func (b *keyButton) TypedRune(r rune) { b.group.typedRune(r) }

// TypedKey: Tab leaves the control, Space presses the button, Left and
// Right move within the control, the rest is the control's or the
// window's.
func (b *keyButton) TypedKey(k *fyne.KeyEvent) {
	switch k.Name {
	case fyne.KeyTab:
		tabPast(b.group, ShiftHeld())
	case fyne.KeySpace:
		b.Button.TypedKey(k)
	default:
		if !b.group.typedKey(k) {
			passOn(b, k)
		}
	}
}

// takesFocus says whether b can have the focus: shown and enabled.
func takesFocus(b *keyButton) bool {
	return b != nil && b.Visible() && !b.Disabled()
}

// focusable are the group's buttons that can have the focus.
func focusable(g keyGroup) []*keyButton {
	var out []*keyButton
	for _, b := range g.members() {
		if takesFocus(b) {
			out = append(out, b)
		}
	}
	return out
}

// focusOn gives obj the focus.
func focusOn(obj fyne.Focusable) {
	if c := canvasOf(obj.(fyne.CanvasObject)); c != nil {
		c.Focus(obj)
	}
}

// canvasOf is the canvas showing obj (nil before the app runs).
func canvasOf(obj fyne.CanvasObject) fyne.Canvas {
	if a := fyne.CurrentApp(); a != nil {
		return a.Driver().CanvasForObject(obj)
	}
	return nil
}

// within moves the focus to the button step places on within the group
// (stopping at its ends).
func within(g keyGroup, from *keyButton, step int) {
	bs := focusable(g)
	i := 0
	for k, b := range bs {
		if b == from {
			i = k
		}
	}
	if len(bs) == 0 {
		return
	}
	moving = true
	focusOn(bs[Clamp(i+step, 0, len(bs)-1)])
	moving = false
}

// tabPast moves the focus past the group: to what follows its last
// button, or (back) what comes before its first.
func tabPast(g keyGroup, back bool) {
	bs := focusable(g)
	if len(bs) == 0 {
		return
	}
	edge := bs[len(bs)-1]
	if back {
		edge = bs[0]
	}
	c := canvasOf(edge)
	if c == nil {
		return
	}
	moving = true
	c.Focus(edge)
	moving = false
	if back {
		c.FocusPrevious()
	} else {
		c.FocusNext()
	}
}

// passOn gives a key the control does not use to the window's handler,
// as if nothing were focused (Escape goes back, Enter saves).
func passOn(obj fyne.CanvasObject, k *fyne.KeyEvent) {
	if c := canvasOf(obj); c != nil && c.OnTypedKey() != nil {
		c.OnTypedKey()(k)
	}
}

// passRuneOn gives a rune the focused button does not use to the
// window's handler, as if nothing were focused.
func passRuneOn(obj fyne.CanvasObject, r rune) {
	if c := canvasOf(obj); c != nil && c.OnTypedRune() != nil {
		c.OnTypedRune()(r)
	}
}

// FocusFirst gives the focus on c to a control that takes typed values
// (a Choices, a Stepper), at its target button; false when it cannot
// take it (hidden, disabled, not a control). The canvas is given: a
// control just made is not yet known to the driver's CanvasForObject.
func FocusFirst(c fyne.Canvas, obj fyne.CanvasObject) bool {
	g, ok := obj.(keyGroup)
	if !ok || !obj.Visible() {
		return false
	}
	t := g.target()
	if !takesFocus(t) {
		bs := focusable(g)
		if len(bs) == 0 {
			return false
		}
		t = bs[0]
	}
	moving = true
	c.Focus(t)
	moving = false
	return true
}

// HasFocus says whether the focused object of c is one of obj's buttons.
func HasFocus(c fyne.Canvas, obj fyne.CanvasObject) bool {
	g, ok := obj.(keyGroup)
	if !ok || c == nil {
		return false
	}
	f := c.Focused()
	for _, b := range g.members() {
		if f == fyne.Focusable(b) {
			return true
		}
	}
	return false
}

// typedValue is what a control that takes typed values keeps: the
// number being typed, and where the focus goes once it is.
type typedValue struct {
	// Next is where the focus goes once a value is typed (nil: the next
	// control, as Tab).
	Next  func()
	typed typing
}

// moveOn gives the focus to what follows the control g, its value typed.
func (v *typedValue) moveOn(g keyGroup) {
	v.typed.stop()
	if v.Next != nil {
		v.Next()
		return
	}
	tabPast(g, false)
}

// digit takes the rune r typed on the control g of the values lo..most:
// the value to set (ok) and whether a second digit may follow (more). A
// digit that cannot extend the number typed so far moves on and is typed
// on the next control.
func (v *typedValue) digit(g keyGroup, r rune, lo, most int, multi bool) (value int, ok, more bool) {
	value, more, ok, spill := v.typed.digit(r, lo, most, multi)
	if spill {
		v.moveOn(g)
		passRune(g.(fyne.CanvasObject), r)
	}
	return value, ok, more
}

// typing is a number being typed digit by digit on a control: a digit
// extends it while the value stays within most, else starts the next.
type typing struct {
	value int
	on    bool // a digit was typed last: the next may extend it
}

// digit takes r: the value it gives, whether another digit could still
// extend it, and whether r is a digit that fits at all; spill says the
// digit could not extend the number typed so far (that one is done, and
// the digit belongs to the next control).
func (t *typing) digit(r rune, lo, most int, multi bool) (value int, more, ok, spill bool) {
	if r < '0' || r > '9' {
		return 0, false, false, false
	}
	d := int(r - '0')
	if t.on && multi {
		if v := t.value*10 + d; v <= most {
			t.value = v
			return v, v*10 <= most && v > 0, true, false
		}
		t.on = false
		return 0, false, false, true
	}
	if d < lo || d > most {
		t.on = false
		return 0, false, false, false
	}
	t.value, t.on = d, multi
	return d, multi && d > 0 && d*10 <= most, true, false
}

// stop ends the number being typed (a key other than a digit).
func (t *typing) stop() { t.on = false }

// canvasFocus is the focused object of the canvas showing obj (nil: none).
func canvasFocus(obj fyne.CanvasObject) fyne.Focusable {
	if c := canvasOf(obj); c != nil {
		return c.Focused()
	}
	return nil
}

// passRune types r on what has the focus now, once it moved off the
// control g (a digit that did not fit the number typed there).
func passRune(g fyne.CanvasObject, r rune) {
	c := canvasOf(g)
	if c == nil || HasFocus(c, g) {
		return
	}
	if f := c.Focused(); f != nil {
		f.TypedRune(r)
	} else if h := c.OnTypedRune(); h != nil {
		h(r)
	}
}
