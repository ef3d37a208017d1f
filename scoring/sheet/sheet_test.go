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
	"scorekeeper/scoring/skipbo"
	"scorekeeper/scoring/skullking"
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
		if len(s.Cols) < 2 || s.Rows != m.Game.Len() || len(s.Totals) != len(s.Sides) || len(s.Leaders) != len(s.Sides) {
			t.Fatalf("%s: %d columns, %d rows (%d rounds), %d totals, %d sides", game, len(s.Cols), s.Rows, m.Game.Len(), len(s.Totals), len(s.Sides))
		}
		seated := 0
		res := m.Result()
		for k, sd := range s.Sides {
			for _, i := range sd.Seats {
				seated++
				st := standingOf(res, m.Players[i].ID)
				if s.Totals[k] != st.Total || s.Leaders[k] != (st.Rank == 1) {
					t.Errorf("%s: %s total %d leader %v, standings %d rank %d", game, st.Player.Name, s.Totals[k], s.Leaders[k], st.Total, st.Rank)
				}
			}
		}
		if seated != len(m.Players) {
			t.Errorf("%s: %d players on the sheet of %d", game, seated, len(m.Players))
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
				for p := range s.Sides {
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
			for p := range s.Sides {
				got := strings.TrimSuffix(s.Cell(last, p, len(s.Cols)-1).Render(nil), "*")
				if want := s.Totals[p]; got != strconv.Itoa(want) && game != "skuck" {
					t.Errorf("%s: last running total of seat %d is %q, total %d", game, p, got, want)
				}
			}
		}
	}
}

// standingOf is the standing of player id.
func standingOf(res scoring.Result, id string) scoring.Standing {
	for _, st := range res.Standings {
		if st.Player.ID == id {
			return st
		}
	}
	return scoring.Standing{}
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

// TestSkipBoTeams: a Skip-Bo match in teams has a side a team, named by
// its players, with the team's cards left, points, total and lead; alone,
// a side a player.
func TestSkipBoTeams(t *testing.T) {
	m := load(t, "skipbo")
	s := sheet.Of(m)
	if len(s.Sides) != 2 || s.Sides[0].Name != "Anne & Clara" || s.Sides[1].Name != "Ben & David" {
		t.Fatalf("sides %+v", s.Sides)
	}
	tr := func(key string, _ map[string]any) string { return key }
	// round 1: Clara won; Ben 12 and David 9 left: 25 + 5*21
	got := []string{s.Cell(0, 0, 0).Render(tr), s.Cell(0, 1, 0).Render(tr), s.Cell(0, 0, 1).Render(tr), s.Cell(0, 1, 2).Render(tr)}
	if want := []string{"ui.sheet.won", "12+9", "130", "0"}; strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("round 1 %q, want %q", got, want)
	}
	m.Game.(*skipbo.Match).Options.Teams = nil
	if s := sheet.Of(m); len(s.Sides) != len(m.Players) || s.Sides[2].Name != "Clara" || len(s.Totals) != 4 {
		t.Errorf("alone: sides %+v, totals %v", s.Sides, s.Totals)
	}
}

// TestSkullKingDealer: the dealer is marked once a round, in the first
// column shown (the bid, or the total in the totals view), and the
// legend explains only the marks the sheet has.
func TestSkullKingDealer(t *testing.T) {
	tr := func(key string, _ map[string]any) string { return "<" + key + ">" }
	m := load(t, "skullking")
	s := sheet.Of(m)
	last := len(s.Cols) - 1
	for _, first := range []int{0, last} {
		for r := range s.Rows {
			marks := 0
			for p := range s.Sides {
				for c := range s.Cols {
					if strings.Contains(s.Shown(r, p, c, first).Render(tr), sheet.Mark) {
						marks++
						if c != first || s.Dealer(r) != p {
							t.Errorf("round %d: the mark on seat %d column %d (first %d)", r+1, p, c, first)
						}
					}
				}
			}
			if marks != 1 {
				t.Errorf("round %d, first column %d: %d marks", r+1, first, marks)
			}
		}
	}
	if got := s.TotalsLegend.Render(tr); got != "<ui.sheet.skLegendDealer>" {
		t.Errorf("totals legend %q", got)
	}
	// Harry and the Cannonball only when played
	g := m.Game.(*skullking.Match)
	for r := range g.Rounds {
		for i := range g.Rounds[r].Entries {
			g.Rounds[r].Entries[i].Harry, g.Rounds[r].Entries[i].Cannonball = 0, false
		}
	}
	if got := sheet.Of(m).Legend.Render(tr); got != "<ui.sheet.skLegendBid>, <ui.sheet.skLegendDealer>." {
		t.Errorf("neither in play: %q", got)
	}
	g.Rounds[0].Entries[0].Harry = 1
	if got := sheet.Of(m).Legend.Render(tr); got != "<ui.sheet.skLegendBid> <ui.sheet.skLegendHarry>, <ui.sheet.skLegendDealer>." {
		t.Errorf("Harry played: %q", got)
	}
	g.Rounds[0].Entries[0].Harry, g.Rounds[0].Entries[1].Cannonball = 0, true
	if got := sheet.Of(m).Legend.Render(tr); got != "<ui.sheet.skLegendBid>, <ui.sheet.skLegendDealer>, <ui.sheet.skLegendCannonball>." {
		t.Errorf("Cannonball played: %q", got)
	}
}

// TestSheetSaid: every round of every side of each example is said in
// words in English and German, with no mark or short title of the paper
// sheet ("/", "→", "●", "✓"), ending with the total where there is one.
func TestSheetSaid(t *testing.T) {
	for _, game := range []string{"skullking", "skipbo", "skull", "skuck"} {
		m := load(t, game)
		s := sheet.Of(m)
		for _, lang := range []string{"en", "de"} {
			msg, err := assets.Load(lang)
			if err != nil {
				t.Fatal(err)
			}
			for r := range s.Rows {
				for p := range s.Sides {
					said := s.Say(r, p).Render(msg.Text)
					if said == "" || strings.ContainsAny(said, "/→●✓") || strings.Contains(said, "ui.") {
						t.Errorf("%s %s round %d side %d: %q", game, lang, r+1, p, said)
					}
					total := "total "
					if lang == "de" {
						total = "Summe "
					}
					if s.HasTotal() && !strings.Contains(said, "; "+total) {
						t.Errorf("%s %s round %d side %d: %q says no total", game, lang, r+1, p, said)
					}
				}
			}
		}
	}
	m := load(t, "skullking")
	if got := sheet.Of(m).Say(0, 0).Render(func(k string, a map[string]any) string { return k }); !strings.HasPrefix(got, "ui.sheet.say.bid") {
		t.Errorf("Skull King's row starts %q, want the bid", got)
	}
}
