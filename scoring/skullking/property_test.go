package skullking

import (
	"math/rand/v2"
	"testing"

	"pgregory.net/rapid"

	"scorekeeper/scoring"
)

// drawMatch draws players and valid options and simulates a whole match.
func drawMatch(t *rapid.T) ([]scoring.Player, *Match) {
	n := rapid.IntRange(MinPlayers, MaxPlayers).Draw(t, "players")
	players := seats(n)
	opts := Options{
		Scoring: rapid.SampledFrom([]string{"", Standard, Rascal}).Draw(t, "scoring"),
		Ghost:   n == 2 && rapid.Bool().Draw(t, "ghost"),
		// Absent, in play or not.
		Expansions: rapid.SampledFrom([]*bool{nil, new(true), new(false)}).Draw(t, "expansions"),
		Powers:     rapid.SampledFrom([]*bool{nil, new(true), new(false)}).Draw(t, "powers"),
	}
	opts.FirstDealer = rapid.SampledFrom(append([]string{""}, ids(players)...)).Draw(t, "firstDealer")
	switch sched := rapid.SampledFrom(append([]string{"default", "custom"}, Schedules()...)).Draw(t, "schedule"); sched {
	case "default":
	case "custom":
		opts.Cards = rapid.SliceOfN(rapid.IntRange(1, MaxCards(opts.Hands(n))), 1, 12).Draw(t, "cards")
	default:
		opts.Cards = Schedule(sched, opts.Hands(n))
	}
	r := rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "seed1"), rapid.Uint64().Draw(t, "seed2")))
	return players, Simulate(r, players, opts)
}

func ids(players []scoring.Player) []string {
	out := make([]string, len(players))
	for i, p := range players {
		out[i] = p.ID
	}
	return out
}

func TestSimulateIsValidAndOver(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		players, m := drawMatch(t)
		if is := m.Validate(players).Errors(); len(is) > 0 {
			t.Fatalf("simulated match has errors: %v", rules(is))
		}
		if !m.Over(players) || m.Len() != len(m.Deals(players)) {
			t.Fatalf("not over: %d rounds of %d", m.Len(), len(m.Deals(players)))
		}
	})
}

func TestSimulateIsDeterministic(t *testing.T) {
	players := seats(5)
	a := Simulate(rand.New(rand.NewPCG(1, 2)), players, Options{Scoring: Rascal})
	b := Simulate(rand.New(rand.NewPCG(1, 2)), players, Options{Scoring: Rascal})
	ra, rb := a.Rows(players), b.Rows(players)
	for i := range ra {
		if ra[i].Total != rb[i].Total || ra[i].Fields[2] != rb[i].Fields[2] || ra[i].Fields[4] != rb[i].Fields[4] {
			t.Fatalf("row %d differs: %+v / %+v", i, ra[i], rb[i])
		}
	}
	if Simulate(rand.New(rand.NewPCG(1, 2)), nil, Options{}).Len() != 0 {
		t.Error("no players, no rounds")
	}
}

// Totals are the sum of round points: in the sheet, the rows and the standings.
func TestTotalsAreSums(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		players, m := drawMatch(t)
		sums := map[string]int{}
		for _, rd := range m.Sheet(players) {
			for _, r := range rd {
				sums[r.Player] += r.Points
				if r.Total != sums[r.Player] {
					t.Fatalf("round %d %s: total %d, sum %d", r.Round, r.Player, r.Total, sums[r.Player])
				}
				if r.Points != r.BidPoints+r.Captures+r.Loot+r.Wager {
					t.Fatalf("round %d %s: columns do not add up: %+v", r.Round, r.Player, r)
				}
			}
		}
		rows := m.Rows(players)
		if len(rows) != m.Len()*len(players) {
			t.Fatalf("%d rows", len(rows))
		}
		rowSums := map[string]int{}
		for i, row := range rows {
			if row.Round != i/len(players)+1 || row.Player != players[i%len(players)].ID {
				t.Fatalf("row %d out of order: %+v", i, row)
			}
			rowSums[row.Player] += row.Points
		}
		for _, s := range m.Standings(players) {
			if s.Total != sums[s.Player.ID] || s.Total != rowSums[s.Player.ID] {
				t.Fatalf("%s: standing %d, sheet %d, rows %d", s.Player.ID, s.Total, sums[s.Player.ID], rowSums[s.Player.ID])
			}
		}
	})
}

// Reordering the seats (first dealer fixed to the same player) changes no one's total.
func TestSeatOrderChangesNoTotal(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		players, m := drawMatch(t)
		if m.Options.FirstDealer == "" {
			m.Options.FirstDealer = players[0].ID
		}
		before := totals(m.Standings(players))
		shuffled := rapid.Permutation(players).Draw(t, "seats")
		after := totals(m.Standings(shuffled))
		for id, v := range before {
			if after[id] != v {
				t.Fatalf("%s: %d before, %d after reseating", id, v, after[id])
			}
		}
		if is := m.Validate(shuffled).Errors(); len(is) > 0 {
			t.Fatalf("reseated match has errors: %v", rules(is))
		}
	})
}

func totals(s []scoring.Standing) map[string]int {
	out := map[string]int{}
	for _, x := range s {
		out[x.Player.ID] = x.Total
	}
	return out
}

// A Rascal round scores 0, half or all of its value (15 per card for an
// exact Cannonball), with the same share of the captures, plus Loot on an
// exact bid, plus or minus the wager.
func TestRascalRoundShares(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		players, m := drawMatch(t)
		m.Options.Scoring = Rascal
		for i, rd := range m.Sheet(players) {
			for _, r := range rd {
				en, _ := m.Rounds[i].Entry(r.Player)
				if r.Wager != en.Wager && r.Wager != -en.Wager {
					t.Fatalf("wager %d for a bet of %d", r.Wager, en.Wager)
				}
				value, bonus := 10*r.Cards, captureBonus(en)
				base := r.Points - r.Wager
				var ok bool
				switch {
				case r.Off == 0 && en.Cannonball:
					ok = base == 15*r.Cards+bonus+r.Loot && r.Wager >= 0
				case r.Off == 0:
					ok = base == value+bonus+r.Loot && r.Wager >= 0
				case r.Off == 1 && !en.Cannonball:
					ok = base == value/2+bonus/2 && r.Loot == 0 && r.Wager <= 0
				default:
					ok = base == 0 && r.Wager <= 0
				}
				if !ok || r.Loot%20 != 0 || r.Loot < 0 {
					t.Fatalf("round %d %s: %+v (entry %+v)", r.Round, r.Player, r, en)
				}
			}
		}
	})
}

// Standard scoring: bid points are positive exactly when the bid was made,
// and bonuses come only with a made bid (the wager is lost on a miss).
func TestStandardSign(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		players, m := drawMatch(t)
		m.Options.Scoring = Standard
		for _, rd := range m.Sheet(players) {
			for _, r := range rd {
				if (r.BidPoints > 0) != (r.Off == 0) {
					t.Fatalf("%+v", r)
				}
				if r.Off != 0 && (r.Captures != 0 || r.Loot != 0 || r.Wager > 0) {
					t.Fatalf("bonus on a missed bid: %+v", r)
				}
			}
		}
	})
}

// Players with equal totals share a rank; ranks never go up down the list.
func TestEqualTotalsShareRank(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		players, m := drawMatch(t)
		s := m.Standings(players)
		for i := 1; i < len(s); i++ {
			if s[i].Total > s[i-1].Total || (s[i].Total == s[i-1].Total) != (s[i].Rank == s[i-1].Rank) {
				t.Fatalf("standings: %+v", s)
			}
		}
	})
}

// Changing one player's tricks by one always breaks the round (no ghost).
func TestTricksMustAddUp(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		players, m := drawMatch(t)
		if m.Options.Ghost {
			return
		}
		r := rapid.IntRange(0, m.Len()-1).Draw(t, "round")
		s := rapid.IntRange(0, len(players)-1).Draw(t, "seat")
		m.Rounds[r].Entries[s].Tricks++
		found := false
		for _, is := range m.ValidateRound(r+1, m.Rounds[r], players) {
			found = found || is.Rule == "rule.skullking.tricks.sum"
		}
		if !found {
			t.Fatal("no tricks.sum error")
		}
	})
}
