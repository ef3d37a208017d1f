package records

import (
	"bytes"

	"go.etcd.io/bbolt"

	"scorekeeper/scoring"
)

// RepairReport says what Repair did.
type RepairReport struct {
	Rebuilt int      // summaries rebuilt
	Damaged []string // matches whose record is damaged: left as they are
}

// Repair is Repair's work in the write transaction tx (also run by
// Rescue on a copy of a file whose only damage is in the caches).
func Repair(tx *bbolt.Tx) (RepairReport, error) {
	var rep RepairReport
	if err := rebuildBuckets(tx); err != nil {
		return rep, err
	}
	recs := RecordsOf(tx)
	var stale, matches [][]byte
	_ = recs.ForEach(func(k, _ []byte) error {
		switch _, kind, ok := SplitKey(k); {
		case !ok:
		case kind == KindMatch:
			matches = append(matches, bytes.Clone(k))
		default:
			stale = append(stale, bytes.Clone(k))
		}
		return nil
	})
	for _, k := range stale {
		if err := recs.Delete(k); err != nil {
			return rep, err
		}
	}
	if err := dropOrphanNotes(tx); err != nil {
		return rep, err
	}
	if err := renewDevice(tx); err != nil {
		return rep, err
	}
	for _, k := range matches {
		m, err := DecodeMatch(k, recs.Get(k))
		if err != nil {
			id, _, _ := SplitKey(k)
			rep.Damaged = append(rep.Damaged, id)
			continue
		}
		rep.Rebuilt++
		if err := PutCaches(tx, m, nil); err != nil {
			return rep, err
		}
		if err := repairNote(tx, m); err != nil {
			return rep, err
		}
	}
	return rep, nil
}

// repairNote gives a conflict copy's note the copy's head.
func repairNote(tx *bbolt.Tx, m *scoring.Match) error {
	n, err := GetConflict(tx, m.ID)
	if err != nil || n == nil || (n.Head != nil && n.Head.SameHead(m)) {
		return nil
	}
	n.Head = HeadOf(m)
	return PutConflict(tx, m.ID, *n)
}

// renewDevice removes a damaged device id record: the next write gives
// the database a new id (ownDevice), and it counts its saves as a new
// device (nothing of the versions so far is lost: they keep their
// counts).
func renewDevice(tx *bbolt.Tx) error {
	meta := tx.Bucket([]byte(BucketMeta))
	if meta.Get(KeyDevice) == nil || DeviceOf(tx) != "" {
		return nil
	}
	return meta.Delete(KeyDevice)
}

// rebuildBuckets empties (or creates) every index bucket and creates
// any missing bucket of the schema.
func rebuildBuckets(tx *bbolt.Tx) error {
	for _, b := range IndexBuckets {
		if tx.Bucket([]byte(b)) != nil {
			if err := tx.DeleteBucket([]byte(b)); err != nil {
				return err
			}
		}
		if _, err := tx.CreateBucket([]byte(b)); err != nil {
			return err
		}
	}
	for _, b := range DataBuckets {
		if _, err := tx.CreateBucketIfNotExists([]byte(b)); err != nil {
			return err
		}
	}
	return nil
}

// dropOrphanNotes deletes the conflict notes of deleted matches.
func dropOrphanNotes(tx *bbolt.Tx) error {
	var orphans [][]byte
	_ = tx.Bucket([]byte(BucketConflicts)).ForEach(func(k, _ []byte) error {
		if GetRecord(tx, string(k), KindMatch) == nil {
			orphans = append(orphans, bytes.Clone(k))
		}
		return nil
	})
	for _, k := range orphans {
		if err := tx.Bucket([]byte(BucketConflicts)).Delete(k); err != nil {
			return err
		}
	}
	return nil
}
