package records

import (
	"encoding/binary"
	"slices"

	"go.etcd.io/bbolt"
)

// Buckets. Keys and values are described where each is written.
const (
	BucketMeta        = "meta"         // schema version
	BucketPlayers     = "players"      // player id -> framed JSON rosterRecord
	BucketRecords     = "records"      // match id + 0 + kind -> framed match, summary or facts (records.go)
	BucketConflicts   = "conflicts"    // conflict copy id -> framed JSON ConflictNote
	BucketByTime      = "idx_time"     // time(12) + match id -> "" (index, a cache)
	BucketByGame      = "idx_game"     // lp(game) + time(12) + match id -> ""
	BucketByPlayer    = "idx_player"   // lp(player id) + time(12) + match id -> ""
	BucketOpen        = "idx_open"     // time(12) + match id -> "" for matches in progress (schema 3)
	BucketLeagues     = "leagues"      // league id -> framed JSON league.League (schema 2)
	BucketTombs       = "tombstones"   // match id -> framed tombstone match file (schema 4)
	BucketChanges     = "changes"      // change number(8) -> kind + record id (schema 4, changes.go)
	BucketChanged     = "changed"      // kind + record id -> change number(8) (schema 4)
	BucketLeagueTombs = "league_tombs" // league id + 0 + hash(8) -> framed league tombstone (schema 5)
)

// The buckets of the earlier layouts (schema 1, and schema 2 before the
// records bucket), read only by the migration. Their names also name the
// kind of a damaged record in a *RecordError.
const (
	BucketMatches   = "matches"   // match id -> framed compact match-file JSON
	BucketSummaries = "summaries" // match id -> framed JSON scoring.Summary
	BucketFacts     = "facts"     // time(12) + match id -> framed binary stats.MatchFacts
)

// schema1Buckets are the buckets every schema-1 database has.
var schema1Buckets = []string{BucketMeta, BucketPlayers, BucketMatches, BucketSummaries, BucketConflicts, BucketByTime, BucketByGame, BucketByPlayer}

// oldSchema2Buckets are the buckets of a schema-2 file written before
// the records bucket (migrated like a schema-1 file).
var oldSchema2Buckets = append(slices.Clone(schema1Buckets), BucketFacts, BucketLeagues)

// schema2Buckets are the buckets of a schema-2 file.
var schema2Buckets = []string{BucketMeta, BucketPlayers, BucketRecords, BucketConflicts, BucketByTime, BucketByGame, BucketByPlayer, BucketLeagues}

// schema3Buckets are the buckets of a schema-3 file.
var schema3Buckets = append(slices.Clone(schema2Buckets), BucketOpen)

// schema4Buckets are the buckets of a schema-4 file.
var schema4Buckets = append(slices.Clone(schema3Buckets), BucketTombs, BucketChanges, BucketChanged)

// DataBuckets are the buckets of the current schema.
var DataBuckets = append(slices.Clone(schema4Buckets), BucketLeagueTombs)

// IndexBuckets are the index buckets: caches derived from the summaries.
var IndexBuckets = []string{BucketByTime, BucketByGame, BucketByPlayer, BucketOpen}

// BucketsOf lists the buckets a database of schema v must have (tx: to
// tell the two schema-2 layouts apart).
func BucketsOf(tx *bbolt.Tx, v int) []string {
	switch {
	case v >= 2 && OldLayout(tx):
		return oldSchema2Buckets
	case v >= 5:
		return DataBuckets
	case v == 4:
		return schema4Buckets
	case v == 3:
		return schema3Buckets
	case v == 2:
		return schema2Buckets
	}
	return schema1Buckets
}

// OldLayout reports whether the file keeps its matches in the buckets of
// the earlier layouts (no records bucket yet).
func OldLayout(tx *bbolt.Tx) bool {
	return tx.Bucket([]byte(BucketRecords)) == nil && tx.Bucket([]byte(BucketMatches)) != nil
}

// keyVersion is the meta key of the schema version (framed uint64).
var keyVersion = []byte("schema")

// ReadVersion returns the schema version (0: a fresh file).
func ReadVersion(tx *bbolt.Tx) (int, error) {
	b := tx.Bucket([]byte(BucketMeta))
	if b == nil {
		return 0, nil
	}
	rec := b.Get(keyVersion)
	if rec == nil {
		return 0, nil
	}
	p, err := Unframe(keyVersion, rec)
	if err != nil {
		return 0, &RecordError{Bucket: BucketMeta, Key: string(keyVersion), Err: err}
	}
	if len(p) != 8 {
		return 0, &RecordError{Bucket: BucketMeta, Key: string(keyVersion), Err: errShort}
	}
	return int(binary.BigEndian.Uint64(p)), nil
}

func WriteVersion(tx *bbolt.Tx, v int) error {
	var p [8]byte
	binary.BigEndian.PutUint64(p[:], uint64(v))
	return tx.Bucket([]byte(BucketMeta)).Put(keyVersion, Frame(keyVersion, p[:]))
}
