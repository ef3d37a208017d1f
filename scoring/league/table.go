package league

import (
	"slices"

	"scorekeeper/scoring"
	"scorekeeper/scoring/skuck"
)

// Row is one player's line of a division's table.
type Row struct {
	Player  string      `json:"player"`
	Rank    int         `json:"rank"` // 1-based in the division, never shared
	Matches int         `json:"matches"`
	Games   int         `json:"games"`
	Score   int         `json:"score"` // final scores added up, plussies included
	Zeros   int         `json:"zeros"`
	Won     int         `json:"won"`   // matches won outright
	Drawn   int         `json:"drawn"` // matches drawn: played, not won
	Style   skuck.Style `json:"style"` // Hawk or Dove by this season's bids
	seed    int
}

// Average is score / games, 0 with no games.
func (r Row) Average() float64 { return share{r.Score, r.Games}.float() }

// Grade is the player level of the season (skuck.GradeOf(Score, Games)).
func (r Row) Grade() skuck.Grade { return skuck.GradeOf(r.Score, r.Games) }

// ZeroShare is zeros / games.
func (r Row) ZeroShare() float64 { return share{r.Zeros, r.Games}.float() }

// WinShare is won / matches.
func (r Row) WinShare() float64 { return share{r.Won, r.Matches}.float() }

// Table ranks every division of the season by the linked matches found in
// matches (by id): one slice of rows per division, best first.
func (s *Season) Table(matches map[string]*scoring.Match) [][]Row {
	rows := make([][]Row, len(s.Divisions))
	at := map[string][2]int{} // player -> division, row
	for d, ids := range s.Divisions {
		rows[d] = make([]Row, len(ids))
		for i, id := range ids {
			rows[d][i] = Row{Player: id, seed: i}
			if _, dup := at[id]; !dup {
				at[id] = [2]int{d, i}
			}
		}
	}
	bids := map[string][]int{}
	for _, f := range s.Fixtures {
		m, ok := result(f, matches)
		if !ok {
			continue
		}
		winners := m.Result().Winners
		for _, sc := range m.Game.(*skuck.Match).Scores(m.Players) {
			pos, ok := at[sc.Player.ID]
			if !ok || pos[0] != f.Division {
				continue
			}
			r := &rows[pos[0]][pos[1]]
			r.Matches++
			r.Games += sc.Played
			r.Score += sc.Final
			r.Zeros += sc.Zeros
			switch {
			case !slices.Contains(winners, sc.Player.ID):
			case len(winners) > 1:
				r.Drawn++ // a draw: played, not won (SPEC 1.4)
			default:
				r.Won++
			}
			bids[sc.Player.ID] = append(bids[sc.Player.ID], sc.Bids...)
		}
	}
	for _, div := range rows {
		for i := range div {
			div[i].Style = skuck.StyleOf(bids[div[i].Player])
		}
		slices.SortStableFunc(div, better)
		for i := range div {
			div[i].Rank = i + 1
		}
	}
	return rows
}

// better orders a before b when a ranks higher (see the package doc).
func better(a, b Row) int {
	for _, c := range [...][2]share{
		{{b.Score, b.Games}, {a.Score, a.Games}},
		{{b.Zeros, b.Games}, {a.Zeros, a.Games}},
		{{b.Won, b.Matches}, {a.Won, a.Matches}},
	} {
		if r := c[0].compare(c[1]); r != 0 {
			return r
		}
	}
	return a.seed - b.seed
}
