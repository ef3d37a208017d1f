package app

import (
	"scorekeeper/scoring"
	"scorekeeper/storage/boltdb"
)

// conflict is a match with versions edited apart: its id and the record
// ids of its versions (the match's own first, then its copies).
type conflict struct {
	id       string
	versions []string
	deleted  []string                  // the sides that are the deletion (none: nil)
	gone     map[string]*scoring.Match // the deletions' tombstones (their versions), by side
}

// conflictStore is what the Conflicts screen needs from the database.
type conflictStore interface {
	// Conflicts lists the matches edited apart on two devices.
	Conflicts() ([]conflict, error)
	// Resolve keeps one version of a match; the others go into a backup.
	Resolve(id, keep string) error
	// Device is this database's device id (it counts its saves).
	Device() string
}

// conflictsOf is the conflict calls of the store s (nil: it has none).
func conflictsOf(s Store) conflictStore {
	if db, ok := s.(*boltdb.DB); ok {
		return dbConflicts{db}
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
		out = append(out, conflict{id: c.ID, versions: c.Versions, deleted: c.Deleted, gone: c.Gone})
	}
	return out, err
}
