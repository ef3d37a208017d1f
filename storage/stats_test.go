package storage

import (
	"encoding/binary"
	"path/filepath"
	"reflect"
	"slices"
	"testing"

	"go.etcd.io/bbolt"
	"pgregory.net/rapid"

	"scorekeeper/scoring"
	"scorekeeper/scoring/stats"
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
	ms := demo(7, 150)
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
	ms := demo(8, 30)
	if _, err := db.Import(ms); err != nil {
		t.Fatal(err)
	}
	want, _ := db.Stats(stats.Filter{})
	m, _ := db.Get(ms[2].ID)
	key := string(factsKey(m.Created, m.ID))
	corrupt(t, db, bucketFacts, key)
	got, err := db.Stats(stats.Filter{})
	if err != nil || !reflect.DeepEqual(got, want) {
		t.Fatalf("stats with a damaged facts record: %v", err)
	}
	rep, _ := db.Check()
	if len(rep.Problems) != 1 || !rep.Problems[0].Repairable || rep.Problems[0].MatchID != m.ID {
		t.Fatalf("check: %v", rep.Problems)
	}
	// a stale entry and a missing one
	_ = db.bolt.Update(func(tx *bbolt.Tx) error {
		b := tx.Bucket([]byte(bucketFacts))
		v := b.Get([]byte(key))
		_ = b.Put(factsKey(m.Created.Add(1), m.ID), v)
		k := factsKey(ms[3].Created, ms[3].ID)
		return b.Delete(k)
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
	db, err := Open(path, &Options{NoDailyBackup: true})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := db.Import(demo(9, 40)); err != nil {
		t.Fatal(err)
	}
	// make it a schema-1 file, as the previous release wrote it
	err = db.bolt.Update(func(tx *bbolt.Tx) error {
		for _, b := range []string{bucketFacts, bucketLeagues} {
			if err := tx.DeleteBucket([]byte(b)); err != nil {
				return err
			}
		}
		var p [8]byte
		binary.BigEndian.PutUint64(p[:], 1)
		return tx.Bucket([]byte(bucketMeta)).Put(keyVersion, frame(keyVersion, p[:]))
	})
	if err != nil {
		t.Fatal(err)
	}
	db.Close()
	db = mustOpenAt(t, path)
	if bs, _ := Backups(path, ""); len(bs) != 1 || bs[0].Reason != "before-schema-2" {
		t.Errorf("backups %+v", bs)
	}
	g, err := db.Stats(stats.Filter{})
	if err != nil || !reflect.DeepEqual(g, stats.Compute(all(t, db), stats.Filter{})) {
		t.Fatalf("stats after migrating: %v", err)
	}
}

// FuzzFactsDecode: no bytes make the facts decoder panic; what it
// accepts encodes back to the same bytes.
func FuzzFactsDecode(f *testing.F) {
	for _, m := range demo(10, 8) {
		x := stats.Facts(m)
		f.Add(encodeFacts(&x))
	}
	f.Add([]byte{1})
	f.Fuzz(func(t *testing.T, data []byte) {
		x, err := newFactsDecoder().decode(data)
		if err != nil {
			return
		}
		if again := encodeFacts(&x); string(again) != string(data) {
			// varints have one shortest form; the decoder accepts only
			// records the encoder could have written, or says which
			t.Logf("re-encoded differently: %x vs %x", again, data)
		}
	})
}
