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
	m := u.entry.m
	m.Game = skuck.Simulate(rand.New(rand.NewPCG(seed, 1)), m.Players, m.Game.(*skuck.Match).Options)
	m.Finished = m.Game.Over(m.Players)
	if err := u.store.Save(m); err != nil {
		t.Fatal(err)
	}
	u.recordInLeague(m)
	return m
}

func TestLeagueCreatePlayClose(t *testing.T) {
	u, db := newTestUI(t)
	addPlayers(t, db, "Anne", "Bob", "Carl", "Dora", "Emil", "Fay")
	press(t, u.homeView.leagues)
	g := u.leagues
	press(t, g.new)
	if !g.createButton.Disabled() {
		t.Fatal("create enabled without a name")
	}
	test.Type(g.name, "Tuesday")
	for _, p := range g.roster {
		g.Toggle(p.ID)
	}
	if !strings.Contains(g.reason.Text, "A: 3, B: 3") {
		t.Errorf("divisions %q", g.reason.Text)
	}
	press(t, g.createButton)
	s := u.league
	s.wait()
	if s.l == nil || len(s.tables) != 2 || len(s.play) != 6 {
		t.Fatalf("league %+v tables %d fixtures %d", s.l, len(s.tables), len(s.play))
	}
	// play the first fixture through the new match screen
	fx := s.l.Current().Fixtures[0]
	press(t, s.play[0])
	n := u.new
	if n.game != scoring.Skuck || len(n.seats) != 2 || n.seats[0].ID != fx.Home || n.seats[1].ID != fx.Away {
		t.Fatalf("new match %s %v", n.game, n.seats)
	}
	press(t, n.startButton)
	m := finishSkuck(t, u, 3)
	l, _, err := db.LeagueTable(s.id, 0)
	if err != nil || l.Current().Fixtures[0].MatchID != m.ID {
		t.Fatalf("not recorded: %v %+v", err, l.Current().Fixtures[0])
	}
	u.back()
	u.back()
	if u.league != s {
		t.Fatal("not back on the league")
	}
	s.wait()
	if s.tables[0][0].Matches+s.tables[0][1].Matches != 2 || s.play[0] != nil {
		t.Errorf("table %+v", s.tables)
	}
	if len(s.lines) == 0 || !strings.Contains(strings.Join(s.lines, "\n"), "Division A") {
		t.Errorf("lines %q", s.lines)
	}
	// close the season: season 2 with the moves
	s.CloseSeason()
	s.wait()
	if s.l.Current().Number != 2 || s.number != 2 || len(s.l.Seasons) != 2 {
		t.Fatalf("season %d", s.number)
	}
	if len(s.season.Options) != 2 {
		t.Errorf("seasons offered %v", s.season.Options)
	}
	// the closed season still shows, with its achievements
	s.season.SetSelectedIndex(0)
	s.wait()
	if s.number != 1 || !s.close.Disabled() || len(s.shownAchievements) == 0 {
		t.Errorf("season 1: number %d, close %v, achievements %v", s.number, s.close.Disabled(), s.shownAchievements)
	}
	test.AssertRendersToMarkup(t, "league.xml", u.window.Canvas())
}

func TestLeagueMatchNotLinkable(t *testing.T) {
	u, db := newTestUI(t)
	pairLeague(t, u, db)
	first := finishSkuck(t, u, 1)
	// a second match for the same (now played) fixture: saved, explained, not linked
	u.home()
	u.openLeague(u.league.id)
	u.league.wait()
	u.playFixture(u.league.id, u.league.l.Current().Fixtures[0])
	press(t, u.new.startButton)
	second := finishSkuck(t, u, 2)
	if _, err := db.Get(second.ID); err != nil {
		t.Fatal(err)
	}
	l, _ := db.League(u.league.id)
	if l.Current().Fixtures[0].MatchID != first.ID {
		t.Errorf("fixture %+v", l.Current().Fixtures[0])
	}
	if len(u.window.Canvas().Overlays().List()) == 0 {
		t.Error("the refusal is not explained")
	}
}

func TestMergePlayers(t *testing.T) {
	u, db := newTestUI(t)
	startMatch(t, u, "skuck", "Anne", "Bob")
	u.home()
	ids := addPlayers(t, db, "Anne (phone)")
	press(t, u.homeView.players)
	p := u.players
	anne := p.all[0].ID
	// both played one match: refused, and said why in words
	bob := p.all[2].ID
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
	p.askMerge(p.all[0])
	if len(u.window.Canvas().Overlays().List()) == 0 {
		t.Error("no merge dialog")
	}
}

func TestBGStatsShare(t *testing.T) {
	u, _ := newTestUI(t)
	startMatch(t, u, "skuck", "Anne", "Bob")
	u.openSheet(u.entry.m)
	if link := u.shareBGStats(u.sheet.m); link != "" {
		t.Errorf("unfinished match shared: %s", link)
	}
	u.window.Canvas().Overlays().Top().Hide()
	u.sheet.FinishNow()
	link := u.shareBGStats(u.sheet.m)
	if !strings.HasPrefix(link, "https://app.bgstatsapp.com/createPlay.html?data=") {
		t.Fatalf("link %q", link)
	}
	test.Tap(findButton(t, u, "Copy the link"))
	if got := u.app.Clipboard().Content(); got != link {
		t.Errorf("clipboard %q", got)
	}
}

// pairLeague creates a league of Anne and Bob through the screens and
// starts its one fixture's match.
func pairLeague(t *testing.T, u *UI, db *boltdb.DB) {
	t.Helper()
	addPlayers(t, db, "Anne", "Bob")
	press(t, u.homeView.leagues)
	press(t, u.leagues.new)
	test.Type(u.leagues.name, "Pair")
	for _, p := range u.leagues.roster {
		u.leagues.Toggle(p.ID)
	}
	press(t, u.leagues.createButton)
	u.league.wait()
	press(t, u.league.play[0])
	press(t, u.new.startButton)
}

// TestFixtureLinkInDatabase: the league a fixture's match is played for
// is in the database (not the preferences), survives a restart with
// fresh preferences, and goes with the match.
func TestFixtureLinkInDatabase(t *testing.T) {
	u, db := newTestUI(t)
	pairLeague(t, u, db)
	leagueID, m := u.league.id, u.entry.m
	if id, err := db.FixtureLeague(m.ID); id != leagueID || err != nil {
		t.Fatalf("link %q %v, want %q", id, err, leagueID)
	}
	if v := u.prefs().String(fixturePref + m.ID); v != "" {
		t.Errorf("link still in the preferences: %q", v)
	}
	u2 := New(test.NewTempApp(t), db) // a restart with new preferences
	u2.inline = true
	u2.homeView.list.OnSelected(0)
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
	u2.league.wait()
	u2.playFixture(leagueID, l.Current().Fixtures[0])
	press(t, u2.new.startButton)
	third := u2.entry.m.ID
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
	leagueID, m := u.league.id, u.entry.m
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
