package skuck

import (
	"slices"
	"testing"

	"scorekeeper/scoring"
)

// The rule book's score sheet example: both players end on -3; Player A
// wins the tie-break with two zeros against one.
func TestRuleBookExample(t *testing.T) {
	m := ruleBook()
	if is := m.Validate(two); len(is) != 0 {
		t.Fatalf("issues: %v", is)
	}
	sc := m.Scores(two)
	want := []struct {
		games        []int
		zeros, bonus int
		final        int
	}{
		{[]int{-5, -1, 0, 0}, 2, 3, -3},  // Player A: 16/11, 12/13, 14/14, 15/15
		{[]int{0, -1, -1, -2}, 1, 1, -3}, // Player B: 16/16, 13/14, 14/13, 10/12
	}
	for i, w := range want {
		var got []int
		for _, g := range sc[i].Games {
			got = append(got, g.Points)
		}
		if !slices.Equal(got, w.games) || sc[i].Zeros != w.zeros || sc[i].Bonus != w.bonus || sc[i].Final != w.final {
			t.Errorf("%s: games %v zeros %d bonus %d final %d, want %+v", sc[i].Player.Name, got, sc[i].Zeros, sc[i].Bonus, sc[i].Final, w)
		}
		// "Example: -3.00 ÷ 4 = -0.75 ... 'Excellent' and a grade of A+."
		if g := sc[i].Grade(); g != Excellent || g.Letter() != "A+" || sc[i].Average() != -0.75 {
			t.Errorf("%s: grade %v %q average %v", sc[i].Player.Name, g, g.Letter(), sc[i].Average())
		}
	}
	st := m.Standings(two)
	if st[0].Player.ID != "a" || st[0].Rank != 1 || st[1].Rank != 2 || st[0].Total != -3 || st[1].Total != -3 {
		t.Errorf("standings %+v", st)
	}
	if !m.Over(two) || m.Next(two) != 0 {
		t.Error("a 4-game match is over")
	}
	if w := scoring.Winners(st); !slices.Equal(w, []string{"a"}) {
		t.Errorf("winners %v", w)
	}
}

// "If both players had the same final score with the same number of '0's
// ... this match would have ended in a draw."
func TestDraw(t *testing.T) {
	m := &Match{Rounds: []Round{
		split(14, 14, 10), // Ann 0, Bob 10/13 -3
		split(10, 13, 14), // Ann -3, Bob 14/14 0
		split(13, 14, 13), // Ann -1, Bob 13/13 0
		split(14, 14, 12), // Ann 0, Bob 12/13 -1
	}}
	// Ann: -4 with 2 zeros, +3 = -1. Bob: -4 with 2 zeros, +3 = -1.
	st := m.Standings(two)
	if st[0].Total != -1 || st[1].Total != -1 || st[0].Rank != 1 || st[1].Rank != 1 {
		t.Fatalf("want a draw at -1: %+v", st)
	}
	if w := scoring.Winners(st); len(w) != 2 {
		t.Errorf("winners %v", w)
	}
}

func TestPlussies(t *testing.T) {
	// "1 = +1, 2 = +3, 3 = +6, 4 = +10 ... do not add 1+3+6+10 for a bonus of 20!"
	// More than 4 (longer matches): the k-th zero adds k.
	for z, want := range []int{0, 1, 3, 6, 10, 15, 21} {
		if got := Plussies(z); got != want {
			t.Errorf("Plussies(%d) = %d, want %d", z, got, want)
		}
	}
	if Plussies(-1) != 0 {
		t.Error("negative zeros")
	}
}

// Rule book, Glossary: "Boolie: A perfect match in which a player scores a 'zero'- i.e.. no
// neggies in all 4 games." "Click: When the secret bids of both players combine to total 27 and
// both players make their bids to earn a 'zero'."
func TestBoolieAndClick(t *testing.T) {
	m := &Match{Rounds: []Round{split(14, 14, 13), split(10, 10, 17), split(13, 13, 13), split(16, 16, 2)}}
	sc := m.Scores(two)
	if !sc[0].Boolie || sc[0].Bonus != 10 || sc[0].Final != 10 {
		t.Errorf("Ann: %+v", sc[0])
	}
	if sc[1].Boolie {
		t.Error("Bob has no Boolie")
	}
	clicks := []bool{true, true, false, false}
	for g, r := range m.Rounds {
		if r.Click() != clicks[g] || sc[0].Games[g].Click != clicks[g] {
			t.Errorf("game %d: click %v, want %v", g+1, r.Click(), clicks[g])
		}
	}
	// Bids add up to 27 but neither is exact: no Click.
	if split(14, 12, 13).Click() {
		t.Error("click without exact bids")
	}
	// A 3-game match: not a full one until 3 games, then all exact is a Boolie.
	m3 := &Match{Options: Options{Games: 3}, Rounds: m.Rounds[:2]}
	if m3.Scores(two)[0].Boolie || m3.Over(two) {
		t.Error("2 of 3 games is no Boolie")
	}
	m3.Rounds = m.Rounds[:3]
	if s := m3.Scores(two)[0]; !s.Boolie || s.Bonus != 6 {
		t.Errorf("3-game Boolie: %+v", s)
	}
}

// penalty: per game, Ann's reneges, miscounts, time faults; every game
// exact (14/14) so the points are the penalties alone.
func TestPenalties(t *testing.T) {
	type pen struct{ r, m, t int }
	cases := []struct {
		name   string
		dq     bool
		games  []pen
		points []int
		out    int // game of disqualification, 0 = none
	}{
		{"renege 1st = 1", false, []pen{{1, 0, 0}}, []int{-1}, 0},
		{"renege 2nd = 2", false, []pen{{1, 0, 0}, {1, 0, 0}}, []int{-1, -2}, 0},
		{"renege 3rd = 3 without the option", false, []pen{{1, 0, 0}, {1, 0, 0}, {1, 0, 0}, {1, 0, 0}}, []int{-1, -2, -3, -4}, 0},
		{"renege 3rd disqualifies", true, []pen{{1, 0, 0}, {1, 0, 0}, {1, 0, 0}}, []int{-1, -2, 0}, 3},
		{"two reneges in one game", false, []pen{{2, 0, 0}, {1, 0, 0}}, []int{-3, -3}, 0},
		{"three reneges in one game, option on", true, []pen{{3, 0, 0}}, []int{-3}, 1},
		{"miscount 1st = 2", false, []pen{{0, 1, 0}}, []int{-2}, 0},
		{"miscount 2nd = 3", false, []pen{{0, 1, 0}, {0, 0, 0}, {0, 1, 0}}, []int{-2, 0, -3}, 0},
		{"miscount 3rd = 4 without the option", false, []pen{{0, 1, 0}, {0, 1, 0}, {0, 1, 0}, {0, 1, 0}}, []int{-2, -3, -4, -5}, 0},
		{"miscount 3rd disqualifies", true, []pen{{0, 1, 0}, {0, 1, 0}, {0, 1, 0}}, []int{-2, -3, 0}, 3},
		{"reneges and miscounts count apart", true, []pen{{1, 1, 0}, {1, 1, 0}}, []int{-3, -5}, 0},
		{"time fault = 1 each", false, []pen{{0, 0, 1}, {0, 0, 1}, {0, 0, 2}}, []int{-1, -1, -2}, 0},
		{"everything", false, []pen{{1, 1, 1}, {2, 0, 0}}, []int{-4, -5}, 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m := &Match{Options: Options{Disqualify: c.dq, Games: 4}}
			for _, p := range c.games {
				r := split(14, 14, 10)
				r.Entries[0].Reneges, r.Entries[0].Miscounts, r.Entries[0].TimeFaults = p.r, p.m, p.t
				m.Rounds = append(m.Rounds, r)
			}
			s := m.Scores(two)[0]
			var got []int
			for _, g := range s.Games {
				got = append(got, g.Points)
				if !g.Exact {
					t.Errorf("game %d: a penalty does not undo an exact game", g.Game)
				}
			}
			if !slices.Equal(got, c.points) {
				t.Errorf("points %v, want %v", got, c.points)
			}
			if s.Zeros != len(c.games) || s.Bonus != Plussies(len(c.games)) {
				t.Errorf("zeros %d bonus %d", s.Zeros, s.Bonus)
			}
			if s.Out != (c.out > 0) || s.OutGame != c.out {
				t.Errorf("out %v in game %d, want %d", s.Out, s.OutGame, c.out)
			}
			if c.out > 0 {
				if !m.Over(two) {
					t.Error("a disqualification ends the match")
				}
				st := m.Standings(two)
				if st[0].Player.ID != "b" || !st[1].Out || st[1].Rank != 2 {
					t.Errorf("the disqualified player loses: %+v", st)
				}
				if is := m.Validate(two); is.HasErrors() || len(is.For(c.out, "a", "")) != 1 {
					t.Errorf("want one warning: %v", is)
				}
			}
		})
	}
}

// A disqualified player loses even with the better score.
func TestOutLoses(t *testing.T) {
	m := &Match{Options: Options{Disqualify: true}, Rounds: []Round{split(14, 14, 5)}}
	m.Rounds[0].Entries[0].Miscounts = 3
	st := m.Standings(two)
	if st[0].Player.ID != "b" || st[0].Total >= st[1].Total || !st[1].Out {
		t.Fatalf("%+v", st)
	}
	if w := scoring.Winners(st); !slices.Equal(w, []string{"b"}) {
		t.Errorf("winners %v", w)
	}
	if is := m.Validate(two).For(1, "a", "miscounts"); len(is) != 2 || is[1].Rule != RuleOutMiscounts {
		t.Errorf("issues %v", is) // count.once warning, then disqualified
	}
}

func TestRows(t *testing.T) {
	m := ruleBook()
	m.Rounds[1].Entries[0].Reneges = 1
	rows := m.Rows(two)
	if len(rows) != 8 {
		t.Fatalf("%d rows", len(rows))
	}
	// Game 2, Ann: 12/13 = -1, renege -1.
	r := rows[2]
	if r.Round != 2 || r.Player != "a" || r.Points != -2 || r.Total != -7 {
		t.Errorf("row %+v", r)
	}
	want := []scoring.Field{{Name: "trump", Value: "spades"}, {Name: "caller", Value: "a"}, {Name: "bid", Value: "12"}, {Name: "made", Value: "13"}, {Name: "points", Value: "0"}, {Name: "reneges", Value: "1"}, {Name: "miscounts", Value: "0"}, {Name: "timeFaults", Value: "0"}}
	if !slices.Equal(r.Fields, want) {
		t.Errorf("fields %v", r.Fields)
	}
	// The last row of each player is the final score.
	if rows[6].Total != -4 || rows[7].Total != -3 {
		t.Errorf("last totals %d %d", rows[6].Total, rows[7].Total)
	}
	// Running totals hold the plussies so far: Ann after game 3 has one zero.
	if rows[4].Total != -7+0+1 {
		t.Errorf("game 3 total %d", rows[4].Total)
	}
}

// Rule book, Glossary: "Freewheeler: A game which occurs infrequently when both player's high
// card point counts combine to total less than 20 at the outset."
func TestRoundFlags(t *testing.T) {
	r := split(14, 14, 13)
	r.Entries[0].Points, r.Entries[1].Points = 8, 11
	if !r.Freewheeler() || r.CallerChoosesLead() {
		t.Error("8+11 < 20 is a Freewheeler, 3 apart")
	}
	r.Entries[0].Points, r.Entries[1].Points = 10, 22
	if r.Freewheeler() || !r.CallerChoosesLead() {
		t.Error("12 apart: the caller chooses the lead")
	}
	r.Entries[1].Points = 21
	if r.CallerChoosesLead() {
		t.Error("11 apart")
	}
	r.Entries[0].Points = 0
	if r.Freewheeler() || r.CallerChoosesLead() {
		t.Error("0 points are not recorded")
	}
}

func TestNext(t *testing.T) {
	m := &Match{}
	if m.Next(two) != 1 || m.Over(two) || m.Name() != "skuck" || m.Len() != 0 {
		t.Error("empty match")
	}
	m.Rounds = ruleBook().Rounds[:2]
	if m.Next(two) != 3 {
		t.Error("next is game 3")
	}
}
