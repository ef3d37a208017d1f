package records

import (
	"errors"
	"fmt"
)

// ErrNotFound is returned when a match or player does not exist.
var ErrNotFound = errors.New("not found")

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
	case BucketMatches:
		return "match record"
	case BucketSummaries:
		return "match summary"
	case BucketPlayers:
		return "player"
	case BucketConflicts:
		return "conflict note"
	case BucketMeta:
		return "setting"
	case BucketFacts:
		return "statistics record"
	case BucketLeagues:
		return "league"
	}
	return "record in " + bucket
}
