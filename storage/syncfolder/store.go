package syncfolder

import "scorekeeper/storage/boltdb"

// Change is one record changed in the database since a change number: the
// content of its file, or Gone when the record no longer exists here.
type Change struct {
	Kind string // "matches", "leagues" or "players"
	ID   string // the record's id; "<id>~<hash>" for a conflict copy
	Data []byte
	Gone bool
}

// Record is one file read from the folder, for the database to import.
type Record struct {
	Kind string
	Name string // the id its file name holds
	Data []byte
}

// Imported is what the database did with a batch of records.
type Imported struct {
	Added, Updated, Deleted []string // ids
	Conflicts               []string // ids of the conflict copies stored
	ConflictOf              map[string]string
	Broken                  map[int]string // index in the batch → why it was not imported
}

// Store is what a pass needs of the database: its changes, an import by
// the version-vector rules (SPEC 3), and its record of the folder.
type Store interface {
	Changes(since uint64, fn func(Change) error) (last uint64, err error)
	SyncImport(recs []Record) (Imported, error)
	SyncState(folder string) (boltdb.SyncState, error)
	SaveSyncState(folder string, last uint64, files map[string]*boltdb.SyncFile) error
}
