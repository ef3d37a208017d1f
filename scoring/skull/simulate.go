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
	seen := map[string]bool{}
	for _, p := range players {
		if p.ID == "" || seen[p.ID] {
			return m // seats must have unique ids
		}
		seen[p.ID] = true
	}
	if len(players) == 0 {
		return m
	}
	type hand struct{ flowers, skulls int }
	hands := make([]hand, len(players))
	for i := range hands {
		hands[i] = hand{flowers: Discs - 1, skulls: 1}
	}
	t := newTable(players, opts)
	for guard := 0; !t.over && guard < 1000; guard++ {
		// Everyone still in puts down a stack; true is a skull, the top is last.
		stacks := make([][]bool, len(players))
		var alive []int
		placed := 0
		for i := range players {
			if !t.in(i) {
				continue
			}
			alive = append(alive, i)
			var discs []bool
			for range hands[i].flowers {
				discs = append(discs, false)
			}
			if i == t.holder {
				discs = append(discs, false) // the Last chance disc, never a skull
			}
			for range hands[i].skulls {
				discs = append(discs, true)
			}
			r.Shuffle(len(discs), func(a, b int) { discs[a], discs[b] = discs[b], discs[a] })
			n := 1 + min(r.IntN(len(discs)), r.IntN(len(discs)))
			stacks[i] = discs[:n]
			placed += n
		}

		// The challenger: mostly someone without a skull in their own
		// stack (a bluffer now and then), often the start player.
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
		own := len(stacks[c])
		bid := max(1, min(placed, own+r.IntN(4)))

		// Turn discs: all own first, then others' tops.
		result, skullOf := Won, -1
		turned := 0
		for k := own - 1; k >= 0 && turned < bid; k-- {
			turned++
			if stacks[c][k] {
				result, skullOf = Lost, c
				break
			}
		}
		for turned < bid && result == Won {
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
				result, skullOf = Lost, i
			}
		}

		round := Round{Challenger: players[c].ID, Bid: bid, Result: result}
		if result == Lost {
			round.SkullOf = players[skullOf].ID
			h := &hands[c]
			switch {
			case c == t.holder:
				*h = hand{} // lost with the Last chance disc: out
			case skullOf == c:
				// Chosen: keep the skull, unless it is the second-to-last disc.
				if h.flowers > 0 && (h.skulls == 0 || h.flowers+h.skulls > 2 || r.IntN(2) == 0) {
					h.flowers--
				} else {
					h.skulls--
				}
			default:
				// Drawn at random by the skull's owner.
				if r.IntN(h.flowers+h.skulls) < h.flowers {
					h.flowers--
				} else {
					h.skulls--
				}
			}
			if h.flowers+h.skulls == 0 && skullOf == c && t.alive > 2 {
				var next []int
				for _, i := range alive {
					if i != c {
						next = append(next, i)
					}
				}
				round.NextStart = players[next[r.IntN(len(next))]].ID
			}
		}
		m.Rounds = append(m.Rounds, round)
		t.play(round)
	}
	return m
}
