package boltdb

import (
	"fmt"
	"slices"

	"go.etcd.io/bbolt"

	"scorekeeper/scoring"
	"scorekeeper/scoring/league"
	"scorekeeper/storage/boltdb/internal/records"
	"scorekeeper/storage/syncrules"
)

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
		if data, err = records.EncodeLeague(in); err != nil {
			return err
		}
	}
	damaged := false
	if rec := tx.Bucket([]byte(records.BucketLeagues)).Get([]byte(id)); rec != nil {
		if _, err := records.DecodeLeague([]byte(id), rec); err != nil {
			damaged = true
		}
	}
	if x.deleted && damaged {
		if err := records.DeleteLeague(tx, id); err != nil { // damaged: the deletion wins
			return err
		}
	}
	lives, tombs := records.HeldLeagueVersions(tx, id), records.LeagueTombs.List(tx, id)
	xv := syncrules.Version{Versions: x.l.Versions, Revision: x.l.Revision, Deleted: x.deleted, Updated: x.l.Updated, Hash: records.HashOf(data)}.Prepared()
	out := syncrules.Decide(leagueHeld(lives, tombs), xv, records.DeviceOf(tx))
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
		return records.LeagueTombs.Add(tx, xm)
	}
	switch {
	case len(lives) == 0 && len(tombs) == len(gone) && !damaged:
		r.Added = append(r.Added, id)
	case len(keep) == 0 && len(tombs) == len(gone):
		r.Updated = append(r.Updated, id)
	}
	return placeLeagues(tx, id, append(keep, records.LeagueVersion{L: in, Data: data}), r)
}

// leagueHeld is what the rules see of the versions of a league held.
func leagueHeld(lives []records.LeagueVersion, tombs []records.Tomb) syncrules.Held {
	var h syncrules.Held
	for _, v := range lives {
		h.Lives = append(h.Lives, v.RuleVersion())
	}
	for _, t := range tombs {
		h.Tombs = append(h.Tombs, t.RuleVersion())
	}
	return h
}

// dropLeagues removes the versions of league id that out says the
// arriving version beats, and returns the live ones kept and the keys of
// the tombstones gone.
func dropLeagues(tx *bbolt.Tx, id string, lives []records.LeagueVersion, tombs []records.Tomb, out syncrules.Outcome) ([]records.LeagueVersion, [][]byte, error) {
	var keep []records.LeagueVersion
	for i, v := range lives {
		if !slices.Contains(out.Lives, i) {
			keep = append(keep, v)
		} else if err := records.DeleteLeague(tx, v.Name); err != nil {
			return nil, nil, err
		}
	}
	var gone [][]byte
	for _, i := range out.Tombs {
		gone = append(gone, tombs[i].Key)
	}
	return keep, gone, records.LeagueTombs.Remove(tx, id, gone, false)
}

// placeLeagues stores the live versions vs of league id (every other one
// already removed; a new one has no name): the latest updated (then the
// smaller hash) as the league, each other as a copy "<id>~<hash>" with
// ConflictOf set, named in r.Conflicts when new.
func placeLeagues(tx *bbolt.Tx, id string, vs []records.LeagueVersion, r *LeagueImport) error {
	slices.SortFunc(vs, func(a, b records.LeagueVersion) int {
		switch av, bv := a.RuleVersion(), b.RuleVersion(); {
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
			name = records.CopyName(id, v.Data)
		}
		want[name] = true
		if v.Name == name && i > 0 {
			continue
		}
		c := *v.L
		if i > 0 {
			c.ID, c.ConflictOf = name, id
			r.Conflicts = append(r.Conflicts, name)
		}
		d, err := records.EncodeLeague(&c)
		if err != nil {
			return err
		}
		if err := records.PutLeague(tx, name, d); err != nil {
			return err
		}
	}
	for _, v := range vs {
		if v.Name != "" && !want[v.Name] {
			if err := records.DeleteLeague(tx, v.Name); err != nil {
				return err
			}
		}
	}
	return nil
}

// DeleteLeague removes a league and its conflict copies (its matches
// stay) and leaves a tombstone, as Delete does for a match: the merge of
// the versions it removed, raised, so the league does not come back
// from a device that had one of them.
func (db *DB) DeleteLeague(id string) error {
	return db.update(func(tx *bbolt.Tx) error {
		if tx.Bucket([]byte(records.BucketLeagues)).Get([]byte(id)) == nil {
			return fmt.Errorf("league %s: %w", id, ErrNotFound)
		}
		device, err := records.MustDevice(tx)
		if err != nil {
			return err
		}
		var vs scoring.Versions
		for _, v := range records.HeldLeagueVersions(tx, id) {
			vs = vs.Merge(v.L.Versions)
		}
		for _, t := range records.LeagueTombs.List(tx, id) {
			vs = vs.Merge(t.M.Versions)
		}
		for _, name := range append([]string{id}, records.LeagueCopyNames(tx, id)...) {
			if err := records.DeleteLeague(tx, name); err != nil {
				return err
			}
		}
		if err := records.LeagueTombs.Remove(tx, id, nil, true); err != nil {
			return err
		}
		return records.LeagueTombs.Add(tx, &scoring.Match{ID: id, Deleted: true, Updated: db.opts.Now().UTC(), Versions: syncrules.Next(vs, device, nil)})
	})
}
