package boltdb

import (
	"bytes"
	"encoding/csv"
	"scorekeeper/scoring"
	"scorekeeper/storage/csvfile"
	"slices"
	"strconv"
	"testing"
)

// readCSV parses an export back into rows of unescaped cells.
func readCSV(t testing.TB, data []byte, semicolon bool) [][]string {
	t.Helper()
	if semicolon {
		if !bytes.HasPrefix(data, []byte("\uFEFF")) {
			t.Fatal("no byte order mark")
		}
		data = data[3:]
	}
	r := csv.NewReader(bytes.NewReader(data))
	if semicolon {
		r.Comma = ';'
	}
	rows, err := r.ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	for _, row := range rows[1:] {
		for i := range row {
			row[i] = csvfile.UnescapeCell(row[i])
		}
	}
	return rows
}

func TestExportCSV(t *testing.T) {
	db := mustOpen(t)
	ms := demoMatches(5, 40)
	if _, err := db.Import(ms); err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := db.ExportCSV(&buf, nil, csvfile.Options{}); err != nil {
		t.Fatal(err)
	}
	rows := readCSV(t, buf.Bytes(), false)
	header := rows[0]
	if header[0] != "match_id" || header[len(header)-3] != "round_points" || header[len(header)-1] != "other_fields" {
		t.Errorf("header %v", header)
	}
	var want int
	for _, m := range ms {
		want += len(m.Game.Rows(m.Players))
	}
	if len(rows)-1 != want {
		t.Errorf("%d rows, want %d", len(rows)-1, want)
	}
	for _, row := range rows[1:] {
		if row[len(row)-1] != "" {
			t.Fatalf("a field without a column: %v", row[len(row)-1])
		}
	}
	// One match, German dialect: its game's columns only, totals add up.
	m := ms[0]
	buf.Reset()
	if err := db.ExportCSV(&buf, []string{m.ID}, csvfile.Options{Semicolon: true}); err != nil {
		t.Fatal(err)
	}
	rows = readCSV(t, buf.Bytes(), true)
	if !slices.Equal(rows[0], csvfile.Header([]string{m.Game.Name()})) {
		t.Errorf("columns for one %s match: %v", m.Game.Name(), rows[0])
	}
	last := map[string]int{}
	for _, row := range rows[1:] {
		last[row[5]], _ = strconv.Atoi(row[len(row)-2])
	}
	for _, s := range m.Game.Standings(m.Players) {
		if m.Game.Name() != scoring.Skuck && last[s.Player.ID] != s.Total {
			t.Errorf("running total of %s: %d, standings %d", s.Player.ID, last[s.Player.ID], s.Total)
		}
	}
}
