package boltdb

import (
	"bytes"
	"encoding/binary"
	"fmt"

	"go.etcd.io/bbolt"

	"scorekeeper/scoring"
)

// keyVersion is the meta key of the schema version (framed uint64).
var keyVersion = []byte("schema")

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
		_, err := tx.CreateBucketIfNotExists([]byte(bucketLeagueTombs))
		return err
	}},
	{6, "statistics facts with each game's numbers length-prefixed", factsPrefixed}, // schema_facts.go
}

// indexChanges creates the tombstones and change buckets and gives every
// match, conflict copy, league and roster player a change number, so a
// first sync pass (Changes from 0) carries everything.
func indexChanges(tx *bbolt.Tx) error {
	for _, b := range []string{bucketTombs, bucketChanges, bucketChanged} {
		if _, err := tx.CreateBucketIfNotExists([]byte(b)); err != nil {
			return err
		}
	}
	device, err := mustDevice(tx) // made by migrate (ownDevice)
	if err != nil {
		return err
	}
	if err := versionPlayers(tx, device); err != nil {
		return err
	}
	var keys [][]byte
	_ = recordsOf(tx).ForEach(func(k, _ []byte) error {
		if id, kind, ok := splitKey(k); ok && kind == kindMatch {
			keys = append(keys, changeKey(chMatch, id))
		}
		return nil
	})
	for _, b := range []struct {
		bucket string
		kind   byte
	}{{bucketLeagues, chLeague}, {bucketPlayers, chPlayer}} {
		_ = tx.Bucket([]byte(b.bucket)).ForEach(func(k, _ []byte) error {
			keys = append(keys, changeKey(b.kind, string(k)))
			return nil
		})
	}
	for _, k := range keys {
		if err := touchKey(tx, k); err != nil {
			return err
		}
	}
	return nil
}

// versionPlayers gives every roster player that reads a first version
// on this device, and its created time as its updated time: players of
// the roster before versions existed are synced as changed here (two
// devices' copies of one merge, importPlayer). Players added from
// matches by an import are kept as they are (fromMatches) only from now.
func versionPlayers(tx *bbolt.Tx, device string) error {
	var ps []scoring.RosterPlayer
	_ = tx.Bucket([]byte(bucketPlayers)).ForEach(func(k, v []byte) error {
		if p, err := decodePlayer(k, v); err == nil && p.Versions == nil {
			p.Versions, p.Updated = scoring.Versions{device: 1}, p.Created
			ps = append(ps, p)
		}
		return nil
	})
	for _, p := range ps {
		if err := putPlayer(tx, p); err != nil {
			return err
		}
	}
	return nil
}

// indexOpen fills the index of matches in progress from the summaries
// (a summary that does not read is left to check --repair).
func indexOpen(tx *bbolt.Tx) error {
	open, err := tx.CreateBucketIfNotExists([]byte(bucketOpen))
	if err != nil {
		return err
	}
	return recordsOf(tx).ForEach(func(k, v []byte) error {
		id, kind, ok := splitKey(k)
		if !ok || kind != kindSummary {
			return nil
		}
		s, err := decodeSummary(id, v)
		if err != nil || !s.InProgress() {
			return nil
		}
		return open.Put(cat(timeKey(s.Created), []byte(s.ID)), nil)
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
	for _, b := range []string{bucketLeagues, bucketRecords} {
		if _, err := tx.CreateBucketIfNotExists([]byte(b)); err != nil {
			return err
		}
	}
	if old := tx.Bucket([]byte(bucketMatches)); old != nil {
		sums := tx.Bucket([]byte(bucketSummaries))
		err := old.ForEach(func(k, v []byte) error {
			id := string(k)
			key := recKey(id, kindMatch)
			rec := bytes.Clone(v)
			if data, err := unframe(k, v); err == nil {
				rec = frame(key, packMatch(data))
			}
			if err := recordsOf(tx).Put(key, rec); err != nil {
				return err
			}
			if m, err := decodeMatchRecord(key, rec); err == nil {
				return putCaches(tx, m, nil)
			}
			if sums != nil {
				if p, err := unframe(k, sums.Get(k)); err == nil {
					return putRecord(tx, id, kindSummary, bytes.Clone(p))
				}
			}
			return nil
		})
		if err != nil {
			return err
		}
	}
	for _, b := range []string{bucketMatches, bucketSummaries, bucketFacts} {
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

// readVersion returns the schema version (0: a fresh file).
func readVersion(tx *bbolt.Tx) (int, error) {
	b := tx.Bucket([]byte(bucketMeta))
	if b == nil {
		return 0, nil
	}
	rec := b.Get(keyVersion)
	if rec == nil {
		return 0, nil
	}
	p, err := unframe(keyVersion, rec)
	if err != nil {
		return 0, &RecordError{Bucket: bucketMeta, Key: string(keyVersion), Err: err}
	}
	if len(p) != 8 {
		return 0, &RecordError{Bucket: bucketMeta, Key: string(keyVersion), Err: errShort}
	}
	return int(binary.BigEndian.Uint64(p)), nil
}

func writeVersion(tx *bbolt.Tx, v int) error {
	var p [8]byte
	binary.BigEndian.PutUint64(p[:], uint64(v))
	return tx.Bucket([]byte(bucketMeta)).Put(keyVersion, frame(keyVersion, p[:]))
}

// migrate brings the schema up to date: nothing when it is current, an
// error when it is newer, otherwise a backup (unless the file is fresh)
// and then every pending migration in one transaction.
func (db *DB) migrate() error {
	var v int
	if err := db.view(func(tx *bbolt.Tx) (err error) { v, err = readVersion(tx); return err }); err != nil {
		return err
	}
	cur := SchemaVersion()
	var old bool
	if v == cur {
		if err := db.view(func(tx *bbolt.Tx) error { old = oldLayout(tx); return nil }); err != nil {
			return err
		}
	}
	switch {
	case v == cur && !old:
		return nil
	case v > cur:
		return fmt.Errorf("%s: schema %d, this app knows %d: %w", db.path, v, cur, ErrNewerSchema)
	case db.opts.ReadOnly:
		return fmt.Errorf("%s: schema %d needs an upgrade to %d; open it once without read-only", db.path, v, cur)
	}
	if v > 0 {
		if _, err := db.Backup(fmt.Sprintf("before-schema-%d", cur)); err != nil {
			return fmt.Errorf("backup before migrating: %w", err)
		}
	}
	return db.update(func(tx *bbolt.Tx) error {
		if _, err := tx.CreateBucketIfNotExists([]byte(bucketMeta)); err != nil {
			return err
		}
		if _, err := db.ownDevice(tx); err != nil { // a new file's first id
			return err
		}
		for _, m := range migrations {
			if m.to <= v && !(old && m.to == 2) {
				continue
			}
			if err := m.run(tx); err != nil {
				return fmt.Errorf("migration to schema %d (%s): %w", m.to, m.name, err)
			}
		}
		return writeVersion(tx, cur)
	})
}
