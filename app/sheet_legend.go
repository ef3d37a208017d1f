package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// foldLabel is a text of one line that a tap opens whole, wrapped, and
// closes again: the sheet's legend, which took four lines of a phone's
// sheet (SKUCK) before. Closed, a text longer than its line is not cut
// (a cut legend read as nonsense): the line says what a tap opens.
type foldLabel struct {
	widget.BaseWidget
	text  string
	label *widget.Label
	icon  *widget.Icon
	open  bool
	onTap func() // after the fold changed: the screen's room has
}

func newFoldLabel(changed func()) *foldLabel {
	f := &foldLabel{label: widget.NewLabel(""), icon: widget.NewIcon(theme.InfoIcon()), onTap: changed}
	f.label.TextStyle.Italic = true
	f.label.SizeName = theme.SizeNameCaptionText
	f.fold()
	f.ExtendBaseWidget(f)
	return f
}

// SetText shows t (folded as it was).
func (f *foldLabel) SetText(t string) {
	f.text = t
	f.label.SetText(f.shown())
}

// Resize lays the label out at s: closed, the line it shows depends on
// the width.
func (f *foldLabel) Resize(s fyne.Size) {
	f.BaseWidget.Resize(s)
	if t := f.shown(); t != f.label.Text {
		f.label.SetText(t)
	}
}

// shown is the text the label shows: the whole text open or when it
// fits the line, else the legend's title.
func (f *foldLabel) shown() string {
	if f.open {
		return f.text
	}
	w := f.Size().Width - f.icon.MinSize().Width - 2*theme.InnerPadding() - theme.Padding()
	if fyne.MeasureText(f.text, theme.Size(theme.SizeNameCaptionText), f.label.TextStyle).Width <= w {
		return f.text
	}
	return lang.L("ui.sheet.legendTitle")
}

// Tapped opens or closes the text.
func (f *foldLabel) Tapped(*fyne.PointEvent) {
	f.open = !f.open
	f.fold()
	f.label.SetText(f.shown())
	f.Refresh()
	if f.onTap != nil {
		f.onTap()
	}
}

func (f *foldLabel) fold() {
	if f.open {
		f.label.Wrapping, f.label.Truncation = fyne.TextWrapWord, fyne.TextTruncateOff
	} else {
		f.label.Wrapping, f.label.Truncation = fyne.TextWrapOff, fyne.TextTruncateClip
	}
}

// AccessibilityLabel is the whole text and what a tap does.
func (f *foldLabel) AccessibilityLabel() string {
	if f.open {
		return f.text + " " + lang.L("ui.sheet.legendClose")
	}
	return f.text + " " + lang.L("ui.sheet.legendOpen")
}

// AccessibilityRole is a button's: a tap opens or closes the text.
func (f *foldLabel) AccessibilityRole() fyne.AccessibleRole { return fyne.AccessibleRoleButton }

func (f *foldLabel) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(container.NewBorder(nil, nil, container.NewCenter(f.icon), nil, f.label))
}
