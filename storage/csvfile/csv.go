// Package csvfile writes matches as CSV for spreadsheets: one row per
// match, round and player. Columns: match_id, date, game, round, player
// (name), player_id, then one column per row field of the games exported
// (each game's Fields, the match file's field names, in games.All's
// order; a name shared by games, such as bid, is one column), then
// round_points, running_total, and other_fields ("name=value" pairs,
// "; "-separated, for any field a newer game version adds; normally
// empty).
package csvfile

import (
	"encoding/csv"
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
	w    *csv.Writer
	cols map[string]int // field name -> column
	n    int            // number of columns
	loc  *time.Location
	row  []string
}

// NewWriter writes the header for the given games (nil: all four) and
// returns a writer for their matches. Close flushes it.
func NewWriter(w io.Writer, names []string, o Options) (*Writer, error) {
	header := []string{"match_id", "date", "game", "round", "player", "player_id"}
	cw := &Writer{w: csv.NewWriter(w), cols: map[string]int{}, loc: o.Location}
	if cw.loc == nil {
		cw.loc = time.UTC
	}
	for _, g := range games.All {
		if len(names) > 0 && !slices.Contains(names, g.Name) {
			continue
		}
		for _, f := range g.New().Fields() {
			if _, ok := cw.cols[f]; !ok {
				cw.cols[f] = len(header)
				header = append(header, f)
			}
		}
	}
	header = append(header, "round_points", "running_total", "other_fields")
	cw.n = len(header)
	if o.Semicolon {
		cw.w.Comma = ';'
		if _, err := io.WriteString(w, "\uFEFF"); err != nil {
			return nil, err
		}
	}
	return cw, cw.w.Write(header)
}

// Write writes the rows of one match.
func (c *Writer) Write(m *scoring.Match) error {
	if m.Game == nil {
		return fmt.Errorf("match %s has no game", m.ID)
	}
	names := make(map[string]string, len(m.Players))
	for _, p := range m.Players {
		names[p.ID] = p.Name
	}
	date := m.Created.In(c.loc).Format("2006-01-02 15:04")
	for _, r := range m.Game.Rows(m.Players) {
		row := c.row[:0]
		row = append(row, EscapeCell(m.ID), date, m.Game.Name(), strconv.Itoa(r.Round), EscapeCell(names[r.Player]), EscapeCell(r.Player))
		for len(row) < c.n {
			row = append(row, "")
		}
		var other []string
		for _, f := range r.Fields {
			if i, ok := c.cols[f.Name]; ok {
				row[i] = EscapeCell(f.Value)
			} else {
				other = append(other, f.Name+"="+f.Value)
			}
		}
		row[c.n-3] = strconv.Itoa(r.Points)
		row[c.n-2] = strconv.Itoa(r.Total)
		row[c.n-1] = EscapeCell(strings.Join(other, "; "))
		c.row = row
		if err := c.w.Write(row); err != nil {
			return err
		}
	}
	return nil
}

// Close flushes the rows and returns the first write error.
func (c *Writer) Close() error {
	c.w.Flush()
	return c.w.Error()
}

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
