package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"scorekeeper/scoring/league"
	"scorekeeper/scoring/skuck"
)

// TestLeagueSeasonFlow: a player is added on the new-league screen; no
// achievement while the season is played; played fixtures show their
// result; once the season closes, its table marks who went up and down
// and its achievements leave out any of 0 %.
func TestLeagueSeasonFlow(t *testing.T) {
	u, db := newTestUI(t)
	addPlayers(t, db, "Anne", "Bob", "Carl", "Dora", "Emil")
	press(t, u.homeView.leagues)
	g := u.leagues
	press(t, g.new)
	for _, o := range test.LaidOutObjects(u.nav.top().view) {
		if l, ok := o.(*widget.Label); ok && l.Visible() && l.Importance == widget.LowImportance {
			t.Errorf("hint %q in the low-contrast colour", l.Text)
		}
	}
	test.Type(g.name, "Tuesday")
	for _, p := range g.roster {
		g.Toggle(p.ID)
	}
	test.Type(g.personEntry, "Fay")
	press(t, g.add)
	if len(g.picked) != 6 || g.roster[len(g.roster)-1].Name != "Fay" || g.personEntry.Text != "" {
		t.Fatalf("Fay not added and picked: %d picked, roster %v", len(g.picked), g.roster)
	}
	if all, _ := db.Players(false); len(all) != 6 {
		t.Fatalf("roster stored: %d", len(all))
	}
	if g.reason.Importance == widget.LowImportance {
		t.Error("the divisions line in the low-contrast colour")
	}
	press(t, g.createButton)
	s := u.league
	s.wait()
	for i := range 3 {
		press(t, s.play[i])
		press(t, u.new.startButton)
		finishSkuck(t, u, uint64(10+i))
		u.back()
		u.back()
		s.wait()
	}
	if len(s.shownAchievements) != 0 {
		t.Errorf("achievements mid-season: %+v", s.shownAchievements)
	}
	lines := strings.Join(s.lines, "\n")
	if !strings.Contains(lines, " : ") {
		t.Errorf("no result on the played fixtures: %q", lines)
	}
	s.CloseSeason()
	s.wait()
	s.season.SetSelectedIndex(0)
	s.wait()
	lines = strings.Join(s.lines, "\n")
	if !strings.Contains(lines, "▲ ") || !strings.Contains(lines, "▼ ") {
		t.Errorf("no up and down marks on the closed season: %q", lines)
	}
	if len(s.shownAchievements) == 0 {
		t.Error("no achievements once closed")
	}
	for _, a := range s.shownAchievements {
		if a.Value <= 0 {
			t.Errorf("an achievement of 0 %%: %+v", a)
		}
	}
}

// TestNoAchievementForNothing: a best share of 0 % earns nothing.
func TestNoAchievementForNothing(t *testing.T) {
	got := earned([]league.Achievement{
		{Kind: league.Wins, Style: skuck.Hawk, Players: []string{"a"}, Value: 0},
		{Kind: league.Wins, Style: skuck.Dove, Players: []string{"b"}, Value: 0.5},
	})
	if len(got) != 1 || got[0].Players[0] != "b" {
		t.Errorf("%+v", got)
	}
}
