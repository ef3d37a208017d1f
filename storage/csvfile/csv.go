// Package csvfile writes matches as CSV for spreadsheets: one row per
// match, round and player (SPEC 2). Columns (docs/DESIGN.md, "Export decisions"):
// match_id, date, game, round, player (name), player_id; then one column
// per row field of the games exported (each game's Fields, the match
// file's field names, in games.All's order; a name shared by games, such
// as bid, is one column), a field naming players followed by its names
// (dealer, dealer_name); the match's options (option_scoring,
// option_teams, option_teams_name, ...), the same on each of its rows;
// round_points, running_total and other_fields ("name=value" pairs,
// "; "-separated, for any field a newer game version adds; normally
// empty). What a game adds beside its rows it tells through
// scoring.Spreadsheet.
package csvfile

import (
	"bufio"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"time"

	"scorekeeper/scoring"
	"scorekeeper/scoring/games"
)

// Options choose the CSV dialect.
type Options struct {
	// Semicolon separates cells with ";" and starts the file with a UTF-8
	// byte order mark, as spreadsheets in German (and other
	// decimal-comma) locales expect. Otherwise: "," and no BOM.
	Semicolon bool
	// Location is the time zone of the date column (default UTC).
	Location *time.Location
}

// Writer writes matches as CSV rows to an io.Writer.
type Writer struct {
	w     records
	cols  map[string]int     // column name -> column
	games map[string]*layout // by game name
	n     int                // number of columns
	loc   *time.Location
	row   []string
	names map[string]string    // the match's players by id
	cells map[string][2]string // their name and id as cells
}

// layout is where one game's fields and options go.
type layout struct {
	fields  []string // the game's row fields, in Rows' order
	at      []int    // their columns
	named   []int    // the column of each field's names; -1: none
	options []int    // the column of each option (OptionFields' order)
	optName []int    // the column of each option's names; -1: none
}

// Header is the header row of an export of the games named (nil: all).
func Header(names []string) []string {
	h, _ := header(names)
	return h
}

// header is the header row and where each game's columns are.
func header(names []string) ([]string, map[string]*layout) {
	h := []string{"match_id", "date", "game", "round", "player", "player_id"}
	cols := map[string]int{}
	col := func(name string) int {
		if i, ok := cols[name]; ok {
			return i
		}
		cols[name] = len(h)
		h = append(h, name)
		return len(h) - 1
	}
	var picked []scoring.Def
	for _, g := range games.All() {
		if len(names) == 0 || slices.Contains(names, g.Name) {
			picked = append(picked, g)
		}
	}
	layouts := map[string]*layout{}
	for _, g := range picked {
		s, _ := g.New().(scoring.Spreadsheet)
		l := &layout{fields: g.New().Fields()}
		for _, f := range l.fields {
			l.at = append(l.at, col(f))
			l.named = append(l.named, namesCol(s, f, "", col))
		}
		layouts[g.Name] = l
	}
	for _, g := range picked {
		s, ok := g.New().(scoring.Spreadsheet)
		if !ok {
			continue
		}
		l := layouts[g.Name]
		for _, o := range s.OptionFields() {
			l.options = append(l.options, col("option_"+o))
			l.optName = append(l.optName, namesCol(s, o, "option_", col))
		}
	}
	col("round_points")
	col("running_total")
	col("other_fields")
	return h, layouts
}

// namesCol is the column of the names beside field f (prefix+f+"_name")
// when the game says f names players, else -1.
func namesCol(s scoring.Spreadsheet, f, prefix string, col func(string) int) int {
	if s == nil || !slices.Contains(s.PlayerFields(), f) {
		return -1
	}
	return col(prefix + f + "_name")
}

// NewWriter writes the header for the given games (nil: all four) and
// returns a writer for their matches. Close flushes it.
func NewWriter(w io.Writer, names []string, o Options) (*Writer, error) {
	h, layouts := header(names)
	cw := &Writer{w: records{w: bufio.NewWriterSize(w, 64<<10), comma: ','}, cols: map[string]int{}, games: layouts,
		n: len(h), loc: o.Location, row: make([]string, len(h)), names: map[string]string{}, cells: map[string][2]string{}}
	for i, name := range h {
		cw.cols[name] = i
	}
	if cw.loc == nil {
		cw.loc = time.UTC
	}
	if o.Semicolon {
		cw.w.comma = ';'
		if _, err := io.WriteString(w, "\uFEFF"); err != nil {
			return nil, err
		}
	}
	cw.w.write(h)
	return cw, nil
}

// Write writes the rows of one match.
func (c *Writer) Write(m *scoring.Match) error {
	if m.Game == nil {
		return fmt.Errorf("match %s has no game", m.ID)
	}
	clear(c.names)
	clear(c.cells)
	for _, p := range m.Players {
		c.names[p.ID] = p.Name
		c.cells[p.ID] = [2]string{EscapeCell(p.Name), EscapeCell(p.ID)}
	}
	l := c.games[m.Game.Name()]
	if l == nil {
		l = &layout{}
	}
	row := c.row
	clear(row)
	row[0], row[1], row[2] = EscapeCell(m.ID), m.Created.In(c.loc).Format("2006-01-02 15:04"), m.Game.Name()
	if s, ok := m.Game.(scoring.Spreadsheet); ok && len(l.options) > 0 {
		for k, v := range s.OptionValues(m.Players) {
			row[l.options[k]] = EscapeCell(v)
			if l.optName[k] >= 0 {
				row[l.optName[k]] = EscapeCell(c.namesOf(v))
			}
		}
	}
	for _, r := range m.Game.Rows(m.Players) {
		cells, ok := c.cells[r.Player]
		if !ok {
			cells = [2]string{"", EscapeCell(r.Player)}
		}
		row[3], row[4], row[5] = strconv.Itoa(r.Round), cells[0], cells[1]
		var other []string
		for k, f := range r.Fields {
			at, named := -1, -1
			if k < len(l.fields) && l.fields[k] == f.Name {
				at, named = l.at[k], l.named[k]
			} else if i, ok := c.cols[f.Name]; ok {
				at = i
			}
			if at < 0 {
				other = append(other, f.Name+"="+f.Value)
				continue
			}
			row[at] = EscapeCell(f.Value)
			if named >= 0 {
				row[named] = EscapeCell(c.namesOf(f.Value))
			}
		}
		row[c.n-3] = strconv.Itoa(r.Points)
		row[c.n-2] = strconv.Itoa(r.Total)
		row[c.n-1] = EscapeCell(strings.Join(other, "; "))
		c.w.write(row)
	}
	return nil
}

// namesOf is a value of player ids (scoring.Spreadsheet's PlayerFields)
// as the players' names: "Anne, Ben", teams "Anne, Ben; Cleo, Dan". An
// id that is not a player of the match stays as it is.
func (c *Writer) namesOf(v string) string {
	if v == "" {
		return ""
	}
	if name, ok := c.names[v]; ok {
		return name
	}
	var b strings.Builder
	for i, group := range strings.Split(v, ";") {
		if i > 0 {
			b.WriteString("; ")
		}
		for j, id := range strings.Split(group, ",") {
			if j > 0 {
				b.WriteString(", ")
			}
			if name, ok := c.names[id]; ok {
				id = name
			}
			b.WriteString(id)
		}
	}
	return b.String()
}

// Close flushes the rows and returns the first write error.
func (c *Writer) Close() error { return c.w.flush() }

// EscapeCell keeps a spreadsheet from running a text cell as a formula:
// a cell that starts with = + - @ tab or carriage return (after any
// apostrophes) and is not a plain number gets an apostrophe in front.
// Numbers such as -10 stay numbers. UnescapeCell undoes it exactly.
func EscapeCell(s string) string {
	if needsEscape(s) {
		return "'" + s
	}
	return s
}

// UnescapeCell is the inverse of EscapeCell.
func UnescapeCell(s string) string {
	if len(s) > 1 && s[0] == '\'' && needsEscape(s[1:]) {
		return s[1:]
	}
	return s
}

func needsEscape(s string) bool {
	t := strings.TrimLeft(s, "'")
	if t == "" || !strings.ContainsRune("=+-@\t\r", rune(t[0])) {
		return false
	}
	return t != s || !isNumber(s)
}

// isNumber: an optional sign, digits, optionally a point and digits.
func isNumber(s string) bool {
	if s != "" && (s[0] == '-' || s[0] == '+') {
		s = s[1:]
	}
	intPart, frac, hasPoint := strings.Cut(s, ".")
	return allDigits(intPart) && (!hasPoint || allDigits(frac))
}

func allDigits(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}
