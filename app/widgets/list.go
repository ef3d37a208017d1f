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

// TwoLines stacks a bold title over a detail line, tightly.
func TwoLines() *fyne.Container {
	t := widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	t.Truncation = fyne.TextTruncateEllipsis
	d := widget.NewLabel("")
	d.Truncation = fyne.TextTruncateEllipsis
	return container.New(layout.NewCustomPaddedVBoxLayout(-2*theme.Padding()-4), t, d)
}

// List is Fyne's List with a name a screen reader says with the number
// of its rows ("Matches in progress, list, entries: 3"); Escape and
// Android's Back go on to the window while it has the focus.
type List struct {
	widget.List
	Name string
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
	return l
}
