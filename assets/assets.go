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

// Icon is the app icon (PNG).
//
//go:embed icon.png
var Icon []byte
