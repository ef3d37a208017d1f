package stats

import (
	"scorekeeper/scoring"
	"scorekeeper/scoring/skullking"
)

// SkullKing is a player's bidding record in Skull King.
type SkullKing struct {
	Bids       Ratio   // exact bids of the rounds entered
	ZeroBids   Ratio   // zero bids made of zero bids
	Cannonball Ratio   // exact bids of the rounds fired with Cannonball
	Bonus      int     // "Bonus points" added up
	BySize     []Ratio // exact bids of bids, indexed by cards dealt
}

// BonusPerRound is the mean "Bonus points" per round entered.
func (s SkullKing) BonusPerRound() float64 {
	if s.Bids.Tries == 0 {
		return 0
	}
	return float64(s.Bonus) / float64(s.Bids.Tries)
}

// Bar is one bar of the bid accuracy chart.
type Bar struct {
	Cards int
	Ratio
}

// Sizes lists bid accuracy by cards dealt, for the round sizes played.
func (s SkullKing) Sizes() []Bar {
	var out []Bar
	for c, r := range s.BySize {
		if r.Tries > 0 {
			out = append(out, Bar{c, r})
		}
	}
	return out
}

func addSkullKing(m *skullking.Match, players []scoring.Player, seats []Seat) {
	for _, round := range m.Sheet(players) {
		for _, r := range round {
			if r.Seat < 0 || r.Seat >= len(seats) || !r.Entered {
				continue
			}
			s := &seats[r.Seat].SkullKing
			exact := r.Off == 0
			s.Bids.add(exact)
			if r.Changed == 0 {
				s.ZeroBids.add(exact)
			}
			if r.Cannonball {
				s.Cannonball.add(exact)
			}
			s.Bonus += r.Bonus
			if c := r.Cards; c >= 0 {
				for len(s.BySize) <= c {
					s.BySize = append(s.BySize, Ratio{})
				}
				s.BySize[c].add(exact)
			}
		}
	}
}

// merge adds o's counts to s.
func (s *SkullKing) merge(o *SkullKing) {
	s.Bids.merge(o.Bids)
	s.ZeroBids.merge(o.ZeroBids)
	s.Cannonball.merge(o.Cannonball)
	s.Bonus += o.Bonus
	for c, r := range o.BySize {
		for len(s.BySize) <= c {
			s.BySize = append(s.BySize, Ratio{})
		}
		s.BySize[c].merge(r)
	}
}
