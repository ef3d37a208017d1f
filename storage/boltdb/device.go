package boltdb

import (
	"crypto/rand"
	"encoding/hex"
	"fmt"

	"go.etcd.io/bbolt"
)

// keyDevice is the meta key of this database's device id (framed).
var keyDevice = []byte("device")

// Device is this database's device id: 32 hex digits from crypto/rand,
// made at the first open of a database without one and kept in the meta
// bucket. It names this database's count in every version vector
// (scoring.Versions). A backup restored keeps it; a copy of the file
// shares it (two such copies' edits then meet as equal vectors with
// other content: a conflict, never a silent replacement).
func (db *DB) Device() string { return db.device }

// loadDevice reads the device id, making it when there is none (not in a
// read-only open: then it stays "" until a writable open makes it). A
// damaged id record is left as it is (a damaged file is never written
// to): the id stays "", writes that need it refuse (mustDevice), and
// check reports the record.
func (db *DB) loadDevice() error {
	missing := false
	if err := db.view(func(tx *bbolt.Tx) error {
		db.device = deviceOf(tx)
		missing = tx.Bucket([]byte(bucketMeta)).Get(keyDevice) == nil
		return nil
	}); err != nil || !missing || db.opts.ReadOnly {
		return err
	}
	return db.update(func(tx *bbolt.Tx) (err error) {
		db.device, err = ensureDevice(tx)
		return err
	})
}

// ensureDevice returns the device id, making it when there is none.
func ensureDevice(tx *bbolt.Tx) (string, error) {
	if d := deviceOf(tx); d != "" {
		return d, nil
	}
	var b [16]byte
	if _, err := rand.Read(b[:]); err != nil {
		return "", fmt.Errorf("making the device id: %w", err)
	}
	id := hex.EncodeToString(b[:])
	return id, tx.Bucket([]byte(bucketMeta)).Put(keyDevice, frame(keyDevice, []byte(id)))
}

// deviceOf reads the device id in a transaction ("" when there is none
// or its record does not read: a write then refuses, see mustDevice).
func deviceOf(tx *bbolt.Tx) string {
	p, err := unframe(keyDevice, tx.Bucket([]byte(bucketMeta)).Get(keyDevice))
	if err != nil || len(p) == 0 {
		return ""
	}
	return string(p)
}

// errNoDevice is the error of a write that needs the device id when the
// database has none (opened read-only, or its meta record is damaged).
var errNoDevice = fmt.Errorf("the database has no device id (opened read-only, or its meta record is damaged: check --repair)")

// mustDevice is deviceOf for a write that bumps a version.
func mustDevice(tx *bbolt.Tx) (string, error) {
	if d := deviceOf(tx); d != "" {
		return d, nil
	}
	return "", errNoDevice
}
