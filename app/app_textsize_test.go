package app

import (
	"image/color"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// TestTextSizeSetting: the settings offer 100%, 125% and 150%; a choice
// is kept and scales the text and what grows with it at once, not the
// paddings.
func TestTextSizeSetting(t *testing.T) {
	u, _ := newTestUI(t)
	press(t, u.homeView.settings)
	s := u.settings
	var labels []string
	for _, b := range s.textSize.Buttons {
		labels = append(labels, b.Text)
	}
	if len(labels) != 3 || labels[0] != "100%" || labels[1] != "125%" || labels[2] != "150%" || s.textSize.Selected != 0 {
		t.Fatalf("text sizes %q, selected %d; want 100%%, 125%%, 150%%, the first", labels, s.textSize.Selected)
	}
	base := sizesNow()
	press(t, s.textSize.Buttons[2])
	if got := u.prefs().Int(prefTextSize); got != 150 {
		t.Errorf("stored %d, want 150", got)
	}
	now := sizesNow()
	for n, want := range map[fyne.ThemeSizeName]float32{
		theme.SizeNameText: 1.5, theme.SizeNameCaptionText: 1.5, theme.SizeNameHeadingText: 1.5,
		theme.SizeNameSubHeadingText: 1.5, theme.SizeNameInlineIcon: 1.5, theme.SizeNameLineSpacing: 1.5,
		theme.SizeNamePadding: 1, theme.SizeNameInnerPadding: 1, theme.SizeNameScrollBar: 1,
	} {
		if now[n] != base[n]*want {
			t.Errorf("%s is %.1f at 150%%, %.1f at 100%%: want ×%.1f", n, now[n], base[n], want)
		}
	}
	if theme.TextSize() != 22.5 {
		t.Errorf("text %.1f at 150%%, want 22.5", theme.TextSize())
	}

	// kept: settings opened again show it, a new start uses it
	u.pop()
	press(t, u.homeView.settings)
	if u.settings.textSize.Selected != 2 {
		t.Errorf("settings again: %d selected, want 150%%", u.settings.textSize.Selected)
	}
	press(t, u.settings.textSize.Buttons[1])
	u.applyTheme()
	if theme.TextSize() != 18.75 {
		t.Errorf("text %.2f at 125%%, want 18.75", theme.TextSize())
	}
}

// TestTextSizeUnknown: a size the settings do not offer (a preferences
// file edited by hand) is 100%.
func TestTextSizeUnknown(t *testing.T) {
	u, _ := newTestUI(t)
	for _, v := range []int{0, 99, 300, -150} {
		u.prefs().SetInt(prefTextSize, v)
		u.applyTheme()
		if got := theme.TextSize(); got != 15 {
			t.Errorf("stored %d: text %.1f, want 15", v, got)
		}
	}
}

func sizesNow() map[fyne.ThemeSizeName]float32 {
	out := map[fyne.ThemeSizeName]float32{}
	for _, n := range []fyne.ThemeSizeName{theme.SizeNameText, theme.SizeNameCaptionText, theme.SizeNameHeadingText,
		theme.SizeNameSubHeadingText, theme.SizeNameInlineIcon, theme.SizeNameLineSpacing, theme.SizeNamePadding,
		theme.SizeNameInnerPadding, theme.SizeNameScrollBar} {
		out[n] = theme.Current().Size(n)
	}
	return out
}

// TestContrastSetting: "High" contrast is kept and gives the
// high-contrast colours of the theme chosen, light and dark, at once;
// "Normal" gives Fyne's back.
func TestContrastSetting(t *testing.T) {
	u, _ := newTestUI(t)
	press(t, u.homeView.settings)
	s := u.settings
	if s.contrast.Selected != 0 || len(s.contrast.Buttons) != 2 || s.contrast.Buttons[1].Text != "High" {
		t.Fatalf("contrast: %d selected of %d", s.contrast.Selected, len(s.contrast.Buttons))
	}
	press(t, s.theme.Buttons[1]) // light
	normal := theme.Color(theme.ColorNameForeground)
	press(t, s.contrast.Buttons[1])
	if !u.prefs().Bool(prefContrast) {
		t.Error("high contrast not stored")
	}
	wantColour(t, "light, high contrast: text", theme.ColorNameForeground, color.Black)
	wantColour(t, "light, high contrast: background", theme.ColorNameBackground, color.White)
	press(t, s.theme.Buttons[2]) // dark
	wantColour(t, "dark, high contrast: text", theme.ColorNameForeground, color.White)
	wantColour(t, "dark, high contrast: background", theme.ColorNameBackground, color.Black)
	press(t, s.theme.Buttons[1])
	press(t, s.contrast.Buttons[0])
	wantColour(t, "light, normal: text", theme.ColorNameForeground, normal)
}

func wantColour(t *testing.T, what string, n fyne.ThemeColorName, want color.Color) {
	t.Helper()
	g, w := color.NRGBAModel.Convert(theme.Color(n)), color.NRGBAModel.Convert(want)
	if g != w {
		t.Errorf("%s is %v, want %v", what, g, w)
	}
}
