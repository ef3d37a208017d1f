package boltdb

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/google/uuid"
	"go.etcd.io/bbolt"

	"scorekeeper/scoring"
)

// ErrEmptyName is returned for a player name that is empty after
// trimming (scoring.ErrNameEmpty; a name longer than 64 characters is
// scoring.ErrNameLong).
var ErrEmptyName = scoring.ErrNameEmpty

// AddPlayer adds a player with a new id to the roster, its name trimmed
// (scoring.CleanName: 1 to 64 characters). Names need not be unique (two
// Annes are two players).
func (db *DB) AddPlayer(name string) (scoring.RosterPlayer, error) {
	name, err := scoring.CleanName(name)
	if err != nil {
		return scoring.RosterPlayer{}, err
	}
	now := db.opts.Now().UTC()
	p := scoring.RosterPlayer{ID: uuid.NewString(), Name: name, Created: now, Updated: now}
	return p, db.update(func(tx *bbolt.Tx) error {
		device, err := mustDevice(tx)
		if err != nil {
			return err
		}
		p.Versions = scoring.Versions{device: 1}
		return putPlayer(tx, p)
	})
}

// RenamePlayer changes a roster player's name (trimmed, 1 to 64
// characters: scoring.CleanName). Matches keep the name they were played
// under.
func (db *DB) RenamePlayer(id, name string) error {
	name, err := scoring.CleanName(name)
	if err != nil {
		return err
	}
	return db.changePlayer(id, func(p *scoring.RosterPlayer) { p.Name = name })
}

// ArchivePlayer archives (or with false, restores) a roster player.
func (db *DB) ArchivePlayer(id string, archived bool) error {
	return db.changePlayer(id, func(p *scoring.RosterPlayer) { p.Archived = archived })
}

func (db *DB) changePlayer(id string, change func(*scoring.RosterPlayer)) error {
	return db.update(func(tx *bbolt.Tx) error {
		p, err := getPlayer(tx, id)
		if err != nil {
			return err
		}
		change(&p)
		return changedPlayer(tx, p, db.opts.Now())
	})
}

// changedPlayer stores a player changed on this device: its updated time
// and this device's count raised (nothing when nothing changed).
func changedPlayer(tx *bbolt.Tx, p scoring.RosterPlayer, now time.Time) error {
	old, err := getPlayer(tx, p.ID)
	if err == nil && old.Name == p.Name && old.Archived == p.Archived && old.MergedInto == p.MergedInto {
		return nil
	}
	device, err := mustDevice(tx)
	if err != nil {
		return err
	}
	p.Updated = latest(now.UTC(), p.Updated.Add(time.Millisecond))
	p.Versions = p.Versions.Bump(device)
	return putPlayer(tx, p)
}

// Player returns one roster player.
func (db *DB) Player(id string) (p scoring.RosterPlayer, err error) {
	err = db.view(func(tx *bbolt.Tx) error { p, err = getPlayer(tx, id); return err })
	return p, err
}

// Players lists the roster by name (case-insensitive), archived players
// only when asked. A damaged record is an error naming the player.
func (db *DB) Players(includeArchived bool) ([]scoring.RosterPlayer, error) {
	var out []scoring.RosterPlayer
	err := db.view(func(tx *bbolt.Tx) error {
		return tx.Bucket([]byte(bucketPlayers)).ForEach(func(k, v []byte) error {
			p, err := decodePlayer(k, v)
			if err != nil {
				return err
			}
			if includeArchived || !p.Archived {
				out = append(out, p)
			}
			return nil
		})
	})
	slices.SortFunc(out, func(a, b scoring.RosterPlayer) int {
		if c := strings.Compare(strings.ToLower(a.Name), strings.ToLower(b.Name)); c != 0 {
			return c
		}
		return strings.Compare(a.ID, b.ID)
	})
	return out, err
}

func getPlayer(tx *bbolt.Tx, id string) (scoring.RosterPlayer, error) {
	v := tx.Bucket([]byte(bucketPlayers)).Get([]byte(id))
	if v == nil {
		return scoring.RosterPlayer{}, fmt.Errorf("player %s: %w", id, ErrNotFound)
	}
	return decodePlayer([]byte(id), v)
}

func decodePlayer(k, v []byte) (scoring.RosterPlayer, error) {
	var p scoring.RosterPlayer
	payload, err := unframe(k, v)
	if err == nil {
		err = json.Unmarshal(payload, &p)
	}
	if err != nil {
		return scoring.RosterPlayer{}, &RecordError{Bucket: bucketPlayers, Key: string(k), Err: err}
	}
	return p, nil
}

// putPlayer stores a roster player and gives it a change number (not
// when the stored record is the same).
func putPlayer(tx *bbolt.Tx, p scoring.RosterPlayer) error {
	data, err := json.Marshal(p)
	if err != nil {
		return err
	}
	b := tx.Bucket([]byte(bucketPlayers))
	v := frame([]byte(p.ID), data)
	if bytes.Equal(b.Get([]byte(p.ID)), v) {
		return nil
	}
	if err := b.Put([]byte(p.ID), v); err != nil {
		return err
	}
	if fromMatches(p) {
		return nil
	}
	return touch(tx, chPlayer, p.ID)
}

// fromMatches reports whether a roster player is one an import added
// from a match's seat and nobody has changed since (no versions, no
// updated time): each device adds such a player from its matches, so it
// is not synced (Changes leaves it out) and any synced version of it
// replaces it.
func fromMatches(p scoring.RosterPlayer) bool { return p.Versions == nil && p.Updated.IsZero() }

// ensurePlayers adds the match's players the roster does not know (by
// id), under the name they have in the match. It returns the ids added.
func ensurePlayers(tx *bbolt.Tx, players []scoring.Player, now time.Time) ([]string, error) {
	var added []string
	b := tx.Bucket([]byte(bucketPlayers))
	for _, p := range players {
		if b.Get([]byte(p.ID)) != nil {
			continue
		}
		if err := putPlayer(tx, scoring.RosterPlayer{ID: p.ID, Name: p.Name, Created: now.UTC()}); err != nil {
			return nil, err
		}
		added = append(added, p.ID)
	}
	return added, nil
}
