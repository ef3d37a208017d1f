package boltdb

import (
	"bytes"
	"errors"
	"fmt"
	"time"

	"go.etcd.io/bbolt"

	"scorekeeper/scoring"
	"scorekeeper/storage/boltdb/internal/records"
	"scorekeeper/storage/dbfile"
	"scorekeeper/storage/matchfile"
	"scorekeeper/storage/syncrules"
)

// Record is one file read from a sync folder: its kind (KindMatches,
// KindLeagues, KindPlayers), its name (for messages) and its content.
type Record struct {
	Kind, Name string
	Data       []byte
}

// SyncImport decodes the records and imports them in one transaction
// (roster players, then matches and tombstones, then leagues) by the
// containment rules (importOne), without the backup ImportSource makes:
// nothing it replaces is lost (a replaced version is contained in its
// replacement; versions edited apart are both kept). A record that does
// not decode or breaks the rules is skipped and named in the report's
// Broken ("<kind>/<name>" -> why); the others import. A record equal to
// what is stored changes nothing and gets no change number.
func (db *DB) SyncImport(recs []Record) (ImportReport, error) {
	rep := ImportReport{ConflictOf: map[string]string{}, Broken: map[string]string{}, BrokenAt: map[int]error{}}
	var players []scoring.RosterPlayer
	var matches []incoming
	var leagues []incomingLeague
	for i, r := range recs {
		var err error
		switch r.Kind {
		case KindMatches:
			var x incoming
			if x, err = decodeMatchRecordFile(r.Data, i+1); err == nil {
				matches = append(matches, x)
			}
		case KindLeagues:
			var ls []incomingLeague
			if ls, err = decodeLeagueFile(r.Data); err == nil {
				leagues = append(leagues, ls...)
			}
		case KindPlayers:
			var p scoring.RosterPlayer
			if p, err = decodePlayerFile(r.Data); err == nil {
				players = append(players, p)
			}
		default:
			err = fmt.Errorf("unknown kind %q (known: %s, %s, %s)", r.Kind, KindMatches, KindLeagues, KindPlayers)
		}
		if err != nil {
			rep.Broken[r.Kind+"/"+r.Name] = err.Error()
			rep.BrokenAt[i] = err
		}
	}
	err := db.update(func(tx *bbolt.Tx) error {
		now := db.opts.Now().UTC()
		one := ImportReport{ConflictOf: map[string]string{}}
		for _, p := range players {
			if err := importPlayer(tx, p, &one.Roster); err != nil {
				return err
			}
		}
		mi := newMatchImports(tx, now)
		for _, x := range matches {
			if err := mi.add(x, &one); err != nil {
				return err
			}
		}
		for _, x := range leagues {
			if err := importLeague(tx, x, now, &one); err != nil {
				return err
			}
		}
		rep.merge(&one, true)
		// the pages its lookups read stay mapped until the file is
		// closed: a first pass over 100,000 files read them all
		dbfile.Release(tx)
		return nil
	})
	if err != nil {
		return ImportReport{ConflictOf: map[string]string{}, Broken: rep.Broken, BrokenAt: rep.BrokenAt}, err
	}
	return rep, nil
}

// decodeMatchRecordFile decodes and checks a match file or tombstone,
// never panicking.
func decodeMatchRecordFile(data []byte, i int) (x incoming, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("it does not read: %v", r)
		}
	}()
	m, err := matchfile.DecodeMatch(data)
	if err != nil {
		return incoming{}, err
	}
	return checkIncoming(m, i)
}

// decodeLeagueFile decodes and checks a league's file or tombstone.
func decodeLeagueFile(data []byte) ([]incomingLeague, error) {
	it, err := matchfile.DecodeLeague(data)
	switch {
	case err != nil:
		return nil, err
	case !it.Deleted:
		return checkLeagues([]matchfile.LeagueItem{it})
	}
	if err := checkTaken("league", it.League.ID, 0, it.League.Versions); err != nil {
		return nil, err
	}
	data, err = matchfile.EncodeLeague(it)
	return []incomingLeague{{l: it.League, data: data, deleted: true}}, err
}

// decodePlayerFile decodes and checks a roster player's file.
func decodePlayerFile(data []byte) (scoring.RosterPlayer, error) {
	p, err := matchfile.DecodePlayer(data)
	if err == nil {
		err = checkTaken("player", p.ID, 0, p.Versions)
	}
	return p, err
}

// importPlayer imports a roster player by the containment rules; a nil
// versions counts as none (a player added by an import, or before
// versions existed). Two versions changed apart (or equal versions of
// other content) merge deterministically (playerMerge).
func importPlayer(tx *bbolt.Tx, in scoring.RosterPlayer, r *LeagueImport) error {
	old, err := records.GetPlayer(tx, in.ID)
	switch {
	case errors.Is(err, ErrNotFound):
		r.Added = append(r.Added, in.ID)
		return records.PutPlayer(tx, in)
	case err != nil: // damaged: a good copy heals it
		r.Updated = append(r.Updated, in.ID)
		return records.PutPlayer(tx, in)
	case records.FromMatches(in):
		r.Skipped = append(r.Skipped, in.ID)
		return nil
	case records.FromMatches(old):
		r.Updated = append(r.Updated, in.ID)
		return records.PutPlayer(tx, in)
	}
	a, _ := matchfile.EncodePlayer(old)
	b, _ := matchfile.EncodePlayer(in)
	switch syncrules.DecidePlayer(old.Versions, in.Versions, bytes.Equal(a, b), records.DeviceOf(tx)) {
	case syncrules.KeepPlayer:
		r.Skipped = append(r.Skipped, in.ID)
		return nil
	case syncrules.ReplacePlayer:
		r.Updated = append(r.Updated, in.ID)
		return records.PutPlayer(tx, in)
	}
	r.Conflicts = append(r.Conflicts, in.ID)
	return records.PutPlayer(tx, playerMerge(old, in))
}

// playerFields is a player's file without its created time and versions
// (what playerMerge compares).
func playerFields(p scoring.RosterPlayer) []byte {
	p.Created, p.Versions = time.Time{}, nil
	data, _ := matchfile.EncodePlayer(p)
	return data
}

// playerMerge merges two versions of a roster player changed apart: the
// fields of the later updated one (on equal times, the one whose fields
// sort first), the merge of both versions, the earlier created time, and
// a merge into another player that either made. It depends only on the
// two, not on which is stored, and merging more versions gives the same
// whatever their order, so devices converge.
func playerMerge(a, b scoring.RosterPlayer) scoring.RosterPlayer {
	w, o := a, b
	if c := b.Updated.Compare(a.Updated); c > 0 || (c == 0 && bytes.Compare(playerFields(b), playerFields(a)) < 0) {
		w, o = b, a
	}
	w.Versions = a.Versions.Merge(b.Versions)
	if w.MergedInto == "" && o.MergedInto != "" {
		w.MergedInto, w.Archived = o.MergedInto, true
	}
	if w.Created.IsZero() || (!o.Created.IsZero() && o.Created.Before(w.Created)) {
		w.Created = o.Created
	}
	return w
}
