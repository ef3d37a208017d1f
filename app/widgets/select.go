package widgets

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Select is a drop-down that hands Escape and Android's Back to Leave.
// On a desktop Fyne's Select keeps the focus after a pick, and a focused
// widget gets every key: Escape did nothing until something else was
// tapped (History's filters).
type Select struct {
	widget.Select
	Leave func()
	// Name says what is picked, for a screen reader ("Game, choice: All
	// games").
	Name string
}

// NewSelect is a Select of options; changed runs after each pick.
func NewSelect(options []string, changed func(string)) *Select {
	s := &Select{}
	s.Options, s.OnChanged = options, changed
	s.ExtendBaseWidget(s)
	return s
}

// TypedKey hands Escape and Back to Leave.
func (s *Select) TypedKey(k *fyne.KeyEvent) {
	if leaving(k) && s.Leave != nil {
		s.Leave()
		return
	}
	s.Select.TypedKey(k)
}

// CreateRenderer is Fyne's with an edge in the input border's colour:
// in the high-contrast themes a field's background is the screen's, and
// a Select (which draws no border of its own) could not be told from
// plain text.
func (s *Select) CreateRenderer() fyne.WidgetRenderer {
	r := &edgeRenderer{WidgetRenderer: s.Select.CreateRenderer(), s: s, edge: canvas.NewRectangle(color.Transparent)}
	r.Refresh()
	return r
}

// edgeRenderer is a Select's renderer with its edge over it.
type edgeRenderer struct {
	fyne.WidgetRenderer
	s    *Select
	edge *canvas.Rectangle
}

func (r *edgeRenderer) Layout(size fyne.Size) {
	r.WidgetRenderer.Layout(size)
	r.edge.Resize(size)
}

func (r *edgeRenderer) Refresh() {
	r.WidgetRenderer.Refresh()
	r.edge.StrokeColor = theme.Color(theme.ColorNameInputBorder)
	r.edge.StrokeWidth = theme.InputBorderSize()
	r.edge.CornerRadius = theme.InputRadiusSize()
	r.edge.Resize(r.s.Size())
	r.edge.Refresh()
}

func (r *edgeRenderer) Objects() []fyne.CanvasObject {
	return append(r.WidgetRenderer.Objects(), r.edge)
}
