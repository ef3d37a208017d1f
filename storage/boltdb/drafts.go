package boltdb

import (
	"fmt"
	"slices"

	"go.etcd.io/bbolt"

	"scorekeeper/storage/boltdb/internal/records"
)

// bucketDrafts holds what is typed of a match's next round: match id ->
// framed bytes of the app's own format. It is made on the first draft, so
// older files need no migration; drafts are not exported or imported.
const bucketDrafts = "drafts"

// SaveDraft keeps a match's draft in one committed transaction: unlike a
// preferences file, which is rewritten in place, a process killed at any
// moment leaves the previous draft or this one.
func (db *DB) SaveDraft(matchID string, data []byte) error {
	return db.update(func(tx *bbolt.Tx) error {
		b, err := tx.CreateBucketIfNotExists([]byte(bucketDrafts))
		if err != nil {
			return err
		}
		return b.Put([]byte(matchID), records.Frame([]byte(matchID), data))
	})
}

// Draft returns a match's draft, nil when it has none. A damaged draft is
// an error naming it.
func (db *DB) Draft(matchID string) ([]byte, error) {
	var out []byte
	err := db.view(func(tx *bbolt.Tx) error {
		b := tx.Bucket([]byte(bucketDrafts))
		if b == nil {
			return nil
		}
		v := b.Get([]byte(matchID))
		if v == nil {
			return nil
		}
		data, err := records.Unframe([]byte(matchID), v)
		if err != nil {
			return fmt.Errorf("the draft of match %s: %w", matchID, err)
		}
		out = slices.Clone(data)
		return nil
	})
	return out, err
}

// DeleteDraft drops a match's draft (its round was saved or undone).
func (db *DB) DeleteDraft(matchID string) error {
	return db.update(func(tx *bbolt.Tx) error { return deleteDraft(tx, matchID) })
}

func deleteDraft(tx *bbolt.Tx, matchID string) error {
	if b := tx.Bucket([]byte(bucketDrafts)); b != nil {
		return b.Delete([]byte(matchID))
	}
	return nil
}
