package widgets

import (
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Choices is a row of big Buttons of which one is selected (a segmented
// control). On a desktop it is one stop of Tab; a digit picks a choice
// (the number itself in a row of numbers, else the first, second, ...)
// and moves on to Next.
type Choices struct {
	widget.BaseWidget
	Selected  int // index, -1 for none
	OnChanged func(int)
	Buttons   []*widget.Button
	Cols      int
	MaxCols   int // columns at most before wrapping (0: 4)
	// Name says what is chosen ("Winner"): a screen reader says
	// "Winner: Anne, selected". Say, when set, says choice i instead
	// ("Bid 2 for Ben").
	Name string
	Say  func(i int) string
	// Multi: a number may take two digits (0..27: "1", "7" is 17).
	Multi      bool
	typedValue // Next: where the focus goes once a digit picked a choice

	keys    []*keyButton
	numbers bool // the choices are the numbers lo, lo+1, ...
	lo      int
}

// NewChoices is a row of buttons with the labels, selected (or -1)
// picked; changed gets the index of a tapped button.
func NewChoices(labels []string, selected int, changed func(int)) *Choices {
	c := &Choices{Selected: selected, OnChanged: changed, Cols: len(labels)}
	for i, l := range labels {
		i, text := i, l
		b := newKeyButton(c, FitLabel(l), nil, func() { c.choose(i) }, func() string { return c.label(i, text) })
		c.keys = append(c.keys, b)
		c.Buttons = append(c.Buttons, &b.Button)
	}
	c.ExtendBaseWidget(c)
	c.SetSelected(selected)
	return c
}

// choose selects choice i as a tap does.
func (c *Choices) choose(i int) {
	c.SetSelected(i)
	if c.OnChanged != nil {
		c.OnChanged(i)
	}
}

// label is what a screen reader says of choice i, whose text is text.
func (c *Choices) label(i int, text string) string {
	s := text
	switch {
	case c.Say != nil:
		s = c.Say(i)
	case c.Name != "":
		s = c.Name + ": " + text
	}
	if i == c.Selected {
		s += ", " + lang.L("ui.a11y.selected")
	}
	return s
}

// SetSelected marks button i without calling OnChanged.
func (c *Choices) SetSelected(i int) {
	c.Selected = i
	for j, b := range c.Buttons {
		imp := widget.MediumImportance
		if j == i {
			imp = widget.HighImportance
		}
		if b.Importance != imp {
			b.Importance = imp
			b.Refresh()
		}
	}
}

func (c *Choices) members() []*keyButton { return c.keys }

// target is the selected choice's button, else the first.
func (c *Choices) target() *keyButton {
	if c.Selected >= 0 && c.Selected < len(c.keys) {
		return c.keys[c.Selected]
	}
	if len(c.keys) > 0 {
		return c.keys[0]
	}
	return nil
}

// typedRune picks the choice of a digit and moves on (a number of two
// digits waits for the second while one could follow).
func (c *Choices) typedRune(r rune) {
	lo, most := 1, len(c.keys)
	if c.numbers {
		lo, most = c.lo, c.lo+len(c.keys)-1
	}
	v, ok, more := c.digit(c, r, lo, most, c.Multi && c.numbers)
	if !ok {
		return
	}
	i := v - 1
	if c.numbers {
		i = v - c.lo
	}
	c.choose(i)
	if !more {
		c.moveOn(c)
		return
	}
	moving = true // a second digit may follow: the focus shows the first's
	focusOn(c.keys[i])
	moving = false
}

// typedKey moves the focus within the row: Left and Up back, Right and
// Down on, Home and End to its ends.
func (c *Choices) typedKey(k *fyne.KeyEvent) bool {
	f, _ := canvasFocus(c).(*keyButton)
	switch k.Name {
	case fyne.KeyLeft, fyne.KeyUp:
		within(c, f, -1)
	case fyne.KeyRight, fyne.KeyDown:
		within(c, f, 1)
	case fyne.KeyHome:
		within(c, f, -len(c.keys))
	case fyne.KeyEnd:
		within(c, f, len(c.keys))
	default:
		return false // a digit's key comes before its rune: the number goes on
	}
	c.typed.stop()
	return true
}

func (c *Choices) CreateRenderer() fyne.WidgetRenderer {
	objs := make([]fyne.CanvasObject, len(c.keys))
	for i, b := range c.keys {
		objs[i] = b
	}
	cols, limit := c.Cols, c.MaxCols
	if limit == 0 {
		limit = 4
	}
	if cols > limit {
		cols = limit
	}
	return widget.NewSimpleRenderer(container.New(&fitGrid{max: cols, changed: func() { fyne.Do(c.Refresh) }}, objs...))
}

// fitGrid lays out equal cells in as many columns (up to max) as fit the
// width, so a row of choices wraps on a phone instead of overflowing.
type fitGrid struct {
	max     int
	width   float32 // from the last layout
	last    int     // columns of the last layout
	changed func()  // the columns changed: the height may have
}

func (g *fitGrid) cell(objs []fyne.CanvasObject) fyne.Size {
	var s fyne.Size
	for _, o := range objs {
		if o.Visible() {
			s = s.Max(o.MinSize())
		}
	}
	return s
}

func (g *fitGrid) cols(objs []fyne.CanvasObject, width float32) int {
	pad := theme.Padding()
	n := len(objs)
	c := n
	if g.max > 0 && c > g.max {
		c = g.max
	}
	if width > 0 {
		cell := g.cell(objs).Width
		fit := int((width + pad) / (cell + pad))
		if fit < c {
			c = fit
		}
	}
	if c < 1 {
		c = 1
	}
	// balance the rows: 5 choices in 3 columns become 3 + 2
	rows := (n + c - 1) / c
	if rows > 0 {
		c = (n + rows - 1) / rows
	}
	return max(c, 1)
}

func (g *fitGrid) MinSize(objs []fyne.CanvasObject) fyne.Size {
	if len(objs) == 0 {
		return fyne.Size{}
	}
	pad := theme.Padding()
	cell := g.cell(objs)
	c := g.cols(objs, g.width)
	rows := (len(objs) + c - 1) / c
	return fyne.NewSize(cell.Width, float32(rows)*cell.Height+float32(rows-1)*pad)
}

func (g *fitGrid) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	if len(objs) == 0 {
		return
	}
	g.width = size.Width
	pad := theme.Padding()
	c := g.cols(objs, size.Width)
	prev := g.last
	if prev == 0 {
		prev = g.cols(objs, 0) // what MinSize assumed before the first layout
	}
	g.last = c
	if c != prev && g.changed != nil {
		g.changed()
	}
	h := g.cell(objs).Height
	w := (size.Width - float32(c-1)*pad) / float32(c)
	for i, o := range objs {
		r, k := i/c, i%c
		o.Move(fyne.NewPos(float32(k)*(w+pad), float32(r)*(h+pad)))
		o.Resize(fyne.NewSize(w, h))
	}
}

// NewNumbers is a Choices of the numbers lo..hi: one tap picks a
// number (a bid, tricks won). selected outside lo..hi shows none picked.
func NewNumbers(lo, hi, selected int, changed func(int)) *Choices {
	labels := make([]string, 0, max(hi-lo+1, 0))
	for v := lo; v <= hi; v++ {
		labels = append(labels, strconv.Itoa(v))
	}
	sel := -1
	if selected >= lo && selected <= hi {
		sel = selected - lo
	}
	c := NewChoices(labels, sel, func(i int) { changed(lo + i) })
	c.MaxCols = 6
	c.numbers, c.lo = true, lo
	return c
}

// Chip is one Button that cycles through its states, one tap each: a
// count (0, 1, 2, ... and back to 0) or a few values. State 0 is "not
// set"; any other state is highlighted and its label says the value, so a
// set chip shows what it holds at a glance. It is as wide as its widest
// label in every state: a row of chips never reflows under a finger.
type Chip struct {
	widget.Button
	State     int      // index into Labels
	Labels    []string // what the Button says in each state
	OnChanged func(int)
	// Say, when set, is what a screen reader says in state i ("Black
	// 14 captured by Carla: 1"); else the label shown.
	Say func(i int) string
	// Counts: the states are a count (NewCountChip); a long press (a
	// right click) or "-" typed takes one off (TakeOne).
	Counts bool
}

// NewChip is a chip with one label per state, at state. Replacing
// OnTapped makes a chip that shows a state set elsewhere.
func NewChip(labels []string, state int, changed func(int)) *Chip {
	c := &Chip{Labels: labels, OnChanged: changed}
	c.OnTapped = func() {
		c.SetState((c.State + 1) % max(len(c.Labels), 1))
		if c.OnChanged != nil {
			c.OnChanged(c.State)
		}
	}
	c.ExtendBaseWidget(c)
	c.SetState(state)
	return c
}

// NewCountChip counts 0..most of something named label: "Pirates",
// "Pirates ×1", "Pirates ×2", ... With most 1 it is a toggle whose
// highlight says it is set (a count of one adds nothing but width).
func NewCountChip(label string, most, value int, changed func(int)) *Chip {
	labels := []string{label}
	for n := 1; n <= most; n++ {
		if most == 1 {
			labels = append(labels, label)
			break
		}
		labels = append(labels, label+" ×"+strconv.Itoa(n))
	}
	c := NewChip(labels, value, changed)
	c.Counts = true
	return c
}

// TakeOne counts one less (none stays none), as a tap counts one more.
func (c *Chip) TakeOne() {
	if c.State == 0 {
		return
	}
	c.SetState(c.State - 1)
	if c.OnChanged != nil {
		c.OnChanged(c.State)
	}
}

// TappedSecondary (a long press on a phone, a right click) takes one off
// a count.
func (c *Chip) TappedSecondary(*fyne.PointEvent) {
	if c.Counts && !c.Disabled() {
		c.TakeOne()
	}
}

// SetState shows state i (clamped to the labels) without calling OnChanged.
func (c *Chip) SetState(i int) {
	c.State = Clamp(i, 0, max(len(c.Labels)-1, 0))
	c.Importance = widget.MediumImportance
	if c.State > 0 {
		c.Importance = widget.HighImportance
	}
	if len(c.Labels) > 0 {
		c.SetText(FitLabel(c.Labels[c.State]))
	}
	c.Refresh()
}

// MinSize is the Button's with its widest label.
func (c *Chip) MinSize() fyne.Size {
	c.ExtendBaseWidget(c)
	s := c.Button.MinSize()
	style := fyne.TextStyle{Bold: true}
	cur := fyne.MeasureText(c.Text, theme.TextSize(), style).Width
	for _, l := range c.Labels {
		if w := fyne.MeasureText(FitLabel(l), theme.TextSize(), style).Width; w > cur {
			s.Width += w - cur
			cur = w
		}
	}
	return s
}

// AccessibilityLabel says what the chip counts and its state.
func (c *Chip) AccessibilityLabel() string {
	if c.Say != nil {
		return c.Say(c.State)
	}
	return c.Text
}

// TypedRune: "-" takes one off a count; the rest goes on to the window
// (a digit: a value where typing starts).
func (c *Chip) TypedRune(r rune) {
	if r == '-' && c.Counts {
		c.TakeOne()
		return
	}
	passRuneOn(c, r)
}

// TypedKey: Space taps the chip; Escape, Enter and the rest go on to
// the window.
func (c *Chip) TypedKey(k *fyne.KeyEvent) {
	if k.Name == fyne.KeySpace {
		c.Button.TypedKey(k)
		return
	}
	passOn(c, k)
}
