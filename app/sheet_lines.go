package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
)

// The sheet draws its own lines, each cell its share in the gap after
// it: the table's lines run the whole height, through the names over the
// columns (a name stands over several columns, or over its neighbours'
// on a phone). A header draws a line only between sides in the view of
// every column (names never reach past their side there).

// sheetTheme is tightTheme with no table lines of its own.
type sheetTheme struct{ tightTheme }

func (t sheetTheme) Size(n fyne.ThemeSizeName) float32 {
	if n == theme.SizeNameSeparatorThickness {
		return 0
	}
	return t.tightTheme.Size(n)
}

// linedRenderer is a cell's renderer with a line at its right edge and
// one under it, in the gap the table leaves between cells; on says
// which show.
type linedRenderer struct {
	fyne.WidgetRenderer
	w            fyne.Widget
	right, below *canvas.Rectangle
	on           func() (right, below bool)
}

func newLinedRenderer(w fyne.Widget, r fyne.WidgetRenderer, on func() (bool, bool)) *linedRenderer {
	c := theme.Color(theme.ColorNameSeparator) // drawn before any Refresh
	l := &linedRenderer{WidgetRenderer: r, w: w, right: canvas.NewRectangle(c), below: canvas.NewRectangle(c), on: on}
	right, below := on()
	l.right.Hidden, l.below.Hidden = !right, !below
	return l
}

func (r *linedRenderer) Layout(s fyne.Size) {
	r.WidgetRenderer.Layout(s)
	// the app's thickness: inside the table sheetTheme's is 0
	pad, thick := theme.Padding(), tightTheme{}.base().Size(theme.SizeNameSeparatorThickness)
	off := (pad - thick) / 2
	r.right.Move(fyne.NewPos(s.Width+off, 0))
	r.right.Resize(fyne.NewSize(thick, s.Height+pad))
	r.below.Move(fyne.NewPos(0, s.Height+off))
	r.below.Resize(fyne.NewSize(s.Width+pad, thick))
}

func (r *linedRenderer) Refresh() {
	c := theme.Color(theme.ColorNameSeparator)
	r.right.FillColor, r.below.FillColor = c, c
	right, below := r.on()
	r.right.Hidden, r.below.Hidden = !right, !below
	r.WidgetRenderer.Refresh()
	r.Layout(r.w.Size())
	r.right.Refresh()
	r.below.Refresh()
}

func (r *linedRenderer) Objects() []fyne.CanvasObject {

	return append(r.WidgetRenderer.Objects(), r.right, r.below)
}
