package league

import (
	"errors"
	"slices"
)

// ErrBothPlayers is returned by ReplacePlayer when both players are in
// one season: one person cannot hold two places in a season's divisions
// (and a fixture between them would be a match against oneself).
var ErrBothPlayers = errors.New("league: both players are in the same season")

// PlayerIDs lists every player of every season, in the order first seen
// (seasons in order, divisions A first).
func (l *League) PlayerIDs() []string {
	var ids []string
	seen := map[string]bool{}
	for _, s := range l.Seasons {
		for _, d := range s.Divisions {
			for _, id := range d {
				if !seen[id] {
					seen[id] = true
					ids = append(ids, id)
				}
			}
		}
	}
	return ids
}

// ReplacePlayer puts player to in from's place in every season's
// divisions and fixtures (two profiles of one person merged) and reports
// whether anything changed. It changes nothing and returns
// ErrBothPlayers when a season has both.
func (l *League) ReplacePlayer(from, to string) (bool, error) {
	if from == to {
		return false, nil
	}
	for _, s := range l.Seasons {
		if s.Division(from) >= 0 && s.Division(to) >= 0 {
			return false, ErrBothPlayers
		}
	}
	changed := false
	swap := func(id *string) {
		if *id == from {
			*id, changed = to, true
		}
	}
	for i := range l.Seasons {
		s := &l.Seasons[i]
		for _, d := range s.Divisions {
			for j := range d {
				swap(&d[j])
			}
		}
		for j := range s.Fixtures {
			swap(&s.Fixtures[j].Home)
			swap(&s.Fixtures[j].Away)
		}
	}
	return changed, nil
}

// hasPlayer reports whether any season has the player.
func (l *League) hasPlayer(id string) bool { return slices.Contains(l.PlayerIDs(), id) }
