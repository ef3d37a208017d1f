package app

import (
	"io/fs"
	"os"
	"path"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"scorekeeper/assets"
)

// LoadTranslations registers the app's translations and applies the
// language chosen in the settings. Fyne 2.7.1 has no call to force a
// language, so the chosen language's messages are also registered under
// the system's locale (and LANGUAGE is set for Fyne's own texts on
// Linux and BSD). Call it before building any window; a change takes
// effect at the next start.
func LoadTranslations(a fyne.App) error {
	choice := a.Preferences().String(prefLanguage)
	if choice != "" {
		os.Setenv("LANGUAGE", choice)
	}
	if err := lang.AddTranslationsFS(assets.Translations, "translations"); err != nil {
		return err
	}
	if choice == "" {
		return nil
	}
	sys := lang.SystemLocale()
	names, err := fs.Glob(assets.Translations, "translations/*.json")
	if err != nil {
		return err
	}
	for _, name := range names {
		base := strings.TrimSuffix(path.Base(name), ".json")
		if base != choice && !strings.HasSuffix(base, "."+choice) {
			continue
		}
		data, err := assets.Translations.ReadFile(name)
		if err != nil {
			return err
		}
		if err := lang.AddTranslationsForLocale(data, sys); err != nil {
			return err
		}
	}
	return nil
}
