package skipbo

import (
	"strconv"

	"scorekeeper/scoring"
)

// points returns each round's points by seat.
func (m *Match) points(players []scoring.Player) [][]int {
	out := make([][]int, len(m.Rounds))
	all := make([]int, len(m.Rounds)*len(players))
	side := m.Options.sides(players)
	for i, r := range m.Rounds {
		out[i] = all[i*len(players) : (i+1)*len(players) : (i+1)*len(players)]
		roundPoints(out[i], players, side, r)
	}
	return out
}

// RoundPoints returns what round (1-based, as on the sheet) scored for
// each seat, or nil when there is no such round.
func (m *Match) RoundPoints(players []scoring.Player, round int) []int {
	if round < 1 || round > len(m.Rounds) {
		return nil
	}
	return m.Options.Points(players, m.Rounds[round-1])
}

// Totals returns each seat's total after all rounds entered. In team
// play every member holds the team's total.
func (m *Match) Totals(players []scoring.Player) []int {
	tot := make([]int, len(players))
	for _, pts := range m.points(players) {
		for i, p := range pts {
			tot[i] += p
		}
	}
	return tot
}

// TeamTotals returns each team's total, in the order of Options.Teams;
// nil when everyone plays alone. A team with no known player has 0.
func (m *Match) TeamTotals(players []scoring.Player) []int {
	if !m.Options.TeamPlay() {
		return nil
	}
	tot := m.Totals(players)
	out := make([]int, len(m.Options.Teams))
	for t := range out {
		for i, p := range players {
			if m.Options.TeamOf(p.ID) == t {
				out[t] = tot[i]
				break
			}
		}
	}
	return out
}

// EndRound is the 1-based round in which a player or team reached the
// target, or 0 while nobody has.
func (m *Match) EndRound(players []scoring.Player) int {
	target := m.Options.TargetScore()
	tot := make([]int, len(players))
	for r, pts := range m.points(players) {
		for i, p := range pts {
			tot[i] += p
			if tot[i] >= target {
				return r + 1
			}
		}
	}
	return 0
}

// Over reports whether a player or team has reached the target.
func (m *Match) Over(players []scoring.Player) bool {
	return m.EndRound(players) > 0
}

// Leaders returns the ids of the players with the highest total (a
// whole team in team play), or nil while nobody has scored.
func (m *Match) Leaders(players []scoring.Player) []string {
	tot := m.Totals(players)
	best := 0
	for _, t := range tot {
		best = max(best, t)
	}
	if best == 0 {
		return nil
	}
	var ids []string
	for i, t := range tot {
		if t == best {
			ids = append(ids, players[i].ID)
		}
	}
	return ids
}

// ToGo returns, by seat, the points still needed to reach the target
// (0 once reached).
func (m *Match) ToGo(players []scoring.Player) []int {
	target := m.Options.TargetScore()
	tot := m.Totals(players)
	for i, t := range tot {
		tot[i] = max(0, target-t)
	}
	return tot
}

// Standings ranks the players by total, highest first; teammates share
// a total and so a rank.
func (m *Match) Standings(players []scoring.Player) []scoring.Standing {
	tot := m.Totals(players)
	s := make([]scoring.Standing, len(players))
	for i, p := range players {
		s[i] = scoring.Standing{Player: p, Total: tot[i]}
	}
	s = scoring.Rank(s)
	if m.Options.TeamPlay() {
		rankSides(s, m.Options.sides(players), players)
	}
	return s
}

// rankSides ranks teams as teams: a player's place is one more than the
// number of sides with a higher total (two teams: 1 and 2, never 1 and 3).
func rankSides(s []scoring.Standing, side []int, players []scoring.Player) {
	sideOf := map[string]int{}
	for i, p := range players {
		sideOf[p.ID] = side[i]
	}
	best := map[int]int{} // side -> its total (the same for every member)
	for _, st := range s {
		best[sideOf[st.Player.ID]] = st.Total
	}
	for i := range s {
		above := 0
		for _, t := range best {
			if t > s[i].Total {
				above++
			}
		}
		s[i].Rank = above + 1
	}
}

// Rows lists the sheet: per round and seat the round's winner, the
// cards left in the player's stock pile ("" when not recorded), the
// round's points and the running total.
func (m *Match) Rows(players []scoring.Player) []scoring.Row {
	rows := make([]scoring.Row, 0, len(m.Rounds)*len(players))
	fields := make([]scoring.Field, 0, 2*len(m.Rounds)*len(players))
	tot := make([]int, len(players))
	for r, pts := range m.points(players) {
		round := m.Rounds[r]
		for i, p := range players {
			tot[i] += pts[i]
			left := ""
			if n, ok := round.Left(p.ID); ok {
				left = strconv.Itoa(n)
			}
			fields = append(fields, scoring.Field{Name: "winner", Value: round.Winner}, scoring.Field{Name: "stockLeft", Value: left})
			rows = append(rows, scoring.Row{
				Round:  r + 1,
				Player: p.ID,
				Fields: fields[len(fields)-2 : len(fields) : len(fields)],
				Points: pts[i],
				Total:  tot[i],
			})
		}
	}
	return rows
}
