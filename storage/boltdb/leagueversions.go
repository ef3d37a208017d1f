package boltdb

import (
	"bytes"
	"fmt"
	"slices"

	"go.etcd.io/bbolt"

	"scorekeeper/scoring"
	"scorekeeper/scoring/league"
	"scorekeeper/storage/syncrules"
)

// leagueVersion is one version of a league held here: the league (record
// id = league id) or a conflict copy ("<id>~<hash>", ConflictOf set).
type leagueVersion struct {
	name string
	l    *league.League // with the league's own id and no ConflictOf
	data []byte         // its encoding so
}

// version is what the sync rules see of a league version.
func (v leagueVersion) version() syncrules.Version {
	return syncrules.Version{Versions: v.l.Versions, Revision: v.l.Revision, Updated: v.l.Updated, Hash: hashOf(v.data)}.Prepared()
}

// leagueCopies lists the conflict copies of league id that read.
func leagueCopies(tx *bbolt.Tx, id string) []leagueVersion {
	var out []leagueVersion
	prefix := []byte(id + "~")
	c := tx.Bucket([]byte(bucketLeagues)).Cursor()
	for k, v := c.Seek(prefix); k != nil && bytes.HasPrefix(k, prefix); k, v = c.Next() {
		if lv, ok := asLeagueVersion(k, v, id); ok {
			out = append(out, lv)
		}
	}
	return out
}

// heldLeagueVersions lists the versions of league id held here, the
// league first.
func heldLeagueVersions(tx *bbolt.Tx, id string) []leagueVersion {
	var out []leagueVersion
	if lv, ok := asLeagueVersion([]byte(id), tx.Bucket([]byte(bucketLeagues)).Get([]byte(id)), id); ok {
		out = append(out, lv)
	}
	return append(out, leagueCopies(tx, id)...)
}

func asLeagueVersion(k, v []byte, id string) (leagueVersion, bool) {
	if v == nil {
		return leagueVersion{}, false
	}
	l, err := decodeLeagueRecord(k, v)
	if err != nil || (string(k) != id && l.ConflictOf != id) {
		return leagueVersion{}, false
	}
	l.ID, l.ConflictOf = id, ""
	data, err := encodeLeague(l)
	if err != nil {
		return leagueVersion{}, false
	}
	return leagueVersion{string(k), l, data}, true
}

// importLeagueVersion imports a league or a league's tombstone by the
// rules of matches (syncrules.Decide): held here are the versions (live
// and tombstones) no version seen beats; the live ones are placed as
// matches are (placeLeagues), so the result does not depend on the order
// of imports. A league without versions goes by revision (Decide).
func importLeagueVersion(tx *bbolt.Tx, x incomingLeague, r *LeagueImport) error {
	id := x.l.ID
	xm := &scoring.Match{ID: id, Updated: x.l.Updated, Versions: x.l.Versions, Deleted: x.deleted}
	data := x.data
	var in *league.League
	if !x.deleted {
		in = cloneLeague(x.l)
		in.ConflictOf = ""
		var err error
		if data, err = encodeLeague(in); err != nil {
			return err
		}
	}
	damaged := false
	if rec := tx.Bucket([]byte(bucketLeagues)).Get([]byte(id)); rec != nil {
		if _, err := decodeLeagueRecord([]byte(id), rec); err != nil {
			damaged = true
		}
	}
	if x.deleted && damaged {
		if err := deleteLeagueRecord(tx, id); err != nil { // damaged: the deletion wins
			return err
		}
	}
	lives, tombs := heldLeagueVersions(tx, id), leagueTombs.list(tx, id)
	xv := syncrules.Version{Versions: x.l.Versions, Revision: x.l.Revision, Deleted: x.deleted, Updated: x.l.Updated, Hash: hashOf(data)}.Prepared()
	out := syncrules.Decide(leagueHeld(lives, tombs), xv, deviceOf(tx))
	if out.Skip {
		r.Skipped = append(r.Skipped, id)
		return nil
	}
	keep, gone, err := dropLeagues(tx, id, lives, tombs, out)
	if err != nil {
		return err
	}
	if x.deleted {
		if len(keep) < len(lives) {
			r.Deleted = append(r.Deleted, id)
		}
		if err := placeLeagues(tx, id, keep, r); err != nil {
			return err
		}
		return leagueTombs.add(tx, xm)
	}
	switch {
	case len(lives) == 0 && len(tombs) == len(gone) && !damaged:
		r.Added = append(r.Added, id)
	case len(keep) == 0 && len(tombs) == len(gone):
		r.Updated = append(r.Updated, id)
	}
	return placeLeagues(tx, id, append(keep, leagueVersion{l: in, data: data}), r)
}

// leagueHeld is what the rules see of the versions of a league held.
func leagueHeld(lives []leagueVersion, tombs []tomb) syncrules.Held {
	var h syncrules.Held
	for _, v := range lives {
		h.Lives = append(h.Lives, v.version())
	}
	for _, t := range tombs {
		h.Tombs = append(h.Tombs, t.version())
	}
	return h
}

// dropLeagues removes the versions of league id that out says the
// arriving version beats, and returns the live ones kept and the keys of
// the tombstones gone.
func dropLeagues(tx *bbolt.Tx, id string, lives []leagueVersion, tombs []tomb, out syncrules.Outcome) ([]leagueVersion, [][]byte, error) {
	var keep []leagueVersion
	for i, v := range lives {
		if !slices.Contains(out.Lives, i) {
			keep = append(keep, v)
		} else if err := deleteLeagueRecord(tx, v.name); err != nil {
			return nil, nil, err
		}
	}
	var gone [][]byte
	for _, i := range out.Tombs {
		gone = append(gone, tombs[i].key)
	}
	return keep, gone, leagueTombs.remove(tx, id, gone, false)
}

// placeLeagues stores the live versions vs of league id (every other one
// already removed; a new one has no name): the latest updated (then the
// smaller hash) as the league, each other as a copy "<id>~<hash>" with
// ConflictOf set, named in r.Conflicts when new.
func placeLeagues(tx *bbolt.Tx, id string, vs []leagueVersion, r *LeagueImport) error {
	slices.SortFunc(vs, func(a, b leagueVersion) int {
		switch av, bv := a.version(), b.version(); {
		case syncrules.Before(av, bv):
			return -1
		case syncrules.Before(bv, av):
			return 1
		}
		return 0
	})
	want := map[string]bool{}
	for i, v := range vs {
		name := id
		if i > 0 {
			name = copyName(id, v.data)
		}
		want[name] = true
		if v.name == name && i > 0 {
			continue
		}
		c := *v.l
		if i > 0 {
			c.ID, c.ConflictOf = name, id
			r.Conflicts = append(r.Conflicts, name)
		}
		d, err := encodeLeague(&c)
		if err != nil {
			return err
		}
		if err := putLeagueData(tx, name, d); err != nil {
			return err
		}
	}
	for _, v := range vs {
		if v.name != "" && !want[v.name] {
			if err := deleteLeagueRecord(tx, v.name); err != nil {
				return err
			}
		}
	}
	return nil
}

// deleteLeagueRecord removes a league's (or a copy's) record.
func deleteLeagueRecord(tx *bbolt.Tx, name string) error {
	b := tx.Bucket([]byte(bucketLeagues))
	if b.Get([]byte(name)) == nil {
		return nil
	}
	if err := b.Delete([]byte(name)); err != nil {
		return err
	}
	if err := touch(tx, chLeague, name); err != nil {
		return err
	}
	return leagueTombs.liveMoves(tx, name, false)
}

// DeleteLeague removes a league and its conflict copies (its matches
// stay) and leaves a tombstone, as Delete does for a match: the merge of
// the versions it removed, raised, so the league does not come back
// from a device that had one of them.
func (db *DB) DeleteLeague(id string) error {
	return db.update(func(tx *bbolt.Tx) error {
		if tx.Bucket([]byte(bucketLeagues)).Get([]byte(id)) == nil {
			return fmt.Errorf("league %s: %w", id, ErrNotFound)
		}
		device, err := mustDevice(tx)
		if err != nil {
			return err
		}
		var vs scoring.Versions
		for _, v := range heldLeagueVersions(tx, id) {
			vs = vs.Merge(v.l.Versions)
		}
		for _, t := range leagueTombs.list(tx, id) {
			vs = vs.Merge(t.m.Versions)
		}
		for _, name := range append([]string{id}, leagueCopyNames(tx, id)...) {
			if err := deleteLeagueRecord(tx, name); err != nil {
				return err
			}
		}
		if err := leagueTombs.remove(tx, id, nil, true); err != nil {
			return err
		}
		return leagueTombs.add(tx, &scoring.Match{ID: id, Deleted: true, Updated: db.opts.Now().UTC(), Versions: syncrules.Next(vs, device, nil)})
	})
}

// leagueCopyNames lists the record ids of league id's conflict copies,
// those that do not read too.
func leagueCopyNames(tx *bbolt.Tx, id string) []string {
	var out []string
	prefix := []byte(id + "~")
	c := tx.Bucket([]byte(bucketLeagues)).Cursor()
	for k, v := c.Seek(prefix); k != nil && bytes.HasPrefix(k, prefix); k, v = c.Next() {
		if l, err := decodeLeagueRecord(k, v); err != nil || l.ConflictOf == id {
			out = append(out, string(k))
		}
	}
	return out
}
