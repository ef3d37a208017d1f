package app

import (
	"slices"

	"scorekeeper/app/widgets"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// settings: language (applied at the next start), theme, text size,
// contrast, CSV separator, the sync folder.
type settings struct {
	Sync      *syncSettings
	Language  *widgets.Choices
	Theme     *widgets.Choices
	TextSize  *widgets.Choices
	Contrast  *widgets.Choices
	Semicolon *widgets.Choices
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
	// the note is always there (no room kept empty for it), marked in
	// words (and colour) once the language is changed
	s.restart = widgets.Wrapped(lang.L("ui.settings.restart"))
	s.restart.SizeName = theme.SizeNameCaptionText
	s.Language = widgets.NewChoices([]string{lang.L("ui.settings.system"), "English", "Deutsch"},
		max(0, indexOf(languages, p.String(prefLanguage))), func(i int) {
			p.SetString(prefLanguage, languages[i])
			s.restart.Importance = widget.WarningImportance
			s.restart.SetText(lang.L("ui.settings.restartNow"))
		})
	s.Theme = widgets.NewChoices([]string{lang.L("ui.settings.system"), lang.L("ui.settings.light"), lang.L("ui.settings.dark")},
		max(0, indexOf(themes, p.String(prefTheme))), func(i int) {
			p.SetString(prefTheme, themes[i])
			u.applyTheme()
		})
	s.TextSize, s.Contrast = u.lookChoices()
	s.Semicolon = widgets.NewChoices([]string{lang.L("ui.settings.comma"), lang.L("ui.settings.semicolon")},
		boolIndex(p.Bool(prefSemicolon)), func(i int) { p.SetBool(prefSemicolon, i == 1) })
	s.Language.Name, s.Theme.Name = lang.L("ui.settings.language"), lang.L("ui.settings.theme")
	s.TextSize.Name, s.Contrast.Name = lang.L("ui.settings.textSize"), lang.L("ui.settings.contrast")
	s.Semicolon.Name = lang.L("ui.settings.csv")
	var syncBox fyne.CanvasObject
	s.Sync, syncBox = u.syncSection()
	box := container.NewVBox(
		syncBox,
		widgets.Heading(lang.L("ui.settings.language")), s.Language, s.restart,
		widgets.Heading(lang.L("ui.settings.theme")), s.Theme,
		widgets.Heading(lang.L("ui.settings.textSize")), s.TextSize,
		widgets.Heading(lang.L("ui.settings.contrast")), s.Contrast,
		widgets.Heading(lang.L("ui.settings.csv")), s.Semicolon, widgets.Wrapped(lang.L("ui.settings.semicolonHint")),
	)
	u.push(lang.L("ui.home.settings"), container.NewVScroll(widgets.Readable(container.NewPadded(box))), u.refreshSync)
	u.refreshSync()
}

// lookChoices are the settings' text size and contrast: each applies at
// once.
func (u *UI) lookChoices() (size, contrast *widgets.Choices) {
	p := u.prefs()
	labels := make([]string, len(textSizes))
	for i, n := range textSizes {
		labels[i] = lang.X("ui.settings.percent", "{{.Percent}}%", map[string]any{"Percent": n})
	}
	size = widgets.NewChoices(labels, slices.Index(textSizes, textSizeOf(p)), func(i int) {
		p.SetInt(prefTextSize, textSizes[i])
		u.applyTheme()
	})
	contrast = widgets.NewChoices([]string{lang.L("ui.settings.contrastNormal"), lang.L("ui.settings.contrastHigh")},
		boolIndex(p.Bool(prefContrast)), func(i int) {
			p.SetBool(prefContrast, i == 1)
			u.applyTheme()
		})
	return size, contrast
}
