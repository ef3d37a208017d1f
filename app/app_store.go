package app

import (
	"io"

	"scorekeeper/scoring"
	"scorekeeper/scoring/league"
	"scorekeeper/scoring/stats"
	"scorekeeper/storage/boltdb"
	"scorekeeper/storage/csvfile"
)

// Store is what the UI needs from the database: exactly the calls it
// makes. *boltdb.DB provides it; tests open a real one in t.TempDir().
type Store interface {
	// Players lists the roster by name, archived players only when asked.
	Players(includeArchived bool) ([]scoring.RosterPlayer, error)
	AddPlayer(name string) (scoring.RosterPlayer, error)
	RenamePlayer(id, name string) error
	ArchivePlayer(id string, archived bool) error

	// Save stores the match in one committed transaction and raises its
	// revision; errStale when another copy saved it meanwhile.
	Save(m *scoring.Match) error
	// SaveApart keeps m, refused by Save as stale, beside the stored
	// match as a conflict (both kept); errNotFound when it was deleted.
	SaveApart(m *scoring.Match) error
	Get(id string) (*scoring.Match, error)
	Delete(id string) error
	// InProgress lists the newest limit matches still being played.
	InProgress(limit int) ([]scoring.Summary, error)
	// List gives a page of summaries, newest first.
	List(q scoring.Query) (scoring.Page, error)

	ExportCSV(w io.Writer, ids []string, o csvOptions) error
	ExportJSON(w io.Writer, ids []string) error
	ImportFile(r io.Reader) (importReport, error)

	// Statistics, from the stored per-match facts.
	Stats(f stats.Filter) (*stats.Group, error)
	PlayerStats(id string, f stats.Filter) (*stats.Player, error)

	// SKUCK leagues.
	SaveLeague(l *league.League) error
	League(id string) (*league.League, error)
	Leagues() ([]*league.League, error)
	LeagueTable(id string, season int) (*league.League, [][]league.Row, error)
	LeagueMatches(l *league.League, seasons ...int) (map[string]*scoring.Match, error)
	LinkLeagueMatch(leagueID, matchID string) (int, error)
	CloseSeason(leagueID string) (*league.Season, error)

	// MergePlayers moves every match of drop to keep (one person, two profiles).
	MergePlayers(keep, drop string) (mergeReport, error)

	// The league a match started from a fixture is played for, until it
	// is over and recorded ("" for none; an empty leagueID forgets it).
	SetFixtureLeague(matchID, leagueID string) error
	FixtureLeague(matchID string) (string, error)

	// Drafts: what is typed of a match's next round, kept as it is typed.
	SaveDraft(matchID string, data []byte) error
	Draft(matchID string) ([]byte, error)
	DeleteDraft(matchID string) error
}

var _ Store = (*boltdb.DB)(nil)

// changed runs after every change the screens make to the store (each
// hook its own line).
func (u *UI) changed(matchID string) {
	u.sync.saved()
	if matchID == "" { // a player added, renamed or imported
		u.emojiForNames()
	}
}

// homeOpen is how many matches in progress home lists: the newest (the
// others are in History).
const homeOpen = 20

// The store's options, reports and errors the screens read, named here
// so that only this file (and app_start.go, which rescues a damaged file)
// imports the storage adapter. They are its types: moving them to
// scoring would make the Store interface fully domain-typed.
type (
	csvOptions   = csvfile.Options
	importReport = boltdb.ImportReport
	mergeReport  = boltdb.MergeReport
	mergeError   = boltdb.MergeError
)

// errNotFound is the store's error for a match, player or league that is
// not there (errors.Is).
var errNotFound = boltdb.ErrNotFound

// errStale is Save's error for a match another copy saved meanwhile
// (errors.Is).
var errStale = boltdb.ErrStale
