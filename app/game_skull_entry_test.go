package app

import "testing"

// TestSkullMessagesNamePlayers: an edit that puts a later round's
// challenger out before it is refused naming the player, not "This
// player" (issue 21 item 10).
func TestSkullMessagesNamePlayers(t *testing.T) {
	u, _ := newTestUI(t)
	skullSetup(t, u)  // Anne lost three discs on her own skull
	skullWon(t, u, 1) // round 4: Bob wins a challenge
	skullWon(t, u, 0) // round 5: Anne wins one
	u.openSheet(u.entry.m)
	u.sheet.EditRound(4) // Anne challenged in round 4 and lost her last disc
	f := u.entry.form.(*skullForm)
	press(t, f.challenger.Buttons[0])
	press(t, f.result.Buttons[1])
	later(u) // "Whose skull?" scrolled into view: a moment for the finger
	press(t, f.skullOf.Buttons[0])
	if f.nextStart.Visible() {
		press(t, f.nextStart.Buttons[0])
	}
	wantBlocked(t, u.entry, "Round 5: Anne is already out and cannot challenge.")
}
