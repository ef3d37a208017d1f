package app

import (
	"slices"
	"testing"
)

// TestDistinct: repeats are numbered; a real "Anne (2)" keeps her name.
func TestDistinct(t *testing.T) {
	got := distinct([]string{"All", "Anne", "Bob", "Anne", "Anne (2)", "Anne"})
	want := []string{"All", "Anne", "Bob", "Anne (3)", "Anne (2)", "Anne (4)"}
	if !slices.Equal(got, want) {
		t.Errorf("got %q, want %q", got, want)
	}
}
