package app

import (
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// textSizes are the text sizes the settings offer, in percent of the
// usual size. The system's own scale (Fyne's) still applies on top.
var textSizes = []int{100, 125, 150}

// textSizeOf is the text size chosen in p, in percent: 100 when none or
// one the settings do not offer (a file edited by hand) is stored.
func textSizeOf(p fyne.Preferences) int {
	if v := p.Int(prefTextSize); slices.Contains(textSizes, v) {
		return v
	}
	return 100
}

// textScaleOf is textSizeOf as a factor.
func textScaleOf(p fyne.Preferences) float32 { return float32(textSizeOf(p)) / 100 }

// scaleText scales the theme size n of value s by the text scale f (0:
// 1): the text sizes, and what sits in a line of text and must grow with
// it (inline icons: a check box's box, a button's icon; the space between
// wrapped lines). Paddings stay: they take a phone's width and carry no
// text.
func scaleText(n fyne.ThemeSizeName, s, f float32) float32 {
	if f == 0 || f == 1 {
		return s
	}
	switch n {
	case theme.SizeNameText, theme.SizeNameCaptionText, theme.SizeNameHeadingText, theme.SizeNameSubHeadingText,
		theme.SizeNameInlineIcon, theme.SizeNameLineSpacing:
		return s * f
	}
	return s
}
