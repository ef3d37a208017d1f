package boltdb

import (
	"crypto/rand"
	"encoding/hex"
	"fmt"

	"go.etcd.io/bbolt"
)

// The meta keys of this database's device id and of the identity of the
// file that made it (fileIdentity), both framed.
var (
	keyDevice     = []byte("device")
	keyDeviceFile = []byte("device_file")
)

// Device is this database's device id: 32 hex digits from crypto/rand,
// kept in the meta bucket. It names this database's count in every
// version vector (scoring.Versions). A device id belongs to one copy of
// one database (SPEC 2.1): beside it the meta bucket keeps the identity
// of the file that made it, and a database whose file is not that file
// (a copy, a restored phone backup, a file in a cloud folder, a restored
// backup of its own) takes a new id before its next write (ownDevice).
// A read-only open writes nothing: until then Device is the id the file
// holds.
func (db *DB) Device() string {
	if d := db.device.Load(); d != nil {
		return *d
	}
	return ""
}

// loadDevice reads the device id, making it when there is none (not in a
// read-only open: then it stays "" until a writable open makes it). A
// damaged id record is left as it is (a damaged file is never written
// to): the id stays "", writes that need it refuse (mustDevice), and
// check reports the record.
func (db *DB) loadDevice() error {
	missing := false
	if err := db.view(func(tx *bbolt.Tx) error {
		d := deviceOf(tx)
		db.device.Store(&d)
		missing = tx.Bucket([]byte(bucketMeta)).Get(keyDevice) == nil
		return nil
	}); err != nil || !missing || db.opts.ReadOnly {
		return err
	}
	return db.update(func(tx *bbolt.Tx) error { return nil }) // ownDevice makes it
}

// ownDevice runs first in every write transaction. A database with no
// device id gets one; one whose file is not the file that made its id
// (the identity kept beside the id differs from the file's, or there is
// none: a backup restored, or a file from before it was kept) gets a new
// one, so two copies of a database never count under one id. It returns
// the id made ("" when it made none). A device id record that does not
// read is left as it is (mustDevice refuses the writes that need it).
func (db *DB) ownDevice(tx *bbolt.Tx) (string, error) {
	m := tx.Bucket([]byte(bucketMeta))
	if m == nil { // a new file, before its first migration
		return "", nil
	}
	if raw := m.Get(keyDevice); raw != nil {
		if _, err := unframe(keyDevice, raw); err != nil {
			return "", nil
		}
		if p, err := unframe(keyDeviceFile, m.Get(keyDeviceFile)); err == nil && string(p) == db.file {
			return "", nil
		}
	}
	return newDevice(tx, db.file)
}

// newDevice gives the database a new device id, made by the file whose
// identity is file.
func newDevice(tx *bbolt.Tx, file string) (string, error) {
	var b [16]byte
	if _, err := rand.Read(b[:]); err != nil {
		return "", fmt.Errorf("making the device id: %w", err)
	}
	id := hex.EncodeToString(b[:])
	m := tx.Bucket([]byte(bucketMeta))
	if err := m.Put(keyDeviceFile, frame(keyDeviceFile, []byte(file))); err != nil {
		return "", err
	}
	return id, m.Put(keyDevice, frame(keyDevice, []byte(id)))
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
