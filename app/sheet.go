package app

import (
	"scorekeeper/app/widgets"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"scorekeeper/scoring"
)

// sheet is the score sheet: rounds by players with the paper sheet's
// columns, names and round numbers staying put while scrolling, the
// standings, and the actions on the match.
type sheet struct {
	u             *UI
	m             *scoring.Match
	model         sheetModel
	table         *sheetTable
	standings     *fyne.Container
	standingLines []string     // the standings with every note, for tests
	shown         []string     // the finished match's standings as shown, for tests
	legend        *foldLabel   // the view of every column's legend, one line until tapped
	marks         *canvas.Text // the totals view's legend ("* deals")
	marksBox      *fyne.Container
	bottom        *fyne.Container // the legends and the actions
	screen        *fyne.Container // the whole screen
	nextButton    *widgets.Button
	again         *widgets.Button // play again, once the match is over
	moreButton    *widget.Button  // opens moreList
	moreList      *fyne.Container
	more          *widget.PopUp // the list of actions, while open
	undo          *widget.Button
	finish        *widget.Button
	export        *widget.Button
	picture       *widget.Button
	delete        *widget.Button
	chart         *widget.Button
	bgStats       *widget.Button
	columnsButton *widget.Button // totals only <-> the paper sheet's columns
	detailsButton *widget.Button // a finished match's notes under its places
	details       bool
	share         *widget.Button // share live (screen_share.go)
	liveMark      *widget.Label
	notice        *changedNotice // what a sync pass changed under the sheet
	compact       bool           // one column per player: the running total
	chosen        bool           // the user picked the view: the width no longer does
	width         float32        // the table's width, from the last layout
	columns       float32        // the width all columns take (sizeColumns)
	widths        []float32      // each column's width (sizeColumns)
	// what sizeColumns works out for the names: where each column starts
	// in the table's content, each side's name's width, the places of the
	// totals view's names and the lines they take
	starts     []float32
	nameWidths []float32
	places     []namePlace
	lines      int
}

// openSheet shows the sheet of m.
func (u *UI) openSheet(m *scoring.Match) {
	if open := u.backTo("sheet", m.ID); open != nil { // one sheet of a match at a time
		if s, ok := open.owner.(*sheet); ok && s.m == m {
			u.sheet = s
			s.refresh()
			return
		}
		u.back() // a copy loaded apart: show the one given
	}
	s := &sheet{u: u, m: m}
	u.sheet = s
	s.model = modelOf(m)
	// columns are as wide as their texts (sizeColumns): none is cut (a
	// label cut "Ans.-P." that fyne.MeasureText said fits, as it rounds
	// to whole pixels)
	s.table = newSheetTable(s, func() fyne.CanvasObject { return newSheetCell() })
	s.table.StickyRowCount = 1
	s.table.CreateHeader = func() fyne.CanvasObject { return newSheetHead() }
	s.table.UpdateHeader = s.header
	s.table.OnSelected = func(id widget.TableCellID) {
		s.table.UnselectAll()
		u.unfocus() // a tapped table keeps the keys, Escape and Space too
		if r := id.Row - s.titleRows(); r >= 0 {
			s.askEdit(r + 1)
		}
	}
	s.standings = container.NewVBox()
	s.legend = newFoldLabel(func() { s.screen.Refresh() })
	s.marks = canvas.NewText("", theme.Color(theme.ColorNameForeground))
	s.marks.TextSize, s.marks.TextStyle = theme.CaptionTextSize(), fyne.TextStyle{Italic: true}
	s.marksBox = container.New(layout.NewCustomPaddedLayout(theme.InnerPadding(), 0, theme.InnerPadding(), 0), s.marks)
	actions := s.actions()
	s.liveMark = sharingMark()
	s.liveMark.Hide()
	s.notice = newChangedNotice(u, func() { s.screen.Refresh() })
	// on a phone the paper sheet's columns of one player fill the screen:
	// start with the totals, every player side by side
	s.compact = u.window.Canvas().Size().Width < narrow
	s.columnsButton = widget.NewButtonWithIcon("", theme.ViewFullScreenIcon(), func() {
		s.compact, s.chosen = !s.compact, true
		s.refresh()
		s.table.ScrollToLeading() // the other view from its first column
	})
	s.columnsButton.Importance = widget.LowImportance
	s.detailsButton = widget.NewButton("", func() {
		s.details = !s.details
		s.refresh()
	})
	s.detailsButton.Importance = widget.LowImportance
	s.bottom = container.NewVBox(s.legend, s.marksBox, actions)
	// the table's texts with little room around them: the names and
	// totals of the game's most players side by side on a phone
	table := container.New(&widgets.WidthLayout{OnChanged: s.fit}, container.NewThemeOverride(s.table, sheetTheme{}))
	s.screen = widgets.Border(container.NewVBox(s.liveMark, s.notice.box, s.standings), s.bottom, nil, nil, table)
	u.push(lang.X("ui.sheet.title", "{{.Game}} · sheet", map[string]any{"Game": gameName(m.Game.Name())}), s.screen, s.refresh)
	u.tag("sheet", m.ID, s)
	s.sayConflict() // a conflict says so until a version is picked
	s.refresh()
}

// view lists the model's columns shown under each player: all of them,
// or only the last (the running total) in the compact view.
func (s *sheet) view() []int {
	n := len(s.model.cols)
	if s.compact && s.model.hasTotal() {
		return []int{n - 1}
	}
	v := make([]int, n)
	for i := range v {
		v[i] = i
	}
	return v
}

// narrow is the width below which the sheet starts with the totals.
const narrow = 600

// fit follows the window's width until the user picks a view.
func (s *sheet) fit(width float32) {
	was := s.width
	s.width = width
	if c := width < narrow; !s.chosen && c != s.compact {
		s.compact = c
		fyne.Do(s.refresh)
	} else if was != width {
		fyne.Do(s.sizeColumns)
	}
}

func (s *sheet) size() (int, int) {
	return s.model.rows + s.titleRows(), len(s.model.sides) * len(s.view())
}

// leaderMark goes before the leader's name, coloured too, in the view of
// every column; in the totals view the name is underlined instead (and
// coloured): four names side by side on a phone keep the room ("▲ An…"
// said less than "Anne"), and the line above names the leader.
func (s *sheet) leaderMark() string {
	if s.titleRows() == 0 {
		return ""
	}
	return "▲ "
}

// titleRows is 1 when the sheet's first row titles each player's
// columns, 0 in the totals view: one column per player needs no title,
// and its width goes to the names (four totals side by side on a phone,
// in German too).
func (s *sheet) titleRows() int {
	if len(s.view()) == 1 {
		return 0
	}
	return 1
}

func (s *sheet) update(id widget.TableCellID, o fyne.CanvasObject) {
	l := o.(*sheetCell)
	l.said = ""
	v := s.view()
	n := len(v)
	if n == 0 {
		return
	}
	p, c := id.Col/n, v[id.Col%n]
	l.TextStyle.Bold = c == len(s.model.cols)-1 && n > 1 // the totals view is all totals
	if id.Row < s.titleRows() {
		l.TextStyle = fyne.TextStyle{Italic: true}
		l.Importance = widget.MediumImportance
		l.SetText(s.model.cols[c])
		return
	}
	l.TextStyle.Italic = false
	l.Importance = widget.MediumImportance
	r := id.Row - s.titleRows()
	if r >= s.model.rows || p >= len(s.model.sides) {
		l.SetText("") // a cell of the table's previous size, before it asks again
		return
	}
	l.said = s.cellSaid(r, p)
	l.SetText(s.model.shown(r, p, c, v[0]))
}

func (s *sheet) header(id widget.TableCellID, o fyne.CanvasObject) {
	h := o.(*sheetHead)
	h.onTap = nil
	// a round's label: the lines under its row and at its right (the
	// digits of a column cut by scrolling do not read as the label's); a
	// name: the line between sides in the view of every column, none
	// through the names
	n := len(s.view())
	label := id.Col < 0 && id.Row >= 0
	below, right := label, label || id.Row < 0 && id.Col >= 0 && n > 1 && (id.Col+1)%n == 0
	if below != h.lineBelow || right != h.lineRight {
		h.lineBelow, h.lineRight = below, right
		defer h.Refresh()
	}
	h.label.SetText("")
	switch {
	case id.Col < 0 && id.Row < 0:
		h.hideName()
	case id.Col < 0:
		h.hideName()
		if r := id.Row - s.titleRows(); r >= 0 && r < s.model.rows {
			h.label.SetText(s.model.rowHead(r))
			h.onTap = func() { s.askEdit(r + 1) } // the round's label edits it too
			h.edits = s.editSaid(r + 1)
		}
	default:
		s.nameHeader(id.Col, h)
	}
}

// nameHeader shows over column col the name of its side when the
// name's place begins there (placeTotals, placeGroup), else nothing.
func (s *sheet) nameHeader(col int, h *sheetHead) {
	n := len(s.view())
	p := col / n
	// what sizeColumns worked out is for the view it saw: a header asked
	// for between a change of view and the next sizing shows nothing
	if p >= len(s.model.sides) || p*n+n > len(s.starts) || n == 1 && p >= len(s.places) {
		h.hideName()
		return
	}
	var at namePlace
	if n == 1 {
		at = s.places[p]
	} else {
		// the table's visible left edge, in its content: where this
		// column starts less how far the header stands from the edge
		left := s.starts[col] - h.Position().X
		g0, last := s.starts[p*n], p*n+n-1
		at = placeGroup(s.nameWidths[p], g0, s.starts[last]+s.widths[last], left)
		if k := s.columnAt(at.x, p*n, last); k != col {
			h.hideName()
			return
		}
	}
	y := float32(at.line) * s.linePitch()
	h.showName(s.headName(p), p < len(s.model.leaders) && s.model.leaders[p], n == 1, fyne.NewPos(at.x-s.starts[col], y), at.width)
}

// columnAt is the column among first to last in which x (in the
// table's content) falls.
func (s *sheet) columnAt(x float32, first, last int) int {
	for c := last; c > first; c-- {
		if x >= s.starts[c] {
			return c
		}
	}
	return first
}

// headName is side p's name as its header says it.
func (s *sheet) headName(p int) string {
	t := s.model.sides[p].Name
	if p < len(s.model.leaders) && s.model.leaders[p] {
		t = s.leaderMark() + t
	}
	return t
}

// linePitch is how far the second line of names stands below the first.
func (s *sheet) linePitch() float32 {
	return s.lineHeight() + cellPadding
}

// refresh rebuilds everything from the match.
func (s *sheet) refresh() {
	s.model = modelOf(s.m)
	_, s.standingLines = standingsView(s.m)
	s.table.StickyRowCount = s.titleRows()
	s.sizeColumns()
	// the button first: the line beside it takes the room it leaves
	s.columnsButton.Hidden = !s.model.hasTotal()
	if s.compact {
		s.columnsButton.SetText(lang.L("ui.sheet.full"))
	} else {
		s.columnsButton.SetText(lang.L("ui.sheet.totals"))
	}
	// the view's button on the first line, the places in the whole width
	var top fyne.CanvasObject
	var rest []fyne.CanvasObject
	if s.m.Over() {
		// a line a place, the notes on asking: the rounds keep the room
		title := lang.L("ui.standings.final")
		text, lines, notes := compactStandings(s.m, s.details)
		s.shown = append([]string{title}, lines...)
		top, rest = container.NewBorder(nil, nil, nil, s.columnsButton, widgets.Heading(title)), []fyne.CanvasObject{text}
		s.detailsButton.SetText(lang.L("ui.sheet.details"))
		if s.details {
			s.detailsButton.SetText(lang.L("ui.sheet.lessDetails"))
		}
		if notes {
			rest = []fyne.CanvasObject{container.NewBorder(nil, nil, nil, container.NewVBox(s.detailsButton), text)}
		}
	} else {
		s.shown = nil
		// the totals are on the sheet: one line is enough, beside the
		// button when the names fit there whole, else over it
		full := s.u.window.Canvas().Size().Width - 2*theme.Padding()
		if narrow := full - s.columnsButton.MinSize().Width - theme.Padding(); leadFits(s.model, narrow) {
			top = container.NewBorder(nil, nil, nil, s.columnsButton, leadLine(s.model, narrow))
		} else {
			top = container.NewVBox(leadLine(s.model, full), container.NewHBox(layout.NewSpacer(), s.columnsButton))
		}
	}
	s.standings.Objects = append([]fyne.CanvasObject{top}, rest...)
	s.standings.Refresh()
	s.legend.SetText(s.model.legend)
	s.legend.Hidden = s.model.legend == "" || s.compact
	// the totals view's marks in small print: the room goes to the rounds
	s.marks.Text = s.model.totalsLegend
	s.marksBox.Hidden = s.marks.Text == "" || !s.compact
	s.bottom.Refresh()
	s.screen.Refresh() // a legend shown or hidden: the table's room changes
	if s.u.Sharing() == s.m.ID {
		s.liveMark.Show()
	} else {
		s.liveMark.Hide()
	}
	s.showActions()
	s.table.Refresh()
}

// next goes on entering: back to the entry below, or a new entry.
func (s *sheet) next() {
	if n := s.u.nav.depth(); n >= 2 && s.u.entry != nil && s.u.entry.m == s.m && !s.u.entry.editing {
		s.u.back()
		return
	}
	s.u.openEntry(s.m, 0)
}

func (s *sheet) askEdit(r int) {
	s.u.confirm(lang.L("ui.sheet.editTitle"),
		lang.X("ui.sheet.editAsk", "Edit round {{.Round}}? The rounds after it are scored again.", map[string]any{"Round": r}),
		func() { s.EditRound(r) })
}

// EditRound opens round r (1-based) for editing.
func (s *sheet) EditRound(r int) {
	if r >= 1 && r <= s.m.Game.Len() {
		s.u.openEntry(s.m, r)
	}
}

func (s *sheet) askUndo() {
	s.u.confirm(lang.L("ui.sheet.undo"), s.u.undoQuestion(s.m), s.UndoLast)
}

// UndoLast takes the last round off the sheet and brings it back as a
// draft in the entry (secret bids included), to be corrected and saved
// again.
func (s *sheet) UndoLast() {
	g := withoutLast(s.m.Game)
	if g == nil {
		return
	}
	d := s.u.roundDraft(s.m, s.m.Game.Len())
	old, oldFinished := s.m.Game, s.m.Finished
	s.m.Game, s.m.Finished = g, false
	s.m.Updated = s.u.now().UTC()
	if err := s.u.store.Save(s.m); err != nil {
		s.m.Game, s.m.Finished = old, oldFinished
		s.u.fail("ui.error.save", err)
		s.refresh()
		return
	}
	s.refresh()
	s.u.leaveMatch(s.m.ID) // an entry left open keeps its draft on leaving: before the one undone
	if d != nil {
		s.u.keepUndone(s.m.ID, d)
	}
	s.u.openEntry(s.m, 0)
}

func (s *sheet) askFinish() {
	s.u.confirm(lang.L("ui.sheet.finish"), lang.L("ui.sheet.finishAsk"), s.FinishNow)
}

// FinishNow ends the match before the rules do (players leave the table).
func (s *sheet) FinishNow() {
	s.m.Finished = true
	if err := s.u.store.Save(s.m); err != nil {
		s.m.Finished = false
		s.u.fail("ui.error.save", err)
	}
	s.u.dropDraft(s.m.ID)
	s.u.recordInLeague(s.m)
	s.refresh()
}

// withoutLast is a copy of g without its last round; nil when it has none.
func withoutLast(g scoring.Game) scoring.Game {
	if g.Len() == 0 {
		return nil
	}
	return g.FirstRounds(g.Len() - 1)
}

// askDelete deletes a match after confirmation, then runs done. Its
// screens are left first (they keep their drafts on leaving), so none of
// them stays reachable and nothing of it is written after.
func (u *UI) askDelete(id string, done func()) {
	u.confirm(lang.L("ui.sheet.delete"), lang.L("ui.sheet.deleteAsk"), func() {
		u.leaveMatch(id)
		if err := u.store.Delete(id); err != nil {
			u.fail("ui.error.save", err)
			return
		}
		u.dropDraft(id) // one still queued (the store dropped the stored one)
		done()
	})
}

// cellWidth is the width a cell of the sheet's table needs to show t in
// style st (tightTheme's padding; one more pixel against rounding).
func cellWidth(t string, st fyne.TextStyle) float32 {
	return fyne.MeasureText(t, theme.TextSize(), st).Width + 2*cellPadding + 1
}

// sizeColumns sizes every column to its content (the round labels, each
// column's title and cells) and places the names over them. In the view
// of every column a side's columns are together as wide as its name at
// least (the first widens), and the name stays in view while they are
// (placeGroup). In the totals view a column takes its name's width as
// far as the width allows; names wider than that take turns on two or
// three lines (placeTotals): the game's most players on a phone.
func (s *sheet) sizeColumns() {
	bold := fyne.TextStyle{Bold: true}
	head := cellWidth("00", bold)
	for r := 0; r < s.model.rows; r++ {
		head = max(head, cellWidth(s.model.rowHead(r), bold))
	}
	head += 2 * cellPadding // room before its line: a cut column's digits stand apart
	v := s.view()
	n, players := len(v), len(s.model.sides)
	s.widths, s.starts, s.nameWidths, s.places = s.widths[:0], s.starts[:0], s.nameWidths[:0], nil
	s.columns, s.lines = head, 1
	defer s.sizeTable(head) // once all is worked out: each width set draws the headers
	if n == 0 || players == 0 {
		return
	}
	pad := theme.Padding()
	for p := 0; p < players; p++ {
		name := cellWidth(s.headName(p), bold)
		s.nameWidths = append(s.nameWidths, name)
		group := float32(0)
		for k, c := range v {
			st := fyne.TextStyle{Bold: c == len(s.model.cols)-1 && n > 1}
			w := float32(0)
			if s.titleRows() > 0 {
				w = cellWidth(s.model.cols[c], fyne.TextStyle{Italic: true})
			}
			for r := 0; r < s.model.rows; r++ {
				w = max(w, cellWidth(s.model.shown(r, p, c, v[0]), st))
			}
			s.widths = append(s.widths, w)
			group += w
			if k > 0 {
				group += pad
			}
		}
		if n > 1 && group < name { // the name whole over its columns
			s.widths[p*n] += name - group
		}
	}
	if n == 1 {
		s.widenForNames(head)
	}
	x := float32(0)
	for _, w := range s.widths {
		s.starts = append(s.starts, x)
		x += w + pad
	}
	s.columns += x
	if n == 1 {
		s.places, s.lines = placeTotals(s.nameWidths, s.starts, s.widths)
	}
}

// widenForNames gives the totals view's columns the room the width
// leaves (head: the rounds' labels' column) for their names: each its
// whole name when all fit, else an equal part of what is left.
func (s *sheet) widenForNames(head float32) {
	room := s.width - head
	want := float32(0)
	for p, w := range s.widths {
		room -= w + theme.Padding()
		want += max(s.nameWidths[p]-w, 0)
	}
	if room <= 0 || want <= 0 {
		return
	}
	share := min(room/float32(len(s.widths)), want)
	for p, w := range s.widths {
		if room >= want {
			s.widths[p] = max(w, s.nameWidths[p])
		} else {
			s.widths[p] = w + share
		}
	}
}

// sizeTable gives the table what sizeColumns worked out: the widths of
// the columns (head: the rounds' labels'), the height of the header row
// (one line of names, or the lines the totals view's names take) and of
// the rounds.
func (s *sheet) sizeTable(head float32) {
	s.table.SetColumnWidth(-1, head)
	for c, w := range s.widths {
		s.table.SetColumnWidth(c, w)
	}
	s.table.SetRowHeight(-1, s.headHeight())
	for r := 0; r < s.model.rows+s.titleRows(); r++ {
		s.table.SetRowHeight(r, s.rowHeight())
	}
	s.keepInView()
}
