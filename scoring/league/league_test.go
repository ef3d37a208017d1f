package league

import (
	"errors"
	"fmt"
	"slices"
	"testing"

	"scorekeeper/scoring"
	"scorekeeper/scoring/skuck"
	"scorekeeper/scoring/skull"
)

func TestSizes(t *testing.T) {
	// Rule book, Leagues: "With a multiple of 4 players we suggest 4 players in each division,
	// so with 8 players you will have two divisions A and B, with 12 players three divisions, or
	// with 16 players 4 divisions A, B, C and D." (8, 12 and 16 below.)
	for n, want := range map[int][]int{
		0: nil, 1: nil, 2: {2}, 3: {3}, 4: {4}, 5: {5}, 6: {3, 3}, 7: {4, 3}, 8: {4, 4}, 9: {4, 5},
		10: {5, 5}, 11: {4, 4, 3}, 12: {4, 4, 4}, 13: {4, 4, 5}, 14: {4, 5, 5}, 15: {4, 4, 4, 3}, 16: {4, 4, 4, 4},
	} {
		if got := Sizes(n); !slices.Equal(got, want) {
			t.Errorf("Sizes(%d) = %v, want %v", n, got, want)
		}
	}
}

func TestNew(t *testing.T) {
	l, err := New("l1", "Tuesday", []string{"a", "b", "c", "d", "e", "f", "g", "h"})
	if err != nil {
		t.Fatal(err)
	}
	s := l.Current()
	if s.Number != 1 || s.Closed || len(s.Divisions) != 2 || !slices.Equal(s.Divisions[1], []string{"e", "f", "g", "h"}) {
		t.Errorf("season %+v", s)
	}
	if len(s.Fixtures) != 12 {
		t.Errorf("%d fixtures, want 2 x 6", len(s.Fixtures))
	}
	// Rule book, Leagues: "In each 'season' each player plays each other player in their
	// division. At the end of the season, (3 matches) ..."
	played := map[string]int{}
	for _, f := range s.Fixtures {
		played[f.Home]++
		played[f.Away]++
	}
	for _, id := range []string{"a", "b", "c", "d", "e", "f", "g", "h"} {
		if played[id] != 3 {
			t.Errorf("%s plays %d matches a season, want 3", id, played[id])
		}
	}
	// circle method: fixtures 1-2, 3-4, 5-6 of a division are rounds
	for r := range 3 {
		a, b := s.Fixtures[2*r], s.Fixtures[2*r+1]
		if a.Home == b.Home || a.Home == b.Away || a.Away == b.Home || a.Away == b.Away {
			t.Errorf("round %d: %v %v share a player", r+1, a, b)
		}
	}
	if is := l.Validate([]scoring.Player{pl("a"), pl("b"), pl("c"), pl("d"), pl("e"), pl("f"), pl("g"), pl("h")}, nil); len(is) > 0 {
		t.Errorf("new league: %v", is)
	}
	for _, bad := range [][]string{nil, {"a"}, {"a", "a"}, {"a", ""}} {
		if _, err := New("x", "x", bad); !errors.Is(err, ErrPlayers) {
			t.Errorf("New(%v): %v", bad, err)
		}
	}
	if got := []string{DivisionName(0), DivisionName(1), DivisionName(25), DivisionName(26), DivisionName(27)}; !slices.Equal(got, []string{"A", "B", "Z", "AA", "AB"}) {
		t.Errorf("names %v", got)
	}
}

func TestRecord(t *testing.T) {
	l, _ := New("l", "L", []string{"a", "b", "c", "d"})
	m := ruleBook(t, "m1", "b", "a") // seated the other way round
	i, err := l.Record(m)
	if err != nil || l.Current().Fixtures[i].MatchID != "m1" {
		t.Fatalf("Record: %d %v", i, err)
	}
	if j, err := l.Record(m); err != nil || j != i {
		t.Errorf("recording again: %d %v", j, err)
	}
	if _, err := l.Record(ruleBook(t, "m2", "a", "b")); !errors.Is(err, ErrFixture) {
		t.Errorf("second a-b match: %v", err)
	}
	open := &scoring.Match{ID: "m3", Players: []scoring.Player{pl("a"), pl("c")}, Game: &skuck.Match{}}
	sk := &scoring.Match{ID: "m4", Players: []scoring.Player{pl("a"), pl("c"), pl("d")}, Game: &skull.Match{}, Finished: true}
	for _, bad := range []*scoring.Match{nil, open, sk} {
		if _, err := l.Record(bad); !errors.Is(err, ErrMatch) {
			t.Errorf("Record(%v): %v", bad, err)
		}
	}
	if !l.Unlink("m1") || l.Unlink("m1") || l.MatchIDs() != nil {
		t.Error("Unlink")
	}
	if _, err := l.Close(nil); err != nil {
		t.Fatal(err)
	}
	l.Seasons[1].Closed = true
	if _, err := l.Record(m); !errors.Is(err, ErrClosed) {
		t.Errorf("closed season: %v", err)
	}
	if _, err := (&League{}).Record(m); !errors.Is(err, ErrNoSeason) {
		t.Errorf("no season: %v", err)
	}
}

// division A of four: a beats b on zeros (rule book, both -3), c and d
// draw with four Clicks, a loses to c with one zero (-5 to 10).
func divisionA(t *testing.T) (*League, map[string]*scoring.Match) {
	l, _ := New("l", "L", []string{"a", "b", "c", "d", "e", "f", "g", "h"})
	ms := map[string]*scoring.Match{}
	for _, m := range []*scoring.Match{ruleBook(t, "ab", "a", "b"), draw(t, "cd", "c", "d"), oneZero(t, "ac", "a", "c")} {
		ms[m.ID] = m
		if _, err := l.Record(m); err != nil {
			t.Fatal(err)
		}
	}
	return l, ms
}

func TestTable(t *testing.T) {
	l, ms := divisionA(t)
	tab := l.Current().Table(ms)
	a := tab[0]
	// c: 2 matches, 8 games, 20, 8 zeros; d: 1, 4, 10, 4; b: -3 over 4;
	// a: -3 + -5 = -8 over 8 = -1.0
	if got := ids(a); !slices.Equal(got, []string{"c", "d", "b", "a"}) {
		t.Fatalf("order %v", got)
	}
	want := []Row{
		{Player: "c", Rank: 1, Matches: 2, Games: 8, Score: 20, Zeros: 8, Won: 1, Drawn: 1, Style: skuck.Hawk},
		{Player: "d", Rank: 2, Matches: 1, Games: 4, Score: 10, Zeros: 4, Drawn: 1, Style: skuck.Dove},
		{Player: "b", Rank: 3, Matches: 1, Games: 4, Score: -3, Zeros: 1, Style: skuck.Dove},
		{Player: "a", Rank: 4, Matches: 2, Games: 8, Score: -8, Zeros: 3, Won: 1, Style: skuck.Dove},
	}
	for i := range want {
		got := a[i]
		got.seed = 0
		if got != want[i] {
			t.Errorf("row %d: %+v, want %+v", i, got, want[i])
		}
	}
	// the rule book's grade example: -3 over 4 games = -0.75 = Excellent (A+)
	b := a[2]
	if b.Average() != -0.75 || b.Grade() != skuck.Excellent || b.Grade().Letter() != "A+" {
		t.Errorf("b: %v %v", b.Average(), b.Grade())
	}
	// Rule book, Achievements: "HIGHEST PERCENTAGE OF '0'S - HAWKS ( One zero out of 4 games
	// would give a player an average of 1/4. or 25% for one match.)"
	if b.ZeroShare() != 0.25 {
		t.Errorf("zero share %v", b.ZeroShare())
	}
	// Rule book, Achievements: "BEST WINNING PERCENTAGE OF MATCHES - HAWKS (e.g., 6 wins vs. 2
	// losses= 6/8 = 75% for 2 matches.)"
	if (Row{Won: 6, Matches: 8}).WinShare() != 0.75 {
		t.Error("win share")
	}
	// nobody played in B: seeding order
	if got := ids(tab[1]); !slices.Equal(got, []string{"e", "f", "g", "h"}) {
		t.Errorf("B %v", got)
	}
	// a link to a match that does not fit counts for nothing
	for i, f := range l.Current().Fixtures {
		if f.MatchID == "ab" {
			l.Current().Fixtures[i].MatchID = "missing"
		}
	}
	if got := l.Current().Table(ms)[0]; got[0].Matches+got[1].Matches+got[2].Matches+got[3].Matches != 4 {
		t.Errorf("a missing match counted: %+v", got)
	}
}

func TestTies(t *testing.T) {
	r := func(id string, seed, matches, games, score, zeros, won int) Row {
		return Row{Player: id, seed: seed, Matches: matches, Games: games, Score: score, Zeros: zeros, Won: won}
	}
	rows := []Row{
		r("none", 0, 0, 0, 0, 0, 0),       // no games: last
		r("seed2", 2, 1, 4, -4, 1, 0),     // -1.0, 25%, 0%: seed
		r("seed1", 1, 1, 4, -4, 1, 0),     // the same, seeded higher
		r("wins", 3, 2, 8, -8, 2, 1),      // -1.0, 25%, 50%
		r("zeros", 4, 1, 4, -4, 2, 0),     // -1.0, 50%
		r("average", 5, 1, 4, -3, 0, 0),   // -0.75
		r("negative", 6, 1, 4, -40, 0, 0), // -10
	}
	slices.SortStableFunc(rows, better)
	if got := ids(rows); !slices.Equal(got, []string{"average", "zeros", "wins", "seed1", "seed2", "negative", "none"}) {
		t.Errorf("order %v", got)
	}
}

func TestClose(t *testing.T) {
	l, ms := divisionA(t)
	// B: g beats e, h beats f
	for _, m := range []*scoring.Match{ruleBook(t, "ge", "g", "e"), oneZero(t, "fh", "f", "h")} {
		ms[m.ID] = m
		if _, err := l.Record(m); err != nil {
			t.Fatal(err)
		}
	}
	// B's table: h 10 (+2.5), g -3 (2 zeros), e -3 (1 zero), f -5
	if got := ids(l.Current().Table(ms)[1]); !slices.Equal(got, []string{"h", "g", "e", "f"}) {
		t.Fatalf("B %v", got)
	}
	next, err := l.Close(ms)
	if err != nil {
		t.Fatal(err)
	}
	want := [][]string{{"c", "d", "h", "g"}, {"b", "a", "e", "f"}}
	if next.Number != 2 || !l.Seasons[0].Closed || next.Closed || fmt.Sprint(next.Divisions) != fmt.Sprint(want) {
		t.Errorf("next %+v", next)
	}
	if len(next.Fixtures) != 12 || slices.ContainsFunc(next.Fixtures, Fixture.Played) {
		t.Errorf("fixtures %v", next.Fixtures)
	}
	if _, err := l.Close(ms); err != nil {
		t.Errorf("closing season 2 unplayed: %v", err)
	}
	l.Seasons[2].Closed = true
	if _, err := l.Close(ms); !errors.Is(err, ErrClosed) {
		t.Errorf("closed: %v", err)
	}
	if is := l.Validate(nil, ms); len(is) > 0 {
		t.Errorf("valid league: %v", is)
	}
}

func TestPromoteThree(t *testing.T) {
	// Rule book, Leagues: "The two lowest averages in highest 'A' Division will drop down to
	// 'B' Division ... The 2 highest finishers in 'B' shall be rewarded by PROMOTION to 'A'
	// Division. Similarly, the two lowest averages in 'B' will drop to 'C'. The two highest in
	// 'C' move up to 'B', and so on." 12 players, three divisions of 4, each ranked best first.
	rows4 := func(d string) []Row {
		out := make([]Row, 4)
		for i := range out {
			out[i] = Row{Player: fmt.Sprintf("%s%d", d, i+1)}
		}
		return out
	}
	got12 := Promote([][]Row{rows4("a"), rows4("b"), rows4("c")})
	want12 := [][]string{{"a1", "a2", "b1", "b2"}, {"a3", "a4", "c1", "c2"}, {"b3", "b4", "c3", "c4"}}
	if fmt.Sprint(got12) != fmt.Sprint(want12) {
		t.Errorf("12 players: got %v, want %v", got12, want12)
	}
	// A 4, B 4, C 3: at both boundaries two go each way
	rows := func(ids ...string) []Row {
		out := make([]Row, len(ids))
		for i, id := range ids {
			out[i] = Row{Player: id}
		}
		return out
	}
	got := Promote([][]Row{rows("a1", "a2", "a3", "a4"), rows("b1", "b2", "b3", "b4"), rows("c1", "c2", "c3")})
	want := [][]string{{"a1", "a2", "b1", "b2"}, {"a3", "a4", "c1", "c2"}, {"b3", "b4", "c3"}}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("got %v, want %v", got, want)
	}
	// a division too small for both moves: fewer move
	got = Promote([][]Row{rows("a1", "a2"), rows("b1", "b2", "b3"), rows("c1", "c2")})
	want = [][]string{{"b1", "b2"}, {"a1", "a2", "c1"}, {"b3", "c2"}}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("small: got %v, want %v", got, want)
	}
}

func TestAchievements(t *testing.T) {
	l, ms := divisionA(t)
	// season 1, division A: Hawks c (8 zeros of 8; 1 won, 1 drawn of 2);
	// Doves d (4 of 4 zeros, 1 drawn of 1), b (1 of 4, 0 of 1), a (3 of 8,
	// 1 of 2 won). A draw counts as played, not won (SPEC 1.4).
	got := l.Achievements(1, ms, nil)
	want := []Achievement{
		{Kind: Zeros, Style: skuck.Hawk, Players: []string{"c"}, Value: 1},
		{Kind: Zeros, Style: skuck.Dove, Players: []string{"d"}, Value: 1},
		{Kind: Wins, Style: skuck.Hawk, Players: []string{"c"}, Value: 0.5},
		{Kind: Wins, Style: skuck.Dove, Players: []string{"a"}, Value: 0.5},
	}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("season 1:\n%v\nwant\n%v", got, want)
	}
	if want[0].Key() != "league.zeros.hawk" || want[3].Key() != "league.wins.dove" {
		t.Error("keys")
	}
	// season 2, B: b, a (down from A), g, h. b beats a (the rule book, b
	// as the Hawk), a draws with g (a bids 13: a Dove).
	if _, err := l.Close(ms); err != nil {
		t.Fatal(err)
	}
	for _, m := range []*scoring.Match{ruleBook(t, "s2ba", "b", "a"), draw(t, "s2ga", "g", "a")} {
		ms[m.ID] = m
		if _, err := l.Record(m); err != nil {
			t.Fatal(err)
		}
	}
	// win shares: b 0/1 -> 1/1 (+1), a 1/2 -> 0/2 (a draw is not won).
	// b's bids 16,12,14,15: Hawk; a: 16,13,14,10 + 13 x4: Dove (avg 13.25).
	got = l.Achievements(2, ms, nil)
	want = []Achievement{{Kind: Improved, Style: skuck.Hawk, Players: []string{"b"}, Value: 1}}
	if improved := kind(got, Improved); fmt.Sprint(improved) != fmt.Sprint(want) {
		t.Errorf("improved %v, want %v", improved, want)
	}
	if l.Achievements(9, ms, nil) != nil {
		t.Error("no such season")
	}
}

// kind is the achievements of one kind.
func kind(all []Achievement, k string) []Achievement {
	var out []Achievement
	for _, a := range all {
		if a.Kind == k {
			out = append(out, a)
		}
	}
	return out
}

// TestWinShareDraws: one win and one draw is half the matches won, not
// all of them (SPEC 1.4: a drawn match counts as played, not won).
func TestWinShareDraws(t *testing.T) {
	l, ms := divisionA(t)
	for _, r := range l.Current().Table(ms)[0] {
		if r.Player == "c" && (r.Won != 1 || r.Drawn != 1 || r.WinShare() != 0.5) {
			t.Errorf("c won 1 and drew 1: %+v, share %v", r, r.WinShare())
		}
	}
	for _, a := range kind(l.Achievements(1, ms, nil), Wins) {
		if a.Style == skuck.Hawk && a.Value != 0.5 {
			t.Errorf("best Hawk win share %v, want 0.5 (one win, one draw)", a.Value)
		}
	}
}

// TestStyleOverAllGames: Hawk or Dove is the player's average bid over
// all their recorded games as given (Statistics), not the season's bids.
func TestStyleOverAllGames(t *testing.T) {
	l, ms := divisionA(t)
	// d bid 13 in the season (a Dove), 13.8 over all games: a Hawk, tied
	// with c for the zeros; the Doves' best is then a's 3 of 8.
	got := kind(l.Achievements(1, ms, map[string]skuck.Style{"d": skuck.Hawk}), Zeros)
	want := []Achievement{
		{Kind: Zeros, Style: skuck.Hawk, Players: []string{"c", "d"}, Value: 1},
		{Kind: Zeros, Style: skuck.Dove, Players: []string{"a"}, Value: 0.375},
	}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("got %v, want %v", got, want)
	}
}

// TestMostImprovedSkipsSeasonsNotPlayed: the player's previous season is
// the last one they played a match in.
func TestMostImprovedSkipsSeasonsNotPlayed(t *testing.T) {
	l, ms := divisionA(t) // a: 1 of 2 won in season 1
	for range 2 {         // season 2 without a match
		if _, err := l.Close(ms); err != nil {
			t.Fatal(err)
		}
	}
	// season 3: a wins a match, 1 of 1: +0.5 over season 1
	var rival string
	for _, f := range l.Current().Fixtures {
		switch "a" {
		case f.Home:
			rival = f.Away
		case f.Away:
			rival = f.Home
		}
	}
	m := ruleBook(t, "s3", "a", rival)
	ms[m.ID] = m
	if _, err := l.Record(m); err != nil {
		t.Fatal(err)
	}
	got := kind(l.Achievements(3, ms, map[string]skuck.Style{"a": skuck.Hawk}), Improved)
	want := []Achievement{{Kind: Improved, Style: skuck.Hawk, Players: []string{"a"}, Value: 0.5}}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("got %v, want %v", got, want)
	}
}

func TestValidate(t *testing.T) {
	l, ms := divisionA(t)
	ms["sk"] = &scoring.Match{ID: "sk", Players: []scoring.Player{pl("e"), pl("f"), pl("g")}, Game: &skull.Match{}, Finished: true}
	ms["open"] = &scoring.Match{ID: "open", Players: []scoring.Player{pl("e"), pl("g")}, Game: &skuck.Match{}}
	s := l.Current()
	s.Fixtures = append(s.Fixtures,
		Fixture{Division: 1, Home: "e", Away: "f"},                // twice
		Fixture{Division: 1, Home: "e", Away: "x"},                // x is in no division
		Fixture{Division: 5, Home: "e", Away: "f"},                // no division 5: both players
		Fixture{Division: 0, Home: "a", Away: "b", MatchID: "ab"}, // twice, and the match twice
	)
	for i, f := range s.Fixtures {
		switch {
		case f.Division == 1 && f.Home == "e" && f.Away == "f" && f.MatchID == "" && i < 12:
			s.Fixtures[i].MatchID = "sk"
		case f.Division == 1 && f.Home == "e" && f.Away == "g":
			s.Fixtures[i].MatchID = "open"
		case f.Division == 1 && f.Home == "f" && f.Away == "h":
			s.Fixtures[i].MatchID = "ab" // not between f and h; linked twice
		case f.Division == 1 && f.Home == "g" && f.Away == "h":
			s.Fixtures[i].MatchID = "gone"
		}
	}
	s.Fixtures = slices.DeleteFunc(s.Fixtures, func(f Fixture) bool { return f.Home == "b" && f.Away == "d" })
	s.Divisions[1] = append(s.Divisions[1], "a")
	s.Number = 2
	l.Seasons = append(l.Seasons, Season{Number: 3, Divisions: [][]string{{"a"}}})
	l.ID, l.Name = "", ""
	is := l.Validate([]scoring.Player{pl("a"), pl("b"), pl("c"), pl("d"), pl("e"), pl("f"), pl("g")}, ms)
	count := map[string]int{}
	for _, i := range is {
		count[i.Rule]++
	}
	want := map[string]int{
		RuleID: 1, RuleName: 1, RuleSeasonNumber: 2, RuleSeasonOpen: 1,
		RulePlayerUnknown:  1, // h (x appears only in a fixture)
		RulePlayerTwice:    1, // a in A and B
		RuleDivisionSize:   1, // season 3's single player
		RuleFixturePlayer:  3, // x; e and f in division 5 (a counts in A, its first division)
		RuleFixtureTwice:   2, // e-f, a-b
		RuleFixtureMissing: 5, // b-d; a with e, f, g, h in B
		RuleMatchUnknown:   1, // gone
		RuleMatchGame:      1, // sk
		RuleMatchPlayers:   1, // ab on f-h
		RuleMatchOpen:      1, // open
		RuleMatchTwice:     2, // ab three times
	}
	if fmt.Sprint(count) != fmt.Sprint(want) {
		t.Errorf("issues %v\nwant %v\n%v", count, want, is)
	}
	if got := (&League{ID: "x", Name: "x"}).Validate(nil, nil); len(got) != 1 || got[0].Rule != RuleNoSeason {
		t.Errorf("no season: %v", got)
	}
}

func TestReplacePlayer(t *testing.T) {
	l, err := New("l", "L", players(6))
	if err != nil {
		t.Fatal(err)
	}
	ids := l.PlayerIDs()
	if len(ids) != 6 {
		t.Fatalf("players %v", ids)
	}
	if _, err := l.ReplacePlayer(ids[0], ids[1]); err != ErrBothPlayers {
		t.Errorf("both in one season: %v", err)
	}
	if ch, err := l.ReplacePlayer(ids[0], "new"); !ch || err != nil || l.hasPlayer(ids[0]) || !l.hasPlayer("new") {
		t.Errorf("replace: %v %v %v", ch, err, l.PlayerIDs())
	}
	if is := l.Validate(nil, nil); len(is) != 0 {
		t.Errorf("after replacing: %v", is)
	}
	if ch, _ := l.ReplacePlayer("nobody", "x"); ch {
		t.Error("replacing a stranger changed something")
	}
}
