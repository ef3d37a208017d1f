package records

import (
	"bytes"
	"fmt"

	"go.etcd.io/bbolt"

	"scorekeeper/scoring"
)

// migration brings the schema from to-1 to to. It runs inside the one
// write transaction that runs every pending migration and records the
// new version; any error rolls all of them back.
type migration struct {
	to   int
	name string
	run  func(tx *bbolt.Tx) error
}

// migrations, in order. Append new ones; never change a released one.
var migrations = []migration{
	{1, "create the buckets", func(tx *bbolt.Tx) error {
		for _, b := range schema1Buckets {
			if _, err := tx.CreateBucketIfNotExists([]byte(b)); err != nil {
				return err
			}
		}
		return nil
	}},
	{2, "leagues, and each match's records in one bucket", relayout},
	{3, "an index of the matches in progress", indexOpen},
	{4, "tombstones and the change index for sync", indexChanges},
	{5, "league tombstones", func(tx *bbolt.Tx) error {
		_, err := tx.CreateBucketIfNotExists([]byte(BucketLeagueTombs))
		return err
	}},
	{6, "statistics facts with each game's numbers length-prefixed", factsPrefixed},
}

// indexChanges creates the tombstones and change buckets and gives every
// match, conflict copy, league and roster player a change number, so a
// first sync pass (Changes from 0) carries everything.
func indexChanges(tx *bbolt.Tx) error {
	for _, b := range []string{BucketTombs, BucketChanges, BucketChanged} {
		if _, err := tx.CreateBucketIfNotExists([]byte(b)); err != nil {
			return err
		}
	}
	device, err := MustDevice(tx) // made by migrate (ownDevice)
	if err != nil {
		return err
	}
	if err := versionPlayers(tx, device); err != nil {
		return err
	}
	var keys [][]byte
	_ = RecordsOf(tx).ForEach(func(k, _ []byte) error {
		if id, kind, ok := SplitKey(k); ok && kind == KindMatch {
			keys = append(keys, ChangeKey(ChMatch, id))
		}
		return nil
	})
	for _, b := range []struct {
		bucket string
		kind   byte
	}{{BucketLeagues, ChLeague}, {BucketPlayers, ChPlayer}} {
		_ = tx.Bucket([]byte(b.bucket)).ForEach(func(k, _ []byte) error {
			keys = append(keys, ChangeKey(b.kind, string(k)))
			return nil
		})
	}
	for _, k := range keys {
		if err := TouchKey(tx, k); err != nil {
			return err
		}
	}
	return nil
}

// versionPlayers gives every roster player that reads a first version
// on this device, and its created time as its updated time: players of
// the roster before versions existed are synced as changed here (two
// devices' copies of one merge, importPlayer). Players added from
// matches by an import are kept as they are (FromMatches) only from now.
func versionPlayers(tx *bbolt.Tx, device string) error {
	var ps []scoring.RosterPlayer
	_ = tx.Bucket([]byte(BucketPlayers)).ForEach(func(k, v []byte) error {
		if p, err := DecodePlayer(k, v); err == nil && p.Versions == nil {
			p.Versions, p.Updated = scoring.Versions{device: 1}, p.Created
			ps = append(ps, p)
		}
		return nil
	})
	for _, p := range ps {
		if err := PutPlayer(tx, p); err != nil {
			return err
		}
	}
	return nil
}

// indexOpen fills the index of matches in progress from the summaries
// (a summary that does not read is left to check --repair).
func indexOpen(tx *bbolt.Tx) error {
	open, err := tx.CreateBucketIfNotExists([]byte(BucketOpen))
	if err != nil {
		return err
	}
	return RecordsOf(tx).ForEach(func(k, v []byte) error {
		id, kind, ok := SplitKey(k)
		if !ok || kind != KindSummary {
			return nil
		}
		s, err := DecodeSummary(id, v)
		if err != nil || !s.InProgress() {
			return nil
		}
		return open.Put(Cat(TimeKey(s.Created), []byte(s.ID)), nil)
	})
}

// relayout moves a schema-1 file (or a schema-2 file of the first
// layout) into the current one: the leagues bucket, and the records
// bucket holding each match (compressed), its summary and its statistics
// facts under adjacent keys (records.go). The matches, summaries and
// facts buckets are dropped; the index buckets stay as they are (same
// keys). A match record whose checksum fails is copied as it is: its
// checksum, over the old key, fails under the new one too, so it stays
// reported with its match id and is never used; its summary is kept when
// it reads (so it keeps its place in the history), and it gets no facts.
func relayout(tx *bbolt.Tx) error {
	for _, b := range []string{BucketLeagues, BucketRecords} {
		if _, err := tx.CreateBucketIfNotExists([]byte(b)); err != nil {
			return err
		}
	}
	if old := tx.Bucket([]byte(BucketMatches)); old != nil {
		sums := tx.Bucket([]byte(BucketSummaries))
		err := old.ForEach(func(k, v []byte) error {
			id := string(k)
			key := RecKey(id, KindMatch)
			rec := bytes.Clone(v)
			if data, err := Unframe(k, v); err == nil {
				rec = Frame(key, PackMatch(data))
			}
			if err := RecordsOf(tx).Put(key, rec); err != nil {
				return err
			}
			if m, err := DecodeMatch(key, rec); err == nil {
				return PutCaches(tx, m, nil)
			}
			if sums != nil {
				if p, err := Unframe(k, sums.Get(k)); err == nil {
					return PutRecord(tx, id, KindSummary, bytes.Clone(p))
				}
			}
			return nil
		})
		if err != nil {
			return err
		}
	}
	for _, b := range []string{BucketMatches, BucketSummaries, BucketFacts} {
		if tx.Bucket([]byte(b)) != nil {
			if err := tx.DeleteBucket([]byte(b)); err != nil {
				return err
			}
		}
	}
	return nil
}

// SchemaVersion is the schema this build reads and writes.
func SchemaVersion() int { return migrations[len(migrations)-1].to }

// Migrate runs in tx every migration after schema from (with old, the
// file has the first schema-2 layout: that migration runs again) and
// records the schema as SchemaVersion. Any error leaves tx to be rolled
// back.
func Migrate(tx *bbolt.Tx, from int, old bool) error {
	for _, m := range migrations {
		if m.to <= from && !(old && m.to == 2) {
			continue
		}
		if err := m.run(tx); err != nil {
			return fmt.Errorf("migration to schema %d (%s): %w", m.to, m.name, err)
		}
	}
	return WriteVersion(tx, SchemaVersion())
}

// factsPrefixed is the migration to facts format 2 (schema 6): each
// seat's game numbers get their length in front, so the record's frame
// is read without knowing the game and each game's part is checked on
// its own. Every facts record of format 1 is read and written again; one
// that does not read is left as it is (check reports it, repair derives
// it again from its match).
func factsPrefixed(tx *bbolt.Tx) error {
	type rec struct {
		id string
		p  []byte
	}
	var todo []rec
	d := NewFactsDecoder()
	_ = RecordsOf(tx).ForEach(func(k, v []byte) error {
		id, kind, ok := SplitKey(k)
		if !ok || kind != KindFacts {
			return nil
		}
		p, err := Unframe(k, v)
		if err != nil {
			return nil
		}
		if x, err := d.decodeAs(p, factsInline); err == nil && x.ID == id {
			todo = append(todo, rec{id, EncodeFacts(&x)})
		}
		return nil
	})
	for _, r := range todo {
		if err := PutRecord(tx, r.id, KindFacts, r.p); err != nil {
			return err
		}
	}
	return nil
}
