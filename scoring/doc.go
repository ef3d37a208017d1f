// Package scoring holds what the four games share: players, validation
// issues, standings with shared ranks, and the match that wraps a game's
// options and rounds.
//
// Each game lives in its own sub-package (skullking, skipbo, skull, skuck).
// Everything here is pure: no Fyne, no bbolt, no clock, no randomness.
// Scores are always derived from the entries, never stored.
package scoring
