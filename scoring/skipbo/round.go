package skipbo

import "scorekeeper/scoring"

// Round is one round (one hand) as the match file holds it.
type Round struct {
	// Winner is the player who emptied their stock pile; in team play any
	// player of the winning team.
	Winner string `json:"winner"`
	// StockLeft is the number of cards left in each player's stock pile,
	// by player id. A player left out has 0 (SPEC 3): the winner, or in
	// team play a teammate or an opponent who emptied theirs.
	StockLeft map[string]int `json:"stockLeft"`
}

// Left returns the cards left in the stock pile of player id and whether
// the round records it.
func (r Round) Left(id string) (int, bool) {
	n, ok := r.StockLeft[id]
	return n, ok
}

// Points returns what round r scores for each seat: the winner's side
// gets 25 plus 5 per card left in the opponents' stock piles, everyone
// else 0. Counts outside 0..DeckSize (invalid) are clamped; an unknown
// winner scores nothing.
func (o Options) Points(players []scoring.Player, r Round) []int {
	pts := make([]int, len(players))
	roundPoints(pts, players, o.sides(players), r)
	return pts
}

// roundPoints fills pts (one per seat) with round r's points, given
// each seat's side.
func roundPoints(pts []int, players []scoring.Player, side []int, r Round) {
	clear(pts)
	if r.Winner == "" {
		return
	}
	w := scoring.Index(players, r.Winner)
	if w < 0 {
		return
	}
	p := WinPoints
	for i, pl := range players {
		if side[i] != side[w] {
			p += CardPoints * clamp(r.StockLeft[pl.ID], 0, DeckSize)
		}
	}
	for i := range players {
		if side[i] == side[w] {
			pts[i] = p
		}
	}
}

func clamp(v, lo, hi int) int {
	return max(lo, min(v, hi))
}
