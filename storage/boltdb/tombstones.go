package boltdb

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"

	"go.etcd.io/bbolt"

	"scorekeeper/scoring"
	"scorekeeper/storage/matchfile"
)

// A deleted match leaves a tombstone (SPEC section 3): its id, the time
// of the deletion and the versions it removed, in the tombstones bucket
// under the match id, framed. At most one per id: two tombstones made
// apart merge (their versions merged, the later time), which contains
// both. The sync folder carries it as matches/<id>.json, or as
// matches/<id>~<hash>.json while a version it does not contain is kept
// beside it (a conflict against the deletion; tombName).

// getTomb returns the stored tombstone file of id (nil: none); a copy.
func getTomb(tx *bbolt.Tx, id string) ([]byte, error) {
	b := tx.Bucket([]byte(bucketTombs))
	if b == nil { // a migration before schema 4
		return nil, nil
	}
	v := b.Get([]byte(id))
	if v == nil {
		return nil, nil
	}
	p, err := unframe([]byte(id), v)
	if err != nil {
		return nil, &RecordError{Bucket: bucketTombs, Key: id, MatchID: id, Err: err}
	}
	return bytes.Clone(p), nil
}

// tombOf decodes id's tombstone (nil: none).
func tombOf(tx *bbolt.Tx, id string) (*scoring.Match, error) {
	data, err := getTomb(tx, id)
	if err != nil || data == nil {
		return nil, err
	}
	m, err := matchfile.DecodeMatch(data)
	if err == nil && (!m.Deleted || m.ID != id) {
		err = errNotTomb
	}
	if err != nil {
		return nil, &RecordError{Bucket: bucketTombs, Key: id, MatchID: id, Err: err}
	}
	return m, nil
}

var errNotTomb = &matchfile.FieldError{Path: "deleted", Msg: "the record is not this match's tombstone"}

// tombName is the sync folder's name of id's tombstone when a live
// version of id is kept beside it.
func tombName(id string, data []byte) string { return copyName(id, data) }

// copyName is "<id>~<first 12 hex digits of the SHA-256 of data>": the
// record id of a version of id kept beside the match (data is its file
// with the original id).
func copyName(id string, data []byte) string {
	sum := sha256.Sum256(data)
	return id + "~" + hex.EncodeToString(sum[:6])
}

// putTomb stores id's tombstone, renumbering its change (under the name
// it has now, and the one it had).
func putTomb(tx *bbolt.Tx, t *scoring.Match) error {
	data, err := matchfile.Compact(t)
	if err != nil {
		return err
	}
	old, _ := getTomb(tx, t.ID)
	if bytes.Equal(old, data) {
		return nil
	}
	if err := touchTomb(tx, t.ID, old); err != nil {
		return err
	}
	if err := tx.Bucket([]byte(bucketTombs)).Put([]byte(t.ID), frame([]byte(t.ID), data)); err != nil {
		return err
	}
	return touchTomb(tx, t.ID, data)
}

// deleteTomb removes id's tombstone (a version that contains it
// replaced it).
func deleteTomb(tx *bbolt.Tx, id string) error {
	old, _ := getTomb(tx, id)
	if old == nil && tx.Bucket([]byte(bucketTombs)).Get([]byte(id)) == nil {
		return nil
	}
	if err := tx.Bucket([]byte(bucketTombs)).Delete([]byte(id)); err != nil {
		return err
	}
	return touchTomb(tx, id, old)
}

// touchTomb renumbers the name a tombstone file data of id has now.
func touchTomb(tx *bbolt.Tx, id string, data []byte) error {
	if data == nil {
		return nil
	}
	if getRecord(tx, id, kindMatch) != nil {
		return touch(tx, chMatch, tombName(id, data))
	}
	return touch(tx, chMatch, id)
}

// tombMoves renumbers id's tombstone's name when the match record at id
// appears or goes (the tombstone's file moves between "<id>" and
// "<id>~<hash>").
func tombMoves(tx *bbolt.Tx, id string) error {
	t, _ := getTomb(tx, id)
	if t == nil {
		return nil
	}
	return touch(tx, chMatch, tombName(id, t))
}
