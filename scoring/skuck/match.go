package skuck

import (
	"strconv"

	"scorekeeper/scoring"
)

// Match is a SKUCK match's options and games; it implements scoring.Game.
type Match struct {
	Options Options `json:"options"`
	Rounds  []Round `json:"rounds"`
}

var _ scoring.Game = (*Match)(nil)

// Name is "skuck".
func (m *Match) Name() string { return scoring.Skuck }

// Len is the number of games entered.
func (m *Match) Len() int { return len(m.Rounds) }

// Next is the 1-based number of the game to play next, or 0 when the
// match is over.
func (m *Match) Next(players []scoring.Player) int {
	if m.Over(players) {
		return 0
	}
	return len(m.Rounds) + 1
}

// Over reports whether all games are played or a player is disqualified.
func (m *Match) Over(players []scoring.Player) bool {
	if len(m.Rounds) >= m.Options.GameCount() {
		return true
	}
	for _, s := range m.Scores(players) {
		if s.Out {
			return true
		}
	}
	return false
}

// Standings ranks the players: Total is the final score with plussies,
// Keys holds the zeros (the tie-break), Out marks a disqualified player.
// Equal totals and zeros share rank 1: a draw.
func (m *Match) Standings(players []scoring.Player) []scoring.Standing {
	scores := m.Scores(players)
	st := make([]scoring.Standing, len(scores))
	for i, s := range scores {
		st[i] = scoring.Standing{Player: s.Player, Total: s.Final, Keys: []int{s.Zeros}, Out: s.Out}
	}
	return scoring.Rank(st)
}

// RowFields are the names of a row's fields, in order.
var RowFields = []string{"trump", "caller", "bid", "made", "points", "reneges", "miscounts", "timeFaults"}

// Rows lists each game's line of each player, in game then seating order.
// Points is the game's score with penalties; Total is the running total
// including the plussies earned so far, so a player's last row shows the
// final score. A missing entry gives empty entry fields.
func (m *Match) Rows(players []scoring.Player) []scoring.Row {
	scores := m.Scores(players)
	rows := make([]scoring.Row, 0, len(m.Rounds)*len(players))
	for g, r := range m.Rounds {
		for i, p := range players {
			gs := scores[i].Games[g]
			f := []scoring.Field{{Name: "trump", Value: r.Trump}, {Name: "caller", Value: r.Caller}}
			e, ok := r.Entry(p.ID)
			for _, name := range RowFields[2:] {
				v := ""
				if ok {
					v = strconv.Itoa(entryField(e, name))
				}
				f = append(f, scoring.Field{Name: name, Value: v})
			}
			rows = append(rows, scoring.Row{Round: g + 1, Player: p.ID, Fields: f, Points: gs.Points, Total: gs.Total})
		}
	}
	return rows
}

func entryField(e Entry, name string) int {
	switch name {
	case "bid":
		return e.Bid
	case "made":
		return e.Made
	case "points":
		return e.Points
	case "reneges":
		return e.Reneges
	case "miscounts":
		return e.Miscounts
	case "timeFaults":
		return e.TimeFaults
	}
	return 0
}

// Clicks counts the games that were a Click.
func (m *Match) Clicks() int {
	n := 0
	for _, r := range m.Rounds {
		if r.Click() {
			n++
		}
	}
	return n
}

// Marks marks game r (1-based) when it was a Click.
func (m *Match) Marks(r int) []string {
	if r >= 1 && r <= len(m.Rounds) && m.Rounds[r-1].Click() {
		return []string{"skuck.click"}
	}
	return nil
}
