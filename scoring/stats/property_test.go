package stats_test

import (
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"

	"pgregory.net/rapid"

	"scorekeeper/scoring"
	"scorekeeper/scoring/skipbo"
	"scorekeeper/scoring/skuck"
	"scorekeeper/scoring/skull"
	"scorekeeper/scoring/skullking"
	"scorekeeper/scoring/stats"
)

// naive recomputes one player's numbers straight from the entries, match
// by match, without the one-pass machinery.
type naive struct {
	played, won, sum, best               int
	bids, exact, zeroBids, zeroMade      int
	shots, hits, bonus                   int
	rounds, roundsWon, roundPoints       int
	tried, chWon, discsLost, outs        int
	games, zeros, final, clicks, boolies int
	bidList                              []int
}

func recompute(ms []*scoring.Match, id string, f stats.Filter) naive {
	var n naive
	for _, m := range ms {
		seat := scoring.Index(m.Players, id)
		if seat < 0 || !f.Keep(m) || !m.Over() {
			continue
		}
		n.addStanding(m, id)
		if slices.Contains(m.Result().Winners, id) {
			n.won++
		}
		switch g := m.Game.(type) {
		case *skullking.Match:
			n.addSkullKing(g, m, id, seat)
		case *skipbo.Match:
			n.addSkipBo(g, m, id)
		case *skull.Match:
			n.addSkull(g, id)
		case *skuck.Match:
			n.addSkuck(g, m, id)
		}
	}
	return n
}

// addStanding counts the match as played, with the player's total.
func (n *naive) addStanding(m *scoring.Match, id string) {
	for _, s := range m.Game.Standings(m.Players) {
		if s.Player.ID == id {
			if n.played == 0 || s.Total > n.best {
				n.best = s.Total
			}
			n.played++
			n.sum += s.Total
		}
	}
}

func (n *naive) addSkullKing(g *skullking.Match, m *scoring.Match, id string, seat int) {
	deals := g.Deals(m.Players)
	for r, rd := range g.Rounds {
		e, ok := rd.Entry(id)
		if !ok {
			continue
		}
		n.bids++
		if e.Exact() {
			n.exact++
		}
		if e.Bid+e.Harry == 0 {
			n.zeroBids++
			if e.Tricks == 0 {
				n.zeroMade++
			}
		}
		if e.Cannonball {
			n.shots++
			if e.Exact() {
				n.hits++
			}
		}
		_ = deals[r]
	}
	for _, rd := range g.Sheet(m.Players) {
		n.bonus += rd[seat].Bonus
	}
}

func (n *naive) addSkipBo(g *skipbo.Match, m *scoring.Match, id string) {
	for _, rd := range g.Rounds {
		n.rounds++
		wt := g.Options.TeamOf(rd.Winner)
		if rd.Winner == id || (wt >= 0 && wt == g.Options.TeamOf(id)) {
			n.roundsWon++
			pts := skipbo.WinPoints
			for _, p := range m.Players {
				pt := g.Options.TeamOf(p.ID)
				if p.ID != rd.Winner && (pt < 0 || pt != wt) {
					left, _ := rd.Left(p.ID)
					pts += skipbo.CardPoints * left
				}
			}
			n.roundPoints += pts
		}
	}
}

func (n *naive) addSkull(g *skull.Match, id string) {
	lost := 0
	for _, rd := range g.Rounds {
		if rd.Challenger == id {
			n.tried++
			if rd.Result == skull.Won {
				n.chWon++
			} else {
				lost++
			}
		}
	}
	n.discsLost += lost
	if lost == skull.Discs {
		n.outs++
	}
}

func (n *naive) addSkuck(g *skuck.Match, m *scoring.Match, id string) {
	zeros := 0
	for _, rd := range g.Rounds {
		e, ok := rd.Entry(id)
		if !ok {
			continue
		}
		n.games++
		n.bidList = append(n.bidList, e.Bid)
		if e.Bid == e.Made {
			zeros++
		}
		if rd.Click() {
			n.clicks++
		}
	}
	n.zeros += zeros
	if zeros == g.Options.GameCount() {
		n.boolies++
	}
	for _, s := range g.Standings(m.Players) {
		if s.Player.ID == id {
			n.final += s.Total
		}
	}
}

// TestAgreesWithNaive: over random simulated matches and filters, every
// player's statistics equal a naive recomputation, and ForPlayer equals
// the group's entry.
func TestAgreesWithNaive(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		seed := rapid.Uint64().Draw(rt, "seed")
		ms := simulate(rand.New(rand.NewPCG(seed, 5)), rapid.IntRange(0, 40).Draw(rt, "matches"))
		f := drawFilter(rt, ms)
		g := stats.Compute(ms, f)
		total := 0
		for _, p := range g.Players {
			n := recompute(ms, p.ID, f)
			total += n.played
			sum, best := 0, 0
			for _, s := range p.Games {
				sum += s.Sum
				best = s.Best // one game per filter only when f.Game is set
			}
			check := func(what string, got, want int) {
				if got != want {
					rt.Fatalf("%s %s = %d, want %d", p.ID, what, got, want)
				}
			}
			check("played", p.Overall.Played, n.played)
			check("won", p.Overall.Won, n.won)
			check("sum", sum, n.sum)
			if f.Game != "" {
				check("best", best, n.best)
			}
			sk := skullking.StatsOf(p)
			check("bids", sk.Bids.Tries, n.bids)
			check("exact", sk.Bids.Hits, n.exact)
			check("zero bids", sk.ZeroBids.Tries, n.zeroBids)
			check("zero made", sk.ZeroBids.Hits, n.zeroMade)
			check("cannonballs", sk.Cannonball.Tries, n.shots)
			check("cannonball hits", sk.Cannonball.Hits, n.hits)
			check("bonus", sk.Bonus, n.bonus)
			bySize := 0
			for _, b := range sk.Sizes() {
				bySize += b.Tries
			}
			check("by size", bySize, n.bids)
			check("skip-bo rounds", skipbo.StatsOf(p).Rounds.Tries, n.rounds)
			check("skip-bo rounds won", skipbo.StatsOf(p).Rounds.Hits, n.roundsWon)
			check("skip-bo points", skipbo.StatsOf(p).Points, n.roundPoints)
			check("skull tried", skull.StatsOf(p).Challenges.Tries, n.tried)
			check("skull won", skull.StatsOf(p).Challenges.Hits, n.chWon)
			check("discs lost", skull.StatsOf(p).DiscsLost, n.discsLost)
			check("eliminations", skull.StatsOf(p).Eliminations, n.outs)
			check("skuck games", skuck.StatsOf(p).Games(), n.games)
			check("skuck zeros", skuck.StatsOf(p).Zeros.Hits, n.zeros)
			check("skuck final", skuck.StatsOf(p).Final, n.final)
			check("clicks", skuck.StatsOf(p).Clicks, n.clicks)
			check("boolies", skuck.StatsOf(p).Boolies, n.boolies)
			if !slices.Equal(skuck.StatsOf(p).Bids, n.bidList) {
				rt.Fatalf("%s bids %v, want %v", p.ID, skuck.StatsOf(p).Bids, n.bidList)
			}
			check("history", len(p.History), n.played)
			one := stats.ForPlayer(ms, p.ID, f)
			if !reflect.DeepEqual(one, p) {
				rt.Fatalf("ForPlayer(%s) differs from the group's:\n%+v\n%+v", p.ID, one, p)
			}
		}
		seats := 0
		for _, m := range ms {
			if f.Keep(m) && m.Over() {
				seats += len(m.Players)
			}
		}
		if total != seats {
			rt.Fatalf("%d player-matches, want %d", total, seats)
		}
	})
}
