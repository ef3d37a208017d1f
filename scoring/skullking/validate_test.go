package skullking

import (
	"regexp"
	"slices"
	"testing"

	"scorekeeper/scoring"
	"scorekeeper/scoring/scoringtest"
)

// validateCase is a match of players p1..pN; want lists every issue
// (as formatted by rules), nothing more.
type validateCase struct {
	name    string
	players int
	opts    Options
	rounds  []Round
	want    []string
}

// three is a valid round 1 of 3 cards for p1..p3, changed by each case.
func three(change func(es []Entry)) []Round {
	es := []Entry{e("p1", 1, 1), e("p2", 2, 2), e("p3", 0, 0)}
	if change != nil {
		change(es)
	}
	return []Round{{Entries: es}}
}

var c3 = Options{Cards: []int{3}}

var validateCases = []validateCase{
	// --- Options ---
	{name: "valid", players: 3, opts: c3, rounds: three(nil)},
	{name: "no rounds yet", players: 8},
	{name: "one player", players: 1, want: []string{"0//players rule.skullking.players"}},
	{name: "nine players", players: 9, want: []string{"0//players rule.skullking.players"}},
	{name: "unknown scoring", players: 2, opts: Options{Scoring: "bogus"}, want: []string{"0//scoring rule.skullking.scoring"}},
	{name: "ghost with three players", players: 3, opts: Options{Ghost: true}, want: []string{"0//ghost rule.skullking.ghost"}},
	{name: "first dealer not a player", players: 3, opts: Options{FirstDealer: "zz"}, want: []string{"0//firstDealer rule.skullking.firstDealer"}},
	{name: "first dealer a player", players: 3, opts: Options{FirstDealer: "p2"}},
	{name: "empty cards list", players: 3, opts: Options{Cards: []int{}}, want: []string{"0//cards rule.skullking.cards.empty"}},
	{name: "cards out of range, 7 players", players: 7, opts: Options{Cards: []int{0, 10, 11}},
		want: []string{"0//cards rule.skullking.cards.range", "0//cards rule.skullking.cards.range"}},
	{name: "9 cards for 8 players", players: 8, opts: Options{Cards: []int{9}}, want: []string{"0//cards rule.skullking.cards.range"}},
	{name: "35 cards for 2 players", players: 2, opts: Options{Cards: []int{35}}},
	{name: "35 cards for 2 players and the ghost", players: 2, opts: Options{Cards: []int{35}, Ghost: true},
		want: []string{"0//cards rule.skullking.cards.range"}},
	{name: "more rounds than the schedule", players: 3, opts: Options{Cards: []int{3}},
		rounds: append(three(nil), three(nil)...), want: []string{"2//rounds rule.skullking.rounds.extra"}},

	// --- Entries ---
	{name: "missing entry", players: 3, opts: c3, rounds: []Round{{Entries: []Entry{e("p1", 1, 1), e("p2", 2, 2)}}},
		want: []string{"1/p3/entries rule.skullking.entry.missing"}},
	{name: "unknown player", players: 3, opts: c3, rounds: []Round{{Entries: append(three(nil)[0].Entries, e("zz", 0, 0))}},
		want: []string{"1//player rule.skullking.entry.unknown"}},
	{name: "duplicate entry", players: 3, opts: c3, rounds: []Round{{Entries: append(three(nil)[0].Entries, e("p1", 0, 0))}},
		want: []string{"1/p1/player rule.skullking.entry.duplicate"}},

	// --- Bids and tricks ---
	{name: "negative bid", players: 3, opts: c3, rounds: three(func(es []Entry) { es[0].Bid = -1 }),
		want: []string{"1/p1/bid rule.range"}},
	{name: "bid above cards", players: 3, opts: c3, rounds: three(func(es []Entry) { es[0].Bid = 4 }),
		want: []string{"1/p1/bid rule.range"}},
	{name: "tricks above cards", players: 3, opts: c3, rounds: three(func(es []Entry) { es[0].Tricks = 4 }),
		want: []string{"1/p1/tricks rule.range", "1//tricks rule.skullking.tricks.sum"}},
	{name: "tricks do not add up", players: 3, opts: c3, rounds: three(func(es []Entry) { es[0].Tricks = 0 }),
		want: []string{"1//tricks rule.skullking.tricks.sum"}},
	{name: "ghost: fewer tricks are fine", players: 2, opts: Options{Cards: []int{3}, Ghost: true},
		rounds: []Round{{Entries: []Entry{e("p1", 1, 1), e("p2", 0, 0)}}}},
	{name: "ghost: not more tricks than cards", players: 2, opts: Options{Cards: []int{3}, Ghost: true},
		rounds: []Round{{Entries: []Entry{e("p1", 2, 2), e("p2", 2, 2)}}},
		want:   []string{"1//tricks rule.skullking.tricks.ghost"}},
	{name: "destroyed trick", players: 3, opts: c3, rounds: []Round{{Destroyed: 1, Entries: []Entry{e("p1", 1, 1), e("p2", 2, 1), e("p3", 0, 0)}}}},
	{name: "destroyed out of range", players: 3, opts: c3, rounds: []Round{{Destroyed: 3, Entries: three(nil)[0].Entries}},
		want: []string{"1//destroyed rule.range", "1//tricks rule.skullking.tricks.sum"}},
	{name: "destroyed more than cards", players: 3, opts: Options{Cards: []int{1}},
		rounds: []Round{{Destroyed: 2, Entries: []Entry{e("p1", 0, 0), e("p2", 0, 0), e("p3", 0, 0)}}},
		want:   []string{"1//destroyed rule.skullking.destroyed.cards", "1//tricks rule.skullking.tricks.sum"}},

	// --- Harry the Giant ---
	{name: "harry out of range", players: 3, opts: c3, rounds: three(func(es []Entry) { es[0].Harry = 2 }),
		want: []string{"1/p1/harry rule.range"}},
	{name: "harry pushes the bid above cards", players: 3, opts: c3,
		rounds: []Round{{Entries: []Entry{{Player: "p1", Bid: 3, Harry: 1, Tricks: 3}, e("p2", 0, 0), e("p3", 0, 0)}}},
		want:   []string{"1/p1/harry rule.skullking.harry.bid"}},
	{name: "harry pushes the bid below 0", players: 3, opts: c3, rounds: three(func(es []Entry) { es[0].Bid, es[0].Harry = 0, -1 }),
		want: []string{"1/p1/harry rule.skullking.harry.bid"}},
	{name: "harry without a trick", players: 3, opts: c3, rounds: three(func(es []Entry) { es[2].Harry = 1 }),
		want: []string{"1/p3/harry rule.skullking.harry.notricks", "warn 1/p3/harry rule.skullking.harry.away"}},
	{name: "two harrys", players: 3, opts: c3, rounds: three(func(es []Entry) { es[0].Harry, es[1].Harry = 1, -1 }),
		want: []string{"1//harry rule.skullking.harry.one", "warn 1/p1/harry rule.skullking.harry.away", "warn 1/p2/harry rule.skullking.harry.away"}},
	{name: "harry fixes a bid", players: 3, opts: c3, rounds: three(func(es []Entry) { es[0].Bid, es[0].Harry = 2, -1 })},

	// --- Rascal's wager and Cannonball ---
	{name: "wager of 15", players: 3, opts: c3, rounds: three(func(es []Entry) { es[0].Wager = 15 }),
		want: []string{"1/p1/wager rule.skullking.wager.value"}},
	{name: "wager without a trick", players: 3, opts: c3, rounds: three(func(es []Entry) { es[2].Wager = 10 }),
		want: []string{"1/p3/wager rule.skullking.wager.notricks"}},
	{name: "two wagers", players: 3, opts: c3, rounds: three(func(es []Entry) { es[0].Wager, es[1].Wager = 10, 20 }),
		want: []string{"1//wager rule.skullking.wager.one"}},
	{name: "cannonball with standard scoring", players: 3, opts: c3, rounds: three(func(es []Entry) { es[0].Cannonball = true }),
		want: []string{"1/p1/cannonball rule.skullking.cannonball.standard"}},
	{name: "cannonball with rascal scoring", players: 3, opts: Options{Cards: []int{3}, Scoring: Rascal},
		rounds: three(func(es []Entry) { es[0].Cannonball, es[2].Cannonball = true, true })},

	// --- Bonus captures ---
	{name: "four colored 14s for one player", players: 3, opts: c3, rounds: three(func(es []Entry) { es[1].Colored14 = 4 }),
		want: []string{"1/p2/colored14 rule.range"}},
	{name: "four colored 14s at the table", players: 3, opts: c3, rounds: three(func(es []Entry) { es[0].Colored14, es[1].Colored14 = 2, 2 }),
		want: []string{"1//colored14 rule.skullking.colored14.table"}},
	{name: "two black 14s", players: 3, opts: c3, rounds: three(func(es []Entry) { es[0].Black14, es[1].Black14 = 1, 1 }),
		want: []string{"1//black14 rule.skullking.black14.table"}},
	{name: "three mermaids", players: 3, opts: c3, rounds: three(func(es []Entry) { es[0].MermaidsByPirate, es[1].MermaidsByPirate = 1, 2 }),
		want: []string{"1//mermaidsByPirate rule.skullking.mermaidsByPirate.table"}},
	{name: "skull king captured twice", players: 3, opts: c3, rounds: three(func(es []Entry) { es[0].KingByMermaid, es[1].KingByMermaid = 1, 1 }),
		want: []string{"1//kingByMermaid rule.skullking.kingByMermaid.table"}},
	{name: "seven pirates", players: 8, opts: Options{Cards: []int{2}},
		rounds: []Round{{Entries: []Entry{{Player: "p1", Bid: 1, Tricks: 1, PiratesByKing: 4}, {Player: "p2", Bid: 1, Tricks: 1, PiratesByKing: 3},
			e("p3", 0, 0), e("p4", 0, 0), e("p5", 0, 0), e("p6", 0, 0), e("p7", 0, 0), e("p8", 0, 0)}}},
		want: []string{"1//piratesByKing rule.skullking.piratesByKing.table", "1//piratesByKing rule.skullking.king.one"}},
	{name: "seven pirates for one player", players: 8, opts: Options{Cards: []int{2}},
		rounds: []Round{{Entries: []Entry{{Player: "p1", Bid: 1, Tricks: 1, PiratesByKing: 7}, e("p2", 1, 1),
			e("p3", 0, 0), e("p4", 0, 0), e("p5", 0, 0), e("p6", 0, 0), e("p7", 0, 0), e("p8", 0, 0)}}},
		want: []string{"1/p1/piratesByKing rule.range"}},
	{name: "two skull kings", players: 3, opts: c3, rounds: three(func(es []Entry) { es[0].PiratesByKing, es[1].PiratesByKing = 1, 1 }),
		want: []string{"1//piratesByKing rule.skullking.king.one"}},
	{name: "skull king captures and is captured", players: 3, opts: c3, rounds: three(func(es []Entry) { es[0].PiratesByKing, es[1].KingByMermaid = 1, 1 }),
		want: []string{"1//kingByMermaid rule.skullking.king.both"}},
	{name: "capture without a trick", players: 3, opts: c3, rounds: three(func(es []Entry) { es[2].Colored14, es[2].KingByMermaid = 1, 1 }),
		want: []string{"1/p3/colored14 rule.skullking.capture.notricks", "1/p3/kingByMermaid rule.skullking.capture.notricks"}},
	{name: "two pirates in a trick of two", players: 2, opts: Options{Cards: []int{1}},
		rounds: []Round{{Entries: []Entry{{Player: "p1", Bid: 1, Tricks: 1, PiratesByKing: 2}, e("p2", 0, 0)}}},
		want:   []string{"1/p1/piratesByKing rule.skullking.piratesByKing.trick"}},
	{name: "two pirates in a trick of three with the ghost", players: 2, opts: Options{Cards: []int{1}, Ghost: true},
		rounds: []Round{{Entries: []Entry{{Player: "p1", Bid: 1, Tricks: 1, PiratesByKing: 2}, e("p2", 0, 0)}}}},
	{name: "more captures than cards in the trick", players: 2, opts: Options{Cards: []int{1}},
		rounds: []Round{{Entries: []Entry{{Player: "p1", Bid: 1, Tricks: 1, Colored14: 2, Black14: 1}, e("p2", 0, 0)}}},
		want:   []string{"1/p1/tricks rule.skullking.capture.cards"}},
	{name: "every capture at once", players: 4, opts: Options{Cards: []int{5}},
		rounds: []Round{{Entries: []Entry{
			{Player: "p1", Bid: 2, Tricks: 2, Colored14: 3, Black14: 1, PiratesByKing: 3},
			{Player: "p2", Bid: 2, Tricks: 2, MermaidsByPirate: 2},
			e("p3", 1, 1), e("p4", 0, 0)}}}},

	// --- Captures must fit the cards (SPEC 1.1) ---
	{name: "mermaid took the king, two more captured by pirates", players: 3, opts: c3,
		rounds: three(func(es []Entry) { es[0].KingByMermaid, es[1].MermaidsByPirate = 1, 2 }),
		want:   []string{"1//kingByMermaid rule.skullking.mermaids.table"}},
	{name: "mermaid took the king, one more captured by a pirate", players: 3, opts: c3,
		rounds: three(func(es []Entry) { es[0].KingByMermaid, es[1].MermaidsByPirate = 1, 1 })},
	{name: "king, 3 pirates and a 14 in one trick of 4", players: 4, opts: Options{Cards: []int{1}},
		rounds: []Round{{Entries: []Entry{{Player: "p1", Bid: 1, Tricks: 1, PiratesByKing: 3, Colored14: 1}, e("p2", 0, 0), e("p3", 0, 0), e("p4", 0, 0)}}},
		want:   []string{"1/p1/tricks rule.skullking.capture.cards"}},
	{name: "king and 3 pirates in one trick of 4", players: 4, opts: Options{Cards: []int{1}},
		rounds: []Round{{Entries: []Entry{{Player: "p1", Bid: 1, Tricks: 1, PiratesByKing: 3}, e("p2", 0, 0), e("p3", 0, 0), e("p4", 0, 0)}}}},
	{name: "king, 2 pirates and a 14 in one trick of 4", players: 4, opts: Options{Cards: []int{1}},
		rounds: []Round{{Entries: []Entry{{Player: "p1", Bid: 1, Tricks: 1, PiratesByKing: 2, Colored14: 1}, e("p2", 0, 0), e("p3", 0, 0), e("p4", 0, 0)}}}},
	{name: "mermaid took the king and a 14 in a trick of 2", players: 2, opts: Options{Cards: []int{1}},
		rounds: []Round{{Entries: []Entry{{Player: "p1", Bid: 1, Tricks: 1, KingByMermaid: 1, Colored14: 1}, e("p2", 0, 0)}}},
		want:   []string{"1/p1/tricks rule.skullking.capture.cards"}},
	{name: "mermaid took the king in a trick of 2", players: 2, opts: Options{Cards: []int{1}},
		rounds: []Round{{Entries: []Entry{{Player: "p1", Bid: 1, Tricks: 1, KingByMermaid: 1}, e("p2", 0, 0)}}}},
	{name: "mermaid took the king and a 14 with the ghost", players: 2, opts: Options{Cards: []int{1}, Ghost: true},
		rounds: []Round{{Entries: []Entry{{Player: "p1", Bid: 1, Tricks: 1, KingByMermaid: 1, Colored14: 1}, e("p2", 0, 0)}}}},
	{name: "two mermaids and their pirate in a trick of 3", players: 3, opts: Options{Cards: []int{1}},
		rounds: []Round{{Entries: []Entry{{Player: "p1", Bid: 1, Tricks: 1, MermaidsByPirate: 2}, e("p2", 0, 0), e("p3", 0, 0)}}}},
	{name: "two mermaids and their pirate in a trick of 2", players: 2, opts: Options{Cards: []int{1}},
		rounds: []Round{{Entries: []Entry{{Player: "p1", Bid: 1, Tricks: 1, MermaidsByPirate: 2}, e("p2", 0, 0)}}},
		want:   []string{"1/p1/mermaidsByPirate rule.skullking.capture.tricks"}},
	{name: "two mermaids, two pirates, two tricks of 2", players: 2, opts: Options{Cards: []int{2}},
		rounds: []Round{{Entries: []Entry{{Player: "p1", Bid: 2, Tricks: 2, MermaidsByPirate: 2}, e("p2", 0, 0)}}}},
	{name: "8 players, one trick: the king and 6 pirates", players: 8, opts: Options{Cards: []int{1}},
		rounds: []Round{{Entries: []Entry{{Player: "p1", Bid: 1, Tricks: 1, PiratesByKing: 6},
			e("p2", 0, 0), e("p3", 0, 0), e("p4", 0, 0), e("p5", 0, 0), e("p6", 0, 0), e("p7", 0, 0), e("p8", 0, 0)}}}},
	{name: "8 players, one trick: the king, 6 pirates and the black 14", players: 8, opts: Options{Cards: []int{1}},
		rounds: []Round{{Entries: []Entry{{Player: "p1", Bid: 1, Tricks: 1, PiratesByKing: 6, Black14: 1},
			e("p2", 0, 0), e("p3", 0, 0), e("p4", 0, 0), e("p5", 0, 0), e("p6", 0, 0), e("p7", 0, 0), e("p8", 0, 0)}}}},
	{name: "8 players, one trick: the king, 6 pirates and two 14s", players: 8, opts: Options{Cards: []int{1}},
		rounds: []Round{{Entries: []Entry{{Player: "p1", Bid: 1, Tricks: 1, PiratesByKing: 6, Black14: 1, Colored14: 1},
			e("p2", 0, 0), e("p3", 0, 0), e("p4", 0, 0), e("p5", 0, 0), e("p6", 0, 0), e("p7", 0, 0), e("p8", 0, 0)}}},
		want: []string{"1/p1/tricks rule.skullking.capture.cards"}},

	// --- Pirate powers and Loot fit the cards too (SPEC 1.1, issue 21) ---
	{name: "harry and a wager with one trick", players: 3, opts: c3,
		rounds: three(func(es []Entry) { es[0].Bid, es[0].Harry, es[0].Wager = 2, -1, 10 }),
		want:   []string{"1/p1/wager rule.skullking.wager.trick"}},
	{name: "harry and a wager with two tricks", players: 3, opts: c3,
		rounds: three(func(es []Entry) { es[1].Bid, es[1].Harry, es[1].Wager = 1, 1, 20 })},
	{name: "harry from the skull king's only trick", players: 3, opts: c3,
		rounds: three(func(es []Entry) { es[0].Bid, es[0].Harry, es[0].PiratesByKing = 2, -1, 1 }),
		want:   []string{"1/p1/harry rule.skullking.harry.trick"}},
	{name: "harry and the skull king's trick with two tricks", players: 3, opts: c3,
		rounds: three(func(es []Entry) { es[1].Bid, es[1].Harry, es[1].PiratesByKing = 1, 1, 2 })},
	{name: "a wager from a mermaid's only trick", players: 3, opts: c3,
		rounds: three(func(es []Entry) { es[0].Wager, es[0].KingByMermaid = 10, 1 }),
		want:   []string{"1/p1/wager rule.skullking.wager.trick"}},
	{name: "harry captures a mermaid in his trick", players: 3, opts: c3,
		rounds: three(func(es []Entry) { es[0].Bid, es[0].Harry, es[0].MermaidsByPirate = 2, -1, 1 })},
	{name: "harry and rascal each capture a mermaid", players: 3, opts: c3,
		rounds: three(func(es []Entry) { es[1].Bid, es[1].Harry, es[1].Wager, es[1].MermaidsByPirate = 1, 1, 10, 2 })},
	{name: "harry, rascal and a king's trick in two tricks", players: 3, opts: c3,
		rounds: three(func(es []Entry) { es[1].Bid, es[1].Harry, es[1].Wager, es[1].PiratesByKing = 1, 1, 10, 1 }),
		want:   []string{"1/p2/wager rule.skullking.wager.trick"}},
	{name: "mermaid by a pirate and king by a mermaid in one trick (+60)", players: 4, opts: Options{Cards: []int{1}},
		rounds: []Round{{Entries: []Entry{{Player: "p1", Bid: 1, Tricks: 1, MermaidsByPirate: 1, KingByMermaid: 1}, e("p2", 0, 0), e("p3", 0, 0), e("p4", 0, 0)}}},
		want:   []string{"1/p1/mermaidsByPirate rule.skullking.capture.tricks"}},
	{name: "mermaid by a pirate and king by a mermaid in two tricks", players: 4, opts: Options{Cards: []int{2}},
		rounds: []Round{{Entries: []Entry{{Player: "p1", Bid: 2, Tricks: 2, MermaidsByPirate: 1, KingByMermaid: 1}, e("p2", 0, 0), e("p3", 0, 0), e("p4", 0, 0)}}}},
	{name: "pirates by the king and a mermaid by a pirate in one trick", players: 4, opts: Options{Cards: []int{1}},
		rounds: []Round{{Entries: []Entry{{Player: "p1", Bid: 1, Tricks: 1, PiratesByKing: 1, MermaidsByPirate: 1}, e("p2", 0, 0), e("p3", 0, 0), e("p4", 0, 0)}}},
		want:   []string{"1/p1/mermaidsByPirate rule.skullking.capture.tricks"}},
	{name: "the king took all six pirates, harry won a trick", players: 8, opts: Options{Cards: []int{2}},
		rounds: []Round{{Entries: []Entry{{Player: "p1", Bid: 1, Tricks: 1, PiratesByKing: 6}, {Player: "p2", Bid: 2, Harry: -1, Tricks: 1},
			e("p3", 0, 0), e("p4", 0, 0), e("p5", 0, 0), e("p6", 0, 0), e("p7", 0, 0), e("p8", 0, 0)}}},
		want: []string{"1//piratesByKing rule.skullking.pirates.winners"}},
	{name: "the king took five pirates, harry won a trick", players: 8, opts: Options{Cards: []int{2}},
		rounds: []Round{{Entries: []Entry{{Player: "p1", Bid: 1, Tricks: 1, PiratesByKing: 5}, {Player: "p2", Bid: 2, Harry: -1, Tricks: 1},
			e("p3", 0, 0), e("p4", 0, 0), e("p5", 0, 0), e("p6", 0, 0), e("p7", 0, 0), e("p8", 0, 0)}}}},
	{name: "loot in a trick of two holding a pirate and the mermaid he took", players: 2, opts: Options{Cards: []int{1}},
		rounds: []Round{{Entries: []Entry{{Player: "p1", Bid: 1, Tricks: 1, MermaidsByPirate: 1, LootWith: []string{"p2"}}, {Player: "p2", LootWith: []string{"p1"}}}}},
		want:   []string{"1/p1/lootWith rule.skullking.loot.room", "1/p2/lootWith rule.skullking.loot.room"}},
	{name: "loot in a trick of three holding a pirate and the mermaid he took", players: 3, opts: Options{Cards: []int{1}},
		rounds: []Round{{Entries: []Entry{{Player: "p1", Bid: 1, Tricks: 1, MermaidsByPirate: 1, LootWith: []string{"p2"}}, {Player: "p2", LootWith: []string{"p1"}}, e("p3", 0, 0)}}}},
	{name: "loot in the partner's trick when one's own is full", players: 2, opts: Options{Cards: []int{2}},
		rounds: []Round{{Entries: []Entry{{Player: "p1", Bid: 1, Tricks: 1, MermaidsByPirate: 1, LootWith: []string{"p2"}}, {Player: "p2", Bid: 1, Tricks: 1, LootWith: []string{"p1"}}}}}},
	{name: "loot in a trick of two won by a 14 the partner played", players: 2, opts: Options{Cards: []int{1}},
		rounds: []Round{{Entries: []Entry{{Player: "p1", Bid: 1, Tricks: 1, Colored14: 1, LootWith: []string{"p2"}}, {Player: "p2", LootWith: []string{"p1"}}}}}},
	{name: "loot beside two 14s in a trick of two", players: 2, opts: Options{Cards: []int{1}},
		rounds: []Round{{Entries: []Entry{{Player: "p1", Bid: 1, Tricks: 1, Colored14: 1, Black14: 1, LootWith: []string{"p2"}}, {Player: "p2", LootWith: []string{"p1"}}}}},
		want:   []string{"1/p1/lootWith rule.skullking.loot.room", "1/p2/lootWith rule.skullking.loot.room"}},
	{name: "both loot cards from one player in one trick", players: 3, opts: c3,
		rounds: []Round{{Entries: []Entry{{Player: "p1", Bid: 1, Tricks: 1, LootWith: []string{"p2", "p2"}}, {Player: "p2", LootWith: []string{"p1", "p1"}}, e("p3", 2, 2)}}},
		want:   []string{"1/p1/lootWith rule.skullking.loot.room", "1/p2/lootWith rule.skullking.loot.room"}},
	{name: "both loot cards from one player in two tricks", players: 3, opts: c3,
		rounds: []Round{{Entries: []Entry{{Player: "p1", Bid: 2, Tricks: 2, LootWith: []string{"p2", "p2"}}, {Player: "p2", LootWith: []string{"p1", "p1"}}, e("p3", 1, 1)}}}},
	{name: "both loot cards from two players in one trick", players: 3, opts: c3,
		rounds: []Round{{Entries: []Entry{{Player: "p1", Bid: 1, Tricks: 1, LootWith: []string{"p2", "p3"}}, {Player: "p2", LootWith: []string{"p1"}}, {Player: "p3", Bid: 2, Tricks: 2, LootWith: []string{"p1"}}}}}},
	{name: "both loot cards from one player, the king's trick full", players: 4, opts: Options{Cards: []int{2}},
		rounds: []Round{{Entries: []Entry{{Player: "p1", Bid: 2, Tricks: 2, PiratesByKing: 3, LootWith: []string{"p2", "p2"}}, {Player: "p2", LootWith: []string{"p1", "p1"}}, e("p3", 0, 0), e("p4", 0, 0)}}},
		want:   []string{"1/p1/lootWith rule.skullking.loot.room", "1/p2/lootWith rule.skullking.loot.room"}},

	// --- Expansions and powers as options (SPEC 1.1, 3) ---
	{name: "loot with expansions off", players: 3, opts: Options{Cards: []int{3}, Expansions: new(false)},
		rounds: three(func(es []Entry) { es[0].LootWith, es[1].LootWith = []string{"p2"}, []string{"p1"} }),
		want:   []string{"1/p1/lootWith rule.skullking.expansions.off", "1/p2/lootWith rule.skullking.expansions.off"}},
	{name: "destroyed with expansions off", players: 3, opts: Options{Cards: []int{3}, Expansions: new(false)},
		rounds: []Round{{Destroyed: 1, Entries: []Entry{e("p1", 1, 1), e("p2", 2, 1), e("p3", 0, 0)}}},
		want:   []string{"1//destroyed rule.skullking.expansions.off"}},
	{name: "loot and destroyed with expansions on", players: 3, opts: Options{Cards: []int{3}, Expansions: new(true), Powers: new(false)},
		rounds: []Round{{Destroyed: 1, Entries: []Entry{{Player: "p1", Bid: 1, Tricks: 1, LootWith: []string{"p2"}}, {Player: "p2", Bid: 1, Tricks: 1, LootWith: []string{"p1"}}, e("p3", 0, 0)}}}},
	{name: "harry and wager with powers off", players: 3, opts: Options{Cards: []int{3}, Powers: new(false)},
		rounds: three(func(es []Entry) { es[0].Bid, es[0].Harry, es[1].Wager = 2, -1, 10 }),
		want:   []string{"1/p1/harry rule.skullking.powers.off", "1/p2/wager rule.skullking.powers.off"}},
	{name: "harry and wager with powers on", players: 3, opts: Options{Cards: []int{3}, Powers: new(true), Expansions: new(false)},
		rounds: three(func(es []Entry) { es[0].Bid, es[0].Harry, es[1].Wager = 2, -1, 10 })},

	// --- Loot ---
	{name: "loot with oneself and a stranger", players: 3, opts: c3, rounds: three(func(es []Entry) { es[0].LootWith = []string{"p1", "zz"} }),
		want: []string{"1/p1/lootWith rule.skullking.loot.partner", "1/p1/lootWith rule.skullking.loot.partner"}},
	{name: "loot named by one side only", players: 3, opts: c3, rounds: three(func(es []Entry) { es[0].LootWith = []string{"p2"} }),
		want: []string{"1/p1/lootWith rule.skullking.loot.mutual"}},
	{name: "loot counted differently", players: 3, opts: c3,
		rounds: three(func(es []Entry) { es[0].LootWith, es[1].LootWith = []string{"p2", "p2"}, []string{"p1"} }),
		want:   []string{"1/p1/lootWith rule.skullking.loot.mutual", "1/p2/lootWith rule.skullking.loot.mutual"}},
	{name: "two loot alliances between the same players", players: 3, opts: c3,
		rounds: three(func(es []Entry) { es[0].LootWith, es[1].LootWith = []string{"p2", "p2"}, []string{"p1", "p1"} })},
	{name: "three loot alliances", players: 3, opts: c3,
		rounds: three(func(es []Entry) {
			es[0].LootWith, es[1].LootWith, es[2].LootWith = []string{"p2", "p3"}, []string{"p1", "p3"}, []string{"p1", "p2"}
		}),
		want: []string{"1//lootWith rule.skullking.loot.two"}},
	{name: "loot between players without tricks", players: 3, opts: c3,
		rounds: []Round{{Entries: []Entry{e("p1", 3, 3), {Player: "p2", LootWith: []string{"p3"}}, {Player: "p3", LootWith: []string{"p2"}}}}},
		want:   []string{"1/p2/lootWith rule.skullking.loot.notricks", "1/p3/lootWith rule.skullking.loot.notricks"}},
}

func TestValidate(t *testing.T) {
	for _, c := range validateCases {
		t.Run(c.name, func(t *testing.T) {
			m := &Match{Options: c.opts, Rounds: c.rounds}
			got := rules(m.Validate(seats(c.players)))
			want := slices.Clone(c.want)
			slices.Sort(got)
			slices.Sort(want)
			if !slices.Equal(got, want) {
				t.Errorf("issues:\n got %q\nwant %q", got, want)
			}
		})
	}
}

// Every rule-book and scoring case is a valid round.
func TestScoreCasesValidate(t *testing.T) {
	for _, c := range scoreCases {
		m := &Match{Options: c.opts}
		if is := m.ValidateRound(c.round, c.rd, table(c.players...)); len(is.Errors()) > 0 {
			t.Errorf("%s: %v", c.name, rules(is))
		}
	}
}

// Every rule key emitted is translated in English and German, with
// every template field among the Args; every translated key is
// covered by a validation case.
func TestTranslations(t *testing.T) {
	msgs := map[string]map[string]string{}
	for _, lang := range []string{"en", "de"} {
		msgs[lang] = scoringtest.Messages(t, "skullking", lang)
	}
	field := regexp.MustCompile(`{{\s*\.(\w+)\s*}}`)
	used := map[string]bool{}
	for _, c := range validateCases {
		m := &Match{Options: c.opts, Rounds: c.rounds}
		for _, is := range m.Validate(seats(c.players)) {
			used[is.Rule] = true
			if is.Rule == "rule.range" {
				continue
			}
			for lang, m := range msgs {
				msg, ok := m[is.Rule]
				if !ok {
					t.Errorf("%s: no %s message", is.Rule, lang)
				}
				for _, f := range field.FindAllStringSubmatch(msg, -1) {
					if _, ok := is.Args[f[1]]; !ok {
						t.Errorf("%s (%s): template field %s not in args %v", is.Rule, lang, f[1], is.Args)
					}
				}
			}
		}
	}
	for key := range msgs["en"] {
		if _, ok := msgs["de"][key]; !ok {
			t.Errorf("%s: no German message", key)
		}
		if !used[key] {
			t.Errorf("%s: no validation case emits it", key)
		}
	}
}

func TestValidateNeverNil(t *testing.T) {
	// Invalid input of every kind still validates without panicking.
	m := &Match{Options: Options{Cards: []int{-5, 1 << 40}, Ghost: true, FirstDealer: "x"}, Rounds: []Round{
		{Destroyed: -1, Entries: []Entry{{Player: "", Bid: 1 << 62, Tricks: -1 << 62, Harry: 5, Colored14: -1, LootWith: []string{"", ""}}}},
		{Destroyed: 1 << 62},
	}}
	for n := range 10 {
		players := seats(n)
		_ = m.Validate(players)
		_ = m.Standings(players)
		_ = m.Rows(players)
		_ = m.Over(players)
		_ = m.Next(players)
	}
	dup := []scoring.Player{{ID: "a"}, {ID: "a"}}
	_ = m.Validate(dup)
	_ = m.Rows(dup)
}

// TestTableMessagesNamePlayers: a refusal across the table (more of a
// card than the deck holds, two Harrys, two wagers, two Skull Kings)
// names the players whose entries make it (play test 3, finding 5: "There
// is one Harry the Giant" said nothing of who).
func TestTableMessagesNamePlayers(t *testing.T) {
	want := map[string]string{
		"two harrys":                          "Player 1, Player 2",
		"two wagers":                          "Player 1, Player 2",
		"four colored 14s at the table":       "Player 1, Player 2",
		"two black 14s":                       "Player 1, Player 2",
		"three mermaids":                      "Player 1, Player 2",
		"skull king captured twice":           "Player 1, Player 2",
		"seven pirates":                       "Player 1, Player 2",
		"two skull kings":                     "Player 1, Player 2",
		"skull king captures and is captured": "Player 1, Player 2",
		"mermaid took the king, two more captured by pirates": "Player 1, Player 2",
		"the king took all six pirates, harry won a trick":    "Player 1, Player 2",
		"three loot alliances":                                "Player 1, Player 2, Player 3",
	}
	seen := 0
	for _, c := range validateCases {
		names, ok := want[c.name]
		if !ok {
			continue
		}
		seen++
		m := &Match{Options: c.opts, Rounds: c.rounds}
		for _, is := range m.Validate(seats(c.players)) {
			if is.Player != "" || is.Severity != scoring.Error {
				continue
			}
			if got, _ := is.Args["Names"].(string); got != names {
				t.Errorf("%s: %s names %q, want %q", c.name, is.Rule, got, names)
			}
		}
	}
	if seen != len(want) {
		t.Fatalf("%d of %d cases found", seen, len(want))
	}
}
