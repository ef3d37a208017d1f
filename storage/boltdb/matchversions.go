package boltdb

import (
	"bytes"
	"cmp"
	"time"

	"go.etcd.io/bbolt"

	"scorekeeper/scoring"
	"scorekeeper/storage/syncrules"
)

// version is one live version of a match held here: the match itself
// (record id = match id) or a conflict copy (record id "<id>~<hash>").
type version struct {
	name string         // its record id
	m    *scoring.Match // with the match's own id
	data []byte         // its match file with the match's own id
}

// liveVersions lists the versions of match id held here: the match (if
// it reads) and its conflict copies (those that read), the match first.
func liveVersions(tx *bbolt.Tx, id string) ([]version, error) {
	var out []version
	add := func(name string) error {
		rec := getRecord(tx, name, kindMatch)
		if rec == nil {
			return nil
		}
		m, err := decodeMatchRecord(recKey(name, kindMatch), rec)
		if err != nil {
			return nil // damaged: left to heal or check
		}
		m.ID = id
		data, err := encodeMatch(m)
		if err != nil {
			return err
		}
		out = append(out, version{name, m, data})
		return nil
	}
	if err := add(id); err != nil {
		return nil, err
	}
	for _, name := range copiesOf(tx, id) {
		if err := add(name); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// copiesOf lists the record ids of id's conflict copies (their conflict
// notes name id), in key order.
func copiesOf(tx *bbolt.Tx, id string) []string {
	var out []string
	for _, c := range copyNotes(tx, id) {
		out = append(out, c.name)
	}
	return out
}

// namedNote is a conflict copy's record id and note.
type namedNote struct {
	name string
	note *conflictNote
}

// copyNotes lists id's conflict copies with their notes, in key order.
func copyNotes(tx *bbolt.Tx, id string) []namedNote {
	var out []namedNote
	prefix := []byte(id + "~")
	c := tx.Bucket([]byte(bucketConflicts)).Cursor()
	for k, _ := c.Seek(prefix); k != nil && bytes.HasPrefix(k, prefix); k, _ = c.Next() {
		if note, err := getConflict(tx, string(k)); err == nil && note != nil && note.Of == id {
			out = append(out, namedNote{string(k), note})
		}
	}
	return out
}

// removeRecord removes the record name of a match version (the match or
// a copy): its match, summary, index entries, facts and conflict note.
func removeRecord(tx *bbolt.Tx, name string) error {
	existed := getRecord(tx, name, kindMatch) != nil
	if old, _ := current(tx, name); old != nil {
		if err := deleteIndex(tx, old); err != nil {
			return err
		}
	}
	for _, kind := range []byte{kindFacts, kindMatch, kindSummary} {
		if err := recordsOf(tx).Delete(recKey(name, kind)); err != nil {
			return err
		}
	}
	if err := tx.Bucket([]byte(bucketConflicts)).Delete([]byte(name)); err != nil {
		return err
	}
	if !existed {
		return nil
	}
	if err := touch(tx, chMatch, name); err != nil {
		return err
	}
	return matchTombs.liveMoves(tx, name, false)
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

// storeAs stores version v of match id under record id name (a copy
// when name is not id), and returns the roster players it added.
func storeAs(tx *bbolt.Tx, id, name string, v version, now time.Time) ([]string, error) {
	m := *v.m
	m.ID = name
	data := v.data
	if name != id {
		var err error
		if data, err = encodeMatch(&m); err != nil {
			return nil, err
		}
		if err := putConflict(tx, name, conflictNote{Of: id, Imported: now, Head: headOf(&m)}); err != nil {
			return nil, err
		}
	} else if err := tx.Bucket([]byte(bucketConflicts)).Delete([]byte(id)); err != nil {
		return nil, err
	}
	old, _ := current(tx, name)
	return putMatch(tx, &m, data, old, now)
}

// arrange stores the live versions vs of match id (every other live
// version already removed; a version not stored yet has no name): the
// first (syncrules.First) under id, each other under its copyName. A
// version already where it belongs is not written again. It returns the
// roster players added.
func arrange(tx *bbolt.Tx, id string, vs []version, now time.Time) ([]string, error) {
	rv := make([]syncrules.Version, len(vs))
	for i, v := range vs {
		rv[i] = ruleVersion(v.m, v.data)
	}
	first := syncrules.First(rv)
	targets := make([]string, len(vs))
	want := map[string]bool{}
	for i, v := range vs {
		targets[i] = id
		if i != first {
			targets[i] = copyName(id, v.data)
		}
		want[targets[i]] = true
	}
	for _, v := range vs {
		if v.name != "" && !want[v.name] {
			if err := removeRecord(tx, v.name); err != nil {
				return nil, err
			}
		}
	}
	var added []string
	for _, i := range placing(first, len(vs)) {
		v := vs[i]
		if v.name == targets[i] {
			continue
		}
		a, err := storeAs(tx, id, targets[i], v, now)
		if err != nil {
			return nil, err
		}
		added = append(added, a...)
	}
	return added, nil
}

// getConflictOf is the match a conflict copy conflicts with ("" for a
// match, or a note that does not read).
func getConflictOf(tx *bbolt.Tx, name string) string {
	if n, err := getConflict(tx, name); err == nil && n != nil {
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

// latest is the later of two times.
func latest(a, b time.Time) time.Time {
	if cmp.Compare(a.UnixNano(), b.UnixNano()) >= 0 {
		return a
	}
	return b
}
