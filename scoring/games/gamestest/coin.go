package gamestest

import (
	"math/rand/v2"
	"strconv"

	"scorekeeper/scoring"
	"scorekeeper/scoring/sheet"
	"scorekeeper/scoring/stats"
)

// Coin is a game small enough to read at a glance: each round names its
// winner, who scores 1; the first to the target (3 unless chosen) wins.
// It implements what a game may: the sheet (sheet.Game), statistics
// numbers (stats.Counter) and the spreadsheet export
// (scoring.Spreadsheet). Its texts are translation keys no file has
// (outside the prefixes the translations test looks for).
var Coin = scoring.Def{
	Name: "coin", Title: "Coin", MinPlayers: 2, MaxPlayers: 4,
	New:  func() scoring.Game { return &CoinMatch{} },
	Demo: coinDemo, DemoWeight: 1,
}

// CoinOptions are Coin's options as the match file holds them.
type CoinOptions struct {
	Target int `json:"target,omitzero"` // rounds to win; 0: 3
}

// CoinRound is one round: who won it.
type CoinRound struct {
	Winner string `json:"winner"`
}

// CoinMatch is a match of Coin.
type CoinMatch struct {
	Options CoinOptions
	Rounds  []CoinRound
}

func (m *CoinMatch) target() int {
	if m.Options.Target > 0 {
		return m.Options.Target
	}
	return 3
}

// Name is "coin".
func (m *CoinMatch) Name() string { return Coin.Name }

// Len is the number of rounds.
func (m *CoinMatch) Len() int { return len(m.Rounds) }

// Fields: the winner.
func (m *CoinMatch) Fields() []string { return []string{"winner"} }

// FileParts points to the options and rounds.
func (m *CoinMatch) FileParts() (options, rounds any) { return &m.Options, &m.Rounds }

// Sides: everyone alone.
func (m *CoinMatch) Sides(players []scoring.Player) [][]string { return scoring.Alone(players) }

// Validate: 2 to 4 players, a target of 0 to 10, each winner a player,
// no round after the match is won.
func (m *CoinMatch) Validate(players []scoring.Player) scoring.Issues {
	var b scoring.Builder
	if n := len(players); n < Coin.MinPlayers || n > Coin.MaxPlayers {
		b.Err("players", "coin.rule.players", "Min", Coin.MinPlayers, "Max", Coin.MaxPlayers, "Value", n)
	}
	b.Range("target", m.Options.Target, 0, 10)
	wins := map[string]int{}
	over := false
	for i, r := range m.Rounds {
		b.Round = i + 1
		if over {
			b.Err("rounds", "coin.rule.over")
		}
		if scoring.Index(players, r.Winner) < 0 {
			b.Err("winner", "coin.rule.winner", "ID", r.Winner)
		}
		wins[r.Winner]++
		over = over || wins[r.Winner] >= m.target()
	}
	return b.Issues
}

// wins counts each seat's rounds won.
func (m *CoinMatch) wins(players []scoring.Player) []int {
	w := make([]int, len(players))
	for _, r := range m.Rounds {
		if i := scoring.Index(players, r.Winner); i >= 0 {
			w[i]++
		}
	}
	return w
}

// Standings rank by rounds won.
func (m *CoinMatch) Standings(players []scoring.Player) []scoring.Standing {
	out := make([]scoring.Standing, len(players))
	for i, w := range m.wins(players) {
		out[i] = scoring.Standing{Player: players[i], Total: w}
	}
	return scoring.Rank(out)
}

// Over once a player has won the target.
func (m *CoinMatch) Over(players []scoring.Player) bool {
	for _, w := range m.wins(players) {
		if w >= m.target() {
			return true
		}
	}
	return false
}

// Rows: per round and player, the winner, 1 or 0 and the running total.
func (m *CoinMatch) Rows(players []scoring.Player) []scoring.Row {
	var rows []scoring.Row
	total := make([]int, len(players))
	for r, rd := range m.Rounds {
		for i, p := range players {
			pts := 0
			if rd.Winner == p.ID {
				pts = 1
			}
			total[i] += pts
			rows = append(rows, scoring.Row{Round: r + 1, Player: p.ID, Fields: []scoring.Field{{Name: "winner", Value: rd.Winner}}, Points: pts, Total: total[i]})
		}
	}
	return rows
}

// FirstRounds is a copy with the first n rounds.
func (m *CoinMatch) FirstRounds(n int) scoring.Game {
	return &CoinMatch{Options: m.Options, Rounds: scoring.FirstN(m.Rounds, n)}
}

// ReplacePlayer renames the winners.
func (m *CoinMatch) ReplacePlayer(from, to string) {
	for i := range m.Rounds {
		scoring.Swap(&m.Rounds[i].Winner, from, to)
	}
}

// PaperSheet: a round's column shows 1 for its winner, then the total.
func (m *CoinMatch) PaperSheet(players []scoring.Player) sheet.Sheet {
	rows := m.Rows(players)
	return sheet.Sheet{
		Cols: sheet.Keys("ui.sheet.round", "ui.sheet.total"),
		Rows: len(m.Rounds),
		Head: func(r int) sheet.Text { return sheet.Number(r + 1) },
		Cell: func(r, i, c int) sheet.Text {
			row := rows[r*len(players)+i]
			if c == 0 {
				return sheet.Number(row.Points)
			}
			return sheet.Number(row.Total)
		},
	}
}

// PlayerFields: the winner.
func (m *CoinMatch) PlayerFields() []string { return []string{"winner"} }

// OptionFields: the target.
func (m *CoinMatch) OptionFields() []string { return []string{"target"} }

// OptionValues: the target played.
func (m *CoinMatch) OptionValues([]scoring.Player) []string {
	return []string{strconv.Itoa(m.target())}
}

// CoinStats are a player's rounds won of rounds played.
type CoinStats struct{ Rounds stats.Ratio }

// Numbers is zero numbers.
func (m *CoinMatch) Numbers() stats.Numbers { return &CoinStats{} }

// Count is each seat's rounds won of rounds played.
func (m *CoinMatch) Count(players []scoring.Player) []stats.Numbers {
	out := make([]stats.Numbers, len(players))
	for i, w := range m.wins(players) {
		out[i] = &CoinStats{Rounds: stats.Ratio{Hits: w, Tries: len(m.Rounds)}}
	}
	return out
}

// Add adds o's rounds.
func (s *CoinStats) Add(o stats.Numbers) { s.Rounds.Merge(o.(*CoinStats).Rounds) }

// Empty is zero numbers.
func (s *CoinStats) Empty() stats.Numbers { return &CoinStats{} }

// Encode writes the rounds.
func (s *CoinStats) Encode(w stats.Writer) { s.Rounds.Write(w) }

// Decode reads the rounds.
func (s *CoinStats) Decode(r stats.Reader) { s.Rounds = stats.ReadRatio(r) }

// coinDemo tosses coins among two to four players until one wins.
func coinDemo(r *rand.Rand, pool []scoring.Player) ([]scoring.Player, scoring.Game) {
	ps := scoring.Pick(r, pool, 2+r.IntN(3))
	m := &CoinMatch{}
	for !m.Over(ps) {
		m.Rounds = append(m.Rounds, CoinRound{Winner: ps[r.IntN(len(ps))].ID})
	}
	return ps, m
}
