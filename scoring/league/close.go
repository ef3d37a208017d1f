package league

import "scorekeeper/scoring"

// Moves is the number of players who go up and down at each division boundary.
const Moves = 2

// Close closes the current season by its table and starts the next one:
// the two lowest of each division go down, the two highest of the
// division below go up, and every pair of the new divisions gets a fixture.
// It returns the new season.
func (l *League) Close(matches map[string]*scoring.Match) (*Season, error) {
	s := l.Current()
	if s == nil {
		return nil, ErrNoSeason
	}
	if s.Closed {
		return nil, ErrClosed
	}
	divs := Promote(s.Table(matches))
	s.Closed = true
	l.Seasons = append(l.Seasons, Season{Number: s.Number + 1, Divisions: divs, Fixtures: Schedule(divs)})
	return l.Current(), nil
}

// Promote forms the next season's divisions from ranked tables: at each
// boundary up to Moves players swap (fewer when a division is too small
// for both its moves). Each new division lists those coming down, those
// staying in their order, then those coming up.
func Promote(tables [][]Row) [][]string {
	n := len(tables)
	// k[i] players swap between division i and i+1
	k := make([]int, max(n-1, 0))
	for i := range k {
		up := 0
		if i > 0 {
			up = k[i-1]
		}
		k[i] = max(0, min(Moves, len(tables[i])-up, len(tables[i+1])))
	}
	out := make([][]string, n)
	for i, rows := range tables {
		var up, down int // players leaving upwards and downwards
		if i > 0 {
			up = k[i-1]
			for _, r := range tables[i-1][len(tables[i-1])-up:] {
				out[i] = append(out[i], r.Player)
			}
		}
		if i < n-1 {
			down = k[i]
		}
		for _, r := range rows[up : len(rows)-down] {
			out[i] = append(out[i], r.Player)
		}
		if i < n-1 {
			for _, r := range tables[i+1][:down] {
				out[i] = append(out[i], r.Player)
			}
		}
	}
	return out
}
