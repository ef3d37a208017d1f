package widgets

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// wrapRenderer is a Button's renderer whose text wraps onto more lines
// in the width the Button is given (at a large text size a long label,
// "Bid in secret: pass the phone", is wider than a phone): Fyne's Button
// draws its background, icon and text; this lays the text out wrapped.
type wrapRenderer struct {
	fyne.WidgetRenderer
	b     *Button
	label *widget.RichText // the Button's own text
	icon  *canvas.Image    // the Button's icon (nil: none)
}

func newWrapRenderer(b *Button, r fyne.WidgetRenderer) *wrapRenderer {
	w := &wrapRenderer{WidgetRenderer: r, b: b}
	w.find()
	return w
}

// find picks the Button's text and icon out of its renderer's objects.
func (r *wrapRenderer) find() {
	for _, o := range r.WidgetRenderer.Objects() {
		switch o := o.(type) {
		case *widget.RichText:
			r.label = o
			o.Wrapping = fyne.TextWrapWord
			if seg, ok := o.Segments[0].(*widget.TextSegment); ok && r.b.Alignment == widget.ButtonAlignLeading {
				seg.Style.Alignment = fyne.TextAlignLeading // its lines too
			}
		case *canvas.Image:
			r.icon = o
		}
	}
}

// iconRoom is the width the icon takes beside the text.
func (r *wrapRenderer) iconRoom() float32 {
	if r.b.Icon == nil {
		return 0
	}
	return theme.IconInlineSize() + theme.Padding()
}

// textWidth is the text's width on one line (a Button's label draws
// its glyphs from its edge: no inset of its own).
func (r *wrapRenderer) textWidth() float32 {
	return fyne.MeasureText(r.b.Text, theme.TextSize(), fyne.TextStyle{Bold: true}).Width
}

// textSize lays the text out in the width w at most and says its size.
func (r *wrapRenderer) textSize(w float32) fyne.Size {
	w = max(min(w, r.textWidth()), 1)
	r.label.Resize(fyne.NewSize(w, r.label.Size().Height))
	return fyne.NewSize(w, r.label.MinSize().Height)
}

func (r *wrapRenderer) Layout(size fyne.Size) {
	r.WidgetRenderer.Layout(size)
	if r.label == nil {
		return
	}
	pad := theme.InnerPadding()
	icon := r.iconRoom()
	t := r.textSize(size.Width - 2*pad - icon)
	x := (size.Width - icon - t.Width) / 2
	if r.b.Alignment == widget.ButtonAlignLeading {
		x = pad
	}
	if r.icon != nil {
		s := theme.IconInlineSize()
		r.icon.Move(fyne.NewPos(x, (size.Height-s)/2))
		r.icon.Resize(fyne.NewSquareSize(s))
	}
	r.label.Move(fyne.NewPos(x+icon, (size.Height-t.Height)/2))
	r.label.Resize(t)
}

// MinSize is as narrow as the longest word and the icon, as high as the
// text wrapped in the width the Button has.
func (r *wrapRenderer) MinSize() fyne.Size {
	s := r.WidgetRenderer.MinSize()
	if r.label == nil || r.b.Text == "" {
		return s
	}
	pad := theme.InnerPadding()
	word := float32(0)
	for _, w := range strings.Fields(r.b.Text) {
		word = max(word, fyne.MeasureText(w, theme.TextSize(), fyne.TextStyle{Bold: true}).Width)
	}
	narrow := word + 2*pad + r.iconRoom()
	w := r.b.Size().Width
	if w <= 0 {
		w = s.Width // not laid out yet: one line
	}
	t := r.textSize(w - 2*pad - r.iconRoom())
	return fyne.NewSize(narrow, max(s.Height, t.Height+2*pad))
}

func (r *wrapRenderer) Refresh() {
	r.WidgetRenderer.Refresh()
	r.find() // the icon is made at the first refresh that has one
	r.Layout(r.b.Size())
}
