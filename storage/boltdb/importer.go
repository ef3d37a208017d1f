package boltdb

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"time"

	"go.etcd.io/bbolt"

	"scorekeeper/scoring"
	"scorekeeper/scoring/league"
	"scorekeeper/storage/matchfile"
)

// ImportReport lists what an import did, by match id.
type ImportReport struct {
	Added     []string // new matches
	Updated   []string // a higher revision replaced the stored match
	Skipped   []string // already stored, the same (or the same conflict copy)
	Conflicts []string // ids of the conflict copies stored (see ConflictOf)
	// ConflictOf maps each conflict copy to the match it conflicts with.
	ConflictOf map[string]string
	NewPlayers []string // roster players added (new ids)
	Backup     string   // the backup made before the import ("" if none)
	// Leagues is what the import did with the bundle's leagues section.
	Leagues LeagueImport
}

// LeagueImport lists what an import did with leagues, by league id,
// under the rules of matches: not stored: added; the same: skipped; a
// higher revision: replaces; otherwise the stored league stays and the
// incoming one is kept as a conflict copy "<id>~<12 hex digits>" whose
// ConflictOf names the league.
type LeagueImport struct {
	Added, Updated, Skipped, Conflicts []string
}

// ImportFile reads a match file or bundle with its leagues
// (matchfile.ReadBundle: everything is validated first) and imports it
// with ImportBundle.
func (db *DB) ImportFile(r io.Reader) (ImportReport, error) {
	b, err := matchfile.ReadBundle(r)
	if err != nil {
		return ImportReport{}, err
	}
	return db.ImportBundle(b)
}

type incoming struct {
	m    *scoring.Match
	data []byte
}

// Import stores matches from another device. Everything is checked and
// encoded before anything changes; then, after a backup, all of it goes
// in one transaction (all or nothing). For each match, by id:
//
//   - not stored: added;
//   - stored with the same revision and content: skipped;
//   - incoming revision higher: replaces the stored match;
//   - otherwise (same revision, other content; or a lower revision that
//     differs): the stored match stays and the incoming one is stored as
//     a conflict copy with id "<id>~<12 hex digits of its content's
//     SHA-256>", marked as a conflict of <id> (scoring.Summary.ConflictOf), for
//     the user to review. Importing the same copy again skips it.
//
// Players are matched by id: unknown ids join the roster under their
// name, even when a roster player has that name (the app can merge them).
// Revisions and times are kept as they are in the file.
func (db *DB) Import(ms []*scoring.Match) (ImportReport, error) {
	return db.ImportBundle(&matchfile.Bundle{Matches: ms})
}

type incomingLeague struct {
	l       *league.League
	players []scoring.Player
	data    []byte
}

// ImportBundle imports a bundle's matches (as Import) and leagues in one
// transaction, all or nothing. Each league's structure is checked against
// the players it lists (matchfile.StructureIssues) before anything
// changes; its players the roster lacks join it under the listed name.
// Leagues follow the rules of matches (LeagueImport). Links to matches
// are kept as they are (a link to a match neither stored nor imported
// counts for nothing in the table).
func (db *DB) ImportBundle(b *matchfile.Bundle) (ImportReport, error) {
	rep := ImportReport{ConflictOf: map[string]string{}}
	if b == nil {
		return rep, nil
	}
	ms := b.Matches
	var leagues []incomingLeague
	seenLeague := map[string]bool{}
	for i, it := range b.Leagues {
		if it.League == nil || it.League.ID == "" {
			return rep, fmt.Errorf("league %d has no id", i+1)
		}
		if seenLeague[it.League.ID] {
			return rep, fmt.Errorf("league %s is in the import twice", it.League.ID)
		}
		seenLeague[it.League.ID] = true
		if errs := matchfile.StructureIssues(it.League, it.Players); len(errs) > 0 {
			return rep, &matchfile.LeagueError{LeagueID: it.League.ID, Issues: errs}
		}
		data, err := encodeLeague(it.League)
		if err != nil {
			return rep, fmt.Errorf("league %s: %w", it.League.ID, err)
		}
		leagues = append(leagues, incomingLeague{it.League, it.Players, data})
	}
	in := make([]incoming, 0, len(ms))
	for i, m := range ms {
		if m == nil || m.Game == nil || m.ID == "" {
			return rep, fmt.Errorf("match %d has no id or no game", i+1)
		}
		if errs := m.Validate().Errors(); len(errs) > 0 {
			return rep, &matchfile.RuleError{MatchID: m.ID, Issues: errs}
		}
		data, err := encodeMatch(m)
		if err != nil {
			return rep, fmt.Errorf("match %s: %w", m.ID, err)
		}
		in = append(in, incoming{m, data})
	}
	if len(in) == 0 && len(leagues) == 0 {
		return rep, nil
	}
	var empty bool
	if err := db.view(func(tx *bbolt.Tx) error {
		empty = isEmpty(tx, bucketRecords) && isEmpty(tx, bucketLeagues)
		return nil
	}); err != nil {
		return rep, err
	}
	if !empty {
		b, err := db.Backup("before-import")
		if err != nil {
			return rep, fmt.Errorf("backup before importing: %w", err)
		}
		rep.Backup = b
	}
	now := db.opts.Now().UTC()
	err := db.update(func(tx *bbolt.Tx) error {
		rep = ImportReport{ConflictOf: map[string]string{}, Backup: rep.Backup}
		for _, x := range in {
			if err := importOne(tx, x, now, &rep); err != nil {
				return err
			}
		}
		for _, x := range leagues {
			if err := importLeague(tx, x, now, &rep); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return ImportReport{Backup: rep.Backup}, err
	}
	return rep, nil
}

func importOne(tx *bbolt.Tx, x incoming, now time.Time, rep *ImportReport) error {
	id := x.m.ID
	rec := getRecord(tx, id, kindMatch)
	put := func(m *scoring.Match, data []byte, old *scoring.Summary) error {
		added, err := putMatch(tx, m, data, old, now)
		rep.NewPlayers = append(rep.NewPlayers, added...)
		return err
	}
	if rec == nil {
		rep.Added = append(rep.Added, id)
		return put(x.m, x.data, nil)
	}
	local, localErr := storedJSON(recKey(id, kindMatch), rec)
	if localErr == nil && bytes.Equal(local, x.data) {
		rep.Skipped = append(rep.Skipped, id)
		return nil
	}
	if localErr == nil {
		if rev, err := revisionOf(local); err == nil && x.m.Revision > rev {
			old, _ := current(tx, id)
			rep.Updated = append(rep.Updated, id)
			return put(x.m, x.data, old)
		}
	}
	// A conflict (or a damaged local record, which is never overwritten).
	sum := sha256.Sum256(x.data)
	c := *x.m
	c.ID = id + "~" + hex.EncodeToString(sum[:6])
	data, err := encodeMatch(&c)
	if err != nil {
		return err
	}
	if v := getRecord(tx, c.ID, kindMatch); v != nil {
		if p, err := storedJSON(recKey(c.ID, kindMatch), v); err == nil && bytes.Equal(p, data) {
			rep.Skipped = append(rep.Skipped, c.ID)
			return nil
		}
	}
	if err := putConflict(tx, c.ID, conflictNote{Of: id, Imported: now}); err != nil {
		return err
	}
	old, _ := current(tx, c.ID)
	rep.Conflicts = append(rep.Conflicts, c.ID)
	rep.ConflictOf[c.ID] = id
	return put(&c, data, old)
}

// revisionOf reads only the revision of a stored match file.
func revisionOf(data []byte) (int, error) {
	var h struct {
		Revision *int `json:"revision"`
	}
	if err := json.Unmarshal(data, &h); err != nil {
		return 0, err
	}
	if h.Revision == nil {
		return 0, errors.New("no revision")
	}
	return *h.Revision, nil
}

func importLeague(tx *bbolt.Tx, x incomingLeague, now time.Time, rep *ImportReport) error {
	added, err := ensurePlayers(tx, x.players, now)
	if err != nil {
		return err
	}
	rep.NewPlayers = append(rep.NewPlayers, added...)
	r := &rep.Leagues
	id := x.l.ID
	b := tx.Bucket([]byte(bucketLeagues))
	rec := b.Get([]byte(id))
	if rec == nil {
		r.Added = append(r.Added, id)
		return putLeagueData(tx, id, x.data)
	}
	local, localErr := unframe([]byte(id), rec)
	if localErr == nil && bytes.Equal(local, x.data) {
		r.Skipped = append(r.Skipped, id)
		return nil
	}
	if localErr == nil {
		if old, err := decodeLeagueRecord([]byte(id), rec); err == nil && x.l.Revision > old.Revision {
			r.Updated = append(r.Updated, id)
			return putLeagueData(tx, id, x.data)
		}
	}
	// A conflict (or a damaged local record, which is never overwritten).
	sum := sha256.Sum256(x.data)
	c := cloneLeague(x.l)
	c.ID = id + "~" + hex.EncodeToString(sum[:6])
	c.ConflictOf = id
	data, err := encodeLeague(c)
	if err != nil {
		return err
	}
	if v := b.Get([]byte(c.ID)); v != nil {
		if p, err := unframe([]byte(c.ID), v); err == nil && bytes.Equal(p, data) {
			r.Skipped = append(r.Skipped, c.ID)
			return nil
		}
	}
	r.Conflicts = append(r.Conflicts, c.ID)
	return putLeagueData(tx, c.ID, data)
}
