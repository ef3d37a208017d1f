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
		f := u.Entry.form.(*skullForm)
		press(t, f.Challenger.Buttons[2])
		press(t, f.Bid.Plus)
		press(t, f.Result.Buttons[1])
		later(u) // "Whose skull?" scrolled into view: a moment for the finger
		press(t, f.SkullOf.Buttons[0])
		press(t, u.Entry.Save)
	}
	c := newTaps(t)
	f := u.Entry.form.(*skullForm)
	pos := func() [2]fyne.Position {
		d := fyne.CurrentApp().Driver()
		return [2]fyne.Position{d.AbsolutePositionForObject(f.Bid.Plus), d.AbsolutePositionForObject(f.Result.Buttons[1])}
	}
	before := pos()
	c.press("", f.Challenger.Buttons[2])
	if after := pos(); after != before {
		t.Errorf("picking the challenger moved the controls below it: %v to %v", before, after)
	}
	c.enter("", skullBid(f), 3)
	c.press("", f.Result.Buttons[1])
	later(u)
	c.press("", f.SkullOf.Buttons[2])
	if f.NextStart.Hidden {
		t.Fatal("Carl went out on his own skull: the app should ask who starts")
	}
	if n := len(f.NextStart.Buttons); n != 2 || f.NextStart.Buttons[0].Text != "Anne" || f.NextStart.Buttons[1].Text != "Bob" {
		t.Errorf("the next start player is offered among %d players; want Anne and Bob, not Carl (out)", n)
	}
	c.press("", f.NextStart.Buttons[0])
	c.press("", u.Entry.Save)
	if u.Entry.Round != 5 {
		t.Fatalf("not saved: round %d", u.Entry.Round)
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
	e := u.Entry
	f := e.form.(*skuckForm)
	c.press("", f.Trump.Buttons[3])
	c.press("", f.Caller.Buttons[0])
	c.press("", f.Bids)
	s := u.Secret
	for _, bid := range []int{13, 14} {
		c.pressLater("", u, s.Next) // I am ...: show
		c.enter("", s.box.Objects[1], bid)
		c.pressLater("", u, s.Next) // done
	}
	if u.Secret != nil {
		c.pressLater("", u, s.Next) // the last screen: back to the entry
	}
	c.stepTo("", f.Made[0], 13)
	if !f.Reveal.Disabled() {
		c.press("", f.Reveal)
	}
	c.press("", e.Save)
	if u.Entry == nil || u.Entry.Round != 2 {
		t.Fatal("game 1 not saved")
	}
	t.Logf("SKUCK game: %d taps", c.total())
	if c.total() > 16 {
		t.Errorf("%d taps, want at most 16", c.total())
	}
}

// skullBid is the Skull form's bid control.
func skullBid(f *skullForm) any { return f.Bid }

// TestSkuckSecretBackKeepsBids: leaving the secret bids with Back loses
// nothing; entering them again goes on with the next player.
func TestSkuckSecretBackKeepsBids(t *testing.T) {
	u, _ := newTestUI(t)
	startMatch(t, u, "skuck", "Anne", "Bob")
	f := u.Entry.form.(*skuckForm)
	press(t, f.Bids)
	pressLater(t, u, u.Secret.Next) // Anne: show
	press(t, u.Secret.box.Objects[1].(*widgets.Choices).Buttons[12])
	pressLater(t, u, u.Secret.Next) // Anne: done
	u.back()
	if u.Entry == nil || u.Secret != nil {
		t.Fatal("Back should return to the entry")
	}
	press(t, f.Bids)
	s := u.Secret
	if s == nil || s.Step != 1 {
		t.Fatalf("the secret bids did not go on with Bob: %+v", s)
	}
	pressLater(t, u, s.Next) // Bob: show
	press(t, s.box.Objects[1].(*widgets.Choices).Buttons[15])
	pressLater(t, u, s.Next) // done, keep hidden
	if en := f.S.Round.Entries; en[0].Bid != 12 || en[1].Bid != 15 || !f.S.BidsIn || f.S.Revealed {
		t.Errorf("bids %d and %d, in %v, revealed %v; want 12 and 15, in, hidden", en[0].Bid, en[1].Bid, f.S.BidsIn, f.S.Revealed)
	}
}

// TestSkuckTimeFaultWaived: the clock proposes a time fault once; the
// players may set it back to 0 and it stays there.
func TestSkuckTimeFaultWaived(t *testing.T) {
	u, _ := newTestUI(t)
	now := testNow
	u.Now = func() time.Time { return now }
	startMatch(t, u, "skuck", "Anne", "Bob")
	f := u.Entry.form.(*skuckForm)
	press(t, f.Clock[0])
	now = now.Add(6 * time.Minute)
	f.showClocks()
	if f.S.Round.Entries[0].TimeFaults != 1 {
		t.Fatalf("the clock proposed %d time faults, want 1", f.S.Round.Entries[0].TimeFaults)
	}
	press(t, f.faults[0].Minus) // the players waive it
	now = now.Add(time.Second)
	f.showClocks()
	if got := f.S.Round.Entries[0].TimeFaults; got != 0 || f.faults[0].Value != 0 {
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
	f := u.Entry.form.(*skForm)
	c.press("bids", f.Secret)
	s := u.Secret
	bids := []int{1, 1, 0, 0}
	for i, bid := range bids {
		if u.Secret != s || s.Step != i {
			t.Fatalf("player %d: the secret entry is at %+v", i, u.Secret)
		}
		if s.Hidden {
			c.pressLater("bids", u, s.Next) // I am ...: show
		}
		if ch, ok := s.Ask.(*widgets.Choices); !ok || ch.Selected >= 0 {
			t.Fatalf("player %d: no bid buttons, or one picked before the player taps: %#v", i, s.Ask)
		}
		c.pick("bids", s.Ask.(*widgets.Choices), bid)
		if u.Secret == s && s.Step == i {
			c.pressLater("bids", u, s.Next) // done: hide and pass on
		}
		if i < len(bids)-1 && (u.Secret != s || !s.Hidden) {
			t.Fatalf("after player %d's bid the next player's screen is not covered", i)
		}
	}
	if u.Secret != nil {
		c.pressLater("bids", u, s.Next) // reveal
	}
	f = u.Entry.form.(*skForm)
	if !f.S.Tricks {
		c.press("bids", f.ToTricks)
	}
	afterSwitch(u)
	f = u.Entry.form.(*skForm)
	for i, en := range f.S.Round.Entries {
		if en.Bid != bids[i] {
			t.Errorf("seat %d: bid %d, want %d", i, en.Bid, bids[i])
		}
	}
	c.pick("tricks", f.Tricks[3], 1)
	c.press("save", u.Entry.Save)
	if u.Entry.Round != 4 {
		t.Fatalf("round 3 not saved: %s", u.Entry.Reason.Text)
	}
	t.Logf("Skull King round bid in secret: %v", c)
	c.atMost("bids", 2*len(bids)+1)
	c.atMost("tricks", 1)
	c.atMost("save", 1)
}
