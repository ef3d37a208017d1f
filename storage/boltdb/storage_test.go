package boltdb

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"go.etcd.io/bbolt"

	"scorekeeper/scoring"
	"scorekeeper/scoring/skipbo"
	"scorekeeper/storage/matchfile"

	"scorekeeper/storage/boltdb/internal/records"
)

// skipboMatch is a Skip-Bo match of two players with n rounds Anne won.
func skipboMatch(id string, n int) *scoring.Match {
	ps := []scoring.Player{{ID: "pa", Name: "Anne"}, {ID: "pb", Name: "Ben"}}
	g := &skipbo.Match{Options: skipbo.Options{Target: 100000}}
	for i := range n {
		g.Rounds = append(g.Rounds, skipbo.Round{Winner: "pa", StockLeft: map[string]int{"pb": 1 + i%29}})
	}
	return &scoring.Match{ID: id, Players: ps, Game: g}
}

func addRound(m *scoring.Match, left int) {
	g := m.Game.(*skipbo.Match)
	g.Rounds = append(g.Rounds, skipbo.Round{Winner: "pb", StockLeft: map[string]int{"pa": 1 + left%29}})
}

func TestSaveGetRevision(t *testing.T) {
	db := mustOpen(t)
	m := skipboMatch("", 1)
	if err := db.Save(m); err != nil {
		t.Fatal(err)
	}
	if m.ID == "" || m.Revision != 1 || m.Created.IsZero() || !m.Created.Equal(m.Updated) {
		t.Fatalf("after the first save: %+v", m)
	}
	created := m.Created
	addRound(m, 3)
	if err := db.Save(m); err != nil {
		t.Fatal(err)
	}
	if m.Revision != 2 || !m.Created.Equal(created) || !m.Updated.After(created) {
		t.Fatalf("after the second save: rev %d created %v updated %v", m.Revision, m.Created, m.Updated)
	}
	got, err := db.Get(m.ID)
	if err != nil {
		t.Fatal(err)
	}
	if got.Revision != 2 || got.Game.Len() != 2 || !reflectEqualResult(got, m) {
		t.Errorf("got %+v", got)
	}
	stale := *m
	stale.Revision = 1
	if err := db.Save(&stale); !errors.Is(err, ErrStale) {
		t.Errorf("saving an older copy: %v", err)
	}
	at := testNow.Add(-48 * time.Hour)
	if err := db.SaveAt(m, at); err != nil || !m.Updated.Equal(at) || m.Revision != 3 {
		t.Errorf("SaveAt: %v %v %d", err, m.Updated, m.Revision)
	}
	if _, err := db.Get("nope"); !errors.Is(err, ErrNotFound) {
		t.Errorf("missing match: %v", err)
	}
	bad := skipboMatch("bad", 1)
	bad.Game.(*skipbo.Match).Rounds[0].Winner = "zz"
	var re *matchfile.RuleError
	if err := db.Save(bad); !errors.As(err, &re) {
		t.Errorf("a match breaking the rules: %v", err)
	}
	if err := db.Delete(m.ID); err != nil {
		t.Fatal(err)
	}
	if _, err := db.Get(m.ID); !errors.Is(err, ErrNotFound) {
		t.Errorf("after delete: %v", err)
	}
	if p, _ := db.List(scoring.Query{}); len(p.Matches) != 0 {
		t.Errorf("listed after delete: %v", p.Matches)
	}
	if err := db.Delete(m.ID); !errors.Is(err, ErrNotFound) {
		t.Errorf("deleting twice: %v", err)
	}
}

func reflectEqualResult(a, b *scoring.Match) bool {
	x, _ := records.EncodeMatch(a)
	y, _ := records.EncodeMatch(b)
	return bytes.Equal(x, y)
}

func TestSaveSurvivesReopen(t *testing.T) {
	path := filepath.Join(t.TempDir(), "a.db")
	db := mustOpenWith(t, path, &Options{NoDailyBackup: true})
	m := skipboMatch("m1", 2)
	if err := db.Save(m); err != nil {
		t.Fatal(err)
	}
	if _, err := Open(path, nil); !errors.Is(err, ErrAlreadyOpen) {
		t.Errorf("a second handle in one process: %v", err)
	}
	closeDB(t, db)
	db = mustOpenAt(t, path)
	got, err := db.Get("m1")
	if err != nil || got.Game.Len() != 2 || got.Revision != 1 {
		t.Fatalf("%v %v", got, err)
	}
}

func TestList(t *testing.T) {
	db := mustOpen(t)
	ms := demoMatches(7, 300)
	if _, err := db.Import(ms); err != nil {
		t.Fatal(err)
	}
	byUpdated := slices.Clone(ms)
	slices.SortStableFunc(byUpdated, func(a, b *scoring.Match) int {
		if c := b.Created.Compare(a.Created); c != 0 {
			return c
		}
		return strings.Compare(b.ID, a.ID)
	})
	// Page through everything, newest first.
	var got []string
	q := scoring.Query{Limit: 40}
	for {
		p, err := db.List(q)
		if err != nil {
			t.Fatal(err)
		}
		for _, s := range p.Matches {
			got = append(got, s.ID)
		}
		if p.Next == "" {
			break
		}
		q.Cursor = p.Next
	}
	if len(got) != len(ms) {
		t.Fatalf("listed %d of %d", len(got), len(ms))
	}
	for i, m := range byUpdated {
		if got[i] != m.ID {
			t.Fatalf("position %d: %s, want %s", i, got[i], m.ID)
		}
	}
	// By game and by player.
	for _, game := range []string{scoring.SkullKing, scoring.SkipBo, scoring.Skull, scoring.Skuck} {
		p, err := db.List(scoring.Query{Game: game, Limit: 1000})
		if err != nil {
			t.Fatal(err)
		}
		var want []string
		for _, m := range byUpdated {
			if m.Game.Name() == game {
				want = append(want, m.ID)
			}
		}
		if len(want) == 0 || !slices.Equal(ids(p.Matches), want) {
			t.Errorf("%s: %d listed, want %d", game, len(p.Matches), len(want))
		}
	}
	player := ms[0].Players[0]
	var want []string
	for _, m := range byUpdated {
		if scoring.Index(m.Players, player.ID) >= 0 && m.Game.Name() == ms[0].Game.Name() {
			want = append(want, m.ID)
		}
	}
	p, err := db.List(scoring.Query{Player: player.ID, Game: ms[0].Game.Name(), Limit: 1000})
	if err != nil || !slices.Equal(ids(p.Matches), want) {
		t.Errorf("by player and game: %d listed, want %d (%v)", len(p.Matches), len(want), err)
	}
	s := p.Matches[0]
	if len(s.Players) == 0 || len(s.Standings) != len(s.Players) || s.Rounds == 0 || (s.Over && len(s.Winners) == 0) {
		t.Errorf("summary %+v", s)
	}
	if _, err := db.List(scoring.Query{Cursor: "zz"}); !errors.Is(err, ErrBadCursor) {
		t.Errorf("bad cursor: %v", err)
	}
}

func ids(ss []scoring.Summary) []string {
	var out []string
	for _, s := range ss {
		out = append(out, s.ID)
	}
	return out
}

func TestPlayers(t *testing.T) {
	db := mustOpen(t)
	a, err := db.AddPlayer("  Anne ")
	if err != nil || a.Name != "Anne" || a.ID == "" {
		t.Fatalf("%+v %v", a, err)
	}
	b, _ := db.AddPlayer("ben")
	if _, err := db.AddPlayer(" "); !errors.Is(err, ErrEmptyName) {
		t.Errorf("empty name: %v", err)
	}
	if err := db.RenamePlayer(b.ID, "Ben"); err != nil {
		t.Fatal(err)
	}
	if err := db.ArchivePlayer(a.ID, true); err != nil {
		t.Fatal(err)
	}
	ps, _ := db.Players(false)
	if len(ps) != 1 || ps[0].Name != "Ben" {
		t.Errorf("active players %v", ps)
	}
	ps, _ = db.Players(true)
	if len(ps) != 2 || ps[0].Name != "Anne" || !ps[0].Archived {
		t.Errorf("all players %v", ps)
	}
	if err := db.RenamePlayer("nope", "X"); !errors.Is(err, ErrNotFound) {
		t.Errorf("renaming a missing player: %v", err)
	}
	// Saving a match adds its unknown players to the roster.
	if err := db.Save(skipboMatch("m", 1)); err != nil {
		t.Fatal(err)
	}
	if p, err := db.Player("pa"); err != nil || p.Name != "Anne" {
		t.Errorf("player from a match: %+v %v", p, err)
	}
}

// corrupt overwrites the stored record of kind (kindMatch, kindSummary,
// kindFacts) of match id with a copy that has one byte flipped, through
// bbolt (a bit rot the file format itself does not notice).
func corrupt(t *testing.T, db *DB, id string, kind byte) {
	t.Helper()
	key := string(records.RecKey(id, kind))
	err := db.bolt.Update(func(tx *bbolt.Tx) error {
		b := tx.Bucket([]byte(records.BucketRecords))
		v := bytes.Clone(b.Get([]byte(key)))
		v[len(v)/2] ^= 0x04
		return b.Put([]byte(key), v)
	})
	if err != nil {
		t.Fatal(err)
	}
}

func TestChecksumDetectsFlippedByte(t *testing.T) {
	path := filepath.Join(t.TempDir(), "a.db")
	db := mustOpenWith(t, path, &Options{NoDailyBackup: true})
	if err := db.Save(skipboMatch("m1", 3)); err != nil {
		t.Fatal(err)
	}
	if err := db.Save(skipboMatch("m2", 3)); err != nil {
		t.Fatal(err)
	}
	corrupt(t, db, "m1", records.KindMatch)
	_, err := db.Get("m1")
	var re *RecordError
	if !errors.As(err, &re) || re.MatchID != "m1" || !errors.Is(err, ErrBadRecord) || !strings.Contains(err.Error(), "match m1") {
		t.Fatalf("reading the flipped record: %v", err)
	}
	rep, err := db.Check()
	if err != nil || rep.OK() || rep.Problems[0].MatchID != "m1" || rep.Problems[0].Repairable {
		t.Fatalf("check: %+v %v", rep, err)
	}
	if err := db.Each(func(*scoring.Match) error { return nil }); !errors.As(err, &re) {
		t.Errorf("export over a damaged match: %v", err)
	}
	// A damaged summary shows as damaged in the list; Repair rebuilds it.
	corrupt(t, db, "m2", records.KindSummary)
	p, err := db.List(scoring.Query{})
	if err != nil || len(p.Matches) != 2 {
		t.Fatalf("%v %v", p, err)
	}
	var damaged int
	for _, s := range p.Matches {
		if s.Damaged != nil {
			damaged++
		}
	}
	if damaged != 1 {
		t.Errorf("damaged summaries listed: %d", damaged)
	}
	rr, err := db.Repair()
	if err != nil || rr.Rebuilt != 1 || !slices.Equal(rr.Damaged, []string{"m1"}) {
		t.Errorf("repair: %+v %v", rr, err)
	}
	rep, _ = db.Check()
	if len(rep.Problems) != 1 || rep.Problems[0].MatchID != "m1" {
		t.Errorf("after repair: %v", rep.Problems)
	}
	// Saving the match again from a good copy mends it.
	m := skipboMatch("m1", 4)
	m.Revision = 5
	if err := db.Save(m); err != nil {
		t.Fatal(err)
	}
	if rep, _ = db.Check(); !rep.OK() {
		t.Errorf("after saving again: %v", rep.Problems)
	}
}

func TestRepairRebuildsIndex(t *testing.T) {
	db := mustOpen(t)
	if _, err := db.Import(demoMatches(3, 50)); err != nil {
		t.Fatal(err)
	}
	before, _ := db.List(scoring.Query{Limit: 100})
	err := db.bolt.Update(func(tx *bbolt.Tx) error {
		if err := tx.DeleteBucket([]byte(records.BucketByTime)); err != nil {
			return err
		}
		if _, err := tx.CreateBucket([]byte(records.BucketByTime)); err != nil {
			return err
		}
		var sums [][]byte
		_ = records.RecordsOf(tx).ForEach(func(k, _ []byte) error {
			if _, kind, _ := records.SplitKey(k); kind == records.KindSummary {
				sums = append(sums, bytes.Clone(k))
			}
			return nil
		})
		for _, k := range sums {
			if err := records.RecordsOf(tx).Delete(k); err != nil {
				return err
			}
		}
		return tx.Bucket([]byte(records.BucketByGame)).Put([]byte("junk"), nil)
	})
	if err != nil {
		t.Fatal(err)
	}
	rep, _ := db.Check()
	if rep.OK() || !rep.Problems[0].Repairable {
		t.Fatalf("check after dropping the index: %v", rep.Problems)
	}
	var n int
	if err := db.Each(func(*scoring.Match) error { n++; return nil }); err != nil || n != 50 {
		t.Errorf("Each without an index: %d %v", n, err)
	}
	if _, err := db.Repair(); err != nil {
		t.Fatal(err)
	}
	after, _ := db.List(scoring.Query{Limit: 100})
	if !slices.Equal(ids(before.Matches), ids(after.Matches)) {
		t.Error("the rebuilt index lists differently")
	}
}

// TestMigrationBacksUpFirst: a file of an older schema is backed up
// before its migrations run (records.Migrate, tested there); a file of a
// newer schema is refused, untouched.
func TestMigrationBacksUpFirst(t *testing.T) {
	path := filepath.Join(t.TempDir(), "a.db")
	db := mustOpenWith(t, path, &Options{NoDailyBackup: true})
	if err := db.Save(skipboMatch("m1", 2)); err != nil {
		t.Fatal(err)
	}
	closeDB(t, db)
	cur := SchemaVersion()
	setVersion := func(v int) {
		t.Helper()
		b, err := bbolt.Open(path, 0o600, nil)
		if err != nil {
			t.Fatal(err)
		}
		defer b.Close()
		if err := b.Update(func(tx *bbolt.Tx) error { return records.WriteVersion(tx, v) }); err != nil {
			t.Fatal(err)
		}
	}
	setVersion(cur - 1)
	db = mustOpenWith(t, path, &Options{NoDailyBackup: true})
	bs, _ := Backups(path, "")
	if len(bs) != 1 || bs[0].Reason != fmt.Sprintf("before-schema-%d", cur) {
		t.Errorf("backups %+v", bs)
	}
	_ = db.view(func(tx *bbolt.Tx) error {
		if v, _ := records.ReadVersion(tx); v != cur {
			t.Errorf("version %d after the migration, want %d", v, cur)
		}
		return nil
	})
	closeDB(t, db)
	setVersion(cur + 1)
	before, _ := os.ReadFile(path)
	if _, err := Open(path, nil); !errors.Is(err, ErrNewerSchema) {
		t.Errorf("newer schema: %v", err)
	}
	if after, _ := os.ReadFile(path); !bytes.Equal(before, after) {
		t.Error("a file of a newer schema was changed")
	}
}

func TestBackups(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "a.db")
	c := &clock{t: testNow}
	opts := &Options{Now: c.Now, KeepBackups: 3}
	db := mustOpenWith(t, path, opts)
	if bs, _ := Backups(path, ""); len(bs) != 0 {
		t.Errorf("backup of an empty database: %v", bs)
	}
	if err := db.Save(skipboMatch("m1", 1)); err != nil {
		t.Fatal(err)
	}
	if b, err := db.BackupIfDue(); err != nil || b == "" {
		t.Fatalf("first daily backup: %q %v", b, err)
	}
	if b, _ := db.BackupIfDue(); b != "" {
		t.Errorf("a second daily backup the same day: %s", b)
	}
	c.t = c.t.Add(25 * time.Hour)
	if b, _ := db.BackupIfDue(); b != "" {
		t.Errorf("a daily backup a day later with nothing changed: %s", b)
	}
	if err := db.Save(skipboMatch("m1b", 1)); err != nil {
		t.Fatal(err)
	}
	if b, _ := db.BackupIfDue(); b == "" {
		t.Error("no daily backup a day later after a change")
	}
	for range 4 {
		if _, err := db.Import([]*scoring.Match{skipboMatch("x"+c.Now().Format("150405"), 1)}); err != nil {
			t.Fatal(err)
		}
	}
	bs, _ := Backups(path, "")
	if len(bs) != 3 || bs[0].Reason != "before-import" || !bs[0].Time.After(bs[1].Time) {
		t.Errorf("kept backups %+v", bs)
	}
	closeDB(t, db)
	// A backup is a sound database with the data of its time.
	b := mustOpenWith(t, bs[0].Path, &Options{ReadOnly: true})
	if n, _ := b.Count(); n != 5 {
		t.Errorf("the newest backup has %d matches", n)
	}
	if info, _ := os.Stat(bs[0].Path); info.Mode().Perm() != 0o600 {
		t.Errorf("backup mode %v", info.Mode())
	}
}
