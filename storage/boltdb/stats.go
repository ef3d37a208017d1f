package boltdb

import (
	"bytes"

	"go.etcd.io/bbolt"

	"scorekeeper/scoring/stats"
	"scorekeeper/storage/boltdb/internal/records"
)

// Stats returns everyone's statistics over the stored matches f keeps
// (stats.Aggregate). It reads only the facts records (one read
// transaction, no match is decoded) of the period, or, with f.With, of
// the first such player's matches. A damaged facts record is replaced by
// the facts of its match, decoded; a damaged match stops it with its
// *RecordError.
func (db *DB) Stats(f stats.Filter) (*stats.Group, error) {
	facts, err := db.facts(f, firstOf(f.With))
	if err != nil {
		return nil, err
	}
	return stats.Aggregate(facts, f), nil
}

// PlayerStats returns one player's statistics over the stored matches f
// keeps in which they played (stats.AggregatePlayer), reading the facts
// of their matches only. It never returns a nil *stats.Player without an
// error.
func (db *DB) PlayerStats(id string, f stats.Filter) (*stats.Player, error) {
	facts, err := db.facts(f, id)
	if err != nil {
		return nil, err
	}
	return stats.AggregatePlayer(facts, id, f), nil
}

// Facts returns the stored facts of the matches of f's period (all
// matches when it is open), oldest first by created time; with player,
// only that player's. The rest of f is not applied (stats.Filter.KeepFacts).
func (db *DB) Facts(f stats.Filter, player string) ([]stats.MatchFacts, error) {
	return db.facts(f, player)
}

func firstOf(ids []string) string {
	if len(ids) == 0 {
		return ""
	}
	return ids[0]
}

func (db *DB) facts(f stats.Filter, player string) ([]stats.MatchFacts, error) {
	var out []stats.MatchFacts
	var lo, hi []byte // time-key bounds, hi exclusive; nil: open
	if !f.From.IsZero() {
		lo = records.TimeKey(f.From.UTC())
	}
	if !f.To.IsZero() {
		hi = records.TimeKey(f.To.UTC())
	}
	d := records.NewFactsDecoder()
	err := db.view(func(tx *bbolt.Tx) error {
		recs := records.RecordsOf(tx)
		// load appends the facts of the index entry tk (time key) + id; a
		// missing or damaged record is derived from the match. An entry
		// whose match is gone or was created at another time is stale
		// (Check reports it, Repair removes it) and skipped.
		load := func(tk, id []byte) error {
			if v := recs.Get(records.RecKey(string(id), records.KindFacts)); v != nil {
				if x, err := d.Record(string(id), v); err == nil {
					if bytes.Equal(records.TimeKey(x.Created), tk) {
						out = append(out, x)
					}
					return nil
				}
			}
			key := records.RecKey(string(id), records.KindMatch)
			rec := recs.Get(key)
			if rec == nil {
				return nil
			}
			m, err := records.DecodeMatch(key, rec)
			if err != nil {
				return err
			}
			if bytes.Equal(records.TimeKey(m.Created.UTC()), tk) {
				out = append(out, stats.Facts(m))
			}
			return nil
		}
		var prefix []byte
		c := tx.Bucket([]byte(records.BucketByTime)).Cursor()
		if player != "" {
			prefix = records.LP(player)
			c = tx.Bucket([]byte(records.BucketByPlayer)).Cursor()
		}
		var k []byte
		if lo != nil {
			k, _ = c.Seek(records.Cat(prefix, lo))
		} else {
			k, _ = c.Seek(prefix)
		}
		for ; k != nil && bytes.HasPrefix(k, prefix); k, _ = c.Next() {
			rest := k[len(prefix):]
			if len(rest) <= records.TimeKeyLen {
				continue
			}
			if hi != nil && bytes.Compare(rest[:records.TimeKeyLen], hi) >= 0 {
				break
			}
			if err := load(rest[:records.TimeKeyLen], rest[records.TimeKeyLen:]); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}
