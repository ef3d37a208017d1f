package records

import (
	"crypto/rand"
	"encoding/hex"
	"fmt"

	"go.etcd.io/bbolt"
)

// The meta keys of this database's device id and of the identity of the
// file that made it (dbfile.Identity), both framed.
var (
	KeyDevice     = []byte("device")
	KeyDeviceFile = []byte("device_file")
)

// NewDevice gives the database a new device id, made by the file whose
// identity is file.
func NewDevice(tx *bbolt.Tx, file string) (string, error) {
	var b [16]byte
	if _, err := rand.Read(b[:]); err != nil {
		return "", fmt.Errorf("making the device id: %w", err)
	}
	id := hex.EncodeToString(b[:])
	m := tx.Bucket([]byte(BucketMeta))
	if err := m.Put(KeyDeviceFile, Frame(KeyDeviceFile, []byte(file))); err != nil {
		return "", err
	}
	return id, m.Put(KeyDevice, Frame(KeyDevice, []byte(id)))
}

// DeviceOf reads the device id in a transaction ("" when there is none
// or its record does not read: a write then refuses, see MustDevice).
func DeviceOf(tx *bbolt.Tx) string {
	p, err := Unframe(KeyDevice, tx.Bucket([]byte(BucketMeta)).Get(KeyDevice))
	if err != nil || len(p) == 0 {
		return ""
	}
	return string(p)
}

// errNoDevice is the error of a write that needs the device id when the
// database has none (opened read-only, or its meta record is damaged).
var errNoDevice = fmt.Errorf("the database has no device id (opened read-only, or its meta record is damaged: check --repair)")

// MustDevice is DeviceOf for a write that bumps a version.
func MustDevice(tx *bbolt.Tx) (string, error) {
	if d := DeviceOf(tx); d != "" {
		return d, nil
	}
	return "", errNoDevice
}
