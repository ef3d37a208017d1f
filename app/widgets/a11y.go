package widgets

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"
)

// Screen readers: every control of ours says what it is and its state in
// the user's language (Fyne 2.8's fyne.Accessible, read with the build tag
// accessibility on Android, iOS, Windows and macOS). Fyne's own Button,
// Label and Hyperlink say their text; the types here say more where the
// text alone does not (an icon, a state, whose value it is).

// Button is a Button that says what Say says (an icon alone, a state),
// passes the keys it does not use on to the window (Escape goes back,
// Enter saves), and with Wrap set wraps its text in the width it is given
// instead of widening the screen.
type Button struct {
	widget.Button
	// Say is what a screen reader says (nil: the text).
	Say func() string
	// Wrap lets the text wrap onto more lines.
	Wrap bool
}

// NewButton is a Button with a text, an icon (or nil) and what a tap does.
func NewButton(text string, icon fyne.Resource, tapped func()) *Button {
	b := &Button{}
	b.Text, b.Icon, b.OnTapped = text, icon, tapped
	b.ExtendBaseWidget(b)
	return b
}

// AccessibilityLabel is Say's, else the text.
func (b *Button) AccessibilityLabel() string {
	if b.Say != nil {
		return b.Say()
	}
	return b.Text
}

// TypedKey: Space taps; the rest goes on to the window.
func (b *Button) TypedKey(k *fyne.KeyEvent) {
	if k.Name == fyne.KeySpace {
		b.Button.TypedKey(k)
		return
	}
	passOn(b, k)
}

// TypedRune goes on to the window: a digit typed on a focused button is
// a value for where typing starts.
func (b *Button) TypedRune(r rune) { passRuneOn(b, r) }

// CreateRenderer is the Button's, wrapping its text with Wrap.
func (b *Button) CreateRenderer() fyne.WidgetRenderer {
	r := b.Button.CreateRenderer()
	if !b.Wrap {
		return r
	}
	return newWrapRenderer(b, r)
}

// Check is a check box that says its state: "Ghost player, on".
type Check struct {
	widget.Check
	// Say names the option when the text shown does not (nil: the text).
	Say func() string
}

// NewCheck is a Check with text; changed gets every change.
func NewCheck(text string, changed func(bool)) *Check {
	c := &Check{}
	c.Text, c.OnChanged = text, changed
	c.ExtendBaseWidget(c)
	return c
}

// AccessibilityLabel is the option and whether it is on.
func (c *Check) AccessibilityLabel() string {
	name := c.Text
	if c.Say != nil {
		name = c.Say()
	}
	state := lang.L("ui.a11y.off")
	if c.Checked {
		state = lang.L("ui.a11y.on")
	}
	return name + ", " + state
}

// AccessibilityRole: a check box is pressed as a button is.
func (c *Check) AccessibilityRole() fyne.AccessibleRole { return fyne.AccessibleRoleButton }

// TypedKey: Space ticks; the rest goes on to the window.
func (c *Check) TypedKey(k *fyne.KeyEvent) {
	if k.Name == fyne.KeySpace {
		c.Check.TypedKey(k)
		return
	}
	passOn(c, k)
}

// AccessibilityLabel says what the field is for and what it holds:
// "Name, text field: Anne".
func (e *Entry) AccessibilityLabel() string {
	name := e.Label
	if name == "" {
		name = e.PlaceHolder
	}
	if e.Text == "" {
		return lang.X("ui.a11y.fieldEmpty", "{{.Name}}, text field, empty", map[string]any{"Name": name})
	}
	return lang.X("ui.a11y.field", "{{.Name}}, text field: {{.Text}}", map[string]any{"Name": name, "Text": e.Text})
}

// AccessibilityRole: a field is tapped to type in it.
func (e *Entry) AccessibilityRole() fyne.AccessibleRole { return fyne.AccessibleRoleButton }

// AccessibilityLabel of a chart is a text summary of what it draws.
func (c *Chart) AccessibilityLabel() string { return c.Summary() }

// AccessibilityRole: a chart is read as a text.
func (c *Chart) AccessibilityRole() fyne.AccessibleRole { return fyne.AccessibleRoleText }

// AccessibilityLabel is what the drop-down picks and its choice.
func (s *Select) AccessibilityLabel() string {
	v := s.Selected
	if v == "" {
		v = lang.L("ui.a11y.none")
	}
	return lang.X("ui.a11y.select", "{{.Name}}, choice: {{.Value}}", map[string]any{"Name": s.Name, "Value": v})
}

// AccessibilityRole: a drop-down is pressed as a button is.
func (s *Select) AccessibilityRole() fyne.AccessibleRole { return fyne.AccessibleRoleButton }
