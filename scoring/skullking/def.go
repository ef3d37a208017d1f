package skullking

import (
	"math/rand/v2"
	"slices"

	"scorekeeper/scoring"
)

// Def describes Skull King to the code that handles every game.
var Def = scoring.Def{
	Name: scoring.SkullKing, Title: "Skull King", MinPlayers: MinPlayers, MaxPlayers: MaxPlayers,
	New:  func() scoring.Game { return &Match{} },
	Demo: demo, DemoWeight: 4, // the most played
}

// fields are the names of a row's fields, in Rows' order.
var fields = []string{"cards", "dealer", "destroyed", "bid", "harry", "tricks", "wager", "cannonball", "colored14", "black14", "piratesByKing", "mermaidsByPirate", "kingByMermaid", "lootWith", "bidPoints", "bonusPoints"}

// Fields names the fields of every row Rows lists.
func (m *Match) Fields() []string { return fields }

// FirstRounds is a copy of the match with its first n rounds, sharing
// nothing with it.
func (m *Match) FirstRounds(n int) scoring.Game {
	o := m.Options
	o.Cards = slices.Clone(o.Cards)
	if o.Expansions != nil {
		o.Expansions = new(*o.Expansions)
	}
	if o.Powers != nil {
		o.Powers = new(*o.Powers)
	}
	c := &Match{Options: o, Rounds: scoring.FirstN(m.Rounds, n)}
	for i := range c.Rounds {
		r := &c.Rounds[i]
		r.Entries = slices.Clone(r.Entries)
		for j := range r.Entries {
			r.Entries[j].LootWith = slices.Clone(r.Entries[j].LootWith)
		}
	}
	return c
}

// ReplacePlayer puts id to for id from in the first dealer and every
// entry, Loot partners included.
func (m *Match) ReplacePlayer(from, to string) {
	scoring.Swap(&m.Options.FirstDealer, from, to)
	for i := range m.Rounds {
		for j := range m.Rounds[i].Entries {
			e := &m.Rounds[i].Entries[j]
			scoring.Swap(&e.Player, from, to)
			for k := range e.LootWith {
				scoring.Swap(&e.LootWith[k], from, to)
			}
		}
	}
}

// Sides: everyone plays alone.
func (m *Match) Sides(players []scoring.Player) [][]string { return scoring.Alone(players) }

func demo(r *rand.Rand, pool []scoring.Player) ([]scoring.Player, scoring.Game) {
	ps := scoring.Pick(r, pool, 3+r.IntN(4))
	o := Options{FirstDealer: ps[r.IntN(len(ps))].ID}
	if r.IntN(4) == 0 {
		o.Scoring = Rascal
	}
	if r.IntN(5) == 0 {
		names := Schedules()
		o.Cards = Schedule(names[r.IntN(len(names))], len(ps))
	}
	if r.IntN(12) == 0 {
		ps = ps[:2]
		o.Ghost, o.FirstDealer = true, ps[0].ID
		o.Cards = nil
	}
	return ps, Simulate(r, ps, o)
}

// FileParts points to the options and rounds as the match file holds them.
func (m *Match) FileParts() (options, rounds any) { return &m.Options, &m.Rounds }

// LastMark: the players ranked last "do the dishes" (rule book 000).
func (m *Match) LastMark() string { return "game.skullking.dishes" }
