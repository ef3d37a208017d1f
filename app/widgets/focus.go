package widgets

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
)

// The focus of a keyButton shows as an outline in the text's colour:
// Fyne's focus tint could not be seen on a selected (primary) button.

// ringRenderer is a button's renderer with the focus outline over it.
type ringRenderer struct {
	fyne.WidgetRenderer
	b    *keyButton
	ring *canvas.Rectangle
}

func newRingRenderer(b *keyButton, r fyne.WidgetRenderer) *ringRenderer {
	ring := canvas.NewRectangle(nil)
	ring.StrokeWidth = 2
	ring.Hide()
	return &ringRenderer{WidgetRenderer: r, b: b, ring: ring}
}

func (r *ringRenderer) Layout(s fyne.Size) {
	r.WidgetRenderer.Layout(s)
	r.ring.Resize(s)
}

func (r *ringRenderer) Refresh() {
	r.WidgetRenderer.Refresh()
	r.ring.StrokeColor = theme.Color(theme.ColorNameForeground)
	r.ring.CornerRadius = theme.InputRadiusSize()
	r.ring.Hidden = !r.b.focused
	r.ring.Resize(r.b.Size())
	r.ring.Refresh()
}

func (r *ringRenderer) Objects() []fyne.CanvasObject {
	return append(r.WidgetRenderer.Objects(), r.ring)
}

// CreateRenderer is the Button's with the focus outline.
func (b *keyButton) CreateRenderer() fyne.WidgetRenderer {
	return newRingRenderer(b, b.Button.CreateRenderer())
}

// FocusLost hides the outline.
func (b *keyButton) FocusLost() {
	b.focused = false
	b.Button.FocusLost()
}
