package boltdb

import (
	"errors"

	"scorekeeper/storage/boltdb/internal/records"
	"scorekeeper/storage/dbfile"
)

// The errors of the database file (storage/dbfile): Open and Rescue
// return them as they are.
var (
	// ErrInUse: another process (another running Scorekeeper) holds the
	// database file.
	ErrInUse = dbfile.ErrInUse
	// ErrDamaged matches every *DamagedError (errors.Is).
	ErrDamaged = dbfile.ErrDamaged
	// ErrTrouble matches every *TroubleError (errors.Is).
	ErrTrouble = dbfile.ErrTrouble
	// ErrNoDatabase: a read-only Open of a path with no file.
	ErrNoDatabase = dbfile.ErrNoDatabase
)

// DamagedError says why a database file is damaged (untouched); its Key
// and Args, or Text, say it in the reader's language.
type DamagedError = dbfile.DamagedError

// TroubleError says why a database file cannot be opened for a reason
// outside its bytes (not damaged, untouched).
type TroubleError = dbfile.TroubleError

// The errors of the records (storage/boltdb/internal/records).
var (
	// ErrNotFound is returned when a match, player or league does not
	// exist.
	ErrNotFound = records.ErrNotFound
	// ErrBadRecord matches every *RecordError (errors.Is).
	ErrBadRecord = records.ErrBadRecord
)

// RecordError is a stored record that fails its checksum or does not
// decode; it names what it belongs to.
type RecordError = records.RecordError

// ErrAlreadyOpen is returned by Open when this process has already
// opened the file: keep one *DB per process and share it.
var ErrAlreadyOpen = errors.New("the database is already open in this program")

// ErrStale is returned by Save when the stored match has a higher
// revision than the one being saved: it was saved from a newer copy.
var ErrStale = errors.New("the match was saved from another copy in the meantime; reopen it")

// ErrNewerSchema is returned by Open when the file was written by a newer
// version of Scorekeeper; the file is left untouched.
var ErrNewerSchema = errors.New("the database was written by a newer Scorekeeper; update the app")
