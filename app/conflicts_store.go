package app

import (
	"strings"

	"scorekeeper/scoring"
	"scorekeeper/storage/boltdb"
)

// conflict is a match with versions edited apart: its id and the record
// ids of its versions (the match's own first, then its copies).
type conflict struct {
	ID       string
	Versions []string
	Deleted  string // the side that is the deletion ("" none)
}

// conflictStore is what the Conflicts screen needs from the database.
type conflictStore interface {
	// Conflicts lists the matches edited apart on two devices.
	Conflicts() ([]conflict, error)
	// Resolve keeps one version of a match; the others go into a backup.
	Resolve(id, keep string) error
}

// conflictsOf is the conflict calls of the store s (nil: it has none).
func conflictsOf(s Store) conflictStore {
	if db, ok := s.(*boltdb.DB); ok {
		return dbConflicts{db}
	}
	return nil
}

// copyConflicts gives the database the Conflicts and Resolve calls from
// its conflict copies (matches "<id>~<hash>" whose summary names the
// match they conflict with), until storage has its own.
type copyConflicts struct{ *boltdb.DB }

// Conflicts lists every match that has conflict copies.
func (d copyConflicts) Conflicts() ([]conflict, error) {
	var out []conflict
	at := map[string]int{}
	q := scoring.Query{Limit: 500}
	for {
		page, err := d.List(q)
		if err != nil {
			return nil, err
		}
		for _, s := range page.Matches {
			if s.ConflictOf == "" {
				continue
			}
			i, ok := at[s.ConflictOf]
			if !ok {
				i = len(out)
				at[s.ConflictOf] = i
				out = append(out, conflict{ID: s.ConflictOf, Versions: []string{s.ConflictOf}})
			}
			out[i].Versions = append(out[i].Versions, s.ID)
		}
		if page.Next == "" {
			return out, nil
		}
		q.Cursor = page.Next
	}
}

// Resolve keeps the version keep of match id after a backup, and
// removes the others.
func (d copyConflicts) Resolve(id, keep string) error {
	if _, err := d.Backup("resolve"); err != nil {
		return err
	}
	all, err := d.Conflicts()
	if err != nil {
		return err
	}
	if keep != id {
		m, err := d.Get(keep)
		if err != nil {
			return err
		}
		cur, err := d.Get(id)
		if err != nil {
			return err
		}
		m.ID, m.Revision = id, cur.Revision
		if err := d.Save(m); err != nil {
			return err
		}
	}
	for _, c := range all {
		if c.ID != id {
			continue
		}
		for _, v := range c.Versions {
			if strings.HasPrefix(v, id+"~") {
				if err := d.Delete(v); err != nil {
					return err
				}
			}
		}
	}
	return nil
}

// dbConflicts is the database's own Conflicts and Resolve (version
// vectors; a side may be the deletion).
type dbConflicts struct{ *boltdb.DB }

func (d dbConflicts) Conflicts() ([]conflict, error) {
	list, err := d.DB.Conflicts()
	out := make([]conflict, 0, len(list))
	for _, c := range list {
		out = append(out, conflict{ID: c.ID, Versions: c.Versions, Deleted: c.Deleted})
	}
	return out, err
}
