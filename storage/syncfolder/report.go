package syncfolder

import "time"

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
	Beside                  []Beside // this database's versions written beside files it cannot read
	Devices                 []Device // the device files read (and this device's, written)
	Duration                time.Duration
}

// Broken is a file a pass could not import, and why: a *Reason, or the
// match file's error (storage/matchfile: a *FieldError and the like),
// each with its message's key for the reader's language.
type Broken struct {
	Name string
	Why  error
}

// Reason is why, in English.
func (b Broken) Reason() string { return b.Why.Error() }

// Beside is a file this app cannot read (a newer format version), kept as
// it is, and the file this database's version went to beside it, which
// the other devices read as a version of the record.
type Beside struct{ Name, Beside string }

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

func (c *Counts) add(d Counts) {
	c.Added += d.Added
	c.Updated += d.Updated
	c.Conflicts += d.Conflicts
}
