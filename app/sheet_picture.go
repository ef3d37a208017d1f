package app

import (
	"image"
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

// renderPicture renders the sheet off-screen with the software painter.
// Only on the UI goroutine: laying out and drawing widgets goes through
// Fyne's caches, plain maps the window's drawing uses at the same time
// (off it, the app died "concurrent map read and map write").
func renderPicture(m *scoring.Match) image.Image {
	obj := sheetPicture(m)
	c := software.NewCanvas()
	c.SetPadded(true)
	c.SetContent(obj)
	c.Resize(obj.MinSize().AddWidthHeight(16, 16))
	return c.Capture()
}

// writePicture renders the sheet (on the calling goroutine, the UI's)
// and writes it as a PNG.
func writePicture(w io.Writer, m *scoring.Match) error {
	return png.Encode(w, renderPicture(m))
}

// savePicture renders the sheet now, on the UI goroutine, and asks where
// to save it as a PNG; only the encoding and writing run in the
// background (they touch no Fyne object, nor the match).
func (u *UI) savePicture(m *scoring.Match) {
	img := renderPicture(m)
	u.saveFile("scorekeeper-"+m.Game.Name()+".png", ".png", func(w io.Writer) error { return png.Encode(w, img) })
}
