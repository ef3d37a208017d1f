package syncfolder

import (
	"errors"
	"fmt"
	"time"
)

// Report is what one pass did.
type Report struct {
	Added, Updated, Deleted []string // ids of the records imported from the folder
	Conflicts               []string // ids of the conflict copies stored
	ConflictOf              map[string]string
	Leagues, Players        Counts   // what the import did with leagues and roster players
	Written                 int      // files written
	Read                    int      // files read and handed to the database
	Removed                 []string // files removed: records gone here (ones this database wrote)
	Absorbed                []string // sync engines' conflict copies imported and removed
	Broken                  []Broken // files skipped; each is read again once it changes
	Duration                time.Duration
}

// Broken is a file a pass could not import, and why.
type Broken struct{ Name, Reason string }

func (r *Report) add(imp Imported) {
	r.Added = append(r.Added, imp.Added...)
	r.Updated = append(r.Updated, imp.Updated...)
	r.Deleted = append(r.Deleted, imp.Deleted...)
	r.Conflicts = append(r.Conflicts, imp.Conflicts...)
	r.Leagues.add(imp.Leagues)
	r.Players.add(imp.Players)
	for k, v := range imp.ConflictOf {
		if r.ConflictOf == nil {
			r.ConflictOf = map[string]string{}
		}
		r.ConflictOf[k] = v
	}
}

// ErrFolder is the error of a sync folder that could not be read or
// written (missing permission, a read-only or full disk): trouble outside
// the database, which is not damaged and keeps what the pass imported.
var ErrFolder = errors.New("sync folder trouble")

// FolderError is a failed operation on the sync folder.
type FolderError struct {
	Op, Name string
	Err      error
}

func (e *FolderError) Error() string {
	return fmt.Sprintf("the sync folder could not be %s (%s): %v", e.Op, e.Name, e.Err)
}

func (e *FolderError) Unwrap() []error { return []error{ErrFolder, e.Err} }

func (c *Counts) add(d Counts) {
	c.Added += d.Added
	c.Updated += d.Updated
	c.Conflicts += d.Conflicts
}
