package app

import (
	"strings"
	"testing"
)

// TestFieldPromptsWhole: on a fresh round of each game at 360x740 the
// message on each field's line shows whole; one cut short ("… ↓") is
// only the reason over Save, said whole there (play test 2 finding 5:
// SKUCK's "Choose clubs, diamonds, hearts, spades or ↓" was whole only
// at the end of the form, a scroll away).
func TestFieldPromptsWhole(t *testing.T) {
	for game, names := range promptGames {
		u, _ := newTestUI(t)
		startMatch(t, u, game, names...)
		checkPromptsWhole(t, game, u.entry)
	}
}

// promptGames are the players of each game's match in the prompt tests.
var promptGames = map[string][]string{
	"skullking": {"Anna", "Ben", "Cleo", "Dirk"},
	"skipbo":    {"Anna", "Ben", "Cleo"},
	"skull":     {"Anna", "Ben", "Cleo"},
	"skuck":     {"Anna", "Ben"},
}

// checkPromptsWhole fails for a field's line cut short with "↓" that
// is not the reason over Save.
func checkPromptsWhole(t *testing.T, game string, e *entry) {
	t.Helper()
	relayout(e.u.window)
	for _, l := range e.labels {
		text, cut := strings.CutSuffix(l.Text, "↓")
		if !cut || !l.Visible() {
			continue
		}
		if start := strings.TrimSpace(text); start == "" || !strings.Contains(e.reasonLabel.Text, start) {
			t.Errorf("%s: %q is whole only at the end of the form", game, l.Text)
		}
	}
}
