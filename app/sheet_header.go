package app

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// sheetHead is a header of the sheet's table: a round's label (tapped,
// it opens the round for editing), or over a side's columns the side's
// name. The sheet places a name (placeName) anywhere over the header
// row: past its own cell over the side's other headers, which show none,
// and on the second or third line of the row when the names of the
// totals view take turns.
type sheetHead struct {
	widget.BaseWidget
	label  *widget.Label // a round's label
	name   *widget.Label // a side's name (hidden: none)
	onTap  func()
	edits  string // what a tap does, said (with onTap): "Edit round 4"
	leader bool   // Name is a leading side's
	// nameAt is where Name stands in the cell, nameWidth its width (less
	// than the name's: cut with "…")
	nameAt    fyne.Position
	nameWidth float32
	// lineRight, lineBelow: the header's lines (sheet_lines.go)
	lineRight, lineBelow bool
}

func newSheetHead() *sheetHead {
	h := &sheetHead{label: widget.NewLabel("00"), name: widget.NewLabel("")}
	h.label.TextStyle.Bold = true
	h.name.TextStyle.Bold = true
	h.name.Hide()
	h.ExtendBaseWidget(h)
	return h
}

// Tapped runs onTap, if any.
func (h *sheetHead) Tapped(*fyne.PointEvent) {
	if h.onTap != nil {
		h.onTap()
	}
}

// showName shows text at pos in the cell, width wide at most; a
// leader's in the success colour and, where no mark goes before it
// (underline: the totals view), underlined: not by colour alone.
func (h *sheetHead) showName(text string, leader, underline bool, pos fyne.Position, width float32) {
	h.name.Importance = widget.MediumImportance
	h.leader = leader
	h.name.TextStyle.Underline = leader && underline
	if leader {
		h.name.Importance = widget.SuccessImportance
	}
	h.name.Truncation = fyne.TextTruncateOff
	if width < h.nameMin(text).Width-0.5 {
		h.name.Truncation = fyne.TextTruncateEllipsis
	}
	h.nameAt, h.nameWidth = pos, width
	h.name.Text = text
	h.name.Show()
	h.name.Refresh()
	h.Refresh()
}

// nameMin is the size the name label needs for text.
func (h *sheetHead) nameMin(text string) fyne.Size {
	return fyne.MeasureText(text, theme.TextSize(), fyne.TextStyle{Bold: true}).AddWidthHeight(2*cellPadding, 2*cellPadding)
}

func (h *sheetHead) hideName() {
	if h.name.Visible() {
		h.name.Hide()
		h.Refresh()
	}
}

func (h *sheetHead) CreateRenderer() fyne.WidgetRenderer {
	return newLinedRenderer(h, &sheetHeadRenderer{h: h}, func() (bool, bool) { return h.lineRight, h.lineBelow })
}

type sheetHeadRenderer struct{ h *sheetHead }

func (r *sheetHeadRenderer) Layout(size fyne.Size) {
	r.h.label.Move(fyne.Position{})
	r.h.label.Resize(size)
	r.h.name.Move(r.h.nameAt)
	r.h.name.Resize(fyne.NewSize(r.h.nameWidth, r.h.name.MinSize().Height))
}

func (r *sheetHeadRenderer) MinSize() fyne.Size { return r.h.label.MinSize() }

func (r *sheetHeadRenderer) Refresh() {
	r.Layout(r.h.Size())
	r.h.label.Refresh()
	r.h.name.Refresh()
}

func (r *sheetHeadRenderer) Objects() []fyne.CanvasObject {
	return []fyne.CanvasObject{r.h.label, r.h.name}
}

func (r *sheetHeadRenderer) Destroy() {}

// cellPadding is the room around a text in the sheet's table, each side
// (the theme's 10 left four totals on a phone's width): the table is
// drawn with tightTheme.
const cellPadding = 2

// rowPadding is the room above and below a round's texts: rows a finger
// can tap, while more of them show.
const rowPadding = 8

// tightTheme is the app's theme with the sheet table's cellPadding.
type tightTheme struct{}

func (tightTheme) base() fyne.Theme { return fyne.CurrentApp().Settings().Theme() }

func (t tightTheme) Color(n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	return t.base().Color(n, v)
}

func (t tightTheme) Font(s fyne.TextStyle) fyne.Resource { return t.base().Font(s) }

func (t tightTheme) Icon(n fyne.ThemeIconName) fyne.Resource { return t.base().Icon(n) }

func (t tightTheme) Size(n fyne.ThemeSizeName) float32 {
	if n == theme.SizeNameInnerPadding {
		return cellPadding
	}
	return t.base().Size(n)
}

// namePlace is where a side's name stands over the header row, in the
// table's content (0: the left of the first column), and on which line.
type namePlace struct {
	x, width float32
	line     int
}

// placeTotals places the names of the totals view (a column a side):
// each over its column, centred (on one line a name has its column, to
// its edges: a wide column's name passes the midway to a narrow
// neighbour's centre), and when one does not fit the names
// take turns on two or three lines, each then free to run over its
// neighbours' columns (to the middle of the next name's on its line). It
// returns the places and the lines used.
func placeTotals(names []float32, starts, widths []float32) ([]namePlace, int) {
	n := len(names)
	var places []namePlace
	for lines := 1; lines <= 3; lines++ {
		places = make([]namePlace, n)
		fits := true
		for p := range n {
			centre := starts[p] + widths[p]/2
			lo, hi := starts[0], starts[n-1]+widths[n-1]
			if q := p - lines; q >= 0 {
				lo = (starts[q] + widths[q]/2 + centre) / 2
			}
			if q := p + lines; q < n {
				hi = (centre + starts[q] + widths[q]/2) / 2
			}
			if lines == 1 { // its own column, whatever its neighbours' widths
				lo, hi = starts[p], starts[p]+widths[p]
			}
			w := min(names[p], hi-lo)
			x := min(max(centre-w/2, lo), hi-w)
			places[p] = namePlace{x: x, width: w, line: p % lines}
			fits = fits && names[p] <= hi-lo+0.5
		}
		if fits {
			return places, lines
		}
	}
	return places, 3
}

// placeGroup places a side's name in the view of every column: at the
// start of the side's columns (g0 to g1), or at the table's visible left
// edge (left) while the side's first columns are scrolled away, until the
// side's end pushes it out.
func placeGroup(name, g0, g1, left float32) namePlace {
	w := min(name, g1-g0)
	x := max(g0, min(left, g1-w))
	return namePlace{x: x, width: w}
}
