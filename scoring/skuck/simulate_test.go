package skuck

import (
	"math/rand/v2"
	"testing"

	"scorekeeper/scoring"
)

// Simulated matches look like real ones: zeros are common but Boolies
// rare, Clicks and penalties happen, both Hawks and Doves turn up.
func TestSimulateRealistic(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 7))
	var games, zeros, clicks, boolies, penalties, noTrump, outs int
	styles := map[Style]int{}
	grades := map[Grade]int{}
	const n = 2000
	for i := range n {
		m := Simulate(r, two, Options{Disqualify: i%2 == 0})
		if is := m.Validate(two); is.HasErrors() {
			t.Fatalf("match %d: %v", i, is.Errors())
		}
		for _, rd := range m.Rounds {
			if rd.Click() {
				clicks++
			}
			if rd.Trump == NoTrump {
				noTrump++
			}
		}
		for _, s := range m.Scores(two) {
			games += s.Played
			zeros += s.Zeros
			penalties += s.Penalty
			styles[StyleOf(s.Bids)]++
			grades[s.Grade()]++
			if s.Boolie {
				boolies++
			}
			if s.Out {
				outs++
			}
		}
	}
	t.Logf("games %d zeros %d clicks %d boolies %d penalties %d noTrump %d outs %d styles %v grades %v",
		games, zeros, clicks, boolies, penalties, noTrump, outs, styles, grades)
	share := float64(zeros) / float64(games)
	if share < 0.2 || share > 0.5 || boolies == 0 || boolies > n/20 || clicks == 0 || penalties == 0 ||
		noTrump == 0 || styles[Hawk] == 0 || styles[Dove] == 0 || len(grades) < 5 {
		t.Error("unrealistic")
	}
}

func TestSimulateNotTwo(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for _, ps := range [][]scoring.Player{nil, {ann}, {ann, bob, {ID: "c"}}} {
		if m := Simulate(r, ps, Options{}); m.Len() != 0 {
			t.Errorf("%d players: %d games", len(ps), m.Len())
		}
	}
}
