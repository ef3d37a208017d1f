package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
)

// TestSkullKingEntryRefusesWhatDoesNotFit: the entry shows scoring's
// refusals of captures, pirate powers and Loot that do not fit the cards
// (SPEC 1.1): Save is off with the reason, and Anne's own line says it.
func TestSkullKingEntryRefusesWhatDoesNotFit(t *testing.T) {
	u, _ := newTestUI(t)
	f := bidAll(t, u, startSkullKing5(t, u, true), 2, 0, 0, 3)
	e := u.entry
	pick(t, f.tricks[0], 1) // Anne 1, Bob 0, Carl 0: Dora 4
	pick(t, f.tricks[1], 0)
	pick(t, f.tricks[2], 0)
	if e.saveButton.Disabled() {
		t.Fatalf("the plain round is refused: %s", e.reasonLabel.Text)
	}
	const (
		coloured14 = iota
		black14
		piratesByKing
		mermaidsByPirate
		kingByMermaid
		harry
		wager
	)
	chip := func(k, taps int) {
		for range taps {
			test.Tap(f.chips[0][k])
		}
	}
	refused := func(what, want string) {
		t.Helper()
		wantBlocked(t, e, want)
		anne := f.p[0].ID
		for _, l := range e.labels {
			said := strings.TrimPrefix(strings.TrimSuffix(l.Text, "…"), "Anne: ") // the line names her
			if l.Visible() && l.keys[0].player == anne && strings.HasPrefix(l.Text, "Anne: ") && strings.HasPrefix(want, said[:20]) {
				return
			}
		}
		t.Errorf("%s: Anne's line does not say %q", what, want)
	}
	// a Pirate's Mermaid and the Mermaid's Skull King in one trick (+60)
	chip(mermaidsByPirate, 1)
	chip(kingByMermaid, 1)
	refused("two winners", "A Pirate who captured a Mermaid won that trick himself")
	chip(mermaidsByPirate, 2) // 2, then 0
	chip(kingByMermaid, 1)

	// Harry (bid 2 to 1) and a wager with one trick
	chip(harry, 2) // +1, then -1
	chip(wager, 1)
	refused("Harry and Rascal", "Rascal wagers only after winning a trick himself")
	chip(wager, 2) // 20, then 0

	// Harry from the trick the Skull King won
	chip(piratesByKing, 1)
	refused("Harry and the Skull King", "Harry the Giant changes a bid only after winning a trick himself")
	chip(harry, 1) // back to no change

	// Loot beside the Skull King and three Pirates: the trick is full,
	// and Bob won none
	chip(piratesByKing, 2)
	test.Tap(f.loot[0])
	press(t, f.allies[0][1])
	refused("Loot", "The Loot card of the alliance with Bob needs a place in a trick one of you won")
}
