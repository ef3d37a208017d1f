package app

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/mobile"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"
)

// The sheet for a screen reader and the keyboard: each cell says its
// round and side in words ("Round 4, Dan: bid 1, won 1, 20 points; total
// 130"), the table says what it holds, a round's label says that a tap
// edits it; on a desktop Tab reaches the table, the arrows move through
// it and Enter or Space opens the round highlighted for editing.

// sheetTable is the sheet's table.
type sheetTable struct {
	widget.Table
	s *sheet
}

func newSheetTable(s *sheet, create func() fyne.CanvasObject) *sheetTable {
	t := &sheetTable{s: s}
	t.Length, t.CreateCell, t.UpdateCell = s.size, create, s.update
	t.ShowHeaderRow, t.ShowHeaderColumn = true, true
	t.ExtendBaseWidget(t)
	return t
}

// AccessibilityLabel says the sheet's rounds and every side's total.
func (t *sheetTable) AccessibilityLabel() string {
	m := t.s.model
	var totals []string
	for p, side := range m.sides {
		if p < len(m.totals) && m.hasTotal() {
			totals = append(totals, side.Name+" "+itoa(m.totals[p]))
		} else {
			totals = append(totals, side.Name)
		}
	}
	return lang.X("ui.a11y.sheet", "Score sheet, rounds: {{.Rounds}}; {{.Sides}}",
		map[string]any{"Rounds": m.rows, "Sides": strings.Join(totals, ", ")})
}

// AccessibilityRole: the table is read as a text; its cells say theirs.
func (t *sheetTable) AccessibilityRole() fyne.AccessibleRole { return fyne.AccessibleRoleText }

// TypedKey: Enter opens the round highlighted, as Space does; Escape and
// Back go on to the window.
func (t *sheetTable) TypedKey(k *fyne.KeyEvent) {
	switch k.Name {
	case fyne.KeyReturn, fyne.KeyEnter:
		t.Table.TypedKey(&fyne.KeyEvent{Name: fyne.KeySpace})
	case fyne.KeyEscape, mobile.KeyBack:
		t.s.u.typedKey(k)
	default:
		t.Table.TypedKey(k)
	}
}

// sheetCell is a cell of the sheet's table: its text, and for a screen
// reader the whole round of its side in words.
type sheetCell struct {
	widget.Label
	said string
}

func newSheetCell() *sheetCell {
	c := &sheetCell{}
	c.Alignment = fyne.TextAlignTrailing
	c.ExtendBaseWidget(c)
	return c
}

// CreateRenderer is the Label's with the cell's lines (sheet_lines.go).
func (c *sheetCell) CreateRenderer() fyne.WidgetRenderer {
	return newLinedRenderer(c, c.Label.CreateRenderer(), func() (bool, bool) { return true, true })
}

// AccessibilityLabel is the round in words (a column's title: its text).
func (c *sheetCell) AccessibilityLabel() string {
	if c.said != "" {
		return c.said
	}
	return c.Text
}

// cellSaid is side p's round r in words, for a screen reader: "Round 4,
// Dan (deals): bid 1, won 1, 20 points; total 130".
func (s *sheet) cellSaid(r, p int) string {
	name := s.model.sides[p].Name
	if s.model.dealer(r) == p {
		name = lang.X("ui.a11y.dealer", "{{.Name}} (deals)", map[string]any{"Name": name})
	}
	key := "ui.a11y.cell"
	if callsRoundsGames(s.m.Game.Name()) {
		key = "ui.a11y.cellGame"
	}
	said := s.model.say(r, p)
	if said == "" {
		said = lang.L("ui.a11y.none")
	}
	return lang.X(key, "Round {{.Round}}, {{.Name}}: {{.Said}}", map[string]any{"Round": r + 1, "Name": name, "Said": said})
}

// editSaid is what a tap on round r's label does, in words.
func (s *sheet) editSaid(r int) string {
	key := "ui.a11y.editRound"
	if callsRoundsGames(s.m.Game.Name()) {
		key = "ui.a11y.editGame"
	}
	return lang.X(key, "Edit round {{.Round}}", map[string]any{"Round": r})
}

// AccessibilityLabel of a header: a round's label says that a tap edits
// it, a side's name whether it leads.
func (h *sheetHead) AccessibilityLabel() string {
	if h.onTap != nil {
		return h.edits
	}
	if h.name.Visible() {
		if h.leader {
			return lang.X("ui.a11y.leader", "{{.Name}}, leading", map[string]any{"Name": h.name.Text})
		}
		return h.name.Text
	}
	if h.label.Text == "" { // the corner over the rounds' labels
		return lang.L("ui.a11y.rounds")
	}
	return h.label.Text
}

// AccessibilityRole: a round's label is a button, a name a text.
func (h *sheetHead) AccessibilityRole() fyne.AccessibleRole {
	if h.onTap != nil {
		return fyne.AccessibleRoleButton
	}
	return fyne.AccessibleRoleText
}
