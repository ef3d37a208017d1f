package csvfile

import (
	"bufio"
	"bytes"
	"encoding/csv"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"scorekeeper/scoring"
	"scorekeeper/scoring/skipbo"
	"scorekeeper/scoring/skull"
	"scorekeeper/scoring/skullking"
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
			for _, fl := range want.Fields {
				if k := slices.Index(raw[0], fl.Name); norm(got[k]) != norm(fl.Value) {
					t.Fatalf("row %d field %s: %q, want %q", i, fl.Name, got[k], fl.Value)
				}
				if k := slices.Index(raw[0], fl.Name+"_name"); k >= 0 && fl.Value != "" {
					if want := ps[scoring.Index(ps, fl.Value)].Name; norm(got[k]) != norm(want) {
						t.Fatalf("row %d: %s_name %q, want %q", i, fl.Name, got[k], want)
					}
				}
			}
		}
	})
}

// TestNamesAndOptions: a player id in a row or an option has the
// players' names beside it (dealer, Loot partners, winner, teams, ...),
// and every row of a match carries its options (SPEC 2, issue 21).
func TestNamesAndOptions(t *testing.T) {
	ps := []scoring.Player{{ID: "1b4e", Name: "Anne"}, {ID: "b", Name: "Ben"}, {ID: "c", Name: "Cleo"}, {ID: "d", Name: "Dan"}}
	when := time.Date(2026, 11, 21, 19, 4, 0, 0, time.UTC)
	sk := &scoring.Match{ID: "sk", Created: when, Players: ps[:3], Game: &skullking.Match{
		Options: skullking.Options{Scoring: skullking.Rascal, Cards: []int{3}, FirstDealer: "b", Expansions: new(true)},
		Rounds: []skullking.Round{{Entries: []skullking.Entry{
			{Player: "1b4e", Bid: 1, Tricks: 1, LootWith: []string{"c"}}, {Player: "b", Bid: 2, Tricks: 2}, {Player: "c", LootWith: []string{"1b4e"}}}}}}}
	sb := &scoring.Match{ID: "sb", Created: when, Players: ps, Game: &skipbo.Match{
		Options: skipbo.Options{Teams: [][]string{{"1b4e", "c"}, {"b", "d"}}},
		Rounds:  []skipbo.Round{{Winner: "c", StockLeft: map[string]int{"b": 3, "d": 1}}}}}
	var buf bytes.Buffer
	cw, err := NewWriter(&buf, []string{scoring.SkullKing, scoring.SkipBo}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range []*scoring.Match{sk, sb} {
		if err := cw.Write(m); err != nil {
			t.Fatal(err)
		}
	}
	if err := cw.Close(); err != nil {
		t.Fatal(err)
	}
	rows, err := csv.NewReader(&buf).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	head := rows[0]
	cell := func(row int, col string) string {
		k := slices.Index(head, col)
		if k < 0 {
			t.Fatalf("no column %q in %v", col, head)
		}
		return rows[row][k]
	}
	if !slices.Equal(head, Header([]string{scoring.SkullKing, scoring.SkipBo})) {
		t.Errorf("header %v", head)
	}
	for _, c := range []struct {
		row       int
		col, want string
	}{
		{1, "player", "Anne"}, {1, "dealer", "b"}, {1, "dealer_name", "Ben"},
		{1, "lootWith", "c"}, {1, "lootWith_name", "Cleo"}, {3, "lootWith_name", "Anne"},
		{1, "option_scoring", "rascal"}, {1, "option_cards", "3"}, {1, "option_ghost", "false"},
		{1, "option_firstDealer", "b"}, {1, "option_firstDealer_name", "Ben"},
		{1, "option_expansions", "true"}, {1, "option_powers", "false"},
		{3, "option_scoring", "rascal"}, {1, "option_teams", ""},
		{4, "winner", "c"}, {4, "winner_name", "Cleo"}, {4, "option_stock", "30"}, {4, "option_target", "500"},
		{4, "option_teams", "1b4e,c;b,d"}, {4, "option_teams_name", "Anne, Cleo; Ben, Dan"},
		{7, "option_teams_name", "Anne, Cleo; Ben, Dan"}, {4, "dealer_name", ""}, {4, "option_scoring", ""},
	} {
		if got := cell(c.row, c.col); got != c.want {
			t.Errorf("row %d %s: %q, want %q", c.row, c.col, got, c.want)
		}
	}
	// The columns: the fields with their names beside them, the options,
	// the points, other_fields last.
	want := []string{"match_id", "date", "game", "round", "player", "player_id",
		"cards", "dealer", "dealer_name", "destroyed", "bid", "harry", "tricks", "wager", "cannonball",
		"colored14", "black14", "piratesByKing", "mermaidsByPirate", "kingByMermaid", "lootWith", "lootWith_name",
		"bidPoints", "bonusPoints", "winner", "winner_name", "stockLeft",
		"option_scoring", "option_cards", "option_ghost", "option_firstDealer", "option_firstDealer_name",
		"option_expansions", "option_powers", "option_stock", "option_target", "option_teams", "option_teams_name",
		"round_points", "running_total", "other_fields"}
	if !slices.Equal(head, want) {
		t.Errorf("header\n%q\nwant\n%q", head, want)
	}
}

// FuzzRecordsAsEncodingCSV: the export's record writer writes what
// encoding/csv writes, byte for byte, in both dialects.
func FuzzRecordsAsEncodingCSV(f *testing.F) {
	f.Add("Anne", "", "a,b", "say \"hi\"", " lead", "\\.", false)
	f.Add("line\nbreak", "cr\rx", "x;y", "", "\t", "ü", true)
	f.Fuzz(func(t *testing.T, a, b, c, d, e, g string, semicolon bool) {
		cells := []string{a, b, c, d, e, g}
		var want, got bytes.Buffer
		cw := csv.NewWriter(&want)
		r := records{w: bufio.NewWriter(&got), comma: ','}
		if semicolon {
			cw.Comma, r.comma = ';', ';'
		}
		cw.Write(cells)
		cw.Flush()
		r.write(cells)
		if err := r.flush(); err != nil {
			t.Fatal(err)
		}
		if got.String() != want.String() {
			t.Fatalf("%q:\ngot  %q\nwant %q", cells, got.String(), want.String())
		}
	})
}
