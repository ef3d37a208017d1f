package boltdb

import (
	"errors"
	"fmt"
	"scorekeeper/assets"
)

// ErrInUse is returned by Open when another process (another running
// Scorekeeper) holds the database file.
var ErrInUse = errors.New("the database is in use by another Scorekeeper; close it there and try again")

// ErrAlreadyOpen is returned by Open when this process has already
// opened the file: keep one *DB per process and share it.
var ErrAlreadyOpen = errors.New("the database is already open in this program")

// ErrDamaged matches every *DamagedError (errors.Is).
var ErrDamaged = errors.New("the database file is damaged")

// ErrNotFound is returned when a match or player does not exist.
var ErrNotFound = errors.New("not found")

// ErrStale is returned by Save when the stored match has a higher
// revision than the one being saved: it was saved from a newer copy.
var ErrStale = errors.New("the match was saved from another copy in the meantime; reopen it")

// ErrNewerSchema is returned by Open when the file was written by a newer
// version of Scorekeeper; the file is left untouched.
var ErrNewerSchema = errors.New("the database was written by a newer Scorekeeper; update the app")

// ErrNoDatabase is returned by a read-only Open of a path with no file.
var ErrNoDatabase = errors.New("no database file")

// reason is what a *DamagedError and a *TroubleError carry: the file,
// the underlying error, and the reason as a message of the translation
// files (Key, Args).
type reason struct {
	Path string
	Err  error          // the underlying error, if any (its text is not translated)
	key  string         // the reason's translation key, e.g. "storage.damaged.empty"
	args map[string]any // the reason's arguments
}

// Key is the reason's translation key; Args fills it.
func (r reason) Key() string { return r.key }

// Args are the arguments of Key's message.
func (r reason) Args() map[string]any { return r.args }

// Unwrap returns the underlying error.
func (r reason) Unwrap() error { return r.Err }

// why is the reason in English (for logs), with the underlying error.
func (r reason) why() string {
	why := english(r.key, r.args)
	if r.Err != nil {
		why += ": " + r.Err.Error()
	}
	return why
}

// DamagedError says why a database file is considered damaged. The file
// has not been written to. Error gives the reason in English, for logs.
type DamagedError struct{ reason }

// damaged returns a *DamagedError for path with the reason key.
func damaged(path, key string, args map[string]any, err error) *DamagedError {
	return &DamagedError{reason{Path: path, Err: err, key: key, args: args}}
}

func (e *DamagedError) Error() string {
	return fmt.Sprintf("the database file %s is damaged: %s (it has not been changed; it can be moved aside and a backup restored)", e.Path, e.why())
}

// english renders a message of the translation files in English.
func english(key string, args map[string]any) string {
	m, err := assets.Load("en")
	if err != nil {
		return key
	}
	return m.Text(key, args)
}

// Is makes errors.Is(err, ErrDamaged) true.
func (e *DamagedError) Is(target error) bool { return target == ErrDamaged }

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
