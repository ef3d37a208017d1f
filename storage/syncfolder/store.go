package syncfolder

import "scorekeeper/storage/boltdb"

// Change is one record changed in the database (boltdb.Changes): the
// content of its file, or Gone.
type Change = boltdb.Change

// Record is one file read from the folder, for the database to import.
type Record = boltdb.Record

// Imported is what the database did with a batch of records.
type Imported struct {
	Added, Updated, Deleted []string // match ids
	Conflicts               []string // ids of the conflict copies stored
	ConflictOf              map[string]string
	Leagues, Players        Counts
	Broken                  map[int]error // index in the batch → why it was not imported
}

// Counts counts what an import did with leagues or roster players.
type Counts struct{ Added, Updated, Conflicts int }

// Store is what a pass needs of the database: its changes, an import by
// the version-vector rules (SPEC 3), its device id (which names its
// versions beside files it cannot read), and its record of the folder
// (boltdb's SyncLast, SyncFiles, SyncFilesOf, SaveSyncState), which a
// pass reads and saves a batch of files at a time.
type Store interface {
	Device() string
	Changes(since uint64, fn func(Change) error) (last uint64, err error)
	SyncImport(recs []Record) (Imported, error)
	SyncLast(folder string) (uint64, error)
	SyncFiles(folder, prefix, after string, n int) ([]boltdb.SyncEntry, error)
	SyncFilesOf(folder string, names []string) (map[string]boltdb.SyncFile, error)
	SaveSyncState(folder string, last uint64, files map[string]*boltdb.SyncFile) error
}

// Pass runs one sync pass between the database and the folder (PassWith).
func Pass(db *boltdb.DB, f Folder) (Report, error) { return PassWith(dbStore{db}, f) }

// PassNamed is Pass by the device named name (PassAs): it writes this
// device's file too.
func PassNamed(db *boltdb.DB, f Folder, name string) (Report, error) {
	return PassAs(dbStore{db}, f, name)
}

// dbStore is the database as a Store.
type dbStore struct{ *boltdb.DB }

func (d dbStore) SyncImport(recs []Record) (Imported, error) {
	rep, err := d.DB.SyncImport(recs)
	if err != nil {
		return Imported{}, err
	}
	imp := Imported{
		Added: rep.Added, Updated: append(rep.Updated, rep.Healed...), Deleted: rep.Deleted,
		Conflicts: rep.Conflicts, ConflictOf: rep.ConflictOf,
		Leagues: countsOf(rep.Leagues), Players: countsOf(rep.Roster),
		Broken: map[int]error{},
	}
	for i, why := range rep.BrokenAt {
		imp.Broken[i] = why
	}
	return imp, nil
}

func countsOf(l boltdb.LeagueImport) Counts {
	return Counts{len(l.Added), len(l.Updated), len(l.Conflicts)}
}
