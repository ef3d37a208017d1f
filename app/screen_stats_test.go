package app

import (
	"math/rand/v2"
	"scorekeeper/app/widgets"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"scorekeeper/scoring"
	"scorekeeper/scoring/demo"
	"scorekeeper/scoring/skuck"
	"scorekeeper/storage/boltdb"
)

// withDemo stores n demo matches (seeded) and returns them.
func withDemo(t testing.TB, db *boltdb.DB, n int) []*scoring.Match {
	t.Helper()
	ms := demo.Matches(rand.New(rand.NewPCG(7, 7)), n, testNow)
	if _, err := db.Import(ms); err != nil {
		t.Fatal(err)
	}
	return ms
}

func hasLine(lines []string, prefix string) bool {
	return slices.ContainsFunc(lines, func(l string) bool { return strings.HasPrefix(l, prefix) })
}

func TestStatsGroupAndPlayer(t *testing.T) {
	u, db := newTestUI(t)
	withDemo(t, db, 120)
	press(t, u.homeView.stats)
	s := u.stats
	s.wait()
	want, err := db.Stats(s.filter())
	if err != nil {
		t.Fatal(err)
	}
	if s.group == nil || s.group.Matches != want.Matches || s.list.Length() != len(want.Players) {
		t.Fatalf("group %+v, want %d matches", s.group, want.Matches)
	}
	if !slices.Contains(s.lines, "Matches: "+itoa(want.Matches)) {
		t.Errorf("lines %q", s.lines)
	}
	// one game: the table gets averages
	s.game.SetSelectedIndex(1 + indexOf(gameNames(), scoring.Skuck))
	s.wait()
	if s.group.Games[scoring.Skull] != 0 || s.group.Matches == 0 {
		t.Errorf("SKUCK only: %v", s.group.Games)
	}
	// a player's screen from the list
	s.list.Select(0)
	p := u.stats
	if p == s || p.player == "" {
		t.Fatal("no player screen")
	}
	p.wait()
	for _, l := range []string{"All games", "Matches played: ", "Win share: "} {
		if !hasLine(p.lines, l) {
			t.Errorf("no %q in %q", l, p.lines)
		}
	}
	// SKUCK only, head to head with someone
	p.game.SetSelectedIndex(1 + indexOf(gameNames(), scoring.Skuck))
	p.withSelect.SetSelectedIndex(1)
	p.wait()
	f := p.filter()
	if f.Game != scoring.Skuck || len(f.With) != 1 {
		t.Fatalf("filter %+v", f)
	}
	direct, _ := db.PlayerStats(p.player, f)
	if p.playerStats.Overall != direct.Overall {
		t.Errorf("shown %+v, stored %+v", p.playerStats.Overall, direct.Overall)
	}
	if direct.Overall.Played > 0 && !hasLine(p.lines, "Level: ") {
		t.Errorf("no SKUCK level in %q", p.lines)
	}
	// a period with nothing in it
	p.period.SetSelectedIndex(1)
	p.wait()
	test.NewTempWindow(t, p.body) // renders without panic whatever came
}

func TestStatsEmptyDatabase(t *testing.T) {
	u, _ := newTestUI(t)
	u.showStats("")
	u.stats.wait()
	if u.stats.group == nil || u.stats.group.Matches != 0 || !slices.Contains(u.stats.lines, "Matches: 0") {
		t.Fatalf("lines %q", u.stats.lines)
	}
	u.showStats("nobody")
	u.stats.wait()
	if u.stats.playerStats == nil || !slices.Contains(u.stats.lines, "Matches played: 0") {
		t.Fatalf("lines %q", u.stats.lines)
	}
}

func TestSkullKingPlayerCharts(t *testing.T) {
	u, db := newTestUI(t)
	ms := withDemo(t, db, 60)
	var id string
	for _, m := range ms {
		if m.Game.Name() == scoring.SkullKing && m.Over() {
			id = m.Players[0].ID
			break
		}
	}
	u.showStats(id)
	u.stats.wait()
	var charts []*widgets.Chart
	for _, o := range u.stats.body.Objects {
		if c, ok := o.(*widgets.Chart); ok {
			charts = append(charts, c)
		}
	}
	if len(charts) != 2 || !charts[0].Percent || !charts[1].Bars || len(charts[1].Labels) == 0 {
		t.Fatalf("charts %d", len(charts))
	}
}

func TestGoldenStatsScreens(t *testing.T) {
	for _, size := range []struct {
		suffix string
		size   fyne.Size
	}{{"", fyne.NewSize(360, 740)}, {"_desktop", fyne.NewSize(1024, 700)}} {
		t.Run("size"+size.suffix, func(t *testing.T) {
			u, db := newTestUI(t)
			u.window.Resize(size.size)
			withDemo(t, db, 40)
			u.showStats("")
			u.stats.wait()
			test.AssertRendersToMarkup(t, "stats_group"+size.suffix+".xml", u.window.Canvas())
			u.stats.list.Select(0)
			u.stats.wait()
			test.AssertRendersToMarkup(t, "stats_player"+size.suffix+".xml", u.window.Canvas())
		})
	}
}

// TestStatsTwoAnnes: head to head with the second of two players called
// Anne counts her matches, not the first one's.
func TestStatsTwoAnnes(t *testing.T) {
	u, db := newTestUI(t)
	var ids []string
	for _, name := range []string{"Anne", "Anne", "Bob"} {
		p, err := db.AddPlayer(name)
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, p.ID)
	}
	// Bob played one SKUCK match, with the second Anne
	players := []scoring.Player{{ID: ids[2], Name: "Bob"}, {ID: ids[1], Name: "Anne"}}
	m := &scoring.Match{ID: "m1", Created: testNow, Updated: testNow, Players: players,
		Game: skuck.Simulate(rand.New(rand.NewPCG(1, 1)), players, skuck.Options{})}
	m.Finished = true
	if _, err := db.Import([]*scoring.Match{m}); err != nil {
		t.Fatal(err)
	}
	u.showStats(ids[2])
	s := u.stats
	s.wait()
	if got := s.withSelect.Options; len(got) != 3 || got[1] == got[2] {
		t.Fatalf("head-to-head options %q: the two Annes must read differently", got)
	}
	for i, id := range ids[:2] {
		k := slices.Index(s.with, id)
		s.withSelect.SetSelectedIndex(k)
		s.wait()
		if f := s.filter(); len(f.With) != 1 || f.With[0] != id {
			t.Fatalf("Anne %d (%q): filter %v, want %s", i+1, s.withSelect.Selected, f.With, id)
		}
		if want := i; s.playerStats.Overall.Played != want {
			t.Errorf("with Anne %d: %d matches, want %d", i+1, s.playerStats.Overall.Played, want)
		}
	}
}
