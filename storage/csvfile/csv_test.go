package csvfile

import (
	"bytes"
	"encoding/csv"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"
	"time"

	"scorekeeper/scoring"
	"scorekeeper/scoring/skull"
)

func TestEscapeCell(t *testing.T) {
	for in, want := range map[string]string{
		"Anne": "Anne", "=1+2": "'=1+2", "+49 170": "'+49 170", "-Anne": "'-Anne", "@SUM(A1)": "'@SUM(A1)",
		"-10": "-10", "+5": "+5", "3.5": "3.5", "-": "'-", "\tx": "'\tx", "'=x": "''=x", "'Tis": "'Tis", "": "",
	} {
		if got := EscapeCell(in); got != want {
			t.Errorf("EscapeCell(%q) = %q, want %q", in, got, want)
		}
		if back := UnescapeCell(EscapeCell(in)); back != in {
			t.Errorf("UnescapeCell(EscapeCell(%q)) = %q", in, back)
		}
	}
}

// FuzzCSVRoundTrip: any player names and ids survive an export and a
// read back through encoding/csv exactly (after unescaping), in both
// dialects, and no cell a spreadsheet would run starts with a formula
// character.
func FuzzCSVRoundTrip(f *testing.F) {
	f.Add("Anne", "=HYPERLINK(\"x\")", "-5", "p1", "+p2", "@p3", uint64(1), false)
	f.Add("a;b,c\"d", "line\nbreak", "'=x", "id;1", "id,2", "id\"3", uint64(2), true)
	f.Fuzz(func(t *testing.T, n1, n2, n3, id1, id2, id3 string, seed uint64, semicolon bool) {
		if id1 == "" || id2 == "" || id3 == "" || id1 == id2 || id1 == id3 || id2 == id3 {
			return
		}
		ps := []scoring.Player{{ID: id1, Name: n1}, {ID: id2, Name: n2}, {ID: id3, Name: n3}}
		g := skull.Simulate(rand.New(rand.NewPCG(seed, 2)), ps, skull.Options{})
		m := &scoring.Match{ID: "=m" + id1, Players: ps, Game: g, Created: time.Date(2026, 11, 21, 19, 0, 0, 0, time.UTC)}
		var buf bytes.Buffer
		cw, err := NewWriter(&buf, []string{scoring.Skull}, Options{Semicolon: semicolon})
		if err != nil {
			t.Fatal(err)
		}
		if err := cw.Write(m); err != nil {
			t.Fatal(err)
		}
		if err := cw.Close(); err != nil {
			t.Fatal(err)
		}
		r := csv.NewReader(bytes.NewReader(bytes.TrimPrefix(buf.Bytes(), []byte("\uFEFF"))))
		if semicolon {
			r.Comma = ';'
		}
		raw, err := r.ReadAll()
		if err != nil {
			t.Fatalf("reading the export back: %v\n%s", err, buf.String())
		}
		rows := g.Rows(ps)
		if len(raw) != len(rows)+1 {
			t.Fatalf("%d rows, want %d", len(raw)-1, len(rows))
		}
		norm := func(s string) string { return strings.ReplaceAll(s, "\r\n", "\n") } // encoding/csv reads CRLF in a cell as LF
		for i, want := range rows {
			row := raw[i+1]
			for _, cell := range row {
				if cell != "" && strings.ContainsRune("=+-@\t\r", rune(cell[0])) && !isNumber(cell) {
					t.Fatalf("cell %q would run as a formula", cell)
				}
			}
			got := make([]string, len(row))
			for j, c := range row {
				got[j] = UnescapeCell(c)
			}
			name := ps[scoring.Index(ps, want.Player)].Name
			if got[0] != m.ID || norm(got[4]) != norm(name) || norm(got[5]) != norm(want.Player) || got[3] != strconv.Itoa(want.Round) {
				t.Fatalf("row %d: %q, want player %q (%q)", i, got, name, want.Player)
			}
			for k, fl := range want.Fields {
				if norm(got[6+k]) != norm(fl.Value) {
					t.Fatalf("row %d field %s: %q, want %q", i, fl.Name, got[6+k], fl.Value)
				}
			}
		}
	})
}
