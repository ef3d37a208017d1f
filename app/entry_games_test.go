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
	press(t, u.Home.NewMatch)
	n := u.New
	press(t, n.Games.Buttons[1])
	n.Toggle(n.roster[0].ID)
	n.Toggle(n.roster[1].ID)
	target := n.gameOptions().(*skipBoOptions).Target
	for target.Value > 100 {
		press(t, target.BigMinus)
	}
	press(t, n.Start)
	e := u.Entry
	f := e.form.(*sbForm)
	wantBlocked(t, e, "Who won the round?")
	press(t, f.Winner.Buttons[0])
	if !f.Left[1].Unset || f.Left[1].Number.Text != "10?" {
		t.Fatalf("Bob's count starts at %q, want the guess 10?, no value", f.Left[1].Number.Text)
	}
	wantBlocked(t, e, "enter the cards left for Bob.")
	press(t, f.Left[1].BigMinus) // from the guess 10
	press(t, f.Left[1].Minus)
	press(t, f.Left[1].Minus)
	press(t, f.Left[1].Minus)
	press(t, f.Left[1].Minus) // Bob: 1 card
	if f.points[0].Text != "+30" {
		t.Errorf("Anne's points %q", f.points[0].Text)
	}
	press(t, e.Save)
	// round 2: Bob wins with Anne's 15 cards left: 25 + 75 = 100 ends it
	f = u.Entry.form.(*sbForm)
	press(t, f.Winner.Buttons[1])
	press(t, f.Left[0].BigPlus) // from the guess 10
	press(t, u.Entry.Save)
	if u.Sheet == nil || !u.Sheet.m.Over() {
		t.Fatal("the match should be over and its sheet shown")
	}
	lines := strings.Join(u.Sheet.Lines, "\n")
	if !strings.Contains(lines, "1. Bob  100 · winner") || !strings.Contains(lines, "2. Anne  30") {
		t.Errorf("standings %q", lines)
	}
	if got := u.Sheet.model.cell(1, 1, 0); got != "won" {
		t.Errorf("Bob's round 2 cell %q", got)
	}
	// the history lists both matches, newest first; filter by game
	u.home()
	press(t, u.Home.History)
	if len(u.History.Items) != 2 {
		t.Fatalf("history has %d", len(u.History.Items))
	}
	u.History.Game.SetSelectedIndex(3) // Skull
	if len(u.History.Items) != 0 {
		t.Errorf("skull filter: %d", len(u.History.Items))
	}
	u.History.Game.SetSelectedIndex(0)
	u.History.open(u.History.Items[0].ID)
	if u.Sheet == nil {
		t.Fatal("no sheet")
	}
	_ = db
}

func TestSkullMatch(t *testing.T) {
	u, _ := newTestUI(t)
	startMatch(t, u, "skull", "Anne", "Bob", "Carl")
	e := u.Entry
	f := e.form.(*skullForm)
	wantBlocked(t, e, "Pick the challenger")
	press(t, f.Challenger.Buttons[0])
	press(t, f.Bid.Plus) // bid 2
	press(t, f.Result.Buttons[1])
	later(u) // "Whose skull?" scrolled into view: a moment for the finger
	wantBlocked(t, e, "Whose skull")
	press(t, f.SkullOf.Buttons[1])
	press(t, e.Save)
	// round 2: Anne (3 discs) challenges and wins
	if !strings.Contains(u.Entry.info.Text, "Anne starts") {
		t.Errorf("info %q", u.Entry.info.Text)
	}
	skullWon(t, u, 0)
	// round 3: a bid over the table is refused
	f = u.Entry.form.(*skullForm)
	press(t, f.Challenger.Buttons[0])
	press(t, f.Result.Buttons[0])
	for !f.Bid.Plus.Disabled() {
		test.Tap(f.Bid.Plus)
	}
	if f.Bid.Value != 11 {
		t.Errorf("the table holds 11 discs, the stepper went to %d", f.Bid.Value)
	}
	press(t, u.Entry.Save)
	lines := strings.Join(u.Sheet.Lines, "\n")
	if !strings.Contains(lines, "1. Anne  2 won, 3 discs · winner") {
		t.Errorf("standings %q", lines)
	}
}

func TestSkuckMatch(t *testing.T) {
	u, _ := newTestUI(t)
	startMatch(t, u, "skuck", "Anne", "Bob")
	for game := 1; game <= 4; game++ {
		e := u.Entry
		f := e.form.(*skuckForm)
		if e.Round != game {
			t.Fatalf("game %d, want %d", e.Round, game)
		}
		// helper: Anne has fewer points and calls
		press(t, f.Points[0].BigPlus)
		press(t, f.Points[1].BigPlus)
		press(t, f.Points[1].Plus)
		if f.S.Round.Caller != u.Entry.m.Players[0].ID || !strings.Contains(f.callText.Text, "Anne calls trump") {
			t.Fatalf("caller %q: %q", f.S.Round.Caller, f.callText.Text)
		}
		press(t, f.Trump.Buttons[game%5])
		wantBlocked(t, e, "enter both bids secretly first")
		// secret bids: Anne 13, Bob 14 (a Click when both are exact)
		press(t, f.Bids)
		s := u.Secret
		pressLater(t, u, s.Next) // Anne: show
		st := s.box.Objects[1].(*widgets.Choices)
		bid := 13
		if game == 4 {
			bid = 14 // Anne overbids by one
		}
		press(t, st.Buttons[bid])
		pressLater(t, u, s.Next) // hide, pass
		pressLater(t, u, s.Next) // Bob: show
		st = s.box.Objects[1].(*widgets.Choices)
		press(t, st.Buttons[14])
		if s.Next.Text != "Done, keep hidden" {
			t.Errorf("the last player's button says %q", s.Next.Text)
		}
		pressLater(t, u, s.Next) // done, keep hidden: back on the entry
		if u.Secret != nil {
			t.Fatal("the secret entry should be over")
		}
		if !strings.Contains(f.bidsText.Text, "hidden") {
			t.Errorf("bids shown before the tricks: %q", f.bidsText.Text)
		}
		if !f.Reveal.Disabled() {
			t.Error("Reveal bids is enabled before the tricks are entered")
		}
		wantBlocked(t, e, "enter the tricks made")
		for range 13 {
			test.Tap(f.Made[0].Plus)
		}
		wantBlocked(t, e, "reveal the bids")
		if f.S.Round.Entries[1].Made != 14 {
			t.Errorf("Bob's tricks %d", f.S.Round.Entries[1].Made)
		}
		press(t, f.Reveal)
		press(t, e.Save)
	}
	lines := strings.Join(u.Sheet.Lines, "\n")
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
	u.openSheet(u.Entry.m)
	u.Sheet.EditRound(1)
	f := u.Entry.form.(*skullForm)
	press(t, f.Challenger.Buttons[2]) // Carl won round 1 too
	// round 2 (Carl's second win) now ends the match: nothing after it
	press(t, u.Entry.Save)
	if !u.Sheet.m.Over() {
		t.Fatal("Carl's second win should end the match")
	}
	if lines := strings.Join(u.Sheet.Lines, "\n"); !strings.Contains(lines, "1. Carl  2 won, 4 discs · winner") {
		t.Errorf("standings %q", lines)
	}
	// undo: the match goes on
	u.Sheet.UndoLast()
	if u.Sheet.m.Over() || u.Sheet.Next.Disabled() {
		t.Error("after undo the match should go on")
	}
}

// TestEditBreakingLaterRoundRefused: an edit that would make a later round
// impossible is refused, naming that round.
func TestEditBreakingLaterRoundRefused(t *testing.T) {
	u, _ := newTestUI(t)
	press(t, u.Home.NewMatch)
	n := u.New
	press(t, n.Games.Buttons[1])
	for _, name := range []string{"Anne", "Bob"} {
		test.Type(n.Name, name)
		press(t, n.Add)
	}
	target := n.gameOptions().(*skipBoOptions).Target
	for target.Value > 100 {
		press(t, target.BigMinus)
	}
	press(t, n.Start)
	for range 2 {
		f := u.Entry.form.(*sbForm)
		press(t, f.Winner.Buttons[0])
		press(t, f.Left[1].Plus)
		press(t, u.Entry.Save)
	}
	u.openSheet(u.Entry.m)
	u.Sheet.EditRound(1)
	f := u.Entry.form.(*sbForm)
	for range 3 {
		press(t, f.Left[1].BigPlus) // Bob 16 left: Anne reaches 100 in round 1
	}
	wantBlocked(t, u.Entry, "with this change Anne would win in round 1, but 1 more round was played after it")
}

// TestSecretBidsSurviveRestart: the app closes while the device is being
// passed round; reopened, the secret entry goes on with the next player
// and nothing entered is lost.
func TestSecretBidsSurviveRestart(t *testing.T) {
	u, db := newTestUI(t)
	startMatch(t, u, "skuck", "Anne", "Bob")
	f := u.Entry.form.(*skuckForm)
	press(t, f.Bids)
	s := u.Secret
	pressLater(t, u, s.Next) // Anne: show
	press(t, s.box.Objects[1].(*widgets.Choices).Buttons[12])
	pressLater(t, u, s.Next) // Anne: hide and pass on

	// the app closes here; reopened, the match resumes with Bob's turn
	u2 := New(test.NewTempApp(t), db) // new preferences: the draft is in the database
	u2.inline = true
	u2.Home.List.OnSelected(0)
	s2 := u2.Secret
	if s2 == nil || s2.Step != 1 || !s2.Hidden {
		t.Fatalf("secret entry not resumed at Bob's turn: %+v", s2)
	}
	pressLater(t, u2, s2.Next) // Bob: show
	press(t, s2.box.Objects[1].(*widgets.Choices).Buttons[15])
	pressLater(t, u2, s2.Next) // done, keep hidden
	f2 := u2.Entry.form.(*skuckForm)
	if en := f2.S.Round.Entries; en[0].Bid != 12 || en[1].Bid != 15 || !f2.S.BidsIn || f2.S.Secret != nil {
		t.Fatalf("bids after the restart: %+v, in %v, secret %+v", en, f2.S.BidsIn, f2.S.Secret)
	}
}

// skullWon enters and saves a Skull round in which the player in seat i
// challenges and wins.
func skullWon(t *testing.T, u *UI, i int) {
	t.Helper()
	f := u.Entry.form.(*skullForm)
	press(t, f.Challenger.Buttons[i])
	press(t, f.Result.Buttons[0])
	press(t, u.Entry.Save)
}

// TestSkipBoTeamWinnerSide: the winner's partner has no cards left either:
// only the other team's piles are asked for.
func TestSkipBoTeamWinnerSide(t *testing.T) {
	u, _ := newTestUI(t)
	n := seatMatch(t, u, "skipbo", "Anne", "Bob", "Carl", "Dora")
	o := n.gameOptions().(*skipBoOptions)
	o.teams = 2 // Anne and Carl against Bob and Dora
	press(t, n.Start)
	f := u.Entry.form.(*sbForm)
	press(t, f.Winner.Buttons[0])
	for i, want := range []bool{false, true, false, true} {
		if f.Left[i].Visible() != want {
			t.Errorf("seat %d: stock asked %v, want %v", i, f.Left[i].Visible(), want)
		}
	}
	press(t, f.Winner.Buttons[1]) // Bob instead: Dora's pile is empty too
	for i, want := range []bool{true, false, true, false} {
		if f.Left[i].Visible() != want {
			t.Errorf("Bob won, seat %d: stock asked %v, want %v", i, f.Left[i].Visible(), want)
		}
	}
}

// TestSkipBoAnyTarget: the rules let any target be chosen (SPEC 1.2).
func TestSkipBoAnyTarget(t *testing.T) {
	u, _ := newTestUI(t)
	n := seatMatch(t, u, "skipbo", "Anne", "Bob")
	target := n.gameOptions().(*skipBoOptions).Target
	for !target.BigMinus.Disabled() {
		press(t, target.BigMinus)
	}
	if target.Value != 1 {
		t.Errorf("lowest target %d, want 1", target.Value)
	}
	target.SetValue(10000)
	press(t, target.BigPlus)
	press(t, n.Start)
	if got := u.Entry.m.Game.(*skipbo.Match).Options.TargetScore(); got != 10050 {
		t.Errorf("target %d, want 10050", got)
	}
}

// TestSkuckSavesAGame: SKUCK's Save says "game", in English and German
// (SKUCK calls its rounds games); the other games' say "round".
func TestSkuckSavesAGame(t *testing.T) {
	u, _ := newTestUI(t)
	startMatch(t, u, "skuck", "Anne", "Bob")
	if got := u.Entry.Save.Text; got != "Save game" {
		t.Errorf("SKUCK's Save says %q", got)
	}
	startMatch(t, u, "skull", "Anne", "Bob", "Carl")
	if got := u.Entry.Save.Text; got != "Save round" {
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
