package records

import (
	"encoding/json"
	"fmt"
	"time"

	"go.etcd.io/bbolt"

	"scorekeeper/scoring"
	"scorekeeper/storage/matchfile"
)

// StoredVersions is the versions of the stored match id (nil: none, or
// it does not read: a damaged record does not stop a save that mends it).
func StoredVersions(tx *bbolt.Tx, id string) scoring.Versions {
	rec := GetRecord(tx, id, KindMatch)
	if rec == nil {
		return nil
	}
	p, err := StoredJSON(RecKey(id, KindMatch), rec)
	if err != nil {
		return nil
	}
	vs, _ := matchfile.VersionsOf(p)
	return vs
}

// SiblingsOf lists the versions of id's conflict copies and tombstone,
// and the latest updated time of its copies.
func SiblingsOf(tx *bbolt.Tx, id string) ([]scoring.Versions, time.Time, error) {
	var out []scoring.Versions
	var t time.Time
	for _, name := range CopiesOf(tx, id) {
		rec := GetRecord(tx, name, KindMatch)
		if rec == nil {
			continue
		}
		m, err := DecodeMatch(RecKey(name, KindMatch), rec)
		if err != nil {
			continue
		}
		out = append(out, m.Versions)
		t = Latest(t, m.Updated)
	}
	for _, tb := range MatchTombs.List(tx, id) {
		out = append(out, tb.M.Versions)
	}
	return out, t, nil
}

// Current returns the stored summary of id (to replace its index
// entries) and the stored revision (-1: none). When the summary is
// missing or damaged it derives both from the stored match if that
// reads; when neither reads there is nothing to compare against.
func Current(tx *bbolt.Tx, id string) (*scoring.Summary, int) {
	s, err := GetSummary(tx, id)
	if err == nil && s != nil {
		return s, s.Revision
	}
	rec := GetRecord(tx, id, KindMatch)
	if rec == nil {
		return nil, -1
	}
	m, err := DecodeMatch(RecKey(id, KindMatch), rec)
	if err != nil {
		return nil, -1
	}
	d := SummaryOf(m, m.Result(), "")
	return &d, m.Revision
}

// PutMatch stores the encoded match (compressed, PackMatch), its summary
// and index entries (replacing old's) and its facts, and adds unknown
// players to the roster. The three records are adjacent in the records
// bucket, so this dirties one leaf page (plus its branch pages).
func PutMatch(tx *bbolt.Tx, m *scoring.Match, data []byte, old *scoring.Summary, now time.Time) ([]string, error) {
	existed := GetRecord(tx, m.ID, KindMatch) != nil
	if err := PutRecord(tx, m.ID, KindMatch, PackMatch(data)); err != nil {
		return nil, err
	}
	if err := Touch(tx, ChMatch, m.ID); err != nil {
		return nil, err
	}
	if !existed {
		if err := MatchTombs.LiveMoves(tx, m.ID, true); err != nil {
			return nil, err
		}
	}
	if err := PutCaches(tx, m, old); err != nil {
		return nil, err
	}
	return EnsurePlayers(tx, m.Players, now)
}

// PutCaches stores the summary (with its index entries, replacing old's)
// and the facts of a stored match.
func PutCaches(tx *bbolt.Tx, m *scoring.Match, old *scoring.Summary) error {
	var of string
	if note, err := GetConflict(tx, m.ID); err == nil && note != nil {
		of = note.Of
	}
	r := m.Result() // once, for the summary's standings and the facts
	s := SummaryOf(m, r, of)
	if err := PutSummary(tx, &s, old); err != nil {
		return err
	}
	return PutFacts(tx, m, r)
}

// EncodeMatch returns the stored form of a match: its match file,
// compacted. The encoding is deterministic, so equal bytes are equal
// matches.
func EncodeMatch(m *scoring.Match) ([]byte, error) {
	return matchfile.Compact(m)
}

// DecodeMatch checks and decodes a stored match under records key
// k. A record that fails its checksum, does not inflate or decode,
// breaks the rules or is not the match its key names is a *RecordError;
// nothing in it panics.
func DecodeMatch(k, rec []byte) (m *scoring.Match, err error) {
	id, _, _ := SplitKey(k)
	defer func() {
		if r := recover(); r != nil {
			m, err = nil, &RecordError{Bucket: BucketMatches, Key: id, MatchID: id, Err: fmt.Errorf("it does not score: %v", r)}
		}
	}()
	p, err := StoredJSON(k, rec)
	if err != nil {
		return nil, &RecordError{Bucket: BucketMatches, Key: id, MatchID: id, Err: err}
	}
	m, err = matchfile.DecodeStored(p)
	if err == nil && m.ID != id {
		err = fmt.Errorf("it holds match %s", m.ID)
	}
	if err != nil {
		return nil, &RecordError{Bucket: BucketMatches, Key: id, MatchID: id, Err: err}
	}
	return m, nil
}

// ConflictNote marks an imported conflict copy: which match it
// conflicted with and when it came in, and the head of the copy (what
// the sync rules compare: matchImports reads the notes of a match's
// copies instead of inflating and parsing every copy; nil in a note
// written before it was kept).
type ConflictNote struct {
	Of       string    `json:"of"`
	Imported time.Time `json:"imported"`
	Head     *NoteHead `json:"head,omitempty"`
}

// NoteHead is a conflict copy's revision, updated time and versions.
type NoteHead struct {
	Revision int              `json:"revision"`
	Updated  time.Time        `json:"updated"`
	Versions scoring.Versions `json:"versions"`
}

// HeadOf is the head of a conflict copy to keep in its note.
func HeadOf(m *scoring.Match) *NoteHead {
	return &NoteHead{Revision: m.Revision, Updated: m.Updated, Versions: m.Versions}
}

// SameHead reports whether a note's head is m's.
func (h *NoteHead) SameHead(m *scoring.Match) bool {
	return h.Revision == m.Revision && h.Updated.Equal(m.Updated) && (h.Versions == nil) == (m.Versions == nil) && h.Versions.Equal(m.Versions)
}

func GetConflict(tx *bbolt.Tx, id string) (*ConflictNote, error) {
	v := tx.Bucket([]byte(BucketConflicts)).Get([]byte(id))
	if v == nil {
		return nil, nil
	}
	var n ConflictNote
	p, err := Unframe([]byte(id), v)
	if err == nil {
		err = json.Unmarshal(p, &n)
	}
	if err != nil {
		return nil, &RecordError{Bucket: BucketConflicts, Key: id, MatchID: id, Err: err}
	}
	return &n, nil
}

func PutConflict(tx *bbolt.Tx, id string, n ConflictNote) error {
	data, err := json.Marshal(n)
	if err != nil {
		return err
	}
	return tx.Bucket([]byte(BucketConflicts)).Put([]byte(id), Frame([]byte(id), data))
}
