package skuck

// Tricks is the number of tricks in a game: 26 plus the Jack of Clubs.
const Tricks = 27

// MaxPoints is the high card points of the whole deck (4 x (5+4+3+2+1)).
const MaxPoints = 60

// LeadGap is the difference in points from which the trump caller
// chooses who leads.
const LeadGap = 12

// FreewheelerBelow: a game is a Freewheeler when both players' points
// together are below this.
const FreewheelerBelow = 20

// Trump values of Round.Trump.
const (
	Clubs    = "clubs"
	Diamonds = "diamonds"
	Hearts   = "hearts"
	Spades   = "spades"
	NoTrump  = "none"
)

// Trumps lists the valid trump values in the order the app offers them.
var Trumps = []string{Clubs, Diamonds, Hearts, Spades, NoTrump}

// Round is one game of the match, as in the match file's "rounds".
type Round struct {
	Trump   string  `json:"trump"`   // one of Trumps
	Caller  string  `json:"caller"`  // id of the player who called trump
	Entries []Entry `json:"entries"` // one per player
}

// Entry is one player's line of a game.
type Entry struct {
	Player     string `json:"player"`
	Bid        int    `json:"bid"`        // tricks bid, 0..27
	Made       int    `json:"made"`       // tricks won, 0..27; both add up to 27
	Points     int    `json:"points"`     // high card points, 0 = not recorded
	Reneges    int    `json:"reneges"`    // reneges in this game
	Miscounts  int    `json:"miscounts"`  // miscounted points in this game
	TimeFaults int    `json:"timeFaults"` // time infractions in this game
}

// Exact reports whether the player made the bid: a zero.
func (e Entry) Exact() bool { return e.Bid == e.Made }

// Entry returns the first entry of the player and whether there is one.
func (r Round) Entry(id string) (Entry, bool) {
	for _, e := range r.Entries {
		if e.Player == id {
			return e, true
		}
	}
	return Entry{}, false
}

// Click reports a Click: exactly two entries whose bids add up to 27 and
// which both made their bid.
func (r Round) Click() bool {
	if len(r.Entries) != 2 {
		return false
	}
	a, b := r.Entries[0], r.Entries[1]
	return a.Player != b.Player && a.Exact() && b.Exact() && int64(a.Bid)+int64(b.Bid) == Tricks
}

// bothPoints returns the points of two entries when both are recorded (non-zero).
func (r Round) bothPoints() (int, int, bool) {
	if len(r.Entries) != 2 || r.Entries[0].Player == r.Entries[1].Player {
		return 0, 0, false
	}
	a, b := r.Entries[0].Points, r.Entries[1].Points
	return a, b, a != 0 && b != 0
}

// Freewheeler reports a game whose recorded points add up to less than 20.
func (r Round) Freewheeler() bool {
	a, b, ok := r.bothPoints()
	return ok && int64(a)+int64(b) < FreewheelerBelow
}

// CallerChoosesLead reports that the recorded points differ by 12 or
// more, so the trump caller chose who led.
func (r Round) CallerChoosesLead() bool {
	a, b, ok := r.bothPoints()
	d := int64(a) - int64(b)
	return ok && (d >= LeadGap || d <= -LeadGap)
}
