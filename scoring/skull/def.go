package skull

import (
	"math/rand/v2"

	"scorekeeper/scoring"
)

// Def describes Skull to the code that handles every game.
var Def = scoring.Def{
	Name: scoring.Skull, Title: "Skull", MinPlayers: MinPlayers, MaxPlayers: MaxPlayers,
	New:  func() scoring.Game { return &Match{} },
	Demo: demo, DemoWeight: 2,
}

// fields are the names of a row's fields, in Rows' order.
var fields = []string{"challenger", "bid", "result", "skullOf", "nextStart"}

// Fields names the fields of every row Rows lists.
func (m *Match) Fields() []string { return fields }

// FirstRounds is a copy of the match with its first n rounds, sharing
// nothing with it (options and rounds hold no slices or maps).
func (m *Match) FirstRounds(n int) scoring.Game {
	c := *m
	c.Rounds = scoring.FirstN(m.Rounds, n)
	return &c
}

// ReplacePlayer puts id to for id from in the start player and every
// round.
func (m *Match) ReplacePlayer(from, to string) {
	scoring.Swap(&m.Options.StartPlayer, from, to)
	for i := range m.Rounds {
		r := &m.Rounds[i]
		scoring.Swap(&r.Challenger, from, to)
		scoring.Swap(&r.SkullOf, from, to)
		scoring.Swap(&r.NextStart, from, to)
	}
}

// Sides: everyone plays alone.
func (m *Match) Sides(players []scoring.Player) [][]string { return scoring.Alone(players) }

func demo(r *rand.Rand, pool []scoring.Player) ([]scoring.Player, scoring.Game) {
	ps := scoring.Pick(r, pool, 3+r.IntN(4))
	return ps, Simulate(r, ps, Options{LastChance: r.IntN(3) == 0, StartPlayer: ps[r.IntN(len(ps))].ID})
}

// Starter is the player who started the first round.
func (m *Match) Starter() string { return m.Options.StartPlayer }

// FileParts points to the options and rounds as the match file holds them.
func (m *Match) FileParts() (options, rounds any) { return &m.Options, &m.Rounds }
