package skullking

import "scorekeeper/scoring"

// Table limits: how many of each bonus card the deck holds.
const (
	colored14s = 3 // green, yellow, purple 14s
	black14s   = 1
	pirates    = 6 // five Pirates and the Tigress played as a Pirate
	mermaids   = 2
	skullKings = 1
	lootCards  = 2
	maxDestroy = 2 // the Kraken and the White Whale
)

// Validate checks the options and every round against the rules: errors
// block saving, warnings point out what is allowed but unusual.
func (m *Match) Validate(players []scoring.Player) scoring.Issues {
	is := m.ValidateOptions(players)
	deals := m.Deals(players) // once: ValidateRound would look each round's cards up
	for i, rd := range m.Rounds {
		if i >= len(deals) {
			b := scoring.Builder{Round: i + 1}
			b.Err("rounds", "rule.skullking.rounds.extra", "Max", len(deals))
			is = append(is, b.Issues...)
			continue
		}
		if c := deals[i]; c < 1 || c > MaxCards(m.Options.Hands(len(players))) {
			continue // ValidateOptions refuses the deal; the round cannot be judged by it
		}
		is = append(is, m.validateRound(i+1, rd, players, deals[i])...)
	}
	return is
}

// ValidateOptions checks the players and options (issues of round 0).
func (m *Match) ValidateOptions(players []scoring.Player) scoring.Issues {
	var b scoring.Builder
	o := m.Options
	n := len(players)
	if n < MinPlayers || n > MaxPlayers {
		b.Err("players", "rule.skullking.players", "Min", MinPlayers, "Max", MaxPlayers, "Count", n)
	}
	if o.Scoring != "" && o.Scoring != Standard && o.Scoring != Rascal {
		b.Err("scoring", "rule.skullking.scoring", "Value", o.Scoring)
	}
	if o.Ghost && n != 2 {
		b.Err("ghost", "rule.skullking.ghost", "Count", n)
	}
	if o.FirstDealer != "" && scoring.Index(players, o.FirstDealer) < 0 {
		b.Err("firstDealer", "rule.skullking.firstDealer", "ID", o.FirstDealer)
	}
	if o.Cards != nil && len(o.Cards) == 0 {
		b.Err("cards", "rule.skullking.cards.empty")
	}
	limit := MaxCards(o.Hands(n))
	for i, c := range o.Cards {
		if c < 1 || c > limit {
			b.Err("cards", "rule.skullking.cards.range", "Round", i+1, "Min", 1, "Max", limit, "Value", c)
		}
	}
	return b.Issues
}

// ValidateRound checks rd as round r (1-based) of the match, whether or
// not it is stored yet (the app checks a round as it is typed).
func (m *Match) ValidateRound(r int, rd Round, players []scoring.Player) scoring.Issues {
	return m.validateRound(r, rd, players, m.Cards(r, players))
}

// validateRound is ValidateRound with round r's cards.
func (m *Match) validateRound(r int, rd Round, players []scoring.Player, cards int) scoring.Issues {
	b := scoring.Builder{Round: r}
	hands := m.Options.Hands(len(players))

	if b.Range("destroyed", rd.Destroyed, 0, maxDestroy) && rd.Destroyed > cards {
		b.Err("destroyed", "rule.skullking.destroyed.cards", "Max", cards, "Value", rd.Destroyed)
	}
	m.validateInPlay(&b, rd)

	// One entry per player: find each seat's entry, flag strangers and repeats.
	entries := make([]Entry, len(players))
	has := make([]bool, len(players))
	for _, e := range rd.Entries {
		s := scoring.Index(players, e.Player)
		switch {
		case s < 0:
			b.Err("player", "rule.skullking.entry.unknown", "ID", e.Player)
		case has[s]:
			b.Player = e.Player
			b.Err("player", "rule.skullking.entry.duplicate")
			b.Player = ""
		default:
			entries[s], has[s] = e, true
		}
	}
	complete := true
	for s, p := range players {
		if !has[s] && scoring.Index(players, p.ID) == s {
			b.Player = p.ID
			b.Err("entries", "rule.skullking.entry.missing")
			b.Player = ""
			complete = false
		}
	}

	var sum struct{ tricks, colored, black, pirates, mermaids, kings, harry, wager, loot, kingHolders int }
	for s, e := range entries {
		if !has[s] {
			continue
		}
		b.Player = e.Player
		m.validateEntry(&b, e, cards, hands)
		sum.tricks += min(max(e.Tricks, -Deck), Deck) // out of range is refused anyway; the sum never wraps
		// Table limits count only values in range (the others have their own error).
		sum.colored += inRange(e.Colored14, colored14s)
		sum.black += inRange(e.Black14, black14s)
		sum.pirates += inRange(e.PiratesByKing, pirates)
		sum.mermaids += inRange(e.MermaidsByPirate, mermaids)
		sum.kings += inRange(e.KingByMermaid, skullKings)
		if e.Harry != 0 {
			sum.harry++
		}
		if e.Wager != 0 {
			sum.wager++
		}
		if inRange(e.PiratesByKing, pirates) > 0 {
			sum.kingHolders++
		}
		sum.loot += validateLoot(&b, s, entries, has, players)
	}
	b.Player = ""

	if complete {
		want := cards - rd.Destroyed
		switch {
		case m.Options.Ghost && sum.tricks > want:
			b.Err("tricks", "rule.skullking.tricks.ghost", "Max", want, "Got", sum.tricks)
		case !m.Options.Ghost && sum.tricks != want:
			b.Err("tricks", "rule.skullking.tricks.sum", "Want", want, "Got", sum.tricks)
		}
	}
	table := []struct {
		field string
		got   int
		max   int
	}{
		{"colored14", sum.colored, colored14s},
		{"black14", sum.black, black14s},
		{"piratesByKing", sum.pirates, pirates},
		{"mermaidsByPirate", sum.mermaids, mermaids},
		{"kingByMermaid", sum.kings, skullKings},
	}
	for _, t := range table {
		if t.got > t.max {
			b.Err(t.field, "rule.skullking."+t.field+".table", "Max", t.max, "Got", t.got)
		}
	}
	if sum.kingHolders > 1 {
		b.Err("piratesByKing", "rule.skullking.king.one", "Got", sum.kingHolders)
	}
	if sum.kingHolders > 0 && sum.kings > 0 {
		b.Err("kingByMermaid", "rule.skullking.king.both")
	}
	// The Mermaid that took the Skull King is one of the two as well.
	if sum.mermaids <= mermaids && sum.kings <= skullKings && sum.mermaids+sum.kings > mermaids {
		b.Err("kingByMermaid", "rule.skullking.mermaids.table", "Max", mermaids, "Got", sum.mermaids)
	}
	if sum.harry > 1 {
		b.Err("harry", "rule.skullking.harry.one", "Got", sum.harry)
	}
	if sum.wager > 1 {
		b.Err("wager", "rule.skullking.wager.one", "Got", sum.wager)
	}
	if sum.loot/2 > lootCards {
		b.Err("lootWith", "rule.skullking.loot.two", "Max", lootCards, "Got", sum.loot/2)
	}
	return b.Issues
}

// validateEntry checks one player's entry on its own.
func (m *Match) validateEntry(b *scoring.Builder, e Entry, cards, hands int) {
	bidOK := b.Range("bid", e.Bid, 0, cards)
	harryOK := b.Range("harry", e.Harry, -1, 1) && bidOK
	if c := e.Changed(); harryOK && (c < 0 || c > cards) {
		b.Err("harry", "rule.skullking.harry.bid", "Min", 0, "Max", cards, "Value", c)
		harryOK = false
	}
	tricksOK := b.Range("tricks", e.Tricks, 0, cards)
	if e.Harry != 0 && e.Tricks == 0 {
		b.Err("harry", "rule.skullking.harry.notricks")
	}
	// Harry is there to fix a bid; moving it away from the tricks is odd.
	if e.Harry != 0 && harryOK && tricksOK && e.Off() > abs(e.Bid-e.Tricks) {
		b.Warn("harry", "rule.skullking.harry.away")
	}
	switch e.Wager {
	case 0:
	case 10, 20:
		if e.Tricks == 0 {
			b.Err("wager", "rule.skullking.wager.notricks")
		}
	default:
		b.Err("wager", "rule.skullking.wager.value", "Value", e.Wager)
	}
	if e.Cannonball && !m.Options.Rascal() {
		b.Err("cannonball", "rule.skullking.cannonball.standard")
	}

	captures := []struct {
		field string
		v     int
		max   int
	}{
		{"colored14", e.Colored14, colored14s},
		{"black14", e.Black14, black14s},
		{"piratesByKing", e.PiratesByKing, pirates},
		{"mermaidsByPirate", e.MermaidsByPirate, mermaids},
		{"kingByMermaid", e.KingByMermaid, skullKings},
	}
	ok := true
	for _, c := range captures {
		if !b.Range(c.field, c.v, 0, c.max) {
			ok = false
			continue
		}
		if c.v > 0 && e.Tricks == 0 {
			b.Err(c.field, "rule.skullking.capture.notricks")
		}
	}
	if !ok || !tricksOK || e.Tricks == 0 {
		return
	}
	// The Skull King captures pirates in the one trick he wins, beside the
	// other hands' cards.
	if most := hands - 1; e.PiratesByKing > most {
		b.Err("piratesByKing", "rule.skullking.piratesByKing.trick", "Max", most, "Value", e.PiratesByKing)
	} else if most, used := e.Tricks*hands, e.cardsUsed(); used > most {
		b.Err("tricks", "rule.skullking.capture.cards", "Max", most, "Got", used)
	}
}

// validateLoot checks the Loot partners of the entry at seat s and
// returns how many alliances it names (each is counted from both sides).
func validateLoot(b *scoring.Builder, s int, entries []Entry, has []bool, players []scoring.Player) int {
	me := entries[s]
	n := 0
	for i, id := range me.LootWith {
		p := scoring.Index(players, id)
		if p < 0 || p == s {
			b.Err("lootWith", "rule.skullking.loot.partner", "ID", id)
			continue
		}
		n++
		if seenBefore(me.LootWith, i) || !has[p] {
			continue
		}
		partner := entries[p]
		name := players[p].Name
		if count(me.LootWith, id) != count(partner.LootWith, me.Player) {
			b.Err("lootWith", "rule.skullking.loot.mutual", "ID", id, "Name", name)
		}
		if me.Tricks <= 0 && partner.Tricks <= 0 {
			b.Err("lootWith", "rule.skullking.loot.notricks", "ID", id, "Name", name)
		}
	}
	return n
}

// inRange returns v when 0 <= v <= most, else 0.
func inRange(v, most int) int {
	if v < 0 || v > most {
		return 0
	}
	return v
}
