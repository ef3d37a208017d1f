package records

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"time"

	"go.etcd.io/bbolt"

	"scorekeeper/scoring"
)

// SummaryOf derives the summary of m from its Result r.
func SummaryOf(m *scoring.Match, r scoring.Result, conflictOf string) scoring.Summary {
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
const TimeKeyLen = 12

func TimeKey(t time.Time) []byte {
	var k [TimeKeyLen]byte
	binary.BigEndian.PutUint64(k[:8], uint64(t.Unix())^(1<<63))
	binary.BigEndian.PutUint32(k[8:], uint32(t.Nanosecond()))
	return k[:]
}

// LP is a length-prefixed key part, so "ab"+"c" and "a"+"bc" differ and
// a prefix scan of one player never runs into another.
func LP(s string) []byte {
	b := binary.AppendUvarint(nil, uint64(len(s)))
	return append(b, s...)
}

func Cat(parts ...[]byte) []byte { return bytes.Join(parts, nil) }

// IndexKeys lists the index entries of s: bucket name -> keys.
func IndexKeys(s *scoring.Summary) map[string][][]byte {
	tk, id := TimeKey(s.Created), []byte(s.ID)
	keys := map[string][][]byte{
		BucketByTime: {Cat(tk, id)},
		BucketByGame: {Cat(LP(s.Game), tk, id)},
	}
	for _, p := range s.Players {
		keys[BucketByPlayer] = append(keys[BucketByPlayer], Cat(LP(p.ID), tk, id))
	}
	if s.InProgress() {
		keys[BucketOpen] = [][]byte{Cat(tk, id)}
	}
	return keys
}

// PutSummary stores s and its index entries, replacing old's: only the
// entries that differ are deleted or written (usually none).
func PutSummary(tx *bbolt.Tx, s *scoring.Summary, old *scoring.Summary) error {
	data, err := json.Marshal(s)
	if err != nil {
		return err
	}
	if err := PutRecord(tx, s.ID, KindSummary, data); err != nil {
		return err
	}
	keys := IndexKeys(s)
	var oldKeys map[string][][]byte
	if old != nil {
		oldKeys = IndexKeys(old)
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

func DeleteIndex(tx *bbolt.Tx, s *scoring.Summary) error {
	for b, keys := range IndexKeys(s) {
		for _, k := range keys {
			if err := tx.Bucket([]byte(b)).Delete(k); err != nil {
				return err
			}
		}
	}
	return nil
}

// GetSummary returns the stored summary of id: nil, nil when there is
// none; a *RecordError when it is damaged.
func GetSummary(tx *bbolt.Tx, id string) (*scoring.Summary, error) {
	v := GetRecord(tx, id, KindSummary)
	if v == nil {
		return nil, nil
	}
	return DecodeSummary(id, v)
}

// DecodeSummary checks and decodes the stored summary of match id.
func DecodeSummary(id string, v []byte) (*scoring.Summary, error) {
	var s scoring.Summary
	p, err := Unframe(RecKey(id, KindSummary), v)
	if err == nil {
		err = json.Unmarshal(p, &s)
	}
	if err == nil && s.ID != id {
		err = ErrChecksum
	}
	if err != nil {
		return nil, &RecordError{Bucket: BucketSummaries, Key: id, MatchID: id, Err: err}
	}
	return &s, nil
}
