//go:build ci || screenshots

package app

import (
	"fmt"
	"image/color"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// greyTheme is a theme with every colour mapped to a grey of the same
// relative luminance (and alpha): the screen as someone sees it who
// cannot tell colours apart.
type greyTheme struct{ fyne.Theme }

func (g greyTheme) Color(n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	return grey(g.Theme.Color(n, v))
}

// grey is c as the grey of its luminance (WCAG's, of the opaque colour).
func grey(c color.Color) color.NRGBA {
	n := color.NRGBAModel.Convert(c).(color.NRGBA)
	y := luminance(color.NRGBA{R: n.R, G: n.G, B: n.B, A: 0xff})
	s := 12.92 * y
	if y > 0.0031308 {
		s = 1.055*math.Pow(y, 1/2.4) - 0.055
	}
	v := uint8(math.Round(s * 255))
	return color.NRGBA{R: v, G: v, B: v, A: n.A}
}

// inGreyscale draws w's app in greyscale from now on (the theme the UI set,
// its colours mapped to their luminance).
func inGreyscale(w fyne.Window) {
	a := fyne.CurrentApp()
	if _, ok := a.Settings().Theme().(greyTheme); !ok {
		a.Settings().SetTheme(greyTheme{a.Settings().Theme()})
	}
	relayout(w)
}

// nonText is the least contrast a shape needs against the background to
// be seen (WCAG 1.4.11, non-text contrast).
const nonText = 3

// marks describes what part shows other than colour (the window's
// content and dialogs when part is nil): every visible text (its words,
// style, size and place), every shape that stands out of the background
// by nonText or more in greyscale (filled or outlined), every image (by
// its resource). Two states whose marks are the same differ in colour
// alone. The app must draw in greyscale (inGreyscale).
func marks(w fyne.Window, part fyne.CanvasObject) []string {
	bg := theme.Color(theme.ColorNameBackground)
	var out []string
	var walk func(o fyne.CanvasObject, at fyne.Position)
	walk = func(o fyne.CanvasObject, at fyne.Position) {
		if o == nil || !o.Visible() {
			return
		}
		p, s := at.Add(o.Position()), o.Size()
		where := fmt.Sprintf("at %.0f,%.0f %.0f×%.0f", p.X, p.Y, s.Width, s.Height)
		switch o := o.(type) {
		case *canvas.Text:
			if strings.TrimSpace(o.Text) != "" {
				out = append(out, fmt.Sprintf("text %q %+v %.0f %s", o.Text, o.TextStyle, o.TextSize, where))
			}
		case *canvas.Rectangle:
			out = append(out, shape("box", o.FillColor, o.StrokeColor, o.StrokeWidth, bg, where)...)
		case *canvas.Circle:
			out = append(out, shape("circle", o.FillColor, o.StrokeColor, o.StrokeWidth, bg, where)...)
		case *canvas.Line:
			out = append(out, shape("line", nil, o.StrokeColor, o.StrokeWidth, bg, where)...)
		case *canvas.Image:
			name := "image"
			if o.Resource != nil {
				name = o.Resource.Name()
			}
			out = append(out, fmt.Sprintf("image %s %s", name, where))
		}
		for _, c := range kids(o) {
			walk(c, p)
		}
	}
	if part != nil {
		walk(part, fyne.NewPos(-part.Position().X, -part.Position().Y))
		return out
	}
	walk(w.Content(), fyne.NewPos(-w.Content().Position().X, -w.Content().Position().Y))
	for _, o := range w.Canvas().Overlays().List() {
		walk(o, fyne.Position{})
	}
	return out
}

// shape describes a filled or outlined shape that stands out of bg.
func shape(kind string, fill, stroke color.Color, width float32, bg color.Color, where string) []string {
	var out []string
	if seen(fill, bg) {
		out = append(out, kind+" filled "+where)
	}
	if width > 0 && seen(stroke, bg) {
		out = append(out, fmt.Sprintf("%s outlined %.0f %s", kind, width, where))
	}
	return out
}

// seen: c over bg stands out of bg by nonText or more.
func seen(c, bg color.Color) bool {
	if c == nil {
		return false
	}
	if _, _, _, a := c.RGBA(); a == 0 {
		return false
	}
	return contrast(over(bg, c), bg) >= nonText
}

// greyDiff shows w in greyscale, makes change, and says what the change
// did to part of w (nil: all of it) other than colour: the marks gone
// ("-") and come ("+"). None: the change is told by colour alone. With
// SCOREKEEPER_GREY_DIR set it writes the greyscale window before and
// after there (name-0.png, name-1.png), to be looked at.
func greyDiff(t *testing.T, w fyne.Window, part fyne.CanvasObject, name string, change func()) []string {
	t.Helper()
	inGreyscale(w)
	before := marks(w, part)
	shot(t, w, name+"-0")
	change()
	inGreyscale(w) // the change may have set the UI's theme again
	after := marks(w, part)
	shot(t, w, name+"-1")
	return diffMarks(before, after)
}

// diffMarks lists the marks gone ("-") and come ("+").
func diffMarks(before, after []string) []string {
	var diff []string
	for _, m := range before {
		if !slices.Contains(after, m) {
			diff = append(diff, "- "+m)
		}
	}
	for _, m := range after {
		if !slices.Contains(before, m) {
			diff = append(diff, "+ "+m)
		}
	}
	return diff
}

// wantToldApart fails when change shows on part of w (nil: all of it)
// by colour alone.
func wantToldApart(t *testing.T, w fyne.Window, part fyne.CanvasObject, what string, change func()) {
	t.Helper()
	if d := greyDiff(t, w, part, what, change); len(d) == 0 {
		t.Errorf("%s: told by colour alone (nothing changes in greyscale but shades)", what)
	}
}

// shot writes the window as drawn to $SCOREKEEPER_GREY_DIR/name.png.
func shot(t *testing.T, w fyne.Window, name string) {
	dir := os.Getenv("SCOREKEEPER_GREY_DIR")
	if dir == "" {
		return
	}
	f, err := os.Create(filepath.Join(dir, strings.NewReplacer("/", "-", " ", "-").Replace(name)+".png"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, w.Canvas().Capture()); err != nil {
		t.Fatal(err)
	}
}

// TestGreyscaleTheme: every colour of the theme becomes a grey of its
// own luminance.
func TestGreyscaleTheme(t *testing.T) {
	test.NewTempApp(t)
	for _, variant := range []string{themeLight, themeDark} {
		for _, contrast := range []bool{false, true} {
			th := forcedTheme{Theme: theme.DefaultTheme(), variant: variant, contrast: contrast}
			for _, n := range fyneColours {
				c := color.NRGBAModel.Convert(th.Color(n, theme.VariantLight)).(color.NRGBA)
				g := greyTheme{th}.Color(n, theme.VariantLight).(color.NRGBA)
				y, gy := luminance(color.NRGBA{c.R, c.G, c.B, 0xff}), luminance(color.NRGBA{g.R, g.G, g.B, 0xff})
				if g.R != g.G || g.G != g.B || g.A != c.A || math.Abs(y-gy) > 0.005 {
					t.Errorf("%s: %v becomes %v (luminance %.3f, grey's %.3f)", n, c, g, y, gy)
				}
			}
		}
	}
}

// TestGreyDiffFindsColourOnly: the check tells a change of colour alone
// from a word, a style, a filled shape and an icon.
func TestGreyDiffFindsColourOnly(t *testing.T) {
	a := test.NewTempApp(t)
	a.Settings().SetTheme(forcedTheme{Theme: theme.DefaultTheme(), variant: themeLight})
	label := func() *widget.Label { return widget.NewLabel("Anne 120") }
	for _, c := range []struct {
		name       string
		colourOnly bool
		make       func() (fyne.CanvasObject, func())
	}{
		{"warning colour", true, func() (fyne.CanvasObject, func()) {
			l := label()
			return l, func() { l.Importance = widget.WarningImportance; l.Refresh() }
		}},
		{"success colour", true, func() (fyne.CanvasObject, func()) {
			l := label()
			return l, func() { l.Importance = widget.SuccessImportance; l.Refresh() }
		}},
		{"a mark", false, func() (fyne.CanvasObject, func()) {
			l := label()
			return l, func() { l.SetText("Anne 120 ★") }
		}},
		{"bold", false, func() (fyne.CanvasObject, func()) {
			l := label()
			return l, func() { l.TextStyle.Bold = true; l.Refresh() }
		}},
		{"a filled button", false, func() (fyne.CanvasObject, func()) {
			b := widget.NewButton("2", nil)
			return b, func() { b.Importance = widget.HighImportance; b.Refresh() }
		}},
		{"a check", false, func() (fyne.CanvasObject, func()) {
			c := widget.NewCheck("Loot", nil)
			return c, func() { c.SetChecked(true) }
		}},
	} {
		obj, change := c.make()
		w := test.NewTempWindow(t, container.NewVBox(obj))
		w.Resize(fyne.NewSize(360, 200))
		d := greyDiff(t, w, nil, c.name, change)
		if c.colourOnly != (len(d) == 0) {
			t.Errorf("%s: colour alone %v, want %v: %q", c.name, len(d) == 0, c.colourOnly, d)
		}
	}
}

// TestSettingsNotByColour: in the settings, the changed language's note
// and the chosen text size and contrast are told apart in greyscale, in
// the normal and the high-contrast themes.
func TestSettingsNotByColour(t *testing.T) {
	for _, high := range []bool{false, true} {
		u, _ := newTestUI(t)
		u.prefs().SetBool(prefContrast, high)
		u.applyTheme()
		press(t, u.homeView.settings)
		s := u.settings
		where := fmt.Sprintf("high contrast %v: ", high)
		wantToldApart(t, u.window, s.restart, where+"the language note once changed", func() { test.Tap(s.language.Buttons[2]) })
		// the choice marked, not its effect (a text size changes everything)
		wantToldApart(t, u.window, s.textSize, where+"the text size chosen", func() { s.textSize.SetSelected(1) })
		wantToldApart(t, u.window, s.contrast, where+"the contrast chosen", func() { s.contrast.SetSelected(1 - boolIndex(high)) })
	}
}
