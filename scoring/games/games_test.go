package games

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"

	"scorekeeper/scoring"
	"scorekeeper/scoring/sheet"
	"scorekeeper/scoring/stats"
)

// pool is the players demo matches draw from; no id is part of another.
func pool() []scoring.Player {
	ps := make([]scoring.Player, 16)
	for i := range ps {
		ps[i] = scoring.Player{ID: fmt.Sprintf("id-%02d-x", i), Name: fmt.Sprintf("Player %d", i)}
	}
	return ps
}

// demos plays a few demo matches of def, each from its own seed.
func demos(def scoring.Def) (players [][]scoring.Player, gs []scoring.Game) {
	for seed := range uint64(8) {
		ps, g := def.Demo(rand.New(rand.NewPCG(seed, 11)), pool())
		players, gs = append(players, ps), append(gs, g)
	}
	return players, gs
}

func TestNewIsEmpty(t *testing.T) {
	for _, def := range All() {
		g := def.New()
		if g.Name() != def.Name || g.Len() != 0 {
			t.Errorf("%s: New() is %q with %d rounds", def.Name, g.Name(), g.Len())
		}
		if d, ok := ByName(def.Name); !ok || d.Name != def.Name {
			t.Errorf("ByName(%q) = %q, %v", def.Name, d.Name, ok)
		}
	}
	if !slices.Equal(Names(), []string{scoring.SkullKing, scoring.SkipBo, scoring.Skull, scoring.Skuck}) {
		t.Errorf("Names() = %v", Names())
	}
}

// Demo matches are valid, and every row has exactly Fields(), in order.
func TestRowsHaveFields(t *testing.T) {
	for _, def := range All() {
		players, gs := demos(def)
		for k, g := range gs {
			if is := g.Validate(players[k]).Errors(); len(is) > 0 || g.Len() == 0 || g.Name() != def.Name {
				t.Fatalf("%s demo %d: %d rounds, errors %v", def.Name, k, g.Len(), is)
			}
			for _, r := range g.Rows(players[k]) {
				names := make([]string, len(r.Fields))
				for i, f := range r.Fields {
					names[i] = f.Name
				}
				if !slices.Equal(names, g.Fields()) {
					t.Fatalf("%s round %d: fields %v, want %v", def.Name, r.Round, names, g.Fields())
				}
			}
		}
	}
}

// FirstRounds(n) has n rounds that score as the original's first n, and
// changing the copy leaves the original as it was.
func TestFirstRounds(t *testing.T) {
	for _, def := range All() {
		players, gs := demos(def)
		for k, g := range gs {
			ps := players[k]
			rows := g.Rows(ps)
			for n := range g.Len() + 1 {
				c := g.FirstRounds(n)
				if c.Len() != n || c.Name() != def.Name {
					t.Fatalf("%s: FirstRounds(%d) has %d rounds", def.Name, n, c.Len())
				}
				got := c.Rows(ps)
				if want := rows[:n*len(ps)]; !reflect.DeepEqual(got, want) {
					t.Fatalf("%s: FirstRounds(%d) rows differ:\n%v\n%v", def.Name, n, got, want)
				}
				for _, p := range ps {
					c.ReplacePlayer(p.ID, "someone-else")
				}
			}
			if !reflect.DeepEqual(g.Rows(ps), rows) || g.Validate(ps).HasErrors() {
				t.Fatalf("%s demo %d: changing a copy changed the original", def.Name, k)
			}
		}
	}
}

// ReplacePlayer leaves no trace of the old id: with every player
// replaced, the rows name none of the old ids, score as before, and the
// match validates with the new players in the old ones' seats.
func TestReplacePlayer(t *testing.T) {
	for _, def := range All() {
		players, gs := demos(def)
		for k, g := range gs {
			ps := slices.Clone(players[k])
			want := g.Rows(ps)
			for i := range ps {
				id := fmt.Sprintf("new-%d", i)
				g.ReplacePlayer(ps[i].ID, id)
				ps[i].ID = id
			}
			if is := g.Validate(ps); is.HasErrors() {
				t.Fatalf("%s: after ReplacePlayer: %v", def.Name, is.Errors())
			}
			for i, r := range g.Rows(ps) {
				if r.Points != want[i].Points || r.Total != want[i].Total {
					t.Fatalf("%s: row %d scores %d/%d, was %d/%d", def.Name, i, r.Points, r.Total, want[i].Points, want[i].Total)
				}
				if strings.Contains(fmt.Sprint(r), "id-") {
					t.Fatalf("%s: row %d still names an old id: %v", def.Name, i, r)
				}
			}
		}
	}
}

// Sides name every player exactly once.
func TestSides(t *testing.T) {
	for _, def := range All() {
		players, gs := demos(def)
		for k, g := range gs {
			var ids []string
			for _, side := range g.Sides(players[k]) {
				if len(side) == 0 {
					t.Errorf("%s: an empty side", def.Name)
				}
				ids = append(ids, side...)
			}
			want := make([]string, len(players[k]))
			for i, p := range players[k] {
				want[i] = p.ID
			}
			slices.Sort(ids)
			slices.Sort(want)
			if !slices.Equal(ids, want) {
				t.Errorf("%s: sides %v, players %v", def.Name, ids, want)
			}
		}
	}
}

// MinPlayers and MaxPlayers are the bounds the game's validation keeps.
func TestPlayerBounds(t *testing.T) {
	for _, def := range All() {
		for n, bad := range map[int]bool{def.MinPlayers - 1: true, def.MinPlayers: false, def.MaxPlayers: false, def.MaxPlayers + 1: true} {
			ps := pool()[:n]
			got := false
			for _, i := range def.New().Validate(ps) {
				got = got || (i.Field == "players" && i.Severity == scoring.Error)
			}
			if got != bad {
				t.Errorf("%s with %d players: a players error %v, want %v", def.Name, n, got, bad)
			}
		}
	}
}

// TestSpreadsheet: every game tells the spreadsheet export its options
// (one value per name) and which of its fields name players; those
// fields' values are ids of the match's players (SPEC 2: names beside ids).
func TestSpreadsheet(t *testing.T) {
	for _, def := range All() {
		s, ok := def.New().(scoring.Spreadsheet)
		if !ok {
			t.Errorf("%s: no scoring.Spreadsheet", def.Name)
			continue
		}
		fields := append(slices.Clone(def.New().Fields()), s.OptionFields()...)
		for _, f := range s.PlayerFields() {
			if !slices.Contains(fields, f) {
				t.Errorf("%s: player field %q is neither a row field nor an option", def.Name, f)
			}
		}
		players, gs := demos(def)
		for i, g := range gs {
			vals := g.(scoring.Spreadsheet).OptionValues(players[i])
			if len(vals) != len(s.OptionFields()) {
				t.Fatalf("%s: %d option values for %v", def.Name, len(vals), s.OptionFields())
			}
			check := func(name, v string) {
				for _, id := range strings.FieldsFunc(v, func(r rune) bool { return r == ',' || r == ';' }) {
					if scoring.Index(players[i], id) < 0 {
						t.Errorf("%s: %s holds %q, not a player of the match", def.Name, name, id)
					}
				}
			}
			for k, name := range s.OptionFields() {
				if slices.Contains(s.PlayerFields(), name) {
					check(name, vals[k])
				}
			}
			for _, r := range g.Rows(players[i]) {
				for _, f := range r.Fields {
					if slices.Contains(s.PlayerFields(), f.Name) {
						check(f.Name, f.Value)
					}
				}
			}
		}
	}
}

// TestSheets: every game draws its paper sheet (sheet.Game), with a
// head and a cell for every round of its demo matches.
func TestSheets(t *testing.T) {
	for _, def := range All() {
		if _, ok := def.New().(sheet.Game); !ok {
			t.Errorf("%s: no sheet.Game", def.Name)
			continue
		}
		players, gs := demos(def)
		for i, g := range gs {
			s := sheet.Of(&scoring.Match{Players: players[i], Game: g})
			if s.Rows != g.Len() || len(s.Cols) == 0 || len(s.Sides) == 0 {
				t.Fatalf("%s: a sheet of %d rows, %d columns, %d sides for %d rounds", def.Name, s.Rows, len(s.Cols), len(s.Sides), g.Len())
			}
		}
	}
}

// ints is a stats.Writer: the numbers written.
type ints []int

func (w *ints) Int(v int) { *w = append(*w, v) }

// intsReader is a stats.Reader of a list of numbers.
type intsReader struct{ v []int }

func (r *intsReader) Int() int {
	if len(r.v) == 0 {
		return 0
	}
	v := r.v[0]
	r.v = r.v[1:]
	return v
}

func (r *intsReader) Len(int) int { return r.Int() }

// TestNumbers: a game's statistics numbers (stats.Counter) are one per
// seat, read back as written, and added to zero numbers are themselves.
func TestNumbers(t *testing.T) {
	for _, def := range All() {
		c, ok := def.New().(stats.Counter)
		if !ok {
			continue
		}
		players, gs := demos(def)
		for i, g := range gs {
			nums := g.(stats.Counter).Count(players[i])
			if len(nums) != len(players[i]) {
				t.Fatalf("%s: %d numbers for %d seats", def.Name, len(nums), len(players[i]))
			}
			for _, n := range nums {
				var w ints
				n.Encode(&w)
				back := c.Numbers()
				back.Decode(&intsReader{v: w})
				if !reflect.DeepEqual(back, n) {
					t.Fatalf("%s: %+v read back as %+v", def.Name, n, back)
				}
				sum := n.Empty()
				sum.Add(n)
				if !reflect.DeepEqual(sum, n) {
					t.Fatalf("%s: %+v added to zero is %+v", def.Name, n, sum)
				}
			}
		}
	}
}
