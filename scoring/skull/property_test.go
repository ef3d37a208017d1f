package skull

import (
	"math/rand/v2"
	"testing"

	"pgregory.net/rapid"

	"scorekeeper/scoring"
)

// genMatch draws either a simulated match or arbitrary (often invalid) rounds.
func genMatch(t *rapid.T, ps []scoring.Player) *Match {
	ids := []string{"", "zz"}
	for _, p := range ps {
		ids = append(ids, p.ID)
	}
	opts := Options{LastChance: rapid.Bool().Draw(t, "lastChance"), StartPlayer: rapid.SampledFrom(ids).Draw(t, "start")}
	if rapid.Bool().Draw(t, "simulate") {
		if opts.StartPlayer == "zz" {
			opts.StartPlayer = ""
		}
		return Simulate(rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "seed"), 1)), ps, opts)
	}
	round := rapid.Custom(func(t *rapid.T) Round {
		return Round{
			Challenger: rapid.SampledFrom(ids).Draw(t, "challenger"),
			Bid:        rapid.IntRange(-1, 25).Draw(t, "bid"),
			Result:     rapid.SampledFrom([]string{Won, Lost, Lost, "draw"}).Draw(t, "result"),
			SkullOf:    rapid.SampledFrom(ids).Draw(t, "skullOf"),
			NextStart:  rapid.SampledFrom(ids).Draw(t, "nextStart"),
		}
	})
	return &Match{Options: opts, Rounds: rapid.SliceOfN(round, 0, 40).Draw(t, "rounds")}
}

func TestPropSimulateValidates(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		ps := seats(rapid.IntRange(MinPlayers, MaxPlayers).Draw(t, "players"))
		opts := Options{LastChance: rapid.Bool().Draw(t, "lastChance")}
		if rapid.Bool().Draw(t, "pickStart") {
			opts.StartPlayer = rapid.SampledFrom(ps).Draw(t, "start").ID
		}
		seed := rapid.Uint64().Draw(t, "seed")
		m := Simulate(rand.New(rand.NewPCG(seed, 2)), ps, opts)
		if is := m.Validate(ps); len(is) > 0 {
			t.Fatalf("issues: %v", is)
		}
		if !m.Over(ps) {
			t.Fatal("simulated match not over")
		}
		if len(scoring.Winners(m.Standings(ps))) != 1 {
			t.Fatal("not one winner")
		}
		again := Simulate(rand.New(rand.NewPCG(seed, 2)), ps, opts)
		if len(again.Rounds) != len(m.Rounds) {
			t.Fatal("not deterministic")
		}
		for i := range m.Rounds {
			if again.Rounds[i] != m.Rounds[i] {
				t.Fatal("not deterministic")
			}
		}
	})
}

// Invariants of every state, for any rounds, valid or not.
func TestPropStateInvariants(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		ps := seats(rapid.IntRange(MinPlayers, MaxPlayers).Draw(t, "players"))
		m := genMatch(t, ps)
		for k, s := range m.States(ps) {
			twoWins, alive, holders := 0, 0, 0
			for _, p := range s.Players {
				if p.Discs < 0 || p.Discs > Discs {
					t.Fatalf("state %d: %s has %d discs", k, p.Player, p.Discs)
				}
				if p.Eliminated != (p.Discs == 0) || p.Eliminated != (p.EliminatedIn > 0) {
					t.Fatalf("state %d: %+v", k, p)
				}
				if p.Won > Wins || p.Won > p.Tried || p.Mat != (p.Won > 0) {
					t.Fatalf("state %d: %+v", k, p)
				}
				if p.Won >= Wins {
					twoWins++
				}
				if !p.Eliminated {
					alive++
				}
				if p.LastChance {
					holders++
					if !m.Options.LastChance || p.Discs != 1 || !p.UsedLastChance {
						t.Fatalf("state %d: holder %+v", k, p)
					}
				}
			}
			if twoWins > 1 || holders > 1 || alive != s.Alive {
				t.Fatalf("state %d: %d with two wins, %d holders, alive %d/%d", k, twoWins, holders, alive, s.Alive)
			}
			if s.Over != (twoWins == 1 || alive == 1) {
				t.Fatalf("state %d: over %v, two wins %d, alive %d", k, s.Over, twoWins, alive)
			}
			if s.Over != (s.Winner != "") {
				t.Fatalf("state %d: over %v winner %q", k, s.Over, s.Winner)
			}
		}
		st := m.Standings(ps)
		won := 0
		for _, s := range st {
			if s.Won {
				won++
			}
		}
		if won > 1 || (won == 1) != m.Over(ps) {
			t.Fatalf("%d winners, over %v", won, m.Over(ps))
		}
		if won == 1 && (st[0].Rank != 1 || !st[0].Won || len(scoring.Winners(st)) != 1) {
			t.Fatalf("winner not alone first: %+v", st)
		}
	})
}

// Row totals are the running sum of round points and end at Standing.Total.
func TestPropTotals(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		ps := seats(rapid.IntRange(MinPlayers, MaxPlayers).Draw(t, "players"))
		m := genMatch(t, ps)
		rows := m.Rows(ps)
		if len(rows) != len(m.Rounds)*len(ps) {
			t.Fatalf("%d rows", len(rows))
		}
		sum := map[string]int{}
		for _, r := range rows {
			sum[r.Player] += r.Points
			if r.Total != sum[r.Player] || r.Points < 0 || r.Points > 1 {
				t.Fatalf("row %+v, sum %d", r, sum[r.Player])
			}
		}
		for _, s := range m.Standings(ps) {
			if s.Total != sum[s.Player.ID] {
				t.Fatalf("%s: total %d, rows %d", s.Player.ID, s.Total, sum[s.Player.ID])
			}
		}
	})
}

// Seating order changes no one's result in a valid match.
func TestPropSeatingOrder(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		ps := seats(rapid.IntRange(MinPlayers, MaxPlayers).Draw(t, "players"))
		opts := Options{LastChance: rapid.Bool().Draw(t, "lastChance"), StartPlayer: ps[0].ID}
		m := Simulate(rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "seed"), 3)), ps, opts)
		perm := rapid.Permutation(ps).Draw(t, "perm")
		a, b := map[string]scoring.Standing{}, map[string]scoring.Standing{}
		for _, s := range m.Standings(ps) {
			a[s.Player.ID] = s
		}
		for _, s := range m.Standings(perm) {
			b[s.Player.ID] = s
		}
		for id, x := range a {
			y := b[id]
			if x.Total != y.Total || x.Won != y.Won || x.Rank != y.Rank || x.Keys[0] != y.Keys[0] || x.Keys[1] != y.Keys[1] {
				t.Fatalf("%s: %+v vs %+v", id, x, y)
			}
		}
		if len(m.Validate(perm)) != 0 {
			t.Fatal("reseated match does not validate")
		}
	})
}
