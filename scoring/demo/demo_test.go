package demo

import (
	"math/rand/v2"
	"reflect"
	"testing"
	"time"
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
