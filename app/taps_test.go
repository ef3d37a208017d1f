package app

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"scorekeeper/app/widgets"
	"scorekeeper/scoring"
)

// Tap counts at the table (issue 12): one typical round per game, from
// the entry of round N to seeing every player's total after round N.
// The targets: at most one tap per bid, one per trick count that differs
// from the bid, one per bonus, one for Save, and none to see the totals.

// taps presses buttons as a player would and counts the taps, by what
// they enter (bids, tricks, bonus, save, ...). A nil *taps presses without
// counting (setting up).
type taps struct {
	t     *testing.T
	n     map[string]int
	order []string
}

func newTaps(t *testing.T) *taps { return &taps{t: t, n: map[string]int{}} }

// total is every tap counted.
func (tp *taps) total() int {
	n := 0
	for _, k := range tp.n {
		n += k
	}
	return n
}

// enter sets a number control (a row of numbers: one tap; a stepper: the
// shortest way) to v.
func (tp *taps) enter(what string, o any, v int) {
	tp.t.Helper()
	switch o := o.(type) {
	case *widgets.Choices:
		tp.pick(what, o, v)
	case *widgets.Stepper:
		tp.stepTo(what, o, v)
	default:
		tp.t.Fatalf("no number control: %T", o)
	}
}

func (tp *taps) count(what string) {
	if tp.n == nil {
		return
	}
	if _, ok := tp.n[what]; !ok {
		tp.order = append(tp.order, what)
	}
	tp.n[what]++
}

// press taps a button, failing when it is disabled.
func (tp *taps) press(what string, b button) {
	tp.t.Helper()
	press(tp.t, b)
	tp.count(what)
}

// pick taps the number (or choice) v of a row.
func (tp *taps) pick(what string, r *widgets.Choices, v int) {
	tp.t.Helper()
	pick(tp.t, r, v)
	tp.count(what)
}

// tap taps any tappable widget (a chip).
func (tp *taps) tap(what string, o fyne.Tappable) {
	tp.t.Helper()
	test.Tap(o)
	tp.count(what)
}

// stepTo taps a stepper to v the shortest way (its big steps when it
// has them).
func (tp *taps) stepTo(what string, s *widgets.Stepper, v int) {
	tp.t.Helper()
	for range 200 {
		if !s.Unset && s.Value == v {
			return
		}
		cur := s.Value
		switch {
		case s.Unset && s.Guess == v:
			tp.tap(what, s.Number) // the guess is the count: take it
			continue
		case s.Unset && s.Guess > 0:
			cur = s.Guess
		case s.Unset:
			cur = s.Min - 1
			if s.Min == 0 {
				cur = 0
			}
		}
		d := v - cur
		switch {
		case s.Unset && s.Guess > 0 && d < 0 && -d >= s.Big && s.BigMinus != nil:
			tp.press(what, s.BigMinus)
		case s.Unset && s.Guess > 0 && d < 0:
			tp.press(what, s.Minus)
		case s.Unset && d <= 0:
			tp.press(what, s.Plus) // an unset stepper starts with +
		case d >= s.Big && s.BigPlus != nil:
			tp.press(what, s.BigPlus)
		case d > 0:
			tp.press(what, s.Plus)
		case -d >= s.Big && s.BigMinus != nil:
			tp.press(what, s.BigMinus)
		default:
			tp.press(what, s.Minus)
		}
	}
	tp.t.Fatalf("stepper stuck at %d, want %d", s.Value, v)
}

func (tp *taps) String() string {
	var parts []string
	for _, k := range tp.order {
		parts = append(parts, fmt.Sprintf("%s %d", k, tp.n[k]))
	}
	return fmt.Sprintf("%d taps (%s)", tp.total(), strings.Join(parts, ", "))
}

// atMost asserts a target for one kind of tap.
func (tp *taps) atMost(what string, n int) {
	tp.t.Helper()
	if tp.n[what] > n {
		tp.t.Errorf("%s: %d taps, target at most %d", what, tp.n[what], n)
	}
}

// totalsInView checks that the totals of round n are in view on the
// screen shown after Save, with no tap: the next entry's standings strip
// (or the sheet's standings once the match is over).
func totalsInView(t *testing.T, u *UI, n int) {
	t.Helper()
	m := u.entry.m
	want := (&scoring.Match{Players: m.Players, Game: m.Game.FirstRounds(n)}).Result()
	if u.nav.top().kind != "entry" || u.entry.round != n+1 || !u.entry.standings.Visible() {
		t.Fatalf("after Save: %v, round %d; want the entry of round %d with the standings", stackOf(u), u.entry.round, n+1)
	}
	got := stripString(u.entry.standings)
	for _, st := range want.Standings {
		if !strings.Contains(got, st.Player.Name) {
			t.Errorf("%s not in view: %q", st.Player.Name, got)
		}
	}
	if !strings.HasPrefix(got, "▲ ") {
		t.Errorf("no leader marked: %q", got)
	}
}

// tapGames sets up a match of each game for its typical round (setup)
// and plays that round (round), counting.
var tapGames = map[string]struct {
	setup func(t *testing.T, u *UI)
	round func(tp *taps, u *UI)
}{
	"skullking": {skullKingSetup, skullKingRound},
	"skipbo":    {skipBoTeamsSetup, skipBoTeamsRound},
	"skull":     {skullSetup, skullEliminated},
	"skuck":     {skuckSetup, skuckRound},
}

// playTypicalRound sets up a match of game and plays its typical round
// without counting.
func playTypicalRound(t *testing.T, u *UI, game string) {
	t.Helper()
	g := tapGames[game]
	g.setup(t, u)
	g.round(&taps{t: t}, u)
}

// skullKingSetup: 4 players with the expansions (Loot); rounds 1 and 2
// played: round 3 (3 cards) is next.
func skullKingSetup(t *testing.T, u *UI) {
	n := seatMatch(t, u, "skullking", "Anne", "Bob", "Carl", "Dora")
	o := n.gameOptions().(*skullKingOptions)
	if !o.expansions.Checked {
		test.Tap(o.expansions)
	}
	press(t, n.startButton)
	for r := 1; r <= 2; r++ {
		f := u.entry.form.(*skForm)
		for i := range f.bids {
			pick(t, f.bids[i], 0) // nobody bids: the last bid opens the tricks
		}
		afterSwitch(u)
		if r == 1 {
			pick(t, f.tricks[0], 1)
		} else {
			pick(t, f.tricks[1], 2)
		}
		press(t, u.entry.saveButton)
	}
}

// skullKingRound: bids Anne 1, Bob 1, Carl 0, Dora 0; Dora takes a trick
// she did not bid; Anne captures a coloured 14 and Bob the black 14, and
// Anne and Bob are allied by a Loot.
func skullKingRound(tp *taps, u *UI) {
	t := tp.t
	f := u.entry.form.(*skForm)
	for i, b := range []int{1, 1, 0, 0} {
		tp.pick("bids", f.bids[i], b)
	}
	if !f.s.Tricks {
		tp.press("phase", f.toTricksButton)
	}
	afterSwitch(u)
	f = u.entry.form.(*skForm)
	tp.pick("tricks", f.tricks[3], 1)
	// the bonuses are chips on each player's row; a Loot alliance is
	// set once for both allies
	tp.tap("bonus", f.chips[0][0]) // Anne: a coloured 14
	tp.tap("bonus", f.chips[1][1]) // Bob: the black 14
	tp.tap("loot", f.loot[0])
	tp.press("loot", f.allies[0][1]) // Anne and Bob
	if u.entry.saveButton.Disabled() {
		t.Fatalf("%s", u.entry.reasonLabel.Text)
	}
	tp.press("save", u.entry.saveButton)
}

// skipBoTeamsSetup: Anne and Carl against Bob and Dora.
func skipBoTeamsSetup(t *testing.T, u *UI) {
	n := seatMatch(t, u, "skipbo", "Anne", "Bob", "Carl", "Dora")
	n.gameOptions().(*skipBoOptions).teams = 2
	press(t, n.startButton)
}

// skipBoTeamsRound: Anne wins; Bob has 3 cards left, Dora 7.
func skipBoTeamsRound(tp *taps, u *UI) {
	f := u.entry.form.(*sbForm)
	tp.press("winner", f.winner.Buttons[0])
	tp.stepTo("cards left", f.left[1], 3)
	tp.stepTo("cards left", f.left[3], 7)
	tp.press("save", u.entry.saveButton)
}

// skullSetup: Anne, Bob, Carl; Anne has lost three challenges on her
// own skull (one disc left).
func skullSetup(t *testing.T, u *UI) {
	startMatch(t, u, "skull", "Anne", "Bob", "Carl")
	for range 3 {
		skullLost(&taps{t: t}, u, 0, 0)
	}
}

// skullLost enters a lost challenge of seat i on seat j's skull.
func skullLost(tp *taps, u *UI, i, j int) {
	f := u.entry.form.(*skullForm)
	tp.pick("challenger", f.challenger, i)
	tp.pick("result", f.result, 1)
	later(u) // "Whose skull?" scrolled into view
	if f.skullOf.Visible() {
		tp.pick("whose skull", f.skullOf, j)
	}
	if f.nextStart != nil && f.nextStart.Visible() && f.nextStart.Selected < 0 {
		tp.pick("next start", f.nextStart, 1)
	}
	if u.entry.saveButton.Disabled() {
		tp.t.Fatalf("%s", u.entry.reasonLabel.Text)
	}
	tp.press("save", u.entry.saveButton)
}

// skullEliminated: Anne turns her own skull and loses her last disc: she is out.
func skullEliminated(tp *taps, u *UI) { skullLost(tp, u, 0, 0) }

// skuckSetup: Anne and Bob.
func skuckSetup(t *testing.T, u *UI) { startMatch(t, u, "skuck", "Anne", "Bob") }

// skuckRound: Anne calls hearts; bids Anne 13, Bob 14, entered secretly;
// Anne makes 13 tricks; the bids are revealed.
func skuckRound(tp *taps, u *UI) {
	f := u.entry.form.(*skuckForm)
	tp.pick("caller", f.caller, 0)
	tp.pick("trump", f.trump, 1)
	tp.press("bids", f.bids)
	s := u.secretView
	for _, bid := range []int{13, 14} {
		tp.pressLater("bids", u, s.nextButton) // show
		tp.pick("bids", s.box.Objects[1].(*widgets.Choices), bid)
		tp.pressLater("bids", u, s.nextButton) // done, keep hidden
	}
	if u.secretView != nil {
		tp.pressLater("bids", u, s.nextButton) // back to the entry
	}
	tp.stepTo("tricks", f.made[0], 13)
	tp.press("reveal", f.reveal)
	tp.press("save", u.entry.saveButton)
}

// TestTapsPerRound measures each game's typical round and asserts the
// targets today's forms meet; the counts are logged.
func TestTapsPerRound(t *testing.T) {
	for _, game := range []string{"skullking", "skipbo", "skull", "skuck"} {
		t.Run(game, func(t *testing.T) {
			u, _ := newTestUI(t)
			g := tapGames[game]
			g.setup(t, u)
			n := u.entry.round
			tp := newTaps(t)
			g.round(tp, u)
			t.Logf("%s round %d: %v", game, n, tp)
			totalsInView(t, u, n) // 0 taps to see the totals
			tp.atMost("save", 1)
			switch game {
			case "skullking":
				tp.atMost("bids", 4)   // one per bid
				tp.atMost("tricks", 1) // Dora's differs from her bid
				tp.atMost("phase", 0)
			case "skipbo":
				tp.atMost("winner", 1)
			case "skull":
				tp.atMost("challenger", 1)
				tp.atMost("result", 1)
			case "skuck":
				tp.atMost("caller", 1)
				tp.atMost("trump", 1)
			}
		})
	}
}
