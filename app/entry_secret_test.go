package app

import (
	"strings"
	"testing"
	"time"

	"scorekeeper/app/widgets"
	"scorekeeper/assets"
)

// later moves the UI's clock past the moment a tap is ignored after a
// screen changed (switchQuiet), whatever clock the test gave it.
func later(u *UI) {
	now := u.Now
	u.Now = func() time.Time { return now().Add(switchQuiet) }
}

// pressLater presses b a moment after the last tap (later).
func pressLater(t *testing.T, u *UI, b button) {
	t.Helper()
	later(u)
	press(t, b)
}

// pressLater is press a moment after the last tap (later).
func (tp *taps) pressLater(what string, u *UI, b button) {
	tp.t.Helper()
	later(u)
	tp.press(what, b)
}

// secretCannon starts a 4-player Skull King match with Rascal scoring
// and its secret Cannonball choices: its tricks form and the flow, on
// Anne's cover.
func secretCannon(t *testing.T, u *UI) (*skForm, *secretFlow) {
	t.Helper()
	n := seatMatch(t, u, "skullking", "Anne", "Bob", "Carl", "Dora")
	o := n.gameOptions().(*skullKingOptions)
	o.Scoring.Buttons[1].OnTapped()
	press(t, n.Start)
	u.Entry.form.(*skForm).toTricks()
	f := u.Entry.form.(*skForm)
	press(t, f.SecretCannon)
	return f, u.Secret
}

// TestSecretCannonballKeptOnBack: the secret Cannonball choices left
// with Back part way go on with the next player, the choices made so far
// kept (issue 21 item 4: it restarted at the first player, all on
// Buckshot), as secret bids do.
func TestSecretCannonballKeptOnBack(t *testing.T) {
	u, _ := newTestUI(t)
	_, s := secretCannon(t, u)
	pressLater(t, u, s.Next) // Anne: show
	pick(t, s.Ask.(*widgets.Choices), 1)
	pressLater(t, u, s.Next) // Anne: Cannonball, hide and pass on
	u.back()
	f := u.Entry.form.(*skForm)
	if got := f.SecretCannon.Text; got != "Go on: Bob's choice" {
		t.Errorf("the button says %q", got)
	}
	press(t, f.SecretCannon)
	s = u.Secret
	if s == nil || s.Step != 1 || !s.Hidden {
		t.Fatalf("did not go on with Bob's turn, covered: %+v", s)
	}
	for range 3 { // Bob, Carl, Dora: Buckshot
		pressLater(t, u, s.Next)
		pressLater(t, u, s.Next)
	}
	pressLater(t, u, s.Next) // reveal together
	for i, want := range []bool{true, false, false, false} {
		if got := f.S.Round.Entries[i].Cannonball; got != want {
			t.Errorf("%s: Cannonball %v, want %v", f.p[i].Name, got, want)
		}
	}
}

// TestSecretDoubleTapKeepsCover: a quick second tap on "Done: hide and
// pass on" (or on "I am …: show") is ignored: the next player's entry
// stays covered until the device is passed (issue 21 item 4).
func TestSecretDoubleTapKeepsCover(t *testing.T) {
	u, _ := newTestUI(t)
	_, s := secretCannon(t, u)
	pressLater(t, u, s.Next) // Anne: show
	press(t, s.Next)         // the same finger again: not Done
	if s.Step != 0 || s.Hidden {
		t.Fatalf("a double tap on show passed Anne's choice on: step %d, covered %v", s.Step, s.Hidden)
	}
	pressLater(t, u, s.Next) // Anne: done
	press(t, s.Next)         // the same finger again
	if s.Step != 1 || !s.Hidden {
		t.Fatalf("a double tap on Done showed Bob's entry: step %d, covered %v", s.Step, s.Hidden)
	}
	pressLater(t, u, s.Next) // a moment later it counts
	if s.Hidden {
		t.Error("a tap a moment later did not show Bob's entry")
	}
}

// TestSkuckSecretBidStartsOnNone: a SKUCK bid starts with no number
// picked and Done waits for one (issue 21 item 15: Done bid 0 untouched).
func TestSkuckSecretBidStartsOnNone(t *testing.T) {
	u, _ := newTestUI(t)
	startMatch(t, u, "skuck", "Anne", "Bob")
	press(t, u.Entry.form.(*skuckForm).Bids)
	s := u.Secret
	pressLater(t, u, s.Next) // Anne: show
	grid := s.Ask.(*widgets.Choices)
	if grid.Selected >= 0 {
		t.Errorf("the bid grid starts on %d", grid.Selected)
	}
	if !s.Next.Disabled() {
		t.Error("Done can be tapped before a bid is picked")
	}
	pick(t, grid, 0)
	if s.Next.Disabled() {
		t.Error("a bid of 0 picked, Done is still off")
	}
}

// TestSkuckLegendSentences: the SKUCK sheet's legend ends its sentence
// in every language, so the edit hint after it is a sentence of its own
// (issue 21 item 15: the German ran into "Runde antippen").
func TestSkuckLegendSentences(t *testing.T) {
	for _, language := range []string{"en", "de"} {
		m, err := assets.Load(language)
		if err != nil {
			t.Fatal(err)
		}
		if l := m.Text("skuck.sheet.legend", nil); !strings.HasSuffix(l, ".") {
			t.Errorf("%s: the legend ends %q", language, l[max(0, len(l)-20):])
		}
	}
}
