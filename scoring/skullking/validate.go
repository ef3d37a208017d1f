package skullking

import (
	"slices"
	"strings"

	"scorekeeper/scoring"
)

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
	t := seatEntries(&b, rd, players)
	var sum tableSum
	fits := make([]bool, len(players))
	lootOK := true
	for s, e := range t.entries {
		if !t.has[s] {
			continue
		}
		b.Player = e.Player
		fits[s] = m.validateEntry(&b, e, cards, hands)
		sum.add(e, fits[s], hands, nameOf(players[s]))
		n, ok := validateLoot(&b, s, t.entries, t.has, players)
		sum.loot += n
		lootOK = lootOK && ok
	}
	b.Player = ""
	if t.complete {
		m.validateTricks(&b, sum.tricks, cards-rd.Destroyed)
	}
	sum.validate(&b)
	if lootOK && sum.loot/2 <= lootCards {
		validateLootRoom(&b, t, fits, players, hands, pirates-sum.pirates-sum.pirateWins)
	}
	return b.Issues
}

// seatEntries finds each seat's entry in rd, refusing strangers, repeats
// and missing players; complete tells whether every player has one.
func seatEntries(b *scoring.Builder, rd Round, players []scoring.Player) (t seated) {
	t.entries = make([]Entry, len(players))
	t.has = make([]bool, len(players))
	for _, e := range rd.Entries {
		s := scoring.Index(players, e.Player)
		switch {
		case s < 0:
			b.Err("player", "rule.skullking.entry.unknown", "ID", e.Player)
		case t.has[s]:
			b.Player = e.Player
			b.Err("player", "rule.skullking.entry.duplicate")
			b.Player = ""
		default:
			t.entries[s], t.has[s] = e, true
		}
	}
	t.complete = true
	for s, p := range players {
		if !t.has[s] && scoring.Index(players, p.ID) == s {
			b.Player = p.ID
			b.Err("entries", "rule.skullking.entry.missing")
			b.Player = ""
			t.complete = false
		}
	}
	return t
}

// validateTricks checks the tricks of all players against the tricks
// won this round (want): equal, or with the ghost at most that.
func (m *Match) validateTricks(b *scoring.Builder, got, want int) {
	switch {
	case m.Options.Ghost && got > want:
		b.Err("tricks", "rule.skullking.tricks.ghost", "Max", want, "Got", got)
	case !m.Options.Ghost && got != want:
		b.Err("tricks", "rule.skullking.tricks.sum", "Want", want, "Got", got)
	}
}

// seated is each seat's entry in a round, and whether every seat has one.
type seated struct {
	bySeat
	complete bool
}

// tableSum counts across the table what the deck holds once.
type tableSum struct {
	tricks, colored, black, pirates, mermaids, kings, harry, wager, loot, kingHolders int
	pirateWins                                                                        int // tricks Pirates won, of entries whose captures fit
	// who names, by field, the players whose entries count in it (a
	// refusal across the table says whose entries make it)
	who map[string][]string
}

// add counts e, the entry of the player named name; fits tells whether
// its captures fit its tricks.
func (sum *tableSum) add(e Entry, fits bool, hands int, name string) {
	if sum.who == nil {
		sum.who = map[string][]string{}
	}
	for _, f := range []struct {
		field string
		used  bool
	}{
		{"colored14", inRange(e.Colored14, colored14s) > 0},
		{"black14", inRange(e.Black14, black14s) > 0},
		{"piratesByKing", inRange(e.PiratesByKing, pirates) > 0},
		{"mermaidsByPirate", inRange(e.MermaidsByPirate, mermaids) > 0},
		{"kingByMermaid", inRange(e.KingByMermaid, skullKings) > 0},
		{"harry", e.Harry != 0},
		{"wager", e.Wager != 0},
		{"lootWith", len(e.LootWith) > 0},
		{"pirateWins", fits && fitOf(e, hands).pirates > 0},
	} {
		if f.used {
			sum.who[f.field] = append(sum.who[f.field], name)
		}
	}
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
	if fits {
		sum.pirateWins += fitOf(e, hands).pirates
	}
}

// validate refuses more of a card across the table than the deck holds.
func (sum *tableSum) validate(b *scoring.Builder) {
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
			b.Err(t.field, "rule.skullking."+t.field+".table", "Max", t.max, "Got", t.got, "Names", sum.names(t.field))
		}
	}
	if sum.kingHolders > 1 {
		b.Err("piratesByKing", "rule.skullking.king.one", "Got", sum.kingHolders, "Names", sum.names("piratesByKing"))
	}
	if sum.kingHolders > 0 && sum.kings > 0 {
		b.Err("kingByMermaid", "rule.skullking.king.both", "Names", sum.names("piratesByKing", "kingByMermaid"))
	}
	// The Mermaid that took the Skull King is one of the two as well.
	if sum.mermaids <= mermaids && sum.kings <= skullKings && sum.mermaids+sum.kings > mermaids {
		b.Err("kingByMermaid", "rule.skullking.mermaids.table", "Max", mermaids, "Got", sum.mermaids, "Names", sum.names("kingByMermaid", "mermaidsByPirate"))
	}
	// A Pirate the Skull King captured won no trick.
	if sum.pirates <= pirates && sum.pirates+sum.pirateWins > pirates {
		b.Err("piratesByKing", "rule.skullking.pirates.winners", "Max", pirates, "Captured", sum.pirates, "Won", sum.pirateWins,
			"Names", sum.names("piratesByKing", "pirateWins"))
	}
	if sum.harry > 1 {
		b.Err("harry", "rule.skullking.harry.one", "Got", sum.harry, "Names", sum.names("harry"))
	}
	if sum.wager > 1 {
		b.Err("wager", "rule.skullking.wager.one", "Got", sum.wager, "Names", sum.names("wager"))
	}
	if sum.loot/2 > lootCards {
		b.Err("lootWith", "rule.skullking.loot.two", "Max", lootCards, "Got", sum.loot/2, "Names", sum.names("lootWith"))
	}
}

// names lists the players counted in any of fields (by field, then by
// seat), each once: "Anne, Bob".
func (sum *tableSum) names(fields ...string) string {
	var out []string
	for _, f := range fields {
		for _, n := range sum.who[f] {
			if !slices.Contains(out, n) {
				out = append(out, n)
			}
		}
	}
	return strings.Join(out, ", ")
}

// validateEntry checks one player's entry on its own and reports whether
// its captures and powers fit the tricks won.
func (m *Match) validateEntry(b *scoring.Builder, e Entry, cards, hands int) bool {
	bidOK := b.Range("bid", e.Bid, 0, cards)
	tricksOK := b.Range("tricks", e.Tricks, 0, cards)
	validateHarry(b, e, cards, bidOK, tricksOK)
	wagerOK := validateWager(b, e)
	if e.Cannonball && !m.Options.Rascal() {
		b.Err("cannonball", "rule.skullking.cannonball.standard")
	}
	if !validateCaptures(b, e) || !tricksOK || abs(e.Harry) > 1 || !wagerOK {
		return false
	}
	if e.Tricks == 0 {
		return e.captured()+e.Colored14+e.Black14+powers(e) == 0
	}
	return validateFit(b, e, hands)
}

// validateHarry checks Harry the Giant's change.
func validateHarry(b *scoring.Builder, e Entry, cards int, bidOK, tricksOK bool) {
	harryOK := b.Range("harry", e.Harry, -1, 1) && bidOK
	if c := e.Changed(); harryOK && (c < 0 || c > cards) {
		b.Err("harry", "rule.skullking.harry.bid", "Min", 0, "Max", cards, "Value", c)
		harryOK = false
	}
	if e.Harry != 0 && e.Tricks == 0 {
		b.Err("harry", "rule.skullking.harry.notricks")
	}
	// Harry is there to fix a bid; moving it away from the tricks is odd.
	if e.Harry != 0 && harryOK && tricksOK && e.Off() > abs(e.Bid-e.Tricks) {
		b.Warn("harry", "rule.skullking.harry.away")
	}
}

// validateWager checks Rascal's wager and reports whether its value is one of the three.
func validateWager(b *scoring.Builder, e Entry) bool {
	switch e.Wager {
	case 0:
	case 10, 20:
		if e.Tricks == 0 {
			b.Err("wager", "rule.skullking.wager.notricks")
		}
	default:
		b.Err("wager", "rule.skullking.wager.value", "Value", e.Wager)
		return false
	}
	return true
}

// validateCaptures checks each capture's range, and that only a player
// who won a trick captured anything.
func validateCaptures(b *scoring.Builder, e Entry) bool {
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
	return ok
}

// validateFit checks that the captures and powers of e (all in range,
// tricks won) fit the tricks won (fit.go), and reports whether they do.
func validateFit(b *scoring.Builder, e Entry, hands int) bool {
	// The Skull King captures pirates in the one trick he wins, beside
	// the other hands' cards.
	if most := hands - 1; e.PiratesByKing > most {
		b.Err("piratesByKing", "rule.skullking.piratesByKing.trick", "Max", most, "Value", e.PiratesByKing)
		return false
	}
	if e.PiratesByKing > 0 && e.KingByMermaid > 0 {
		return false // rule.skullking.king.both, for the round
	}
	f := fitOf(e, hands)
	steps := []struct {
		used  bool
		field string
		rule  string
		need  int
	}{
		{e.MermaidsByPirate > 0, "mermaidsByPirate", "rule.skullking.capture.tricks", f.fixed + f.mermaid},
		{e.Harry != 0, "harry", "rule.skullking.harry.trick", f.fixed + max(f.mermaid, 1)},
		{e.Wager != 0, "wager", "rule.skullking.wager.trick", f.fixed + f.pirates},
	}
	for _, s := range steps {
		if s.used && s.need > e.Tricks {
			b.Err(s.field, s.rule, "Need", s.need, "Tricks", e.Tricks)
			return false
		}
	}
	if most := e.Tricks * hands; f.cards > most {
		b.Err("tricks", "rule.skullking.capture.cards", "Max", most, "Got", f.cards)
		return false
	}
	return true
}

// validateLoot checks the Loot partners of the entry at seat s and
// returns how many alliances it names (each is counted from both sides),
// and whether they had no error.
func validateLoot(b *scoring.Builder, s int, entries []Entry, has []bool, players []scoring.Player) (int, bool) {
	me := entries[s]
	n := 0
	ok := true
	for i, id := range me.LootWith {
		p := scoring.Index(players, id)
		if p < 0 || p == s {
			b.Err("lootWith", "rule.skullking.loot.partner", "ID", id)
			ok = false
			continue
		}
		n++
		if !has[p] {
			ok = false // the partner's missing entry is the error
			continue
		}
		if seenBefore(me.LootWith, i) {
			continue
		}
		partner := entries[p]
		name := players[p].Name
		if count(me.LootWith, id) != count(partner.LootWith, me.Player) {
			b.Err("lootWith", "rule.skullking.loot.mutual", "ID", id, "Name", name)
			ok = false
		}
		if me.Tricks <= 0 && partner.Tricks <= 0 {
			b.Err("lootWith", "rule.skullking.loot.notricks", "ID", id, "Name", name)
			ok = false
		}
	}
	return n, ok
}

// nameOf is how a refusal names p: the name, or the id of a player
// without one.
func nameOf(p scoring.Player) string {
	if p.Name != "" {
		return p.Name
	}
	return p.ID
}

// inRange returns v when 0 <= v <= most, else 0.
func inRange(v, most int) int {
	if v < 0 || v > most {
		return 0
	}
	return v
}
