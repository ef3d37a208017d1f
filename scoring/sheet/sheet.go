// Package sheet describes a match's paper sheet without a UI: the columns
// under each player, a label per round, every cell, the totals and who
// leads. Text is translation keys with arguments or literal runs, so the
// app renders it with Fyne's lang and the live view with assets.Messages.
package sheet

import (
	"strconv"
	"strings"

	"scorekeeper/scoring"
)

// Part is a run of text: a translation key with its arguments, or
// literal text when Key is "".
type Part struct {
	Key  string
	Args map[string]any
	Lit  string
}

// Text is sheet text: its parts rendered one after the other.
type Text []Part

// Lit is literal text (numbers, marks).
func Lit(s string) Text {
	if s == "" {
		return nil
	}
	return Text{{Lit: s}}
}

// Key is the message of key with args.
func Key(key string, args map[string]any) Text { return Text{{Key: key, Args: args}} }

// Translator renders one message.
type Translator func(key string, args map[string]any) string

// Render is the text in the language of tr.
func (t Text) Render(tr Translator) string {
	if len(t) == 1 && t[0].Key == "" {
		return t[0].Lit
	}
	out := ""
	for _, p := range t {
		if p.Key == "" {
			out += p.Lit
		} else {
			out += tr(p.Key, p.Args)
		}
	}
	return out
}

// Game is a game that has a paper sheet: each game's package implements
// it on its Game.
type Game interface {
	// PaperSheet is the sheet of the match played by players: its sides
	// (nil: each player alone), columns, rounds, cells, dealer and
	// legends; Of adds the totals and who leads.
	PaperSheet(players []scoring.Player) Sheet
}

// Sheet is a game's paper sheet: for every round and side the same few
// columns. A side is a player, or a team that scores as one (a game in
// teams): its columns, its total and its lead are the team's.
type Sheet struct {
	Sides []Side
	Cols  []Text                 // column titles under each side's name
	Rows  int                    // rounds
	Head  func(r int) Text       // the round's label (0-based r)
	Cell  func(r, p, c int) Text // round r, side p, column c
	// Say is side p's round r in words, for a screen reader ("bid 1,
	// won 1, 20 points; total 130"): the cells' marks and short titles
	// read badly (nil: the cells with their titles)
	Say func(r, p int) Text
	// Dealer is the side that dealt round r, -1 for none: its first
	// column shown gets the Mark (once a round, in either view)
	Dealer func(r int) int
	Legend Text // the marks of the view of every column
	// TotalsLegend is the marks of the totals view (the last column), a
	// few words: the app puts them in the table's corner
	TotalsLegend Text
	Totals       []int  // by side
	Leaders      []bool // by side: leading now
}

// Mark is the dealer's mark.
const Mark = "*"

// Shown is what side p shows in column c of round r when first is the
// first column shown: the cell, with the dealer's mark when it is the
// dealer's first column.
func (s Sheet) Shown(r, p, c, first int) Text {
	t := s.Cell(r, p, c)
	if c == first && s.Dealer(r) == p {
		return append(append(Text(nil), t...), Lit(Mark)...)
	}
	return t
}

// Side is a group of columns: one player, or a team.
type Side struct {
	Name  string // the player's name; a team's names joined by " & "
	Seats []int  // the players' seats, in seating order
}

// TeamJoin joins the names of a team's players.
const TeamJoin = " & "

// SideOf is the side of the players at seats.
func SideOf(p []scoring.Player, seats ...int) Side {
	names := make([]string, len(seats))
	for i, k := range seats {
		names[i] = p[k].Name
	}
	return Side{Name: strings.Join(names, TeamJoin), Seats: seats}
}

// alone is a side for every player.
func alone(p []scoring.Player) []Side {
	out := make([]Side, len(p))
	for i := range p {
		out[i] = SideOf(p, i)
	}
	return out
}

// HasTotal reports whether the last column is the running total (a
// sheet of three columns or more; a game without points has fewer).
func (s Sheet) HasTotal() bool { return len(s.Cols) >= 3 }

// Of builds the sheet of a match: the game's columns, then the totals
// and who leads (a side leads when its first player does). A game
// without a sheet gives an empty one.
func Of(m *scoring.Match) Sheet {
	g, ok := m.Game.(Game)
	if !ok {
		return Sheet{Head: func(int) Text { return nil }, Cell: func(int, int, int) Text { return nil }, Dealer: noDealer}
	}
	s := g.PaperSheet(m.Players)
	if s.Dealer == nil {
		s.Dealer = noDealer
	}
	if s.Say == nil {
		s.Say = s.cellsSaid
	}
	p := m.Players
	if s.Sides == nil {
		s.Sides = alone(p)
	}
	side := make([]int, len(p)) // by seat
	for k, sd := range s.Sides {
		for _, i := range sd.Seats {
			side[i] = k
		}
	}
	s.Totals = make([]int, len(s.Sides))
	s.Leaders = make([]bool, len(s.Sides))
	for _, st := range m.Result().Standings {
		if i := scoring.Index(p, st.Player.ID); i >= 0 && s.Sides[side[i]].Seats[0] == i {
			s.Totals[side[i]] = st.Total
			s.Leaders[side[i]] = st.Rank == 1 && s.Rows > 0
		}
	}
	return s
}

// cellsSaid is Say for a sheet without words of its own: each column's
// title and cell.
func (s Sheet) cellsSaid(r, p int) Text {
	parts := make([]Text, len(s.Cols))
	for c, title := range s.Cols {
		if cell := s.Cell(r, p, c); len(cell) > 0 {
			parts[c] = append(append(append(Text(nil), title...), Part{Lit: " "}), cell...)
		}
	}
	return Words(parts, nil)
}

// noDealer is Dealer for a sheet without one.
func noDealer(int) int { return -1 }

// Keys are column titles from translation keys.
func Keys(k ...string) []Text {
	out := make([]Text, len(k))
	for i, key := range k {
		out[i] = Key(key, nil)
	}
	return out
}

// Number is n as text.
func Number(n int) Text { return Lit(strconv.Itoa(n)) }

// Signed is n with its sign, "+" for positive.
func Signed(n int) string {
	if n > 0 {
		return "+" + strconv.Itoa(n)
	}
	return strconv.Itoa(n)
}
