package records

import (
	"bytes"
	"cmp"
	"time"

	"go.etcd.io/bbolt"

	"scorekeeper/scoring"
	"scorekeeper/storage/syncrules"
)

// Version is one live version of a match held here: the match itself
// (record id = match id) or a conflict copy (record id "<id>~<hash>").
type Version struct {
	Name string         // its record id
	M    *scoring.Match // with the match's own id
	Data []byte         // its match file with the match's own id
}

// LiveVersions lists the versions of match id held here: the match (if
// it reads) and its conflict copies (those that read), the match first.
func LiveVersions(tx *bbolt.Tx, id string) ([]Version, error) {
	var out []Version
	add := func(name string) error {
		rec := GetRecord(tx, name, KindMatch)
		if rec == nil {
			return nil
		}
		m, err := DecodeMatch(RecKey(name, KindMatch), rec)
		if err != nil {
			return nil // damaged: left to heal or check
		}
		m.ID = id
		data, err := EncodeMatch(m)
		if err != nil {
			return err
		}
		out = append(out, Version{name, m, data})
		return nil
	}
	if err := add(id); err != nil {
		return nil, err
	}
	for _, name := range CopiesOf(tx, id) {
		if err := add(name); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// CopiesOf lists the record ids of id's conflict copies (their conflict
// notes name id), in key order.
func CopiesOf(tx *bbolt.Tx, id string) []string {
	var out []string
	for _, c := range CopyNotes(tx, id) {
		out = append(out, c.Name)
	}
	return out
}

// NamedNote is a conflict copy's record id and note.
type NamedNote struct {
	Name string
	Note *ConflictNote
}

// CopyNotes lists id's conflict copies with their notes, in key order.
func CopyNotes(tx *bbolt.Tx, id string) []NamedNote {
	var out []NamedNote
	prefix := []byte(id + "~")
	c := tx.Bucket([]byte(BucketConflicts)).Cursor()
	for k, _ := c.Seek(prefix); k != nil && bytes.HasPrefix(k, prefix); k, _ = c.Next() {
		if note, err := GetConflict(tx, string(k)); err == nil && note != nil && note.Of == id {
			out = append(out, NamedNote{string(k), note})
		}
	}
	return out
}

// RemoveRecord removes the record name of a match version (the match or
// a copy): its match, summary, index entries, facts and conflict note.
func RemoveRecord(tx *bbolt.Tx, name string) error {
	existed := GetRecord(tx, name, KindMatch) != nil
	if old, _ := Current(tx, name); old != nil {
		if err := DeleteIndex(tx, old); err != nil {
			return err
		}
	}
	for _, kind := range []byte{KindFacts, KindMatch, KindSummary} {
		if err := RecordsOf(tx).Delete(RecKey(name, kind)); err != nil {
			return err
		}
	}
	if err := tx.Bucket([]byte(BucketConflicts)).Delete([]byte(name)); err != nil {
		return err
	}
	if !existed {
		return nil
	}
	if err := Touch(tx, ChMatch, name); err != nil {
		return err
	}
	return MatchTombs.LiveMoves(tx, name, false)
}

// StoreAs stores version v of match id under record id name (a copy
// when name is not id), and returns the roster players it added.
func StoreAs(tx *bbolt.Tx, id, name string, v Version, now time.Time) ([]string, error) {
	m := *v.M
	m.ID = name
	data := v.Data
	if name != id {
		var err error
		if data, err = EncodeMatch(&m); err != nil {
			return nil, err
		}
		if err := PutConflict(tx, name, ConflictNote{Of: id, Imported: now, Head: HeadOf(&m)}); err != nil {
			return nil, err
		}
	} else if err := tx.Bucket([]byte(BucketConflicts)).Delete([]byte(id)); err != nil {
		return nil, err
	}
	old, _ := Current(tx, name)
	return PutMatch(tx, &m, data, old, now)
}

// Arrange stores the live versions vs of match id (every other live
// Version already removed; a version not stored yet has no name): the
// first (syncrules.First) under id, each other under its CopyName. A
// Version already where it belongs is not written again. It returns the
// roster players added.
func Arrange(tx *bbolt.Tx, id string, vs []Version, now time.Time) ([]string, error) {
	rv := make([]syncrules.Version, len(vs))
	for i, v := range vs {
		rv[i] = RuleVersion(v.M, v.Data)
	}
	first := syncrules.First(rv)
	targets := make([]string, len(vs))
	want := map[string]bool{}
	for i, v := range vs {
		targets[i] = id
		if i != first {
			targets[i] = CopyName(id, v.Data)
		}
		want[targets[i]] = true
	}
	for _, v := range vs {
		if v.Name != "" && !want[v.Name] {
			if err := RemoveRecord(tx, v.Name); err != nil {
				return nil, err
			}
		}
	}
	var added []string
	for _, i := range placing(first, len(vs)) {
		v := vs[i]
		if v.Name == targets[i] {
			continue
		}
		a, err := StoreAs(tx, id, targets[i], v, now)
		if err != nil {
			return nil, err
		}
		added = append(added, a...)
	}
	return added, nil
}

// ConflictOf is the match a conflict copy conflicts with ("" for a
// match, or a note that does not read).
func ConflictOf(tx *bbolt.Tx, name string) string {
	if n, err := GetConflict(tx, name); err == nil && n != nil {
		return n.Of
	}
	return ""
}

// placing lists 0 to n-1 with first last: the record at the match's id
// is written after the version there has moved to its copy name.
func placing(first, n int) []int {
	var out []int
	for i := range n {
		if i != first {
			out = append(out, i)
		}
	}
	return append(out, first)
}

// Latest is the later of two times.
func Latest(a, b time.Time) time.Time {
	if cmp.Compare(a.UnixNano(), b.UnixNano()) >= 0 {
		return a
	}
	return b
}

// HashOf names a version's content: the first 12 hex digits of the
// SHA-256 of its file with the match's own id (CopyName).
func HashOf(data []byte) string { return CopyName("", data)[1:] }

// RuleVersion is what the rules see of a version.
func RuleVersion(m *scoring.Match, data []byte) syncrules.Version {
	return syncrules.Version{Versions: m.Versions, Revision: m.Revision, Deleted: m.Deleted, Updated: m.Updated, Hash: HashOf(data)}.Prepared()
}

func (t Tomb) RuleVersion() syncrules.Version {
	return syncrules.Version{Versions: t.M.Versions, Deleted: true, Updated: t.M.Updated, Hash: HashOf(t.Data)}.Prepared()
}
