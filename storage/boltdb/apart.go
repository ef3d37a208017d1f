package boltdb

import (
	"errors"

	"go.etcd.io/bbolt"

	"scorekeeper/scoring"
	"scorekeeper/storage/boltdb/internal/records"
	"scorekeeper/storage/matchfile"
	"scorekeeper/storage/syncrules"
)

// SaveApart keeps m, made from an older version of its stored match (Save
// refused it with ErrStale: another device's save came in while m was
// being edited), beside the stored one as a conflict, both kept until the
// user picks one (Conflicts, Resolve): an edit is never dropped. Its
// versions become those it was made from with this device's count
// raised past every version held here, so none of them contains it (it
// replaces the stored one only when that one is what it was made from).
// A match no longer here (deleted) is ErrNotFound: a deletion is not
// undone by an edit begun before it. It sets m's Versions and Updated.
func (db *DB) SaveApart(m *scoring.Match) error {
	if m == nil || m.Game == nil || m.ID == "" {
		return errors.New("a match needs an id and a game")
	}
	if errs := m.Validate().Errors(); len(errs) > 0 {
		return &matchfile.RuleError{MatchID: m.ID, Issues: errs}
	}
	c := *m
	now := db.opts.Now().UTC()
	err := db.update(func(tx *bbolt.Tx) error {
		device, err := records.MustDevice(tx)
		if err != nil {
			return err
		}
		lives, err := records.LiveVersions(tx, c.ID)
		if err != nil {
			return err
		}
		if len(lives) == 0 {
			return ErrNotFound
		}
		var held []scoring.Versions
		for _, v := range lives {
			held = append(held, v.M.Versions)
		}
		for _, t := range records.MatchTombs.List(tx, c.ID) {
			held = append(held, t.M.Versions)
		}
		c.Versions = syncrules.Next(c.Versions, device, held)
		c.Updated = now
		data, err := records.EncodeMatch(&c)
		if err != nil {
			return err
		}
		rep := ImportReport{ConflictOf: map[string]string{}}
		return newMatchImports(tx, now).add(incoming{&c, data}, &rep)
	})
	if err != nil {
		return err
	}
	m.Versions, m.Updated = c.Versions, c.Updated
	return nil
}
