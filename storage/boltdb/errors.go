package boltdb

import (
	"errors"
	"fmt"

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

// ErrAlreadyOpen is returned by Open when this process has already
// opened the file: keep one *DB per process and share it.
var ErrAlreadyOpen = errors.New("the database is already open in this program")

// ErrNotFound is returned when a match or player does not exist.
var ErrNotFound = errors.New("not found")

// ErrStale is returned by Save when the stored match has a higher
// revision than the one being saved: it was saved from a newer copy.
var ErrStale = errors.New("the match was saved from another copy in the meantime; reopen it")

// ErrNewerSchema is returned by Open when the file was written by a newer
// version of Scorekeeper; the file is left untouched.
var ErrNewerSchema = errors.New("the database was written by a newer Scorekeeper; update the app")

// ErrBadRecord matches every *RecordError (errors.Is).
var ErrBadRecord = errors.New("a stored record is damaged")

// RecordError is a stored record that fails its checksum or does not
// decode. It names what it belongs to: MatchID for a match (its record
// or its summary), else Bucket and Key.
type RecordError struct {
	Bucket  string
	Key     string
	MatchID string
	Err     error
}

func (e *RecordError) Error() string {
	if e.MatchID != "" {
		return fmt.Sprintf("match %s: the stored %s is damaged: %v", e.MatchID, recordName(e.Bucket), e.Err)
	}
	return fmt.Sprintf("%s %q: the stored record is damaged: %v", recordName(e.Bucket), e.Key, e.Err)
}

// Is makes errors.Is(err, ErrBadRecord) true.
func (e *RecordError) Is(target error) bool { return target == ErrBadRecord }

// Unwrap returns the underlying error.
func (e *RecordError) Unwrap() error { return e.Err }

func recordName(bucket string) string {
	switch bucket {
	case bucketMatches:
		return "match record"
	case bucketSummaries:
		return "match summary"
	case bucketPlayers:
		return "player"
	case bucketConflicts:
		return "conflict note"
	case bucketMeta:
		return "setting"
	case bucketFacts:
		return "statistics record"
	case bucketLeagues:
		return "league"
	}
	return "record in " + bucket
}
