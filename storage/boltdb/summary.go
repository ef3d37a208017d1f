package boltdb

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"time"

	"go.etcd.io/bbolt"

	"scorekeeper/scoring"
)

// summaryOf derives the summary of m from its Result r.
func summaryOf(m *scoring.Match, r scoring.Result, conflictOf string) scoring.Summary {
	s := scoring.Summary{
		ID: m.ID, Game: m.Game.Name(), Revision: m.Revision,
		Created: m.Created.UTC(), Updated: m.Updated.UTC(),
		Over: r.Over, Rounds: m.Game.Len(), Players: m.Players,
		Winners: r.Winners, ConflictOf: conflictOf,
	}
	s.Standings = make([]scoring.Place, len(r.Standings))
	for i, st := range r.Standings {
		s.Standings[i] = scoring.Place{Player: st.Player.ID, Total: st.Total, Rank: st.Rank}
	}
	return s
}

// Index keys order matches by their created time (when the match
// started, which later saves do not change, so re-saving a match writes
// no index entry): 8 bytes of Unix
// seconds with the sign bit flipped (so earlier sorts first, also before
// 1970) and 4 bytes of nanoseconds, big-endian, then the match id.
const timeKeyLen = 12

func timeKey(t time.Time) []byte {
	var k [timeKeyLen]byte
	binary.BigEndian.PutUint64(k[:8], uint64(t.Unix())^(1<<63))
	binary.BigEndian.PutUint32(k[8:], uint32(t.Nanosecond()))
	return k[:]
}

// lp is a length-prefixed key part, so "ab"+"c" and "a"+"bc" differ and
// a prefix scan of one player never runs into another.
func lp(s string) []byte {
	b := binary.AppendUvarint(nil, uint64(len(s)))
	return append(b, s...)
}

func cat(parts ...[]byte) []byte { return bytes.Join(parts, nil) }

// indexKeys lists the index entries of s: bucket name -> keys.
func indexKeys(s *scoring.Summary) map[string][][]byte {
	tk, id := timeKey(s.Created), []byte(s.ID)
	keys := map[string][][]byte{
		bucketByTime: {cat(tk, id)},
		bucketByGame: {cat(lp(s.Game), tk, id)},
	}
	for _, p := range s.Players {
		keys[bucketByPlayer] = append(keys[bucketByPlayer], cat(lp(p.ID), tk, id))
	}
	if s.InProgress() {
		keys[bucketOpen] = [][]byte{cat(tk, id)}
	}
	return keys
}

// putSummary stores s and its index entries, replacing old's: only the
// entries that differ are deleted or written (usually none).
func putSummary(tx *bbolt.Tx, s *scoring.Summary, old *scoring.Summary) error {
	data, err := json.Marshal(s)
	if err != nil {
		return err
	}
	if err := putRecord(tx, s.ID, kindSummary, data); err != nil {
		return err
	}
	keys := indexKeys(s)
	var oldKeys map[string][][]byte
	if old != nil {
		oldKeys = indexKeys(old)
	}
	for b, ks := range oldKeys {
		for _, k := range ks {
			if !containsKey(keys[b], k) {
				if err := tx.Bucket([]byte(b)).Delete(k); err != nil {
					return err
				}
			}
		}
	}
	for b, ks := range keys {
		for _, k := range ks {
			if !containsKey(oldKeys[b], k) {
				if err := tx.Bucket([]byte(b)).Put(k, nil); err != nil {
					return err
				}
			}
		}
	}
	return nil
}

func containsKey(keys [][]byte, k []byte) bool {
	for _, x := range keys {
		if bytes.Equal(x, k) {
			return true
		}
	}
	return false
}

func deleteIndex(tx *bbolt.Tx, s *scoring.Summary) error {
	for b, keys := range indexKeys(s) {
		for _, k := range keys {
			if err := tx.Bucket([]byte(b)).Delete(k); err != nil {
				return err
			}
		}
	}
	return nil
}

// getSummary returns the stored summary of id: nil, nil when there is
// none; a *RecordError when it is damaged.
func getSummary(tx *bbolt.Tx, id string) (*scoring.Summary, error) {
	v := getRecord(tx, id, kindSummary)
	if v == nil {
		return nil, nil
	}
	return decodeSummary(id, v)
}

// decodeSummary checks and decodes the stored summary of match id.
func decodeSummary(id string, v []byte) (*scoring.Summary, error) {
	var s scoring.Summary
	p, err := unframe(recKey(id, kindSummary), v)
	if err == nil {
		err = json.Unmarshal(p, &s)
	}
	if err == nil && s.ID != id {
		err = errChecksum
	}
	if err != nil {
		return nil, &RecordError{Bucket: bucketSummaries, Key: id, MatchID: id, Err: err}
	}
	return &s, nil
}
