package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// foldLabel is a text of one line, cut with "…" when longer, that a tap
// opens whole and closes again: the sheet's legend, which took four
// lines of a phone's sheet (SKUCK) before.
type foldLabel struct {
	widget.BaseWidget
	Text  string
	label *widget.Label
	icon  *widget.Icon
	Open  bool
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
	f.Text = t
	f.label.SetText(t)
}

// Tapped opens or closes the text.
func (f *foldLabel) Tapped(*fyne.PointEvent) {
	f.Open = !f.Open
	f.fold()
	f.label.Refresh()
	f.Refresh()
	if f.onTap != nil {
		f.onTap()
	}
}

func (f *foldLabel) fold() {
	if f.Open {
		f.label.Wrapping, f.label.Truncation = fyne.TextWrapWord, fyne.TextTruncateOff
	} else {
		f.label.Wrapping, f.label.Truncation = fyne.TextWrapOff, fyne.TextTruncateEllipsis
	}
}

// AccessibilityLabel is the whole text and what a tap does.
func (f *foldLabel) AccessibilityLabel() string {
	if f.Open {
		return f.Text + " " + lang.L("ui.sheet.legendClose")
	}
	return f.Text + " " + lang.L("ui.sheet.legendOpen")
}

// AccessibilityRole is a button's: a tap opens or closes the text.
func (f *foldLabel) AccessibilityRole() fyne.AccessibleRole { return fyne.AccessibleRoleButton }

func (f *foldLabel) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(container.NewBorder(nil, nil, container.NewCenter(f.icon), nil, f.label))
}
