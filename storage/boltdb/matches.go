package boltdb

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/google/uuid"
	"go.etcd.io/bbolt"

	"scorekeeper/scoring"
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
	old, rev := current(tx, c.ID)
	if rev > c.Revision {
		return fmt.Errorf("match %s: stored revision %d, saving %d: %w", c.ID, rev, c.Revision, ErrStale)
	}
	if max(c.Revision, rev) >= scoring.MaxRevision {
		return fmt.Errorf("match %s: %w", c.ID, scoring.ErrRevisionLimit)
	}
	stored := storedVersions(tx, c.ID)
	if !c.Versions.Contains(stored) {
		return fmt.Errorf("match %s: the stored version (%s) was edited apart from the one saved (%s): %w", c.ID, stored, c.Versions, ErrStale)
	}
	device, err := mustDevice(tx)
	if err != nil {
		return err
	}
	siblings, copyTime, err := siblingsOf(tx, c.ID)
	if err != nil {
		return err
	}
	c.Versions = syncrules.Next(c.Versions.Merge(stored), device, siblings)
	c.Updated = now
	if !copyTime.Before(now) {
		c.Updated = copyTime.Add(time.Millisecond)
	}
	c.Revision = max(c.Revision, rev) + 1
	data, err := encodeMatch(c)
	if err != nil {
		return err
	}
	_, err = putMatch(tx, c, data, old, now)
	return err
}

// storedVersions is the versions of the stored match id (nil: none, or
// it does not read: a damaged record does not stop a save that mends it).
func storedVersions(tx *bbolt.Tx, id string) scoring.Versions {
	rec := getRecord(tx, id, kindMatch)
	if rec == nil {
		return nil
	}
	p, err := storedJSON(recKey(id, kindMatch), rec)
	if err != nil {
		return nil
	}
	vs, _ := matchfile.VersionsOf(p)
	return vs
}

// siblingsOf lists the versions of id's conflict copies and tombstone,
// and the latest updated time of its copies.
func siblingsOf(tx *bbolt.Tx, id string) ([]scoring.Versions, time.Time, error) {
	var out []scoring.Versions
	var t time.Time
	for _, name := range copiesOf(tx, id) {
		rec := getRecord(tx, name, kindMatch)
		if rec == nil {
			continue
		}
		m, err := decodeMatchRecord(recKey(name, kindMatch), rec)
		if err != nil {
			continue
		}
		out = append(out, m.Versions)
		t = latest(t, m.Updated)
	}
	for _, tb := range matchTombs.list(tx, id) {
		out = append(out, tb.m.Versions)
	}
	return out, t, nil
}

// current returns the stored summary of id (to replace its index
// entries) and the stored revision (-1: none). When the summary is
// missing or damaged it derives both from the stored match if that
// reads; when neither reads there is nothing to compare against.
func current(tx *bbolt.Tx, id string) (*scoring.Summary, int) {
	s, err := getSummary(tx, id)
	if err == nil && s != nil {
		return s, s.Revision
	}
	rec := getRecord(tx, id, kindMatch)
	if rec == nil {
		return nil, -1
	}
	m, err := decodeMatchRecord(recKey(id, kindMatch), rec)
	if err != nil {
		return nil, -1
	}
	d := summaryOf(m, m.Result(), "")
	return &d, m.Revision
}

// putMatch stores the encoded match (compressed, packMatch), its summary
// and index entries (replacing old's) and its facts, and adds unknown
// players to the roster. The three records are adjacent in the records
// bucket, so this dirties one leaf page (plus its branch pages).
func putMatch(tx *bbolt.Tx, m *scoring.Match, data []byte, old *scoring.Summary, now time.Time) ([]string, error) {
	existed := getRecord(tx, m.ID, kindMatch) != nil
	if err := putRecord(tx, m.ID, kindMatch, packMatch(data)); err != nil {
		return nil, err
	}
	if err := touch(tx, chMatch, m.ID); err != nil {
		return nil, err
	}
	if !existed {
		if err := matchTombs.liveMoves(tx, m.ID, true); err != nil {
			return nil, err
		}
	}
	if err := putCaches(tx, m, old); err != nil {
		return nil, err
	}
	return ensurePlayers(tx, m.Players, now)
}

// putCaches stores the summary (with its index entries, replacing old's)
// and the facts of a stored match.
func putCaches(tx *bbolt.Tx, m *scoring.Match, old *scoring.Summary) error {
	var of string
	if note, err := getConflict(tx, m.ID); err == nil && note != nil {
		of = note.Of
	}
	r := m.Result() // once, for the summary's standings and the facts
	s := summaryOf(m, r, of)
	if err := putSummary(tx, &s, old); err != nil {
		return err
	}
	return putFacts(tx, m, r)
}

// encodeMatch returns the stored form of a match: its match file,
// compacted. The encoding is deterministic, so equal bytes are equal
// matches.
func encodeMatch(m *scoring.Match) ([]byte, error) {
	return matchfile.Compact(m)
}

// decodeMatchRecord checks and decodes a stored match under records key
// k. A record that fails its checksum, does not inflate or decode,
// breaks the rules or is not the match its key names is a *RecordError;
// nothing in it panics.
func decodeMatchRecord(k, rec []byte) (m *scoring.Match, err error) {
	id, _, _ := splitKey(k)
	defer func() {
		if r := recover(); r != nil {
			m, err = nil, &RecordError{Bucket: bucketMatches, Key: id, MatchID: id, Err: fmt.Errorf("it does not score: %v", r)}
		}
	}()
	p, err := storedJSON(k, rec)
	if err != nil {
		return nil, &RecordError{Bucket: bucketMatches, Key: id, MatchID: id, Err: err}
	}
	m, err = matchfile.DecodeStored(p)
	if err == nil && m.ID != id {
		err = fmt.Errorf("it holds match %s", m.ID)
	}
	if err != nil {
		return nil, &RecordError{Bucket: bucketMatches, Key: id, MatchID: id, Err: err}
	}
	return m, nil
}

// Get returns the stored match. ErrNotFound when there is none; a
// *RecordError (naming the match) when its record is damaged.
func (db *DB) Get(id string) (*scoring.Match, error) {
	var rec []byte
	err := db.view(func(tx *bbolt.Tx) error {
		v := getRecord(tx, id, kindMatch)
		if v == nil {
			return fmt.Errorf("match %s: %w", id, ErrNotFound)
		}
		rec = bytes.Clone(v)
		return nil
	})
	if err != nil {
		return nil, err
	}
	return decodeMatchRecord(recKey(id, kindMatch), rec)
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
	if err := db.view(func(tx *bbolt.Tx) error { of = getConflictOf(tx, id); return nil }); err != nil {
		return err
	}
	if of != "" {
		return db.resolve(of, of, []string{id}, false)
	}
	return db.update(func(tx *bbolt.Tx) error {
		if getRecord(tx, id, kindMatch) == nil {
			return fmt.Errorf("match %s: %w", id, ErrNotFound)
		}
		return deleteTx(tx, id, db.opts.Now())
	})
}

// deleteTx removes every version of match id held here and leaves its
// tombstone (Delete).
func deleteTx(tx *bbolt.Tx, id string, now time.Time) error {
	device, err := mustDevice(tx)
	if err != nil {
		return err
	}
	vs := storedVersions(tx, id)
	for _, name := range append([]string{id}, copiesOf(tx, id)...) {
		if name != id {
			if rec := getRecord(tx, name, kindMatch); rec != nil {
				if m, err := decodeMatchRecord(recKey(name, kindMatch), rec); err == nil {
					vs = vs.Merge(m.Versions)
				}
			}
		}
		if err := removeRecord(tx, name); err != nil {
			return err
		}
	}
	for _, t := range matchTombs.list(tx, id) {
		vs = vs.Merge(t.m.Versions)
	}
	if err := matchTombs.remove(tx, id, nil, true); err != nil { // all: the new one contains them
		return err
	}
	if err := matchTombs.add(tx, &scoring.Match{ID: id, Deleted: true, Updated: now.UTC(), Versions: syncrules.Next(vs, device, nil)}); err != nil {
		return err
	}
	return forget(tx, id, now)
}

// conflictNote marks an imported conflict copy: which match it
// conflicted with and when it came in, and the head of the copy (what
// the sync rules compare: matchImports reads the notes of a match's
// copies instead of inflating and parsing every copy; nil in a note
// written before it was kept).
type conflictNote struct {
	Of       string    `json:"of"`
	Imported time.Time `json:"imported"`
	Head     *noteHead `json:"head,omitempty"`
}

// noteHead is a conflict copy's revision, updated time and versions.
type noteHead struct {
	Revision int              `json:"revision"`
	Updated  time.Time        `json:"updated"`
	Versions scoring.Versions `json:"versions"`
}

// headOf is the head of a conflict copy to keep in its note.
func headOf(m *scoring.Match) *noteHead {
	return &noteHead{Revision: m.Revision, Updated: m.Updated, Versions: m.Versions}
}

// sameHead reports whether a note's head is m's.
func (h *noteHead) sameHead(m *scoring.Match) bool {
	return h.Revision == m.Revision && h.Updated.Equal(m.Updated) && (h.Versions == nil) == (m.Versions == nil) && h.Versions.Equal(m.Versions)
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
