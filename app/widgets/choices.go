package widgets

import (
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Choices is a row of big Buttons of which one is selected (a segmented control).
type Choices struct {
	widget.BaseWidget
	Selected  int // index, -1 for none
	OnChanged func(int)
	Buttons   []*widget.Button
	Cols      int
	MaxCols   int // columns at most before wrapping (0: 4)
}

// NewChoices is a row of buttons with the labels, selected (or -1)
// picked; changed gets the index of a tapped button.
func NewChoices(labels []string, selected int, changed func(int)) *Choices {
	c := &Choices{Selected: selected, OnChanged: changed, Cols: len(labels)}
	for i, l := range labels {
		i := i
		c.Buttons = append(c.Buttons, widget.NewButton(FitLabel(l), func() {
			c.SetSelected(i)
			if c.OnChanged != nil {
				c.OnChanged(i)
			}
		}))
	}
	c.ExtendBaseWidget(c)
	c.SetSelected(selected)
	return c
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

func (c *Choices) CreateRenderer() fyne.WidgetRenderer {
	objs := make([]fyne.CanvasObject, len(c.Buttons))
	for i, b := range c.Buttons {
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
	return NewChip(labels, value, changed)
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
