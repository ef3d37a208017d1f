package stats_test

import (
	"slices"
	"testing"

	"scorekeeper/scoring"
	"scorekeeper/scoring/scoringtest"
	"scorekeeper/scoring/skipbo"
	"scorekeeper/scoring/skuck"
	"scorekeeper/scoring/skull"
	"scorekeeper/scoring/skullking"
	"scorekeeper/scoring/stats"
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
	g := stats.Compute([]*scoring.Match{skullKingHand(t), cannonball(t)}, stats.Filter{})
	p1, p2 := skullking.StatsOf(g.Player("p1")), skullking.StatsOf(g.Player("p2"))
	equal(t, "p1 bids", p1.Bids, stats.Ratio{2, 3})
	equal(t, "p1 zero bids", p1.ZeroBids, stats.Ratio{1, 1})
	equal(t, "p1 cannonball", p1.Cannonball, stats.Ratio{1, 1})
	equal(t, "p2 bids", p2.Bids, stats.Ratio{2, 3})
	equal(t, "p2 zero bids", p2.ZeroBids, stats.Ratio{1, 2})
	equal(t, "p2 cannonball", p2.Cannonball, stats.Ratio{0, 1})
	near(t, "p2 bonus per round", p2.BonusPerRound(), 10.0/3)
	near(t, "p1 bid accuracy", p1.Bids.Share(), 2.0/3)
	if got, want := p1.Sizes(), []skullking.Bar{{Cards: 1, Ratio: stats.Ratio{1, 1}}, {Cards: 2, Ratio: stats.Ratio{1, 2}}}; !slices.Equal(got, want) {
		t.Errorf("p1 sizes %v, want %v", got, want)
	}
	s1, s2 := g.Player("p1").Game(scoring.SkullKing), g.Player("p2").Game(scoring.SkullKing)
	equal(t, "p1 summary", s1, stats.Summary{stats.Record{2, 1}, 30, 30})
	equal(t, "p2 summary", s2, stats.Summary{stats.Record{2, 1}, 50, 50})
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
	st := stats.Compute([]*scoring.Match{valid(t, wrap("sb", 0, two, g))}, stats.Filter{})
	p1, p2 := st.Player("p1"), st.Player("p2")
	equal(t, "p1 rounds", skipbo.StatsOf(p1).Rounds, stats.Ratio{2, 3})
	near(t, "p1 per round won", skipbo.StatsOf(p1).PerRoundWon(), 62.5)
	equal(t, "p2 rounds", skipbo.StatsOf(p2).Rounds, stats.Ratio{1, 3})
	near(t, "p2 per round won", skipbo.StatsOf(p2).PerRoundWon(), 40)
	equal(t, "p1 summary", p1.Game(scoring.SkipBo), stats.Summary{stats.Record{1, 1}, 125, 125})
	equal(t, "p2 summary", p2.Game(scoring.SkipBo), stats.Summary{stats.Record{1, 0}, 40, 40})
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
	st := stats.Compute([]*scoring.Match{valid(t, wrap("s1", 0, three, g)), valid(t, wrap("s2", 1, three, h))}, stats.Filter{})
	equal(t, "p1", skull.StatsOf(st.Player("p1")), skull.Stats{Challenges: stats.Ratio{4, 4}})
	equal(t, "p2", skull.StatsOf(st.Player("p2")), skull.Stats{Challenges: stats.Ratio{0, 1}, DiscsLost: 1})
	equal(t, "p3", skull.StatsOf(st.Player("p3")), skull.Stats{Challenges: stats.Ratio{0, 4}, DiscsLost: 4, Eliminations: 1})
	equal(t, "p1 record", st.Player("p1").Overall, stats.Record{2, 2})
	equal(t, "p1 summary", st.Player("p1").Game(scoring.Skull), stats.Summary{stats.Record{2, 2}, 4, 2})
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
	st := stats.Compute([]*scoring.Match{ruleBook(t)}, stats.Filter{})
	a, b := st.Player("p1"), st.Player("p2")
	near(t, "average", skuck.StatsOf(a).Average(), -0.75)
	equal(t, "grade", skuck.StatsOf(a).Grade(), skuck.Excellent)
	equal(t, "letter", skuck.StatsOf(a).Grade().Letter(), "A+")
	near(t, "p2 zeros share (one zero of 4 games)", skuck.StatsOf(b).Zeros.Share(), 0.25)
	near(t, "p1 zeros share", skuck.StatsOf(a).Zeros.Share(), 0.5)
	equal(t, "p1 style (14.25)", skuck.StatsOf(a).Style(), skuck.Hawk)
	equal(t, "p2 style (13.25)", skuck.StatsOf(b).Style(), skuck.Dove)
	near(t, "p2 average bid", skuck.StatsOf(b).AverageBid(), 13.25)
	equal(t, "p1 wins on zeros", a.Overall, stats.Record{1, 1})
	equal(t, "p2 loses", b.Overall, stats.Record{1, 0})
	equal(t, "clicks", skuck.StatsOf(a).Clicks+skuck.StatsOf(a).Boolies, 0)
}

func TestSkuckClicksAndDraw(t *testing.T) {
	st := stats.Compute([]*scoring.Match{ruleBook(t), clicks(t)}, stats.Filter{})
	for _, id := range []string{"p1", "p2"} {
		p := st.Player(id)
		equal(t, id+" clicks", skuck.StatsOf(p).Clicks, 4)
		equal(t, id+" boolies", skuck.StatsOf(p).Boolies, 1)
		equal(t, id+" games", skuck.StatsOf(p).Games(), 8)
		equal(t, id+" final", skuck.StatsOf(p).Final, 7)
	}
	// a draw is a shared first place: won by both
	equal(t, "p1", st.Player("p1").Overall, stats.Record{2, 2})
	equal(t, "p2", st.Player("p2").Overall, stats.Record{2, 1})
	equal(t, "p2 grade (7 over 8)", skuck.StatsOf(st.Player("p2")).Grade(), skuck.Master)
	equal(t, "p1 best", st.Player("p1").Game(scoring.Skuck).Best, 10)
}

func TestFilters(t *testing.T) {
	three := scoringtest.Seats(3)
	ms := []*scoring.Match{skullKingHand(t), cannonball(t), ruleBook(t), clicks(t)}
	// day 2: a Skull match of p1, p2, p3 that is not over
	open := wrap("open", 2, three, &skull.Match{Rounds: []skull.Round{{Challenger: "p3", Bid: 1, Result: skull.Won}}})
	ms = append(ms, valid(t, open))
	all := stats.Compute(ms, stats.Filter{})
	equal(t, "matches over", all.Matches, 4)
	equal(t, "players", len(all.Players), 2)
	if all.Player("p3") != nil {
		t.Error("p3 played only a match that is not over")
	}
	equal(t, "skuck matches", all.Games[scoring.Skuck], 2)

	period := stats.Compute(ms, stats.Filter{From: day0.AddDate(0, 0, 1), To: day0.AddDate(0, 0, 1).Add(1)})
	equal(t, "period: day 1 only", period.Matches, 2)
	equal(t, "period: to is exclusive", stats.Compute(ms, stats.Filter{To: day0.AddDate(0, 0, 1)}).Matches, 2)

	game := stats.ForPlayer(ms, "p1", stats.Filter{Game: scoring.Skuck})
	equal(t, "by game", game.Overall, stats.Record{2, 2})
	if _, ok := game.Games[scoring.SkullKing]; ok {
		t.Error("skull king filtered out")
	}
	equal(t, "head to head with p3", stats.ForPlayer(ms, "p1", stats.Filter{With: []string{"p3"}}).Overall.Played, 0)
	equal(t, "head to head with p2", stats.ForPlayer(ms, "p1", stats.Filter{With: []string{"p2"}}).Overall.Played, 4)
	nobody := stats.ForPlayer(ms, "zz", stats.Filter{})
	equal(t, "unknown player", nobody.Overall.Played, 0)

	h := stats.ForPlayer(ms, "p2", stats.Filter{})
	want := []stats.Point{
		{MatchID: "sk", Game: scoring.SkullKing, Date: day0, Score: 50, Rank: 1, Players: 2, Won: true},
		{MatchID: "rb", Game: scoring.Skuck, Date: day0, Score: -3, Rank: 2, Players: 2},
		{MatchID: "cb", Game: scoring.SkullKing, Date: day0.AddDate(0, 0, 1), Score: 0, Rank: 2, Players: 2},
		{MatchID: "cl", Game: scoring.Skuck, Date: day0.AddDate(0, 0, 1), Score: 10, Rank: 1, Players: 2, Won: true},
	}
	// ties on the date are ordered by match id
	slices.SortStableFunc(want[:2], func(x, y stats.Point) int { return cmpID(x, y) })
	slices.SortStableFunc(want[2:], func(x, y stats.Point) int { return cmpID(x, y) })
	if !slices.Equal(h.History, want) {
		t.Errorf("history\n%v\nwant\n%v", h.History, want)
	}
}

func cmpID(x, y stats.Point) int {
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
		equal(t, "latest name", stats.ForPlayer(ms, "p1", stats.Filter{}).Name, "New")
	}
}

func TestRunning(t *testing.T) {
	lines := stats.Running(skullKingHand(t))
	if len(lines) != 2 || !slices.Equal(lines[0].Totals, []int{0, 10, 0}) || !slices.Equal(lines[1].Totals, []int{0, 30, 50}) {
		t.Errorf("lines %+v", lines)
	}
	sk := stats.Running(ruleBook(t))
	// p1: -5, -1, 0 (+1 for the first zero: -5), 0 (+2: -3)
	if !slices.Equal(sk[0].Totals, []int{0, -5, -6, -5, -3}) || sk[1].Totals[4] != -3 {
		t.Errorf("skuck lines %+v", sk)
	}
	if stats.Running(nil) != nil {
		t.Error("nil match")
	}
}
