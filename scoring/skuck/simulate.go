package skuck

import (
	"math"
	"math/rand/v2"

	"scorekeeper/scoring"
)

// card is a playing card of the simulation: rank 2..14, suit 0..3
// (clubs, diamonds, hearts, spades).
type card struct {
	rank Rank
	suit int
}

// Simulate plays a complete match for two players: it deals real hands,
// works out the trump caller with WhoCalls, picks a trump, bids from the
// point count and the players' style, plays out a tug of war over the
// tricks, and adds the odd renege, miscount or time fault. It stops when
// the match is over (all games, or a disqualification). The result
// validates with no errors and is deterministic for a given source.
// With other than two players it returns a match with no games.
func Simulate(r *rand.Rand, players []scoring.Player, opts Options) *Match {
	m := &Match{Options: opts}
	if len(players) != Players {
		return m
	}
	// A player's leaning: positive bids high (Hawk), negative low (Dove).
	lean := [2]float64{r.NormFloat64(), r.NormFloat64()}
	// How often the player steers the game to the bid.
	skill := [2]float64{0.15 + 0.15*r.Float64(), 0.15 + 0.15*r.Float64()}
	deck := make([]card, 0, 52)
	for s := range 4 {
		for k := Two; k <= Ace; k++ {
			deck = append(deck, card{k, s})
		}
	}
	for !m.Over(players) {
		r.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
		// Each player holds 26 cards: 10 in hand and 16 on the board, of
		// which 8 are face up. Points count the hand and the face-up cards.
		var pts [2]int
		var counts [13][2]int
		var suits [2][4]int
		for p := range 2 {
			for _, c := range deck[p*26 : p*26+18] {
				pts[p] += HighCardPoints(c.rank)
				counts[c.rank-Two][p]++
				suits[p][c.suit]++
			}
		}
		call := WhoCalls(pts)
		for n := 1; call.Need != 0; n++ {
			call = WhoCalls(pts, counts[:n]...)
		}
		caller := call.Caller
		if caller < 0 { // a full tie: cut for it
			caller = r.IntN(2)
		}
		round := Round{Trump: m.pickTrump(r, players, caller, suits[caller]), Caller: players[caller].ID}

		var bids [2]int
		for p := range 2 {
			est := 13.5 + 0.3*float64(pts[p]-pts[1-p]) + lean[p] + 1.8*r.NormFloat64()
			bids[p] = clamp(int(math.Round(est)), 0, Tricks)
		}
		// Player 0 exact at t0 tricks, player 1 exact when player 0 has t1.
		t0, t1 := bids[0], Tricks-bids[1]
		var made0 int
		switch x := r.Float64(); {
		case x < skill[0]:
			made0 = t0
		case x < skill[0]+skill[1]:
			made0 = t1
		default:
			lo, hi := min(t0, t1)-2, max(t0, t1)+2
			made0 = lo + r.IntN(hi-lo+1)
		}
		made0 = clamp(made0, 0, Tricks)
		made := [2]int{made0, Tricks - made0}

		recorded := r.Float64() < 0.85
		for p := range 2 {
			e := Entry{Player: players[p].ID, Bid: bids[p], Made: made[p]}
			if recorded {
				e.Points = pts[p]
				if r.Float64() < 0.015 {
					e.Miscounts = 1
				}
			}
			if r.Float64() < 0.04 {
				e.Reneges = 1
			}
			if r.Float64() < 0.03 {
				e.TimeFaults = 1
			}
			round.Entries = append(round.Entries, e)
		}
		m.Rounds = append(m.Rounds, round)
	}
	return m
}

// pickTrump: mostly the caller's longest suit; sometimes a weaker one (a
// Floater); no trump now and then, more often when the caller trails by
// 5 or more (Hail Mary time).
func (m *Match) pickTrump(r *rand.Rand, players []scoring.Player, caller int, suits [4]int) string {
	noTrump := 0.05
	if s := m.Scores(players); len(s) == 2 && s[caller].Final <= s[1-caller].Final-5 {
		noTrump = 0.3
	}
	if r.Float64() < noTrump {
		return NoTrump
	}
	if r.Float64() < 0.2 {
		return Trumps[r.IntN(4)]
	}
	best := 0
	for s := range 4 {
		if suits[s] > suits[best] {
			best = s
		}
	}
	return Trumps[best]
}
