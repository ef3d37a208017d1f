package skull

import (
	"strconv"

	"scorekeeper/scoring"
)

// Over reports whether someone won a second challenge or only one player is left.
func (m *Match) Over(players []scoring.Player) bool {
	return m.State(players).Over
}

// Standings ranks the players: the winner first, then by challenges won
// (Total), discs left (Keys[0]) and the later elimination (Keys[1]: the
// round of elimination, Len()+1 for a player still in the game).
func (m *Match) Standings(players []scoring.Player) []scoring.Standing {
	s := m.State(players)
	out := make([]scoring.Standing, len(players))
	for i, p := range s.Players {
		out[i] = standing(players[i], p, s.Winner == p.Player && i == scoring.Index(players, p.Player), len(m.Rounds))
	}
	return scoring.Rank(out)
}

// Eliminated lists the ids of the players who lost their last disc.
// They are not Standing.Out (that is losing by a rule): they are out of
// the game that goes on without them.
func (m *Match) Eliminated(players []scoring.Player) []string {
	var ids []string
	for _, p := range m.State(players).Players {
		if p.Eliminated {
			ids = append(ids, p.Player)
		}
	}
	return ids
}

func standing(pl scoring.Player, p PlayerState, won bool, rounds int) scoring.Standing {
	out := rounds + 1
	if p.Eliminated {
		out = p.EliminatedIn
	}
	return scoring.Standing{Player: pl, Total: p.Won, Keys: []int{p.Discs, out}, Won: won}
}

// Rows lists every round for every player: the round's fields, Points 1
// for the challenger who won it, Total the challenges won so far.
func (m *Match) Rows(players []scoring.Player) []scoring.Row {
	t := newTable(players, m.Options)
	rows := make([]scoring.Row, 0, len(m.Rounds)*len(players))
	for k, r := range m.Rounds {
		before := make([]int, len(t.ps))
		for i, p := range t.ps {
			before[i] = p.Won
		}
		t.play(r)
		fields := []scoring.Field{
			{Name: "challenger", Value: r.Challenger},
			{Name: "bid", Value: strconv.Itoa(r.Bid)},
			{Name: "result", Value: r.Result},
			{Name: "skullOf", Value: r.SkullOf},
			{Name: "nextStart", Value: r.NextStart},
		}
		for i, p := range players {
			rows = append(rows, scoring.Row{
				Round:  k + 1,
				Player: p.ID,
				Fields: fields,
				Points: t.ps[i].Won - before[i],
				Total:  t.ps[i].Won,
			})
		}
	}
	return rows
}
