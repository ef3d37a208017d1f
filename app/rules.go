package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"
)

// showRules shows a short scoring summary of each game.
func (u *UI) showRules() {
	tabs := container.NewAppTabs()
	for _, g := range gameNames() {
		t := widget.NewRichTextFromMarkdown(lang.L("ui.rules." + g))
		t.Wrapping = fyne.TextWrapWord
		tabs.Append(container.NewTabItem(gameName(g), container.NewVScroll(t)))
	}
	u.push(lang.L("ui.home.rules"), tabs, nil)
}
