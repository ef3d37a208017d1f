package skipbo

import (
	"math/rand/v2"
	"slices"

	"scorekeeper/scoring"
)

// maxSimRounds stops Simulate on targets too far away to reach.
const maxSimRounds = 10000

// Simulate plays a complete match for valid players and options: each
// round a random player (or team) goes out, the others hold a few to
// most of their stock, now and then one has taken penalty cards onto
// their stock pile (a warning, never an error), and in team play an
// opponent has sometimes emptied their own pile while a teammate has
// not. It stops once a player or team reaches the target (or after
// 10,000 rounds). The same source gives the same match. With fewer than
// two players or a nil source it returns a match with no rounds.
func Simulate(r *rand.Rand, players []scoring.Player, opts Options) *Match {
	m := &Match{Options: opts}
	n := len(players)
	if n < 2 || r == nil {
		return m
	}
	stock := opts.StockSize(n)
	target := opts.TargetScore()
	side := opts.sides(players)
	team := opts.TeamPlay()
	tot := make([]int, n)
	for len(m.Rounds) < maxSimRounds {
		w := r.IntN(n)
		round := Round{Winner: players[w].ID, StockLeft: make(map[string]int, n)}
		for i, p := range players {
			if i == w {
				continue
			}
			if side[i] == side[w] {
				round.StockLeft[p.ID] = 0
				continue
			}
			round.StockLeft[p.ID] = simLeft(r, stock, team)
		}
		if team {
			fixEmptyTeams(r, players, side, side[w], stock, round.StockLeft)
		}
		m.Rounds = append(m.Rounds, round)
		over := false
		for i, p := range opts.Points(players, round) {
			tot[i] += p
			over = over || tot[i] >= target
		}
		if over {
			break
		}
	}
	return m
}

// simLeft draws the cards left in a losing player's stock pile: 1 to
// the whole stock, more often few than many; in team play sometimes 0;
// now and then a penalty of one or two cards on top.
func simLeft(r *rand.Rand, stock int, team bool) int {
	if team && r.IntN(8) == 0 {
		return 0
	}
	left := 1 + min(r.IntN(stock), r.IntN(stock))
	if r.IntN(25) == 0 {
		left += 1 + r.IntN(2)
	}
	return min(left, DeckSize)
}

// fixEmptyTeams gives a card back to one player of any opposing team
// whose players have all emptied their stock piles.
func fixEmptyTeams(r *rand.Rand, players []scoring.Player, side []int, won, stock int, left map[string]int) {
	for j, s := range side {
		if s == won || slices.Index(side, s) != j {
			continue // the winners, or a side already looked at
		}
		first := -1
		empty := true
		for i, p := range players {
			if side[i] != s {
				continue
			}
			if first < 0 {
				first = i
			}
			if left[p.ID] != 0 {
				empty = false
			}
		}
		if first >= 0 && empty {
			left[players[first].ID] = 1 + r.IntN(stock)
		}
	}
}
