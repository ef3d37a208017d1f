package stats

import (
	"scorekeeper/scoring"
	"scorekeeper/scoring/skipbo"
)

// SkipBo is a player's record of Skip-Bo rounds.
type SkipBo struct {
	Rounds Ratio // rounds won of rounds played
	Points int   // points scored in the rounds won
}

// PerRoundWon is the mean points of a round won.
func (s SkipBo) PerRoundWon() float64 {
	if s.Rounds.Hits == 0 {
		return 0
	}
	return float64(s.Points) / float64(s.Rounds.Hits)
}

func addSkipBo(m *skipbo.Match, players []scoring.Player, seats []Seat) {
	for _, r := range m.Rounds {
		pts := m.Options.Points(players, r)
		for i := range seats {
			if i >= len(pts) {
				continue
			}
			seats[i].SkipBo.Rounds.add(pts[i] > 0)
			seats[i].SkipBo.Points += pts[i]
		}
	}
}

// merge adds o's counts to s.
func (s *SkipBo) merge(o *SkipBo) {
	s.Rounds.merge(o.Rounds)
	s.Points += o.Points
}
