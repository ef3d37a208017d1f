package boltdb

import (
	"slices"
	"strings"
	"time"

	"github.com/google/uuid"
	"go.etcd.io/bbolt"

	"scorekeeper/scoring"
	"scorekeeper/storage/boltdb/internal/records"
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
		device, err := records.MustDevice(tx)
		if err != nil {
			return err
		}
		p.Versions = scoring.Versions{device: 1}
		return records.PutPlayer(tx, p)
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
		p, err := records.GetPlayer(tx, id)
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
	old, err := records.GetPlayer(tx, p.ID)
	if err == nil && old.Name == p.Name && old.Archived == p.Archived && old.MergedInto == p.MergedInto {
		return nil
	}
	device, err := records.MustDevice(tx)
	if err != nil {
		return err
	}
	p.Updated = records.Latest(now.UTC(), p.Updated.Add(time.Millisecond))
	p.Versions = p.Versions.Bump(device)
	return records.PutPlayer(tx, p)
}

// Player returns one roster player.
func (db *DB) Player(id string) (p scoring.RosterPlayer, err error) {
	err = db.view(func(tx *bbolt.Tx) error { p, err = records.GetPlayer(tx, id); return err })
	return p, err
}

// Players lists the roster by name (case-insensitive), archived players
// only when asked. A damaged record is an error naming the player.
func (db *DB) Players(includeArchived bool) ([]scoring.RosterPlayer, error) {
	var out []scoring.RosterPlayer
	err := db.view(func(tx *bbolt.Tx) error {
		return tx.Bucket([]byte(records.BucketPlayers)).ForEach(func(k, v []byte) error {
			p, err := records.DecodePlayer(k, v)
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
