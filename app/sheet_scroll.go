package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// keepInView keeps the table's scroll position one it can show. Fyne's
// scroll (2.8.1) sets its offset back to 0 without telling the table
// when the content comes to fit; the table then draws the cells and
// names of its old offset, outside the view: a blank sheet with names
// astray after the view changed while scrolled (play test 3). Where the
// columns, or the rounds, fit, the table is told it is at their start.
func (s *sheet) keepInView() {
	if s.width <= 0 {
		return // not laid out yet: nothing scrolled
	}
	if s.columns <= s.width {
		s.table.ScrollToLeading()
	}
	if s.roundsHeight() <= s.roundsRoom() {
		s.table.ScrollToTop()
	}
}

// roundsHeight is the height the rounds take in the table (sizeTable's
// rows, the gaps between them).
func (s *sheet) roundsHeight() float32 {
	if s.model.rows == 0 {
		return 0
	}
	return float32(s.model.rows)*s.rowHeight() + float32(s.model.rows-1)*theme.Padding()
}

// roundsRoom is the height the table leaves the rounds: less the
// header row and the columns' titles that stay put over them.
func (s *sheet) roundsRoom() float32 {
	return s.table.Size().Height - s.headHeight() - theme.Padding() - float32(s.titleRows())*(s.rowHeight()+theme.Padding())
}

// rowHeight is a round's (and the columns' titles') height.
func (s *sheet) rowHeight() float32 {
	return s.lineHeight() + 2*rowPadding
}

// headHeight is the header row's: one line of names, or the lines the
// totals view's names take.
func (s *sheet) headHeight() float32 {
	return s.lineHeight() + 2*cellPadding + float32(s.lines-1)*s.linePitch()
}

// lineHeight is a line of the table's text.
func (s *sheet) lineHeight() float32 {
	return fyne.MeasureText("Ag", theme.TextSize(), fyne.TextStyle{Bold: true}).Height
}
