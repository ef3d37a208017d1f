package app

import (
	"strings"
	"testing"

	"scorekeeper/scoring"
	"scorekeeper/scoring/league"
	"scorekeeper/scoring/skuck"
)

// skuckMatch is a finished SKUCK match of x and y, four games in which x
// bids xb and makes xm, y bids yb and makes the rest.
func skuckMatch(t *testing.T, id string, x, y scoring.Player, xb, xm, yb int) *scoring.Match {
	t.Helper()
	g := skuck.Round{Trump: skuck.Spades, Caller: x.ID, Entries: []skuck.Entry{
		{Player: x.ID, Bid: xb, Made: xm}, {Player: y.ID, Bid: yb, Made: skuck.Tricks - xm}}}
	m := &scoring.Match{ID: id, Created: testNow, Updated: testNow, Players: []scoring.Player{x, y},
		Game: &skuck.Match{Rounds: []skuck.Round{g, g, g, g}}, Finished: true}
	if errs := m.Validate().Errors(); len(errs) > 0 {
		t.Fatalf("%s: %v", id, errs)
	}
	return m
}

// TestLeagueMostImprovedHawk: a closed season's screen shows "Most
// improved" (it compares with the season before, whose matches it reads
// too), and names the player a Hawk when Statistics does (every recorded
// game's bids), though the league's own bids are a Dove's.
func TestLeagueMostImprovedHawk(t *testing.T) {
	u, db := newTestUI(t)
	ids := addPlayers(t, db, "Anne", "Bob", "Carl", "Dora")
	p := make([]scoring.Player, len(ids))
	for i, id := range ids {
		p[i] = scoring.Player{ID: id, Name: []string{"Anne", "Bob", "Carl", "Dora"}[i]}
	}
	l, err := league.New("tue", "Tuesday", ids)
	if err != nil {
		t.Fatal(err)
	}
	if err := db.SaveLeague(l); err != nil {
		t.Fatal(err)
	}
	// season 1: Bob beats Anne; season 2: Anne beats Bob (she bids 10
	// and 12 in the league: a Dove there)
	for _, m := range []*scoring.Match{
		skuckMatch(t, "s1", p[0], p[1], 10, 14, 13),
		skuckMatch(t, "s2", p[0], p[1], 12, 12, 10),
	} {
		if _, err := db.RecordLeagueMatch(l.ID, m); err != nil {
			t.Fatal(err)
		}
		if _, err := db.CloseSeason(l.ID); err != nil {
			t.Fatal(err)
		}
	}
	// outside the league Anne bids 27: 16.3 on average, a Hawk
	if err := db.Save(skuckMatch(t, "friendly", p[0], p[2], 27, 27, 0)); err != nil {
		t.Fatal(err)
	}
	u.openLeague(l.ID)
	s := u.league
	s.wait()
	s.season.SetSelectedIndex(1)
	s.wait()
	lines := strings.Join(s.lines, "\n")
	if !strings.Contains(lines, "Most improved Hawk: Anne (+100%)") {
		t.Errorf("season 2 does not show Anne as the most improved Hawk:\n%s", lines)
	}
}
