package scoring

import "time"

// RosterPlayer is a player of the roster kept across matches. Archived
// players keep their matches and statistics but are not offered for new
// matches.
type RosterPlayer struct {
	ID       string    `json:"id"`
	Name     string    `json:"name"`
	Archived bool      `json:"archived,omitempty"`
	Created  time.Time `json:"created"`
	// MergedInto is set on a profile merged into another: the id of the
	// player it now is. Such a player is archived.
	MergedInto string `json:"mergedInto,omitempty"`
	// Updated is when the player last changed (zero: before it was
	// kept), Versions each device's changes (SPEC section 2.1).
	Updated  time.Time `json:"updated,omitzero"`
	Versions Versions  `json:"versions,omitempty"`
}
