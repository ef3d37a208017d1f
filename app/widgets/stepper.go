package widgets

import (
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Stepper is a number picked with big minus and plus Buttons, no
// keyboard needed. On a desktop it is one stop of Tab: digits type the
// value (two digits while the second can follow), Up and Down step.
type Stepper struct {
	widget.BaseWidget
	Value, Min, Max int
	Unset           bool // shows "–" until the first press
	// Guess (when > 0) is where an unset stepper starts: shown greyed
	// with "?", stepped from by the first press, taken as it is by a tap
	// on it (Number). Until then the stepper holds no value.
	Guess     int
	Big       int // when > 1, extra -Big/+Big Buttons
	OnChanged func(int)

	// Number shows the value; a tap on it takes the guess
	Number            *guessLabel
	Minus, Plus       *widget.Button
	BigMinus, BigPlus *widget.Button
	// Label says what the number is ("Anna's tricks"): a screen reader
	// says "Anna's tricks, 3".
	Label string
	// KeyMax is the most a typed number goes to before the next digit
	// belongs to the next control (0: Max): the usual values' bound
	// where Max is far beyond them.
	KeyMax     int
	typedValue // Next: where the focus goes once a value is typed

	keys []*keyButton // BigMinus, Minus, Plus, BigPlus as made
}

// NewStepper is a stepper at value within lo..hi; changed gets every
// value the user steps to.
func NewStepper(value, lo, hi int, changed func(int)) *Stepper {
	s := &Stepper{Value: value, Min: lo, Max: hi, OnChanged: changed}
	s.Number = &guessLabel{take: s.take, s: s}
	s.Number.Alignment, s.Number.TextStyle = fyne.TextAlignCenter, fyne.TextStyle{Bold: true}
	s.Number.ExtendBaseWidget(s.Number)
	s.Minus = s.button("", theme.ContentRemoveIcon(), -1)
	s.Plus = s.button("", theme.ContentAddIcon(), 1)
	s.ExtendBaseWidget(s)
	s.Update()
	return s
}

// NewBigStepper adds -big and +big Buttons for long ranges (stock piles,
// points). A big step near a bound stops at the bound (+5 at 28 of 30
// gives 30), so a big Button is enabled exactly when the small one is:
// disabled only at the bound itself.
func NewBigStepper(value, lo, hi, big int, changed func(int)) *Stepper {
	s := NewStepper(value, lo, hi, changed)
	s.Big = big
	s.BigMinus = s.button("-"+strconv.Itoa(big), nil, -big)
	s.BigPlus = s.button("+"+strconv.Itoa(big), nil, big)
	s.Update()
	return s
}

// button is a Button that steps by d, said "Anna's tricks, 3: plus 1".
func (s *Stepper) button(text string, icon fyne.Resource, d int) *widget.Button {
	key, step := "ui.a11y.plus", d
	if d < 0 {
		key, step = "ui.a11y.minus", -d
	}
	b := newKeyButton(s, text, icon, func() { s.step(d) }, func() string {
		return s.AccessibilityLabel() + ": " + lang.X(key, key, map[string]any{"Step": step})
	})
	s.keys = append(s.keys, b)
	return &b.Button
}

func (s *Stepper) step(d int) {
	v := s.Value
	switch {
	case s.guessing():
		v = s.Guess + d
	case s.Unset:
		if d < 0 {
			return
		}
		v = s.Min + d - 1
		if s.Min == 0 {
			v = d
		}
	default:
		v += d
	}
	s.SetValue(Clamp(v, s.Min, s.Max))
	if s.OnChanged != nil {
		s.OnChanged(s.Value)
	}
}

// guessing says whether the stepper shows its guess (unset, with one).
func (s *Stepper) guessing() bool { return s.Unset && s.Guess > 0 }

// take makes the guess the value, as a tap on it does.
func (s *Stepper) take() {
	if !s.guessing() {
		return
	}
	s.SetValue(Clamp(s.Guess, s.Min, s.Max))
	if s.OnChanged != nil {
		s.OnChanged(s.Value)
	}
}

// SetValue changes the value without calling OnChanged.
func (s *Stepper) SetValue(v int) {
	s.Value, s.Unset = v, false
	s.Update()
}

// SetRange changes the bounds, clamping the value.
func (s *Stepper) SetRange(lo, hi int) {
	s.Min, s.Max = lo, hi
	if !s.Unset {
		s.Value = Clamp(s.Value, lo, hi)
	}
	s.Update()
}

// Update shows the value and enables the buttons that can still step.
func (s *Stepper) Update() {
	down, up := !s.Unset && s.Value > s.Min, s.Unset || s.Value < s.Max
	s.Number.Importance = widget.MediumImportance
	switch {
	case s.guessing(): // greyed, with "?": not a value yet
		down, up = s.Guess > s.Min, s.Guess < s.Max
		s.Number.Importance = widget.LowImportance
		s.Number.SetText(strconv.Itoa(s.Guess) + "?")
	case s.Unset:
		s.Number.SetText("–")
	default:
		s.Number.SetText(strconv.Itoa(s.Value))
	}
	SetEnabled(s.Minus, down)
	SetEnabled(s.Plus, up)
	if s.BigMinus != nil {
		SetEnabled(s.BigMinus, down)
		SetEnabled(s.BigPlus, up)
	}
}

// guessLabel is the stepper's number: a tap on a guess takes it.
type guessLabel struct {
	widget.Label
	take func()
	s    *Stepper
}

// Tapped takes the guess shown (nothing when the number is a value).
func (l *guessLabel) Tapped(*fyne.PointEvent) { l.take() }

func (s *Stepper) CreateRenderer() fyne.WidgetRenderer {
	minus, plus := s.key(s.Minus), s.key(s.Plus)
	objs := []fyne.CanvasObject{minus, container.NewStack(MinWidth(44), s.Number), plus}
	if s.Big > 1 {
		objs = append([]fyne.CanvasObject{s.key(s.BigMinus)}, append(objs, s.key(s.BigPlus))...)
	}
	return widget.NewSimpleRenderer(container.NewHBox(objs...))
}

// key is the stepper's keyButton of b.
func (s *Stepper) key(b *widget.Button) *keyButton {
	for _, k := range s.keys {
		if &k.Button == b {
			return k
		}
	}
	return nil
}

// state is the stepper's value as said: "3", "not entered", "not
// entered, guess 10".
func (s *Stepper) state() string {
	switch {
	case s.guessing():
		return lang.L("ui.a11y.notSet") + ", " + lang.X("ui.a11y.guess", "guess {{.Guess}}", map[string]any{"Guess": s.Guess})
	case s.Unset:
		return lang.L("ui.a11y.notSet")
	}
	return strconv.Itoa(s.Value)
}

// AccessibilityLabel says what the number is and its value: "Anna's
// tricks, 3".
func (s *Stepper) AccessibilityLabel() string {
	if s.Label == "" {
		return s.state()
	}
	return s.Label + ", " + s.state()
}

// AccessibilityRole: the stepper is read as a text (its buttons are the
// buttons).
func (s *Stepper) AccessibilityRole() fyne.AccessibleRole { return fyne.AccessibleRoleText }

// AccessibilityLabel of the number says the stepper's; a guess says a
// tap takes it.
func (l *guessLabel) AccessibilityLabel() string {
	if l.s.guessing() {
		return l.s.AccessibilityLabel() + ": " + lang.L("ui.a11y.takeGuess")
	}
	return l.s.AccessibilityLabel()
}

// AccessibilityRole is a button's while a tap takes the guess.
func (l *guessLabel) AccessibilityRole() fyne.AccessibleRole {
	if l.s.guessing() {
		return fyne.AccessibleRoleButton
	}
	return fyne.AccessibleRoleText
}

func (s *Stepper) members() []*keyButton {
	var out []*keyButton
	for _, b := range []*widget.Button{s.BigMinus, s.Minus, s.Plus, s.BigPlus} {
		if k := s.key(b); k != nil {
			out = append(out, k)
		}
	}
	return out
}

// target is Plus, or Minus at the top of the range.
func (s *Stepper) target() *keyButton {
	if p := s.key(s.Plus); takesFocus(p) {
		return p
	}
	return s.key(s.Minus)
}

// typedRune types a digit of the value; the value set, the focus moves
// on (once no second digit can follow).
func (s *Stepper) typedRune(r rune) {
	most := s.Max
	if s.KeyMax > 0 {
		most = min(s.KeyMax, s.Max)
	}
	v, ok, more := s.digit(s, r, s.Min, most, true)
	if !ok {
		return
	}
	s.SetValue(v)
	if s.OnChanged != nil {
		s.OnChanged(v)
	}
	if !more {
		s.moveOn(s)
	}
}

// typedKey steps: Up and Right by one, Down and Left back, Page Up and
// Page Down by the big step.
func (s *Stepper) typedKey(k *fyne.KeyEvent) bool {
	big := max(s.Big, 5)
	switch k.Name {
	case fyne.KeyUp, fyne.KeyRight:
		s.step(1)
	case fyne.KeyDown, fyne.KeyLeft:
		s.step(-1)
	case fyne.KeyPageUp:
		s.step(big)
	case fyne.KeyPageDown:
		s.step(-big)
	default:
		return false // a digit's key comes before its rune: the number goes on
	}
	s.typed.stop()
	if c := canvasOf(s); c != nil {
		if f, ok := c.Focused().(*keyButton); ok && !takesFocus(f) {
			FocusFirst(c, s) // the button at a bound is disabled now
		}
	}
	return true
}
