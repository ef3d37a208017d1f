package skuck

import "scorekeeper/scoring"

// limit bounds the numbers used in arithmetic so invalid input (reported
// by Validate) cannot overflow; valid numbers are far below it.
const limit = 1 << 20

func clamp(v, lo, hi int) int {
	return max(lo, min(v, hi))
}

// Plussies is the bonus for the number of exact games in a match:
// 0, 1, 3, 6, 10 for 0..4 zeros (10 is a Boolie, never 20). Longer
// matches go on the same way: the k-th zero adds k, so n zeros give
// n(n+1)/2. Negative counts give 0.
func Plussies(zeros int) int {
	if zeros <= 0 {
		return 0
	}
	z := int64(min(zeros, limit))
	return int(z * (z + 1) / 2)
}

// DisqualifyAt is the occurrence (of reneges, or of miscounts) that
// disqualifies when the disqualify option is on.
const DisqualifyAt = 3

// escalate returns the demmies of n occurrences after `before` earlier
// ones, each costing its 1-based number plus extra, and whether they
// reach the disqualifying one (only when dq is on; it and any later ones
// then cost nothing).
func escalate(before, n, extra int, dq bool) (int, bool) {
	if n <= 0 {
		return 0, false
	}
	lo, hi := int64(before)+1, int64(before)+int64(n)
	out := false
	if dq && hi >= DisqualifyAt {
		out = true
		hi = DisqualifyAt - 1
	}
	if hi < lo {
		return 0, out
	}
	cnt := hi - lo + 1
	return int((lo+hi)*cnt/2 + int64(extra)*cnt), out
}

// GameScore is one player's result in one game, as on the score sheet.
type GameScore struct {
	Game   int  // 1-based
	Played bool // the player has an entry in this game
	Bid    int
	Made   int
	Off    int  // |bid - made|
	Exact  bool // bid == made: a zero, whatever the penalties
	Click  bool // both bids add up to 27 and both are exact

	RenegeDemmies   int
	MiscountDemmies int
	TimeDemmies     int
	Penalty         int // the three above together

	Points int // what the game scores: -Off - Penalty
	Zeros  int // zeros so far in the match, this game included
	Total  int // running total with the plussies so far
	// OutBy is set on the game whose third renege or miscount
	// disqualified the player (disqualify option on): "reneges" or
	// "miscounts" (the field's name), else "".
	OutBy string
}

// Score is one player's whole match: the sheet's column and the numbers
// statistics and leagues need.
type Score struct {
	Player  scoring.Player
	Games   []GameScore // one per round entered, in order
	Played  int         // games with an entry
	Sum     int         // sum of the games' points
	Zeros   int         // exact games
	Bonus   int         // Plussies(Zeros)
	Final   int         // Sum + Bonus: the Standing's Total
	Penalty int         // penalty demmies in all
	Reneges int         // reneges in all
	// Miscounts and TimeFaults are counted over the match as well.
	Miscounts  int
	TimeFaults int
	// Out is set when the player was disqualified; OutGame is that game (1-based).
	Out     bool
	OutGame int
	// Boolie: every game of a full match exact.
	Boolie bool
	Bids   []int // the bids of the games played, for StyleOf
}

// Average is the final score per game played (0 with no games).
func (s Score) Average() float64 {
	if s.Played == 0 {
		return 0
	}
	return float64(s.Final) / float64(s.Played)
}

// Grade is the player level of this match (GradeOf(Final, Played)).
func (s Score) Grade() Grade { return GradeOf(s.Final, s.Played) }

// ZeroShare is the share of exact games, 0..1 (0 with no games).
func (s Score) ZeroShare() float64 {
	if s.Played == 0 {
		return 0
	}
	return float64(s.Zeros) / float64(s.Played)
}

// Scores works out every player's match in seating order. An entry is
// looked up by player id (the first one counts); a missing entry scores
// nothing and is no zero.
func (m *Match) Scores(players []scoring.Player) []Score {
	out := make([]Score, len(players))
	dq := m.Options.Disqualify
	full := m.Options.GameCount()
	for i, p := range players {
		s := Score{Player: p, Games: make([]GameScore, 0, len(m.Rounds))}
		for g, r := range m.Rounds {
			gs := GameScore{Game: g + 1}
			e, ok := r.Entry(p.ID)
			if ok {
				gs.Played = true
				gs.Bid = clamp(e.Bid, -limit, limit)
				gs.Made = clamp(e.Made, -limit, limit)
				gs.Off = max(gs.Bid-gs.Made, gs.Made-gs.Bid)
				gs.Exact = e.Exact()
				gs.Click = r.Click()
				rn := clamp(e.Reneges, 0, limit)
				mc := clamp(e.Miscounts, 0, limit)
				tf := clamp(e.TimeFaults, 0, limit)
				var out1, out2 bool
				gs.RenegeDemmies, out1 = escalate(s.Reneges, rn, 0, dq)
				gs.MiscountDemmies, out2 = escalate(s.Miscounts, mc, 1, dq)
				gs.TimeDemmies = tf
				gs.Penalty = gs.RenegeDemmies + gs.MiscountDemmies + gs.TimeDemmies
				gs.Points = -gs.Off - gs.Penalty
				if (out1 || out2) && !s.Out {
					gs.OutBy = "reneges"
					if !out1 {
						gs.OutBy = "miscounts"
					}
					s.Out, s.OutGame = true, g+1
				}
				s.Reneges += rn
				s.Miscounts += mc
				s.TimeFaults += tf
				s.Played++
				s.Sum += gs.Points
				s.Penalty += gs.Penalty
				s.Bids = append(s.Bids, gs.Bid)
				if gs.Exact {
					s.Zeros++
				}
			}
			gs.Zeros = s.Zeros
			gs.Total = s.Sum + Plussies(s.Zeros)
			s.Games = append(s.Games, gs)
		}
		s.Bonus = Plussies(s.Zeros)
		s.Final = s.Sum + s.Bonus
		s.Boolie = len(m.Rounds) >= full && s.Zeros >= full
		out[i] = s
	}
	return out
}
