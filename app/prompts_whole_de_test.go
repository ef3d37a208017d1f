//go:build ci || screenshots

package app

import "testing"

// TestFieldPromptsWholeGerman is TestFieldPromptsWhole at 150% text in
// German, the longest messages at the largest size.
func TestFieldPromptsWholeGerman(t *testing.T) {
	inChild(t, "TestFieldPromptsWholeChild", envFitLang+"=de")
}

// TestFieldPromptsWholeChild is TestFieldPromptsWholeGerman's child.
func TestFieldPromptsWholeChild(t *testing.T) {
	asChild(t, "TestFieldPromptsWholeGerman")
	for game, names := range promptGames {
		u, _ := newTestUI(t)
		atTextSize(u, 150)
		startMatch(t, u, game, names...)
		checkPromptsWhole(t, game, u.entry)
	}
}
