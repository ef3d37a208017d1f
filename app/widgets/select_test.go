package widgets

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
)

// TestSelectHasAnEdge: a Select shows its edge in the input border's
// colour, around the whole control (in high contrast its background is
// the screen's: the History filters looked like plain text).
func TestSelectHasAnEdge(t *testing.T) {
	test.NewTempApp(t)
	s := NewSelect([]string{"All games", "Skull"}, nil)
	w := test.NewTempWindow(t, s)
	w.Resize(fyne.NewSize(200, 60))
	want := theme.Color(theme.ColorNameInputBorder)
	for _, o := range test.WidgetRenderer(s).Objects() {
		if r, ok := o.(*canvas.Rectangle); ok && r.Visible() && r.StrokeWidth > 0 && r.StrokeColor == want && r.Size() == s.Size() {
			return
		}
	}
	t.Error("no edge around the Select")
}
