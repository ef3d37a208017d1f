package skipbo

import (
	"slices"
	"testing"

	"scorekeeper/scoring/scoringtest"
)

var teams4 = Options{Teams: [][]string{{"p1", "p3"}, {"p2", "p4"}}}
var teams6x3 = Options{Teams: [][]string{{"p1", "p4"}, {"p2", "p5"}, {"p3", "p6"}}}

// roundCases are single rounds and the issues they must give (none for
// a valid round). They seed the fuzz target too.
var roundCases = []struct {
	name    string
	players int
	opts    Options
	round   Round
	want    []string
}{
	// Rule book: the winner runs out of their stock pile; the others hold cards.
	{"solo valid", 3, Options{}, Round{"p1", left("p2", 4, "p3", 7)}, nil},
	{"solo valid, winner listed at 0", 2, Options{}, Round{"p2", left("p1", 12, "p2", 0)}, nil},
	{"winner missing", 2, Options{}, Round{"", left("p1", 3)}, []string{"E r1  winner rule.skipbo.winner.missing"}},
	{"winner unknown", 2, Options{}, Round{"zz", left("p1", 3, "p2", 5)}, []string{"E r1  winner rule.skipbo.winner.unknown"}},
	{"winner with cards left", 2, Options{}, Round{"p1", left("p1", 2, "p2", 5)}, []string{"E r1 p1 stockLeft rule.skipbo.left.winner"}},
	// SPEC 3: an omitted count is 0, but in solo play only the winner is
	// at 0: the count is asked for.
	{"count omitted", 3, Options{}, Round{"p1", left("p2", 4)}, []string{"E r1 p3 stockLeft rule.skipbo.left.missing"}},
	// The round ends the moment someone empties their stock pile: in solo
	// play nobody else can be at 0.
	{"solo second empty pile", 3, Options{}, Round{"p1", left("p2", 0, "p3", 7)}, []string{"E r1 p2 stockLeft rule.skipbo.left.empty"}},
	{"negative count", 2, Options{}, Round{"p1", left("p2", -1)}, []string{"E r1 p2 stockLeft rule.range"}},
	{"more than the deck", 2, Options{}, Round{"p1", left("p2", 163)}, []string{"E r1 p2 stockLeft rule.range"}},
	{"whole deck", 2, Options{Stock: 5}, Round{"p1", left("p2", 162)}, []string{"W r1 p2 stockLeft rule.skipbo.left.penalty"}},
	{"unknown id in stockLeft", 2, Options{}, Round{"p1", left("p2", 3, "zz", 4)}, []string{"E r1  stockLeft rule.skipbo.left.unknown"}},
	// SPEC 1.2: a count above the dealt stock is allowed (penalty cards)
	// but shows a warning.
	{"penalty cards above 30", 2, Options{}, Round{"p1", left("p2", 31)}, []string{"W r1 p2 stockLeft rule.skipbo.left.penalty"}},
	{"exactly the stock", 2, Options{}, Round{"p1", left("p2", 30)}, nil},
	{"above a custom stock of 10", 4, Options{Stock: 10}, Round{"p1", left("p2", 11, "p3", 10, "p4", 1)}, []string{"W r1 p2 stockLeft rule.skipbo.left.penalty"}},
	{"above 20 for 5 players", 5, Options{}, Round{"p1", left("p2", 21, "p3", 20, "p4", 1, "p5", 1)}, []string{"W r1 p2 stockLeft rule.skipbo.left.penalty"}},
	// Rule book, "Team Skip-Bo": "The round ends when all of the players
	// on a team reach the end of their stock pile."
	{"team valid", 4, teams4, Round{"p3", left("p1", 0, "p2", 5, "p4", 8)}, nil},
	{"team valid, teammate left out", 4, teams4, Round{"p3", left("p2", 5, "p4", 8)}, nil},
	{"team opponent emptied own pile", 4, teams4, Round{"p1", left("p3", 0, "p2", 0, "p4", 8)}, nil},
	{"team teammate still holds cards", 4, teams4, Round{"p1", left("p3", 3, "p2", 5, "p4", 8)}, []string{"E r1 p3 stockLeft rule.skipbo.left.teammate"}},
	{"team winner holds cards", 4, teams4, Round{"p1", left("p1", 1, "p3", 0, "p2", 5, "p4", 8)}, []string{"E r1 p1 stockLeft rule.skipbo.left.winner"}},
	{"two teams emptied", 4, teams4, Round{"p1", left("p3", 0, "p2", 0, "p4", 0)}, []string{
		"E r1 p2 stockLeft rule.skipbo.left.teamempty", "E r1 p4 stockLeft rule.skipbo.left.teamempty"}},
	{"3 teams, one opposing team emptied", 6, teams6x3, Round{"p2", left("p5", 0, "p1", 3, "p4", 0, "p3", 0, "p6", 0)}, []string{
		"E r1 p3 stockLeft rule.skipbo.left.teamempty", "E r1 p6 stockLeft rule.skipbo.left.teamempty"}},
	{"3 teams valid", 6, teams6x3, Round{"p2", left("p5", 0, "p1", 3, "p4", 0, "p3", 1, "p6", 0)}, nil},
	{"team opponent's count omitted: emptied", 4, teams4, Round{"p1", left("p3", 0, "p2", 5)}, nil},
	{"team opponents' counts omitted: both emptied", 4, teams4, Round{"p1", left("p3", 0)}, []string{
		"E r1 p2 stockLeft rule.skipbo.left.teamempty", "E r1 p4 stockLeft rule.skipbo.left.teamempty"}},
	// Rule book, "Team Skip-Bo": "you must take two cards from the draw pile (without
	// looking at them) and place them on your stock pile": 30 + 2 is above the dealt stock.
	{"team penalty", 4, teams4, Round{"p1", left("p3", 0, "p2", 32, "p4", 8)}, []string{"W r1 p2 stockLeft rule.skipbo.left.penalty"}},
}

func TestValidateRound(t *testing.T) {
	for _, c := range roundCases {
		t.Run(c.name, func(t *testing.T) {
			m := &Match{Options: c.opts, Rounds: []Round{c.round}}
			got := brief(m.Validate(seats(c.players)))
			if !slices.Equal(got, c.want) {
				t.Errorf("got %q\nwant %q", got, c.want)
			}
			// ValidateRound gives the same issues, numbered round 0.
			if n := len(c.opts.ValidateRound(seats(c.players), c.round)); n != len(c.want) {
				t.Errorf("ValidateRound gave %d issues, want %d", n, len(c.want))
			}
		})
	}
}

// SPEC 1.2: the match ends after the round in which a player reaches the
// target; a round entered after that is an error.
func TestValidateRoundAfterEnd(t *testing.T) {
	m := &Match{Options: Options{Target: 100}, Rounds: []Round{
		{"p1", left("p2", 10)}, // p1 75
		{"p2", left("p1", 1)},  // p2 30
		{"p1", left("p2", 5)},  // p1 125: over
		{"p2", left("p1", 3)},
		{"p1", left("p2", 3)},
	}}
	got := brief(m.Validate(seats(2)))
	want := []string{"E r4  rounds rule.skipbo.round.over", "E r5  rounds rule.skipbo.round.over"}
	if !slices.Equal(got, want) {
		t.Errorf("got %q\nwant %q", got, want)
	}
	is := m.Validate(seats(2))
	if is[0].Args["End"] != 3 {
		t.Errorf("End = %v, want 3", is[0].Args["End"])
	}
}

// Every rule key the package emits has an English and a German message.
func TestRuleKeysTranslated(t *testing.T) {
	keys := map[string]bool{}
	for _, c := range roundCases {
		for _, i := range (&Match{Options: c.opts, Rounds: []Round{c.round}}).Validate(seats(c.players)) {
			keys[i.Rule] = true
		}
	}
	keys["rule.skipbo.round.over"] = true
	for _, o := range []Options{{Stock: 99}, {Target: -1}, {Target: MaxTarget + 1}, {Teams: [][]string{{"p1", "p1"}, {"x"}}}} {
		for _, i := range o.Validate(seats(7)) {
			keys[i.Rule] = true
		}
	}
	for _, lang := range []string{"en", "de"} {
		msgs := scoringtest.Messages(t, "skipbo", lang)
		for k := range keys {
			if k == "rule.range" {
				continue
			}
			if msgs[k] == "" {
				t.Errorf("%s: no message for %s", lang, k)
			}
		}
		for k := range msgs {
			if !keys[k] {
				t.Errorf("%s: message %s is never used", lang, k)
			}
		}
	}
}

// TestRestsOnOmitted: a team is "emptied" by omitted counts, and a count
// is missing, only in a file; the entry asks which issues rest on them
// (play test 2 finding 1, play test 3).
func TestRestsOnOmitted(t *testing.T) {
	cases := []struct {
		name  string
		round Round
		want  []bool // per issue of the round, in order
	}{
		{"both omitted", Round{"p1", left("p3", 0)}, []bool{true, true}},
		{"one omitted", Round{"p1", left("p3", 0, "p2", 0)}, []bool{true, true}},
		{"both typed 0", Round{"p1", left("p3", 0, "p2", 0, "p4", 0)}, []bool{false, false}},
		{"not about a team", Round{"p1", left("p3", 2, "p2", 5)}, []bool{false}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			is := (&Match{Options: teams4, Rounds: []Round{c.round}}).Validate(seats(4))
			if len(is) != len(c.want) {
				t.Fatalf("issues %q", brief(is))
			}
			for k, i := range is {
				if got := teams4.RestsOnOmitted(c.round, i); got != c.want[k] {
					t.Errorf("%s: %v, want %v", brief(is[k:k+1]), got, c.want[k])
				}
			}
		})
	}
	// playing alone, an omitted count is one not entered yet (play test 3)
	r := Round{"p1", left("p2", 4)}
	is := (&Match{Rounds: []Round{r}}).Validate(seats(3))
	if len(is) != 1 || !(Options{}).RestsOnOmitted(r, is[0]) {
		t.Errorf("p3's count omitted: %q should rest on it", brief(is))
	}
}
