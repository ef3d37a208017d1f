package boltdb

import (
	"bytes"
	"time"

	"go.etcd.io/bbolt"

	"scorekeeper/scoring"
)

// importOne imports one version of a match (a match or a tombstone) by
// the containment rules (SPEC section 3; docs/DESIGN.md, "Sync"): the
// versions held here of each match are always the ones no other
// contains, arranged by placeOrder, so the result does not depend on
// the order versions arrive in.
func importOne(tx *bbolt.Tx, x incoming, now time.Time, rep *ImportReport) error {
	if x.m.Deleted {
		return importTomb(tx, x, now, rep)
	}
	id := x.m.ID
	tomb, _ := tombOf(tx, id) // a damaged tombstone counts as none
	if tomb != nil && (x.m.Versions == nil || tomb.Versions.Contains(x.m.Versions)) {
		rep.Skipped = append(rep.Skipped, id) // deleted: it never comes back
		return nil
	}
	rec := getRecord(tx, id, kindMatch)
	if rec == nil || x.m.Versions == nil || storedVersions(tx, id) == nil {
		if rec == nil && tomb != nil { // edited apart from the deletion
			return importBeside(tx, x, nil, now, rep)
		}
		return importByRevision(tx, x, now, rep)
	}
	if _, err := decodeMatchRecord(recKey(id, kindMatch), rec); err != nil {
		return importByRevision(tx, x, now, rep) // heals it
	}
	lives, err := liveVersions(tx, id)
	if err != nil {
		return err
	}
	var keep []version
	for _, v := range lives {
		switch {
		case bytes.Equal(v.data, x.data) || (v.m.Versions != nil && dominates(v.m.Versions, x.m.Versions)):
			rep.Skipped = append(rep.Skipped, id)
			return nil
		case v.m.Versions == nil || !dominates(x.m.Versions, v.m.Versions):
			keep = append(keep, v) // edited apart, or equal versions of other content (a copied database)
		}
	}
	if len(keep) == 0 && tomb == nil {
		rep.Updated = append(rep.Updated, id)
	}
	for _, v := range lives {
		if v.name != id && !containsVersion(keep, v) {
			if err := removeRecord(tx, v.name); err != nil {
				return err
			}
		}
	}
	if len(keep) == 0 && tomb == nil {
		added, err := arrange(tx, id, []version{{m: x.m, data: x.data}}, now)
		rep.NewPlayers = append(rep.NewPlayers, added...)
		return err
	}
	return importBeside(tx, x, keep, now, rep)
}

// importBeside stores x beside the versions keep it does not contain
// (and id's tombstone, unless x contains it): a conflict.
func importBeside(tx *bbolt.Tx, x incoming, keep []version, now time.Time, rep *ImportReport) error {
	id := x.m.ID
	tomb, _ := tombOf(tx, id)
	if tomb != nil && x.m.Versions.Contains(tomb.Versions) {
		if err := deleteTomb(tx, id); err != nil {
			return err
		}
		tomb = nil
	}
	before := map[string]bool{}
	for _, v := range keep {
		before[v.name] = true
	}
	vs := append(keep, version{m: x.m, data: x.data})
	added, err := arrange(tx, id, vs, now)
	if err != nil {
		return err
	}
	rep.NewPlayers = append(rep.NewPlayers, added...)
	n := len(rep.Conflicts)
	for _, v := range vs[1:] {
		if name := copyName(id, v.data); !before[name] {
			rep.Conflicts = append(rep.Conflicts, name)
			rep.ConflictOf[name] = id
		}
	}
	if t, _ := getTomb(tx, id); t != nil && len(rep.Conflicts) == n {
		name := tombName(id, t)
		rep.Conflicts = append(rep.Conflicts, name)
		rep.ConflictOf[name] = id
	}
	if len(rep.Conflicts) == n {
		rep.Updated = append(rep.Updated, id)
	}
	return nil
}

func containsVersion(vs []version, v version) bool {
	for _, w := range vs {
		if w.name == v.name {
			return true
		}
	}
	return false
}

// importTomb imports a tombstone: it merges with the one held here, and
// removes every version of the match it contains (and one without
// versions, or a damaged one); a version it does not contain stays, as a
// conflict against the deletion. A tombstone contained by a version held
// here (a conflict resolved by keeping the match) changes nothing.
func importTomb(tx *bbolt.Tx, x incoming, now time.Time, rep *ImportReport) error {
	id := x.m.ID
	t := x.m
	if old, _ := tombOf(tx, id); old != nil {
		if old.Versions.Contains(t.Versions) {
			rep.Skipped = append(rep.Skipped, id)
			return nil
		}
		if !t.Versions.Contains(old.Versions) {
			t = &scoring.Match{ID: id, Deleted: true, Updated: latest(old.Updated, t.Updated), Versions: old.Versions.Merge(t.Versions)}
		}
	}
	lives, err := liveVersions(tx, id)
	if err != nil {
		return err
	}
	var keep []version
	for _, v := range lives {
		switch {
		case v.m.Versions != nil && dominates(v.m.Versions, t.Versions):
			rep.Skipped = append(rep.Skipped, id)
			return nil
		case v.m.Versions != nil && !t.Versions.Contains(v.m.Versions):
			keep = append(keep, v)
		}
	}
	removed := false
	for _, name := range append([]string{id}, copiesOf(tx, id)...) {
		if getRecord(tx, name, kindMatch) != nil && !containsVersion(keep, version{name: name}) {
			if err := removeRecord(tx, name); err != nil {
				return err
			}
			removed = true
		}
	}
	if len(keep) > 0 {
		added, err := arrange(tx, id, keep, now)
		if err != nil {
			return err
		}
		rep.NewPlayers = append(rep.NewPlayers, added...)
	}
	if err := putTomb(tx, t); err != nil {
		return err
	}
	if removed {
		rep.Deleted = append(rep.Deleted, id)
	}
	if len(keep) > 0 {
		data, _ := getTomb(tx, id)
		name := tombName(id, data)
		rep.Conflicts = append(rep.Conflicts, name)
		rep.ConflictOf[name] = id
		return nil
	}
	if !removed {
		return nil // a tombstone of a match never held here: kept, nothing to show
	}
	return forget(tx, id, now)
}
