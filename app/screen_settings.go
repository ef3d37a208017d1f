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
	sync      *syncSettings
	language  *widgets.Choices
	theme     *widgets.Choices
	textSize  *widgets.Choices
	contrast  *widgets.Choices
	semicolon *widgets.Choices
	restart   *widget.Label
}

var (
	languages = []string{"", "en", "de"}
	themes    = []string{themeSystem, themeLight, themeDark}
)

func (u *UI) showSettings() {
	s := &settings{}
	u.settings = s
	p := u.prefs()
	// the note is always there (no room kept empty for it), marked in
	// words (and colour) once the language is changed
	s.restart = widgets.Wrapped(lang.L("ui.settings.restart"))
	s.restart.SizeName = theme.SizeNameCaptionText
	s.language = widgets.NewChoices([]string{lang.L("ui.settings.system"), "English", "Deutsch"},
		max(0, indexOf(languages, p.String(prefLanguage))), func(i int) {
			p.SetString(prefLanguage, languages[i])
			s.restart.Importance = widget.WarningImportance
			s.restart.SetText(lang.L("ui.settings.restartNow"))
		})
	s.theme = widgets.NewChoices([]string{lang.L("ui.settings.system"), lang.L("ui.settings.light"), lang.L("ui.settings.dark")},
		max(0, indexOf(themes, p.String(prefTheme))), func(i int) {
			p.SetString(prefTheme, themes[i])
			u.applyTheme()
		})
	s.textSize, s.contrast = u.lookChoices()
	s.semicolon = widgets.NewChoices([]string{lang.L("ui.settings.comma"), lang.L("ui.settings.semicolon")},
		boolIndex(p.Bool(prefSemicolon)), func(i int) { p.SetBool(prefSemicolon, i == 1) })
	s.language.Name, s.theme.Name = lang.L("ui.settings.language"), lang.L("ui.settings.theme")
	s.textSize.Name, s.contrast.Name = lang.L("ui.settings.textSize"), lang.L("ui.settings.contrast")
	s.semicolon.Name = lang.L("ui.settings.csv")
	var syncBox fyne.CanvasObject
	s.sync, syncBox = u.syncSection()
	box := container.NewVBox(
		syncBox,
		widgets.Heading(lang.L("ui.settings.language")), s.language, s.restart,
		widgets.Heading(lang.L("ui.settings.theme")), s.theme,
		widgets.Heading(lang.L("ui.settings.textSize")), s.textSize,
		widgets.Heading(lang.L("ui.settings.contrast")), s.contrast,
		widgets.Heading(lang.L("ui.settings.csv")), s.semicolon, widgets.Wrapped(lang.L("ui.settings.semicolonHint")),
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
