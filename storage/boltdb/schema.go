package boltdb

import (
	"fmt"

	"go.etcd.io/bbolt"

	"scorekeeper/storage/boltdb/internal/records"
)

// migrate brings the schema up to date: nothing when it is current, an
// error when it is newer, otherwise a backup (unless the file is fresh)
// and then every pending migration in one transaction.
func (db *DB) migrate() error {
	var v int
	if err := db.view(func(tx *bbolt.Tx) (err error) { v, err = records.ReadVersion(tx); return err }); err != nil {
		return err
	}
	cur := SchemaVersion()
	var old bool
	if v == cur {
		if err := db.view(func(tx *bbolt.Tx) error { old = records.OldLayout(tx); return nil }); err != nil {
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
		if _, err := tx.CreateBucketIfNotExists([]byte(records.BucketMeta)); err != nil {
			return err
		}
		if _, err := db.ownDevice(tx); err != nil { // a new file's first id
			return err
		}
		return records.Migrate(tx, v, old)
	})
}

// SchemaVersion is the schema this build reads and writes.
func SchemaVersion() int { return records.SchemaVersion() }
