package skullking

import "scorekeeper/scoring"

// A player's captures and pirate powers must fit in the tricks the player
// won (SPEC 1.1). Each trick holds one card per hand and is won by one of
// them. Some tricks must be won by a particular card: the Skull King's
// (he captured Pirates), a Mermaid's (she captured the Skull King), a
// Pirate's (he captured Mermaids), Harry the Giant's and Rascal's (their
// powers). The other cards of a trick, the ones that did not win it, hold
// the captured Pirates, Mermaids and Skull King, the Loot cards and the
// 14s; a 14 may also win a trick no particular card has to win.

// fit is what one entry asks of the tricks the player won.
type fit struct {
	tricks  int // tricks won
	hands   int // cards in a trick
	fixed   int // tricks won by the Skull King or a Mermaid
	mermaid int // tricks Pirates need to capture the Mermaids
	pirates int // tricks Pirates won: the Mermaids' and the powers'
	cards   int // cards the captures take, winners included
}

// fitOf works out what e asks of its tricks in a round of hands cards a trick.
func fitOf(e Entry, hands int) fit {
	f := fit{tricks: e.Tricks, hands: hands}
	f.fixed = min(e.PiratesByKing, 1) + min(e.KingByMermaid, 1)
	if e.MermaidsByPirate > 0 && hands > 1 {
		f.mermaid = (e.MermaidsByPirate + hands - 2) / (hands - 1) // one Pirate, hands-1 Mermaids a trick
	}
	f.pirates = max(f.mermaid, powers(e))
	f.cards = e.PiratesByKing + e.MermaidsByPirate + e.KingByMermaid + e.Colored14 + e.Black14 + f.winners()
	return f
}

// powers counts the pirate powers the entry used (Harry, Rascal's wager).
func powers(e Entry) int {
	n := 0
	if e.Harry != 0 {
		n++
	}
	if e.Wager != 0 {
		n++
	}
	return n
}

// winners is how many tricks a particular card must have won.
func (f fit) winners() int { return f.fixed + f.pirates }

// captured is how many cards the captures put among the cards that did
// not win (the winners' own cards aside).
func (e Entry) captured() int { return e.PiratesByKing + e.MermaidsByPirate + e.KingByMermaid }

// room is the places left for Loot cards among the cards that did not
// win the player's tricks, after the captures: 14s first win tricks no
// particular card had to win, the rest take places beside the winners.
func (f fit) room(e Entry) int {
	free := f.tricks*(f.hands-1) - e.captured()
	if extra := e.Colored14 + e.Black14 - (f.tricks - f.winners()); extra > 0 {
		free -= extra
	}
	return max(free, 0)
}

// open is how many of the player's tricks can hold a Loot card: a trick
// with a place beside its winner. Every trick no particular card had to
// win has one; the Skull King's has one unless his Pirates fill it; the
// Mermaid's unless the Skull King fills a trick of two; the Pirates'
// tricks as many as the Mermaids leave places for.
func (f fit) open(e Entry) int {
	n := f.tricks - f.winners()
	if e.PiratesByKing > 0 && e.PiratesByKing < f.hands-1 {
		n++
	}
	if e.KingByMermaid > 0 && f.hands > 2 {
		n++
	}
	return n + min(f.pirates, f.pirates*(f.hands-1)-e.MermaidsByPirate)
}

// takes reports whether the player's tricks can hold the Loot cards
// given by the players in givers (seats). Both from one player, who
// plays one card a trick, need two tricks with a place: Pirates may win
// more of the player's tricks to spread the Mermaids (spare: the Pirates
// no one else needs).
func (f fit) takes(e Entry, givers []int, spare int) bool {
	switch {
	case len(givers) == 0:
		return true
	case f.tricks == 0:
		return false
	case len(givers) == 2 && givers[0] == givers[1]:
		for q := f.pirates; q <= f.pirates+spare && f.fixed+q <= f.tricks; q++ {
			if g := f.withPirates(q); g.room(e) >= 2 && g.open(e) >= 2 {
				return true
			}
		}
		return false
	}
	return f.room(e) >= len(givers)
}

// withPirates is f with q of the tricks won by Pirates.
func (f fit) withPirates(q int) fit {
	f.cards += q - f.pirates
	f.pirates = q
	return f
}

// alliance is one Loot card between the players of two seats.
type alliance struct{ a, b int }

// alliances lists the round's Loot alliances (each once) between seats
// with entries; ok is false when one of its allies' captures do not fit
// (that error is reported, and the Loot cards cannot be judged).
func alliances(t seated, fits []bool, players []scoring.Player) (out []alliance, ok bool) {
	for s, e := range t.entries {
		if !t.has[s] {
			continue
		}
		for i, id := range e.LootWith {
			p := scoring.Index(players, id)
			if p <= s || seenBefore(e.LootWith, i) {
				continue
			}
			if !fits[s] || !fits[p] {
				return nil, false
			}
			for range count(e.LootWith, id) {
				out = append(out, alliance{s, p})
			}
		}
	}
	return out, true
}

// lootFits reports whether each Loot card can lie in a trick one of its
// allies won, given by the other: it tries every choice of receivers
// (two cards at most: four choices).
func lootFits(al []alliance, entries []Entry, hands, spare int) bool {
	for choice := range 1 << len(al) {
		givers := map[int][]int{} // receiver seat: the seats of the givers
		for i, a := range al {
			if choice&(1<<i) != 0 {
				a.a, a.b = a.b, a.a
			}
			givers[a.a] = append(givers[a.a], a.b)
		}
		all := true
		for r, g := range givers {
			all = all && fitOf(entries[r], hands).takes(entries[r], g, spare)
		}
		if all {
			return true
		}
	}
	return false
}

// validateLootRoom refuses Loot cards that fit in no trick their allies
// won (the cards there are full), naming the alliance on both sides.
func validateLootRoom(b *scoring.Builder, t seated, fits []bool, players []scoring.Player, hands, spare int) {
	al, ok := alliances(t, fits, players)
	if !ok || len(al) == 0 || lootFits(al, t.entries, hands, max(spare, 0)) {
		return
	}
	for i, a := range al {
		if i > 0 && al[i-1] == a {
			continue
		}
		for _, side := range [][2]int{{a.a, a.b}, {a.b, a.a}} {
			b.Player = players[side[0]].ID
			b.Err("lootWith", "rule.skullking.loot.room", "ID", players[side[1]].ID, "Name", players[side[1]].Name)
		}
	}
	b.Player = ""
}
