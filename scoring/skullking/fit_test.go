package skullking

import (
	"slices"
	"testing"

	"pgregory.net/rapid"

	"scorekeeper/scoring"
)

// The capacity rule stated generally (SPEC 1.1): a round's captures,
// powers and Loot cards are accepted exactly when the cards can be laid
// out in the tricks won. cardsFit searches every layout of a small round
// by brute force, knowing nothing of fit.go's counting.
func TestAcceptedExactlyWhenTheCardsFit(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		m, players, hands := drawSmallRound(t)
		got := !m.Validate(players).HasErrors()
		want := cardsFit(m.Rounds[0].Entries, hands)
		if got != want {
			t.Fatalf("accepted %v, the cards fit %v: %+v (%d a trick)\n%v", got, want, m.Rounds[0].Entries, hands, rules(m.Validate(players).Errors()))
		}
	})
}

// drawSmallRound draws one round of 1 to 3 tricks with bids made, and
// any captures, powers and Loot alliances (most of them impossible).
func drawSmallRound(t *rapid.T) (*Match, []scoring.Player, int) {
	n := rapid.IntRange(2, 6).Draw(t, "players")
	ghost := n == 2 && rapid.Bool().Draw(t, "ghost")
	cards := rapid.IntRange(1, 3).Draw(t, "cards")
	players := seats(n)
	hands := n
	if ghost {
		hands++
	}
	es := make([]Entry, n)
	for s := range es {
		es[s].Player = players[s].ID
	}
	for range cards {
		if w := rapid.IntRange(0, hands-1).Draw(t, "winner"); w < n {
			es[w].Tricks++
		}
	}
	// mostly 0, else 1 to most
	some := func(most int, label string) int {
		if rapid.IntRange(0, 5).Draw(t, label+" used") > 0 {
			return 0
		}
		return rapid.IntRange(1, most).Draw(t, label)
	}
	for s := range es {
		e := &es[s]
		if e.Tricks == 0 && rapid.IntRange(0, 9).Draw(t, "idle") > 0 {
			continue // a player without tricks captures nothing, mostly
		}
		e.Colored14 = some(2, "colored14")
		e.Black14 = some(1, "black14")
		e.PiratesByKing = some(5, "piratesByKing")
		e.MermaidsByPirate = some(2, "mermaidsByPirate")
		e.KingByMermaid = some(1, "kingByMermaid")
		e.Harry = some(2, "harry")*2 - 3 // -1 or +1
		if e.Harry == -3 {
			e.Harry = 0
		}
		e.Wager = 10 * some(1, "wager")
		e.Bid = e.Tricks - e.Harry
		if e.Bid < 0 || e.Bid > cards {
			e.Harry, e.Bid = 0, e.Tricks
		}
	}
	for range rapid.IntRange(0, 2).Draw(t, "loot") {
		a := rapid.IntRange(0, n-1).Draw(t, "ally")
		b := (a + 1 + rapid.IntRange(0, n-2).Draw(t, "other ally")) % n
		es[a].LootWith = append(es[a].LootWith, es[b].Player)
		es[b].LootWith = append(es[b].LootWith, es[a].Player)
	}
	return &Match{Options: Options{Cards: []int{cards}, Ghost: ghost}, Rounds: []Round{{Entries: es}}}, players, hands
}

// won is the card that won a trick, as the brute force sees it.
type won int

const (
	wonPlain won = iota // a card that captured nothing in particular
	wonColored14
	wonBlack14
	wonKing
	wonMermaid
	wonPirate
	wonHarry
	wonRascal
	kinds
)

// cardsFit reports whether the entries' cards can be laid out in the
// tricks won, hands cards a trick: it tries every card that may have won
// each trick, then every trick for each Mermaid, captured Skull King and
// Loot card, and counts the room left for the 14s.
func cardsFit(es []Entry, hands int) bool {
	var owner []int // the seat that won each trick
	for s, e := range es {
		for range e.Tricks {
			owner = append(owner, s)
		}
	}
	by := make([]won, len(owner))
	var try func(i int) bool
	try = func(i int) bool {
		if i == len(owner) {
			return layout{es: es, hands: hands, owner: owner, by: by}.fits()
		}
		for k := range kinds {
			by[i] = k
			if try(i + 1) {
				return true
			}
		}
		return false
	}
	return try(0)
}

// layout is the tricks of a round with the card that won each.
type layout struct {
	es    []Entry
	hands int
	owner []int
	by    []won
}

func (l layout) count(s int, k won) int {
	n := 0
	for t, o := range l.owner {
		if o == s && l.by[t] == k {
			n++
		}
	}
	return n
}

// fits checks the deck and each player's winners, then places the
// cards that did not win.
func (l layout) fits() bool {
	var sum Entry
	wins := map[won]int{}
	for _, k := range l.by {
		wins[k]++
	}
	for s, e := range l.es {
		sum.Colored14 += e.Colored14
		sum.Black14 += e.Black14
		sum.PiratesByKing += e.PiratesByKing
		sum.MermaidsByPirate += e.MermaidsByPirate
		sum.KingByMermaid += e.KingByMermaid
		if l.count(s, wonColored14) > e.Colored14 || l.count(s, wonBlack14) > e.Black14 ||
			e.Harry != 0 && l.count(s, wonHarry) == 0 || e.Wager != 0 && l.count(s, wonRascal) == 0 ||
			e.PiratesByKing > 0 && (l.count(s, wonKing) == 0 || e.PiratesByKing > l.hands-1) {
			return false
		}
	}
	switch {
	case sum.Colored14 > colored14s || sum.Black14 > black14s,
		wins[wonKing]+sum.KingByMermaid > skullKings,
		wins[wonMermaid]+sum.MermaidsByPirate > mermaids,
		wins[wonPirate]+wins[wonHarry]+wins[wonRascal]+sum.PiratesByKing > pirates,
		wins[wonHarry] > 1 || wins[wonRascal] > 1:
		return false
	}
	load := make([]int, len(l.owner)) // cards beside the winner
	for t, o := range l.owner {
		if l.by[t] == wonKing {
			load[t] = l.es[o].PiratesByKing
		}
	}
	return l.place(l.items(), load, make([][]int, len(l.owner)))
}

// item is a card to lay beside the winner of a trick: a Mermaid or the
// Skull King captured by seat s, or a Loot card between seats s and giver.
type item struct {
	s     int
	in    []won // the winners it may lie beside; nil: a Loot card
	giver int
}

func (l layout) items() []item {
	var out []item
	for s, e := range l.es {
		for range e.MermaidsByPirate {
			out = append(out, item{s: s, in: []won{wonPirate, wonHarry, wonRascal}})
		}
		for range e.KingByMermaid {
			out = append(out, item{s: s, in: []won{wonMermaid}})
		}
		for i, id := range e.LootWith {
			if p := seatOf(l.es, id); p > s && !seenBefore(e.LootWith, i) {
				for range count(e.LootWith, id) {
					out = append(out, item{s: s, giver: p})
				}
			}
		}
	}
	return out
}

func seatOf(es []Entry, id string) int {
	return slices.IndexFunc(es, func(e Entry) bool { return e.Player == id })
}

// place lays the items one by one in every trick they may lie in, then
// checks the room for the 14s that did not win a trick.
func (l layout) place(items []item, load []int, loot [][]int) bool {
	if len(items) == 0 {
		return l.fourteensFit(load)
	}
	it, rest := items[0], items[1:]
	for t, o := range l.owner {
		if load[t] >= l.hands-1 {
			continue
		}
		if it.in == nil { // Loot: in a trick of one ally, from the other
			giver := it.giver
			if o == it.giver {
				giver = it.s
			} else if o != it.s {
				continue
			}
			if slices.Contains(loot[t], giver) {
				continue
			}
			load[t]++
			loot[t] = append(loot[t], giver)
			ok := l.place(rest, load, loot)
			load[t]--
			loot[t] = loot[t][:len(loot[t])-1]
			if ok {
				return true
			}
			continue
		}
		if o != it.s || !slices.Contains(it.in, l.by[t]) {
			continue
		}
		load[t]++
		ok := l.place(rest, load, loot)
		load[t]--
		if ok {
			return true
		}
	}
	return false
}

// fourteensFit checks that each player's 14s that won no trick lie
// beside the winners of that player's tricks.
func (l layout) fourteensFit(load []int) bool {
	for s, e := range l.es {
		left := e.Colored14 + e.Black14 - l.count(s, wonColored14) - l.count(s, wonBlack14)
		for t, o := range l.owner {
			if o == s {
				left -= l.hands - 1 - load[t]
			}
		}
		if left > 0 {
			return false
		}
	}
	return true
}
