package skuck

import (
	"math/rand/v2"
	"slices"

	"scorekeeper/scoring"
)

// Def describes SKUCK to the code that handles every game.
var Def = scoring.Def{
	Name: scoring.Skuck, Title: "SKUCK", MinPlayers: Players, MaxPlayers: Players,
	New:  func() scoring.Game { return &Match{} },
	Demo: demo, DemoWeight: 2,
}

// Fields names the fields of every row Rows lists.
func (m *Match) Fields() []string { return RowFields }

// FirstRounds is a copy of the match with its first n games, sharing
// nothing with it.
func (m *Match) FirstRounds(n int) scoring.Game {
	c := &Match{Options: m.Options, Rounds: scoring.FirstN(m.Rounds, n)}
	for i := range c.Rounds {
		c.Rounds[i].Entries = slices.Clone(c.Rounds[i].Entries)
	}
	return c
}

// ReplacePlayer puts id to for id from in every game's caller and entries.
func (m *Match) ReplacePlayer(from, to string) {
	for i := range m.Rounds {
		r := &m.Rounds[i]
		scoring.Swap(&r.Caller, from, to)
		for j := range r.Entries {
			scoring.Swap(&r.Entries[j].Player, from, to)
		}
	}
}

// Sides: the two players play alone.
func (m *Match) Sides(players []scoring.Player) [][]string { return scoring.Alone(players) }

func demo(r *rand.Rand, pool []scoring.Player) ([]scoring.Player, scoring.Game) {
	ps := scoring.Pick(r, pool, 2)
	return ps, Simulate(r, ps, Options{Disqualify: r.IntN(4) == 0})
}

// FileParts points to the options and rounds as the match file holds them.
func (m *Match) FileParts() (options, rounds any) { return &m.Options, &m.Rounds }
