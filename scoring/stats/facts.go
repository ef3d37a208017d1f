package stats

import (
	"time"

	"scorekeeper/scoring"
)

// MatchFacts is everything the statistics need of one match, derived
// from its entries by Facts: who sat where, when it started, whether it
// is over, and each seat's result and game numbers. It is small and
// flat, so storage can keep it next to the match (a cache, like the
// history summary) and Aggregate can add up thousands of matches without
// decoding or scoring any of them.
type MatchFacts struct {
	ID      string
	Game    string // the game's name, as in the match file
	Created time.Time
	Over    bool   // finished by the players or by the rules
	Seats   []Seat // seating order
}

// Seat is one player's part of a match. Of a match that is not over only
// Player is set: such a match counts for nothing.
type Seat struct {
	Player scoring.Player
	Placed bool // the player has a standing (always, for a valid match)
	Score  int  // Standing.Total
	Rank   int  // 1-based, shared on ties
	Won    bool // ranked first and not out
	// Numbers are the game's own numbers of this seat (Counter): set for
	// every seat of a match that is over, nil for a game without any.
	Numbers Numbers
}

// Facts derives the facts of a match from its entries (one Result and,
// when the match is over, the game's sheet). A nil match, or one without
// a game, gives zero facts, which count for nothing.
func Facts(m *scoring.Match) MatchFacts {
	if m == nil || m.Game == nil {
		return MatchFacts{}
	}
	return FactsOf(m, m.Result())
}

// FactsOf is Facts for a caller that already has the match's Result
// (storage, which also puts the standings in the match's summary).
func FactsOf(m *scoring.Match, res scoring.Result) MatchFacts {
	if m == nil || m.Game == nil {
		return MatchFacts{}
	}
	x := MatchFacts{ID: m.ID, Game: m.Game.Name(), Created: m.Created, Seats: make([]Seat, len(m.Players))}
	for i, p := range m.Players {
		x.Seats[i].Player = p
	}
	x.Over = res.Over
	if !x.Over {
		return x
	}
	for _, st := range res.Standings {
		i := scoring.Index(m.Players, st.Player.ID)
		if i < 0 || x.Seats[i].Placed {
			continue
		}
		s := &x.Seats[i]
		s.Placed, s.Score, s.Rank, s.Won = true, st.Total, st.Rank, st.Rank == 1 && !st.Out
	}
	if c, ok := m.Game.(Counter); ok {
		count(c, m.Players, x.Seats)
	}
	return x
}

// count sets the seats' numbers from the game's count: zero numbers for
// a seat the count leaves out.
func count(c Counter, players []scoring.Player, seats []Seat) {
	nums := c.Count(players)
	for i := range seats {
		if i < len(nums) && nums[i] != nil {
			seats[i].Numbers = nums[i]
		} else {
			seats[i].Numbers = c.Numbers()
		}
	}
}

// Has reports whether the player sat in the match.
func (x *MatchFacts) Has(id string) bool {
	for i := range x.Seats {
		if x.Seats[i].Player.ID == id {
			return true
		}
	}
	return false
}
