package widgets

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
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

// OpenList is a list of rows that each open something: a bold title, a
// detail line and an arrow. rows returns how many; row the two texts of
// row i; open is called with the tapped row.
func OpenList(rows func() int, row func(i int) (title, detail string), open func(i int)) *widget.List {
	l := widget.NewList(rows,
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
