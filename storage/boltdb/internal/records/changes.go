package records

import (
	"bytes"
	"encoding/binary"

	"go.etcd.io/bbolt"
)

// The change index (schema 4) numbers every write of a record the sync
// folder carries, so a sync pass asks only for what changed since its
// last pass:
//
//	changes: change number (8 bytes, big-endian; bbolt's NextSequence) -> kind + record id
//	changed: kind + record id -> its last change number
//
// A record changed again moves to a new number (its old entry is
// removed), so the index holds one entry per record ever written and a
// cursor over it lists them in the order of their last change.
const (
	ChMatch  = 'm' // a match, a conflict copy or a tombstone
	ChLeague = 'l' // a league or a league's conflict copy
	ChPlayer = 'p' // a roster player
)

func ChangeKey(kind byte, id string) []byte {
	return append([]byte{kind}, id...)
}

// Touch gives the record a new change number.
func Touch(tx *bbolt.Tx, kind byte, id string) error { return TouchKey(tx, ChangeKey(kind, id)) }

func TouchKey(tx *bbolt.Tx, k []byte) error {
	changes, changed := tx.Bucket([]byte(BucketChanges)), tx.Bucket([]byte(BucketChanged))
	if changes == nil || changed == nil { // a migration before schema 4
		return nil
	}
	if old := changed.Get(k); old != nil {
		if err := changes.Delete(bytes.Clone(old)); err != nil {
			return err
		}
	}
	n, err := changes.NextSequence()
	if err != nil {
		return err
	}
	var seq [8]byte
	binary.BigEndian.PutUint64(seq[:], n)
	if err := changes.Put(seq[:], k); err != nil {
		return err
	}
	return changed.Put(k, seq[:])
}
