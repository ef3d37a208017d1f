package stats

import "scorekeeper/scoring"

// Line is one player's running total through a match: Totals[0] is 0
// before the first round, Totals[r] the total after round r.
type Line struct {
	Player scoring.Player
	Totals []int
}

// Running gives the running totals of a match, one line per seat, from
// the game's sheet (scoring.Row.Total): points, challenges won (Skull),
// or the SKUCK total with the plussies so far.
func Running(m *scoring.Match) []Line {
	if m == nil || m.Game == nil {
		return nil
	}
	n := m.Game.Len()
	lines := make([]Line, len(m.Players))
	for i, p := range m.Players {
		lines[i] = Line{Player: p, Totals: make([]int, n+1)}
	}
	set := make([]bool, len(m.Players)*(n+1)) // seat*(n+1)+round
	for _, row := range m.Game.Rows(m.Players) {
		i := scoring.Index(m.Players, row.Player)
		if i < 0 || row.Round < 1 || row.Round > n {
			continue
		}
		lines[i].Totals[row.Round] = row.Total
		set[i*(n+1)+row.Round] = true
	}
	// a round without the player's row keeps the previous total
	for i, l := range lines {
		for r := 1; r <= n; r++ {
			if !set[i*(n+1)+r] {
				l.Totals[r] = l.Totals[r-1]
			}
		}
	}
	return lines
}
