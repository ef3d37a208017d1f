package records

import (
	"bytes"
	"encoding/json"
	"fmt"
	"time"

	"go.etcd.io/bbolt"

	"scorekeeper/scoring"
)

func GetPlayer(tx *bbolt.Tx, id string) (scoring.RosterPlayer, error) {
	v := tx.Bucket([]byte(BucketPlayers)).Get([]byte(id))
	if v == nil {
		return scoring.RosterPlayer{}, fmt.Errorf("player %s: %w", id, ErrNotFound)
	}
	return DecodePlayer([]byte(id), v)
}

func DecodePlayer(k, v []byte) (scoring.RosterPlayer, error) {
	var p scoring.RosterPlayer
	payload, err := Unframe(k, v)
	if err == nil {
		err = json.Unmarshal(payload, &p)
	}
	if err != nil {
		return scoring.RosterPlayer{}, &RecordError{Bucket: BucketPlayers, Key: string(k), Err: err}
	}
	return p, nil
}

// PutPlayer stores a roster player and gives it a change number (not
// when the stored record is the same).
func PutPlayer(tx *bbolt.Tx, p scoring.RosterPlayer) error {
	data, err := json.Marshal(p)
	if err != nil {
		return err
	}
	b := tx.Bucket([]byte(BucketPlayers))
	v := Frame([]byte(p.ID), data)
	if bytes.Equal(b.Get([]byte(p.ID)), v) {
		return nil
	}
	if err := b.Put([]byte(p.ID), v); err != nil {
		return err
	}
	if FromMatches(p) {
		return nil
	}
	return Touch(tx, ChPlayer, p.ID)
}

// FromMatches reports whether a roster player is one an import added
// from a match's seat and nobody has changed since (no versions, no
// updated time): each device adds such a player from its matches, so it
// is not synced (Changes leaves it out) and any synced version of it
// replaces it.
func FromMatches(p scoring.RosterPlayer) bool { return p.Versions == nil && p.Updated.IsZero() }

// EnsurePlayers adds the match's players the roster does not know (by
// id), under the name they have in the match. It returns the ids added.
func EnsurePlayers(tx *bbolt.Tx, players []scoring.Player, now time.Time) ([]string, error) {
	var added []string
	b := tx.Bucket([]byte(BucketPlayers))
	for _, p := range players {
		if b.Get([]byte(p.ID)) != nil {
			continue
		}
		if err := PutPlayer(tx, scoring.RosterPlayer{ID: p.ID, Name: p.Name, Created: now.UTC()}); err != nil {
			return nil, err
		}
		added = append(added, p.ID)
	}
	return added, nil
}
