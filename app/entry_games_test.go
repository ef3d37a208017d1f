package app

import (
	"scorekeeper/app/widgets"
	"scorekeeper/assets"
	"scorekeeper/scoring/skipbo"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
)

func TestSkipBoMatch(t *testing.T) {
	u, db := newTestUI(t)
	startMatch(t, u, "skipbo", "Anne", "Bob")
	// a short match: target 100 (Start was pressed with 500; set it on a new one)
	u.back()
	press(t, u.homeView.newMatch)
	n := u.new
	press(t, n.games.Buttons[1])
	n.Toggle(n.roster[0].ID)
	n.Toggle(n.roster[1].ID)
	target := n.gameOptions().(*skipBoOptions).targetStepper
	for target.Value > 100 {
		press(t, target.BigMinus)
	}
	press(t, n.startButton)
	e := u.entry
	f := e.form.(*sbForm)
	wantBlocked(t, e, "Who won the round?")
	press(t, f.winner.Buttons[0])
	if !f.left[1].Unset || f.left[1].Number.Text != "10?" {
		t.Fatalf("Bob's count starts at %q, want the guess 10?, no value", f.left[1].Number.Text)
	}
	wantBlocked(t, e, "enter the cards left for Bob.")
	press(t, f.left[1].BigMinus) // from the guess 10
	press(t, f.left[1].Minus)
	press(t, f.left[1].Minus)
	press(t, f.left[1].Minus)
	press(t, f.left[1].Minus) // Bob: 1 card
	if f.points[0].Text != "+30" {
		t.Errorf("Anne's points %q", f.points[0].Text)
	}
	press(t, e.saveButton)
	// round 2: Bob wins with Anne's 15 cards left: 25 + 75 = 100 ends it
	f = u.entry.form.(*sbForm)
	press(t, f.winner.Buttons[1])
	press(t, f.left[0].BigPlus) // from the guess 10
	press(t, u.entry.saveButton)
	if u.sheet == nil || !u.sheet.m.Over() {
		t.Fatal("the match should be over and its sheet shown")
	}
	lines := strings.Join(u.sheet.standingLines, "\n")
	if !strings.Contains(lines, "1. Bob  100 · winner") || !strings.Contains(lines, "2. Anne  30") {
		t.Errorf("standings %q", lines)
	}
	if got := u.sheet.model.cell(1, 1, 0); got != "won" {
		t.Errorf("Bob's round 2 cell %q", got)
	}
	// the history lists both matches, newest first; filter by game
	u.home()
	press(t, u.homeView.history)
	if len(u.history.items) != 2 {
		t.Fatalf("history has %d", len(u.history.items))
	}
	u.history.gameSelect.SetSelectedIndex(3) // Skull
	if len(u.history.items) != 0 {
		t.Errorf("skull filter: %d", len(u.history.items))
	}
	u.history.gameSelect.SetSelectedIndex(0)
	u.history.open(u.history.items[0].ID)
	if u.sheet == nil {
		t.Fatal("no sheet")
	}
	_ = db
}

func TestSkullMatch(t *testing.T) {
	u, _ := newTestUI(t)
	startMatch(t, u, "skull", "Anne", "Bob", "Carl")
	e := u.entry
	f := e.form.(*skullForm)
	wantBlocked(t, e, "Pick the challenger")
	press(t, f.challenger.Buttons[0])
	press(t, f.bid.Plus) // bid 2
	press(t, f.result.Buttons[1])
	later(u) // "Whose skull?" scrolled into view: a moment for the finger
	wantBlocked(t, e, "Whose skull")
	press(t, f.skullOf.Buttons[1])
	press(t, e.saveButton)
	// round 2: Anne (3 discs) challenges and wins
	if !strings.Contains(u.entry.info.Text, "Anne starts") {
		t.Errorf("info %q", u.entry.info.Text)
	}
	skullWon(t, u, 0)
	// round 3: a bid over the table is refused
	f = u.entry.form.(*skullForm)
	press(t, f.challenger.Buttons[0])
	press(t, f.result.Buttons[0])
	for !f.bid.Plus.Disabled() {
		test.Tap(f.bid.Plus)
	}
	if f.bid.Value != 11 {
		t.Errorf("the table holds 11 discs, the stepper went to %d", f.bid.Value)
	}
	press(t, u.entry.saveButton)
	lines := strings.Join(u.sheet.standingLines, "\n")
	if !strings.Contains(lines, "1. Anne  2 won, 3 discs · winner") {
		t.Errorf("standings %q", lines)
	}
}

func TestSkuckMatch(t *testing.T) {
	u, _ := newTestUI(t)
	startMatch(t, u, "skuck", "Anne", "Bob")
	for game := 1; game <= 4; game++ {
		e := u.entry
		f := e.form.(*skuckForm)
		if e.round != game {
			t.Fatalf("game %d, want %d", e.round, game)
		}
		// helper: Anne has fewer points and calls
		press(t, f.points[0].BigPlus)
		press(t, f.points[1].BigPlus)
		press(t, f.points[1].Plus)
		if f.s.Round.Caller != u.entry.m.Players[0].ID || !strings.Contains(f.callText.Text, "Anne calls trump") {
			t.Fatalf("caller %q: %q", f.s.Round.Caller, f.callText.Text)
		}
		press(t, f.trump.Buttons[game%5])
		wantBlocked(t, e, "enter both bids secretly first")
		// secret bids: Anne 13, Bob 14 (a Click when both are exact)
		press(t, f.bids)
		s := u.secretView
		pressLater(t, u, s.nextButton) // Anne: show
		st := s.box.Objects[1].(*widgets.Choices)
		bid := 13
		if game == 4 {
			bid = 14 // Anne overbids by one
		}
		press(t, st.Buttons[bid])
		pressLater(t, u, s.nextButton) // hide, pass
		pressLater(t, u, s.nextButton) // Bob: show
		st = s.box.Objects[1].(*widgets.Choices)
		press(t, st.Buttons[14])
		if s.nextButton.Text != "Done, keep hidden" {
			t.Errorf("the last player's button says %q", s.nextButton.Text)
		}
		pressLater(t, u, s.nextButton) // done, keep hidden: back on the entry
		if u.secretView != nil {
			t.Fatal("the secret entry should be over")
		}
		if !strings.Contains(f.bidsText.Text, "hidden") {
			t.Errorf("bids shown before the tricks: %q", f.bidsText.Text)
		}
		if !f.reveal.Disabled() {
			t.Error("Reveal bids is enabled before the tricks are entered")
		}
		wantBlocked(t, e, "enter the tricks made")
		for range 13 {
			test.Tap(f.made[0].Plus)
		}
		wantBlocked(t, e, "reveal the bids")
		if f.s.Round.Entries[1].Made != 14 {
			t.Errorf("Bob's tricks %d", f.s.Round.Entries[1].Made)
		}
		press(t, f.reveal)
		press(t, e.saveButton)
	}
	lines := strings.Join(u.sheet.standingLines, "\n")
	for _, want := range []string{"1. Bob  10 · winner", "2. Anne  5", "plussies +10", "Boolie", "Clicks: 3", "Master"} {
		if !strings.Contains(lines, want) {
			t.Errorf("standings %q lack %q", lines, want)
		}
	}
}

// TestSkullEditRescores: editing a past round scores the later ones again.
func TestSkullEditRescores(t *testing.T) {
	u, _ := newTestUI(t)
	startMatch(t, u, "skull", "Anne", "Bob", "Carl")
	// round 1: Bob challenges and wins; round 2: Carl challenges and wins
	skullWon(t, u, 1)
	skullWon(t, u, 2)
	// Carl won a second challenge? No: Carl's first. Edit round 1 to Carl
	// winning: round 2 then ends the match, fine; edit round 2 to Bob instead
	u.openSheet(u.entry.m)
	u.sheet.EditRound(1)
	f := u.entry.form.(*skullForm)
	press(t, f.challenger.Buttons[2]) // Carl won round 1 too
	// round 2 (Carl's second win) now ends the match: nothing after it
	press(t, u.entry.saveButton)
	if !u.sheet.m.Over() {
		t.Fatal("Carl's second win should end the match")
	}
	if lines := strings.Join(u.sheet.standingLines, "\n"); !strings.Contains(lines, "1. Carl  2 won, 4 discs · winner") {
		t.Errorf("standings %q", lines)
	}
	// undo: the match goes on
	u.sheet.UndoLast()
	if u.sheet.m.Over() || u.sheet.nextButton.Disabled() {
		t.Error("after undo the match should go on")
	}
}

// TestEditBreakingLaterRoundRefused: an edit that would make a later round
// impossible is refused, naming that round.
func TestEditBreakingLaterRoundRefused(t *testing.T) {
	u, _ := newTestUI(t)
	press(t, u.homeView.newMatch)
	n := u.new
	press(t, n.games.Buttons[1])
	for _, name := range []string{"Anne", "Bob"} {
		test.Type(n.name, name)
		press(t, n.add)
	}
	target := n.gameOptions().(*skipBoOptions).targetStepper
	for target.Value > 100 {
		press(t, target.BigMinus)
	}
	press(t, n.startButton)
	for range 2 {
		f := u.entry.form.(*sbForm)
		press(t, f.winner.Buttons[0])
		press(t, f.left[1].Plus)
		press(t, u.entry.saveButton)
	}
	u.openSheet(u.entry.m)
	u.sheet.EditRound(1)
	f := u.entry.form.(*sbForm)
	for range 3 {
		press(t, f.left[1].BigPlus) // Bob 16 left: Anne reaches 100 in round 1
	}
	wantBlocked(t, u.entry, "with this change Anne would win in round 1, but 1 more round was played after it")
}

// TestSecretBidsSurviveRestart: the app closes while the device is being
// passed round; reopened, the secret entry goes on with the next player
// and nothing entered is lost.
func TestSecretBidsSurviveRestart(t *testing.T) {
	u, db := newTestUI(t)
	startMatch(t, u, "skuck", "Anne", "Bob")
	f := u.entry.form.(*skuckForm)
	press(t, f.bids)
	s := u.secretView
	pressLater(t, u, s.nextButton) // Anne: show
	press(t, s.box.Objects[1].(*widgets.Choices).Buttons[12])
	pressLater(t, u, s.nextButton) // Anne: hide and pass on

	// the app closes here; reopened, the match resumes with Bob's turn
	u2 := New(test.NewTempApp(t), db) // new preferences: the draft is in the database
	u2.inline = true
	u2.homeView.list.OnSelected(0)
	s2 := u2.secretView
	if s2 == nil || s2.step != 1 || !s2.hidden {
		t.Fatalf("secret entry not resumed at Bob's turn: %+v", s2)
	}
	pressLater(t, u2, s2.nextButton) // Bob: show
	press(t, s2.box.Objects[1].(*widgets.Choices).Buttons[15])
	pressLater(t, u2, s2.nextButton) // done, keep hidden
	f2 := u2.entry.form.(*skuckForm)
	if en := f2.s.Round.Entries; en[0].Bid != 12 || en[1].Bid != 15 || !f2.s.BidsIn || f2.s.Secret != nil {
		t.Fatalf("bids after the restart: %+v, in %v, secret %+v", en, f2.s.BidsIn, f2.s.Secret)
	}
}

// skullWon enters and saves a Skull round in which the player in seat i
// challenges and wins.
func skullWon(t *testing.T, u *UI, i int) {
	t.Helper()
	f := u.entry.form.(*skullForm)
	press(t, f.challenger.Buttons[i])
	press(t, f.result.Buttons[0])
	press(t, u.entry.saveButton)
}

// TestSkipBoTeamWinnerSide: the winner's partner has no cards left either:
// only the other team's piles are asked for.
func TestSkipBoTeamWinnerSide(t *testing.T) {
	u, _ := newTestUI(t)
	n := seatMatch(t, u, "skipbo", "Anne", "Bob", "Carl", "Dora")
	o := n.gameOptions().(*skipBoOptions)
	o.teams = 2 // Anne and Carl against Bob and Dora
	press(t, n.startButton)
	f := u.entry.form.(*sbForm)
	press(t, f.winner.Buttons[0])
	for i, want := range []bool{false, true, false, true} {
		if f.left[i].Visible() != want {
			t.Errorf("seat %d: stock asked %v, want %v", i, f.left[i].Visible(), want)
		}
	}
	press(t, f.winner.Buttons[1]) // Bob instead: Dora's pile is empty too
	for i, want := range []bool{true, false, true, false} {
		if f.left[i].Visible() != want {
			t.Errorf("Bob won, seat %d: stock asked %v, want %v", i, f.left[i].Visible(), want)
		}
	}
}

// TestSkipBoAnyTarget: the rules let any target be chosen (SPEC 1.2).
func TestSkipBoAnyTarget(t *testing.T) {
	u, _ := newTestUI(t)
	n := seatMatch(t, u, "skipbo", "Anne", "Bob")
	target := n.gameOptions().(*skipBoOptions).targetStepper
	for !target.BigMinus.Disabled() {
		press(t, target.BigMinus)
	}
	if target.Value != 1 {
		t.Errorf("lowest target %d, want 1", target.Value)
	}
	target.SetValue(10000)
	press(t, target.BigPlus)
	press(t, n.startButton)
	if got := u.entry.m.Game.(*skipbo.Match).Options.TargetScore(); got != 10050 {
		t.Errorf("target %d, want 10050", got)
	}
}

// TestSkuckSavesAGame: SKUCK's Save says "game", in English and German
// (SKUCK calls its rounds games); the other games' say "round".
func TestSkuckSavesAGame(t *testing.T) {
	u, _ := newTestUI(t)
	startMatch(t, u, "skuck", "Anne", "Bob")
	if got := u.entry.saveButton.Text; got != "Save game" {
		t.Errorf("SKUCK's Save says %q", got)
	}
	startMatch(t, u, "skull", "Anne", "Bob", "Carl")
	if got := u.entry.saveButton.Text; got != "Save round" {
		t.Errorf("Skull's Save says %q", got)
	}
	de, err := assets.Load("de")
	if err != nil {
		t.Fatal(err)
	}
	if got := de.Text("ui.entry.saveGame", nil); got != "Spiel speichern" {
		t.Errorf("German: %q", got)
	}
}
