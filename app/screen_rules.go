package app

import (
	"scorekeeper/app/widgets"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"
)

// showRules shows a short scoring summary of each game, one at a time,
// picked with a row of the games' names (a screen reader says "Rules:
// Skull King, selected"; Fyne's tabs said nothing).
func (u *UI) showRules() {
	names := gameNames()
	pages := make([]fyne.CanvasObject, len(names))
	labels := make([]string, len(names))
	for i, g := range names {
		t := widget.NewRichTextFromMarkdown(lang.L("ui.rules." + g))
		t.Wrapping = fyne.TextWrapWord
		pages[i], labels[i] = container.NewVScroll(t), gameName(g)
		pages[i].Hide()
	}
	pages[0].Show()
	pick := widgets.NewChoices(labels, 0, func(k int) {
		for i, p := range pages {
			if i == k {
				p.Show()
			} else {
				p.Hide()
			}
		}
	})
	pick.Name = lang.L("ui.home.rules")
	u.push(lang.L("ui.home.rules"), container.NewBorder(pick, nil, nil, nil, container.NewStack(pages...)), nil)
}
