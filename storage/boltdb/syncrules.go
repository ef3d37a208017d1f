package boltdb

import (
	"bytes"
	"time"

	"go.etcd.io/bbolt"

	"scorekeeper/scoring"
)

// beats reports whether version a makes version b obsolete: a contains
// b and b not a, or both have the same versions and a is a tombstone and
// b is not (a deletion wins a tie with a copied database's edit). Only a
// tombstone beats a version without versions (files written before they
// existed go by revision, importByRevision).
func beats(a, b *scoring.Match) bool {
	switch {
	case b.Versions == nil:
		return a.Deleted
	case a.Versions == nil:
		return false
	}
	return a.Versions.Contains(b.Versions) && (!b.Versions.Contains(a.Versions) || (a.Deleted && !b.Deleted))
}

// importOne imports one version of a match (a match or a tombstone) by
// the containment rules (SPEC section 3; docs/DESIGN.md, "Sync"). The
// versions of a match held here (the match, its conflict copies, its
// tombstones) are always those no other version seen beats; the live
// ones are arranged by placeOrder. So the result depends only on the
// versions seen, never on the order they arrived in.
func importOne(tx *bbolt.Tx, x incoming, now time.Time, rep *ImportReport) error {
	id := x.m.ID
	tombs := matchTombs.list(tx, id)
	if !x.m.Deleted {
		switch {
		case x.m.Versions == nil && len(tombs) > 0: // a tombstone contains every such version
			rep.Skipped = append(rep.Skipped, id)
			return nil
		case x.m.Versions == nil || (getRecord(tx, id, kindMatch) != nil && storedVersions(tx, id) == nil):
			return importByRevision(tx, x, now, rep) // also heals a damaged match
		}
	} else if rec := getRecord(tx, id, kindMatch); rec != nil {
		if _, err := decodeMatchRecord(recKey(id, kindMatch), rec); err != nil {
			if err := removeRecord(tx, id); err != nil { // damaged: the deletion wins
				return err
			}
		}
	}
	lives, err := liveVersions(tx, id)
	if err != nil {
		return err
	}
	if heldBeats(lives, tombs, x) {
		rep.Skipped = append(rep.Skipped, id)
		return nil
	}
	keep, removed, gone, err := dropBeaten(tx, x, lives, tombs)
	if err != nil {
		return err
	}
	if x.m.Deleted {
		return importedTomb(tx, x, keep, removed, now, rep)
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
	reportLive(rep, id, vs, before, len(lives), len(tombs)-gone)
	return nil
}

// heldBeats reports whether a version held here is x or beats it.
func heldBeats(lives []version, tombs []tomb, x incoming) bool {
	for _, v := range lives {
		if bytes.Equal(v.data, x.data) || beats(v.m, x.m) {
			return true
		}
	}
	for _, t := range tombs {
		if bytes.Equal(t.data, x.data) || beats(t.m, x.m) {
			return true
		}
	}
	return false
}

// dropBeaten removes the versions held here that x beats (a live one
// under the match's id is left for arrange to replace, unless x is a
// tombstone) and returns the live ones it keeps, whether a live one
// went, and how many tombstones went.
func dropBeaten(tx *bbolt.Tx, x incoming, lives []version, tombs []tomb) (keep []version, removed bool, gone int, err error) {
	id := x.m.ID
	for _, v := range lives {
		if !beats(x.m, v.m) {
			keep = append(keep, v)
			continue
		}
		removed = true
		if v.name != id || x.m.Deleted {
			if err := removeRecord(tx, v.name); err != nil {
				return nil, false, 0, err
			}
		}
	}
	var keys [][]byte
	for _, t := range tombs {
		if beats(x.m, t.m) {
			keys = append(keys, t.key)
		}
	}
	return keep, removed, len(keys), matchTombs.remove(tx, id, keys, false)
}

// reportLive reports a live version stored and placed among vs, given
// the record ids held before and how many live versions and tombstones
// were held (tombstones: those left).
func reportLive(rep *ImportReport, id string, vs []version, before map[string]bool, lives, tombs int) {
	switch {
	case len(vs) == 1 && tombs == 0 && lives == 0:
		rep.Added = append(rep.Added, id)
	case len(vs) == 1 && tombs == 0:
		rep.Updated = append(rep.Updated, id)
	default: // a conflict: name the new sides
		n := len(rep.Conflicts)
		for _, v := range vs[1:] {
			if name := copyName(id, v.data); !before[name] {
				rep.Conflicts = append(rep.Conflicts, name)
				rep.ConflictOf[name] = id
			}
		}
		if len(rep.Conflicts) == n {
			rep.Updated = append(rep.Updated, id) // the match changed beside its other sides
		}
	}
}

// importedTomb stores tombstone x once the versions it beats are gone
// (keep: the live versions it does not contain).
func importedTomb(tx *bbolt.Tx, x incoming, keep []version, removed bool, now time.Time, rep *ImportReport) error {
	id := x.m.ID
	if removed && len(keep) > 0 {
		added, err := arrange(tx, id, keep, now)
		if err != nil {
			return err
		}
		rep.NewPlayers = append(rep.NewPlayers, added...)
	}
	if err := matchTombs.add(tx, x.m); err != nil {
		return err
	}
	if removed {
		rep.Deleted = append(rep.Deleted, id)
	}
	if len(keep) > 0 { // edited apart from the deletion: a conflict
		name := copyName(id, x.data)
		rep.Conflicts = append(rep.Conflicts, name)
		rep.ConflictOf[name] = id
		return nil
	}
	if !removed {
		return nil // a tombstone of a match never held here: kept, nothing to show
	}
	return forget(tx, id, now)
}
