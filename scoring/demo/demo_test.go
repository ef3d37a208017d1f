package demo

import (
	"errors"
	"math/rand/v2"
	"reflect"
	"testing"
	"time"

	"scorekeeper/scoring"
)

// The same seed gives the same matches; another seed others.
func TestMatchesRepeat(t *testing.T) {
	now := time.Date(2026, 11, 21, 19, 0, 0, 0, time.UTC)
	a := Matches(rand.New(rand.NewPCG(7, 7)), 40, now)
	b := Matches(rand.New(rand.NewPCG(7, 7)), 40, now)
	c := Matches(rand.New(rand.NewPCG(8, 8)), 40, now)
	if len(a) != 40 || !reflect.DeepEqual(a, b) {
		t.Fatal("the same seed gave different matches")
	}
	if reflect.DeepEqual(a, c) {
		t.Fatal("another seed gave the same matches")
	}
	for _, m := range a {
		if m.Validate().HasErrors() || m.Game.Len() == 0 {
			t.Fatalf("match %s: %v", m.ID, m.Validate().Errors())
		}
	}
}

// Each gives the matches of Matches, in order, one at a time, and stops
// at fn's error.
func TestEachIsMatches(t *testing.T) {
	now := time.Date(2026, 11, 21, 19, 0, 0, 0, time.UTC)
	want := Matches(rand.New(rand.NewPCG(7, 7)), 60, now)
	var got []*scoring.Match
	err := Each(rand.New(rand.NewPCG(7, 7)), 60, now, func(m *scoring.Match) error {
		got = append(got, m)
		return nil
	})
	if err != nil || !reflect.DeepEqual(got, want) {
		t.Fatalf("Each gave other matches than Matches (err %v)", err)
	}
	stop := errors.New("stop")
	n := 0
	if err := Each(rand.New(rand.NewPCG(7, 7)), 60, now, func(*scoring.Match) error { n++; return stop }); err != stop || n != 1 {
		t.Fatalf("Each after an error: %v, %d calls", err, n)
	}
}
