package boltdb

import (
	"fmt"

	"go.etcd.io/bbolt"

	"scorekeeper/storage/boltdb/internal/records"
)

// bucketFixtures holds, for a match started from a league fixture and
// not yet recorded, the league it is played for: match id -> framed
// league id. It is made on first use, so older files need no migration;
// it is not exported or imported. Delete drops a match's entry.
const bucketFixtures = "fixtures"

// SetFixtureLeague remembers that a match is played for a league's
// fixture, in one committed transaction; an empty leagueID forgets it.
func (db *DB) SetFixtureLeague(matchID, leagueID string) error {
	return db.update(func(tx *bbolt.Tx) error {
		if leagueID == "" {
			return deleteFixtureLeague(tx, matchID)
		}
		b, err := tx.CreateBucketIfNotExists([]byte(bucketFixtures))
		if err != nil {
			return err
		}
		return b.Put([]byte(matchID), records.Frame([]byte(matchID), []byte(leagueID)))
	})
}

// FixtureLeague returns the league a match is played for, "" for none.
func (db *DB) FixtureLeague(matchID string) (string, error) {
	var out string
	err := db.view(func(tx *bbolt.Tx) error {
		b := tx.Bucket([]byte(bucketFixtures))
		if b == nil {
			return nil
		}
		v := b.Get([]byte(matchID))
		if v == nil {
			return nil
		}
		id, err := records.Unframe([]byte(matchID), v)
		if err != nil {
			return fmt.Errorf("the league link of match %s: %w", matchID, err)
		}
		out = string(id)
		return nil
	})
	return out, err
}

func deleteFixtureLeague(tx *bbolt.Tx, matchID string) error {
	if b := tx.Bucket([]byte(bucketFixtures)); b != nil {
		return b.Delete([]byte(matchID))
	}
	return nil
}
