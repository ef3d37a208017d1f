package stats

import (
	"scorekeeper/scoring"
	"scorekeeper/scoring/skuck"
)

// Skuck is a player's SKUCK record over all games played.
type Skuck struct {
	Final   int   // final scores (plussies included) added up
	Zeros   Ratio // exact games of games played
	Bids    []int // every bid, for the Hawk or Dove style
	Clicks  int   // games that were a Click
	Boolies int   // matches with every game exact
}

// Games is the number of games played.
func (s Skuck) Games() int { return s.Zeros.Tries }

// Average is the final score per game (0 with no games).
func (s Skuck) Average() float64 {
	if s.Zeros.Tries == 0 {
		return 0
	}
	return float64(s.Final) / float64(s.Zeros.Tries)
}

// Grade is the player level of all games together.
func (s Skuck) Grade() skuck.Grade { return skuck.GradeOf(s.Final, s.Zeros.Tries) }

// Style is Hawk or Dove by the average bid.
func (s Skuck) Style() skuck.Style { return skuck.StyleOf(s.Bids) }

// AverageBid is the mean bid.
func (s Skuck) AverageBid() float64 { return skuck.AverageBid(s.Bids) }

func addSkuck(m *skuck.Match, players []scoring.Player, seats []Seat) {
	for i, sc := range m.Scores(players) {
		if i >= len(seats) {
			continue
		}
		s := &seats[i].Skuck
		s.Final += sc.Final
		s.Zeros.Hits += sc.Zeros
		s.Zeros.Tries += sc.Played
		s.Bids = append(s.Bids, sc.Bids...)
		for _, g := range sc.Games {
			if g.Played && g.Click {
				s.Clicks++
			}
		}
		if sc.Boolie {
			s.Boolies++
		}
	}
}

// merge adds o's counts to s (o's bids after s's).
func (s *Skuck) merge(o *Skuck) {
	s.Final += o.Final
	s.Zeros.merge(o.Zeros)
	s.Bids = append(s.Bids, o.Bids...)
	s.Clicks += o.Clicks
	s.Boolies += o.Boolies
}
