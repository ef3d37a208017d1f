package boltdb

import (
	"bytes"
	"errors"
	"maps"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"pgregory.net/rapid"

	"scorekeeper/scoring"
	"scorekeeper/scoring/league"
	"scorekeeper/scoring/skuck"
	"scorekeeper/storage/matchfile"

	"scorekeeper/storage/boltdb/internal/records"
)

// rosterN adds n players to the roster and returns them.
func rosterN(t testing.TB, db *DB, n int) []scoring.Player {
	t.Helper()
	var out []scoring.Player
	for i := range n {
		p, err := db.AddPlayer(string(rune('A' + i)))
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, scoring.Player{ID: p.ID, Name: p.Name})
	}
	return out
}

func playerIDs(ps []scoring.Player) []string {
	ids := make([]string, len(ps))
	for i, p := range ps {
		ids[i] = p.ID
	}
	return ids
}

// skuckBetween simulates a finished SKUCK match of two players.
func skuckBetween(r *rand.Rand, a, b scoring.Player) *scoring.Match {
	two := []scoring.Player{a, b}
	return &scoring.Match{Players: two, Game: skuck.Simulate(r, two, skuck.Options{}), Finished: true}
}

// TestLeagueSaveRecordTable walks one league through its life: save,
// record, table, link, unlink, close a season, delete. Each step needs
// the ones before it.
func TestLeagueSaveRecordTable(t *testing.T) {
	db := mustOpen(t)
	ps := rosterN(t, db, 4)
	l := leagueSave(t, db, ps)
	r := rand.New(rand.NewPCG(1, 2))
	m := leagueRecord(t, db, ps, l, r)
	leagueTable(t, db, m)
	leagueLink(t, db, ps, l, r, m)
	leagueCloseDelete(t, db, m)
}

// leagueSave saves a new league of ps, then a stale copy and a league
// naming a stranger, which are refused.
func leagueSave(t *testing.T, db *DB, ps []scoring.Player) *league.League {
	l, err := league.New("lg", "Tuesday", playerIDs(ps))
	if err != nil {
		t.Fatal(err)
	}
	if err := db.SaveLeague(l); err != nil || l.Revision != 1 || l.Created.IsZero() {
		t.Fatalf("save: %v rev %d", err, l.Revision)
	}
	stale := cloneLeague(l)
	stale.Revision = 0
	if err := db.SaveLeague(stale); !errors.Is(err, ErrStale) {
		t.Errorf("stale save: %v", err)
	}
	bad, _ := league.New("bad", "Bad", []string{ps[0].ID, "stranger"})
	var le *matchfile.LeagueError
	if err := db.SaveLeague(bad); !errors.As(err, &le) || le.Issues[0].Rule != league.RulePlayerUnknown {
		t.Errorf("unknown player: %v", err)
	}
	return l
}

// leagueRecord records a match for the first fixture, then refuses a
// second match of the same pair.
func leagueRecord(t *testing.T, db *DB, ps []scoring.Player, l *league.League, r *rand.Rand) *scoring.Match {
	f0 := l.Current().Fixtures[0]
	home, away := ps[scoring.Index(ps, f0.Home)], ps[scoring.Index(ps, f0.Away)]
	m := skuckBetween(r, home, away)
	i, err := db.RecordLeagueMatch("lg", m)
	if err != nil || i != 0 || m.ID == "" || m.Revision != 1 {
		t.Fatalf("record: %d %v %+v", i, err, m)
	}
	got, err := db.League("lg")
	if err != nil || got.Current().Fixtures[0].MatchID != m.ID || got.Revision != 2 {
		t.Fatalf("league after record: %v %+v", err, got)
	}
	// the same pair again: no open fixture; nothing is saved
	again := skuckBetween(r, home, away)
	if _, err := db.RecordLeagueMatch("lg", again); !errors.Is(err, league.ErrFixture) || again.ID != "" {
		t.Errorf("second match of a pair: %v", err)
	}
	if n, _ := db.Count(); n != 1 {
		t.Errorf("%d matches stored after a refused record", n)
	}
	return m
}

// leagueTable checks the table with m, the one match recorded.
func leagueTable(t *testing.T, db *DB, m *scoring.Match) {
	lg, tables, err := db.LeagueTable("lg", 0)
	if err != nil || lg.ID != "lg" || len(tables) != 1 {
		t.Fatalf("table: %v", err)
	}
	want := lg.Current().Table(map[string]*scoring.Match{m.ID: m})
	if !reflect.DeepEqual(tables, want) || tables[0][0].Matches != 1 {
		t.Errorf("table %+v, want %+v", tables, want)
	}
}

// leagueLink links a stored match to the second fixture and deletes it,
// then unlinks m and links it again.
func leagueLink(t *testing.T, db *DB, ps []scoring.Player, l *league.League, r *rand.Rand, m *scoring.Match) {
	// a stored match linked afterwards
	f1 := l.Current().Fixtures[1]
	m2 := skuckBetween(r, ps[scoring.Index(ps, f1.Home)], ps[scoring.Index(ps, f1.Away)])
	if err := db.Save(m2); err != nil {
		t.Fatal(err)
	}
	if i, err := db.LinkLeagueMatch("lg", m2.ID); err != nil || i != 1 {
		t.Errorf("link: %d %v", i, err)
	}
	// deleting a linked match frees its fixture
	if err := db.Delete(m2.ID); err != nil {
		t.Fatal(err)
	}
	if got, _ := db.League("lg"); got.Current().Fixtures[1].Played() {
		t.Error("the deleted match is still linked")
	}
	if err := db.UnlinkLeagueMatch("lg", m.ID); err != nil {
		t.Error(err)
	}
	if err := db.UnlinkLeagueMatch("lg", m.ID); !errors.Is(err, ErrNotFound) {
		t.Errorf("unlink twice: %v", err)
	}
	if _, err := db.LinkLeagueMatch("lg", m.ID); err != nil {
		t.Error(err)
	}
}

// leagueCloseDelete closes the season, lists the league and its one
// match m, and deletes the league, which keeps m.
func leagueCloseDelete(t *testing.T, db *DB, m *scoring.Match) {
	next, err := db.CloseSeason("lg")
	if err != nil || next.Number != 2 {
		t.Fatalf("close: %v", err)
	}
	if got, _ := db.League("lg"); len(got.Seasons) != 2 || !got.Seasons[0].Closed {
		t.Errorf("after closing: %+v", got)
	}
	ls, err := db.Leagues()
	if err != nil || len(ls) != 1 {
		t.Errorf("leagues: %d %v", len(ls), err)
	}
	ms, err := db.LeagueMatches(ls[0])
	if err != nil || len(ms) != 1 || ms[m.ID] == nil {
		t.Errorf("league matches: %v %v", ms, err)
	}
	if err := db.DeleteLeague("lg"); err != nil {
		t.Fatal(err)
	}
	if _, err := db.League("lg"); !errors.Is(err, ErrNotFound) {
		t.Errorf("deleted league: %v", err)
	}
	if n, _ := db.Count(); n != 1 {
		t.Error("deleting a league deleted its matches")
	}
}

// leagueDB returns a database with 8 players, a league of them with
// some fixtures played, and the bundle of everything.
func leagueDB(t testing.TB, seed uint64) (*DB, []byte) {
	db := mustOpen(t)
	ps := rosterN(t, db, 8)
	l, err := league.New("lg", "League", playerIDs(ps))
	if err != nil {
		t.Fatal(err)
	}
	if err := db.SaveLeague(l); err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(seed, 3))
	for _, f := range l.Current().Fixtures[:5] {
		m := skuckBetween(r, ps[scoring.Index(ps, f.Home)], ps[scoring.Index(ps, f.Away)])
		if _, err := db.RecordLeagueMatch("lg", m); err != nil {
			t.Fatal(err)
		}
	}
	var buf bytes.Buffer
	if err := db.ExportJSON(&buf, nil); err != nil {
		t.Fatal(err)
	}
	return db, buf.Bytes()
}

func TestLeagueExportImport(t *testing.T) {
	src, data := leagueDB(t, 1)
	if !bytes.Contains(data, []byte(`"leagues": {`)) || !bytes.Contains(data, []byte(`"version": 1,`)) {
		t.Fatalf("no leagues section:\n%s", data)
	}
	// an older reader (matches only) still reads the bundle
	if ms, err := matchfile.Decode(data); err != nil || len(ms) != 5 {
		t.Fatalf("matches of a bundle with leagues: %d %v", len(ms), err)
	}
	dst := mustOpen(t)
	rep, err := dst.ImportFile(bytes.NewReader(data))
	if err != nil || len(rep.Leagues.Added) != 1 || len(rep.Added) != 5 || len(rep.NewPlayers) != 8 {
		t.Fatalf("import: %+v %v", rep, err)
	}
	want, _ := src.League("lg")
	got, _ := dst.League("lg")
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("imported league\n%+v\nwant\n%+v", got, want)
	}
	_, t1, _ := src.LeagueTable("lg", 0)
	_, t2, _ := dst.LeagueTable("lg", 0)
	if !reflect.DeepEqual(t1, t2) || t1[0][0].Matches == 0 {
		t.Error("the imported league's table differs")
	}
	// again: nothing changes
	rep, err = dst.ImportFile(bytes.NewReader(data))
	if err != nil || len(rep.Leagues.Skipped) != 1 || len(rep.Leagues.Added)+len(rep.Leagues.Updated)+len(rep.Leagues.Conflicts) != 0 {
		t.Fatalf("import again: %+v %v", rep.Leagues, err)
	}
	// a version that contains the stored one (a save on another device)
	// replaces; the same versions with other content is a copy
	higher := cloneLeague(want)
	higher.Name, higher.Revision = "Renamed", want.Revision+1
	higher.Versions = want.Versions.Bump("another-device")
	item := func(l *league.League) *matchfile.Bundle {
		ps, _ := src.Players(true)
		var sp []scoring.Player
		for _, p := range ps {
			sp = append(sp, scoring.Player{ID: p.ID, Name: p.Name})
		}
		return &matchfile.Bundle{Leagues: []matchfile.LeagueItem{{League: l, Players: sp}}}
	}
	if rep, err := dst.ImportBundle(item(higher)); err != nil || len(rep.Leagues.Updated) != 1 {
		t.Fatalf("higher revision: %+v %v", rep.Leagues, err)
	}
	same := cloneLeague(higher)
	same.Name = "Other"
	for range 2 {
		rep, err := dst.ImportBundle(item(same))
		if err != nil {
			t.Fatal(err)
		}
		if len(rep.Leagues.Conflicts)+len(rep.Leagues.Skipped) != 1 {
			t.Fatalf("conflict: %+v", rep.Leagues)
		}
	}
	ls, _ := dst.Leagues()
	if len(ls) != 2 || ls[1].ConflictOf != "lg" && ls[0].ConflictOf != "lg" {
		t.Fatalf("leagues after a conflict: %+v", ls)
	}
	// a league with a player it does not name is refused, and changes nothing
	broken := cloneLeague(higher)
	broken.Revision += 5
	b := item(broken)
	b.Leagues[0].Players = b.Leagues[0].Players[1:]
	if _, err := dst.ImportBundle(b); err == nil {
		t.Error("a league naming an unknown player was imported")
	}
	if got, _ := dst.League("lg"); got.Revision != higher.Revision {
		t.Error("a refused import changed the league")
	}
}

// leagueVersions maps each league id (without the conflict suffix) to
// its stored versions at the highest revision.
func leagueVersions(tb testing.TB, db *DB) map[string]map[string]bool {
	ls, err := db.Leagues()
	if err != nil {
		tb.Fatal(err)
	}
	top := map[string]int{}
	for _, l := range ls {
		id, _, _ := strings.Cut(l.ID, "~")
		top[id] = max(top[id], l.Revision)
	}
	out := map[string]map[string]bool{}
	for _, l := range ls {
		id, _, _ := strings.Cut(l.ID, "~")
		if l.Revision != top[id] {
			continue
		}
		c := cloneLeague(l)
		c.ID, c.ConflictOf = id, ""
		data, _ := records.EncodeLeague(c)
		if out[id] == nil {
			out[id] = map[string]bool{}
		}
		out[id][string(data)] = true
	}
	return out
}

// TestLeagueImportOrder: two devices' copies of a league, changed on
// each: importing in either order keeps the same versions at the highest
// revision, and once both are in, importing either again changes nothing.
func TestLeagueImportOrder(t *testing.T) {
	src, data := leagueDB(t, 2)
	base, _ := src.League("lg")
	b, err := matchfile.DecodeBundle(data)
	if err != nil {
		t.Fatal(err)
	}
	rapid.Check(t, func(rt *rapid.T) {
		device := func(label string) *matchfile.Bundle {
			c := *b
			l := cloneLeague(base)
			if k := rapid.IntRange(0, 3).Draw(rt, label+"-saves"); k > 0 {
				l.Revision += k
				l.Name = label + strings.Repeat("!", rapid.IntRange(0, 1).Draw(rt, label+"-name"))
			}
			c.Leagues = []matchfile.LeagueItem{{League: l, Players: b.Leagues[0].Players}}
			return &c
		}
		x, y := device("a"), device("b")
		run := func(first, second *matchfile.Bundle) map[string]map[string]bool {
			db := mustOpen(t)
			defer closeDB(t, db)
			for _, f := range []*matchfile.Bundle{first, second} {
				if _, err := db.ImportBundle(f); err != nil {
					rt.Fatal(err)
				}
			}
			before := leagueVersions(t, db)
			// the first file again: a lower revision after a higher one
			// is kept as a conflict copy (as for matches), below the top
			if _, err := db.ImportBundle(first); err != nil {
				rt.Fatal(err)
			}
			if !maps.EqualFunc(before, leagueVersions(t, db), maps.Equal) {
				rt.Fatal("importing the first file again changed the top versions")
			}
			for _, f := range []*matchfile.Bundle{first, second} {
				rep, err := db.ImportBundle(f)
				if err != nil || len(rep.Leagues.Added)+len(rep.Leagues.Updated)+len(rep.Leagues.Conflicts) != 0 {
					rt.Fatalf("importing again changed something: %+v %v", rep.Leagues, err)
				}
			}
			if !maps.EqualFunc(before, leagueVersions(t, db), maps.Equal) {
				rt.Fatal("importing again changed the leagues")
			}
			return before
		}
		ab, ba := run(x, y), run(y, x)
		if !maps.EqualFunc(ab, ba, maps.Equal) {
			rt.Fatalf("a then b:\n%v\nb then a:\n%v", ab, ba)
		}
	})
}
