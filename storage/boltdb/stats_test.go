package boltdb

import (
	"bytes"
	"errors"
	"fmt"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"go.etcd.io/bbolt"
	"pgregory.net/rapid"

	"scorekeeper/scoring"
	"scorekeeper/scoring/stats"

	"scorekeeper/storage/boltdb/internal/records"
)

// all returns every stored match, oldest first.
func all(tb testing.TB, db *DB) []*scoring.Match {
	tb.Helper()
	var ms []*scoring.Match
	if err := db.Each(func(m *scoring.Match) error { ms = append(ms, m); return nil }); err != nil {
		tb.Fatal(err)
	}
	return ms
}

// TestStatsFromFacts: statistics from the stored facts equal those
// computed from the decoded matches, for the group and for each player,
// over random filters; also after saves, deletes and imports.
func TestStatsFromFacts(t *testing.T) {
	db := mustOpen(t)
	ms := demoMatches(7, 150)
	if _, err := db.Import(ms); err != nil {
		t.Fatal(err)
	}
	// change some: a re-save, a deleted match, an edited created time
	if err := db.Save(ms[3]); err != nil {
		t.Fatal(err)
	}
	if err := db.Delete(ms[4].ID); err != nil {
		t.Fatal(err)
	}
	moved := clone(t, ms[5])
	moved.Revision += 5
	moved.Created = moved.Created.AddDate(0, -2, 0)
	if _, err := db.Import([]*scoring.Match{moved}); err != nil {
		t.Fatal(err)
	}
	stored := all(t, db)
	var players []string
	for _, m := range stored {
		for _, p := range m.Players {
			if !slices.Contains(players, p.ID) {
				players = append(players, p.ID)
			}
		}
	}
	rapid.Check(t, func(rt *rapid.T) {
		var f stats.Filter
		if rapid.Bool().Draw(rt, "period") {
			f.From = stored[rapid.IntRange(0, len(stored)-1).Draw(rt, "from")].Created
			f.To = stored[rapid.IntRange(0, len(stored)-1).Draw(rt, "to")].Created.Add(1)
		}
		f.Game = rapid.SampledFrom([]string{"", scoring.SkullKing, scoring.SkipBo, scoring.Skull, scoring.Skuck}).Draw(rt, "game")
		if rapid.Bool().Draw(rt, "with") {
			f.With = []string{rapid.SampledFrom(players).Draw(rt, "with")}
		}
		g, err := db.Stats(f)
		if err != nil {
			rt.Fatal(err)
		}
		if want := stats.Compute(stored, f); !reflect.DeepEqual(g, want) {
			rt.Fatalf("Stats(%+v) differs from Compute:\n%+v\n%+v", f, g, want)
		}
		id := rapid.SampledFrom(append(players, "nobody")).Draw(rt, "player")
		p, err := db.PlayerStats(id, f)
		if err != nil {
			rt.Fatal(err)
		}
		if want := stats.ForPlayer(stored, id, f); !reflect.DeepEqual(p, want) {
			rt.Fatalf("PlayerStats(%s, %+v) differs from ForPlayer:\n%+v\n%+v", id, f, p, want)
		}
	})
}

// TestFactsDamaged: a damaged facts record is replaced by the facts of
// its match when reading; Check reports it and Repair rebuilds it.
func TestFactsDamaged(t *testing.T) {
	db := mustOpen(t)
	ms := demoMatches(8, 30)
	if _, err := db.Import(ms); err != nil {
		t.Fatal(err)
	}
	want, _ := db.Stats(stats.Filter{})
	m, _ := db.Get(ms[2].ID)
	corrupt(t, db, m.ID, records.KindFacts)
	got, err := db.Stats(stats.Filter{})
	if err != nil || !reflect.DeepEqual(got, want) {
		t.Fatalf("stats with a damaged facts record: %v", err)
	}
	rep, _ := db.Check()
	if len(rep.Problems) != 1 || !rep.Problems[0].Repairable || rep.Problems[0].MatchID != m.ID {
		t.Fatalf("check: %v", rep.Problems)
	}
	// a stale record (of no match) and a missing one
	_ = db.bolt.Update(func(tx *bbolt.Tx) error {
		b := tx.Bucket([]byte(records.BucketRecords))
		v := b.Get(records.RecKey(m.ID, records.KindFacts))
		_ = b.Put(records.RecKey(m.ID+"-gone", records.KindFacts), v)
		return b.Delete(records.RecKey(ms[3].ID, records.KindFacts))
	})
	if rep, _ := db.Check(); len(rep.Problems) != 3 {
		t.Fatalf("check: %v", rep.Problems)
	}
	if _, err := db.Stats(stats.Filter{}); err != nil {
		t.Fatalf("stats with a stale and a missing record: %v", err)
	}
	if _, err := db.Repair(); err != nil {
		t.Fatal(err)
	}
	if rep, _ := db.Check(); !rep.OK() {
		t.Fatalf("after repair: %v", rep.Problems)
	}
	if got, _ := db.Stats(stats.Filter{}); !reflect.DeepEqual(got, want) {
		t.Fatal("stats after repair differ")
	}
}

// TestMigrationToFacts: a schema-1 file (no facts, no leagues) is backed
// up and migrated; its statistics then equal the computed ones.
func TestMigrationToFacts(t *testing.T) {
	path := filepath.Join(t.TempDir(), "old.db")
	db := mustOpenWith(t, path, &Options{NoDailyBackup: true})
	if _, err := db.Import(demoMatches(9, 40)); err != nil {
		t.Fatal(err)
	}
	want := stored(t, db)
	wantList, _ := db.List(scoring.Query{Limit: 100})
	// make it a schema-1 file, as the previous release wrote it
	noCheck(db) // a schema-1 file
	if err := db.bolt.Update(toSchema1); err != nil {
		t.Fatal(err)
	}
	closeDB(t, db)
	db = mustOpenAt(t, path)
	if bs, _ := Backups(path, ""); len(bs) != 1 || bs[0].Reason != fmt.Sprintf("before-schema-%d", SchemaVersion()) {
		t.Errorf("backups %+v", bs)
	}
	g, err := db.Stats(stats.Filter{})
	if err != nil || !reflect.DeepEqual(g, stats.Compute(all(t, db), stats.Filter{})) {
		t.Fatalf("stats after migrating: %v", err)
	}
	if !reflect.DeepEqual(stored(t, db), want) {
		t.Error("the matches changed in the migration")
	}
	if l, _ := db.List(scoring.Query{Limit: 100}); !reflect.DeepEqual(l, wantList) {
		t.Error("the history lists differently after the migration")
	}
	if rep, err := db.Check(); err != nil || !rep.OK() {
		t.Errorf("check after migrating: %v %v", rep.Problems, err)
	}
}

// TestMigrationKeepsDamage: a schema-1 match record that fails its
// checksum is carried into the new layout still failing it (reported
// with its match id, never used), with its summary; the rest migrate.
func TestMigrationKeepsDamage(t *testing.T) {
	path := filepath.Join(t.TempDir(), "old.db")
	db := mustOpenWith(t, path, &Options{NoDailyBackup: true})
	ms := demoMatches(11, 10)
	if _, err := db.Import(ms); err != nil {
		t.Fatal(err)
	}
	noCheck(db) // a schema-1 file with a damaged record
	err := db.bolt.Update(func(tx *bbolt.Tx) error {
		if err := toSchema1(tx); err != nil {
			return err
		}
		b := tx.Bucket([]byte(records.BucketMatches))
		v := bytes.Clone(b.Get([]byte(ms[4].ID)))
		v[len(v)/2] ^= 0x08
		return b.Put([]byte(ms[4].ID), v)
	})
	if err != nil {
		t.Fatal(err)
	}
	closeDB(t, db)
	db = mustOpenWith(t, path, &Options{NoDailyBackup: true})
	noCheck(db) // the damaged match record stays
	if _, err := db.Get(ms[4].ID); !errors.Is(err, ErrBadRecord) || !strings.Contains(err.Error(), ms[4].ID) {
		t.Errorf("the damaged match reads: %v", err)
	}
	rep, err := db.Check()
	if err != nil || len(rep.Problems) != 1 || rep.Problems[0].MatchID != ms[4].ID || !strings.Contains(rep.Problems[0].What, "checksum") {
		t.Errorf("check: %v %v", rep.Problems, err)
	}
	if n, _ := db.Count(); n != 10 {
		t.Errorf("count %d", n)
	}
	if p, _ := db.List(scoring.Query{}); len(p.Matches) != 10 {
		t.Errorf("listed %d", len(p.Matches))
	}
}

// toSchema1 turns a database of the current layout into a schema-1 file
// as the first release wrote it: matches and summaries by id (the match
// uncompressed), no facts, no leagues, no records bucket, version 1.
func toSchema1(tx *bbolt.Tx) error {
	ms, err := tx.CreateBucket([]byte(records.BucketMatches))
	if err != nil {
		return err
	}
	sums, err := tx.CreateBucket([]byte(records.BucketSummaries))
	if err != nil {
		return err
	}
	err = records.RecordsOf(tx).ForEach(func(k, v []byte) error {
		id, kind, _ := records.SplitKey(k)
		switch kind {
		case records.KindMatch:
			p, err := records.StoredJSON(k, v)
			if err != nil {
				return err
			}
			return ms.Put([]byte(id), records.Frame([]byte(id), p))
		case records.KindSummary:
			p, err := records.Unframe(k, v)
			if err != nil {
				return err
			}
			return sums.Put([]byte(id), records.Frame([]byte(id), bytes.Clone(p)))
		}
		return nil
	})
	if err != nil {
		return err
	}
	for _, b := range []string{records.BucketRecords, records.BucketLeagues} {
		if err := tx.DeleteBucket([]byte(b)); err != nil {
			return err
		}
	}
	return records.WriteVersion(tx, 1)
}
