package app

import (
	"fmt"
	"image/color"
	"math"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
)

// textPair is a text colour and what it is drawn on: a background and
// the see-through layers over it (hover, focus, selection), bottom first.
type textPair struct {
	text fyne.ThemeColorName
	on   []fyne.ThemeColorName
	what string
}

const (
	cBackground = theme.ColorNameBackground
	cForeground = theme.ColorNameForeground
	cButton     = theme.ColorNameButton
	cInput      = theme.ColorNameInputBackground
	cHover      = theme.ColorNameHover
	cFocus      = theme.ColorNameFocus
	cPressed    = theme.ColorNamePressed
	cSelection  = theme.ColorNameSelection
	cPrimary    = theme.ColorNamePrimary
	cError      = theme.ColorNameError
	cSuccess    = theme.ColorNameSuccess
	cWarning    = theme.ColorNameWarning
)

// textPairs are the texts Fyne's widgets and the app draw, on what they
// are drawn (widget/label.go, button.go, entry.go, list.go, table.go of
// Fyne 2.8.1).
var textPairs = []textPair{
	{cForeground, []fyne.ThemeColorName{cBackground}, "text"},
	{cForeground, []fyne.ThemeColorName{cBackground, cHover}, "text, hovered row"},
	{cForeground, []fyne.ThemeColorName{cBackground, cSelection}, "text, selected row"},
	{cForeground, []fyne.ThemeColorName{theme.ColorNameHeaderBackground}, "table header"},
	{cForeground, []fyne.ThemeColorName{theme.ColorNameOverlayBackground}, "dialog"},
	{cForeground, []fyne.ThemeColorName{theme.ColorNameMenuBackground}, "menu"},
	{cForeground, []fyne.ThemeColorName{cButton}, "button"},
	{cForeground, []fyne.ThemeColorName{cButton, cHover}, "button, hovered"},
	{cForeground, []fyne.ThemeColorName{cButton, cFocus}, "button, focused"},
	{cForeground, []fyne.ThemeColorName{cButton, cPressed}, "button, pressed"},
	{cForeground, []fyne.ThemeColorName{cInput}, "field"},
	{cForeground, []fyne.ThemeColorName{cInput, cSelection}, "field, selected text"},
	{theme.ColorNamePlaceHolder, []fyne.ThemeColorName{cInput}, "placeholder"},
	{theme.ColorNameDisabled, []fyne.ThemeColorName{cBackground}, "disabled text, low importance"},
	{theme.ColorNameDisabled, []fyne.ThemeColorName{theme.ColorNameDisabledButton}, "disabled button"},
	{theme.ColorNameDisabled, []fyne.ThemeColorName{cInput}, "disabled field"},
	{theme.ColorNameHyperlink, []fyne.ThemeColorName{cBackground}, "hyperlink"},
	{cPrimary, []fyne.ThemeColorName{cBackground}, "high importance text"},
	{theme.ColorNameForegroundOnPrimary, []fyne.ThemeColorName{cPrimary}, "primary button"},
	{theme.ColorNameForegroundOnPrimary, []fyne.ThemeColorName{cPrimary, cHover}, "primary button, hovered"},
	{theme.ColorNameForegroundOnPrimary, []fyne.ThemeColorName{cPrimary, cFocus}, "primary button, focused"},
	{cError, []fyne.ThemeColorName{cBackground}, "error text"},
	{cError, []fyne.ThemeColorName{cInput}, "error under a field"},
	{theme.ColorNameForegroundOnError, []fyne.ThemeColorName{cError}, "danger button"},
	{cSuccess, []fyne.ThemeColorName{cBackground}, "success text"},
	{theme.ColorNameForegroundOnSuccess, []fyne.ThemeColorName{cSuccess}, "success button"},
	{cWarning, []fyne.ThemeColorName{cBackground}, "warning text"},
	{theme.ColorNameForegroundOnWarning, []fyne.ThemeColorName{cWarning}, "warning button"},
}

// luminance is WCAG 2's relative luminance of an opaque colour.
func luminance(c color.Color) float64 {
	n := color.NRGBAModel.Convert(c).(color.NRGBA)
	lin := func(v uint8) float64 {
		s := float64(v) / 255
		if s <= 0.04045 {
			return s / 12.92
		}
		return math.Pow((s+0.055)/1.055, 2.4)
	}
	return 0.2126*lin(n.R) + 0.7152*lin(n.G) + 0.0722*lin(n.B)
}

// contrast is WCAG 2's contrast ratio of two opaque colours.
func contrast(a, b color.Color) float64 {
	la, lb := luminance(a), luminance(b)
	return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
}

// over blends top (maybe see-through) over the opaque under.
func over(under, top color.Color) color.Color {
	u := color.NRGBAModel.Convert(under).(color.NRGBA)
	t := color.NRGBAModel.Convert(top).(color.NRGBA)
	a := float64(t.A) / 255
	mix := func(x, y uint8) uint8 { return uint8(math.Round(float64(y)*a + float64(x)*(1-a))) }
	return color.NRGBA{R: mix(u.R, t.R), G: mix(u.G, t.G), B: mix(u.B, t.B), A: 0xff}
}

// ratio is the contrast of p's text on its background in th.
func (p textPair) ratio(th fyne.Theme, v fyne.ThemeVariant) float64 {
	bg := color.Color(color.White)
	for _, n := range p.on {
		bg = over(bg, th.Color(n, v))
	}
	return contrast(over(bg, th.Color(p.text, v)), bg)
}

// TestHighContrastRatios: in the high-contrast light and dark themes
// every text is at least 7:1 against what it is drawn on.
func TestHighContrastRatios(t *testing.T) {
	test.NewTempApp(t)
	for _, variant := range []string{themeLight, themeDark} {
		th := forcedTheme{Theme: theme.DefaultTheme(), variant: variant, contrast: true}
		for _, p := range textPairs {
			if r := p.ratio(th, theme.VariantLight); r < 7 {
				t.Errorf("%s, high contrast: %s (%s on %s) is %.2f:1, want 7:1 or more", variant, p.what, p.text, p.on, r)
			}
		}
	}
}

// TestHighContrastCoversEveryColour: the high-contrast palettes name
// every colour of Fyne's theme, so none is left at the normal one.
func TestHighContrastCoversEveryColour(t *testing.T) {
	for _, palette := range []map[fyne.ThemeColorName]color.Color{highContrastLight, highContrastDark} {
		for _, n := range fyneColours {
			if _, ok := palette[n]; !ok {
				t.Errorf("no high-contrast %s", n)
			}
		}
	}
}

var fyneColours = []fyne.ThemeColorName{
	theme.ColorNameBackground, theme.ColorNameButton, theme.ColorNameDisabled, theme.ColorNameDisabledButton,
	theme.ColorNameError, theme.ColorNameFocus, theme.ColorNameForeground, theme.ColorNameForegroundOnError,
	theme.ColorNameForegroundOnPrimary, theme.ColorNameForegroundOnSuccess, theme.ColorNameForegroundOnWarning,
	theme.ColorNameHeaderBackground, theme.ColorNameHover, theme.ColorNameHyperlink, theme.ColorNameInnerWindowBorder,
	theme.ColorNameInnerWindowBorderInactive, theme.ColorNameInputBackground, theme.ColorNameInputBorder,
	theme.ColorNameMenuBackground, theme.ColorNameOverlayBackground, theme.ColorNamePlaceHolder, theme.ColorNamePressed,
	theme.ColorNamePrimary, theme.ColorNameScrollBar, theme.ColorNameScrollBarBackground, theme.ColorNameSelection,
	theme.ColorNameSeparator, theme.ColorNameShadow, theme.ColorNameSuccess, theme.ColorNameWarning,
}

// TestContrastFigures prints the contrast of every text of the normal
// and the high-contrast themes, light and dark (go test -run
// TestContrastFigures -v ./app/): the figures of docs/PERFORMANCE.md.
func TestContrastFigures(t *testing.T) {
	test.NewTempApp(t)
	var b strings.Builder
	fmt.Fprintf(&b, "\n| text | on | light | dark | light, high contrast | dark, high contrast |\n|---|---|---|---|---|---|\n")
	for _, p := range textPairs {
		fmt.Fprintf(&b, "| %s | %s |", p.what, strings.Join(colourNames(p.on), " + "))
		for _, contrast := range []bool{false, true} {
			for _, variant := range []string{themeLight, themeDark} {
				th := forcedTheme{Theme: theme.DefaultTheme(), variant: variant, contrast: contrast}
				fmt.Fprintf(&b, " %.1f |", p.ratio(th, theme.VariantLight))
			}
		}
		b.WriteString("\n")
	}
	t.Log(b.String())
}

func colourNames(ns []fyne.ThemeColorName) []string {
	out := make([]string, len(ns))
	for i, n := range ns {
		out[i] = string(n)
	}
	return out
}

// TestContrastMath checks luminance and contrast against WCAG's own
// figures: black on white 21:1, #777 on white 4.48:1.
func TestContrastMath(t *testing.T) {
	for _, c := range []struct {
		a, b color.Color
		want float64
	}{
		{color.Black, color.White, 21},
		{rgb(0x777777), color.White, 4.48},
		{rgb(0x595959), color.White, 7.0},
		{over(color.White, rgba(0x000000, 0x80)), rgb(0x7f7f7f), 1}, // half black over white
	} {
		if got := contrast(c.a, c.b); math.Abs(got-c.want) > 0.01 {
			t.Errorf("contrast(%v, %v) = %.3f, want %.2f", c.a, c.b, got, c.want)
		}
	}
}
