// Package app is the Fyne user interface. It knows the scoring domain;
// the domain knows nothing of widgets. Only main.go imports Fyne's app
// package, so this package builds and tests without cgo (-tags ci).
package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"scorekeeper/assets"
)

// UI holds the app's window and the widgets tests press.
type UI struct {
	App    fyne.App
	Window fyne.Window
	Games  *widget.List
}

// gameKeys are the games in the order the home screen lists them.
var gameKeys = []string{"skullking", "skipbo", "skull", "skuck"}

// New builds the main window of a.
func New(a fyne.App) *UI {
	a.SetIcon(fyne.NewStaticResource("icon.png", assets.Icon))
	u := &UI{App: a, Window: a.NewWindow(lang.X("app.title", "Scorekeeper"))}
	u.Games = widget.NewList(
		func() int { return len(gameKeys) },
		func() fyne.CanvasObject { return widget.NewLabel("") },
		func(i widget.ListItemID, o fyne.CanvasObject) {
			o.(*widget.Label).SetText(lang.X("game."+gameKeys[i], gameKeys[i]))
		})
	title := widget.NewLabelWithStyle(lang.X("app.title", "Scorekeeper"), fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	u.Window.SetContent(container.NewBorder(container.NewVBox(title, widget.NewSeparator()), nil, nil, nil, u.Games))
	u.Window.Resize(fyne.NewSize(400, 700))
	return u
}
