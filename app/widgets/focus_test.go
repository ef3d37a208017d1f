package widgets

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
)

// ring is the focus ring drawn on b: a visible outline, nil for none.
func ring(b *keyButton) *canvas.Rectangle {
	for _, o := range test.WidgetRenderer(b).Objects() {
		if r, ok := o.(*canvas.Rectangle); ok && r.Visible() && r.StrokeWidth >= 2 && r.StrokeColor != nil {
			if _, _, _, a := r.StrokeColor.RGBA(); a > 0 {
				return r
			}
		}
	}
	return nil
}

// TestFocusShowsOnSelected: the focused button of a row shows an
// outline, the selected (highlighted) one too, and none once the focus
// leaves (play test 3 finding 4: the focus could not be seen on the
// selected button, Fyne's focus tint vanishes on its primary colour).
func TestFocusShowsOnSelected(t *testing.T) {
	test.NewTempApp(t)
	c := NewChoices([]string{"0", "1", "2"}, 1, nil)
	w := test.NewTempWindow(t, c)
	w.Resize(fyne.NewSize(360, 100))
	for _, k := range []int{1, 0} { // the selected one, another (Left)
		b := c.keys[k]
		if ring(b) != nil {
			t.Errorf("button %d: an outline before the focus", k)
		}
		w.Canvas().Focus(c.keys[1]) // the row's stop: its selected button
		if k == 0 {
			c.keys[1].TypedKey(&fyne.KeyEvent{Name: fyne.KeyLeft})
		}
		if w.Canvas().Focused() != b {
			t.Fatalf("button %d did not take the focus", k)
		}
		if r := ring(b); r == nil {
			t.Errorf("button %d focused: no outline", k)
		} else if r.Size().Width < b.Size().Width-1 {
			t.Errorf("button %d: the outline is %v wide, the button %v", k, r.Size().Width, b.Size().Width)
		}
		w.Canvas().Unfocus()
		if ring(b) != nil {
			t.Errorf("button %d: the outline stays after the focus left", k)
		}
	}
}
