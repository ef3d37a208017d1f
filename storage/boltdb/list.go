package boltdb

import (
	"bytes"
	"encoding/hex"
	"errors"
	"fmt"
	"scorekeeper/scoring"
	"scorekeeper/storage/boltdb/internal/records"

	"go.etcd.io/bbolt"
)

// ErrBadCursor is returned for a cursor List did not make.
var ErrBadCursor = errors.New("invalid list cursor")

// List returns a page of match summaries, newest first. It reads the
// index entries and summaries it returns and nothing else (plus, when
// both Game and Player are set, the player's other matches it skips).
// A damaged summary appears as a scoring.Summary with only ID and Damaged set;
// an index entry whose summary is gone or newer is skipped (Check
// reports it and Repair removes it).
func (db *DB) List(q scoring.Query) (scoring.Page, error) {
	limit := q.Limit
	if limit <= 0 {
		limit = 50
	}
	bucket, prefix := records.BucketByTime, []byte(nil)
	switch {
	case q.Player != "":
		bucket, prefix = records.BucketByPlayer, records.LP(q.Player)
	case q.Game != "":
		bucket, prefix = records.BucketByGame, records.LP(q.Game)
	}
	var after []byte
	if q.Cursor != "" {
		c, err := hex.DecodeString(q.Cursor)
		if err != nil || len(c) < records.TimeKeyLen {
			return scoring.Page{}, ErrBadCursor
		}
		after = records.Cat(prefix, c)
	}
	var page scoring.Page
	err := db.view(func(tx *bbolt.Tx) error {
		recs := records.RecordsOf(tx)
		c := tx.Bucket([]byte(bucket)).Cursor()
		k := seekBefore(c, prefix, after)
		var last []byte
		for ; k != nil && bytes.HasPrefix(k, prefix); k, _ = c.Prev() {
			if len(page.Matches) == limit {
				page.Next = hex.EncodeToString(last[len(prefix):])
				break
			}
			rest := k[len(prefix):]
			if len(rest) <= records.TimeKeyLen {
				continue
			}
			id := string(rest[records.TimeKeyLen:])
			v := recs.Get(records.RecKey(id, records.KindSummary))
			if v == nil {
				continue
			}
			s, err := records.DecodeSummary(id, v)
			switch {
			case err != nil:
				page.Matches = append(page.Matches, scoring.Summary{ID: id, Damaged: err})
			case !bytes.Equal(records.TimeKey(s.Created), rest[:records.TimeKeyLen]):
				continue // a stale index entry
			case q.Game != "" && s.Game != q.Game:
				continue
			default:
				page.Matches = append(page.Matches, *s)
			}
			last = bytes.Clone(k)
		}
		return nil
	})
	if err != nil {
		return scoring.Page{}, fmt.Errorf("listing matches: %w", err)
	}
	return page, nil
}

// InProgress lists the newest limit (<= 0: all) matches still being
// played (not over, not a conflict copy), newest first, from their own
// index: it reads only their summaries, however many matches are stored.
func (db *DB) InProgress(limit int) ([]scoring.Summary, error) {
	var out []scoring.Summary
	err := db.view(func(tx *bbolt.Tx) error {
		c := tx.Bucket([]byte(records.BucketOpen)).Cursor()
		for k, _ := c.Last(); k != nil && (limit <= 0 || len(out) < limit); k, _ = c.Prev() {
			id := records.IndexID(records.BucketOpen, k)
			if id == "" {
				continue
			}
			s, err := records.GetSummary(tx, id)
			switch {
			case err != nil:
				out = append(out, scoring.Summary{ID: id, Damaged: err})
			case s != nil && s.InProgress():
				out = append(out, *s)
			}
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("listing matches in progress: %w", err)
	}
	return out, nil
}

// seekBefore positions c on the last key with prefix that sorts before
// after (or the last key with prefix when after is nil).
func seekBefore(c *bbolt.Cursor, prefix, after []byte) []byte {
	target := after
	if target == nil {
		target = prefixEnd(prefix)
	}
	if target == nil {
		k, _ := c.Last()
		return k
	}
	k, _ := c.Seek(target)
	if k == nil {
		k, _ = c.Last()
		return k
	}
	k, _ = c.Prev()
	return k
}

// prefixEnd is the first key after every key with prefix (nil: none).
func prefixEnd(prefix []byte) []byte {
	end := bytes.Clone(prefix)
	for i := len(end) - 1; i >= 0; i-- {
		if end[i] < 0xff {
			end[i]++
			return end[:i+1]
		}
	}
	return nil
}

// Count returns the number of stored matches.
func (db *DB) Count() (int, error) {
	var n int
	err := db.view(func(tx *bbolt.Tx) error {
		c := records.RecordsOf(tx).Cursor()
		for k, _ := c.First(); k != nil; k, _ = c.Next() {
			if _, kind, ok := records.SplitKey(k); ok && kind == records.KindMatch {
				n++
			}
		}
		return nil
	})
	return n, err
}
