package stats

import (
	"time"

	"scorekeeper/scoring"
)

// Filter selects the matches that count. The zero Filter keeps every match.
type Filter struct {
	From time.Time // Created at or after; zero: no lower bound
	To   time.Time // Created before; zero: no upper bound
	Game string    // a game's name, as in the match file; "": all games
	With []string  // player ids who must all have played (head to head)
}

// Keep reports whether m passes the filter. It does not look at whether
// the match is over; the statistics do.
func (f Filter) Keep(m *scoring.Match) bool {
	if m == nil || m.Game == nil {
		return false
	}
	if !f.From.IsZero() && m.Created.Before(f.From) {
		return false
	}
	if !f.To.IsZero() && !m.Created.Before(f.To) {
		return false
	}
	if f.Game != "" && m.Game.Name() != f.Game {
		return false
	}
	for _, id := range f.With {
		if scoring.Index(m.Players, id) < 0 {
			return false
		}
	}
	return true
}

// KeepFacts is Keep on a match's facts: the same answer for Facts(m) as
// for m.
func (f Filter) KeepFacts(x *MatchFacts) bool {
	if x == nil || x.Game == "" {
		return false
	}
	if !f.From.IsZero() && x.Created.Before(f.From) {
		return false
	}
	if !f.To.IsZero() && !x.Created.Before(f.To) {
		return false
	}
	if f.Game != "" && x.Game != f.Game {
		return false
	}
	for _, id := range f.With {
		if !x.Has(id) {
			return false
		}
	}
	return true
}
