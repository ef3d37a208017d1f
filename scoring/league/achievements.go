package league

import (
	"scorekeeper/scoring"
	"scorekeeper/scoring/skuck"
)

// Kinds of achievement.
const (
	Zeros    = "zeros"    // highest share of zeros (exact games)
	Wins     = "wins"     // best share of matches won
	Improved = "improved" // most improved win share since the previous season
)

// Achievement is one honour of a season, for Hawks or for Doves.
type Achievement struct {
	Kind    string      `json:"kind"`
	Style   skuck.Style `json:"style"`
	Players []string    `json:"players"` // tied players share it
	Value   float64     `json:"value"`   // the share, or the rise of the win share
}

// Key is the achievement's translation key, e.g. "league.zeros.hawk".
func (a Achievement) Key() string {
	style := "dove"
	if a.Style == skuck.Hawk {
		style = "hawk"
	}
	return "league." + a.Kind + "." + style
}

// Achievements of the season with the given number, in the rule book's
// order: zeros, wins, most improved; Hawks before Doves. One is left out
// when nobody qualifies (most improved needs a previous season).
func (l *League) Achievements(number int, matches map[string]*scoring.Match) []Achievement {
	s := l.Season(number)
	if s == nil {
		return nil
	}
	now := flat(s.Table(matches))
	before := map[string]Row{}
	if p := l.Season(number - 1); p != nil {
		for _, r := range flat(p.Table(matches)) {
			before[r.Player] = r
		}
	}
	var out []Achievement
	measures := []struct {
		kind string
		of   func(Row) (share, bool)
	}{
		{Zeros, func(r Row) (share, bool) { return share{r.Zeros, r.Games}, r.Games > 0 }},
		{Wins, func(r Row) (share, bool) { return share{r.Won, r.Matches}, r.Matches > 0 }},
		{Improved, func(r Row) (share, bool) {
			p, ok := before[r.Player]
			if !ok || p.Matches == 0 || r.Matches == 0 {
				return share{}, false
			}
			// won/matches - p.won/p.matches
			rise := share{r.Won*p.Matches - p.Won*r.Matches, r.Matches * p.Matches}
			return rise, rise.num > 0
		}},
	}
	for _, m := range measures {
		for _, style := range []skuck.Style{skuck.Hawk, skuck.Dove} {
			var best share
			a := Achievement{Kind: m.kind, Style: style}
			for _, r := range now {
				v, ok := m.of(r)
				if !ok || r.Style != style {
					continue
				}
				switch c := v.compare(best); {
				case a.Players == nil || c > 0:
					best, a.Players = v, []string{r.Player}
				case c == 0:
					a.Players = append(a.Players, r.Player)
				}
			}
			if a.Players != nil {
				a.Value = best.float()
				out = append(out, a)
			}
		}
	}
	return out
}

// flat lists the rows of all divisions, A first.
func flat(tables [][]Row) []Row {
	var out []Row
	for _, t := range tables {
		out = append(out, t...)
	}
	return out
}
