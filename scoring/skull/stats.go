package skull

import (
	"scorekeeper/scoring"
	"scorekeeper/scoring/stats"
)

// Stats is a player's record of Skull challenges (stats.Numbers): discs
// lost are the own discs gone by the end of the match (the Last chance
// disc is not counted); an elimination is a match in which the player
// went out.
type Stats struct {
	Challenges   stats.Ratio // challenges won of challenges tried
	Eliminations int         // matches the player went out in
	DiscsLost    int         // own discs lost, added over the matches
}

// StatsOf is the player's Skull numbers (zero when none).
func StatsOf(p *stats.Player) Stats { return stats.NumbersOf[Stats](p, scoring.Skull) }

// Numbers is zero numbers (stats.Counter).
func (m *Match) Numbers() stats.Numbers { return &Stats{} }

// Count is each seat's numbers of the match (stats.Counter).
func (m *Match) Count(players []scoring.Player) []stats.Numbers {
	st := m.State(players)
	out := make([]stats.Numbers, len(players))
	for i := range out {
		s := &Stats{}
		if i < len(st.Players) {
			ps := st.Players[i]
			s.Challenges = stats.Ratio{Hits: ps.Won, Tries: ps.Tried}
			s.DiscsLost = Discs - ps.Discs
			if ps.Eliminated {
				s.Eliminations = 1
			}
		}
		out[i] = s
	}
	return out
}

// Add adds o's counts to s.
func (s *Stats) Add(n stats.Numbers) {
	o := n.(*Stats)
	s.Challenges.Merge(o.Challenges)
	s.Eliminations += o.Eliminations
	s.DiscsLost += o.DiscsLost
}

// Empty is zero numbers.
func (s *Stats) Empty() stats.Numbers { return &Stats{} }

// Encode writes the numbers for storage.
func (s *Stats) Encode(w stats.Writer) {
	s.Challenges.Write(w)
	w.Int(s.Eliminations)
	w.Int(s.DiscsLost)
}

// Decode reads what Encode wrote.
func (s *Stats) Decode(r stats.Reader) {
	s.Challenges = stats.ReadRatio(r)
	s.Eliminations = r.Int()
	s.DiscsLost = r.Int()
}
