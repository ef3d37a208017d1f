package boltdb

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"time"

	"go.etcd.io/bbolt"

	"scorekeeper/scoring"
	"scorekeeper/scoring/league"
	"scorekeeper/storage/boltdb/internal/records"
	"scorekeeper/storage/matchfile"
	"scorekeeper/storage/syncrules"
)

// ImportReport lists what an import did, by match id.
type ImportReport struct {
	Added   []string // new matches
	Updated []string // a higher revision replaced the stored match
	Skipped []string // already stored, the same, or contained by a version stored
	// Ignored lists the matches not stored because they were deleted
	// here: a tombstone held contains them, and no version of them lives
	// (kept also without lists, as Deleted).
	Ignored   []string
	Conflicts []string // ids of the conflict copies stored (see ConflictOf)
	// ConflictOf maps each conflict copy to the match it conflicts with.
	ConflictOf map[string]string
	NewPlayers []string // roster players added (new ids)
	Backup     string   // the backup made before the import ("" if none)
	// Leagues is what the import did with the bundle's leagues section.
	Leagues LeagueImport
	// Roster is what SyncImport did with roster players (Conflicts: two
	// versions changed apart, merged: playerMerge).
	Roster LeagueImport
	// Healed lists the stored matches that were damaged and replaced by
	// the imported copy.
	Healed []string
	// Deleted lists the matches a tombstone removed (every version of
	// them it contains).
	Deleted []string
	// Broken maps each record SyncImport could not read, or that breaks
	// the rules, to a message saying why; it was skipped. BrokenAt has
	// the error itself by the record's index in the call (records of one name may
	// come more than once: a sync engine's conflict copies).
	Broken   map[string]string
	BrokenAt map[int]error
	// Counts counts the matches of the lists above (also when the lists
	// are not kept: ImportSource).
	Counts ImportCounts
}

// ImportCounts counts what an import did with matches.
type ImportCounts struct {
	Added, Updated, Skipped, Conflicts, Healed, Deleted, Ignored int
}

// Stored is how many matches the import wrote.
func (r *ImportReport) Stored() int {
	return r.Counts.Added + r.Counts.Updated + r.Counts.Conflicts + r.Counts.Healed + r.Counts.Deleted
}

// merge adds what one batch did (r2, whose lists are all kept) to r.
func (r *ImportReport) merge(r2 *ImportReport, lists bool) {
	r.Counts.Added += len(r2.Added)
	r.Counts.Updated += len(r2.Updated)
	r.Counts.Skipped += len(r2.Skipped)
	r.Counts.Conflicts += len(r2.Conflicts)
	r.Counts.Healed += len(r2.Healed)
	r.Counts.Deleted += len(r2.Deleted)
	r.Counts.Ignored += len(r2.Ignored)
	r.Deleted = append(r.Deleted, r2.Deleted...)
	r.Ignored = append(r.Ignored, r2.Ignored...)
	if lists {
		r.Added = append(r.Added, r2.Added...)
		r.Updated = append(r.Updated, r2.Updated...)
		r.Skipped = append(r.Skipped, r2.Skipped...)
	}
	r.Conflicts = append(r.Conflicts, r2.Conflicts...)
	r.Healed = append(r.Healed, r2.Healed...)
	for k, v := range r2.ConflictOf {
		r.ConflictOf[k] = v
	}
	r.NewPlayers = append(r.NewPlayers, r2.NewPlayers...)
	r.Leagues.add(&r2.Leagues)
	r.Roster.add(&r2.Roster)
}

func (l *LeagueImport) add(l2 *LeagueImport) {
	l.Added = append(l.Added, l2.Added...)
	l.Updated = append(l.Updated, l2.Updated...)
	l.Skipped = append(l.Skipped, l2.Skipped...)
	l.Conflicts = append(l.Conflicts, l2.Conflicts...)
	l.Deleted = append(l.Deleted, l2.Deleted...)
}

// LeagueImport lists what an import did with leagues, by league id,
// under the rules of matches: not stored: added; the same: skipped; a
// higher revision: replaces; otherwise the stored league stays and the
// incoming one is kept as a conflict copy "<id>~<12 hex digits>" whose
// ConflictOf names the league.
type LeagueImport struct {
	Added, Updated, Skipped, Conflicts, Deleted []string
}

// ImportFile reads a match file or bundle with its leagues and imports
// it (ImportSource). The file is read twice: first to check all of it,
// then to store it; a reader that cannot seek back is copied to a
// temporary file on the first pass.
func (db *DB) ImportFile(r io.Reader) (ImportReport, error) {
	src, cleanup, err := rereadable(r)
	if err != nil {
		return ImportReport{}, err
	}
	defer cleanup()
	return db.ImportSource(true, src)
}

// rereadable returns a source that scans r, once or more.
func rereadable(r io.Reader) (Source, func(), error) {
	if rs, ok := r.(io.ReadSeeker); ok {
		if start, err := rs.Seek(0, io.SeekCurrent); err == nil {
			return func(fn func(*scoring.Match) error) ([]matchfile.LeagueItem, error) {
				if _, err := rs.Seek(start, io.SeekStart); err != nil {
					return nil, err
				}
				return matchfile.Scan(bufio.NewReaderSize(rs, 64<<10), fn)
			}, func() {}, nil
		}
	}
	tmp, err := os.CreateTemp("", "scorekeeper-import-*")
	if err != nil {
		return nil, nil, err
	}
	cleanup := func() { tmp.Close(); os.Remove(tmp.Name()) }
	first := true
	return func(fn func(*scoring.Match) error) ([]matchfile.LeagueItem, error) {
		if first {
			first = false
			w := bufio.NewWriterSize(tmp, 64<<10)
			ls, err := matchfile.Scan(bufio.NewReaderSize(io.TeeReader(r, w), 64<<10), fn)
			if err == nil {
				err = w.Flush()
			}
			return ls, err
		}
		if _, err := tmp.Seek(0, io.SeekStart); err != nil {
			return nil, err
		}
		return matchfile.Scan(bufio.NewReaderSize(tmp, 64<<10), fn)
	}, cleanup, nil
}

// Source gives the matches of one or more files to fn one at a time and
// returns their leagues (matchfile.Scan is one). ImportSource calls it
// twice and needs the same matches both times.
type Source func(fn func(*scoring.Match) error) ([]matchfile.LeagueItem, error)

// ImportSource imports the matches and leagues of sources, of any size,
// holding a batch of them at a time. First every source is read through
// and checked (each match against the rules and encoded, each league's
// structure): an error there changes nothing. Then, after a backup, the
// sources are read again and stored in transactions of importBatch
// matches each, the leagues in the last (docs/DESIGN.md, "Import and export"). With
// lists, the report lists every match id by what happened to it;
// without, only Counts (and the conflicts and healed ids) are kept, so
// memory does not grow with the number of matches.
func (db *DB) ImportSource(lists bool, sources ...Source) (ImportReport, error) {
	var leagues []matchfile.LeagueItem
	n := 0
	for _, src := range sources {
		ls, err := src(func(m *scoring.Match) error {
			n++
			_, err := checkIncoming(m, n)
			return err
		})
		if err != nil {
			return ImportReport{ConflictOf: map[string]string{}}, err
		}
		leagues = append(leagues, ls...)
	}
	im, err := db.newImporter(lists, leagues, n == 0)
	if err != nil || im == nil {
		return ImportReport{ConflictOf: map[string]string{}}, err
	}
	for _, src := range sources {
		if _, err := src(im.add); err != nil {
			return im.failed(err)
		}
	}
	return im.close()
}

type incoming struct {
	m    *scoring.Match
	data []byte
}

// checkIncoming checks and encodes the i-th (from 1) match to import.
func checkIncoming(m *scoring.Match, i int) (incoming, error) {
	if m == nil || (m.Game == nil && !m.Deleted) || m.ID == "" {
		return incoming{}, fmt.Errorf("match %d has no id or no game", i)
	}
	if err := checkTaken("match", m.ID, m.Revision, m.Versions); err != nil {
		return incoming{}, err
	}
	if m.Deleted {
		data, err := records.EncodeMatch(m)
		if err != nil {
			return incoming{}, fmt.Errorf("match %s: %w", m.ID, err)
		}
		return incoming{m, data}, nil
	}
	if errs := append(matchfile.NameIssues(m.Players), m.Validate().Errors()...); len(errs) > 0 {
		return incoming{}, &matchfile.RuleError{MatchID: m.ID, Issues: errs}
	}
	data, err := records.EncodeMatch(m)
	if err != nil {
		return incoming{}, fmt.Errorf("match %s: %w", m.ID, err)
	}
	return incoming{m, data}, nil
}

// Import stores matches from another device. Everything is checked and
// encoded before anything changes; then, after a backup, it is stored in
// batches (see ImportSource). For each match, by id:
//
//   - not stored: added;
//   - stored with the same revision and content: skipped;
//   - stored but damaged (it fails its checksum or does not read):
//     replaced, healed;
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
	deleted bool // a deleted league's tombstone (l: id, updated, versions)
}

// ImportBundle imports a bundle's matches (as Import) and leagues: all of
// it is checked before anything changes, then stored as ImportSource
// stores (the leagues with the last batch). Each league's structure is
// checked against the players it lists (matchfile.StructureIssues); its
// players the roster lacks join it under the listed name. Leagues follow
// the rules of matches (LeagueImport). Links to matches are kept as they
// are (a link to a match neither stored nor imported counts for nothing
// in the table).
func (db *DB) ImportBundle(b *matchfile.Bundle) (ImportReport, error) {
	if b == nil {
		return ImportReport{ConflictOf: map[string]string{}}, nil
	}
	return db.ImportSource(true, func(fn func(*scoring.Match) error) ([]matchfile.LeagueItem, error) {
		for _, m := range b.Matches {
			if err := fn(m); err != nil {
				return nil, err
			}
		}
		return b.Leagues, nil
	})
}

// checkLeagues checks and encodes the leagues to import.
func checkLeagues(items []matchfile.LeagueItem) ([]incomingLeague, error) {
	var leagues []incomingLeague
	seenLeague := map[string]bool{}
	for i, it := range items {
		if it.League == nil || it.League.ID == "" {
			return nil, fmt.Errorf("league %d has no id", i+1)
		}
		if seenLeague[it.League.ID] {
			return nil, fmt.Errorf("league %s is in the import twice", it.League.ID)
		}
		seenLeague[it.League.ID] = true
		if err := checkTaken("league", it.League.ID, it.League.Revision, it.League.Versions); err != nil {
			return nil, err
		}
		if errs := append(matchfile.NameIssues(it.Players), matchfile.StructureIssues(it.League, it.Players)...); len(errs) > 0 {
			return nil, &matchfile.LeagueError{LeagueID: it.League.ID, Issues: errs}
		}
		data, err := records.EncodeLeague(it.League)
		if err != nil {
			return nil, fmt.Errorf("league %s: %w", it.League.ID, err)
		}
		leagues = append(leagues, incomingLeague{l: it.League, players: it.Players, data: data})
	}
	return leagues, nil
}

// checkTaken refuses a count or revision too near the limit to take in
// (syncrules.CheckTaken), naming the field.
func checkTaken(kind, id string, revision int, vs scoring.Versions) error {
	if field, n := syncrules.CheckTaken(revision, vs); field != "" {
		return fmt.Errorf("%s %s: %w", kind, id, matchfile.NearLimit(field, n, syncrules.MaxTaken))
	}
	return nil
}

// importBatch and importBatchBytes bound one import transaction: its
// dirty pages (bbolt keeps them in memory until the commit) and the time
// a node's inserts take (one transaction for 10,000 matches spent most
// of its time moving a growing node's elements).
const (
	importBatch      = 1000
	importBatchBytes = 8 << 20
)

// importer stores checked matches in batches.
type importer struct {
	db      *DB
	lists   bool
	now     time.Time
	rep     ImportReport
	leagues []incomingLeague
	pending []incoming
	bytes   int
	n       int
}

// newImporter checks the leagues and makes the backup; nil when there is
// nothing to import.
func (db *DB) newImporter(lists bool, items []matchfile.LeagueItem, noMatches bool) (*importer, error) {
	leagues, err := checkLeagues(items)
	if err != nil {
		return nil, err
	}
	if noMatches && len(leagues) == 0 {
		return nil, nil
	}
	im := &importer{db: db, lists: lists, leagues: leagues, rep: ImportReport{ConflictOf: map[string]string{}}}
	var empty bool
	if err := db.view(func(tx *bbolt.Tx) error {
		empty = isEmpty(tx, records.BucketRecords) && isEmpty(tx, records.BucketLeagues)
		return nil
	}); err != nil {
		return nil, err
	}
	if !empty {
		b, err := db.Backup("before-import")
		if err != nil {
			return nil, fmt.Errorf("backup before importing: %w", err)
		}
		im.rep.Backup = b
	}
	im.now = db.opts.Now().UTC()
	return im, nil
}

// add queues a match (checked again: a source may give other matches
// the second time) and commits a full batch.
func (im *importer) add(m *scoring.Match) error {
	im.n++
	x, err := checkIncoming(m, im.n)
	if err != nil {
		return err
	}
	im.pending = append(im.pending, x)
	im.bytes += len(x.data)
	if len(im.pending) >= importBatch || im.bytes >= importBatchBytes {
		return im.commit(nil)
	}
	return nil
}

// commit stores the pending matches (and leagues) in one transaction and
// adds what it did to the report.
func (im *importer) commit(leagues []incomingLeague) error {
	var rep ImportReport
	err := im.db.update(func(tx *bbolt.Tx) error {
		rep = ImportReport{ConflictOf: map[string]string{}}
		mi := newMatchImports(tx, im.now)
		for _, x := range im.pending {
			if err := mi.add(x, &rep); err != nil {
				return err
			}
		}
		for _, x := range leagues {
			if err := importLeague(tx, x, im.now, &rep); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return err
	}
	im.pending, im.bytes = im.pending[:0], 0
	im.rep.merge(&rep, im.lists)
	return nil
}

func (im *importer) close() (ImportReport, error) {
	if err := im.commit(im.leagues); err != nil {
		return im.failed(err)
	}
	return im.rep, nil
}

// failed returns err with what was stored before it (the batches that
// committed) and the backup.
func (im *importer) failed(err error) (ImportReport, error) {
	rep := im.rep
	if rep.Stored() > 0 {
		err = fmt.Errorf("%w (stopped after storing %d matches; importing the same files again completes it, and the backup %s has the database as it was)", err, rep.Stored(), rep.Backup)
	}
	return rep, err
}

func importLeague(tx *bbolt.Tx, x incomingLeague, now time.Time, rep *ImportReport) error {
	added, err := records.EnsurePlayers(tx, x.players, now)
	if err != nil {
		return err
	}
	rep.NewPlayers = append(rep.NewPlayers, added...)
	return importLeagueVersion(tx, x, &rep.Leagues)
}
