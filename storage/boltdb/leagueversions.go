package boltdb

import (
	"bytes"
	"slices"
	"strings"
	"time"

	"go.etcd.io/bbolt"

	"scorekeeper/scoring/league"
)

// leagueVersion is one version of a league held here: the league (record
// id = league id) or a conflict copy ("<id>~<hash>", ConflictOf set).
type leagueVersion struct {
	name string
	l    *league.League // with the league's own id and no ConflictOf
	data []byte         // its encoding so
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

// heldLeagueVersions lists the versions of league id held here, the league
// first.
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

// importLeagueVersion imports a league whose file and stored record both
// have versions, by the rules of matches (importOne): contained: skipped;
// containing: replaces (and the copies it contains go); otherwise kept
// beside, the league being the latest updated (then the smaller hash),
// so the result does not depend on the order of imports.
func importLeagueVersion(tx *bbolt.Tx, x incomingLeague, now time.Time, r *LeagueImport) error {
	id := x.l.ID
	in := *x.l
	in.ConflictOf = ""
	data, err := encodeLeague(&in)
	if err != nil {
		return err
	}
	lives := heldLeagueVersions(tx, id)
	var keep []leagueVersion
	for _, v := range lives {
		switch {
		case bytes.Equal(v.data, data) || (v.l.Versions != nil && dominates(v.l.Versions, in.Versions)):
			r.Skipped = append(r.Skipped, id)
			return nil
		case v.l.Versions == nil || !dominates(in.Versions, v.l.Versions):
			keep = append(keep, v)
		}
	}
	for _, v := range lives {
		if !slices.ContainsFunc(keep, func(w leagueVersion) bool { return w.name == v.name }) && v.name != id {
			if err := tx.Bucket([]byte(bucketLeagues)).Delete([]byte(v.name)); err != nil {
				return err
			}
			if err := touch(tx, chLeague, v.name); err != nil {
				return err
			}
		}
	}
	vs := append(keep, leagueVersion{l: &in, data: data})
	slices.SortFunc(vs, func(a, b leagueVersion) int {
		if c := b.l.Updated.Compare(a.l.Updated); c != 0 {
			return c
		}
		return strings.Compare(copyName(id, a.data), copyName(id, b.data))
	})
	if len(vs) == 1 {
		r.Updated = append(r.Updated, id)
	}
	for i, v := range vs {
		name := id
		c := *v.l
		if i > 0 {
			name = copyName(id, v.data)
			c.ID, c.ConflictOf = name, id
			if v.name != name {
				r.Conflicts = append(r.Conflicts, name)
			}
		}
		if v.name == name && i > 0 {
			continue
		}
		d, err := encodeLeague(&c)
		if err != nil {
			return err
		}
		if err := putLeagueData(tx, name, d); err != nil {
			return err
		}
	}
	for _, v := range keep {
		if v.name != id && !slices.ContainsFunc(vs[1:], func(w leagueVersion) bool { return copyName(id, w.data) == v.name }) {
			if err := tx.Bucket([]byte(bucketLeagues)).Delete([]byte(v.name)); err != nil {
				return err
			}
			if err := touch(tx, chLeague, v.name); err != nil {
				return err
			}
		}
	}
	return nil
}
