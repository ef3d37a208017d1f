package app

import (
	"strings"
	"testing"
)

// TestSkuckKeepsTypedTricks: the app fills in the other player's tricks
// only while the user has not set them; once both are set, neither is
// changed by the app and tricks that do not add up to 27 are refused
// with the rule's message (issue 21 item 2: Anna's 16 became 14).
func TestSkuckKeepsTypedTricks(t *testing.T) {
	u, _ := newTestUI(t)
	startMatch(t, u, "skuck", "Anna", "Ben")
	f := u.Entry.form.(*skuckForm)
	for range 3 {
		press(t, f.Made[0].BigPlus)
	}
	press(t, f.Made[0].Plus) // Anna 16
	if a, b := f.Made[0].Value, f.Made[1].Value; a != 16 || b != 11 || !f.Filled[1].Visible() {
		t.Fatalf("Anna 16: Anna %d, Ben %d (filled in %v), want Ben's 11 filled in", a, b, f.Filled[1].Visible())
	}
	press(t, f.Made[1].Plus)
	press(t, f.Made[1].Plus) // Ben corrected to 13
	if a, b := f.Made[0].Value, f.Made[1].Value; a != 16 || b != 13 {
		t.Fatalf("Ben corrected to 13: Anna %d, Ben %d; want 16 and 13", a, b)
	}
	if en := f.S.Round.Entries; en[0].Made != 16 || en[1].Made != 13 {
		t.Fatalf("the round holds %d and %d", en[0].Made, en[1].Made)
	}
	if f.Filled[0].Visible() || f.Filled[1].Visible() {
		t.Error("a value the user set is marked as filled in")
	}
	if !saysSomewhere(u.Entry, "add up to 27, not 29") {
		t.Error("no message that the tricks do not add up")
	}
}

// saysSomewhere reports whether the entry shows a message holding text:
// on a field's line, over Save or as the reason Save is off.
func saysSomewhere(e *entry, text string) bool {
	for _, l := range append(e.labels, e.general) {
		if l.Visible() && strings.Contains(l.Text, text) {
			return true
		}
	}
	return e.Reason.Visible() && strings.Contains(e.Reason.Text, text)
}
