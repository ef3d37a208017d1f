package skuck

import (
	"testing"

	"scorekeeper/scoring/scoringtest"
)

// The example match file decodes, validates and gives the standings of
// skuck.want.json, which were worked out by hand:
// Ron: 14/12 -2; 11/11 0 less the 1st renege = -1 (still a zero, and a
// Click with Sue's 16); 15/14 -1 less the 2nd renege = -3; 13/13 0.
// -6 with 2 zeros, +3 = -3. Sue: 13/15 -2; 16/16 0; 12/13 -1 less the 1st
// miscount = -3; 12/14 -2 less a time fault = -3. -8 with 1 zero, +1 = -7.
func TestExampleFile(t *testing.T) {
	file := scoringtest.LoadExample[Options, Round](t, "skuck")
	m := &Match{Options: file.Options, Rounds: file.Rounds}
	if is := m.Validate(file.Players); len(is) != 0 {
		t.Fatalf("issues: %v", is)
	}
	if file.Game != m.Name() || !file.Finished || !m.Over(file.Players) {
		t.Error("a finished skuck match")
	}
	if !m.Rounds[1].Click() || !m.Rounds[1].CallerChoosesLead() {
		t.Error("game 2 is a Click, 13 points apart")
	}
	scoringtest.CheckStandings(t, m.Standings(file.Players), file.Want)
}

// Worked examples of rules/skuck-rules.txt not covered elsewhere (the
// match table, its tie-break and the -0.75 = A+ grade are in
// TestRuleBookExample; plussies in TestPlussies; penalties in
// TestPenalties; Hawk/Dove in TestStyleOf; the caller in TestWhoCalls).

// Glossary, "Demmies": "Should a person bid 14, but take 16 tricks, that
// player is off the bid by 2. Therefore, there is a penalty of -2 neggies
// for that particular hand. Or, should a person bid 13, but take only 10,
// that player records -3 neggies."
func TestRuleBookDemmies(t *testing.T) {
	cases := []struct {
		name                string
		bid, made, otherBid int
		off, points         int
	}{
		// Ann 14/16; Bob bids 11 and takes the other 11 (exact).
		{"bid 14 take 16 = -2", 14, 16, 11, 2, -2},
		// Ann 13/10; Bob bids 17 and takes the other 17 (exact).
		{"bid 13 take 10 = -3", 13, 10, 17, 3, -3},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m := &Match{Rounds: []Round{split(c.bid, c.made, c.otherBid)}}
			if is := m.Validate(two); is.HasErrors() {
				t.Fatalf("issues: %v", is)
			}
			sc := m.Scores(two)
			a, b := sc[0].Games[0], sc[1].Games[0]
			if a.Off != c.off || a.Points != c.points || a.Exact || a.Click {
				t.Errorf("Ann: off %d points %d exact %v click %v, want %d %d", a.Off, a.Points, a.Exact, a.Click, c.off, c.points)
			}
			if b.Made != c.otherBid || !b.Exact || b.Points != 0 {
				t.Errorf("Bob: %+v", b)
			}
			// One game, no zero for Ann: no plussies, the game is the score.
			if sc[0].Zeros != 0 || sc[0].Bonus != 0 || sc[0].Final != c.points {
				t.Errorf("Ann: zeros %d bonus %d final %d", sc[0].Zeros, sc[0].Bonus, sc[0].Final)
			}
		})
	}
}

// "Point Count: ... Ace=5 King=4 Queen=3 Jack=2 Ten=1." Two worked counts:
// "Psychic Bid: ... you may have 4 Aces. That is already 20 points" and
// "Strategy d): If 5 high card points remain outstanding ... Is it 1 Ace,
// or King-10, or Queen-Jack, or Queen-10-10, or Jack-10-10-10?"
func TestRuleBookPointCounts(t *testing.T) {
	cases := []struct {
		name  string
		cards []Rank
		want  int
	}{
		{"4 Aces = 20", []Rank{Ace, Ace, Ace, Ace}, 20},
		{"1 Ace = 5", []Rank{Ace}, 5},
		{"King-10 = 5", []Rank{King, Ten}, 5},
		{"Queen-Jack = 5", []Rank{Queen, Jack}, 5},
		{"Queen-10-10 = 5", []Rank{Queen, Ten, Ten}, 5},
		{"Jack-10-10-10 = 5", []Rank{Jack, Ten, Ten, Ten}, 5},
		// "you hold ... many low cards, such as 2's, 3's, 4's": no points.
		{"2, 3, 4 = 0", []Rank{Two, 3, 4}, 0},
	}
	for _, c := range cases {
		sum := 0
		for _, r := range c.cards {
			sum += HighCardPoints(r)
		}
		if sum != c.want {
			t.Errorf("%s: %d points", c.name, sum)
		}
	}
}
