package cli

import (
	"bufio"
	"io"
	"strconv"
	"unicode/utf8"

	"scorekeeper/scoring"
)

// writeSheet writes the text sheet of `score`: a line per round with the
// round and each player's "+points = total" ("-" where the player has
// no row), right-aligned in columns two spaces apart, then the round's
// marks (marks may be nil). The layout is text/tabwriter's (AlignRight,
// padding 2); the columns are measured in a first pass over the rows and
// written in a second, so no copy of the table is held (tabwriter keeps
// every cell of a 100,000-round match).
func writeSheet(out io.Writer, m *scoring.Match, roundLabel string, marks func(round int) []string) {
	seat := make(map[string]int, len(m.Players))
	for i, p := range m.Players {
		seat[p.ID] = i
	}
	rows := m.Game.Rows(m.Players)
	names := make([]string, len(m.Players))
	widths := make([]int, len(m.Players)+1)
	widths[0] = utf8.RuneCountInString(roundLabel)
	for i, p := range m.Players {
		names[i] = printable(p.Name)
		widths[i+1] = utf8.RuneCountInString(names[i])
	}
	var buf []byte
	for _, r := range rows {
		widths[0] = max(widths[0], len(strconv.AppendInt(buf[:0], int64(r.Round), 10)))
		if i, ok := seat[r.Player]; ok {
			widths[i+1] = max(widths[i+1], len(appendCell(buf[:0], r)))
		}
	}
	w := bufio.NewWriter(out)
	defer w.Flush()
	cell := func(text []byte, col int) {
		for range widths[col] + 2 - utf8.RuneCount(text) {
			w.WriteByte(' ')
		}
		w.Write(text)
	}
	cell([]byte(roundLabel), 0)
	for i, n := range names {
		cell([]byte(n), i+1)
	}
	w.WriteByte('\n')
	line := make([]int, len(m.Players)) // row index by seat, -1 none
	for i := 0; i < len(rows); {
		round := rows[i].Round
		for j := range line {
			line[j] = -1
		}
		for ; i < len(rows) && rows[i].Round == round; i++ {
			if s, ok := seat[rows[i].Player]; ok {
				line[s] = i
			}
		}
		cell(strconv.AppendInt(buf[:0], int64(round), 10), 0)
		for s, r := range line {
			if r < 0 {
				cell([]byte("-"), s+1)
			} else {
				buf = appendCell(buf[:0], rows[r])
				cell(buf, s+1)
			}
		}
		if marks != nil {
			for _, mk := range marks(round) {
				w.WriteString("  " + mk)
			}
		}
		w.WriteByte('\n')
	}
}

// appendCell appends a row's "+points = total".
func appendCell(b []byte, r scoring.Row) []byte {
	if r.Points >= 0 {
		b = append(b, '+')
	}
	b = strconv.AppendInt(b, int64(r.Points), 10)
	b = append(b, " = "...)
	return strconv.AppendInt(b, int64(r.Total), 10)
}
