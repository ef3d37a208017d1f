package app

import (
	"math/rand/v2"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"scorekeeper/scoring"
	"scorekeeper/scoring/skuck"
	"scorekeeper/storage/boltdb"
)

// addPlayers puts names in the roster and returns their ids.
func addPlayers(t *testing.T, db *boltdb.DB, names ...string) []string {
	t.Helper()
	var ids []string
	for _, n := range names {
		p, err := db.AddPlayer(n)
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, p.ID)
	}
	return ids
}

// finishSkuck plays the SKUCK match of the entry screen to its end
// (simulated games) and saves it as the entry's Save does.
func finishSkuck(t *testing.T, u *UI, seed uint64) *scoring.Match {
	t.Helper()
	m := u.Entry.m
	m.Game = skuck.Simulate(rand.New(rand.NewPCG(seed, 1)), m.Players, m.Game.(*skuck.Match).Options)
	m.Finished = m.Game.Over(m.Players)
	if err := u.Store.Save(m); err != nil {
		t.Fatal(err)
	}
	u.recordInLeague(m)
	return m
}

func TestLeagueCreatePlayClose(t *testing.T) {
	u, db := newTestUI(t)
	addPlayers(t, db, "Anne", "Bob", "Carl", "Dora", "Emil", "Fay")
	press(t, u.Home.Leagues)
	g := u.Leagues
	press(t, g.New)
	if !g.Create.Disabled() {
		t.Fatal("create enabled without a name")
	}
	test.Type(g.Name, "Tuesday")
	for _, p := range g.roster {
		g.Toggle(p.ID)
	}
	if !strings.Contains(g.reason.Text, "A: 3, B: 3") {
		t.Errorf("divisions %q", g.reason.Text)
	}
	press(t, g.Create)
	s := u.League
	s.wait()
	if s.L == nil || len(s.Tables) != 2 || len(s.Play) != 6 {
		t.Fatalf("league %+v tables %d fixtures %d", s.L, len(s.Tables), len(s.Play))
	}
	// play the first fixture through the new match screen
	fx := s.L.Current().Fixtures[0]
	press(t, s.Play[0])
	n := u.New
	if n.Game != scoring.Skuck || len(n.Seats) != 2 || n.Seats[0].ID != fx.Home || n.Seats[1].ID != fx.Away {
		t.Fatalf("new match %s %v", n.Game, n.Seats)
	}
	press(t, n.Start)
	m := finishSkuck(t, u, 3)
	l, _, err := db.LeagueTable(s.id, 0)
	if err != nil || l.Current().Fixtures[0].MatchID != m.ID {
		t.Fatalf("not recorded: %v %+v", err, l.Current().Fixtures[0])
	}
	u.back()
	u.back()
	if u.League != s {
		t.Fatal("not back on the league")
	}
	s.wait()
	if s.Tables[0][0].Matches+s.Tables[0][1].Matches != 2 || s.Play[0] != nil {
		t.Errorf("table %+v", s.Tables)
	}
	if len(s.Lines) == 0 || !strings.Contains(strings.Join(s.Lines, "\n"), "Division A") {
		t.Errorf("lines %q", s.Lines)
	}
	// close the season: season 2 with the moves
	s.CloseSeason()
	s.wait()
	if s.L.Current().Number != 2 || s.number != 2 || len(s.L.Seasons) != 2 {
		t.Fatalf("season %d", s.number)
	}
	if len(s.Season.Options) != 2 {
		t.Errorf("seasons offered %v", s.Season.Options)
	}
	// the closed season still shows, with its achievements
	s.Season.SetSelectedIndex(0)
	s.wait()
	if s.number != 1 || !s.Close.Disabled() || len(s.Achievements) == 0 {
		t.Errorf("season 1: number %d, close %v, achievements %v", s.number, s.Close.Disabled(), s.Achievements)
	}
	test.AssertRendersToMarkup(t, "league.xml", u.Window.Canvas())
}

func TestLeagueMatchNotLinkable(t *testing.T) {
	u, db := newTestUI(t)
	addPlayers(t, db, "Anne", "Bob")
	press(t, u.Home.Leagues)
	press(t, u.Leagues.New)
	test.Type(u.Leagues.Name, "Pair")
	for _, p := range u.Leagues.roster {
		u.Leagues.Toggle(p.ID)
	}
	press(t, u.Leagues.Create)
	u.League.wait()
	press(t, u.League.Play[0])
	press(t, u.New.Start)
	first := finishSkuck(t, u, 1)
	// a second match for the same (now played) fixture: saved, explained, not linked
	u.home()
	u.openLeague(u.League.id)
	u.League.wait()
	u.playFixture(u.League.id, u.League.L.Current().Fixtures[0])
	press(t, u.New.Start)
	second := finishSkuck(t, u, 2)
	if _, err := db.Get(second.ID); err != nil {
		t.Fatal(err)
	}
	l, _ := db.League(u.League.id)
	if l.Current().Fixtures[0].MatchID != first.ID {
		t.Errorf("fixture %+v", l.Current().Fixtures[0])
	}
	if len(u.Window.Canvas().Overlays().List()) == 0 {
		t.Error("the refusal is not explained")
	}
}

func TestMergePlayers(t *testing.T) {
	u, db := newTestUI(t)
	startMatch(t, u, "skuck", "Anne", "Bob")
	u.home()
	ids := addPlayers(t, db, "Anne (phone)")
	press(t, u.Home.Players)
	p := u.Players
	anne := p.All[0].ID
	// both played one match: refused, and said why in words
	bob := p.All[2].ID
	msg := p.Merge(anne, bob)
	if !strings.Contains(msg, "cannot be merged") || !strings.Contains(msg, "Anne") || !strings.Contains(msg, "SKUCK") {
		t.Errorf("refusal %q", msg)
	}
	msg = p.Merge(anne, ids[0])
	if !strings.Contains(msg, "Merged") {
		t.Errorf("merge %q", msg)
	}
	all, _ := db.Players(true)
	for _, x := range all {
		if x.ID == ids[0] && (!x.Archived || x.MergedInto != anne) {
			t.Errorf("dropped %+v", x)
		}
	}
	// the dialog flow: pick and confirm
	p.askMerge(p.All[0])
	if len(u.Window.Canvas().Overlays().List()) == 0 {
		t.Error("no merge dialog")
	}
}

func TestBGStatsShare(t *testing.T) {
	u, _ := newTestUI(t)
	startMatch(t, u, "skuck", "Anne", "Bob")
	u.openSheet(u.Entry.m)
	if link := u.shareBGStats(u.Sheet.m); link != "" {
		t.Errorf("unfinished match shared: %s", link)
	}
	u.Window.Canvas().Overlays().Top().Hide()
	u.Sheet.FinishNow()
	link := u.shareBGStats(u.Sheet.m)
	if !strings.HasPrefix(link, "https://app.bgstatsapp.com/createPlay.html?data=") {
		t.Fatalf("link %q", link)
	}
	test.Tap(findButton(t, u, "Copy the link"))
	if got := u.App.Clipboard().Content(); got != link {
		t.Errorf("clipboard %q", got)
	}
}

// pairLeague creates a league of Anne and Bob through the screens and
// starts its one fixture's match.
func pairLeague(t *testing.T, u *UI, db *boltdb.DB) {
	t.Helper()
	addPlayers(t, db, "Anne", "Bob")
	press(t, u.Home.Leagues)
	press(t, u.Leagues.New)
	test.Type(u.Leagues.Name, "Pair")
	for _, p := range u.Leagues.roster {
		u.Leagues.Toggle(p.ID)
	}
	press(t, u.Leagues.Create)
	u.League.wait()
	press(t, u.League.Play[0])
	press(t, u.New.Start)
}

// TestFixtureLinkInDatabase: the league a fixture's match is played for
// is in the database (not the preferences), survives a restart with
// fresh preferences, and goes with the match.
func TestFixtureLinkInDatabase(t *testing.T) {
	u, db := newTestUI(t)
	pairLeague(t, u, db)
	leagueID, m := u.League.id, u.Entry.m
	if id, err := db.FixtureLeague(m.ID); id != leagueID || err != nil {
		t.Fatalf("link %q %v, want %q", id, err, leagueID)
	}
	if v := u.prefs().String(fixturePref + m.ID); v != "" {
		t.Errorf("link still in the preferences: %q", v)
	}
	u2 := New(test.NewTempApp(t), db) // a restart with new preferences
	u2.inline = true
	u2.Home.List.OnSelected(0)
	m2 := finishSkuck(t, u2, 3)
	l, _ := db.League(leagueID)
	if l.Current().Fixtures[0].MatchID != m2.ID {
		t.Fatalf("not recorded after the restart: %+v", l.Current().Fixtures[0])
	}
	if id, _ := db.FixtureLeague(m2.ID); id != "" {
		t.Errorf("link kept after recording: %q", id)
	}
	// a match deleted before it is over takes its link along
	u2.home()
	u2.openLeague(leagueID)
	u2.League.wait()
	u2.playFixture(leagueID, l.Current().Fixtures[0])
	press(t, u2.New.Start)
	third := u2.Entry.m.ID
	if id, _ := db.FixtureLeague(third); id != leagueID {
		t.Fatalf("second link %q", id)
	}
	if err := db.Delete(third); err != nil {
		t.Fatal(err)
	}
	if id, _ := db.FixtureLeague(third); id != "" {
		t.Errorf("link outlived its match: %q", id)
	}
}

// TestFixtureLinkMovedFromPreferences: a link an earlier version kept
// in the preferences moves into the database at start and leaves the
// preferences; one of a deleted match is just removed.
func TestFixtureLinkMovedFromPreferences(t *testing.T) {
	u, db := newTestUI(t)
	pairLeague(t, u, db)
	leagueID, m := u.League.id, u.Entry.m
	if err := db.SetFixtureLeague(m.ID, ""); err != nil {
		t.Fatal(err)
	}
	a := test.NewTempApp(t)
	a.Preferences().SetString(fixturePref+m.ID, leagueID)
	a.Preferences().SetString(fixturePref+"gone", leagueID)
	New(a, db)
	if id, _ := db.FixtureLeague(m.ID); id != leagueID {
		t.Errorf("not moved: %q", id)
	}
	for _, k := range []string{fixturePref + m.ID, fixturePref + "gone"} {
		if v := a.Preferences().String(k); v != "" {
			t.Errorf("%s still in the preferences: %q", k, v)
		}
	}
	if id, _ := db.FixtureLeague("gone"); id != "" {
		t.Errorf("link of a match not stored: %q", id)
	}
}
