package boltdb

import (
	"fmt"
	"slices"
	"strings"

	"go.etcd.io/bbolt"

	"scorekeeper/scoring"
)

// Conflict is a match held here in versions edited apart (SPEC 2): the
// match, its conflict copies and, when it was deleted on a device that
// had not seen an edit, the deletion.
type Conflict struct {
	ID string // the match id
	// Versions lists the sides' record ids: the match's own id first,
	// then its copies ("<id>~<hash>", Get reads them), then Deleted.
	Versions []string
	// Deleted is the tombstone's record id ("<id>~<hash>") when one side
	// is the deletion ("" when none is); Resolve with it keeps the match
	// deleted.
	Deleted string
}

// Conflicts lists the matches with more than one side, by id.
func (db *DB) Conflicts() ([]Conflict, error) {
	var out []Conflict
	err := db.view(func(tx *bbolt.Tx) error {
		byID := map[string]*Conflict{}
		get := func(id string) *Conflict {
			c := byID[id]
			if c == nil {
				c = &Conflict{ID: id}
				if getRecord(tx, id, kindMatch) != nil {
					c.Versions = []string{id}
				}
				byID[id] = c
			}
			return c
		}
		err := tx.Bucket([]byte(bucketConflicts)).ForEach(func(k, _ []byte) error {
			of := getConflictOf(tx, string(k))
			if of != "" && getRecord(tx, string(k), kindMatch) != nil {
				c := get(of)
				c.Versions = append(c.Versions, string(k))
			}
			return nil
		})
		if err != nil {
			return err
		}
		err = tx.Bucket([]byte(bucketTombs)).ForEach(func(k, _ []byte) error {
			id := string(k)
			if getRecord(tx, id, kindMatch) == nil {
				return nil
			}
			t, err := getTomb(tx, id)
			if err != nil {
				return nil // damaged: check reports it
			}
			c := get(id)
			c.Deleted = tombName(id, t)
			c.Versions = append(c.Versions, c.Deleted)
			return nil
		})
		if err != nil {
			return err
		}
		for _, c := range byID {
			if len(c.Versions) > 1 {
				out = append(out, *c)
			}
		}
		return nil
	})
	slices.SortFunc(out, func(a, b Conflict) int { return strings.Compare(a.ID, b.ID) })
	return out, err
}

// Resolve ends the conflict of match id by keeping the side keep (one of
// Conflict.Versions; its Deleted side keeps the match deleted, as Delete
// does). After a backup (so the dropped sides are never lost), the kept
// version becomes the match with the merge of every side's versions and
// this device's count raised: it contains every side, so another device
// that imports it drops its copies too. The other sides are removed.
func (db *DB) Resolve(id, keep string) error {
	return db.resolve(id, keep, nil, true)
}

// resolve keeps side keep of match id and drops the sides drop (nil:
// every other side), after a backup when asked.
func (db *DB) resolve(id, keep string, drop []string, backup bool) error {
	if backup {
		if _, err := db.Backup("before-resolve"); err != nil {
			return fmt.Errorf("backup before resolving: %w", err)
		}
	}
	return db.update(func(tx *bbolt.Tx) error {
		now := db.opts.Now()
		lives, err := liveVersions(tx, id)
		if err != nil {
			return err
		}
		tomb, _ := tombOf(tx, id)
		tombSide := ""
		if t, _ := getTomb(tx, id); t != nil && len(lives) > 0 {
			tombSide = tombName(id, t)
		}
		if keep == tombSide && keep != "" {
			return deleteTx(tx, id, now)
		}
		k := slices.IndexFunc(lives, func(v version) bool { return v.name == keep })
		if k < 0 {
			return fmt.Errorf("match %s has no version %s: %w", id, keep, ErrNotFound)
		}
		kept := lives[k]
		m := *kept.m
		var rest []version
		var siblings []scoring.Versions
		maxRev := m.Revision
		for i, v := range lives {
			switch {
			case i == k:
			case drop == nil || slices.Contains(drop, v.name):
				m.Versions = m.Versions.Merge(v.m.Versions)
				maxRev = max(maxRev, v.m.Revision)
				if err := removeRecord(tx, v.name); err != nil {
					return err
				}
			default:
				rest = append(rest, v)
				siblings = append(siblings, v.m.Versions)
			}
		}
		if tomb != nil {
			if drop == nil || slices.Contains(drop, tombSide) {
				m.Versions = m.Versions.Merge(tomb.Versions)
				if err := deleteTomb(tx, id); err != nil {
					return err
				}
			} else {
				siblings = append(siblings, tomb.Versions)
			}
		}
		device, err := mustDevice(tx)
		if err != nil {
			return err
		}
		if maxRev >= scoring.MaxRevision {
			return fmt.Errorf("match %s: %w", id, scoring.ErrRevisionLimit)
		}
		m.Versions = nextVersions(m.Versions, device, siblings)
		m.Revision, m.Updated = maxRev+1, now.UTC()
		data, err := encodeMatch(&m)
		if err != nil {
			return err
		}
		if kept.name != id {
			if err := removeRecord(tx, kept.name); err != nil {
				return err
			}
		}
		_, err = arrange(tx, id, append(rest, version{m: &m, data: data}), now)
		return err
	})
}
