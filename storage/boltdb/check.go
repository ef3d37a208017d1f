package boltdb

import (
	"go.etcd.io/bbolt"

	"scorekeeper/storage/boltdb/internal/records"
)

// The report of Check and its findings, and the report of Repair
// (storage/boltdb/internal/records, which checks and repairs the records).
type (
	CheckReport  = records.CheckReport
	Problem      = records.Problem
	RepairReport = records.RepairReport
)

// Check verifies the whole database: bbolt's consistency check, the
// checksum of every record, that every match decodes, follows the rules
// and scores, and that every summary and index entry matches its match.
// It only reads, in batches of short read transactions; the error is
// for failing to run, problems go in the report.
func (db *DB) Check() (CheckReport, error) { return records.Check(db.view) }

// Repair rebuilds the caches (every summary and facts record and the
// index buckets, missing or not, and drops conflict notes of deleted
// matches) from the stored matches, in place, in one transaction: a kill
// leaves the file as it was or repaired. Damaged match records are left
// untouched and listed.
func (db *DB) Repair() (RepairReport, error) {
	var rep RepairReport
	err := db.update(func(tx *bbolt.Tx) (err error) {
		rep, err = records.Repair(tx)
		return err
	})
	if err == nil && db.Device() == "" {
		err = db.loadDevice() // renewed by the repair
	}
	return rep, err
}
