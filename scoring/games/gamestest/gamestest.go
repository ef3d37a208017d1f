// Package gamestest lets a test add a game to scoring/games for as long
// as it runs, and holds Coin, a tiny game that proves a game needs no
// change to shared code (docs/DESIGN.md, "How to add a game").
package gamestest

import (
	"testing"

	"scorekeeper/scoring"
	"scorekeeper/scoring/games"
	"scorekeeper/scoring/games/internal/registry"
)

// Register adds d to the games until t ends. The test must not run in
// parallel with others that list the games (every test of a package
// that does not call t.Parallel runs alone).
func Register(t testing.TB, d scoring.Def) {
	t.Helper()
	if _, ok := games.ByName(d.Name); ok {
		t.Fatalf("gamestest: a game named %q is registered already", d.Name)
	}
	t.Cleanup(registry.Add(d))
}
