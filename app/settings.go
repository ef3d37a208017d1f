package app

import (
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"
)

// settings: language (applied at the next start), theme, CSV separator.
type settings struct {
	Language  *choiceRow
	Theme     *choiceRow
	Semicolon *choiceRow
	restart   *widget.Label
}

var (
	languages = []string{"", "en", "de"}
	themes    = []string{themeSystem, themeLight, themeDark}
)

func (u *UI) showSettings() {
	s := &settings{}
	u.Settings = s
	p := u.prefs()
	s.restart = wrapped(lang.L("ui.settings.restart"))
	s.restart.Importance = widget.WarningImportance
	s.restart.Hide()
	s.Language = newChoiceRow([]string{lang.L("ui.settings.system"), "English", "Deutsch"},
		max(0, indexOf(languages, p.String(prefLanguage))), func(i int) {
			p.SetString(prefLanguage, languages[i])
			s.restart.Show()
		})
	s.Theme = newChoiceRow([]string{lang.L("ui.settings.system"), lang.L("ui.settings.light"), lang.L("ui.settings.dark")},
		max(0, indexOf(themes, p.String(prefTheme))), func(i int) {
			p.SetString(prefTheme, themes[i])
			u.applyTheme()
		})
	s.Semicolon = newChoiceRow([]string{lang.L("ui.settings.comma"), lang.L("ui.settings.semicolon")},
		boolIndex(p.Bool(prefSemicolon)), func(i int) { p.SetBool(prefSemicolon, i == 1) })
	box := container.NewVBox(
		heading(lang.L("ui.settings.language")), s.Language, s.restart,
		heading(lang.L("ui.settings.theme")), s.Theme,
		heading(lang.L("ui.settings.csv")), s.Semicolon,
	)
	u.push(lang.L("ui.home.settings"), container.NewVScroll(readable(container.NewPadded(box))), nil)
}
