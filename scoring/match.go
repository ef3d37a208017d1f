package scoring

import (
	"errors"
	"time"
)

// MaxRevision is the highest revision a match or a league may have (SPEC
// section 3): 2^53 - 1, the largest whole number every JSON reader keeps
// exactly. A save never raises a revision past it (ErrRevisionLimit).
const MaxRevision = 1<<53 - 1

// ErrRevisionLimit is the error of a save that would raise a revision
// past MaxRevision.
var ErrRevisionLimit = errors.New("the revision has reached its limit (2^53 - 1) and cannot be raised")

// MaxIDLength is the longest id, in bytes, of a match, a player or a
// league (docs/DESIGN.md, "Match file decisions"): a UUID has 36.
const MaxIDLength = 256

// Game is one game's options and rounds. Each game package implements it;
// the players are passed in because the match owns them.
type Game interface {
	// Name is the game's name in the match file, e.g. "skullking".
	Name() string
	// Validate checks the options and every round against the rules.
	Validate(players []Player) Issues
	// Standings ranks the players by the rounds so far.
	Standings(players []Player) []Standing
	// Over reports whether the rules say the match has ended
	// (all rounds played, target reached, a second win, ...).
	Over(players []Player) bool
	// Rows lists the sheet as one row per round and player, in round
	// order then seating order, for export and display.
	Rows(players []Player) []Row
	// Len is the number of rounds (games for SKUCK) entered.
	Len() int
	// Fields names the fields of every row Rows lists, in their order:
	// the game's columns in a spreadsheet export.
	Fields() []string
	// FirstRounds is a copy of the game with its first n rounds only
	// (0 <= n <= Len()); the copy shares no memory with the game, so
	// changing one (ReplacePlayer) leaves the other as it was.
	FirstRounds(n int) Game
	// ReplacePlayer puts player id to wherever the options and rounds
	// name player id from, in place.
	ReplacePlayer(from, to string)
	// Sides lists the scoring sides in seating order of their first
	// player: the teams, or each player alone.
	Sides(players []Player) [][]string
	// FileParts points to the game's options and rounds as the match
	// file holds them (SPEC 3, by their JSON tags): the file format
	// decodes into them and encodes them.
	FileParts() (options, rounds any)
}

// Row is one player's line of one round on the sheet.
type Row struct {
	Round  int    // 1-based
	Player string // player id
	Fields []Field
	Points int // what the round scored for the player
	Total  int // running total after this round
}

// Field is one named entry value of a row, e.g. {"bid", "3"}. Names are
// the match file's field names so export columns match the file format.
type Field struct {
	Name  string
	Value string
}

// Match is a stored or exported match: who played what, and the entries.
type Match struct {
	ID       string
	Revision int
	Created  time.Time
	Updated  time.Time
	Players  []Player
	Finished bool // set by the players ("end match") or by the rules
	Game     Game
	// Versions counts each device's saves (SPEC section 3): storage
	// bumps this device's count on every save. Nil in a file written
	// before versions existed.
	Versions Versions
	// Deleted marks a tombstone: a deleted match of which only ID,
	// Updated and Versions are set (Game is nil). Tombstones live in
	// storage and in files only; Over, Validate and Result must not be
	// called on one.
	Deleted bool
}

// Over reports whether the match has ended, by the flag or by the rules.
func (m *Match) Over() bool {
	return m.Finished || m.Game.Over(m.Players)
}

// Validate checks the id, the revision, the players and then the game.
func (m *Match) Validate() Issues {
	var b Builder
	if len(m.ID) > MaxIDLength {
		b.Err("id", "rule.id.long", "Max", MaxIDLength, "Got", len(m.ID))
	}
	if m.Revision < 0 || m.Revision > MaxRevision {
		b.Err("revision", "rule.range", "Min", 0, "Max", MaxRevision, "Value", m.Revision)
	}
	seen := map[string]bool{}
	for _, p := range m.Players {
		switch {
		case p.ID == "":
			b.Err("players", "rule.player.id.empty")
		case len(p.ID) > MaxIDLength:
			b.Err("players", "rule.id.long", "Max", MaxIDLength, "Got", len(p.ID))
		case seen[p.ID]:
			b.Err("players", "rule.player.id.duplicate", "ID", p.ID)
		}
		seen[p.ID] = true
	}
	return append(b.Issues, m.Game.Validate(m.Players)...)
}

// Result is the outcome of a match: standings and winners.
type Result struct {
	Standings []Standing
	Winners   []string // ids ranked first, only once the match is over
	Over      bool
}

// Result ranks the players and names winners once the match is over.
func (m *Match) Result() Result {
	r := Result{Standings: m.Game.Standings(m.Players), Over: m.Over()}
	if r.Over {
		r.Winners = Winners(r.Standings)
	}
	return r
}
