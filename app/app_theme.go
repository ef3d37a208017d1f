package app

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"scorekeeper/app/widgets"
	"scorekeeper/assets/fonts"
)

// Theme choices as stored in the preferences.
const (
	themeSystem = ""
	themeLight  = "light"
	themeDark   = "dark"
)

// forcedTheme is the default theme with the light or dark variant forced,
// or following the system when variant is themeSystem. With emoji set its
// text font is newerEmoji, which Fyne then backs with its own fonts. Its
// text is textScale times the usual size (0: 1) and, with contrast set,
// its colours are highContrast's.
type forcedTheme struct {
	fyne.Theme
	variant   string
	emoji     bool
	textScale float32
	contrast  bool
}

// newerEmoji draws the emoji newer than Fyne's bundled EmojiOne (🦜, 🥳).
// Fyne 2.8.1 takes a theme's font first and its own text font next for
// every text style (lookupFaces, internal/painter/font.go), so a font of
// these emoji alone leaves all other text to Fyne's fonts. It is parsed
// once per text style in use, so only when a name needs it.
var newerEmoji = fyne.NewStaticResource("NotoEmoji-Newer.ttf", fonts.NewerEmoji)

// Font is newerEmoji when names need it; never for Fyne's icon symbols nor
// for monospace (the app has none), whose spaces and lines are wider.
func (t forcedTheme) Font(s fyne.TextStyle) fyne.Resource {
	if t.emoji && !s.Symbol && !s.Monospace {
		return newerEmoji
	}
	return t.Theme.Font(s)
}

func (t forcedTheme) Color(n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	switch t.variant {
	case themeLight:
		v = theme.VariantLight
	case themeDark:
		v = theme.VariantDark
	}
	if t.contrast {
		if c, ok := highContrast(n, v); ok {
			return c
		}
	}
	return t.Theme.Color(n, v)
}

// Size makes buttons and text a little larger (fingers at a card table),
// and scales the text and what grows with it by the text size chosen.
func (t forcedTheme) Size(n fyne.ThemeSizeName) float32 {
	var s float32
	switch n {
	case theme.SizeNameText:
		s = 15
	case theme.SizeNameInnerPadding:
		s = 10
	default:
		s = t.Theme.Size(n)
	}
	return scaleText(n, s, t.textScale)
}

// applyTheme sets the theme chosen in the settings, with newerEmoji when
// a player's name needs it.
func (u *UI) applyTheme() { u.setTheme(u.hasEmoji() || u.rosterNeedsEmoji()) }

// setTheme sets the theme chosen in the settings, with newerEmoji or not.
func (u *UI) setTheme(emoji bool) {
	p := u.prefs()
	u.app.Settings().SetTheme(forcedTheme{Theme: theme.DefaultTheme(), variant: p.String(prefTheme), emoji: emoji,
		textScale: textScaleOf(p), contrast: p.Bool(prefContrast)})
}

// emojiAsTyped brings newerEmoji in as soon as a name typed (or pasted)
// into e needs it, not once the player is added: till then the emoji
// showed as a box.
func (u *UI) emojiAsTyped(e *widgets.Entry) {
	e.OnChanged = func(s string) {
		if !u.hasEmoji() && fonts.NeedsNewerEmoji(s) {
			u.setTheme(true)
		}
	}
}

// emojiForNames adds newerEmoji to the theme once a player's name needs it
// (after a player is added, renamed or imported); it is never taken away.
func (u *UI) emojiForNames() {
	if !u.hasEmoji() && u.rosterNeedsEmoji() {
		u.applyTheme()
	}
}

// hasEmoji reports whether the theme draws with newerEmoji already.
func (u *UI) hasEmoji() bool {
	t, ok := u.app.Settings().Theme().(forcedTheme)
	return ok && t.emoji
}

// rosterNeedsEmoji reports whether a player's name, archived ones too,
// has an emoji only newerEmoji draws.
func (u *UI) rosterNeedsEmoji() bool { return needsNewerEmoji(u.store) }

// needsNewerEmoji is rosterNeedsEmoji of the store s.
func needsNewerEmoji(s Store) bool {
	roster, err := s.Players(true)
	if err != nil {
		return false // the screens report the database's errors
	}
	for _, p := range roster {
		if fonts.NeedsNewerEmoji(p.Name) {
			return true
		}
	}
	return false
}
