package skullking

import "scorekeeper/scoring"

// Result is one player's line of one round on the score sheet: the paper
// sheet's columns (Bid, Bid points, Bonus points, Round points, Running
// total) and what went into them.
type Result struct {
	Round      int    // 1-based
	Player     string // player id
	Seat       int    // index in the players
	Cards      int    // cards dealt this round
	Dealer     bool   // the player dealt this round
	Entered    bool   // false: the round has no entry for the player (scored 0)
	Bid        int    // the bid as made
	Changed    int    // the bid scored, after Harry the Giant's change (= Bid without it)
	Tricks     int    // tricks won
	Off        int    // tricks off the changed bid; 0 is an exact bid
	Cannonball bool   // Rascal scoring: Cannonball rather than Buckshot
	BidPoints  int    // "Bid points"
	Captures   int    // capture bonuses as scored (halved on a Rascal glancing blow)
	Loot       int    // Loot alliance bonuses (+20 each)
	Wager      int    // Rascal's wager: won (+) or lost (-)
	Bonus      int    // "Bonus points": Captures + Loot + Wager
	Points     int    // "Round points": BidPoints + Bonus
	Total      int    // "Running total" after this round
}

// Sheet scores every round entered: one slice per round, one Result per
// player in seating order, with running totals.
func (m *Match) Sheet(players []scoring.Player) [][]Result {
	n := len(players)
	deals := m.Deals(players)
	all := make([]Result, len(m.Rounds)*n)
	sheet := make([][]Result, len(m.Rounds))
	var t bySeat
	for i, rd := range m.Rounds {
		rs := all[i*n : (i+1)*n : (i+1)*n]
		cards := 0
		if i < len(deals) {
			cards = deals[i]
		}
		m.score(i+1, rd, players, cards, &t, rs)
		for s := range rs {
			if i > 0 {
				rs[s].Total = sheet[i-1][s].Total
			}
			rs[s].Total += rs[s].Points
		}
		sheet[i] = rs
	}
	return sheet
}

// ScoreRound scores rd as round r (1-based) of the match, whether or not
// it is stored yet (the app scores a round as it is typed). Totals are
// left 0; Sheet fills them in.
func (m *Match) ScoreRound(r int, rd Round, players []scoring.Player) []Result {
	out := make([]Result, len(players))
	var t bySeat
	m.score(r, rd, players, m.Cards(r, players), &t, out)
	return out
}

// bySeat is each seat's entry in a round (the first one for the player).
type bySeat struct {
	entries []Entry
	has     []bool
}

func (t *bySeat) fill(rd Round, players []scoring.Player) {
	n := len(players)
	if cap(t.entries) < n {
		t.entries, t.has = make([]Entry, n), make([]bool, n)
	}
	t.entries, t.has = t.entries[:n], t.has[:n]
	clear(t.entries)
	clear(t.has)
	for _, e := range rd.Entries {
		if s := scoring.Index(players, e.Player); s >= 0 && !t.has[s] {
			t.entries[s], t.has[s] = e, true
		}
	}
}

// score fills out (one Result per seat) for round r with the given cards.
func (m *Match) score(r int, rd Round, players []scoring.Player, cards int, t *bySeat, out []Result) {
	dealer := m.Dealer(r, players)
	rascal := m.Options.Rascal()
	t.fill(rd, players)
	for s, p := range players {
		e := &t.entries[s]
		res := Result{
			Round: r, Player: p.ID, Seat: s, Cards: cards, Dealer: s == dealer,
			Entered: t.has[s], Bid: e.Bid, Changed: e.Changed(), Tricks: e.Tricks,
			Off: e.Off(), Cannonball: e.Cannonball,
		}
		if t.has[s] {
			allies := 0
			if e.Exact() {
				allies = lootAllies(s, t.entries, t.has, players)
			}
			res.BidPoints, res.Captures, res.Loot, res.Wager = points(rascal, cards, *e, allies)
		}
		res.Bonus = res.Captures + res.Loot + res.Wager
		res.Points = res.BidPoints + res.Bonus
		out[s] = res
	}
}

// captureBonus is the full bonus for an entry's captures.
func captureBonus(e Entry) int {
	return 10*e.Colored14 + 20*e.Black14 + 30*e.PiratesByKing + 20*e.MermaidsByPirate + 40*e.KingByMermaid
}

// points scores one entry: bid points, capture bonus, Loot bonus and
// wager. allies counts the Loot alliances whose partner made the bid too.
func points(rascal bool, cards int, e Entry, allies int) (bid, captures, loot, wager int) {
	exact := e.Exact()
	if exact {
		wager = e.Wager
	} else {
		wager = -e.Wager
	}
	if rascal {
		value := 10 * cards
		switch {
		case e.Cannonball && exact:
			return 15 * cards, captureBonus(e), 20 * allies, wager
		case e.Cannonball:
			return 0, 0, 0, wager
		case exact: // direct hit
			return value, captureBonus(e), 20 * allies, wager
		case e.Off() == 1: // glancing blow: half, and half the bonuses but Loot
			return value / 2, captureBonus(e) / 2, 0, wager
		default: // complete failure
			return 0, 0, 0, wager
		}
	}
	switch {
	case exact && e.Changed() == 0:
		return 10 * cards, captureBonus(e), 20 * allies, wager
	case exact:
		return 20 * e.Changed(), captureBonus(e), 20 * allies, wager
	case e.Changed() == 0:
		return -10 * cards, 0, 0, wager
	default:
		return -10 * e.Off(), 0, 0, wager
	}
}

// lootAllies counts the Loot alliances of the player at seat s whose
// partner also made the bid exactly. An alliance counts when both name
// each other (as often as both do); self and strangers never count.
func lootAllies(s int, entries []Entry, has []bool, players []scoring.Player) int {
	me := entries[s]
	n := 0
	for i, id := range me.LootWith {
		if id == me.Player || seenBefore(me.LootWith, i) {
			continue
		}
		p := scoring.Index(players, id)
		if p < 0 || !has[p] || !entries[p].Exact() {
			continue
		}
		n += min(count(me.LootWith, id), count(entries[p].LootWith, me.Player))
	}
	return n
}

func seenBefore(ids []string, i int) bool {
	for _, id := range ids[:i] {
		if id == ids[i] {
			return true
		}
	}
	return false
}

func count(ids []string, id string) int {
	n := 0
	for _, x := range ids {
		if x == id {
			n++
		}
	}
	return n
}
