package skullking

import (
	"math/rand/v2"
	"slices"

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
// The order of the steps is the order of the random draws.
func simulateRound(r *rand.Rand, players []scoring.Player, opts Options, cards int) Round {
	cards = min(max(cards, 0), Deck)
	allowed := opts.allowed()
	p := &roundPlay{r: r, cards: cards, hands: opts.Hands(len(players))}
	p.rd.Entries = make([]Entry, len(players))
	p.es = p.rd.Entries
	for s, pl := range players {
		p.es[s].Player = pl.ID
	}
	if allowed.Expansions {
		p.destroy()
	}
	p.winTricks()
	p.bid(opts.Rascal())
	p.captureFourteens()
	p.captureMermaids(p.captureSkullKing())
	if allowed.Powers {
		p.harry()
		p.wager()
	}
	if allowed.Expansions {
		p.loot()
	}
	return p.rd
}

// roundPlay is a round being simulated.
type roundPlay struct {
	r     *rand.Rand
	rd    Round
	es    []Entry // rd.Entries
	cards int
	hands int
	owner []int // owner[t] is the hand that won trick t: -1 destroyed, len(es) the ghost
	room  []int // room[t] is the cards of trick t not yet given a role
	// by[t] is the card that won trick t, when it matters (fit.go)
	by []winner
	// has14[t]: a 14 lies in trick t (it may have won it)
	has14 []bool
	// lootIn[t] is the seats that gave a Loot card in trick t
	lootIn [][]int
	// pirates is how many Pirates have a role: captured, or winning a trick
	pirates int
}

// winner is the card that won a trick, where a capture or power needs it.
type winner int

const (
	byAny     winner = iota // none in particular
	byKing                  // the Skull King, capturing Pirates
	byMermaid               // a Mermaid, capturing the Skull King
	byPirate                // a Pirate, capturing Mermaids
	byHarry                 // Harry the Giant (he may have captured Mermaids too)
	byRascal                // Rascal of Roatan (likewise)
)

// destroy now and then destroys a trick or two (Kraken, White Whale).
func (p *roundPlay) destroy() {
	if p.cards >= 2 && p.r.IntN(100) < 6 {
		p.rd.Destroyed = 1
		if p.cards >= 3 && p.r.IntN(6) == 0 {
			p.rd.Destroyed = 2
		}
	}
}

// winTricks gives each trick that is not destroyed to a random hand.
func (p *roundPlay) winTricks() {
	p.owner = make([]int, p.cards)
	p.room = make([]int, p.cards)
	p.by = make([]winner, p.cards)
	p.has14 = make([]bool, p.cards)
	p.lootIn = make([][]int, p.cards)
	for t := range p.owner {
		p.room[t] = p.hands
		if t < p.rd.Destroyed {
			p.owner[t] = -1
			continue
		}
		p.owner[t] = p.r.IntN(p.hands)
		if p.owner[t] < len(p.es) {
			p.es[p.owner[t]].Tricks++
		}
	}
}

// bid makes most players' bids, some off by one or two, and with Rascal
// scoring now and then a Cannonball.
func (p *roundPlay) bid(rascal bool) {
	for s := range p.es {
		off := 0
		switch u := p.r.IntN(100); {
		case u >= 88:
			off = 2 + p.r.IntN(2)
		case u >= 55:
			off = 1
		}
		if p.r.IntN(2) == 0 {
			off = -off
		}
		p.es[s].Bid = min(max(p.es[s].Tricks+off, 0), p.cards)
		if rascal && p.r.IntN(5) == 0 {
			p.es[s].Cannonball = true
		}
	}
}

// inPlay reports whether a card is in play, with the share of the deck dealt.
func (p *roundPlay) inPlay() bool { return p.r.IntN(Deck) < p.cards*p.hands }

// trick draws a trick for a capture: -1 unless a player won it, it has
// room for need more cards and its winner is one of won.
func (p *roundPlay) trick(need int, won ...winner) int {
	if p.cards == 0 {
		return -1
	}
	t := p.r.IntN(p.cards)
	if p.owner[t] < 0 || p.owner[t] >= len(p.es) || p.room[t] < need || !slices.Contains(won, p.by[t]) {
		return -1
	}
	return t
}

// fourteen puts a 14 in trick t.
func (p *roundPlay) fourteen(t int) {
	p.room[t]--
	p.has14[t] = true
}

// captureFourteens captures the colored and the black 14s.
func (p *roundPlay) captureFourteens() {
	for range colored14s {
		if p.inPlay() {
			if t := p.trick(1, byAny); t >= 0 {
				p.es[p.owner[t]].Colored14++
				p.fourteen(t)
			}
		}
	}
	if p.inPlay() {
		if t := p.trick(1, byAny); t >= 0 {
			p.es[p.owner[t]].Black14++
			p.fourteen(t)
		}
	}
}

// captureSkullKing plays the Skull King: taken by a Mermaid, or taking
// pirates. It returns the Mermaids left.
func (p *roundPlay) captureSkullKing() int {
	left := mermaids
	if !p.inPlay() {
		return left
	}
	t := p.trick(2, byAny)
	if t < 0 {
		return left
	}
	e := &p.es[p.owner[t]]
	if p.r.IntN(5) == 0 { // a Mermaid takes the Skull King
		e.KingByMermaid = 1
		p.room[t] -= 2
		p.by[t] = byMermaid
		return left - 1
	}
	p.room[t]-- // the Skull King himself
	p.by[t] = byKing
	k := 0
	for range p.room[t] {
		if k < pirates && p.r.IntN(100) < 15 {
			k++
		}
	}
	e.PiratesByKing = k
	p.room[t] -= k
	p.pirates += k
	return left
}

// captureMermaids lets pirates capture up to left Mermaids: a Pirate
// wins a trick no particular card won (he and the Mermaid take two
// places), or one a Pirate already won.
func (p *roundPlay) captureMermaids(left int) {
	for range mermaids { // the same draws whether or not a Mermaid is left
		if !p.inPlay() || p.r.IntN(3) != 0 {
			continue
		}
		t := p.trick(1, byAny, byPirate)
		switch {
		case t < 0 || left == 0:
			continue
		case p.by[t] == byAny:
			if p.room[t] < 2 || p.pirates == pirates {
				continue
			}
			p.by[t] = byPirate
			p.pirates++
			p.room[t]--
		}
		p.es[p.owner[t]].MermaidsByPirate++
		left--
		p.room[t]--
	}
}

// pirateTrick finds a trick of seat s that Harry or Rascal can have won:
// one a Pirate won capturing a Mermaid, else one no particular card won
// with a place for him (and a Pirate left to play); -1 for none.
func (p *roundPlay) pirateTrick(s int) int {
	free := -1
	for t, o := range p.owner {
		switch {
		case o != s:
		case p.by[t] == byPirate:
			return t
		case p.by[t] == byAny && p.room[t] > 0 && p.pirates < pirates && free < 0:
			free = t
		}
	}
	return free
}

// takePirateTrick gives trick t (from pirateTrick) to the Pirate w.
func (p *roundPlay) takePirateTrick(t int, w winner) {
	if p.by[t] == byAny {
		p.room[t]--
		p.pirates++
	}
	p.by[t] = w
}

// harry now and then lets Harry the Giant fix a bid that is one off.
func (p *roundPlay) harry() {
	if p.r.IntN(100) >= 15 {
		return
	}
	var can []int
	for s, e := range p.es {
		if e.Tricks > 0 && abs(e.Bid-e.Tricks) == 1 && p.pirateTrick(s) >= 0 {
			can = append(can, s)
		}
	}
	if len(can) > 0 {
		s := can[p.r.IntN(len(can))]
		p.takePirateTrick(p.pirateTrick(s), byHarry)
		e := &p.es[s]
		e.Harry = e.Tricks - e.Bid
	}
}

// wager now and then has a player who won a trick wager with Rascal the Gambler.
func (p *roundPlay) wager() {
	if p.r.IntN(100) >= 10 {
		return
	}
	s := p.r.IntN(len(p.es))
	if t := p.pirateTrick(s); t >= 0 {
		p.takePirateTrick(t, byRascal)
		p.es[s].Wager = 10 * (1 + p.r.IntN(2))
	}
}

// loot: each of the two cards now and then allies a trick winner with another player.
func (p *roundPlay) loot() {
	n := len(p.es)
	for range lootCards {
		if n < 2 || p.r.IntN(100) >= 8 {
			continue
		}
		winner := p.r.IntN(n)
		if p.es[winner].Tricks == 0 {
			continue
		}
		giver := (winner + 1 + p.r.IntN(n-1)) % n
		if t := p.lootTrick(winner, giver); t >= 0 {
			p.lootIn[t] = append(p.lootIn[t], giver)
			p.room[t]--
			p.es[winner].LootWith = append(p.es[winner].LootWith, p.es[giver].Player)
			p.es[giver].LootWith = append(p.es[giver].LootWith, p.es[winner].Player)
		}
	}
}

// lootTrick finds a trick the winner won with a place for the giver's
// Loot card beside the card that won it (the giver plays one card a
// trick); -1 for none.
func (p *roundPlay) lootTrick(winner, giver int) int {
	for t, o := range p.owner {
		need := 1
		if p.by[t] == byAny && !p.has14[t] {
			need = 2 // and the card that won it
		}
		if o == winner && p.room[t] >= need && !slices.Contains(p.lootIn[t], giver) {
			return t
		}
	}
	return -1
}
