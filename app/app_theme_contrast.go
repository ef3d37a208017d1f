package app

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// highContrast is the colour n of the high-contrast variant of the light
// or dark theme (Fyne has none): every text at least 7:1 against what it
// is drawn on (WCAG's enhanced contrast, checked by
// TestHighContrastRatios), hovered, focused and selected too. ok is false
// for a colour it leaves to the theme (none today).
func highContrast(n fyne.ThemeColorName, v fyne.ThemeVariant) (c color.Color, ok bool) {
	palette := highContrastLight
	if v == theme.VariantDark {
		palette = highContrastDark
	}
	c, ok = palette[n]
	return c, ok
}

func rgb(v uint32) color.NRGBA {
	return color.NRGBA{R: uint8(v >> 16), G: uint8(v >> 8), B: uint8(v), A: 0xff}
}

func rgba(v uint32, a uint8) color.NRGBA {
	c := rgb(v)
	c.A = a
	return c
}

// highContrastLight: black on white; buttons and fields a light grey
// with dark edges, the accents dark enough to be read as text.
var highContrastLight = map[fyne.ThemeColorName]color.Color{
	theme.ColorNameBackground:                rgb(0xffffff),
	theme.ColorNameForeground:                rgb(0x000000),
	theme.ColorNameButton:                    rgb(0xdedede),
	theme.ColorNameDisabledButton:            rgb(0xf4f4f4),
	theme.ColorNameDisabled:                  rgb(0x4d4d4d),
	theme.ColorNamePlaceHolder:               rgb(0x474747),
	theme.ColorNameInputBackground:           rgb(0xffffff),
	theme.ColorNameInputBorder:               rgb(0x000000),
	theme.ColorNameHeaderBackground:          rgb(0xe6e6e6),
	theme.ColorNameMenuBackground:            rgb(0xffffff),
	theme.ColorNameOverlayBackground:         rgb(0xffffff),
	theme.ColorNameInnerWindowBorder:         rgb(0x000000),
	theme.ColorNameInnerWindowBorderInactive: rgb(0x474747),
	theme.ColorNameSeparator:                 rgb(0x000000),
	theme.ColorNameShadow:                    rgba(0x000000, 0x66),
	theme.ColorNameScrollBar:                 rgba(0x000000, 0xcc),
	theme.ColorNameScrollBarBackground:       rgb(0xdedede),
	theme.ColorNameHover:                     rgba(0x000000, 0x14),
	theme.ColorNamePressed:                   rgba(0x000000, 0x29),
	theme.ColorNameFocus:                     rgba(0x0037a0, 0x33),
	theme.ColorNameSelection:                 rgba(0x0037a0, 0x33),
	theme.ColorNamePrimary:                   rgb(0x0037a0),
	theme.ColorNameHyperlink:                 rgb(0x0037a0),
	theme.ColorNameForegroundOnPrimary:       rgb(0xffffff),
	theme.ColorNameError:                     rgb(0xa30000),
	theme.ColorNameForegroundOnError:         rgb(0xffffff),
	theme.ColorNameSuccess:                   rgb(0x005c00),
	theme.ColorNameForegroundOnSuccess:       rgb(0xffffff),
	theme.ColorNameWarning:                   rgb(0x7a3e00),
	theme.ColorNameForegroundOnWarning:       rgb(0xffffff),
}

// highContrastDark: white on black; the accents light.
var highContrastDark = map[fyne.ThemeColorName]color.Color{
	theme.ColorNameBackground:                rgb(0x000000),
	theme.ColorNameForeground:                rgb(0xffffff),
	theme.ColorNameButton:                    rgb(0x2b2b2b),
	theme.ColorNameDisabledButton:            rgb(0x121212),
	theme.ColorNameDisabled:                  rgb(0xadadad),
	theme.ColorNamePlaceHolder:               rgb(0xbdbdbd),
	theme.ColorNameInputBackground:           rgb(0x000000),
	theme.ColorNameInputBorder:               rgb(0xffffff),
	theme.ColorNameHeaderBackground:          rgb(0x1f1f1f),
	theme.ColorNameMenuBackground:            rgb(0x000000),
	theme.ColorNameOverlayBackground:         rgb(0x000000),
	theme.ColorNameInnerWindowBorder:         rgb(0xffffff),
	theme.ColorNameInnerWindowBorderInactive: rgb(0xbdbdbd),
	theme.ColorNameSeparator:                 rgb(0xffffff),
	theme.ColorNameShadow:                    rgba(0x000000, 0xaa),
	theme.ColorNameScrollBar:                 rgba(0xffffff, 0xcc),
	theme.ColorNameScrollBarBackground:       rgb(0x2b2b2b),
	theme.ColorNameHover:                     rgba(0xffffff, 0x1a),
	theme.ColorNamePressed:                   rgba(0xffffff, 0x33),
	theme.ColorNameFocus:                     rgba(0x8cc4ff, 0x40),
	theme.ColorNameSelection:                 rgba(0x8cc4ff, 0x40),
	theme.ColorNamePrimary:                   rgb(0x8cc4ff),
	theme.ColorNameHyperlink:                 rgb(0x8cc4ff),
	theme.ColorNameForegroundOnPrimary:       rgb(0x000000),
	theme.ColorNameError:                     rgb(0xff8a80),
	theme.ColorNameForegroundOnError:         rgb(0x000000),
	theme.ColorNameSuccess:                   rgb(0x69f0ae),
	theme.ColorNameForegroundOnSuccess:       rgb(0x000000),
	theme.ColorNameWarning:                   rgb(0xffc46b),
	theme.ColorNameForegroundOnWarning:       rgb(0x000000),
}
