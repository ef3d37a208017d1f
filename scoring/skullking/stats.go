package skullking

import (
	"scorekeeper/scoring"
	"scorekeeper/scoring/stats"
)

// Stats is a player's bidding record in Skull King (stats.Numbers): of
// one seat in a match, or added up over matches. A round counts when the
// player has an entry; the scored (changed) bid is used, so Harry's
// change to 0 makes a zero bid. Bonus per round is the "Bonus points"
// column (captures, Loot, wager) averaged over the rounds entered.
// Cannonball success is exact bids among the rounds the player fired it
// (Rascal scoring only).
type Stats struct {
	Bids       stats.Ratio   // exact bids of the rounds entered
	ZeroBids   stats.Ratio   // zero bids made of zero bids
	Cannonball stats.Ratio   // exact bids of the rounds fired with Cannonball
	Bonus      int           // "Bonus points" added up
	BySize     []stats.Ratio // exact bids of bids, indexed by cards dealt
}

// StatsOf is the player's Skull King numbers (zero when none).
func StatsOf(p *stats.Player) Stats { return stats.NumbersOf[Stats](p, scoring.SkullKing) }

// BonusPerRound is the mean "Bonus points" per round entered.
func (s Stats) BonusPerRound() float64 {
	if s.Bids.Tries == 0 {
		return 0
	}
	return float64(s.Bonus) / float64(s.Bids.Tries)
}

// Bar is one bar of the bid accuracy chart.
type Bar struct {
	Cards int
	stats.Ratio
}

// Sizes lists bid accuracy by cards dealt, for the round sizes played.
func (s Stats) Sizes() []Bar {
	var out []Bar
	for c, r := range s.BySize {
		if r.Tries > 0 {
			out = append(out, Bar{c, r})
		}
	}
	return out
}

// Numbers is zero numbers (stats.Counter).
func (m *Match) Numbers() stats.Numbers { return &Stats{} }

// Count is each seat's numbers of the match (stats.Counter).
func (m *Match) Count(players []scoring.Player) []stats.Numbers {
	seats := make([]Stats, len(players))
	for _, round := range m.Sheet(players) {
		for _, r := range round {
			if r.Seat < 0 || r.Seat >= len(seats) || !r.Entered {
				continue
			}
			s := &seats[r.Seat]
			exact := r.Off == 0
			s.Bids.Try(exact)
			if r.Changed == 0 {
				s.ZeroBids.Try(exact)
			}
			if r.Cannonball {
				s.Cannonball.Try(exact)
			}
			s.Bonus += r.Bonus
			if c := r.Cards; c >= 0 {
				s.size(c).Try(exact)
			}
		}
	}
	out := make([]stats.Numbers, len(seats))
	for i := range seats {
		out[i] = &seats[i]
	}
	return out
}

// size is the ratio of rounds of c cards, added when missing.
func (s *Stats) size(c int) *stats.Ratio {
	for len(s.BySize) <= c {
		s.BySize = append(s.BySize, stats.Ratio{})
	}
	return &s.BySize[c]
}

// Add adds o's counts to s.
func (s *Stats) Add(n stats.Numbers) {
	o := n.(*Stats)
	s.Bids.Merge(o.Bids)
	s.ZeroBids.Merge(o.ZeroBids)
	s.Cannonball.Merge(o.Cannonball)
	s.Bonus += o.Bonus
	for c, r := range o.BySize {
		s.size(c).Merge(r)
	}
}

// Empty is zero numbers.
func (s *Stats) Empty() stats.Numbers { return &Stats{} }

// Encode writes the numbers for storage.
func (s *Stats) Encode(w stats.Writer) {
	s.Bids.Write(w)
	s.ZeroBids.Write(w)
	s.Cannonball.Write(w)
	w.Int(s.Bonus)
	stats.WriteRatios(w, s.BySize)
}

// Decode reads what Encode wrote.
func (s *Stats) Decode(r stats.Reader) {
	s.Bids = stats.ReadRatio(r)
	s.ZeroBids = stats.ReadRatio(r)
	s.Cannonball = stats.ReadRatio(r)
	s.Bonus = r.Int()
	s.BySize = stats.ReadRatios(r)
}
