package boltdb

import (
	"go.etcd.io/bbolt"

	"scorekeeper/storage/boltdb/internal/records"
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
// to): the id stays "", writes that need it refuse (records.MustDevice), and
// check reports the record.
func (db *DB) loadDevice() error {
	missing := false
	if err := db.view(func(tx *bbolt.Tx) error {
		d := records.DeviceOf(tx)
		db.device.Store(&d)
		missing = tx.Bucket([]byte(records.BucketMeta)).Get(records.KeyDevice) == nil
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
// read is left as it is (records.MustDevice refuses the writes that need it).
func (db *DB) ownDevice(tx *bbolt.Tx) (string, error) {
	m := tx.Bucket([]byte(records.BucketMeta))
	if m == nil { // a new file, before its first migration
		return "", nil
	}
	if raw := m.Get(records.KeyDevice); raw != nil {
		if _, err := records.Unframe(records.KeyDevice, raw); err != nil {
			return "", nil
		}
		if p, err := records.Unframe(records.KeyDeviceFile, m.Get(records.KeyDeviceFile)); err == nil && string(p) == db.file {
			return "", nil
		}
	}
	return records.NewDevice(tx, db.file)
}
