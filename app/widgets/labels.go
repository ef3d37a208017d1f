package widgets

import (
	"image/color"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// maxLabel is the widest text a button shows: a phone's width less the
// paddings. A longer one (a very long player name) is cut with "…": a
// button's text cannot wrap.
const maxLabel = 280

// FitLabel cuts s to maxLabel as a button draws it.
func FitLabel(s string) string {
	return cutText(s, theme.TextSize(), fyne.TextStyle{Bold: true}, maxLabel)
}

// cutText cuts s with "…" to the width w at size in style.
func cutText(s string, size float32, style fyne.TextStyle, w float32) string {
	if fyne.MeasureText(s, size, style).Width <= w {
		return s
	}
	r := []rune(s)
	for len(r) > 1 && fyne.MeasureText(string(r)+"…", size, style).Width > w {
		r = r[:len(r)-1]
	}
	return strings.TrimSpace(string(r)) + "…"
}

// Wrapped is a label whose text wraps at the screen's width.
func Wrapped(text string) *widget.Label {
	l := widget.NewLabel(text)
	l.Wrapping = fyne.TextWrapWord
	return l
}

// OptionCheck is a check box with a short name and, under it and in line
// with the name, a smaller hint that wraps on a phone (a check box's own
// text never wraps).
func OptionCheck(name, hint string, changed func(bool)) (*Check, fyne.CanvasObject) {
	c := NewCheck(name, changed)
	h := Wrapped(hint)
	h.SizeName = theme.SizeNameCaptionText
	return c, WithNote(c, h, theme.IconInlineSize())
}

// WithNote puts note under obj, close to it and indented.
func WithNote(obj fyne.CanvasObject, note *widget.Label, indent float32) fyne.CanvasObject {
	return container.New(layout.NewCustomPaddedVBoxLayout(-theme.InnerPadding()), obj,
		container.NewBorder(nil, nil, MinWidth(indent), nil, note))
}

// Heading is a bold label that wraps.
func Heading(text string) *widget.Label {
	l := widget.NewLabelWithStyle(text, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	l.Wrapping = fyne.TextWrapWord
	return l
}

// MinWidth is an invisible box that keeps a cell at least w wide.
func MinWidth(w float32) fyne.CanvasObject {
	r := canvas.NewRectangle(color.Transparent)
	r.SetMinSize(fyne.NewSize(w, 1))
	return r
}
