package app

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// Theme choices as stored in the preferences.
const (
	themeSystem = ""
	themeLight  = "light"
	themeDark   = "dark"
)

// forcedTheme is the default theme with the light or dark variant forced,
// or following the system when variant is themeSystem.
type forcedTheme struct {
	fyne.Theme
	variant string
}

func (t forcedTheme) Color(n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	switch t.variant {
	case themeLight:
		v = theme.VariantLight
	case themeDark:
		v = theme.VariantDark
	}
	return t.Theme.Color(n, v)
}

// Size makes buttons and text a little larger: fingers at a card table.
func (t forcedTheme) Size(n fyne.ThemeSizeName) float32 {
	switch n {
	case theme.SizeNameText:
		return 15
	case theme.SizeNameInnerPadding:
		return 10
	}
	return t.Theme.Size(n)
}

// applyTheme sets the theme chosen in the settings.
func (u *UI) applyTheme() {
	u.App.Settings().SetTheme(forcedTheme{Theme: theme.DefaultTheme(), variant: u.prefs().String(prefTheme)})
}
