package league

import (
	"scorekeeper/scoring"
	"scorekeeper/scoring/skuck"
)

// Record links a finished SKUCK match to the current season's first
// unplayed fixture between its two players and returns the fixture's
// index. Recording a match already linked returns its fixture.
func (l *League) Record(m *scoring.Match) (int, error) {
	s := l.Current()
	if s == nil {
		return -1, ErrNoSeason
	}
	if s.Closed {
		return -1, ErrClosed
	}
	if !fits(m) {
		return -1, ErrMatch
	}
	for i, f := range s.Fixtures {
		if f.MatchID == m.ID {
			return i, nil
		}
	}
	for i, f := range s.Fixtures {
		if !f.Played() && between(m, f) {
			s.Fixtures[i].MatchID = m.ID
			return i, nil
		}
	}
	return -1, ErrFixture
}

// Unlink frees the current season's fixture linked to the match id and
// reports whether there was one.
func (l *League) Unlink(matchID string) bool {
	s := l.Current()
	if s == nil || s.Closed || matchID == "" {
		return false
	}
	for i, f := range s.Fixtures {
		if f.MatchID == matchID {
			s.Fixtures[i].MatchID = ""
			return true
		}
	}
	return false
}

// fits reports whether m is a finished SKUCK match of two players.
func fits(m *scoring.Match) bool {
	if m == nil || m.ID == "" || len(m.Players) != skuck.Players {
		return false
	}
	_, ok := m.Game.(*skuck.Match)
	return ok && m.Over()
}

// between reports whether m's two players are the fixture's.
func between(m *scoring.Match, f Fixture) bool {
	a, b := m.Players[0].ID, m.Players[1].ID
	return (a == f.Home && b == f.Away) || (a == f.Away && b == f.Home)
}

// result returns the fixture's linked match when it is a finished SKUCK
// match between its players.
func result(f Fixture, matches map[string]*scoring.Match) (*scoring.Match, bool) {
	if !f.Played() {
		return nil, false
	}
	m := matches[f.MatchID]
	if !fits(m) || m.ID != f.MatchID || !between(m, f) {
		return nil, false
	}
	return m, true
}
