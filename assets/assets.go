// Package assets embeds the translations and the icon.
package assets

import (
	"embed"
	_ "embed"
)

// Translations holds translations/[prefix.]LANG.json files in go-i18n's flat
// format, as Fyne's lang.AddTranslationsFS reads them.
//
//go:embed translations
var Translations embed.FS

// Icon is the app icon (PNG, 512 px: FyneApp.toml packages it).
//
//go:embed icon.png
var Icon []byte

// WindowIcon is the icon at 128 px, for the window's title bar and task
// bar: a 512 px icon cost every start its decoding and a megabyte sent
// to the X server.
//
//go:embed icon-window.png
var WindowIcon []byte
