// Command barewindow is the yardstick for start-up measurements: the
// smallest Fyne app, built by the same toolchain as scorekeeper.
package main

import (
	"fyne.io/fyne/v2/app"
	"fyne.io/fyne/v2/widget"
)

func main() {
	a := app.NewWithID("net.scorekeeper.bare")
	w := a.NewWindow("Bare")
	w.SetContent(widget.NewLabel("Bare"))
	w.ShowAndRun()
}
