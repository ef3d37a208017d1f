package boltdb

import (
	"fmt"
	"maps"
	"slices"

	"go.etcd.io/bbolt"

	"scorekeeper/scoring"
	"scorekeeper/storage/boltdb/internal/records"
	"scorekeeper/storage/syncrules"
)

// Conflict is a match held here in versions edited apart (SPEC 2): the
// match, its conflict copies and, when it was deleted on a device that
// had not seen an edit, the deletion.
type Conflict struct {
	ID string // the match id
	// Versions lists the sides' record ids: the match's own id first,
	// then its copies ("<id>~<hash>", Get reads them), then Deleted.
	Versions []string
	// Deleted lists the tombstones' record ids ("<id>~<hash>") when a
	// side is the deletion; Resolve with one of them keeps the match
	// deleted.
	Deleted []string
	// Gone are the deletions' tombstones by record id (ID, Updated and
	// Versions: which devices' saves each one knows).
	Gone map[string]*scoring.Match
}

// Conflicts lists the matches held in more than one version, at least
// one of them live, by id.
func (db *DB) Conflicts() ([]Conflict, error) {
	var out []Conflict
	err := db.view(func(tx *bbolt.Tx) error {
		ids := map[string]bool{}
		_ = tx.Bucket([]byte(records.BucketConflicts)).ForEach(func(k, _ []byte) error {
			if of := records.ConflictOf(tx, string(k)); of != "" {
				ids[of] = true
			}
			return nil
		})
		_ = tx.Bucket([]byte(records.BucketTombs)).ForEach(func(k, _ []byte) error {
			if id := records.TombIDOf(k); id != "" && records.GetRecord(tx, id, records.KindMatch) != nil {
				ids[id] = true
			}
			return nil
		})
		for _, id := range slices.Sorted(maps.Keys(ids)) {
			if c := conflictOf(tx, id); len(c.Versions) > 1 {
				out = append(out, c)
			}
		}
		return nil
	})
	return out, err
}

// conflictOf lists the sides of match id held here.
func conflictOf(tx *bbolt.Tx, id string) Conflict {
	c := Conflict{ID: id}
	if records.GetRecord(tx, id, records.KindMatch) == nil {
		return c
	}
	c.Versions = append([]string{id}, records.CopiesOf(tx, id)...)
	// a live match's tombstones are sides by their copy names (MatchTombs.Names)
	if tombs := records.MatchTombs.List(tx, id); len(tombs) > 0 {
		c.Gone = make(map[string]*scoring.Match, len(tombs))
		for _, t := range tombs {
			c.Gone[records.CopyName(id, t.Data)] = t.M
		}
		c.Deleted = slices.Sorted(maps.Keys(c.Gone))
	}
	c.Versions = append(c.Versions, c.Deleted...)
	return c
}

// Resolve ends the conflict of match id by keeping the side keep (one of
// Conflict.Versions; a Deleted side keeps the match deleted, as Delete
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
		c := conflictOf(tx, id)
		if slices.Contains(c.Deleted, keep) {
			return deleteTx(tx, id, now)
		}
		lives, err := records.LiveVersions(tx, id)
		if err != nil {
			return err
		}
		k := slices.IndexFunc(lives, func(v records.Version) bool { return v.Name == keep })
		if k < 0 {
			return fmt.Errorf("match %s has no version %s: %w", id, keep, ErrNotFound)
		}
		dropped := func(name string) bool { return name != keep && (drop == nil || slices.Contains(drop, name)) }
		kept := lives[k]
		m := *kept.M
		var rest []records.Version
		var siblings []scoring.Versions
		maxRev := m.Revision
		for _, v := range lives {
			switch {
			case v.Name == keep:
			case dropped(v.Name):
				m.Versions = m.Versions.Merge(v.M.Versions)
				maxRev = max(maxRev, v.M.Revision)
				if err := records.RemoveRecord(tx, v.Name); err != nil {
					return err
				}
			default:
				rest = append(rest, v)
				siblings = append(siblings, v.M.Versions)
			}
		}
		var gone [][]byte
		for _, t := range records.MatchTombs.List(tx, id) {
			if dropped(records.CopyName(id, t.Data)) {
				m.Versions = m.Versions.Merge(t.M.Versions)
				gone = append(gone, t.Key)
			} else {
				siblings = append(siblings, t.M.Versions)
			}
		}
		if err := records.MatchTombs.Remove(tx, id, gone, false); err != nil {
			return err
		}
		device, err := records.MustDevice(tx)
		if err != nil {
			return err
		}
		if maxRev >= scoring.MaxRevision {
			return fmt.Errorf("match %s: %w", id, scoring.ErrRevisionLimit)
		}
		m.Versions = syncrules.Next(m.Versions, device, siblings)
		m.Revision, m.Updated = maxRev+1, now.UTC()
		data, err := records.EncodeMatch(&m)
		if err != nil {
			return err
		}
		if kept.Name != id {
			if err := records.RemoveRecord(tx, kept.Name); err != nil {
				return err
			}
		}
		_, err = records.Arrange(tx, id, append(rest, records.Version{M: &m, Data: data}), now)
		return err
	})
}
