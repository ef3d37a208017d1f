package app

import (
	"image/color"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"scorekeeper/scoring"
)

// stepper is a number picked with big minus and plus buttons: no keyboard.
// Set is -1 means "not entered yet" when unset is allowed.
type stepper struct {
	widget.BaseWidget
	Value, Min, Max int
	Unset           bool // shows "–" until the first press
	Big             int  // when > 1, extra -Big/+Big buttons
	OnChanged       func(int)

	label            *widget.Label
	minus, plus      *widget.Button
	bigMinus, bigAdd *widget.Button
}

func newStepper(value, lo, hi int, changed func(int)) *stepper {
	s := &stepper{Value: value, Min: lo, Max: hi, OnChanged: changed}
	s.label = widget.NewLabelWithStyle("", fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	s.minus = widget.NewButtonWithIcon("", theme.ContentRemoveIcon(), func() { s.step(-1) })
	s.plus = widget.NewButtonWithIcon("", theme.ContentAddIcon(), func() { s.step(1) })
	s.ExtendBaseWidget(s)
	s.update()
	return s
}

// newBigStepper adds -big and +big buttons for long ranges (stock piles, points).
func newBigStepper(value, lo, hi, big int, changed func(int)) *stepper {
	s := newStepper(value, lo, hi, changed)
	s.Big = big
	s.bigMinus = widget.NewButton("-"+strconv.Itoa(big), func() { s.step(-big) })
	s.bigAdd = widget.NewButton("+"+strconv.Itoa(big), func() { s.step(big) })
	return s
}

func (s *stepper) step(d int) {
	v := s.Value
	if s.Unset {
		if d < 0 {
			return
		}
		v = s.Min + d - 1
		if s.Min == 0 {
			v = d
		}
	} else {
		v += d
	}
	s.SetValue(clamp(v, s.Min, s.Max))
	if s.OnChanged != nil {
		s.OnChanged(s.Value)
	}
}

// SetValue changes the value without calling OnChanged.
func (s *stepper) SetValue(v int) {
	s.Value, s.Unset = v, false
	s.update()
}

// SetRange changes the bounds, clamping the value.
func (s *stepper) SetRange(lo, hi int) {
	s.Min, s.Max = lo, hi
	if !s.Unset {
		s.Value = clamp(s.Value, lo, hi)
	}
	s.update()
}

func (s *stepper) update() {
	if s.Unset {
		s.label.SetText("–")
	} else {
		s.label.SetText(strconv.Itoa(s.Value))
	}
	setEnabled(s.minus, !s.Unset && s.Value > s.Min)
	setEnabled(s.plus, s.Unset || s.Value < s.Max)
	if s.bigMinus != nil {
		setEnabled(s.bigMinus, !s.Unset && s.Value > s.Min)
		setEnabled(s.bigAdd, s.Unset || s.Value < s.Max)
	}
}

func (s *stepper) CreateRenderer() fyne.WidgetRenderer {
	objs := []fyne.CanvasObject{s.minus, container.NewStack(minWidth(44), s.label), s.plus}
	if s.Big > 1 {
		objs = append([]fyne.CanvasObject{s.bigMinus}, append(objs, s.bigAdd)...)
	}
	return widget.NewSimpleRenderer(container.NewHBox(objs...))
}

// choiceRow is a row of big buttons of which one is selected (a segmented control).
type choiceRow struct {
	widget.BaseWidget
	Selected  int // index, -1 for none
	OnChanged func(int)
	buttons   []*widget.Button
	cols      int
	maxCols   int // columns at most before wrapping (0: 4)
}

func newChoiceRow(labels []string, selected int, changed func(int)) *choiceRow {
	c := &choiceRow{Selected: selected, OnChanged: changed, cols: len(labels)}
	for i, l := range labels {
		i := i
		c.buttons = append(c.buttons, widget.NewButton(fitLabel(l), func() {
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
func (c *choiceRow) SetSelected(i int) {
	c.Selected = i
	for j, b := range c.buttons {
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

func (c *choiceRow) CreateRenderer() fyne.WidgetRenderer {
	objs := make([]fyne.CanvasObject, len(c.buttons))
	for i, b := range c.buttons {
		objs[i] = b
	}
	cols, limit := c.cols, c.maxCols
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

// newNumberRow is a choiceRow of the numbers lo..hi: one tap picks a
// number (a bid, tricks won). selected outside lo..hi shows none picked.
func newNumberRow(lo, hi, selected int, changed func(int)) *choiceRow {
	labels := make([]string, 0, max(hi-lo+1, 0))
	for v := lo; v <= hi; v++ {
		labels = append(labels, strconv.Itoa(v))
	}
	sel := -1
	if selected >= lo && selected <= hi {
		sel = selected - lo
	}
	c := newChoiceRow(labels, sel, func(i int) { changed(lo + i) })
	c.maxCols = 6
	return c
}

// playerChoice is a choiceRow over players, selecting by id.
func playerChoice(players []scoring.Player, id string, changed func(string)) *choiceRow {
	names := make([]string, len(players))
	for i, p := range players {
		names[i] = p.Name
	}
	return newChoiceRow(names, scoring.Index(players, id), func(i int) { changed(players[i].ID) })
}

// issueLabel shows the validation messages of one field, red for errors.
type issueLabel struct {
	*widget.Label
	player, field string
}

func newIssueLabel(player, field string) *issueLabel {
	l := &issueLabel{Label: wrapped(""), player: player, field: field}
	l.Hide()
	return l
}

func (l *issueLabel) show(is scoring.Issues) {
	if len(is) == 0 {
		l.Hide()
		l.SetText("")
		return
	}
	l.Importance = widget.WarningImportance
	if is.HasErrors() {
		l.Importance = widget.DangerImportance
	}
	l.SetText(issuesText(is))
	l.Show()
}

// issueText renders one validation issue in the current language.
func issueText(i scoring.Issue) string {
	return lang.X(i.Rule, i.Rule, i.Args)
}

func issuesText(is scoring.Issues) string {
	s := ""
	for k, i := range is {
		if k > 0 {
			s += "\n"
		}
		s += issueText(i)
	}
	return s
}

// row lays out a name on the left and controls on the right.
func row(name string, controls ...fyne.CanvasObject) fyne.CanvasObject {
	l := wrapped(name) // a long name (German) wraps, never cut
	return container.NewBorder(nil, nil, nil, container.NewCenter(container.NewHBox(controls...)), l)
}

// maxLabel is the widest text a button shows: a phone's width less the
// paddings. A longer one (a very long player name) is cut with "…": a
// button's text cannot wrap.
const maxLabel = 280

// fitLabel cuts s to maxLabel as a button draws it.
func fitLabel(s string) string {
	size, style := theme.TextSize(), fyne.TextStyle{Bold: true}
	if fyne.MeasureText(s, size, style).Width <= maxLabel {
		return s
	}
	r := []rune(s)
	for len(r) > 1 && fyne.MeasureText(string(r)+"…", size, style).Width > maxLabel {
		r = r[:len(r)-1]
	}
	return strings.TrimSpace(string(r)) + "…"
}

// wrapped is a label whose text wraps at the screen's width.
func wrapped(text string) *widget.Label {
	l := widget.NewLabel(text)
	l.Wrapping = fyne.TextWrapWord
	return l
}

// optionCheck is a check box with a short name and, under it and in line
// with the name, a smaller hint that wraps on a phone (a check box's own
// text never wraps).
func optionCheck(name, hint string, changed func(bool)) (*widget.Check, fyne.CanvasObject) {
	c := widget.NewCheck(name, changed)
	h := wrapped(hint)
	h.SizeName = theme.SizeNameCaptionText
	return c, withNote(c, h, theme.IconInlineSize())
}

// withNote puts note under obj, close to it and indented.
func withNote(obj fyne.CanvasObject, note *widget.Label, indent float32) fyne.CanvasObject {
	return container.New(layout.NewCustomPaddedVBoxLayout(-theme.InnerPadding()), obj,
		container.NewBorder(nil, nil, minWidth(indent), nil, note))
}

func heading(text string) *widget.Label {
	l := widget.NewLabelWithStyle(text, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	l.Wrapping = fyne.TextWrapWord
	return l
}

// minWidth is an invisible box that keeps a cell at least w wide.
func minWidth(w float32) fyne.CanvasObject {
	r := canvas.NewRectangle(color.Transparent)
	r.SetMinSize(fyne.NewSize(w, 1))
	return r
}

func setEnabled(b *widget.Button, on bool) {
	if on && b.Disabled() {
		b.Enable()
	} else if !on && !b.Disabled() {
		b.Disable()
	}
}

func clamp(v, lo, hi int) int {
	if v < lo {
		return lo
	}
	if v > hi {
		return hi
	}
	return v
}

// twoLines stacks a bold title over a detail line, tightly.
func twoLines() *fyne.Container {
	t := widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	t.Truncation = fyne.TextTruncateEllipsis
	d := widget.NewLabel("")
	d.Truncation = fyne.TextTruncateEllipsis
	return container.New(layout.NewCustomPaddedVBoxLayout(-2*theme.Padding()-4), t, d)
}

// openList is a list of rows that each open something: a bold title, a
// detail line and an arrow. rows returns how many; row the two texts of
// row i; open is called with the tapped row.
func openList(rows func() int, row func(i int) (title, detail string), open func(i int)) *widget.List {
	l := widget.NewList(rows,
		func() fyne.CanvasObject {
			return container.NewBorder(nil, nil, nil, widget.NewIcon(theme.NavigateNextIcon()), twoLines())
		},
		func(i widget.ListItemID, o fyne.CanvasObject) {
			if i >= rows() {
				return
			}
			title, detail := row(i)
			box := o.(*fyne.Container).Objects[0].(*fyne.Container)
			box.Objects[0].(*widget.Label).SetText(title)
			box.Objects[1].(*widget.Label).SetText(detail)
		})
	l.OnSelected = func(i widget.ListItemID) {
		l.UnselectAll()
		if i < rows() {
			open(i)
		}
	}
	return l
}

// buttonRow lays buttons out side by side, wrapping when they do not fit.
func buttonRow(max int, objs ...fyne.CanvasObject) *fyne.Container {
	c := container.New(&fitGrid{max: max})
	c.Layout.(*fitGrid).changed = func() { fyne.Do(c.Refresh) }
	c.Objects = objs
	return c
}

// sideBySide lays out two objects in two columns on a window at least
// wide, else one above the other (a phone), each at its own height.
type sideBySide struct {
	wide    float32
	width   float32 // from the last layout
	changed func()  // the arrangement changed: the height has
}

// both is the width two equal columns need.
func (l *sideBySide) both(objs []fyne.CanvasObject) float32 {
	return 2*max(objs[0].MinSize().Width, objs[1].MinSize().Width) + theme.Padding()
}

func (l *sideBySide) MinSize(objs []fyne.CanvasObject) fyne.Size {
	pad := theme.Padding()
	a, b := objs[0].MinSize(), objs[1].MinSize()
	if l.wideFor(objs) {
		return fyne.NewSize(l.both(objs), max(a.Height, b.Height))
	}
	return fyne.NewSize(max(a.Width, b.Width), a.Height+pad+b.Height)
}

// wideFor reports whether the last width holds both columns side by side.
func (l *sideBySide) wideFor(objs []fyne.CanvasObject) bool {
	return l.width >= max(l.wide, l.both(objs))
}

func (l *sideBySide) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	was := l.wideFor(objs)
	l.width = size.Width
	pad := theme.Padding()
	if l.wideFor(objs) {
		w := (size.Width - pad) / 2
		objs[0].Move(fyne.Position{})
		objs[0].Resize(fyne.NewSize(w, size.Height))
		objs[1].Move(fyne.NewPos(w+pad, 0))
		objs[1].Resize(fyne.NewSize(w, size.Height))
	} else {
		h := objs[0].MinSize().Height
		objs[0].Move(fyne.Position{})
		objs[0].Resize(fyne.NewSize(size.Width, h))
		objs[1].Move(fyne.NewPos(0, h+pad))
		objs[1].Resize(fyne.NewSize(size.Width, size.Height-h-pad))
	}
	if was != l.wideFor(objs) && l.changed != nil {
		l.changed()
	}
}

// columns puts a and b side by side on a wide window (desktop), one
// above the other on a narrow one (phone).
func columns(a, b fyne.CanvasObject) *fyne.Container {
	l := &sideBySide{wide: 700}
	c := container.New(l, a, b)
	l.changed = func() { fyne.Do(c.Refresh) }
	return c
}

// readableWidth is the widest a form grows on a desktop window: rows of
// buttons an eye can follow from a name to its number.
const readableWidth = 640

// readable centres obj in a column at most readableWidth wide.
func readable(obj fyne.CanvasObject) fyne.CanvasObject {
	return container.New(maxWidth(readableWidth), obj)
}

// maxWidth gives its one object the height and at most that much width,
// centred.
type maxWidth float32

func (l maxWidth) MinSize(objs []fyne.CanvasObject) fyne.Size { return objs[0].MinSize() }

func (l maxWidth) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	w := min(size.Width, max(float32(l), objs[0].MinSize().Width))
	objs[0].Move(fyne.NewPos((size.Width-w)/2, 0))
	objs[0].Resize(fyne.NewSize(w, size.Height))
}

// widthLayout gives its objects the whole space and tells when the width
// changes (the window was resized).
type widthLayout struct {
	width   float32
	changed func(width float32)
}

func (l *widthLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.Position{})
		o.Resize(size)
	}
	if size.Width != l.width {
		l.width = size.Width
		if l.changed != nil {
			l.changed(size.Width)
		}
	}
}

func (l *widthLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var s fyne.Size
	for _, o := range objs {
		s = s.Max(o.MinSize())
	}
	return s
}

// rosterButtons fills box (a buttonRow) with a button per roster player
// to pick by tapping (seats, league seeding): a picked player's is
// highlighted and numbered with its place (-1 from place: not picked);
// toggle picks or unpicks.
func rosterButtons(box *fyne.Container, roster []scoring.RosterPlayer, place func(id string) int, toggle func(id string)) {
	objs := make([]fyne.CanvasObject, len(roster))
	for i, p := range roster {
		b := widget.NewButton(fitLabel(p.Name), func() { toggle(p.ID) })
		if k := place(p.ID); k >= 0 {
			b.Text = fitLabel(lang.X("ui.new.seat", "{{.N}}. {{.Name}}", map[string]any{"N": k + 1, "Name": p.Name}))
			b.Importance = widget.HighImportance
		}
		objs[i] = b
	}
	box.Objects = objs
	box.Refresh()
}

// showLoadError shows on a screen's status line that loading failed.
func showLoadError(status *widget.Label, err error) {
	status.SetText(lang.L("ui.error.load") + "\n" + err.Error())
	status.Importance = widget.DangerImportance
	status.Refresh()
}
