package app

import (
	"testing"
	"time"

	"fyne.io/fyne/v2"

	"scorekeeper/app/widgets"
)

// TestTapsSkullElimination counts the taps of a typical Skull round with
// an elimination: Carl, down to one disc, challenges for 3 discs, turns
// his own skull and is out, and picks Anne to start. Taps: challenger,
// bid, lost, whose skull, next start player, Save.
func TestTapsSkullElimination(t *testing.T) {
	u, _ := newTestUI(t)
	startMatch(t, u, "skull", "Anne", "Bob", "Carl")
	for range 3 { // Carl loses three discs on Anne's skull (not counted)
		f := u.entry.form.(*skullForm)
		press(t, f.challenger.Buttons[2])
		press(t, f.bid.Plus)
		press(t, f.result.Buttons[1])
		later(u) // "Whose skull?" scrolled into view: a moment for the finger
		press(t, f.skullOf.Buttons[0])
		press(t, u.entry.saveButton)
	}
	c := newTaps(t)
	f := u.entry.form.(*skullForm)
	pos := func() [2]fyne.Position {
		d := fyne.CurrentApp().Driver()
		return [2]fyne.Position{d.AbsolutePositionForObject(f.bid.Plus), d.AbsolutePositionForObject(f.result.Buttons[1])}
	}
	before := pos()
	c.press("", f.challenger.Buttons[2])
	if after := pos(); after != before {
		t.Errorf("picking the challenger moved the controls below it: %v to %v", before, after)
	}
	c.enter("", skullBid(f), 3)
	c.press("", f.result.Buttons[1])
	later(u)
	c.press("", f.skullOf.Buttons[2])
	if f.nextStart.Hidden {
		t.Fatal("Carl went out on his own skull: the app should ask who starts")
	}
	if n := len(f.nextStart.Buttons); n != 2 || f.nextStart.Buttons[0].Text != "Anne" || f.nextStart.Buttons[1].Text != "Bob" {
		t.Errorf("the next start player is offered among %d players; want Anne and Bob, not Carl (out)", n)
	}
	c.press("", f.nextStart.Buttons[0])
	c.press("", u.entry.saveButton)
	if u.entry.round != 5 {
		t.Fatalf("not saved: round %d", u.entry.round)
	}
	t.Logf("Skull round with an elimination: %d taps", c.total())
	if c.total() > 7 { // the bid is a stepper from 1: bid 3 takes two taps
		t.Errorf("%d taps, want at most 7", c.total())
	}
}

// TestTapsSkuckGame counts the taps of one SKUCK game: trump, caller,
// the secret bids passed round (Anne 13, Bob 14), Anne's tricks (13),
// reveal, Save.
func TestTapsSkuckGame(t *testing.T) {
	u, _ := newTestUI(t)
	startMatch(t, u, "skuck", "Anne", "Bob")
	c := newTaps(t)
	e := u.entry
	f := e.form.(*skuckForm)
	c.press("", f.trump.Buttons[3])
	c.press("", f.caller.Buttons[0])
	c.press("", f.bids)
	s := u.secretView
	for _, bid := range []int{13, 14} {
		c.pressLater("", u, s.nextButton) // I am ...: show
		c.enter("", s.box.Objects[1], bid)
		c.pressLater("", u, s.nextButton) // done
	}
	if u.secretView != nil {
		c.pressLater("", u, s.nextButton) // the last screen: back to the entry
	}
	c.stepTo("", f.made[0], 13)
	if !f.reveal.Disabled() {
		c.press("", f.reveal)
	}
	c.press("", e.saveButton)
	if u.entry == nil || u.entry.round != 2 {
		t.Fatal("game 1 not saved")
	}
	t.Logf("SKUCK game: %d taps", c.total())
	if c.total() > 16 {
		t.Errorf("%d taps, want at most 16", c.total())
	}
}

// skullBid is the Skull form's bid control.
func skullBid(f *skullForm) any { return f.bid }

// TestSkuckSecretBackKeepsBids: leaving the secret bids with Back loses
// nothing; entering them again goes on with the next player.
func TestSkuckSecretBackKeepsBids(t *testing.T) {
	u, _ := newTestUI(t)
	startMatch(t, u, "skuck", "Anne", "Bob")
	f := u.entry.form.(*skuckForm)
	press(t, f.bids)
	pressLater(t, u, u.secretView.nextButton) // Anne: show
	press(t, u.secretView.box.Objects[1].(*widgets.Choices).Buttons[12])
	pressLater(t, u, u.secretView.nextButton) // Anne: done
	u.back()
	if u.entry == nil || u.secretView != nil {
		t.Fatal("Back should return to the entry")
	}
	press(t, f.bids)
	s := u.secretView
	if s == nil || s.step != 1 {
		t.Fatalf("the secret bids did not go on with Bob: %+v", s)
	}
	pressLater(t, u, s.nextButton) // Bob: show
	press(t, s.box.Objects[1].(*widgets.Choices).Buttons[15])
	pressLater(t, u, s.nextButton) // done, keep hidden
	if en := f.s.Round.Entries; en[0].Bid != 12 || en[1].Bid != 15 || !f.s.BidsIn || f.s.Revealed {
		t.Errorf("bids %d and %d, in %v, revealed %v; want 12 and 15, in, hidden", en[0].Bid, en[1].Bid, f.s.BidsIn, f.s.Revealed)
	}
}

// TestSkuckTimeFaultWaived: the clock proposes a time fault once; the
// players may set it back to 0 and it stays there.
func TestSkuckTimeFaultWaived(t *testing.T) {
	u, _ := newTestUI(t)
	now := testNow
	u.now = func() time.Time { return now }
	startMatch(t, u, "skuck", "Anne", "Bob")
	f := u.entry.form.(*skuckForm)
	press(t, f.clock[0])
	now = now.Add(6 * time.Minute)
	f.showClocks()
	if f.s.Round.Entries[0].TimeFaults != 1 {
		t.Fatalf("the clock proposed %d time faults, want 1", f.s.Round.Entries[0].TimeFaults)
	}
	press(t, f.faults[0].Minus) // the players waive it
	now = now.Add(time.Second)
	f.showClocks()
	if got := f.s.Round.Entries[0].TimeFaults; got != 0 || f.faults[0].Value != 0 {
		t.Errorf("the waived time fault came back: %d", got)
	}
}

// TestTapsSkullKingSecretBids counts a 4-player Skull King round bid in
// secret (Anne 1, Bob 1, Carl 0, Dora 0; Dora takes a trick she did not
// bid): the phone passes round, each player shows their screen and taps
// their bid; then the device in the middle, one tap reveals them all
// together and opens the tricks (the last bid revealed them at once, to
// its bidder by surprise: play test 3). Target: two taps per player for
// the bids and the reveal, then one for Dora's tricks and Save. It took
// 17 (a start tap, show, bid and Done per player, a reveal, a tap to the
// tricks).
func TestTapsSkullKingSecretBids(t *testing.T) {
	u, _ := newTestUI(t)
	skullKingSetup(t, u)
	c := newTaps(t)
	f := u.entry.form.(*skForm)
	c.press("bids", f.secret)
	s := u.secretView
	bids := []int{1, 1, 0, 0}
	for i, bid := range bids {
		if u.secretView != s || s.step != i {
			t.Fatalf("player %d: the secret entry is at %+v", i, u.secretView)
		}
		if s.hidden {
			c.pressLater("bids", u, s.nextButton) // I am ...: show
		}
		if ch, ok := s.askBox.(*widgets.Choices); !ok || ch.Selected >= 0 {
			t.Fatalf("player %d: no bid buttons, or one picked before the player taps: %#v", i, s.askBox)
		}
		c.pick("bids", s.askBox.(*widgets.Choices), bid)
		if u.secretView == s && s.step == i {
			c.pressLater("bids", u, s.nextButton) // done: hide and pass on
		}
		if i < len(bids)-1 && (u.secretView != s || !s.hidden) {
			t.Fatalf("after player %d's bid the next player's screen is not covered", i)
		}
	}
	if u.secretView != nil {
		c.pressLater("bids", u, s.nextButton) // reveal
	}
	f = u.entry.form.(*skForm)
	if !f.s.Tricks {
		c.press("bids", f.toTricksButton)
	}
	afterSwitch(u)
	f = u.entry.form.(*skForm)
	for i, en := range f.s.Round.Entries {
		if en.Bid != bids[i] {
			t.Errorf("seat %d: bid %d, want %d", i, en.Bid, bids[i])
		}
	}
	c.pick("tricks", f.tricks[3], 1)
	c.press("save", u.entry.saveButton)
	if u.entry.round != 4 {
		t.Fatalf("round 3 not saved: %s", u.entry.reasonLabel.Text)
	}
	t.Logf("Skull King round bid in secret: %v", c)
	c.atMost("bids", 2*len(bids)+1)
	c.atMost("tricks", 1)
	c.atMost("save", 1)
}
