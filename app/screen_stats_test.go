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
	press(t, u.Home.Stats)
	s := u.Stats
	s.wait()
	want, err := db.Stats(s.filter())
	if err != nil {
		t.Fatal(err)
	}
	if s.Group == nil || s.Group.Matches != want.Matches || s.List.Length() != len(want.Players) {
		t.Fatalf("group %+v, want %d matches", s.Group, want.Matches)
	}
	if !slices.Contains(s.Lines, "Matches: "+itoa(want.Matches)) {
		t.Errorf("lines %q", s.Lines)
	}
	// one game: the table gets averages
	s.Game.SetSelectedIndex(1 + indexOf(gameNames(), scoring.Skuck))
	s.wait()
	if s.Group.Games[scoring.Skull] != 0 || s.Group.Matches == 0 {
		t.Errorf("SKUCK only: %v", s.Group.Games)
	}
	// a player's screen from the list
	s.List.Select(0)
	p := u.Stats
	if p == s || p.player == "" {
		t.Fatal("no player screen")
	}
	p.wait()
	for _, l := range []string{"All games", "Matches played: ", "Win share: "} {
		if !hasLine(p.Lines, l) {
			t.Errorf("no %q in %q", l, p.Lines)
		}
	}
	// SKUCK only, head to head with someone
	p.Game.SetSelectedIndex(1 + indexOf(gameNames(), scoring.Skuck))
	p.With.SetSelectedIndex(1)
	p.wait()
	f := p.filter()
	if f.Game != scoring.Skuck || len(f.With) != 1 {
		t.Fatalf("filter %+v", f)
	}
	direct, _ := db.PlayerStats(p.player, f)
	if p.Player.Overall != direct.Overall {
		t.Errorf("shown %+v, stored %+v", p.Player.Overall, direct.Overall)
	}
	if direct.Overall.Played > 0 && !hasLine(p.Lines, "Level: ") {
		t.Errorf("no SKUCK level in %q", p.Lines)
	}
	// a period with nothing in it
	p.Period.SetSelectedIndex(1)
	p.wait()
	test.NewTempWindow(t, p.body) // renders without panic whatever came
}

func TestStatsEmptyDatabase(t *testing.T) {
	u, _ := newTestUI(t)
	u.showStats("")
	u.Stats.wait()
	if u.Stats.Group == nil || u.Stats.Group.Matches != 0 || !slices.Contains(u.Stats.Lines, "Matches: 0") {
		t.Fatalf("lines %q", u.Stats.Lines)
	}
	u.showStats("nobody")
	u.Stats.wait()
	if u.Stats.Player == nil || !slices.Contains(u.Stats.Lines, "Matches played: 0") {
		t.Fatalf("lines %q", u.Stats.Lines)
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
	u.Stats.wait()
	var charts []*widgets.Chart
	for _, o := range u.Stats.body.Objects {
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
			u.Window.Resize(size.size)
			withDemo(t, db, 40)
			u.showStats("")
			u.Stats.wait()
			test.AssertRendersToMarkup(t, "stats_group"+size.suffix+".xml", u.Window.Canvas())
			u.Stats.List.Select(0)
			u.Stats.wait()
			test.AssertRendersToMarkup(t, "stats_player"+size.suffix+".xml", u.Window.Canvas())
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
	s := u.Stats
	s.wait()
	if got := s.With.Options; len(got) != 3 || got[1] == got[2] {
		t.Fatalf("head-to-head options %q: the two Annes must read differently", got)
	}
	for i, id := range ids[:2] {
		k := slices.Index(s.with, id)
		s.With.SetSelectedIndex(k)
		s.wait()
		if f := s.filter(); len(f.With) != 1 || f.With[0] != id {
			t.Fatalf("Anne %d (%q): filter %v, want %s", i+1, s.With.Selected, f.With, id)
		}
		if want := i; s.Player.Overall.Played != want {
			t.Errorf("with Anne %d: %d matches, want %d", i+1, s.Player.Overall.Played, want)
		}
	}
}
