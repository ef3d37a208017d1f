package widgets

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/mobile"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// TwoLines stacks a bold title over a detail line, tightly; each wraps
// where it is too long for the row (a List with Rows set gives the row
// the height they then take).
func TwoLines() *fyne.Container {
	t := widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	t.Wrapping = fyne.TextWrapWord
	d := widget.NewLabel("")
	d.Wrapping = fyne.TextWrapWord
	return container.New(twoLines{layout.NewCustomPaddedVBoxLayout(-2*theme.Padding() - 4)}, t, d)
}

// twoLines is TwoLines' layout (a tight VBox): FitRows finds the texts
// by it.
type twoLines struct{ vbox fyne.Layout }

func (l twoLines) Layout(o []fyne.CanvasObject, s fyne.Size) { l.vbox.Layout(o, s) }
func (l twoLines) MinSize(o []fyne.CanvasObject) fyne.Size   { return l.vbox.MinSize(o) }

// List is Fyne's List with a name a screen reader says with the number
// of its rows ("Matches in progress, list, entries: 3"); Escape and
// Android's Back go on to the window while it has the focus.
type List struct {
	widget.List
	Name string
	// Rows, when set, gives the title and detail of row i (rows holding
	// TwoLines): FitRows gives each row the height they take wrapped.
	Rows    func(i int) (title, detail string)
	heights map[int]float32 // the heights FitRows gave
	fitted  float32         // the width FitRows fitted the rows to
}

// Resize fits the rows to a new width.
func (l *List) Resize(s fyne.Size) {
	l.List.Resize(s)
	if s.Width != l.fitted {
		l.FitRows()
	}
}

// Refresh fits the rows (new rows, or a new text size) and draws them.
func (l *List) Refresh() {
	l.FitRows()
	l.List.Refresh()
}

// FitRows gives each row the height its texts (Rows) take wrapped at the
// list's width: a long title or detail line shows whole, on more lines,
// where it was cut with "…".
func (l *List) FitRows() {
	w := l.Size().Width
	if l.Rows == nil || l.CreateItem == nil || l.Length == nil || w <= 0 {
		return
	}
	l.fitted = w
	row := l.CreateItem()
	base := row.MinSize().Height // a row of one line each: the list's own
	row.Resize(fyne.NewSize(w, base))
	texts := findTwoLines(row)
	if texts == nil {
		return
	}
	if l.heights == nil {
		l.heights = map[int]float32{}
	}
	for i := range l.Length() {
		title, detail := l.Rows(i)
		texts.Objects[0].(*widget.Label).SetText(title)
		texts.Objects[1].(*widget.Label).SetText(detail)
		row.Resize(fyne.NewSize(w, base)) // the texts wrap in their width
		h := max(row.MinSize().Height, base)
		if old, ok := l.heights[i]; ok && old == h || !ok && h == base {
			continue
		}
		l.heights[i] = h
		l.SetItemHeight(i, h)
	}
}

// findTwoLines is the TwoLines container in o's containers (nil: none).
func findTwoLines(o fyne.CanvasObject) *fyne.Container {
	c, ok := o.(*fyne.Container)
	if !ok {
		return nil
	}
	if _, ok := c.Layout.(twoLines); ok {
		return c
	}
	for _, k := range c.Objects {
		if t := findTwoLines(k); t != nil {
			return t
		}
	}
	return nil
}

// NewList is a List of length rows made by create and filled by update.
func NewList(length func() int, create func() fyne.CanvasObject, update func(widget.ListItemID, fyne.CanvasObject)) *List {
	l := &List{}
	l.Length, l.CreateItem, l.UpdateItem = length, create, update
	l.ExtendBaseWidget(l)
	return l
}

// AccessibilityLabel is the list's name and how many rows it has.
func (l *List) AccessibilityLabel() string {
	n := 0
	if l.Length != nil {
		n = l.Length()
	}
	return lang.X("ui.a11y.list", "{{.Name}}, list, entries: {{.Count}}", map[string]any{"Name": l.Name, "Count": n})
}

// AccessibilityRole: a list is read as a text; its rows say theirs.
func (l *List) AccessibilityRole() fyne.AccessibleRole { return fyne.AccessibleRoleText }

// TypedKey hands Escape and Back to the window; the rest is the List's.
func (l *List) TypedKey(k *fyne.KeyEvent) {
	if k.Name == fyne.KeyEscape || k.Name == mobile.KeyBack {
		passOn(l, k)
		return
	}
	l.List.TypedKey(k)
}

// OpenList is a list of rows that each open something: a bold title, a
// detail line and an arrow. rows returns how many; row the two texts of
// row i; open is called with the tapped row.
func OpenList(rows func() int, row func(i int) (title, detail string), open func(i int)) *List {
	l := NewList(rows,
		func() fyne.CanvasObject {
			return container.NewBorder(nil, nil, nil, widget.NewIcon(theme.NavigateNextIcon()), TwoLines())
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
	l.Rows = row
	return l
}
