package storage

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/go-json-experiment/json/jsontext"
	"github.com/google/uuid"
	"go.etcd.io/bbolt"

	"scorekeeper/scoring"
	"scorekeeper/storage/matchfile"
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
	m.ID, m.Revision, m.Created, m.Updated = c.ID, c.Revision, c.Created, c.Updated
	return nil
}

// saveTx is SaveAt's work inside a write transaction, on a copy c of the
// match (validated) whose ID, Revision, Created and Updated it sets.
func saveTx(tx *bbolt.Tx, c *scoring.Match, now time.Time) error {
	if c.ID == "" {
		c.ID = uuid.NewString()
	}
	now = now.UTC()
	if c.Created.IsZero() {
		c.Created = now
	}
	c.Updated = now
	old, rev := current(tx, c.ID)
	if rev > c.Revision {
		return fmt.Errorf("match %s: stored revision %d, saving %d: %w", c.ID, rev, c.Revision, ErrStale)
	}
	c.Revision = max(c.Revision, rev) + 1
	data, err := encodeMatch(c)
	if err != nil {
		return err
	}
	_, err = putMatch(tx, c, data, old, now)
	return err
}

// current returns the stored summary of id (to replace its index
// entries) and the stored revision (-1: none). When the summary is
// missing or damaged it derives both from the stored match if that
// reads; when neither reads there is nothing to compare against.
func current(tx *bbolt.Tx, id string) (*Summary, int) {
	s, err := getSummary(tx, id)
	if err == nil && s != nil {
		return s, s.Revision
	}
	rec := tx.Bucket([]byte(bucketMatches)).Get([]byte(id))
	if rec == nil {
		return nil, -1
	}
	m, err := decodeMatchRecord([]byte(id), rec)
	if err != nil {
		return nil, -1
	}
	d := summaryOf(m, "")
	return &d, m.Revision
}

// putMatch stores the encoded match, its summary and index entries
// (replacing old's), and adds unknown players to the roster.
func putMatch(tx *bbolt.Tx, m *scoring.Match, data []byte, old *Summary, now time.Time) ([]string, error) {
	id := []byte(m.ID)
	if err := tx.Bucket([]byte(bucketMatches)).Put(id, frame(id, data)); err != nil {
		return nil, err
	}
	var of string
	if note, err := getConflict(tx, m.ID); err == nil && note != nil {
		of = note.Of
	}
	s := summaryOf(m, of)
	if err := putSummary(tx, &s, old); err != nil {
		return nil, err
	}
	if err := putFacts(tx, m, old); err != nil {
		return nil, err
	}
	return ensurePlayers(tx, m.Players, now)
}

// encodeMatch returns the stored form of a match: its match file,
// compacted. The encoding is deterministic, so equal bytes are equal
// matches.
func encodeMatch(m *scoring.Match) ([]byte, error) {
	var buf bytes.Buffer
	if err := matchfile.Write(&buf, m); err != nil {
		return nil, err
	}
	v := jsontext.Value(buf.Bytes())
	if err := v.Compact(); err != nil {
		return nil, err
	}
	return v, nil
}

// decodeMatchRecord checks and decodes a stored match. A record that
// fails its checksum, does not decode, breaks the rules or is not the
// match its key names is a *RecordError; nothing in it panics.
func decodeMatchRecord(k, rec []byte) (m *scoring.Match, err error) {
	defer func() {
		if r := recover(); r != nil {
			m, err = nil, &RecordError{Bucket: bucketMatches, Key: string(k), MatchID: string(k), Err: fmt.Errorf("it does not score: %v", r)}
		}
	}()
	p, err := unframe(k, rec)
	if err != nil {
		return nil, &RecordError{Bucket: bucketMatches, Key: string(k), MatchID: string(k), Err: err}
	}
	ms, err := matchfile.Decode(p)
	switch {
	case err != nil:
	case len(ms) != 1:
		err = errors.New("it is not one match")
	case ms[0].ID != string(k):
		err = fmt.Errorf("it holds match %s", ms[0].ID)
	}
	if err != nil {
		return nil, &RecordError{Bucket: bucketMatches, Key: string(k), MatchID: string(k), Err: err}
	}
	return ms[0], nil
}

// Get returns the stored match. ErrNotFound when there is none; a
// *RecordError (naming the match) when its record is damaged.
func (db *DB) Get(id string) (*scoring.Match, error) {
	var rec []byte
	err := db.view(func(tx *bbolt.Tx) error {
		v := tx.Bucket([]byte(bucketMatches)).Get([]byte(id))
		if v == nil {
			return fmt.Errorf("match %s: %w", id, ErrNotFound)
		}
		rec = bytes.Clone(v)
		return nil
	})
	if err != nil {
		return nil, err
	}
	return decodeMatchRecord([]byte(id), rec)
}

// Delete removes a match, its summary, index entries, statistics facts
// and conflict note, and frees the open league fixtures linked to it (a
// closed season keeps its record), in one transaction.
func (db *DB) Delete(id string) error {
	return db.update(func(tx *bbolt.Tx) error {
		k := []byte(id)
		if tx.Bucket([]byte(bucketMatches)).Get(k) == nil {
			return fmt.Errorf("match %s: %w", id, ErrNotFound)
		}
		if old, _ := current(tx, id); old != nil {
			if err := deleteIndex(tx, old); err != nil {
				return err
			}
			if err := deleteFacts(tx, old); err != nil {
				return err
			}
		}
		for _, b := range []string{bucketMatches, bucketSummaries, bucketConflicts} {
			if err := tx.Bucket([]byte(b)).Delete(k); err != nil {
				return err
			}
		}
		return unlinkEverywhere(tx, id, db.opts.Now())
	})
}

// conflictNote marks an imported conflict copy: which match it
// conflicted with and when it came in.
type conflictNote struct {
	Of       string    `json:"of"`
	Imported time.Time `json:"imported"`
}

func getConflict(tx *bbolt.Tx, id string) (*conflictNote, error) {
	v := tx.Bucket([]byte(bucketConflicts)).Get([]byte(id))
	if v == nil {
		return nil, nil
	}
	var n conflictNote
	p, err := unframe([]byte(id), v)
	if err == nil {
		err = json.Unmarshal(p, &n)
	}
	if err != nil {
		return nil, &RecordError{Bucket: bucketConflicts, Key: id, MatchID: id, Err: err}
	}
	return &n, nil
}

func putConflict(tx *bbolt.Tx, id string, n conflictNote) error {
	data, err := json.Marshal(n)
	if err != nil {
		return err
	}
	return tx.Bucket([]byte(bucketConflicts)).Put([]byte(id), frame([]byte(id), data))
}
