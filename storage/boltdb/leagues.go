package boltdb

import (
	"bytes"
	"cmp"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"go.etcd.io/bbolt"

	"scorekeeper/scoring"
	"scorekeeper/scoring/league"
	"scorekeeper/storage/boltdb/internal/records"
	"scorekeeper/storage/matchfile"
	"scorekeeper/storage/syncrules"
)

// Leagues are stored in the leagues bucket (schema 2): league id ->
// framed JSON of the league.League (seasons, divisions, fixtures with
// the ids of the linked matches, revision and times). The matches
// themselves stay in the matches bucket; a table reads only the matches
// linked to the season.
//
// Rules: a league is saved whole, with a revision raised by every save
// (ErrStale for a copy older than the stored one, as for matches). Its
// structure must pass league.Validate against the roster (players known,
// divisions, fixtures, seasons): a *matchfile.LeagueError otherwise.
// Links to matches are checked when they are made (league.Record: a
// finished SKUCK match between the fixture's players); a linked match
// that is later deleted, reopened or missing counts for nothing in the
// table, as the league package says, and does not block saving.

// saveLeagueTx checks and stores a copy c of a league whose Revision,
// Created and Updated it sets.
func saveLeagueTx(tx *bbolt.Tx, c *league.League, now time.Time) error {
	if c.ID == "" {
		return &matchfile.LeagueError{Issues: scoring.Issues{{Field: "id", Rule: league.RuleID}}}
	}
	if errs := matchfile.StructureIssues(c, records.Roster(tx)); len(errs) > 0 {
		return &matchfile.LeagueError{LeagueID: c.ID, Issues: errs}
	}
	rev := -1
	var stored scoring.Versions
	if v := tx.Bucket([]byte(records.BucketLeagues)).Get([]byte(c.ID)); v != nil {
		if old, err := records.DecodeLeague([]byte(c.ID), v); err == nil {
			rev, stored = old.Revision, old.Versions
		}
	}
	device, err := records.MustDevice(tx)
	if err != nil {
		return err
	}
	if rev > c.Revision {
		return fmt.Errorf("league %s: stored revision %d, saving %d: %w", c.ID, rev, c.Revision, ErrStale)
	}
	if max(c.Revision, rev) >= scoring.MaxRevision {
		return fmt.Errorf("league %s: %w", c.ID, scoring.ErrRevisionLimit)
	}
	now = now.UTC()
	c.Revision = max(c.Revision, rev) + 1
	if c.Created.IsZero() {
		c.Created = now
	}
	c.Updated = now
	var siblings []scoring.Versions
	for _, t := range records.LeagueTombs.List(tx, c.ID) {
		siblings = append(siblings, t.M.Versions)
	}
	for _, v := range records.LeagueCopies(tx, c.ID) {
		siblings = append(siblings, v.L.Versions)
		if !v.L.Updated.Before(c.Updated) {
			c.Updated = v.L.Updated.Add(time.Millisecond) // stays the league (placeLeagues)
		}
	}
	c.Versions = syncrules.Next(c.Versions.Merge(stored), device, siblings)
	data, err := records.EncodeLeague(c)
	if err != nil {
		return err
	}
	return records.PutLeague(tx, c.ID, data)
}

// cloneLeague copies a league deeply, so a failed transaction leaves the
// caller's league as it was.
func cloneLeague(l *league.League) *league.League {
	c := *l
	c.Seasons = slices.Clone(l.Seasons)
	for i := range c.Seasons {
		s := &c.Seasons[i]
		s.Divisions = slices.Clone(s.Divisions)
		for j := range s.Divisions {
			s.Divisions[j] = slices.Clone(s.Divisions[j])
		}
		s.Fixtures = slices.Clone(s.Fixtures)
	}
	return &c
}

// SaveLeague stores a league in one transaction (committed when it
// returns nil). It refuses a league whose structure breaks the rules
// (*matchfile.LeagueError; every player must be in the roster) and one
// saved from an older copy (ErrStale). On success it sets l's Revision
// (the stored one plus one), Created (when zero) and Updated.
func (db *DB) SaveLeague(l *league.League) error {
	if l == nil {
		return errors.New("no league")
	}
	c := cloneLeague(l)
	if err := db.update(func(tx *bbolt.Tx) error { return saveLeagueTx(tx, c, db.opts.Now()) }); err != nil {
		return err
	}
	l.Revision, l.Created, l.Updated = c.Revision, c.Created, c.Updated
	return nil
}

// League returns a stored league: ErrNotFound when there is none, a
// *RecordError when its record is damaged.
func (db *DB) League(id string) (l *league.League, err error) {
	err = db.view(func(tx *bbolt.Tx) error { l, err = records.GetLeague(tx, id); return err })
	return l, err
}

// Leagues lists the stored leagues by name (case-insensitive), then id.
// A damaged record stops it with its *RecordError.
func (db *DB) Leagues() ([]*league.League, error) {
	var out []*league.League
	err := db.view(func(tx *bbolt.Tx) error {
		return tx.Bucket([]byte(records.BucketLeagues)).ForEach(func(k, v []byte) error {
			l, err := records.DecodeLeague(k, v)
			if err != nil {
				return err
			}
			out = append(out, l)
			return nil
		})
	})
	slices.SortFunc(out, func(a, b *league.League) int {
		return cmp.Or(strings.Compare(strings.ToLower(a.Name), strings.ToLower(b.Name)), strings.Compare(a.ID, b.ID))
	})
	return out, err
}

// changeLeague runs change on the stored league and saves it, all in tx.
func changeLeague(tx *bbolt.Tx, id string, now time.Time, change func(*league.League) error) (*league.League, error) {
	l, err := records.GetLeague(tx, id)
	if err != nil {
		return nil, err
	}
	if err := change(l); err != nil {
		return nil, err
	}
	return l, saveLeagueTx(tx, l, now)
}

// RecordLeagueMatch saves a finished SKUCK match (as Save does) and
// links it to the league's first open fixture between its two players
// (league.Record), in one transaction: both or neither. It returns the
// fixture's index in the current season. On success m's ID, Revision,
// Created and Updated are set as by Save. On an error (league.ErrMatch,
// league.ErrFixture, league.ErrClosed, ...) nothing is saved: save the
// match alone with Save.
func (db *DB) RecordLeagueMatch(leagueID string, m *scoring.Match) (int, error) {
	if m == nil || m.Game == nil {
		return -1, errors.New("a match needs a game")
	}
	if errs := m.Validate().Errors(); len(errs) > 0 {
		return -1, &matchfile.RuleError{MatchID: m.ID, Issues: errs}
	}
	c := *m
	fixture := -1
	err := db.update(func(tx *bbolt.Tx) error {
		now := db.opts.Now()
		if err := saveTx(tx, &c, now); err != nil {
			return err
		}
		_, err := changeLeague(tx, leagueID, now, func(l *league.League) (err error) {
			fixture, err = l.Record(&c)
			return err
		})
		return err
	})
	if err != nil {
		return -1, err
	}
	m.ID, m.Revision, m.Created, m.Updated, m.Versions = c.ID, c.Revision, c.Created, c.Updated, c.Versions
	return fixture, nil
}

// LinkLeagueMatch links a stored finished SKUCK match to the league's
// first open fixture between its players (league.Record) and saves the
// league; it returns the fixture's index.
func (db *DB) LinkLeagueMatch(leagueID, matchID string) (int, error) {
	fixture := -1
	err := db.update(func(tx *bbolt.Tx) error {
		rec := records.GetRecord(tx, matchID, records.KindMatch)
		if rec == nil {
			return fmt.Errorf("match %s: %w", matchID, ErrNotFound)
		}
		m, err := records.DecodeMatch(records.RecKey(matchID, records.KindMatch), rec)
		if err != nil {
			return err
		}
		_, err = changeLeague(tx, leagueID, db.opts.Now(), func(l *league.League) (err error) {
			fixture, err = l.Record(m)
			return err
		})
		return err
	})
	return fixture, err
}

// UnlinkLeagueMatch frees the current season's fixture linked to the
// match (league.Unlink); ErrNotFound when none is.
func (db *DB) UnlinkLeagueMatch(leagueID, matchID string) error {
	return db.update(func(tx *bbolt.Tx) error {
		_, err := changeLeague(tx, leagueID, db.opts.Now(), func(l *league.League) error {
			if !l.Unlink(matchID) {
				return fmt.Errorf("league %s: no open fixture is linked to match %s: %w", leagueID, matchID, ErrNotFound)
			}
			return nil
		})
		return err
	})
}

// unlinkEverywhere frees the open fixtures linked to a match being
// deleted, in every league (closed seasons keep their record).
func unlinkEverywhere(tx *bbolt.Tx, matchID string, now time.Time) error {
	var ids []string
	_ = tx.Bucket([]byte(records.BucketLeagues)).ForEach(func(k, v []byte) error {
		if l, err := records.DecodeLeague(k, v); err == nil && slices.ContainsFunc(openFixtures(l), func(f league.Fixture) bool { return f.MatchID == matchID }) {
			ids = append(ids, string(k))
		}
		return nil
	})
	for _, id := range ids {
		if _, err := changeLeague(tx, id, now, func(l *league.League) error { l.Unlink(matchID); return nil }); err != nil {
			return err
		}
	}
	return nil
}

func openFixtures(l *league.League) []league.Fixture {
	if s := l.Current(); s != nil && !s.Closed {
		return s.Fixtures
	}
	return nil
}

// CloseSeason closes the league's current season by its table and
// starts the next one (league.Close), reading the season's linked
// matches and saving the league in one transaction.
func (db *DB) CloseSeason(leagueID string) (*league.Season, error) {
	var next *league.Season
	err := db.update(func(tx *bbolt.Tx) error {
		_, err := changeLeague(tx, leagueID, db.opts.Now(), func(l *league.League) error {
			s := l.Current()
			if s == nil {
				return league.ErrNoSeason
			}
			ms, err := linked(tx, []*league.Season{s})
			if err != nil {
				return err
			}
			n, err := l.Close(ms)
			if err == nil {
				c := *n
				next = &c
			}
			return err
		})
		return err
	})
	return next, err
}

// linked decodes the stored matches linked to the seasons' fixtures
// (missing ones are left out: they count for nothing).
func linked(tx *bbolt.Tx, seasons []*league.Season) (map[string]*scoring.Match, error) {
	ms := map[string]*scoring.Match{}
	b := records.RecordsOf(tx)
	for _, s := range seasons {
		for _, f := range s.Fixtures {
			if !f.Played() || ms[f.MatchID] != nil {
				continue
			}
			key := records.RecKey(f.MatchID, records.KindMatch)
			rec := b.Get(key)
			if rec == nil {
				continue
			}
			m, err := records.DecodeMatch(key, bytes.Clone(rec))
			if err != nil {
				return nil, err
			}
			ms[f.MatchID] = m
		}
	}
	return ms, nil
}

// LeagueMatches returns the stored matches linked to the given seasons
// of a league (none: all seasons), by id, for Season.Table and
// League.Achievements. Only those matches are read.
func (db *DB) LeagueMatches(l *league.League, seasons ...int) (map[string]*scoring.Match, error) {
	var ss []*league.Season
	for i := range l.Seasons {
		if len(seasons) == 0 || slices.Contains(seasons, l.Seasons[i].Number) {
			ss = append(ss, &l.Seasons[i])
		}
	}
	var ms map[string]*scoring.Match
	err := db.view(func(tx *bbolt.Tx) (err error) { ms, err = linked(tx, ss); return err })
	return ms, err
}

// LeagueTable opens a league's table: the league and the ranked
// divisions of the season with the given number (0: the current one).
// It reads the league and the season's linked matches only.
func (db *DB) LeagueTable(id string, season int) (*league.League, [][]league.Row, error) {
	var l *league.League
	var tables [][]league.Row
	err := db.view(func(tx *bbolt.Tx) error {
		var err error
		if l, err = records.GetLeague(tx, id); err != nil {
			return err
		}
		s := l.Current()
		if season != 0 {
			s = l.Season(season)
		}
		if s == nil {
			return fmt.Errorf("league %s, season %d: %w", id, season, ErrNotFound)
		}
		ms, err := linked(tx, []*league.Season{s})
		if err != nil {
			return err
		}
		tables = s.Table(ms)
		return nil
	})
	if err != nil {
		return nil, nil, err
	}
	return l, tables, nil
}
