// Package registry holds the list behind scoring/games: set once by that
// package, and added to only by tests (scoring/games/gamestest), which
// this package being internal keeps to those two.
package registry

import (
	"slices"
	"sync/atomic"

	"scorekeeper/scoring"
)

// defs is the list; a change stores a new slice, so a list read stays as
// it was.
var defs atomic.Pointer[[]scoring.Def]

// Set makes ds the list.
func Set(ds ...scoring.Def) { defs.Store(&ds) }

// All is the list; callers must not change it.
func All() []scoring.Def {
	if p := defs.Load(); p != nil {
		return *p
	}
	return nil
}

// Add appends d to the list; remove takes it out again.
func Add(d scoring.Def) (remove func()) {
	Set(append(slices.Clone(All()), d)...)
	return func() {
		Set(slices.DeleteFunc(slices.Clone(All()), func(e scoring.Def) bool { return e.Name == d.Name })...)
	}
}
