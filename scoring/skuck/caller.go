package skuck

import "strconv"

// Rank is a card rank for the trump-caller tie-break: Two..Ace (2..14).
type Rank int

// Ranks from deuce to ace.
const (
	Two   Rank = 2
	Ten   Rank = 10
	Jack  Rank = 11
	Queen Rank = 12
	King  Rank = 13
	Ace   Rank = 14
)

// HighCardPoints gives a rank's value in the point count: A=5, K=4,
// Q=3, J=2, 10=1, else 0.
func HighCardPoints(r Rank) int {
	if r >= Ten && r <= Ace {
		return int(r - Ten + 1)
	}
	return 0
}

// String is "2".."10", "J", "Q", "K", "A" ("" for no rank).
func (r Rank) String() string {
	switch {
	case r >= Two && r <= Ten:
		return strconv.Itoa(int(r))
	case r >= Jack && r <= Ace:
		return [...]string{"J", "Q", "K", "A"}[r-Jack]
	}
	return ""
}

// Call is what the trump-caller helper knows so far. Seats are 0 and 1
// (the players' seating order).
type Call struct {
	// Caller is the seat that calls trump, -1 while undecided.
	Caller int
	// Need is the rank whose counts (both seats) the app must ask for
	// next; 0 when the caller is decided or every rank is tied (then the
	// players cut for it, ace high).
	Need Rank
	// ChoosesLead: the points differ by 12 or more, so the caller chooses
	// who leads.
	ChoosesLead bool
	// Leader is the seat that leads the first trick: the one that did
	// not call trump; -1 when the caller chooses or is undecided.
	Leader int
}

// WhoCalls decides who calls trump from both seats' high card points and
// the counts known so far: counts[0] is the two seats' number of deuces,
// counts[1] of threes, and so on up to aces. The player with fewer points
// calls; on a tie the one with more deuces, then more threes, and so on.
// Call.Need names the count to ask for next, so the app asks only for the
// counts it needs; counts past the deciding one are ignored.
func WhoCalls(points [2]int, counts ...[2]int) Call {
	c := Call{Caller: -1, Leader: -1}
	switch {
	case points[0] < points[1]:
		c.Caller = 0
	case points[1] < points[0]:
		c.Caller = 1
	default:
		for i, n := range counts {
			if i > int(Ace-Two) {
				break
			}
			if n[0] != n[1] {
				c.Caller = 0
				if n[1] > n[0] {
					c.Caller = 1
				}
				break
			}
		}
		if c.Caller < 0 {
			if len(counts) <= int(Ace-Two) {
				c.Need = Two + Rank(len(counts))
			}
			return c
		}
	}
	d := int64(points[0]) - int64(points[1])
	if d >= LeadGap || d <= -LeadGap {
		c.ChoosesLead = true
	} else {
		c.Leader = 1 - c.Caller
	}
	return c
}
