package skull

import (
	"math/rand/v2"
	"slices"

	"scorekeeper/scoring"
)

// Simulate plays a complete match with real discs behind the scenes: each
// round every player puts down some of their flowers and skull, a
// challenger bids and turns discs by the rules, and lost discs are drawn
// at random (or chosen, on the challenger's own skull). The result
// validates and is over for 3..6 players with valid options. It is
// deterministic for a given source.
func Simulate(r *rand.Rand, players []scoring.Player, opts Options) *Match {
	m := &Match{Options: opts}
	if !uniqueIDs(players) || len(players) == 0 {
		return m
	}
	hands := make([]hand, len(players))
	for i := range hands {
		hands[i] = hand{flowers: Discs - 1, skulls: 1}
	}
	t := newTable(players, opts)
	for guard := 0; !t.over && guard < 1000; guard++ {
		round := simulateRound(r, t, hands)
		m.Rounds = append(m.Rounds, round)
		t.play(round)
	}
	return m
}

// uniqueIDs reports whether every player has an id and no two share one.
func uniqueIDs(players []scoring.Player) bool {
	seen := map[string]bool{}
	for _, p := range players {
		if p.ID == "" || seen[p.ID] {
			return false
		}
		seen[p.ID] = true
	}
	return true
}

// hand is the discs a player has left.
type hand struct{ flowers, skulls int }

// simulateRound plays one challenge and takes a lost disc from the
// challenger's hand. The order of the steps is the order of the random draws.
func simulateRound(r *rand.Rand, t *table, hands []hand) Round {
	stacks, alive, placed := putDown(r, t, hands)
	c := pickChallenger(r, t, stacks, alive)
	bid := max(1, min(placed, len(stacks[c])+r.IntN(4)))
	result, skullOf := turnDiscs(r, stacks, alive, c, bid)
	round := Round{Challenger: t.players[c].ID, Bid: bid, Result: result}
	if result == Won {
		return round
	}
	round.SkullOf = t.players[skullOf].ID
	h := &hands[c]
	loseDisc(r, h, c == t.holder, skullOf == c)
	if h.flowers+h.skulls == 0 && skullOf == c && t.alive > 2 {
		next := slices.DeleteFunc(slices.Clone(alive), func(i int) bool { return i == c })
		round.NextStart = t.players[next[r.IntN(len(next))]].ID
	}
	return round
}

// putDown has everyone still in put down a stack: true is a skull, the
// top is last. It returns the stacks by seat, the seats still in and the
// number of discs placed.
func putDown(r *rand.Rand, t *table, hands []hand) (stacks [][]bool, alive []int, placed int) {
	stacks = make([][]bool, len(hands))
	for i, h := range hands {
		if !t.in(i) {
			continue
		}
		alive = append(alive, i)
		var discs []bool
		for range h.flowers {
			discs = append(discs, false)
		}
		if i == t.holder {
			discs = append(discs, false) // the Last chance disc, never a skull
		}
		for range h.skulls {
			discs = append(discs, true)
		}
		r.Shuffle(len(discs), func(a, b int) { discs[a], discs[b] = discs[b], discs[a] })
		n := 1 + min(r.IntN(len(discs)), r.IntN(len(discs)))
		stacks[i] = discs[:n]
		placed += n
	}
	return stacks, alive, placed
}

// pickChallenger picks mostly someone without a skull in their own stack
// (a bluffer now and then), often the start player.
func pickChallenger(r *rand.Rand, t *table, stacks [][]bool, alive []int) int {
	var safe []int
	for _, i := range alive {
		if !slices.Contains(stacks[i], true) {
			safe = append(safe, i)
		}
	}
	c := alive[r.IntN(len(alive))]
	switch {
	case t.start >= 0 && t.in(t.start) && r.IntN(4) == 0:
		c = t.start
	case len(safe) > 0 && r.IntN(10) < 8:
		c = safe[r.IntN(len(safe))]
	}
	return c
}

// turnDiscs turns bid discs for challenger c: all their own first, then
// others' tops (taken off the stacks). It returns the result and, when
// lost, the seat whose skull was turned.
func turnDiscs(r *rand.Rand, stacks [][]bool, alive []int, c, bid int) (result string, skullOf int) {
	turned := 0
	for k := len(stacks[c]) - 1; k >= 0 && turned < bid; k-- {
		turned++
		if stacks[c][k] {
			return Lost, c
		}
	}
	for turned < bid {
		var left []int
		for _, i := range alive {
			if i != c && len(stacks[i]) > 0 {
				left = append(left, i)
			}
		}
		i := left[r.IntN(len(left))]
		top := stacks[i][len(stacks[i])-1]
		stacks[i] = stacks[i][:len(stacks[i])-1]
		turned++
		if top {
			return Lost, i
		}
	}
	return Won, -1
}

// loseDisc takes a disc from a challenger's hand: all of it with the Last
// chance disc, the one chosen on their own skull, else one drawn at random.
func loseDisc(r *rand.Rand, h *hand, lastChance, ownSkull bool) {
	switch {
	case lastChance:
		*h = hand{} // out
	case ownSkull:
		// Keep the skull, unless it is the second-to-last disc.
		if h.flowers > 0 && (h.skulls == 0 || h.flowers+h.skulls > 2 || r.IntN(2) == 0) {
			h.flowers--
		} else {
			h.skulls--
		}
	default:
		// Drawn by the skull's owner.
		if r.IntN(h.flowers+h.skulls) < h.flowers {
			h.flowers--
		} else {
			h.skulls--
		}
	}
}
