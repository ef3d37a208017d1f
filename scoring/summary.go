package scoring

import "time"

// Summary is what a history list shows of a match. Everything in it is
// derived from the match (and, for ConflictOf, from an import's
// conflict note), so storage may keep it as a cache and rebuild it.
type Summary struct {
	ID         string    `json:"id"`
	Game       string    `json:"game"`
	Revision   int       `json:"revision"`
	Created    time.Time `json:"created"`
	Updated    time.Time `json:"updated"`
	Over       bool      `json:"over,omitempty"` // finished by the flag or by the rules
	Rounds     int       `json:"rounds"`
	Players    []Player  `json:"players"`   // seating order
	Standings  []Place   `json:"standings"` // best first
	Winners    []string  `json:"winners,omitempty"`
	ConflictOf string    `json:"conflictOf,omitempty"` // set on an imported conflict copy
	// Damaged is set (and the rest is empty but ID) when the stored
	// summary cannot be read; `scorekeeper check --repair` rebuilds it.
	Damaged error `json:"-"`
}

// Place is one player's place in a summary.
type Place struct {
	Player string `json:"player"`
	Total  int    `json:"total"`
	Rank   int    `json:"rank"`
}

// InProgress reports whether the match is still being played: not over,
// and not an imported conflict copy (those are for review, not play).
func (s *Summary) InProgress() bool { return !s.Over && s.ConflictOf == "" }

// Query selects matches for a history list, newest (latest started)
// first. Game and Player filter (both may be set); Limit is the page size
// (default 50); Cursor is a previous Page's Next.
type Query struct {
	Game   string
	Player string // player id
	Limit  int
	Cursor string
}

// Page is one page of a history list. Next is the cursor of the next
// page, "" when this is the last.
type Page struct {
	Matches []Summary
	Next    string
}
