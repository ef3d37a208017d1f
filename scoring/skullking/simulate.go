package skullking

import (
	"math/rand/v2"

	"scorekeeper/scoring"
)

// Simulate plays a complete match with the given options: plausible bids
// (most made, some off by one or two), tricks that add up, bonus
// captures, Cannonball (Rascal scoring), and unless the options rule
// them out now and then a destroyed trick and Loot alliances
// (expansions), Harry the Giant and Rascal's wager (powers). With valid options the
// result validates without errors and is Over. The same source gives
// the same match.
func Simulate(r *rand.Rand, players []scoring.Player, opts Options) *Match {
	m := &Match{Options: opts}
	if len(players) == 0 {
		return m
	}
	for _, cards := range m.Deals(players) {
		m.Rounds = append(m.Rounds, simulateRound(r, players, opts, cards))
	}
	return m
}

// simulateRound plays one round of cards (clamped to the deck) per hand.
func simulateRound(r *rand.Rand, players []scoring.Player, opts Options, cards int) Round {
	cards = min(max(cards, 0), Deck)
	n := len(players)
	hands := opts.Hands(n)
	allowed := opts.allowed()
	rd := Round{Entries: make([]Entry, n)}
	for s, p := range players {
		rd.Entries[s].Player = p.ID
	}
	es := rd.Entries

	// Destroyed tricks (Kraken, White Whale) are rare.
	if allowed.Expansions && cards >= 2 && r.IntN(100) < 6 {
		rd.Destroyed = 1
		if cards >= 3 && r.IntN(6) == 0 {
			rd.Destroyed = 2
		}
	}
	// owner[t] is the hand that won trick t: -1 destroyed, n the ghost.
	owner := make([]int, cards)
	room := make([]int, cards) // cards of the trick not yet given a role
	for t := range owner {
		room[t] = hands
		if t < rd.Destroyed {
			owner[t] = -1
			continue
		}
		owner[t] = r.IntN(hands)
		if owner[t] < n {
			es[owner[t]].Tricks++
		}
	}

	// Bids: most players make theirs, some miss by one or two.
	for s := range es {
		off := 0
		switch u := r.IntN(100); {
		case u >= 88:
			off = 2 + r.IntN(2)
		case u >= 55:
			off = 1
		}
		if r.IntN(2) == 0 {
			off = -off
		}
		es[s].Bid = min(max(es[s].Tricks+off, 0), cards)
		if opts.Rascal() && r.IntN(5) == 0 {
			es[s].Cannonball = true
		}
	}

	// Captures: a card is in play with the share of the deck dealt, and
	// lands in a random trick with room for it.
	inPlay := func() bool { return r.IntN(Deck) < cards*hands }
	trick := func(need int) int {
		if cards == 0 {
			return -1
		}
		t := r.IntN(cards)
		if owner[t] < 0 || owner[t] >= n || room[t] < need {
			return -1
		}
		return t
	}
	for range colored14s {
		if inPlay() {
			if t := trick(1); t >= 0 {
				es[owner[t]].Colored14++
				room[t]--
			}
		}
	}
	if inPlay() {
		if t := trick(1); t >= 0 {
			es[owner[t]].Black14++
			room[t]--
		}
	}
	mermaidsLeft := mermaids
	if inPlay() {
		if t := trick(2); t >= 0 {
			if r.IntN(5) == 0 { // a Mermaid takes the Skull King
				es[owner[t]].KingByMermaid = 1
				room[t] -= 2
				mermaidsLeft--
			} else {
				room[t]-- // the Skull King himself
				k := 0
				for range room[t] {
					if k < pirates && r.IntN(100) < 15 {
						k++
					}
				}
				es[owner[t]].PiratesByKing = k
				room[t] -= k
			}
		}
	}
	for range mermaids { // the same draws whether or not a Mermaid is left
		if inPlay() && r.IntN(3) == 0 {
			if t := trick(2); t >= 0 && mermaidsLeft > 0 {
				es[owner[t]].MermaidsByPirate++
				mermaidsLeft--
				room[t]--
			}
		}
	}

	// Pirate powers: Harry the Giant and Rascal the Gambler, one card each.
	if allowed.Powers && r.IntN(100) < 15 { // Harry fixes a bid that is one off
		var can []int
		for s, e := range es {
			if e.Tricks > 0 && abs(e.Bid-e.Tricks) == 1 {
				can = append(can, s)
			}
		}
		if len(can) > 0 {
			e := &es[can[r.IntN(len(can))]]
			e.Harry = e.Tricks - e.Bid
		}
	}
	if allowed.Powers && r.IntN(100) < 10 {
		s := r.IntN(n)
		if e := &es[s]; e.Tricks > 0 {
			e.Wager = 10 * (1 + r.IntN(2))
		}
	}

	// Loot: each of the two cards now and then allies a trick winner with another player.
	for range lootCards {
		if !allowed.Expansions || n < 2 || r.IntN(100) >= 8 {
			continue
		}
		winner := r.IntN(n)
		if es[winner].Tricks == 0 {
			continue
		}
		giver := (winner + 1 + r.IntN(n-1)) % n
		es[winner].LootWith = append(es[winner].LootWith, es[giver].Player)
		es[giver].LootWith = append(es[giver].LootWith, es[winner].Player)
	}
	return rd
}
