package skipbo

import (
	"maps"
	"math/rand/v2"
	"slices"

	"scorekeeper/scoring"
)

// Def describes Skip-Bo to the code that handles every game.
var Def = scoring.Def{
	Name: scoring.SkipBo, Title: "Skip-Bo", MinPlayers: MinPlayers, MaxPlayers: MaxPlayers,
	New:  func() scoring.Game { return &Match{} },
	Demo: demo, DemoWeight: 2,
	Teams: func(n int) bool { return n == 4 || n == 6 }, // teamShape
}

// fields are the names of a row's fields, in Rows' order.
var fields = []string{"winner", "stockLeft"}

// Fields names the fields of every row Rows lists.
func (m *Match) Fields() []string { return fields }

// FirstRounds is a copy of the match with its first n rounds, sharing
// nothing with it.
func (m *Match) FirstRounds(n int) scoring.Game {
	c := &Match{Options: m.Options, Rounds: scoring.FirstN(m.Rounds, n)}
	if m.Options.Teams != nil {
		c.Options.Teams = make([][]string, len(m.Options.Teams))
		for i, t := range m.Options.Teams {
			c.Options.Teams[i] = slices.Clone(t)
		}
	}
	for i := range c.Rounds {
		c.Rounds[i].StockLeft = maps.Clone(c.Rounds[i].StockLeft)
	}
	return c
}

// ReplacePlayer puts id to for id from in the teams, the winners and the
// stock counts.
func (m *Match) ReplacePlayer(from, to string) {
	for _, team := range m.Options.Teams {
		for k := range team {
			scoring.Swap(&team[k], from, to)
		}
	}
	for i := range m.Rounds {
		r := &m.Rounds[i]
		scoring.Swap(&r.Winner, from, to)
		if n, ok := r.StockLeft[from]; ok {
			delete(r.StockLeft, from)
			r.StockLeft[to] = n
		}
	}
}

// Sides lists the teams, and each player in no team alone, in seating
// order of their first player.
func (m *Match) Sides(players []scoring.Player) [][]string {
	side := m.Options.sides(players)
	var sides [][]string
	at := map[int]int{}
	for i, p := range players {
		k, ok := at[side[i]]
		if !ok {
			k = len(sides)
			at[side[i]] = k
			sides = append(sides, nil)
		}
		sides[k] = append(sides[k], p.ID)
	}
	return sides
}

func demo(r *rand.Rand, pool []scoring.Player) ([]scoring.Player, scoring.Game) {
	ps := scoring.Pick(r, pool, 2+r.IntN(5))
	o := Options{}
	if len(ps) == 4 && r.IntN(3) == 0 {
		o.Teams = [][]string{{ps[0].ID, ps[2].ID}, {ps[1].ID, ps[3].ID}}
	}
	if r.IntN(4) == 0 {
		o.Target = 300
	}
	return ps, Simulate(r, ps, o)
}

// FileParts points to the options and rounds as the match file holds them.
func (m *Match) FileParts() (options, rounds any) { return &m.Options, &m.Rounds }
