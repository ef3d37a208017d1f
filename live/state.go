package live

import (
	"scorekeeper/assets"
	"scorekeeper/scoring"
	"scorekeeper/scoring/sheet"
)

// State is what a page shows of a match, in one language: the JSON of
// sheet.json and of every event.
type State struct {
	ID        string     `json:"id"`
	Game      string     `json:"game"`
	Revision  int        `json:"revision"`
	Over      bool       `json:"over"`
	Standings []Standing `json:"standings"`
	Players   []string   `json:"players"` // by side: a player's name, a team's names

	Cols     []string `json:"cols"`
	HasTotal bool     `json:"hasTotal"`
	Rows     []Row    `json:"rows"`
	Legend   string   `json:"legend,omitempty"`
}

// Standing is one side's place: a player's, or a team's in team play.
type Standing struct {
	Rank   int    `json:"rank"`
	Name   string `json:"name"`
	Total  int    `json:"total"`
	Winner bool   `json:"winner,omitempty"`
}

// Row is one round of the sheet: its label and, by side (a player, or a
// team in team play), the cells.
type Row struct {
	Head  string     `json:"head"`
	Cells [][]string `json:"cells"`
	// Totals are the totals table's cells, by side: the last column with
	// the dealer's mark there (on the sheet it is on the first)
	Totals []string `json:"totals,omitempty"`
}

// stateOf renders m in the language of msg.
func stateOf(m *scoring.Match, msg assets.Messages) State {
	s := sheet.Of(m)
	res := m.Result()
	st := State{
		ID:       m.ID,
		Game:     msg.Text("game."+m.Game.Name(), nil),
		Revision: m.Revision,
		Over:     res.Over,
		HasTotal: s.HasTotal(),
		Legend:   s.Legend.Render(msg.Text),
	}
	winners := map[string]bool{}
	for _, id := range res.Winners {
		winners[id] = true
	}
	side := map[string]int{} // by player id: the side's index
	for k, sd := range s.Sides {
		for _, i := range sd.Seats {
			side[m.Players[i].ID] = k
		}
	}
	listed := map[int]bool{}
	for _, x := range res.Standings {
		k, ok := side[x.Player.ID]
		if !ok || listed[k] {
			continue // a team is listed once, by its names
		}
		listed[k] = true
		st.Standings = append(st.Standings, Standing{Rank: x.Rank, Name: s.Sides[k].Name, Total: x.Total, Winner: winners[x.Player.ID]})
	}
	for _, p := range s.Sides {
		st.Players = append(st.Players, p.Name)
	}
	for _, c := range s.Cols {
		st.Cols = append(st.Cols, c.Render(msg.Text))
	}
	st.Rows = make([]Row, s.Rows)
	for r := range st.Rows {
		row := Row{Head: s.Head(r).Render(msg.Text), Cells: make([][]string, len(s.Sides))}
		last := len(s.Cols) - 1
		for p := range s.Sides {
			row.Cells[p] = make([]string, len(s.Cols))
			for c := range s.Cols {
				row.Cells[p][c] = s.Shown(r, p, c, 0).Render(msg.Text)
			}
			if s.HasTotal() {
				row.Totals = append(row.Totals, s.Shown(r, p, last, last).Render(msg.Text))
			}
		}
		st.Rows[r] = row
	}
	return st
}
