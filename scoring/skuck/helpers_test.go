package skuck

import "scorekeeper/scoring"

var (
	ann = scoring.Player{ID: "a", Name: "Ann"}
	bob = scoring.Player{ID: "b", Name: "Bob"}
	two = []scoring.Player{ann, bob}
)

// ent is an entry with a bid and tricks made.
func ent(player string, bid, made int) Entry {
	return Entry{Player: player, Bid: bid, Made: made}
}

// game is a game with spades trump called by Ann.
func game(a, b Entry) Round {
	return Round{Trump: Spades, Caller: "a", Entries: []Entry{a, b}}
}

// ruleBook is the rule book's example match ("Refer to accompanying example").
func ruleBook() *Match {
	return &Match{Rounds: []Round{
		game(ent("a", 16, 11), ent("b", 16, 16)),
		game(ent("a", 12, 13), ent("b", 13, 14)),
		game(ent("a", 14, 14), ent("b", 14, 13)),
		game(ent("a", 15, 15), ent("b", 10, 12)),
	}}
}

// split returns a valid game: Ann bids ab and makes am, Bob bids bb and
// makes the rest.
func split(ab, am, bb int) Round {
	return game(ent("a", ab, am), ent("b", bb, Tricks-am))
}
