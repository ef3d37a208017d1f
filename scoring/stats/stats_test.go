package stats

import (
	"slices"
	"testing"

	"scorekeeper/scoring"
	"scorekeeper/scoring/scoringtest"
	"scorekeeper/scoring/skipbo"
	"scorekeeper/scoring/skuck"
	"scorekeeper/scoring/skull"
	"scorekeeper/scoring/skullking"
)

var two = scoringtest.Seats(2)

func valid(t *testing.T, m *scoring.Match) *scoring.Match {
	t.Helper()
	if is := m.Validate().Errors(); len(is) > 0 {
		t.Fatalf("match %s: %v", m.ID, is)
	}
	return m
}

// skullKingHand: cards 1 then 2. Round 1: p1 bids 0 and makes it (+10),
// p2 bids 1, makes it (+20) with a colored 14 (+10). Round 2: p1 bids 1,
// wins 2 (-10); p2 bids 0 and makes it (+20). Totals 0 and 50.
func skullKingHand(t *testing.T) *scoring.Match {
	g := &skullking.Match{Options: skullking.Options{Cards: []int{1, 2}}, Rounds: []skullking.Round{
		{Entries: []skullking.Entry{{Player: "p1", Bid: 0, Tricks: 0}, {Player: "p2", Bid: 1, Tricks: 1, Colored14: 1}}},
		{Entries: []skullking.Entry{{Player: "p1", Bid: 1, Tricks: 2}, {Player: "p2", Bid: 0, Tricks: 0}}},
	}}
	return valid(t, wrap("sk", 0, two, g))
}

// cannonball: Rascal, 2 cards, both fire; p1 bids 1 and wins 1 (30),
// p2 bids 0 and wins 1 (0).
func cannonball(t *testing.T) *scoring.Match {
	g := &skullking.Match{Options: skullking.Options{Scoring: skullking.Rascal, Cards: []int{2}}, Rounds: []skullking.Round{
		{Entries: []skullking.Entry{{Player: "p1", Bid: 1, Tricks: 1, Cannonball: true}, {Player: "p2", Bid: 0, Tricks: 1, Cannonball: true}}},
	}}
	return valid(t, wrap("cb", 1, two, g))
}

func TestSkullKing(t *testing.T) {
	g := Compute([]*scoring.Match{skullKingHand(t), cannonball(t)}, Filter{})
	p1, p2 := g.Player("p1").SkullKing, g.Player("p2").SkullKing
	equal(t, "p1 bids", p1.Bids, Ratio{2, 3})
	equal(t, "p1 zero bids", p1.ZeroBids, Ratio{1, 1})
	equal(t, "p1 cannonball", p1.Cannonball, Ratio{1, 1})
	equal(t, "p2 bids", p2.Bids, Ratio{2, 3})
	equal(t, "p2 zero bids", p2.ZeroBids, Ratio{1, 2})
	equal(t, "p2 cannonball", p2.Cannonball, Ratio{0, 1})
	near(t, "p2 bonus per round", p2.BonusPerRound(), 10.0/3)
	near(t, "p1 bid accuracy", p1.Bids.Share(), 2.0/3)
	if got, want := p1.Sizes(), []Bar{{1, Ratio{1, 1}}, {2, Ratio{1, 2}}}; !slices.Equal(got, want) {
		t.Errorf("p1 sizes %v, want %v", got, want)
	}
	s1, s2 := g.Player("p1").Game(scoring.SkullKing), g.Player("p2").Game(scoring.SkullKing)
	equal(t, "p1 summary", s1, Summary{Record{2, 1}, 30, 30})
	equal(t, "p2 summary", s2, Summary{Record{2, 1}, 50, 50})
	near(t, "p2 average", s2.Average(), 25)
	near(t, "p1 win share", s1.WinShare(), 0.5)
}

func TestSkipBo(t *testing.T) {
	// target 100: p1 wins with p2 holding 10 (75), p2 wins with p1
	// holding 3 (40), p1 wins with p2 holding 5 (50): 125 to 40.
	g := &skipbo.Match{Options: skipbo.Options{Target: 100}, Rounds: []skipbo.Round{
		{Winner: "p1", StockLeft: map[string]int{"p2": 10}},
		{Winner: "p2", StockLeft: map[string]int{"p1": 3}},
		{Winner: "p1", StockLeft: map[string]int{"p2": 5}},
	}}
	st := Compute([]*scoring.Match{valid(t, wrap("sb", 0, two, g))}, Filter{})
	p1, p2 := st.Player("p1"), st.Player("p2")
	equal(t, "p1 rounds", p1.SkipBo.Rounds, Ratio{2, 3})
	near(t, "p1 per round won", p1.SkipBo.PerRoundWon(), 62.5)
	equal(t, "p2 rounds", p2.SkipBo.Rounds, Ratio{1, 3})
	near(t, "p2 per round won", p2.SkipBo.PerRoundWon(), 40)
	equal(t, "p1 summary", p1.Game(scoring.SkipBo), Summary{Record{1, 1}, 125, 125})
	equal(t, "p2 summary", p2.Game(scoring.SkipBo), Summary{Record{1, 0}, 40, 40})
}

func TestSkull(t *testing.T) {
	three := scoringtest.Seats(3)
	// p1 wins a challenge; p2 loses one on p3's skull; p1 wins again.
	g := &skull.Match{Rounds: []skull.Round{
		{Challenger: "p1", Bid: 1, Result: skull.Won},
		{Challenger: "p2", Bid: 2, Result: skull.Lost, SkullOf: "p3"},
		{Challenger: "p1", Bid: 3, Result: skull.Won},
	}}
	// p3 loses four challenges on own skull and is out; p1 wins twice.
	h := &skull.Match{Rounds: []skull.Round{
		{Challenger: "p3", Bid: 1, Result: skull.Lost, SkullOf: "p3"},
		{Challenger: "p3", Bid: 1, Result: skull.Lost, SkullOf: "p3"},
		{Challenger: "p3", Bid: 1, Result: skull.Lost, SkullOf: "p3"},
		{Challenger: "p3", Bid: 1, Result: skull.Lost, SkullOf: "p3", NextStart: "p1"},
		{Challenger: "p1", Bid: 1, Result: skull.Won},
		{Challenger: "p1", Bid: 1, Result: skull.Won},
	}}
	st := Compute([]*scoring.Match{valid(t, wrap("s1", 0, three, g)), valid(t, wrap("s2", 1, three, h))}, Filter{})
	equal(t, "p1", st.Player("p1").Skull, Skull{Challenges: Ratio{4, 4}})
	equal(t, "p2", st.Player("p2").Skull, Skull{Challenges: Ratio{0, 1}, DiscsLost: 1})
	equal(t, "p3", st.Player("p3").Skull, Skull{Challenges: Ratio{0, 4}, DiscsLost: 4, Eliminations: 1})
	equal(t, "p1 record", st.Player("p1").Overall, Record{2, 2})
	equal(t, "p1 summary", st.Player("p1").Game(scoring.Skull), Summary{Record{2, 2}, 4, 2})
}

func skuckGame(ab, am, bb, bm int) skuck.Round {
	return skuck.Round{Trump: skuck.Spades, Caller: "p1", Entries: []skuck.Entry{{Player: "p1", Bid: ab, Made: am}, {Player: "p2", Bid: bb, Made: bm}}}
}

// ruleBook is the rule book's example: both -3, p1 wins on zeros (2 to 1).
func ruleBook(t *testing.T) *scoring.Match {
	g := &skuck.Match{Rounds: []skuck.Round{
		skuckGame(16, 11, 16, 16), skuckGame(12, 13, 13, 14), skuckGame(14, 14, 14, 13), skuckGame(15, 15, 10, 12),
	}}
	return valid(t, wrap("rb", 0, two, g))
}

// clicks: four Clicks (14 + 13 bid and made): both have a Boolie, 10
// each, a draw.
func clicks(t *testing.T) *scoring.Match {
	g := &skuck.Match{Rounds: []skuck.Round{
		skuckGame(14, 14, 13, 13), skuckGame(14, 14, 13, 13), skuckGame(14, 14, 13, 13), skuckGame(14, 14, 13, 13),
	}}
	return valid(t, wrap("cl", 1, two, g))
}

func TestSkuckRuleBook(t *testing.T) {
	st := Compute([]*scoring.Match{ruleBook(t)}, Filter{})
	a, b := st.Player("p1"), st.Player("p2")
	near(t, "average", a.Skuck.Average(), -0.75)
	equal(t, "grade", a.Skuck.Grade(), skuck.Excellent)
	equal(t, "letter", a.Skuck.Grade().Letter(), "A+")
	near(t, "p2 zeros share (one zero of 4 games)", b.Skuck.Zeros.Share(), 0.25)
	near(t, "p1 zeros share", a.Skuck.Zeros.Share(), 0.5)
	equal(t, "p1 style (14.25)", a.Skuck.Style(), skuck.Hawk)
	equal(t, "p2 style (13.25)", b.Skuck.Style(), skuck.Dove)
	near(t, "p2 average bid", b.Skuck.AverageBid(), 13.25)
	equal(t, "p1 wins on zeros", a.Overall, Record{1, 1})
	equal(t, "p2 loses", b.Overall, Record{1, 0})
	equal(t, "clicks", a.Skuck.Clicks+a.Skuck.Boolies, 0)
}

func TestSkuckClicksAndDraw(t *testing.T) {
	st := Compute([]*scoring.Match{ruleBook(t), clicks(t)}, Filter{})
	for _, id := range []string{"p1", "p2"} {
		p := st.Player(id)
		equal(t, id+" clicks", p.Skuck.Clicks, 4)
		equal(t, id+" boolies", p.Skuck.Boolies, 1)
		equal(t, id+" games", p.Skuck.Games(), 8)
		equal(t, id+" final", p.Skuck.Final, 7)
	}
	// a draw is a shared first place: won by both
	equal(t, "p1", st.Player("p1").Overall, Record{2, 2})
	equal(t, "p2", st.Player("p2").Overall, Record{2, 1})
	equal(t, "p2 grade (7 over 8)", st.Player("p2").Skuck.Grade(), skuck.Master)
	equal(t, "p1 best", st.Player("p1").Game(scoring.Skuck).Best, 10)
}

func TestFilters(t *testing.T) {
	three := scoringtest.Seats(3)
	ms := []*scoring.Match{skullKingHand(t), cannonball(t), ruleBook(t), clicks(t)}
	// day 2: a Skull match of p1, p2, p3 that is not over
	open := wrap("open", 2, three, &skull.Match{Rounds: []skull.Round{{Challenger: "p3", Bid: 1, Result: skull.Won}}})
	ms = append(ms, valid(t, open))
	all := Compute(ms, Filter{})
	equal(t, "matches over", all.Matches, 4)
	equal(t, "players", len(all.Players), 2)
	if all.Player("p3") != nil {
		t.Error("p3 played only a match that is not over")
	}
	equal(t, "skuck matches", all.Games[scoring.Skuck], 2)

	period := Compute(ms, Filter{From: day0.AddDate(0, 0, 1), To: day0.AddDate(0, 0, 1).Add(1)})
	equal(t, "period: day 1 only", period.Matches, 2)
	equal(t, "period: to is exclusive", Compute(ms, Filter{To: day0.AddDate(0, 0, 1)}).Matches, 2)

	game := ForPlayer(ms, "p1", Filter{Game: scoring.Skuck})
	equal(t, "by game", game.Overall, Record{2, 2})
	if _, ok := game.Games[scoring.SkullKing]; ok {
		t.Error("skull king filtered out")
	}
	equal(t, "head to head with p3", ForPlayer(ms, "p1", Filter{With: []string{"p3"}}).Overall.Played, 0)
	equal(t, "head to head with p2", ForPlayer(ms, "p1", Filter{With: []string{"p2"}}).Overall.Played, 4)
	nobody := ForPlayer(ms, "zz", Filter{})
	equal(t, "unknown player", nobody.Overall.Played, 0)

	h := ForPlayer(ms, "p2", Filter{})
	want := []Point{
		{MatchID: "sk", Game: scoring.SkullKing, Date: day0, Score: 50, Rank: 1, Players: 2, Won: true},
		{MatchID: "rb", Game: scoring.Skuck, Date: day0, Score: -3, Rank: 2, Players: 2},
		{MatchID: "cb", Game: scoring.SkullKing, Date: day0.AddDate(0, 0, 1), Score: 0, Rank: 2, Players: 2},
		{MatchID: "cl", Game: scoring.Skuck, Date: day0.AddDate(0, 0, 1), Score: 10, Rank: 1, Players: 2, Won: true},
	}
	// ties on the date are ordered by match id
	slices.SortStableFunc(want[:2], func(x, y Point) int { return cmpID(x, y) })
	slices.SortStableFunc(want[2:], func(x, y Point) int { return cmpID(x, y) })
	if !slices.Equal(h.History, want) {
		t.Errorf("history\n%v\nwant\n%v", h.History, want)
	}
}

func cmpID(x, y Point) int {
	if x.MatchID < y.MatchID {
		return -1
	}
	if x.MatchID > y.MatchID {
		return 1
	}
	return 0
}

func TestName(t *testing.T) {
	a := skullKingHand(t)
	b := cannonball(t)
	b.Players = []scoring.Player{{ID: "p1", Name: "New"}, two[1]}
	for _, ms := range [][]*scoring.Match{{a, b}, {b, a}} {
		equal(t, "latest name", ForPlayer(ms, "p1", Filter{}).Name, "New")
	}
}

func TestRunning(t *testing.T) {
	lines := Running(skullKingHand(t))
	if len(lines) != 2 || !slices.Equal(lines[0].Totals, []int{0, 10, 0}) || !slices.Equal(lines[1].Totals, []int{0, 30, 50}) {
		t.Errorf("lines %+v", lines)
	}
	sk := Running(ruleBook(t))
	// p1: -5, -1, 0 (+1 for the first zero: -5), 0 (+2: -3)
	if !slices.Equal(sk[0].Totals, []int{0, -5, -6, -5, -3}) || sk[1].Totals[4] != -3 {
		t.Errorf("skuck lines %+v", sk)
	}
	if Running(nil) != nil {
		t.Error("nil match")
	}
}
