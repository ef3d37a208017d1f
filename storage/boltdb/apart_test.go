package boltdb

import (
	"errors"
	"testing"

	"scorekeeper/scoring"
	"scorekeeper/scoring/skipbo"
)

// TestSaveApart: a round typed on a copy that another device's save
// overtook (Save: ErrStale) is kept as a conflict beside the stored
// match, both whole; a match deleted meanwhile is not brought back.
func TestSaveApart(t *testing.T) {
	a, b := two(t, 2)
	open, err := a.Get("m") // what a's entry holds while its round is typed
	if err != nil {
		t.Fatal(err)
	}
	edit(t, b, "m", func(m *scoring.Match) { addRound(m, 2) }) // the other phone's round 3
	syncTo(t, b, a)
	addRound(open, 5) // a's round 3
	if err := a.Save(open); !errors.Is(err, ErrStale) {
		t.Fatalf("save over a newer version: %v", err)
	}
	if err := a.SaveApart(open); err != nil {
		t.Fatal(err)
	}
	c := conflictIn(t, a, "m")
	if len(c.Versions) != 2 {
		t.Fatalf("conflict %+v, want both versions", c)
	}
	rounds := map[int]int{}
	for _, id := range c.Versions {
		m, err := a.Get(id)
		if err != nil {
			t.Fatal(err)
		}
		rounds[m.Game.Len()]++
		g := m.Game.(*skipbo.Match)
		rounds[100+g.Rounds[2].StockLeft["pa"]]++
	}
	if rounds[3] != 2 || rounds[103] != 1 || rounds[106] != 1 {
		t.Errorf("the versions' rounds: %v, want both third rounds", rounds)
	}
	if rep := syncTo(t, a, b); len(rep.Conflicts) != 1 {
		t.Errorf("the conflict did not reach the other device: %+v", rep)
	}

	if err := a.Delete("m"); err != nil {
		t.Fatal(err)
	}
	if err := a.SaveApart(open); !errors.Is(err, ErrNotFound) {
		t.Errorf("kept apart from a deleted match: %v", err)
	}
	if _, err := a.Get("m"); !errors.Is(err, ErrNotFound) {
		t.Errorf("the deleted match came back: %v", err)
	}
}
