package skipbo

import (
	"scorekeeper/scoring"
	"scorekeeper/scoring/stats"
)

// Stats is a player's record of Skip-Bo rounds (stats.Numbers): a round
// is won by the seats it scores for (in team play each member of the
// winning team); points per round won is their average.
type Stats struct {
	Rounds stats.Ratio // rounds won of rounds played
	Points int         // points scored in the rounds won
}

// StatsOf is the player's Skip-Bo numbers (zero when none).
func StatsOf(p *stats.Player) Stats { return stats.NumbersOf[Stats](p, scoring.SkipBo) }

// PerRoundWon is the mean points of a round won.
func (s Stats) PerRoundWon() float64 {
	if s.Rounds.Hits == 0 {
		return 0
	}
	return float64(s.Points) / float64(s.Rounds.Hits)
}

// Numbers is zero numbers (stats.Counter).
func (m *Match) Numbers() stats.Numbers { return &Stats{} }

// Count is each seat's numbers of the match (stats.Counter).
func (m *Match) Count(players []scoring.Player) []stats.Numbers {
	seats := make([]Stats, len(players))
	for _, r := range m.Rounds {
		pts := m.Options.Points(players, r)
		for i := range seats {
			if i < len(pts) {
				seats[i].Rounds.Try(pts[i] > 0)
				seats[i].Points += pts[i]
			}
		}
	}
	out := make([]stats.Numbers, len(seats))
	for i := range seats {
		out[i] = &seats[i]
	}
	return out
}

// Add adds o's counts to s.
func (s *Stats) Add(n stats.Numbers) {
	o := n.(*Stats)
	s.Rounds.Merge(o.Rounds)
	s.Points += o.Points
}

// Empty is zero numbers.
func (s *Stats) Empty() stats.Numbers { return &Stats{} }

// Encode writes the numbers for storage.
func (s *Stats) Encode(w stats.Writer) {
	s.Rounds.Write(w)
	w.Int(s.Points)
}

// Decode reads what Encode wrote.
func (s *Stats) Decode(r stats.Reader) {
	s.Rounds = stats.ReadRatio(r)
	s.Points = r.Int()
}
