package boltdb

import (
	"encoding/binary"
	"errors"

	"go.etcd.io/bbolt"

	"scorekeeper/scoring"
	"scorekeeper/storage/boltdb/internal/records"
	"scorekeeper/storage/dbfile"
	"scorekeeper/storage/matchfile"
)

// Change kinds as Change.Kind names them (the sync folder's folders).
const (
	KindMatches = "matches"
	KindLeagues = "leagues"
	KindPlayers = "players"
)

var kindNames = map[byte]string{records.ChMatch: KindMatches, records.ChLeague: KindLeagues, records.ChPlayer: KindPlayers}

// Change is one record changed after a change number (Changes).
type Change struct {
	Kind string // KindMatches, KindLeagues or KindPlayers
	// ID is the file name without ".json": the id, or "<id>~<hash>" for
	// a conflict copy (and for a tombstone while a version it does not
	// contain is kept beside it).
	ID string
	// Data is the file's content: a match file (with versions), a
	// tombstone, a league file or a player file (matchfile). A conflict
	// copy's Data carries the original id, so importing it anywhere makes
	// the same conflict.
	Data []byte
	// Gone: the record no longer exists here (a resolved conflict copy,
	// a removed league).
	Gone bool
}

// changesBatch is how many changes one read transaction of Changes
// reads: memory stays bounded whatever the database's size.
const changesBatch = 256

// Changes calls fn with every record changed after change number since
// (0: all), in the order of their last change, and returns the number
// of the last change it passed (since when none). It reads batches in
// short read transactions and calls fn between them, so fn may write to
// the database (a record it changes comes again, later). A damaged
// record is left out (check reports it; a good copy imported heals it).
// fn's error stops Changes and is returned with the last number passed.
func (db *DB) Changes(since uint64, fn func(Change) error) (uint64, error) {
	last := since
	for {
		var batch []Change
		var nums []uint64
		err := db.view(func(tx *bbolt.Tx) error {
			c := tx.Bucket([]byte(records.BucketChanges)).Cursor()
			var start [8]byte
			binary.BigEndian.PutUint64(start[:], last+1)
			for k, v := c.Seek(start[:]); k != nil && len(batch) < changesBatch; k, v = c.Next() {
				if len(k) != 8 || len(v) < 1 {
					continue
				}
				ch, ok := changeOf(tx, v[0], string(v[1:]))
				if ok {
					batch = append(batch, ch)
					nums = append(nums, binary.BigEndian.Uint64(k))
				} else {
					last = binary.BigEndian.Uint64(k) // a damaged record: passed over
				}
			}
			dbfile.Release(tx)
			return nil
		})
		if err != nil {
			return last, err
		}
		for i, ch := range batch {
			if err := fn(ch); err != nil {
				return last, err
			}
			last = nums[i]
		}
		if len(batch) < changesBatch {
			return last, nil
		}
	}
}

// changeOf is the current state of a record of the change index (ok
// false: it is damaged or of an unknown kind).
func changeOf(tx *bbolt.Tx, kind byte, id string) (Change, bool) {
	ch := Change{Kind: kindNames[kind], ID: id}
	var data []byte
	var err error
	switch kind {
	case records.ChMatch:
		data, err = matchChangeData(tx, id)
	case records.ChLeague:
		data, err = leagueChangeData(tx, id)
	case records.ChPlayer:
		data, err = playerChangeData(tx, id)
	default:
		return ch, false
	}
	switch {
	case err != nil:
		return ch, false
	case data == nil:
		ch.Gone = true
	default:
		ch.Data = data
	}
	return ch, true
}

// matchChangeData is the file of a record id of the matches folder: a
// match, a conflict copy (with the original id), a tombstone, or nil
// (gone).
func matchChangeData(tx *bbolt.Tx, id string) ([]byte, error) {
	if rec := records.GetRecord(tx, id, records.KindMatch); rec != nil {
		m, err := records.DecodeMatch(records.RecKey(id, records.KindMatch), rec)
		if err != nil {
			return nil, err
		}
		if note, err := records.GetConflict(tx, id); err != nil {
			return nil, err
		} else if note != nil {
			m.ID = note.Of
		}
		return matchfile.Compact(m)
	}
	return records.MatchTombs.Data(tx, id), nil
}

// errNotSynced marks a record Changes leaves out (records.FromMatches).
var errNotSynced = errors.New("not synced")

// playerChangeData is a roster player's file (nil: gone).
func playerChangeData(tx *bbolt.Tx, id string) ([]byte, error) {
	if tx.Bucket([]byte(records.BucketPlayers)).Get([]byte(id)) == nil {
		return nil, nil
	}
	p, err := records.GetPlayer(tx, id)
	if err != nil {
		return nil, err
	}
	if records.FromMatches(p) {
		return nil, errNotSynced
	}
	return matchfile.EncodePlayer(p)
}

// leagueChangeData is a league's file with its players' names from the
// roster (nil: gone); a conflict copy's carries the original id.
func leagueChangeData(tx *bbolt.Tx, id string) ([]byte, error) {
	v := tx.Bucket([]byte(records.BucketLeagues)).Get([]byte(id))
	if v == nil {
		return records.LeagueTombs.Data(tx, id), nil
	}
	l, err := records.DecodeLeague([]byte(id), v)
	if err != nil {
		return nil, err
	}
	if l.ConflictOf != "" {
		l.ID, l.ConflictOf = l.ConflictOf, ""
	}
	return matchfile.EncodeLeague(matchfile.LeagueItem{League: l, Players: rosterOf(tx, l.PlayerIDs())})
}

// rosterOf is the roster's id and name of each player id (the id as the
// name of one the roster lacks).
func rosterOf(tx *bbolt.Tx, ids []string) []scoring.Player {
	out := make([]scoring.Player, 0, len(ids))
	for _, id := range ids {
		p := scoring.Player{ID: id, Name: id}
		if r, err := records.GetPlayer(tx, id); err == nil {
			p.Name = r.Name
		}
		out = append(out, p)
	}
	return out
}
