package app

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// longName is a player name wider than a phone.
const longName = "Maximiliane Wilhelmine von und zu Hohenzollern-Sigmaringen"

// box is a rectangle on the canvas.
type box struct{ x0, y0, x1, y1 float32 }

func (b box) cut(c box) box {
	return box{max(b.x0, c.x0), max(b.y0, c.y0), min(b.x1, c.x1), min(b.y1, c.y1)}
}

func (b box) empty() bool { return b.x1-b.x0 < 1 || b.y1-b.y0 < 1 }

// shownText is a text drawn on the canvas: where its glyphs are (inside
// the scroll areas that show it) and whether it runs past the window's
// edge (outside scroll areas: in one, the rest is a scroll away).
type shownText struct {
	text string
	at   box
	cut  bool
}

// shownTexts collects the visible texts of o, placed at off, seen
// through clip (the scroll areas around it).
func shownTexts(o fyne.CanvasObject, off fyne.Position, clip box, scrolled bool, window box, out *[]shownText) {
	if o == nil || !o.Visible() {
		return
	}
	pos := off.Add(o.Position())
	size := o.Size()
	switch o := o.(type) {
	case *canvas.Text:
		if strings.TrimSpace(o.Text) == "" {
			return
		}
		// A text draws whole, past its box if it must; wrapped text ends a
		// row on a space that takes no room.
		need := fyne.MeasureText(strings.TrimRight(o.Text, " "), o.TextSize, o.TextStyle)
		x := pos.X
		switch o.Alignment {
		case fyne.TextAlignCenter:
			x += (size.Width - need.Width) / 2
		case fyne.TextAlignTrailing:
			x += size.Width - need.Width
		}
		glyphs := box{x, pos.Y, x + need.Width, pos.Y + need.Height}
		at := glyphs.cut(clip)
		if at.empty() {
			return
		}
		*out = append(*out, shownText{text: o.Text, at: at, cut: !scrolled && (glyphs.x0 < window.x0-1 || glyphs.x1 > window.x1+1)})
	case *container.Scroll, *widget.Table, *sheetTable: // a table clips its headers too
		clip = clip.cut(box{pos.X, pos.Y, pos.X + size.Width, pos.Y + size.Height})
		scrolled = true
	}
	for _, c := range kids(o) {
		shownTexts(c, pos, clip, scrolled, window, out)
	}
}

// windowTexts are the texts drawn in u's window, as a person sees them.
func windowTexts(u *UI) []shownText {
	var texts []shownText
	content := u.window.Content()
	s := content.Size()
	win := box{0, 0, s.Width, s.Height}
	shownTexts(content, fyne.Position{}, win, false, win, &texts)
	return texts
}

// overlaps lists the texts of the window's content that are drawn over
// one another or past the window's edge (a button's text that must be
// cut ends in "…": its glyphs fit).
func overlaps(content fyne.CanvasObject) []string {
	var texts []shownText
	s := content.Size()
	win := box{0, 0, s.Width, s.Height}
	shownTexts(content, fyne.NewPos(-content.Position().X, -content.Position().Y), win, false, win, &texts)
	var found []string
	for i, a := range texts {
		if a.cut {
			found = append(found, fmt.Sprintf("%q is past the window's edge", a.text))
		}
		for _, b := range texts[i+1:] {
			if !a.at.cut(b.at).empty() {
				found = append(found, fmt.Sprintf("%q overlaps %q", a.text, b.text))
			}
		}
	}
	return found
}

// TestOverlapsFindsThem: the check finds texts drawn over each other and
// a text past the window's edge, and nothing on a clean layout.
func TestOverlapsFindsThem(t *testing.T) {
	test.NewTempApp(t)
	for _, c := range []struct {
		name    string
		content fyne.CanvasObject
		want    string
	}{
		{"stacked", container.NewStack(widget.NewLabel("Anne 120"), widget.NewLabel("Ben 80")), `"Anne 120" overlaps "Ben 80"`},
		{"too wide", container.NewHScroll(widget.NewLabel(longName + " " + longName)), ""},
		{"past the edge", container.NewWithoutLayout(movedLabel(longName)), "is past the window's edge"},
		{"side by side", container.NewHBox(widget.NewLabel("Anne"), widget.NewLabel("Ben")), ""},
		{"scrolled away", container.NewVBox(container.NewVScroll(container.NewVBox(tall(), widget.NewLabel("hidden"))), widget.NewLabel("below")), ""},
	} {
		w := test.NewTempWindow(t, c.content)
		w.Resize(fyne.NewSize(360, 200))
		relayout(w)
		got := strings.Join(overlaps(w.Content()), "; ")
		if c.want == "" && got != "" || c.want != "" && !strings.Contains(got, c.want) {
			t.Errorf("%s: %q, want %q", c.name, got, c.want)
		}
	}
}

func movedLabel(text string) fyne.CanvasObject {
	l := widget.NewLabel(text)
	l.Move(fyne.NewPos(100, 0))
	l.Resize(l.MinSize())
	return l
}

func tall() fyne.CanvasObject {
	r := canvas.NewRectangle(nil)
	r.SetMinSize(fyne.NewSize(10, 400))
	return r
}
