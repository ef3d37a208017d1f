package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
)

// fieldLine is the shown message line of a player's fields in the entry
// (nil when none shows).
func fieldLine(e *entry, player string) *issueLabel {
	for _, l := range e.labels {
		if l.keys[0].player == player && l.Visible() {
			return l
		}
	}
	return nil
}

// TestRefusalNamesPlayer: a refusal about one player's entry names the
// player, in the reason over Save and on the player's own line, and
// that line stands in the player's own rows, above the player's chips,
// not over the next player's name (play test 3, finding 5: "Cannot save
// yet: Rascal wagers only after winning a trick himself, not one the
// Skull Kin…" right above "Bob · leads" read as Bob's).
func TestRefusalNamesPlayer(t *testing.T) {
	u, _ := newTestUI(t)
	f := bidAll(t, u, startSkullKing5(t, u, true), 1, 2, 2, 0)
	harry, wager := f.chips[0][5], f.chips[0][6]
	check := func(what string) {
		t.Helper()
		if !strings.Contains(u.entry.reasonLabel.Text, "Anne") {
			t.Errorf("%s: the reason over Save does not name Anne: %q", what, u.entry.reasonLabel.Text)
		}
		l := fieldLine(u.entry, f.p[0].ID)
		if l == nil {
			t.Fatalf("%s: no message on Anne's rows", what)
		}
		if !strings.HasPrefix(l.Text, "Anne") {
			t.Errorf("%s: Anne's line says %q", what, l.Text)
		}
		relayout(u.window)
		d := fyne.CurrentApp().Driver()
		line, chips := d.AbsolutePositionForObject(l), d.AbsolutePositionForObject(harry)
		if line.Y > chips.Y {
			t.Errorf("%s: Anne's message at y %v stands under her chips (y %v), over Bob's name", what, line.Y, chips.Y)
		}
	}
	press(t, harry) // Harry +1 …
	press(t, wager) // … and a wager with one trick: Rascal won no trick of hers
	check("Harry and a wager")
	press(t, harry)
	press(t, harry)         // Harry off
	press(t, wager)         // wager 20
	press(t, wager)         // off
	press(t, f.chips[0][2]) // a Pirate captured by the Skull King: her one trick
	press(t, harry)         // Harry +1 from a trick the Skull King won
	check("Harry from the Skull King's trick")
}

// TestTableRefusalNamesPlayers: a refusal across the table names whose
// entries make it (two Harrys: both players).
func TestTableRefusalNamesPlayers(t *testing.T) {
	u, _ := newTestUI(t)
	f := bidAll(t, u, startSkullKing5(t, u, true), 1, 2, 2, 0)
	press(t, f.chips[0][5]) // Anne: Harry +1
	press(t, f.chips[1][5]) // Bob: Harry +1
	wantBlocked(t, u.entry, "Harry")
	if r := u.entry.reasonLabel.Text; !strings.Contains(r, "Anne") || !strings.Contains(r, "Bob") {
		t.Errorf("the reason does not name Anne and Bob: %q", r)
	}
}
