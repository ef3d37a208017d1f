package app

import (
	"image/png"
	"io"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/software"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"scorekeeper/scoring"
)

// sheetPicture lays the whole sheet out as plain widgets (no scrolling),
// for a picture.
func sheetPicture(m *scoring.Match) fyne.CanvasObject {
	s := modelOf(m)
	n := len(s.cols)
	cols := 1 + len(s.sides)*n
	var cells []fyne.CanvasObject
	add := func(t string, bold bool) {
		l := widget.NewLabel(t)
		l.TextStyle.Bold = bold
		cells = append(cells, l)
	}
	add("", false)
	for _, p := range s.sides {
		for c := 0; c < n; c++ {
			if c == 0 {
				add(p.Name, true)
			} else {
				add("", false)
			}
		}
	}
	add("", false)
	for range s.sides {
		for _, c := range s.cols {
			add(c, false)
		}
	}
	for r := 0; r < s.rows; r++ {
		add(s.rowHead(r), true)
		for p := range s.sides {
			for c := 0; c < n; c++ {
				add(s.shown(r, p, c, 0), c == n-1)
			}
		}
	}
	st, _ := standingsView(m)
	title := widget.NewLabelWithStyle(gameName(m.Game.Name())+" · "+m.Created.Local().Format(lang.L("ui.dateFormat")), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	return container.NewVBox(title, container.NewGridWithColumns(cols, cells...), widget.NewSeparator(), st)
}

// writePicture renders the sheet off-screen with the software painter.
func writePicture(w io.Writer, m *scoring.Match) error {
	obj := sheetPicture(m)
	c := software.NewCanvas()
	c.SetPadded(true)
	c.SetContent(obj)
	c.Resize(obj.MinSize().AddWidthHeight(16, 16))
	return png.Encode(w, c.Capture())
}

// savePicture asks where to save a PNG of the sheet.
func (u *UI) savePicture(m *scoring.Match) {
	u.saveFile("scorekeeper-"+m.Game.Name()+".png", ".png", func(w io.Writer) error { return writePicture(w, m) })
}
