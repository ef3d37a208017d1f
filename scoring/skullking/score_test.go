package skullking

import (
	"testing"
)

// want is one player's expected sheet columns.
type want struct{ bid, bonus, points int }

// scoreCase is one round scored as round `round` of a match; every case
// is also a valid round (no validation errors), so it doubles as a
// valid-input case for Validate and as a fuzz seed.
type scoreCase struct {
	name    string
	opts    Options
	players []string
	round   int
	rd      Round
	want    map[string]want
}

var rascal = Options{Scoring: Rascal}

var scoreCases = []scoreCase{
	// --- Basic rules, "Bidding One or More" ---
	{
		// Basic rules: "Calvin bids three and wins three tricks earning him 60 points."
		name: "basic/calvin bids 3 wins 3", players: []string{"calvin", "anne"}, round: 3,
		rd:   Round{Entries: []Entry{e("calvin", 3, 3), e("anne", 0, 0)}},
		want: map[string]want{"calvin": {60, 0, 60}, "anne": {30, 0, 30}},
	},
	{
		// Basic rules: "Barty bids three, but only wins two tricks, he gets -10 points for the round."
		name: "basic/barty bids 3 wins 2", players: []string{"barty", "anne"}, round: 3,
		rd:   Round{Entries: []Entry{e("barty", 3, 2), e("anne", 1, 1)}},
		want: map[string]want{"barty": {-10, 0, -10}, "anne": {20, 0, 20}},
	},
	{
		// Basic rules: "Angela bids two, but instead takes five tricks. She's off by three so she scores -30 points."
		name: "basic/angela bids 2 takes 5", players: []string{"angela", "anne"}, round: 5,
		rd:   Round{Entries: []Entry{e("angela", 2, 5), e("anne", 1, 0)}},
		want: map[string]want{"angela": {-30, 0, -30}, "anne": {-10, 0, -10}},
	},
	// --- Basic rules, "Bidding Zero" ---
	{
		// Basic rules: "In the seventh round, seven cards are dealt. Kate bids zero and wins zero tricks. She scores 70 points for the round."
		name: "basic/kate bids 0 in round 7", players: []string{"kate", "anne"}, round: 7,
		rd:   Round{Entries: []Entry{e("kate", 0, 0), e("anne", 7, 7)}},
		want: map[string]want{"kate": {70, 0, 70}, "anne": {140, 0, 140}},
	},
	{
		// Basic rules: "Johnny bids zero in the ninth round but he captures two tricks. He scores -90 points for the round. Ouch."
		name: "basic/johnny bids 0 in round 9 wins 2", players: []string{"johnny", "anne"}, round: 9,
		rd:   Round{Entries: []Entry{e("johnny", 0, 2), e("anne", 7, 7)}},
		want: map[string]want{"johnny": {-90, 0, -90}, "anne": {140, 0, 140}},
	},
	// --- Basic rules, "Bonus Points" ---
	{
		// Basic rules: "Lawrence leads with the yellow 14, Charlotte plays a black 14, and Anne lays
		// down a Pirate card. Morgan then plays the Skull King, winning the trick. He earns +10 for
		// capturing the yellow 14, +20 for capturing the black 14, and +30 for capturing a Pirate."
		// Round 1: the one trick of four cards; Morgan bid 1, the others 0.
		name: "basic/morgan's skull king trick", players: []string{"lawrence", "charlotte", "anne", "morgan"}, round: 1,
		rd: Round{Entries: []Entry{e("lawrence", 0, 0), e("charlotte", 0, 0), e("anne", 0, 0),
			{Player: "morgan", Bid: 1, Tricks: 1, Colored14: 1, Black14: 1, PiratesByKing: 1}}},
		want: map[string]want{"morgan": {20, 60, 80}, "lawrence": {10, 0, 10}},
	},
	{
		// Basic rules, Captain's Log: "Bonus points are only awarded if a player wins the number of
		// tricks that they bid. If you miss your bid, tough biscuits!" Morgan's trick in round 2 with a bid of 2.
		name: "basic/morgan misses, no bonus", players: []string{"lawrence", "charlotte", "anne", "morgan"}, round: 2,
		rd: Round{Entries: []Entry{e("lawrence", 1, 1), e("charlotte", 0, 0), e("anne", 0, 0),
			{Player: "morgan", Bid: 2, Tricks: 1, Colored14: 1, Black14: 1, PiratesByKing: 1}}},
		want: map[string]want{"morgan": {-10, 0, -10}, "lawrence": {20, 0, 20}},
	},
	// --- Full rules, 5. Scoring (Skull King system) ---
	{
		// Full rules: "Successful Bid: +20 points per trick won (e.g., bid 3 and won 3 = 60 pts)."
		name: "full/bid 3 won 3 = 60", players: []string{"p1", "p2", "p3"}, round: 4,
		rd:   Round{Entries: []Entry{e("p1", 3, 3), e("p2", 1, 1), e("p3", 0, 0)}},
		want: map[string]want{"p1": {60, 0, 60}, "p2": {20, 0, 20}, "p3": {40, 0, 40}},
	},
	{
		// Full rules: "Failed Bid: -10 points per trick difference (too many or too few). You score 0
		// points for your won tricks."
		name: "full/failed bid too many and too few", players: []string{"p1", "p2", "p3"}, round: 6,
		rd:   Round{Entries: []Entry{e("p1", 1, 4), e("p2", 3, 1), e("p3", 2, 1)}},
		want: map[string]want{"p1": {-30, 0, -30}, "p2": {-20, 0, -20}, "p3": {-10, 0, -10}},
	},
	{
		// Full rules: "Successful Bid: +10 points multiplied by the number of cards in the round (e.g.,
		// Round 7 successful at zero = 70 pts)."
		name: "full/round 7 zero = 70", players: []string{"p1", "p2"}, round: 7,
		rd:   Round{Entries: []Entry{e("p1", 0, 0), e("p2", 6, 7)}},
		want: map[string]want{"p1": {70, 0, 70}, "p2": {-10, 0, -10}},
	},
	{
		// Full rules: "Failed Bid: -10 points multiplied by the number of cards in the round (e.g.,
		// Round 9 failed = -90 pts)."
		name: "full/round 9 failed zero = -90", players: []string{"p1", "p2"}, round: 9,
		rd:   Round{Entries: []Entry{e("p1", 0, 1), e("p2", 8, 8)}},
		want: map[string]want{"p1": {-90, 0, -90}, "p2": {160, 0, 160}},
	},
	{
		// Full rules, bonus points: "A Pirate captures a Mermaid: +20 pts." (both mermaids, two tricks)
		name: "full/pirate captures mermaids", players: []string{"p1", "p2"}, round: 3,
		rd: Round{Entries: []Entry{{Player: "p1", Bid: 2, Tricks: 2, MermaidsByPirate: 2},
			e("p2", 1, 1)}},
		want: map[string]want{"p1": {40, 40, 80}},
	},
	{
		// Full rules, bonus points: "The Skull King captures a Pirate: +30 pts." (three pirates in one trick)
		name: "full/skull king captures pirates", players: []string{"p1", "p2", "p3", "p4"}, round: 2,
		rd: Round{Entries: []Entry{{Player: "p1", Bid: 1, Tricks: 1, PiratesByKing: 3},
			e("p2", 1, 1), e("p3", 0, 0), e("p4", 0, 0)}},
		want: map[string]want{"p1": {20, 90, 110}},
	},
	{
		// Full rules, bonus points: "A Mermaid captures the Skull King: +40 pts." and "The 14: +10
		// points for a colored 14, +20 points for the black 14."
		name: "full/mermaid captures the skull king, 14s", players: []string{"p1", "p2", "p3"}, round: 5,
		rd: Round{Entries: []Entry{{Player: "p1", Bid: 2, Tricks: 2, KingByMermaid: 1, Colored14: 2},
			{Player: "p2", Bid: 3, Tricks: 3, Colored14: 1, Black14: 1}, e("p3", 0, 0)}},
		want: map[string]want{"p1": {40, 60, 100}, "p2": {60, 30, 90}, "p3": {50, 0, 50}},
	},
	{
		// Full rules, 4. Card hierarchy, Captain's Log: "If a Pirate, the Skull King, and a Mermaid are
		// in the same trick, the Mermaid always wins, because she captures the King." Round 1, one
		// trick: p1 plays the Pirate, p2 the Skull King, p3 the Mermaid. p3 gets +40 for the King (and
		// nothing for the Pirate); the Skull King captured nobody, so p2 gets no +30.
		name: "full/mermaid beats pirate and skull king", players: []string{"p1", "p2", "p3"}, round: 1,
		rd: Round{Entries: []Entry{e("p1", 0, 0), e("p2", 1, 0),
			{Player: "p3", Bid: 1, Tricks: 1, KingByMermaid: 1}}},
		want: map[string]want{"p1": {10, 0, 10}, "p2": {-10, 0, -10}, "p3": {20, 40, 60}},
	},
	{
		// Full rules, Loot: "If the giver of the loot and the winner of the trick both make their bid,
		// they gain +20 bonus pts." The giver bid 0 and made it.
		name: "full/loot both made it", players: []string{"p1", "p2", "p3"}, round: 3,
		rd: Round{Entries: []Entry{{Player: "p1", Bid: 2, Tricks: 2, LootWith: []string{"p2"}},
			{Player: "p2", Bid: 0, Tricks: 0, LootWith: []string{"p1"}}, e("p3", 1, 1)}},
		want: map[string]want{"p1": {40, 20, 60}, "p2": {30, 20, 50}, "p3": {20, 0, 20}},
	},
	{
		// SPEC 1.1: Loot pays only when both allies made their bids exactly.
		name: "spec/loot partner missed", players: []string{"p1", "p2", "p3"}, round: 3,
		rd: Round{Entries: []Entry{{Player: "p1", Bid: 2, Tricks: 2, LootWith: []string{"p2"}},
			{Player: "p2", Bid: 1, Tricks: 0, LootWith: []string{"p1"}}, e("p3", 1, 1)}},
		want: map[string]want{"p1": {40, 0, 40}, "p2": {-10, 0, -10}},
	},
	{
		// SPEC 1.1: each Loot alliance counts; p1 is allied with p2 and with p3 (the two Loot cards).
		name: "spec/two loot alliances", players: []string{"p1", "p2", "p3"}, round: 4,
		rd: Round{Entries: []Entry{{Player: "p1", Bid: 3, Tricks: 3, LootWith: []string{"p2", "p3"}},
			{Player: "p2", Bid: 1, Tricks: 1, LootWith: []string{"p1"}},
			{Player: "p3", Bid: 0, Tricks: 0, LootWith: []string{"p1"}}}},
		want: map[string]want{"p1": {60, 40, 100}, "p2": {20, 20, 40}, "p3": {40, 20, 60}},
	},
	{
		// Full rules, Kraken: "Destroys the trick ... No one wins." Round 3 with one trick destroyed.
		name: "full/kraken destroys a trick", players: []string{"p1", "p2"}, round: 3,
		rd:   Round{Destroyed: 1, Entries: []Entry{e("p1", 1, 1), e("p2", 2, 1)}},
		want: map[string]want{"p1": {20, 0, 20}, "p2": {-10, 0, -10}},
	},
	{
		// Full rules, 7. Ghost of Greybeard: the ghost wins a trick, so two tricks of three are won.
		name: "full/ghost wins a trick", opts: Options{Ghost: true}, players: []string{"p1", "p2"}, round: 3,
		rd:   Round{Entries: []Entry{e("p1", 1, 1), e("p2", 1, 1)}},
		want: map[string]want{"p1": {20, 0, 20}, "p2": {20, 0, 20}},
	},
	{
		// Full rules, Harry the Giant: "Modify your bid by +1 or -1 at the end of the round."
		// Bid 2, won 3, changed to 3: scored as an exact bid of 3.
		name: "full/harry +1 makes the bid", players: []string{"p1", "p2"}, round: 4,
		rd:   Round{Entries: []Entry{{Player: "p1", Bid: 2, Harry: 1, Tricks: 3, Colored14: 1}, e("p2", 1, 1)}},
		want: map[string]want{"p1": {60, 10, 70}},
	},
	{
		// Harry the Giant -1: bid 3, won 2, changed to 2: an exact bid of 2.
		name: "full/harry -1 makes the bid", players: []string{"p1", "p2"}, round: 4,
		rd:   Round{Entries: []Entry{{Player: "p1", Bid: 3, Harry: -1, Tricks: 2}, e("p2", 2, 2)}},
		want: map[string]want{"p1": {40, 0, 40}},
	},
	{
		// Harry the Giant changing a made bid of 1 to 0: a failed zero bid, -10 x cards (a warning, not an error).
		name: "spec/harry turns a bid into a failed zero", players: []string{"p1", "p2"}, round: 4,
		rd:   Round{Entries: []Entry{{Player: "p1", Bid: 1, Harry: -1, Tricks: 1}, e("p2", 3, 3)}},
		want: map[string]want{"p1": {-40, 0, -40}},
	},
	{
		// Full rules, Rascal the Gambler: "Bet 0, 10, or 20 pts (won or lost depending on your final bid)."
		name: "full/rascal wager won", players: []string{"p1", "p2"}, round: 2,
		rd:   Round{Entries: []Entry{{Player: "p1", Bid: 1, Tricks: 1, Wager: 20}, e("p2", 1, 1)}},
		want: map[string]want{"p1": {20, 20, 40}},
	},
	{
		name: "full/rascal wager lost", players: []string{"p1", "p2"}, round: 2,
		rd:   Round{Entries: []Entry{{Player: "p1", Bid: 1, Tricks: 2, Wager: 10}, e("p2", 1, 0)}},
		want: map[string]want{"p1": {-10, -10, -20}, "p2": {-10, 0, -10}},
	},
	// --- Full rules, 6. Variant: Rascal system ---
	{
		// Full rules: "Each round has a potential of 10 pts per card dealt. Direct Hit (Exact Bid):
		// 100% of the round's points." Round 6 is worth 60 whatever the bid.
		name: "rascal/direct hit", opts: rascal, players: []string{"p1", "p2", "p3"}, round: 6,
		rd: Round{Entries: []Entry{{Player: "p1", Bid: 4, Tricks: 4, Black14: 1}, e("p2", 0, 0),
			e("p3", 2, 2)}},
		want: map[string]want{"p1": {60, 20, 80}, "p2": {60, 0, 60}, "p3": {60, 0, 60}},
	},
	{
		// Full rules: "Glancing Blow (Difference of 1): 50% of the round's points." SPEC 1.1: and half
		// of the bonuses. Round 6: 30, and half of 10+20+30.
		name: "rascal/glancing blow", opts: rascal, players: []string{"p1", "p2", "p3"}, round: 6,
		rd: Round{Entries: []Entry{{Player: "p1", Bid: 3, Tricks: 4, Colored14: 1, Black14: 1, PiratesByKing: 1},
			e("p2", 1, 0), e("p3", 2, 2)}},
		want: map[string]want{"p1": {30, 30, 60}, "p2": {30, 0, 30}, "p3": {60, 0, 60}},
	},
	{
		// Full rules: "Complete Failure (Difference of 2+): 0 points." No bonuses either.
		name: "rascal/complete failure", opts: rascal, players: []string{"p1", "p2"}, round: 6,
		rd:   Round{Entries: []Entry{{Player: "p1", Bid: 1, Tricks: 3, Colored14: 1}, e("p2", 0, 3)}},
		want: map[string]want{"p1": {0, 0, 0}, "p2": {0, 0, 0}},
	},
	{
		// Full rules: "Cannonball (Closed Fist): +15 pts per card if exactly successful, 0 pts if
		// incorrect (even by a single trick)." Round 4: 60 and the bonus; off by one: 0.
		name: "rascal/cannonball", opts: rascal, players: []string{"p1", "p2", "p3"}, round: 4,
		rd: Round{Entries: []Entry{{Player: "p1", Bid: 2, Tricks: 2, Cannonball: true, MermaidsByPirate: 1},
			{Player: "p2", Bid: 1, Tricks: 2, Cannonball: true, Colored14: 1}, {Player: "p3", Bid: 0, Tricks: 0, Cannonball: true}}},
		want: map[string]want{"p1": {60, 20, 80}, "p2": {0, 0, 0}, "p3": {60, 0, 60}},
	},
	{
		// SPEC 1.1: under Rascal scoring Loot needs an exact bid: a glancing blow gets half the
		// round and half the captures but no Loot; the exact partner gets no Loot either.
		name: "rascal/glancing blow gets no loot", opts: rascal, players: []string{"p1", "p2"}, round: 4,
		rd: Round{Entries: []Entry{{Player: "p1", Bid: 3, Tricks: 2, Colored14: 1, LootWith: []string{"p2"}},
			{Player: "p2", Bid: 2, Tricks: 2, LootWith: []string{"p1"}}}},
		want: map[string]want{"p1": {20, 5, 25}, "p2": {40, 0, 40}},
	},
	{
		// SPEC 1.1: Rascal direct hits with Loot: +20 each.
		name: "rascal/loot on direct hits", opts: rascal, players: []string{"p1", "p2"}, round: 4,
		rd: Round{Entries: []Entry{{Player: "p1", Bid: 3, Tricks: 3, LootWith: []string{"p2"}},
			{Player: "p2", Bid: 1, Tricks: 1, Cannonball: true, LootWith: []string{"p1"}}}},
		want: map[string]want{"p1": {40, 20, 60}, "p2": {60, 20, 80}},
	},
	{
		// SPEC 1.1: the wager counts in every scoring system and needs an exact bid: a glancing blow
		// loses it (half the round, -wager).
		name: "rascal/wager lost on a glancing blow", opts: rascal, players: []string{"p1", "p2"}, round: 4,
		rd:   Round{Entries: []Entry{{Player: "p1", Bid: 2, Tricks: 3, Wager: 20}, e("p2", 1, 1)}},
		want: map[string]want{"p1": {20, -20, 0}, "p2": {40, 0, 40}},
	},
	{
		name: "rascal/wager lost on a complete failure", opts: rascal, players: []string{"p1", "p2"}, round: 4,
		rd:   Round{Entries: []Entry{{Player: "p1", Bid: 1, Tricks: 3, Wager: 10}, e("p2", 1, 1)}},
		want: map[string]want{"p1": {0, -10, -10}},
	},
	{
		// Harry with Rascal scoring: bid 4, won 3, changed to 3: a direct hit.
		name: "rascal/harry makes a direct hit", opts: rascal, players: []string{"p1", "p2"}, round: 5,
		rd:   Round{Entries: []Entry{{Player: "p1", Bid: 4, Harry: -1, Tricks: 3}, e("p2", 1, 2)}},
		want: map[string]want{"p1": {50, 0, 50}, "p2": {25, 0, 25}},
	},
	{
		// 8 players: rounds 9 and 10 deal 8 cards (70/8); a zero in round 10 is worth 80.
		name: "spec/8 players, round 10 deals 8", players: []string{"p1", "p2", "p3", "p4", "p5", "p6", "p7", "p8"}, round: 10,
		rd: Round{Entries: []Entry{e("p1", 0, 0), e("p2", 8, 8), e("p3", 0, 0), e("p4", 0, 0),
			e("p5", 0, 0), e("p6", 0, 0), e("p7", 0, 0), e("p8", 1, 0)}},
		want: map[string]want{"p1": {80, 0, 80}, "p2": {160, 0, 160}, "p8": {-10, 0, -10}},
	},
}

func TestScoreRound(t *testing.T) {
	for _, c := range scoreCases {
		t.Run(c.name, func(t *testing.T) {
			players := table(c.players...)
			m := &Match{Options: c.opts}
			if is := m.ValidateRound(c.round, c.rd, players).Errors(); len(is) > 0 {
				t.Fatalf("the case is not a valid round: %v", rules(is))
			}
			got := m.ScoreRound(c.round, c.rd, players)
			if len(got) != len(players) {
				t.Fatalf("%d results for %d players", len(got), len(players))
			}
			for _, r := range got {
				w, ok := c.want[r.Player]
				if !ok {
					continue
				}
				if r.BidPoints != w.bid || r.Bonus != w.bonus || r.Points != w.points {
					t.Errorf("%s: bid points %d, bonus %d, round points %d; want %d, %d, %d",
						r.Player, r.BidPoints, r.Bonus, r.Points, w.bid, w.bonus, w.points)
				}
				if r.Points != r.BidPoints+r.Bonus || r.Bonus != r.Captures+r.Loot+r.Wager {
					t.Errorf("%s: columns do not add up: %+v", r.Player, r)
				}
			}
		})
	}
}

func TestResultShowsBothBids(t *testing.T) {
	players := table("p1", "p2")
	m := &Match{}
	rd := Round{Entries: []Entry{{Player: "p1", Bid: 2, Harry: 1, Tricks: 3}, e("p2", 1, 1)}}
	r := m.ScoreRound(4, rd, players)[0]
	if r.Bid != 2 || r.Changed != 3 || r.Off != 0 || r.Cards != 4 || !r.Entered {
		t.Errorf("got %+v", r)
	}
}

func TestMissingEntryScoresZero(t *testing.T) {
	players := table("p1", "p2")
	m := &Match{}
	rs := m.ScoreRound(1, Round{Entries: []Entry{e("p1", 1, 1)}}, players)
	if rs[1].Entered || rs[1].Points != 0 || rs[0].Points != 20 {
		t.Errorf("got %+v", rs)
	}
}

func TestSheetRunningTotals(t *testing.T) {
	players := table("a", "b")
	m := &Match{Options: Options{Cards: []int{1, 2}}, Rounds: []Round{
		{Entries: []Entry{e("a", 1, 1), e("b", 0, 0)}}, // a 20, b 10
		{Entries: []Entry{e("a", 0, 1), e("b", 1, 1)}}, // a -20, b 20
	}}
	s := m.Sheet(players)
	if s[0][0].Total != 20 || s[0][1].Total != 10 || s[1][0].Total != 0 || s[1][1].Total != 30 {
		t.Errorf("totals: %+v", s)
	}
	if !s[0][0].Dealer || s[0][1].Dealer || !s[1][1].Dealer {
		t.Errorf("dealers: %+v", s)
	}
}
