package fonts

import (
	"slices"
	"strings"
	"testing"
)

// TestRunesList: every line of runes.txt is read, in order, once.
func TestRunesList(t *testing.T) {
	runes := Runes()
	if lines := len(strings.Fields(runesText)); len(runes) != lines || lines == 0 {
		t.Fatalf("%d runes read from %d lines", len(runes), lines)
	}
	if !slices.IsSorted(runes) || len(slices.Compact(slices.Clone(runes))) != len(runes) {
		t.Error("runes.txt is not sorted or has repeats")
	}
}

func TestNeedsNewerEmoji(t *testing.T) {
	for s, want := range map[string]bool{
		"Ann 🦜": true, "🥳": true, "Zoë 🫠": true,
		"Anne": false, "Bob 😀": false, "": false, "→ ✓": false,
	} {
		if got := NeedsNewerEmoji(s); got != want {
			t.Errorf("NeedsNewerEmoji(%q) = %v", s, got)
		}
	}
}
