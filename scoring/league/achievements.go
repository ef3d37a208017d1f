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
// when nobody qualifies (most improved needs an earlier season played).
//
// matches holds the linked matches of the season and of the seasons
// before it (most improved compares with the player's previous season);
// styles is each player's Hawk or Dove over all their recorded games (as
// Statistics says); a player it lacks is judged by the bids of the
// season.
func (l *League) Achievements(number int, matches map[string]*scoring.Match, styles map[string]skuck.Style) []Achievement {
	s := l.Season(number)
	if s == nil {
		return nil
	}
	now := flat(s.Table(matches))
	before := l.previous(number, matches)
	var out []Achievement
	measures := []struct {
		kind string
		of   func(Row) (share, bool)
	}{
		{Zeros, func(r Row) (share, bool) { return share{r.Zeros, r.Games}, r.Games > 0 }},
		{Wins, func(r Row) (share, bool) { return share{r.Won, r.Matches}, r.Matches > 0 }},
		{Improved, func(r Row) (share, bool) {
			p, ok := before[r.Player]
			if !ok || r.Matches == 0 {
				return share{}, false
			}
			// won/matches - p.won/p.matches
			rise := share{r.Won*p.Matches - p.Won*r.Matches, r.Matches * p.Matches}
			return rise, rise.num > 0
		}},
	}
	for _, m := range measures {
		for _, style := range []skuck.Style{skuck.Hawk, skuck.Dove} {
			if a, ok := best(m.kind, style, now, m.of, styles); ok {
				out = append(out, a)
			}
		}
	}
	return out
}

// best is the achievement of kind among the rows of players of style,
// by the measure of; ok is false when no one qualifies.
func best(kind string, style skuck.Style, rows []Row, of func(Row) (share, bool), styles map[string]skuck.Style) (Achievement, bool) {
	var top share
	a := Achievement{Kind: kind, Style: style}
	for _, r := range rows {
		v, ok := of(r)
		if st, known := styles[r.Player]; known {
			r.Style = st
		}
		if !ok || r.Style != style {
			continue
		}
		switch c := v.compare(top); {
		case a.Players == nil || c > 0:
			top, a.Players = v, []string{r.Player}
		case c == 0:
			a.Players = append(a.Players, r.Player)
		}
	}
	a.Value = top.float()
	return a, a.Players != nil
}

// previous is each player's row of their previous season: the latest
// season before number in which they played a match.
func (l *League) previous(number int, matches map[string]*scoring.Match) map[string]Row {
	out := map[string]Row{}
	for n := number - 1; n >= 1; n-- {
		s := l.Season(n)
		if s == nil {
			continue
		}
		for _, r := range flat(s.Table(matches)) {
			if _, seen := out[r.Player]; !seen && r.Matches > 0 {
				out[r.Player] = r
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
