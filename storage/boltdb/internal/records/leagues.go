package records

import (
	"bytes"
	"encoding/json"
	"fmt"

	"go.etcd.io/bbolt"

	"scorekeeper/scoring"
	"scorekeeper/scoring/league"
	"scorekeeper/storage/syncrules"
)

// EncodeLeague returns the stored form of a league: compact JSON with
// times in UTC, deterministic, so equal bytes are equal leagues.
func EncodeLeague(l *league.League) ([]byte, error) {
	c := *l
	c.Created, c.Updated = c.Created.UTC(), c.Updated.UTC()
	return json.Marshal(&c)
}

func DecodeLeague(k, v []byte) (*league.League, error) {
	var l league.League
	p, err := Unframe(k, v)
	if err == nil {
		err = json.Unmarshal(p, &l)
	}
	if err == nil && l.ID != string(k) {
		err = ErrChecksum
	}
	if err != nil {
		return nil, &RecordError{Bucket: BucketLeagues, Key: string(k), Err: err}
	}
	return &l, nil
}

func GetLeague(tx *bbolt.Tx, id string) (*league.League, error) {
	v := tx.Bucket([]byte(BucketLeagues)).Get([]byte(id))
	if v == nil {
		return nil, fmt.Errorf("league %s: %w", id, ErrNotFound)
	}
	return DecodeLeague([]byte(id), v)
}

// PutLeague stores a league's record and gives it a change number
// (not when the stored record is the same).
func PutLeague(tx *bbolt.Tx, id string, data []byte) error {
	b := tx.Bucket([]byte(BucketLeagues))
	v := Frame([]byte(id), data)
	old := b.Get([]byte(id))
	if bytes.Equal(old, v) {
		return nil
	}
	existed := old != nil
	if err := b.Put([]byte(id), v); err != nil {
		return err
	}
	if err := Touch(tx, ChLeague, id); err != nil {
		return err
	}
	if existed {
		return nil
	}
	return LeagueTombs.LiveMoves(tx, id, true)
}

// Roster returns the roster's players (id and name) for league.Validate.
func Roster(tx *bbolt.Tx) []scoring.Player {
	out := []scoring.Player{}
	_ = tx.Bucket([]byte(BucketPlayers)).ForEach(func(k, v []byte) error {
		if p, err := DecodePlayer(k, v); err == nil {
			out = append(out, scoring.Player{ID: p.ID, Name: p.Name})
		}
		return nil
	})
	return out
}

// LeagueVersion is one version of a league held here: the league (record
// id = league id) or a conflict copy ("<id>~<hash>", ConflictOf set).
type LeagueVersion struct {
	Name string
	L    *league.League // with the league's own id and no ConflictOf
	Data []byte         // its encoding so
}

// Version is what the sync rules see of a league version.
func (v LeagueVersion) RuleVersion() syncrules.Version {
	return syncrules.Version{Versions: v.L.Versions, Revision: v.L.Revision, Updated: v.L.Updated, Hash: HashOf(v.Data)}.Prepared()
}

// LeagueCopies lists the conflict copies of league id that read.
func LeagueCopies(tx *bbolt.Tx, id string) []LeagueVersion {
	var out []LeagueVersion
	prefix := []byte(id + "~")
	c := tx.Bucket([]byte(BucketLeagues)).Cursor()
	for k, v := c.Seek(prefix); k != nil && bytes.HasPrefix(k, prefix); k, v = c.Next() {
		if lv, ok := asLeagueVersion(k, v, id); ok {
			out = append(out, lv)
		}
	}
	return out
}

// HeldLeagueVersions lists the versions of league id held here, the
// league first.
func HeldLeagueVersions(tx *bbolt.Tx, id string) []LeagueVersion {
	var out []LeagueVersion
	if lv, ok := asLeagueVersion([]byte(id), tx.Bucket([]byte(BucketLeagues)).Get([]byte(id)), id); ok {
		out = append(out, lv)
	}
	return append(out, LeagueCopies(tx, id)...)
}

func asLeagueVersion(k, v []byte, id string) (LeagueVersion, bool) {
	if v == nil {
		return LeagueVersion{}, false
	}
	l, err := DecodeLeague(k, v)
	if err != nil || (string(k) != id && l.ConflictOf != id) {
		return LeagueVersion{}, false
	}
	l.ID, l.ConflictOf = id, ""
	data, err := EncodeLeague(l)
	if err != nil {
		return LeagueVersion{}, false
	}
	return LeagueVersion{string(k), l, data}, true
}

// DeleteLeague removes a league's (or a copy's) record.
func DeleteLeague(tx *bbolt.Tx, name string) error {
	b := tx.Bucket([]byte(BucketLeagues))
	if b.Get([]byte(name)) == nil {
		return nil
	}
	if err := b.Delete([]byte(name)); err != nil {
		return err
	}
	if err := Touch(tx, ChLeague, name); err != nil {
		return err
	}
	return LeagueTombs.LiveMoves(tx, name, false)
}

// LeagueCopyNames lists the record ids of league id's conflict copies,
// those that do not read too.
func LeagueCopyNames(tx *bbolt.Tx, id string) []string {
	var out []string
	prefix := []byte(id + "~")
	c := tx.Bucket([]byte(BucketLeagues)).Cursor()
	for k, v := c.Seek(prefix); k != nil && bytes.HasPrefix(k, prefix); k, v = c.Next() {
		if l, err := DecodeLeague(k, v); err != nil || l.ConflictOf == id {
			out = append(out, string(k))
		}
	}
	return out
}
