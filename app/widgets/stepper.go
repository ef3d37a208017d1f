package widgets

import (
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Stepper is a number picked with big minus and plus Buttons: no keyboard.
// Set is -1 means "not entered yet" when unset is allowed.
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
}

// NewStepper is a stepper at value within lo..hi; changed gets every
// value the user steps to.
func NewStepper(value, lo, hi int, changed func(int)) *Stepper {
	s := &Stepper{Value: value, Min: lo, Max: hi, OnChanged: changed}
	s.Number = &guessLabel{take: s.take}
	s.Number.Alignment, s.Number.TextStyle = fyne.TextAlignCenter, fyne.TextStyle{Bold: true}
	s.Number.ExtendBaseWidget(s.Number)
	s.Minus = widget.NewButtonWithIcon("", theme.ContentRemoveIcon(), func() { s.step(-1) })
	s.Plus = widget.NewButtonWithIcon("", theme.ContentAddIcon(), func() { s.step(1) })
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
	s.BigMinus = widget.NewButton("-"+strconv.Itoa(big), func() { s.step(-big) })
	s.BigPlus = widget.NewButton("+"+strconv.Itoa(big), func() { s.step(big) })
	s.Update()
	return s
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
}

// Tapped takes the guess shown (nothing when the number is a value).
func (l *guessLabel) Tapped(*fyne.PointEvent) { l.take() }

func (s *Stepper) CreateRenderer() fyne.WidgetRenderer {
	objs := []fyne.CanvasObject{s.Minus, container.NewStack(MinWidth(44), s.Number), s.Plus}
	if s.Big > 1 {
		objs = append([]fyne.CanvasObject{s.BigMinus}, append(objs, s.BigPlus)...)
	}
	return widget.NewSimpleRenderer(container.NewHBox(objs...))
}
