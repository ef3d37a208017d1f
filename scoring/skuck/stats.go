package skuck

import (
	"scorekeeper/scoring"
	"scorekeeper/scoring/stats"
)

// Stats is a player's SKUCK record over all games played
// (stats.Numbers): the average and the level grade use the sum of final
// scores (plussies included) over the sum of games played (GradeOf);
// Hawk or Dove is StyleOf over every bid, in the order of the matches
// added; a Click is counted per game for both players, a Boolie per
// match.
type Stats struct {
	Final   int         // final scores (plussies included) added up
	Zeros   stats.Ratio // exact games of games played
	Bids    []int       // every bid, for the Hawk or Dove style
	Clicks  int         // games that were a Click
	Boolies int         // matches with every game exact
}

// StatsOf is the player's SKUCK numbers (zero when none).
func StatsOf(p *stats.Player) Stats { return stats.NumbersOf[Stats](p, scoring.Skuck) }

// Games is the number of games played.
func (s Stats) Games() int { return s.Zeros.Tries }

// Average is the final score per game (0 with no games).
func (s Stats) Average() float64 {
	if s.Zeros.Tries == 0 {
		return 0
	}
	return float64(s.Final) / float64(s.Zeros.Tries)
}

// Grade is the player level of all games together.
func (s Stats) Grade() Grade { return GradeOf(s.Final, s.Zeros.Tries) }

// Style is Hawk or Dove by the average bid.
func (s Stats) Style() Style { return StyleOf(s.Bids) }

// AverageBid is the mean bid.
func (s Stats) AverageBid() float64 { return AverageBid(s.Bids) }

// Numbers is zero numbers (stats.Counter).
func (m *Match) Numbers() stats.Numbers { return &Stats{} }

// Count is each seat's numbers of the match (stats.Counter).
func (m *Match) Count(players []scoring.Player) []stats.Numbers {
	out := make([]stats.Numbers, len(players))
	scores := m.Scores(players)
	for i := range out {
		s := &Stats{}
		if i < len(scores) {
			sc := scores[i]
			s.Final, s.Zeros = sc.Final, stats.Ratio{Hits: sc.Zeros, Tries: sc.Played}
			s.Bids = append(s.Bids, sc.Bids...)
			for _, g := range sc.Games {
				if g.Played && g.Click {
					s.Clicks++
				}
			}
			if sc.Boolie {
				s.Boolies = 1
			}
		}
		out[i] = s
	}
	return out
}

// Add adds o's counts to s (o's bids after s's).
func (s *Stats) Add(n stats.Numbers) {
	o := n.(*Stats)
	s.Final += o.Final
	s.Zeros.Merge(o.Zeros)
	s.Bids = append(s.Bids, o.Bids...)
	s.Clicks += o.Clicks
	s.Boolies += o.Boolies
}

// Empty is zero numbers.
func (s *Stats) Empty() stats.Numbers { return &Stats{} }

// Encode writes the numbers for storage.
func (s *Stats) Encode(w stats.Writer) {
	w.Int(s.Final)
	s.Zeros.Write(w)
	stats.WriteInts(w, s.Bids)
	w.Int(s.Clicks)
	w.Int(s.Boolies)
}

// Decode reads what Encode wrote.
func (s *Stats) Decode(r stats.Reader) {
	s.Final = r.Int()
	s.Zeros = stats.ReadRatio(r)
	s.Bids = stats.ReadInts(r)
	s.Clicks = r.Int()
	s.Boolies = r.Int()
}
