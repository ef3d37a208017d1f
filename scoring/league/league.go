package league

import (
	"errors"
	"scorekeeper/scoring"
	"slices"
	"time"
)

// League is a SKUCK league: its seasons, the last one current.
//
// Revision, Created, Updated and ConflictOf are kept by storage (this
// package never sets them): the revision is raised by every save, as a
// match's is, so two devices' copies can be told apart on import;
// ConflictOf marks an imported copy that conflicted with the league of
// that id.
type League struct {
	ID         string    `json:"id"`
	Name       string    `json:"name"`
	Revision   int       `json:"revision"`
	Created    time.Time `json:"created,omitzero"`
	Updated    time.Time `json:"updated,omitzero"`
	ConflictOf string    `json:"conflictOf,omitzero"`
	Seasons    []Season  `json:"seasons"`
	// Versions counts each device's saves, kept by storage as a match's
	// (scoring.Versions; nil before versions existed).
	Versions scoring.Versions `json:"versions,omitzero"`
}

// Season is one season: the divisions (player ids, A first, each in its
// seeding order) and the fixtures.
type Season struct {
	Number    int        `json:"number"` // 1-based
	Divisions [][]string `json:"divisions"`
	Fixtures  []Fixture  `json:"fixtures"`
	Closed    bool       `json:"closed"`
}

// Fixture is one match to play: two players of a division and, once
// played, the id of the SKUCK match between them.
type Fixture struct {
	Division int    `json:"division"` // index into Divisions: 0 is A
	Home     string `json:"home"`
	Away     string `json:"away"`
	MatchID  string `json:"matchId,omitzero"`
}

// Played reports whether a match is linked to the fixture.
func (f Fixture) Played() bool { return f.MatchID != "" }

// Errors of New, Record and Close.
var (
	ErrPlayers  = errors.New("league: need at least 2 different players")
	ErrNoSeason = errors.New("league: no season")
	ErrClosed   = errors.New("league: the season is closed")
	ErrMatch    = errors.New("league: not a finished SKUCK match of two players")
	ErrFixture  = errors.New("league: no open fixture between these players")
)

// New creates a league whose first season divides the players, given
// best first, into divisions (see the package doc) with their fixtures.
func New(id, name string, ranked []string) (*League, error) {
	if len(ranked) < 2 || slices.Contains(ranked, "") || len(unique(ranked)) != len(ranked) {
		return nil, ErrPlayers
	}
	divs := Divide(ranked)
	return &League{ID: id, Name: name, Seasons: []Season{{Number: 1, Divisions: divs, Fixtures: Schedule(divs)}}}, nil
}

// Current returns the last season, nil when there is none.
func (l *League) Current() *Season {
	if len(l.Seasons) == 0 {
		return nil
	}
	return &l.Seasons[len(l.Seasons)-1]
}

// Season returns the season with the given number, nil when there is none.
func (l *League) Season(number int) *Season {
	for i := range l.Seasons {
		if l.Seasons[i].Number == number {
			return &l.Seasons[i]
		}
	}
	return nil
}

// MatchIDs lists the ids of the matches linked to fixtures, in order, for
// the caller to load before asking for tables.
func (l *League) MatchIDs() []string {
	var ids []string
	for _, s := range l.Seasons {
		for _, f := range s.Fixtures {
			if f.Played() {
				ids = append(ids, f.MatchID)
			}
		}
	}
	return ids
}

// DivisionName is the letter of division i: A, B, ..., Z, then AA, AB, ...
func DivisionName(i int) string {
	if i < 0 {
		return ""
	}
	name := ""
	for n := uint(i) + 1; n > 0; n = (n - 1) / 26 { // uint: i+1 never wraps
		name = string(rune('A'+(n-1)%26)) + name
	}
	return name
}

// Division returns the index of the division the player is in, or -1.
func (s *Season) Division(id string) int {
	for d, ids := range s.Divisions {
		if slices.Contains(ids, id) {
			return d
		}
	}
	return -1
}

func unique(ids []string) map[string]bool {
	seen := make(map[string]bool, len(ids))
	for _, id := range ids {
		seen[id] = true
	}
	return seen
}
