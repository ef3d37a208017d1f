package sheet_test

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"scorekeeper/assets"
	"scorekeeper/scoring"
	"scorekeeper/scoring/sheet"
	"scorekeeper/storage/matchfile"
)

func load(t *testing.T, game string) *scoring.Match {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "..", "testdata", game+".json"))
	if err != nil {
		t.Fatal(err)
	}
	ms, err := matchfile.Decode(data)
	if err != nil || len(ms) != 1 {
		t.Fatalf("%s: %v", game, err)
	}
	return ms[0]
}

// TestEveryGameSheet: every example match has its game's sheet, a row per
// round, the totals and leaders of its standings, and every text renders
// in English and German (a key without a message would show as itself).
func TestEveryGameSheet(t *testing.T) {
	for _, game := range []string{"skullking", "skipbo", "skull", "skuck"} {
		m := load(t, game)
		s := sheet.Of(m)
		if len(s.Cols) < 2 || s.Rows != m.Game.Len() || len(s.Totals) != len(m.Players) {
			t.Fatalf("%s: %d columns, %d rows (%d rounds), %d totals", game, len(s.Cols), s.Rows, m.Game.Len(), len(s.Totals))
		}
		res := m.Result()
		for _, st := range res.Standings {
			i := scoring.Index(m.Players, st.Player.ID)
			if s.Totals[i] != st.Total || s.Leaders[i] != (st.Rank == 1) {
				t.Errorf("%s: %s total %d leader %v, standings %d rank %d", game, st.Player.Name, s.Totals[i], s.Leaders[i], st.Total, st.Rank)
			}
		}
		for _, l := range []string{"en", "de"} {
			msg, err := assets.Load(l)
			if err != nil {
				t.Fatal(err)
			}
			var all []string
			for _, c := range s.Cols {
				all = append(all, c.Render(msg.Text))
			}
			all = append(all, s.Legend.Render(msg.Text))
			for r := 0; r < s.Rows; r++ {
				all = append(all, s.Head(r).Render(msg.Text))
				for p := range m.Players {
					for c := range s.Cols {
						all = append(all, s.Cell(r, p, c).Render(msg.Text))
					}
				}
			}
			for _, x := range all {
				if strings.Contains(x, "ui.") || strings.Contains(x, "skuck.") || strings.Contains(x, "skull.") {
					t.Errorf("%s %s: untranslated %q", game, l, x)
				}
			}
		}
		if s.HasTotal() {
			last := s.Rows - 1
			for p := range m.Players {
				got := strings.TrimSuffix(s.Cell(last, p, len(s.Cols)-1).Render(nil), "*")
				if want := s.Totals[p]; got != strconv.Itoa(want) && game != "skuck" {
					t.Errorf("%s: last running total of seat %d is %q, total %d", game, p, got, want)
				}
			}
		}
	}
}

// TestText: literal runs and keys render in order, with the arguments.
func TestText(t *testing.T) {
	tr := func(key string, args map[string]any) string { return "<" + key + ">" }
	x := append(sheet.Lit("3"), sheet.Key("skuck.click", nil)...)
	if got := x.Render(tr); got != "3<skuck.click>" {
		t.Errorf("got %q", got)
	}
	if got := sheet.Lit("").Render(tr); got != "" {
		t.Errorf("empty literal %q", got)
	}
	if s := sheet.Of(&scoring.Match{}); s.Rows != 0 || s.Cell(0, 0, 0) != nil || s.Head(0) != nil {
		t.Error("an unknown game has a sheet")
	}
}
