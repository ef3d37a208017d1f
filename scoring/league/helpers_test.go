package league

import (
	"testing"

	"scorekeeper/scoring"
	"scorekeeper/scoring/skuck"
)

func pl(id string) scoring.Player { return scoring.Player{ID: id, Name: id} }

// game is one SKUCK game: x bids xb and makes xm, y bids yb and makes the rest.
func game(x, y string, xb, xm, yb int) skuck.Round {
	return skuck.Round{Trump: skuck.Spades, Caller: x, Entries: []skuck.Entry{
		{Player: x, Bid: xb, Made: xm}, {Player: y, Bid: yb, Made: skuck.Tricks - xm},
	}}
}

// match wraps games between x and y as a finished match with the given id.
func match(t testing.TB, id, x, y string, games ...skuck.Round) *scoring.Match {
	t.Helper()
	m := &scoring.Match{ID: id, Players: []scoring.Player{pl(x), pl(y)}, Game: &skuck.Match{Rounds: games}}
	if is := m.Validate().Errors(); len(is) > 0 {
		t.Fatalf("%s: %v", id, is)
	}
	if !m.Over() {
		t.Fatalf("%s is not over", id)
	}
	return m
}

// ruleBook: the rule book's example; x (Hawk, bids avg 14.25) -3 with two
// zeros beats y (Dove, 13.25) -3 with one zero.
func ruleBook(t testing.TB, id, x, y string) *scoring.Match {
	return match(t, id, x, y, game(x, y, 16, 11, 16), game(x, y, 12, 13, 13), game(x, y, 14, 14, 14), game(x, y, 15, 15, 10))
}

// oneZero: x (Dove) one zero of 4 games: 0, -2, -2, -2 +1 = -5; y (Hawk)
// four zeros: a Boolie, 10. y wins.
func oneZero(t testing.TB, id, x, y string) *scoring.Match {
	return match(t, id, x, y, game(x, y, 13, 13, 14), game(x, y, 10, 12, 15), game(x, y, 10, 12, 15), game(x, y, 10, 12, 15))
}

// draw: four Clicks, both 10 with four zeros; x bids 14 (Hawk), y 13 (Dove).
func draw(t testing.TB, id, x, y string) *scoring.Match {
	g := game(x, y, 14, 14, 13)
	return match(t, id, x, y, g, g, g, g)
}

func ids(rows []Row) []string {
	var out []string
	for _, r := range rows {
		out = append(out, r.Player)
	}
	return out
}
