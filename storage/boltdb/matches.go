package boltdb

import (
	"bytes"
	"errors"
	"fmt"
	"time"

	"github.com/google/uuid"
	"go.etcd.io/bbolt"

	"scorekeeper/scoring"
	"scorekeeper/storage/boltdb/internal/records"
	"scorekeeper/storage/matchfile"
	"scorekeeper/storage/syncrules"
)

// Save stores the whole match in one transaction that has committed when
// Save returns, with the clock's time as its updated time (and created
// time, when it has none). See SaveAt.
func (db *DB) Save(m *scoring.Match) error { return db.SaveAt(m, db.opts.Now()) }

// SaveAt stores the whole match in one write transaction that has
// committed (and is synced to disk) when it returns nil. It refuses a
// match whose entries break the rules (*matchfile.RuleError) and a match
// saved from an older copy (ErrStale: its Revision is below the stored
// one). On success it sets m's ID (a new UUID when empty), Revision (the
// stored one plus one), Created (now, when zero) and Updated (now).
func (db *DB) SaveAt(m *scoring.Match, now time.Time) error {
	if m == nil || m.Game == nil {
		return errors.New("a match needs a game")
	}
	if errs := m.Validate().Errors(); len(errs) > 0 {
		return &matchfile.RuleError{MatchID: m.ID, Issues: errs}
	}
	c := *m
	err := db.update(func(tx *bbolt.Tx) error { return saveTx(tx, &c, now) })
	if err != nil {
		return err
	}
	m.ID, m.Revision, m.Created, m.Updated, m.Versions = c.ID, c.Revision, c.Created, c.Updated, c.Versions
	return nil
}

// saveTx is SaveAt's work inside a write transaction, on a copy c of the
// match (validated) whose ID, Revision, Created, Updated and Versions it
// sets. The versions become the stored ones (which c's must contain: a
// version edited apart from the stored one is ErrStale) with this
// device's count raised (nextVersions). Updated is kept later than every
// conflict copy's, so the saved version stays the match (placeOrder).
func saveTx(tx *bbolt.Tx, c *scoring.Match, now time.Time) error {
	if c.ID == "" {
		c.ID = uuid.NewString()
	}
	now = now.UTC()
	if c.Created.IsZero() {
		c.Created = now
	}
	old, rev := records.Current(tx, c.ID)
	if rev > c.Revision {
		return fmt.Errorf("match %s: stored revision %d, saving %d: %w", c.ID, rev, c.Revision, ErrStale)
	}
	if max(c.Revision, rev) >= scoring.MaxRevision {
		return fmt.Errorf("match %s: %w", c.ID, scoring.ErrRevisionLimit)
	}
	stored := records.StoredVersions(tx, c.ID)
	if !c.Versions.Contains(stored) {
		return fmt.Errorf("match %s: the stored version (%s) was edited apart from the one saved (%s): %w", c.ID, stored, c.Versions, ErrStale)
	}
	device, err := records.MustDevice(tx)
	if err != nil {
		return err
	}
	siblings, copyTime, err := records.SiblingsOf(tx, c.ID)
	if err != nil {
		return err
	}
	c.Versions = syncrules.Next(c.Versions.Merge(stored), device, siblings)
	c.Updated = now
	if !copyTime.Before(now) {
		c.Updated = copyTime.Add(time.Millisecond)
	}
	c.Revision = max(c.Revision, rev) + 1
	data, err := records.EncodeMatch(c)
	if err != nil {
		return err
	}
	_, err = records.PutMatch(tx, c, data, old, now)
	return err
}

// Get returns the stored match. ErrNotFound when there is none; a
// *RecordError (naming the match) when its record is damaged.
func (db *DB) Get(id string) (*scoring.Match, error) {
	var rec []byte
	err := db.view(func(tx *bbolt.Tx) error {
		v := records.GetRecord(tx, id, records.KindMatch)
		if v == nil {
			return fmt.Errorf("match %s: %w", id, ErrNotFound)
		}
		rec = bytes.Clone(v)
		return nil
	})
	if err != nil {
		return nil, err
	}
	return records.DecodeMatch(records.RecKey(id, records.KindMatch), rec)
}

// Delete removes a match, its conflict copies, their summaries, index
// entries, statistics facts, conflict notes and draft, and frees the open
// league fixtures linked to it (a closed season keeps its record), in
// one transaction. It leaves a tombstone: the match's id, the time and
// the merge of the versions it removed (and of an earlier tombstone),
// with this device's count raised, so the match never comes back from a
// device that had one of those versions. Deleting a conflict copy (its
// record id "<id>~<hash>") keeps the match and drops the copy: the match
// gets the copy's versions too (Resolve).
func (db *DB) Delete(id string) error {
	var of string
	if err := db.view(func(tx *bbolt.Tx) error { of = records.ConflictOf(tx, id); return nil }); err != nil {
		return err
	}
	if of != "" {
		return db.resolve(of, of, []string{id}, false)
	}
	return db.update(func(tx *bbolt.Tx) error {
		if records.GetRecord(tx, id, records.KindMatch) == nil {
			return fmt.Errorf("match %s: %w", id, ErrNotFound)
		}
		return deleteTx(tx, id, db.opts.Now())
	})
}

// deleteTx removes every version of match id held here and leaves its
// tombstone (Delete).
func deleteTx(tx *bbolt.Tx, id string, now time.Time) error {
	device, err := records.MustDevice(tx)
	if err != nil {
		return err
	}
	vs := records.StoredVersions(tx, id)
	for _, name := range append([]string{id}, records.CopiesOf(tx, id)...) {
		if name != id {
			if rec := records.GetRecord(tx, name, records.KindMatch); rec != nil {
				if m, err := records.DecodeMatch(records.RecKey(name, records.KindMatch), rec); err == nil {
					vs = vs.Merge(m.Versions)
				}
			}
		}
		if err := records.RemoveRecord(tx, name); err != nil {
			return err
		}
	}
	for _, t := range records.MatchTombs.List(tx, id) {
		vs = vs.Merge(t.M.Versions)
	}
	if err := records.MatchTombs.Remove(tx, id, nil, true); err != nil { // all: the new one contains them
		return err
	}
	if err := records.MatchTombs.Add(tx, &scoring.Match{ID: id, Deleted: true, Updated: now.UTC(), Versions: syncrules.Next(vs, device, nil)}); err != nil {
		return err
	}
	return forget(tx, id, now)
}

// forget drops what belongs to a match no longer here: its draft, its
// fixture's league link, and the open fixtures linked to it.
func forget(tx *bbolt.Tx, id string, now time.Time) error {
	if err := deleteDraft(tx, id); err != nil {
		return err
	}
	if err := deleteFixtureLeague(tx, id); err != nil {
		return err
	}
	return unlinkEverywhere(tx, id, now)
}
