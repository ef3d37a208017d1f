package boltdb

import (
	"encoding/json"
	"errors"
	"path/filepath"
	"strings"
	"time"

	"maps"
	"slices"
	"testing"

	"go.etcd.io/bbolt"

	"scorekeeper/scoring"
	"scorekeeper/scoring/skipbo"

	"scorekeeper/storage/boltdb/internal/records"
)

// records lists what db's Changes passes from since, as a sync pass
// writes it to a folder (gone records left out).
func changesOf(tb testing.TB, db *DB, since uint64) []Record {
	tb.Helper()
	var out []Record
	if _, err := db.Changes(since, func(c Change) error {
		if !c.Gone {
			out = append(out, Record{Kind: c.Kind, Name: c.ID, Data: c.Data})
		}
		return nil
	}); err != nil {
		tb.Fatal(err)
	}
	return out
}

// syncTo imports everything from holds into to (SyncImport).
func syncTo(tb testing.TB, from, to *DB) ImportReport {
	tb.Helper()
	rep, err := to.SyncImport(changesOf(tb, from, 0))
	if err != nil {
		tb.Fatal(err)
	}
	if len(rep.Broken) > 0 {
		tb.Fatalf("broken records: %v", rep.Broken)
	}
	return rep
}

// state is every record db holds, as Changes gives them: kind/id -> data.
func state(tb testing.TB, db *DB) map[string]string {
	tb.Helper()
	out := map[string]string{}
	for _, r := range changesOf(tb, db, 0) {
		out[r.Kind+"/"+r.Name] = string(r.Data)
	}
	return out
}

// sameState syncs a and b both ways until nothing changes and wants the
// same records on both.
func sameState(tb testing.TB, a, b *DB) {
	tb.Helper()
	for range 2 {
		syncTo(tb, a, b)
		syncTo(tb, b, a)
	}
	sa, sb := state(tb, a), state(tb, b)
	if !maps.Equal(sa, sb) {
		for k := range sa {
			if sa[k] != sb[k] {
				tb.Errorf("%s differs:\n a: %s\n b: %s", k, sa[k], sb[k])
			}
		}
		for k := range sb {
			if _, ok := sa[k]; !ok {
				tb.Errorf("%s only on b: %s", k, sb[k])
			}
		}
		tb.FailNow()
	}
}

// two opens two databases (two devices) and saves match "m" with n
// rounds on a, synced to b.
func two(t *testing.T, n int) (a, b *DB) {
	t.Helper()
	a, b = mustOpen(t), mustOpen(t)
	if a.Device() == b.Device() || len(a.Device()) != 32 {
		t.Fatalf("device ids %q and %q", a.Device(), b.Device())
	}
	if err := a.Save(skipboMatch("m", n)); err != nil {
		t.Fatal(err)
	}
	if rep := syncTo(t, a, b); !slices.Equal(rep.Added, []string{"m"}) {
		t.Fatalf("first sync: %+v", rep)
	}
	return a, b
}

// edit saves db's match id after change.
func edit(t *testing.T, db *DB, id string, change func(*scoring.Match)) {
	t.Helper()
	m, err := db.Get(id)
	if err != nil {
		t.Fatal(err)
	}
	change(m)
	if err := db.Save(m); err != nil {
		t.Fatal(err)
	}
}

func undo(m *scoring.Match) {
	g := m.Game.(*skipbo.Match)
	g.Rounds = g.Rounds[:len(g.Rounds)-1]
}

func conflictIn(t *testing.T, db *DB, id string) Conflict {
	t.Helper()
	cs, err := db.Conflicts()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range cs {
		if c.ID == id {
			return c
		}
	}
	return Conflict{}
}

func TestSyncReplaceAndSkip(t *testing.T) {
	a, b := two(t, 3)
	edit(t, b, "m", func(m *scoring.Match) { addRound(m, 4) })
	if rep := syncTo(t, b, a); !slices.Equal(rep.Updated, []string{"m"}) || len(rep.Conflicts) > 0 {
		t.Fatalf("a version that contains the stored one replaces it: %+v", rep)
	}
	if m, _ := a.Get("m"); m.Game.Len() != 4 {
		t.Fatalf("a has %d rounds", m.Game.Len())
	}
	old := changesOf(t, b, 0)
	edit(t, a, "m", func(m *scoring.Match) { addRound(m, 5) })
	rep, err := a.SyncImport(old)
	if err != nil || rep.Stored() != 0 || !slices.Contains(rep.Skipped, "m") {
		t.Fatalf("a contained version changes nothing: %+v %v", rep, err)
	}
	sameState(t, a, b)
	if m, _ := b.Get("m"); m.Game.Len() != 5 {
		t.Fatalf("b has %d rounds", m.Game.Len())
	}
}

// TestSyncUndoBug: A undid two rounds, B later undid one. By revision
// alone A's file replaced B's and B's undo was gone; now neither
// contains the other, and both are kept on both devices.
func TestSyncUndoBug(t *testing.T) {
	a, b := two(t, 5)
	edit(t, a, "m", undo)
	edit(t, a, "m", undo)
	edit(t, b, "m", undo)
	rep := syncTo(t, a, b)
	if len(rep.Updated) > 0 || len(rep.Conflicts) != 1 {
		t.Fatalf("A's file into B: %+v", rep)
	}
	sameState(t, a, b)
	for _, db := range []*DB{a, b} {
		c := conflictIn(t, db, "m")
		if len(c.Versions) != 2 || len(c.Deleted) > 0 {
			t.Fatalf("conflict %+v", c)
		}
		var lens []int
		for _, id := range c.Versions {
			m, err := db.Get(id)
			if err != nil {
				t.Fatal(err)
			}
			lens = append(lens, m.Game.Len())
		}
		slices.Sort(lens)
		if !slices.Equal(lens, []int{3, 4}) {
			t.Fatalf("versions hold %v rounds, want both edits (3 and 4)", lens)
		}
	}
}

func TestSyncTombstone(t *testing.T) {
	a, b := two(t, 3)
	old := changesOf(t, a, 0)
	if err := a.Delete("m"); err != nil {
		t.Fatal(err)
	}
	if _, err := a.Get("m"); !errors.Is(err, ErrNotFound) {
		t.Fatalf("get after delete: %v", err)
	}
	rep := syncTo(t, a, b)
	if !slices.Equal(rep.Deleted, []string{"m"}) {
		t.Fatalf("the tombstone removes what it contains: %+v", rep)
	}
	if _, err := b.Get("m"); !errors.Is(err, ErrNotFound) {
		t.Fatalf("b still has it: %v", err)
	}
	for _, db := range []*DB{a, b} {
		if rep, err := db.SyncImport(old); err != nil || rep.Stored() != 0 {
			t.Fatalf("an older copy came back: %+v %v", rep, err)
		}
		if _, err := db.Get("m"); !errors.Is(err, ErrNotFound) {
			t.Fatalf("an older copy undid the deletion: %v", err)
		}
		if p, err := db.List(scoring.Query{Limit: 10}); err != nil || len(p.Matches) != 0 {
			t.Fatalf("a deleted match lists: %+v %v", p, err)
		}
	}
	sameState(t, a, b)
	if s := state(t, a); s["matches/m"] == "" {
		t.Fatalf("no tombstone in the changes: %v", s)
	}
}

func TestSyncEditAgainstDeletion(t *testing.T) {
	for _, keepDeleted := range []bool{false, true} {
		a, b := two(t, 3)
		if err := a.Delete("m"); err != nil {
			t.Fatal(err)
		}
		edit(t, b, "m", func(m *scoring.Match) { addRound(m, 7) })
		sameState(t, a, b)
		for _, db := range []*DB{a, b} {
			c := conflictIn(t, db, "m")
			if len(c.Versions) != 2 || len(c.Deleted) != 1 || c.Versions[0] != "m" {
				t.Fatalf("edit against deletion: %+v", c)
			}
			if m, err := db.Get("m"); err != nil || m.Game.Len() != 4 {
				t.Fatalf("the edit was dropped: %v", err)
			}
		}
		keep := "m"
		if keepDeleted {
			keep = conflictIn(t, a, "m").Deleted[0]
		}
		if err := a.Resolve("m", keep); err != nil {
			t.Fatal(err)
		}
		sameState(t, a, b)
		for _, db := range []*DB{a, b} {
			if c := conflictIn(t, db, "m"); len(c.Versions) > 0 {
				t.Fatalf("still a conflict after resolving: %+v", c)
			}
			_, err := db.Get("m")
			if keepDeleted != errors.Is(err, ErrNotFound) {
				t.Fatalf("keep deleted %v: get %v", keepDeleted, err)
			}
		}
	}
}

func TestSyncResolve(t *testing.T) {
	for _, keepCopy := range []bool{false, true} {
		a, b := two(t, 3)
		edit(t, a, "m", func(m *scoring.Match) { addRound(m, 1) })
		edit(t, b, "m", func(m *scoring.Match) { addRound(m, 2); addRound(m, 3) })
		sameState(t, a, b)
		c := conflictIn(t, b, "m")
		if len(c.Versions) != 2 {
			t.Fatalf("conflict %+v", c)
		}
		keep := c.Versions[0]
		if keepCopy {
			keep = c.Versions[1]
		}
		want, err := b.Get(keep)
		if err != nil {
			t.Fatal(err)
		}
		last, _ := b.Changes(0, func(Change) error { return nil })
		if err := b.Resolve("m", keep); err != nil {
			t.Fatal(err)
		}
		if bs, _ := Backups(b.Path(), b.opts.BackupDir); len(bs) == 0 {
			t.Fatal("no backup before resolving")
		}
		gone := map[string]bool{}
		if _, err := b.Changes(last, func(c Change) error { gone[c.ID] = c.Gone; return nil }); err != nil {
			t.Fatal(err)
		}
		if !gone[c.Versions[1]] || gone["m"] {
			t.Fatalf("changes after resolving: %v (the copy %s is gone, m is not)", gone, c.Versions[1])
		}
		sameState(t, a, b)
		for _, db := range []*DB{a, b} {
			if c := conflictIn(t, db, "m"); len(c.Versions) > 0 {
				t.Fatalf("still a conflict: %+v", c)
			}
			m, err := db.Get("m")
			if err != nil || m.Game.Len() != want.Game.Len() {
				t.Fatalf("kept %v, want %d rounds (%v)", m, want.Game.Len(), err)
			}
		}
	}
}

func TestSyncWithoutVersions(t *testing.T) {
	db := mustOpen(t)
	legacy := func(rev, rounds int) *scoring.Match {
		m := skipboMatch("old", rounds)
		m.Revision, m.Created, m.Updated = rev, testNow, testNow
		return m
	}
	if _, err := db.Import([]*scoring.Match{legacy(2, 2)}); err != nil {
		t.Fatal(err)
	}
	if rep, _ := db.Import([]*scoring.Match{legacy(3, 3)}); !slices.Equal(rep.Updated, []string{"old"}) {
		t.Fatalf("a higher revision replaces: %+v", rep)
	}
	if rep, _ := db.Import([]*scoring.Match{legacy(1, 1)}); len(rep.Conflicts) != 1 {
		t.Fatalf("a lower revision is a conflict copy: %+v", rep)
	}
	// a save gives the match versions; a file without them never
	// replaces it (a higher revision is a conflict, a lower one the
	// version it was made from)
	edit(t, db, "old", func(m *scoring.Match) { addRound(m, 9) })
	if m, _ := db.Get("old"); m.Versions[db.Device()] != 1 || m.Revision != 4 {
		t.Fatalf("versions %v revision %d", m.Versions, m.Revision)
	}
	if rep, _ := db.Import([]*scoring.Match{legacy(9, 2)}); len(rep.Updated) > 0 || len(rep.Conflicts) != 1 {
		t.Fatalf("a higher revision without versions: %+v", rep)
	}
	if rep, _ := db.Import([]*scoring.Match{legacy(3, 3)}); len(rep.Updated)+len(rep.Conflicts) > 0 || len(rep.Skipped) != 1 {
		t.Fatalf("the version the save was made from: %+v", rep)
	}
	if m, _ := db.Get("old"); m.Revision != 4 {
		t.Fatalf("the match at revision %d", m.Revision)
	}
}

func TestChanges(t *testing.T) {
	db := mustOpen(t)
	if _, err := db.AddPlayer("Zoe"); err != nil {
		t.Fatal(err)
	}
	if err := db.Save(skipboMatch("m1", 1)); err != nil {
		t.Fatal(err)
	}
	last, err := db.Changes(0, func(Change) error { return nil })
	if err != nil {
		t.Fatal(err)
	}
	kinds := map[string]int{}
	var nums []uint64
	var prev uint64
	if _, err := db.Changes(0, func(c Change) error {
		kinds[c.Kind]++
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	// the match's players, added to the roster from its seats, are each
	// device's own until changed (fromMatches)
	if kinds[KindPlayers] != 1 || kinds[KindMatches] != 1 {
		t.Fatalf("kinds %v", kinds)
	}
	// a write that changes nothing gets no number
	p, _ := db.Players(false)
	if err := db.RenamePlayer(p[0].ID, p[0].Name); err != nil {
		t.Fatal(err)
	}
	if n, _ := db.Changes(last, func(c Change) error { t.Errorf("no-op write changed %+v", c); return nil }); n != last {
		t.Fatalf("last %d, was %d", n, last)
	}
	rep, err := db.SyncImport(changesOf(t, db, 0))
	if err != nil || rep.Stored() != 0 {
		t.Fatalf("importing what is stored: %+v %v", rep, err)
	}
	if n, _ := db.Changes(last, func(c Change) error { t.Errorf("re-import changed %+v", c); return nil }); n != last {
		t.Fatalf("last %d, was %d", n, last)
	}
	// a change moves the record to a new, higher number
	edit(t, db, "m1", func(m *scoring.Match) { addRound(m, 2) })
	if _, err := db.Changes(0, func(c Change) error {
		nums = append(nums, prev)
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	var got []string
	n, err := db.Changes(last, func(c Change) error { got = append(got, c.Kind+"/"+c.ID); return nil })
	if err != nil || !slices.Equal(got, []string{"matches/m1"}) || n != last+1 {
		t.Fatalf("after a save: %v, last %d (was %d) %v", got, n, last, err)
	}
	if len(nums) != 2 {
		t.Fatalf("%d records, want 2", len(nums))
	}
	// renamed, a player from a match's seat is synced
	if err := db.RenamePlayer("pa", "Anna"); err != nil {
		t.Fatal(err)
	}
	got = got[:0]
	if _, err := db.Changes(last+1, func(c Change) error { got = append(got, c.Kind+"/"+c.ID); return nil }); err != nil || !slices.Equal(got, []string{"players/pa"}) {
		t.Fatalf("after a rename: %v %v", got, err)
	}
}

func TestSyncImportBroken(t *testing.T) {
	a := mustOpen(t)
	if err := a.Save(skipboMatch("good", 2)); err != nil {
		t.Fatal(err)
	}
	recs := changesOf(t, a, 0)
	recs = append(recs,
		Record{Kind: KindMatches, Name: "half", Data: []byte(`{"format":"scorekeeper.match","version":1,"id":"x","rev`)},
		Record{Kind: KindMatches, Name: "neg", Data: []byte(`{"format":"scorekeeper.match","version":1,"id":"y","deleted":true,"versions":{"d":-1}}`)},
		Record{Kind: KindPlayers, Name: "noname", Data: []byte(`{"format":"scorekeeper.player","version":1,"id":"z"}`)},
		Record{Kind: "other", Name: "x", Data: []byte(`{}`)},
	)
	b := mustOpen(t)
	rep, err := b.SyncImport(recs)
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Broken) != 4 || !slices.Equal(rep.Added, []string{"good"}) {
		t.Fatalf("report %+v", rep)
	}
	for name, msg := range rep.Broken {
		t.Logf("%s: %s", name, msg)
	}
	if rep.Broken["matches/neg"] == "" || rep.Broken["players/noname"] == "" {
		t.Fatalf("broken %v", rep.Broken)
	}
}

// TestSyncLeaguesAndPlayers: a league and roster players sync with
// their matches; a league renamed on two devices apart is kept twice (a
// conflict copy, the same on both); a player renamed on both merges to
// the later rename on both.
func TestSyncLeaguesAndPlayers(t *testing.T) {
	a, _ := leagueDB(t, 5)
	b := mustOpen(t)
	rep := syncTo(t, a, b)
	if len(rep.Leagues.Added) != 1 || len(rep.Roster.Added) != 8 || len(rep.Added) != 5 {
		t.Fatalf("first sync: %+v", rep)
	}
	sameState(t, a, b)
	if _, tb, err := b.LeagueTable("lg", 0); err != nil || tb[0][0].Matches == 0 {
		t.Fatalf("league table on b: %v", err)
	}
	rename := func(db *DB, name string) {
		l, err := db.League("lg")
		if err != nil {
			t.Fatal(err)
		}
		l.Name = name
		if err := db.SaveLeague(l); err != nil {
			t.Fatal(err)
		}
	}
	rename(a, "Tuesdays")
	rename(b, "Thursdays")
	ps, _ := a.Players(false)
	if err := a.RenamePlayer(ps[0].ID, "Ann A."); err != nil {
		t.Fatal(err)
	}
	if err := b.RenamePlayer(ps[0].ID, "Ann B."); err != nil {
		t.Fatal(err)
	}
	sameState(t, a, b)
	for _, db := range []*DB{a, b} {
		ls, err := db.Leagues()
		if err != nil {
			t.Fatal(err)
		}
		var names []string
		for _, l := range ls {
			names = append(names, l.Name)
		}
		slices.Sort(names)
		if !slices.Equal(names, []string{"Thursdays", "Tuesdays"}) {
			t.Fatalf("leagues %v, want both renames kept", names)
		}
	}
	pa, _ := a.Player(ps[0].ID)
	pb, _ := b.Player(ps[0].ID)
	if pa.Name != pb.Name || (pa.Name != "Ann A." && pa.Name != "Ann B.") {
		t.Fatalf("player merged to %q and %q", pa.Name, pb.Name)
	}
}

// TestSaveStale: a save from a copy that does not contain the stored
// versions (an import put a version edited apart under the match's id)
// is refused, never written over it.
func TestSaveStale(t *testing.T) {
	a, b := two(t, 2)
	edit(t, a, "m", func(m *scoring.Match) { addRound(m, 1) })
	open, err := a.Get("m") // what a's app holds
	if err != nil {
		t.Fatal(err)
	}
	for range 3 { // b's clock runs later: its edit is placed as the match
		b.opts.Now()
	}
	edit(t, b, "m", func(m *scoring.Match) { addRound(m, 2); addRound(m, 3) })
	syncTo(t, b, a)
	if m, _ := a.Get("m"); m.Game.Len() != 4 {
		t.Fatalf("the later edit is not the match: %d rounds", m.Game.Len())
	}
	addRound(open, 4)
	if err := a.Save(open); !errors.Is(err, ErrStale) {
		t.Fatalf("save over a version edited apart: %v", err)
	}
	if c := conflictIn(t, a, "m"); len(c.Versions) != 2 {
		t.Fatalf("conflict %+v", c)
	}
}

// TestMigrationToSync: a schema-3 database gets a device id, the change
// index (every match and roster player numbered, so a first sync pass
// carries them) and a first version of each roster player.
func TestMigrationToSync(t *testing.T) {
	path := filepath.Join(t.TempDir(), "old.db")
	db := mustOpenAt(t, path)
	for _, id := range []string{"m1", "m2"} {
		if err := db.Save(skipboMatch(id, 2)); err != nil {
			t.Fatal(err)
		}
	}
	zoe, err := db.AddPlayer("Zoe")
	if err != nil {
		t.Fatal(err)
	}
	old := db.Device()
	err = db.bolt.Update(func(tx *bbolt.Tx) error { // back to schema 3
		for _, b := range []string{records.BucketTombs, records.BucketChanges, records.BucketChanged} {
			if err := tx.DeleteBucket([]byte(b)); err != nil {
				return err
			}
		}
		if err := tx.Bucket([]byte(records.BucketMeta)).Delete(records.KeyDevice); err != nil {
			return err
		}
		p := zoe
		p.Versions, p.Updated = nil, time.Time{}
		data, _ := json.Marshal(p)
		if err := tx.Bucket([]byte(records.BucketPlayers)).Put([]byte(p.ID), records.Frame([]byte(p.ID), data)); err != nil {
			return err
		}
		return records.WriteVersion(tx, 3)
	})
	if err != nil {
		t.Fatal(err)
	}
	noCheck(db) // a schema-3 file now
	closeDB(t, db)
	db = mustOpenAt(t, path)
	if db.Device() == "" || db.Device() == old {
		t.Fatalf("device %q (was %q)", db.Device(), old)
	}
	got := map[string]bool{}
	for _, r := range changesOf(t, db, 0) {
		got[r.Kind+"/"+r.Name] = true
	}
	// every roster player of before, those added from the matches' seats too
	if len(got) != 5 || !got["matches/m1"] || !got["matches/m2"] || !got["players/"+zoe.ID] || !got["players/pa"] {
		t.Fatalf("changes after the migration: %v", got)
	}
	p, _ := db.Player(zoe.ID)
	if p.Versions[db.Device()] != 1 || !p.Updated.Equal(p.Created) {
		t.Fatalf("player %+v", p)
	}
}

// TestSyncLeagueDeleted: a deleted league leaves a tombstone that
// removes it on another device and keeps an older copy out; a league
// renamed apart from the deletion is kept beside it until deleted again.
func TestSyncLeagueDeleted(t *testing.T) {
	a, _ := leagueDB(t, 7)
	b := mustOpen(t)
	syncTo(t, a, b)
	old := changesOf(t, a, 0)
	if err := a.DeleteLeague("lg"); err != nil {
		t.Fatal(err)
	}
	if rep := syncTo(t, a, b); !slices.Equal(rep.Leagues.Deleted, []string{"lg"}) {
		t.Fatalf("the tombstone removes the league: %+v", rep.Leagues)
	}
	for _, db := range []*DB{a, b} {
		if rep, err := db.SyncImport(old); err != nil || len(rep.Leagues.Added)+len(rep.Leagues.Updated)+len(rep.Leagues.Conflicts) > 0 {
			t.Fatalf("an older copy came back: %+v %v", rep.Leagues, err)
		}
		if _, err := db.League("lg"); !errors.Is(err, ErrNotFound) {
			t.Fatalf("league after deletion: %v", err)
		}
	}
	sameState(t, a, b)
	if s := state(t, a); !strings.Contains(s["leagues/lg"], `"deleted":true`) {
		t.Fatalf("no league tombstone in the changes: %v", s["leagues/lg"])
	}
	// renamed on c, which had not seen the deletion: kept, on both
	c := mustOpen(t)
	if _, err := c.SyncImport(old); err != nil {
		t.Fatal(err)
	}
	l, _ := c.League("lg")
	l.Name = "Still here"
	if err := c.SaveLeague(l); err != nil {
		t.Fatal(err)
	}
	sameState(t, a, c)
	for _, db := range []*DB{a, c} {
		if l, err := db.League("lg"); err != nil || l.Name != "Still here" {
			t.Fatalf("the rename made apart from the deletion: %v %v", l, err)
		}
	}
	// deleted again: gone everywhere
	if err := c.DeleteLeague("lg"); err != nil {
		t.Fatal(err)
	}
	sameState(t, a, c)
	sameState(t, b, c)
	for _, db := range []*DB{a, b, c} {
		if _, err := db.League("lg"); !errors.Is(err, ErrNotFound) {
			t.Fatalf("league after the second deletion: %v", err)
		}
	}
}
