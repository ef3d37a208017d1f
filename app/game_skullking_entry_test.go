package app

import (
	"scorekeeper/app/widgets"
	"scorekeeper/scoring"
	"scorekeeper/scoring/skullking"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

func TestSkullKingMatch(t *testing.T) {
	u, db := newTestUI(t)
	startMatch(t, u, "skullking", "Anne", "Bob", "Carl")
	e := u.entry
	f := e.form.(*skForm)
	if !strings.Contains(e.info.Text, "Anne deals, Bob leads") {
		t.Errorf("info %q", e.info.Text)
	}
	// round 1, one card: Anne bids 1 and wins it
	wantBlocked(t, e, "enter the bids of Anne, Bob, Carl.")
	pick(t, f.bids[0], 1)
	pick(t, f.bids[1], 0)
	pick(t, f.bids[2], 0) // the last bid opens the tricks
	afterSwitch(u)
	press(t, e.saveButton)

	// round 2: everyone bids 0 and the tricks do not add up
	e = u.entry
	f = e.form.(*skForm)
	if e.round != 2 {
		t.Fatalf("round %d", e.round)
	}
	for i := range f.bids {
		pick(t, f.bids[i], 0)
	}
	afterSwitch(u)
	wantBlocked(t, e, "Tricks must add up to 2, not 0")
	if e.general.Visible() && strings.Contains(e.general.Text, "add up") {
		t.Errorf("the reason is said twice above Save: %q", e.general.Text)
	}
	// Anne 1, Carl 1: Bob's tricks are filled in from what is left (0)
	pick(t, f.tricks[0], 1)
	pick(t, f.tricks[2], 1)
	if f.s.Round.Entries[0].Tricks != 1 || f.s.Round.Entries[2].Tricks != 1 || f.s.Round.Entries[1].Tricks != 0 {
		t.Fatalf("Bob's tricks should be filled in: %+v", f.s.Round.Entries)
	}
	pick(t, f.tricks[1], 1)
	wantBlocked(t, e, "Tricks must add up to 2, not 3")
	if e.labels == nil {
		t.Fatal("no issue labels")
	}
	pick(t, f.tricks[2], 0)
	// Anne 1 Bob 1 Carl 0
	// a bonus is one tap: Anne captured the black 14 (she missed: no points)
	test.Tap(f.chips[0][1])
	press(t, e.saveButton)
	sheetM, err := db.Get(u.entry.m.ID)
	if err != nil || sheetM.Game.Len() != 2 {
		t.Fatalf("stored %v %v", sheetM, err)
	}

	// round 3 is being entered when the app closes: the bids survive
	f = u.entry.form.(*skForm)
	pick(t, f.bids[1], 2)

	// the sheet: Anne +20 in round 1, -10 in round 2
	u.openSheet(u.entry.m)
	s := u.sheet
	if got := s.model.cell(0, 0, 3); got != "+20" {
		t.Errorf("Anne round 1: %q", got)
	}
	if got := s.model.cell(1, 0, 4); got != "0" {
		t.Errorf("Anne total after round 2: %q", got)
	}
	if got := s.model.shown(0, 0, 0, 0); got != "1/1*" {
		t.Errorf("Anne's bid cell (dealer marked): %q", got)
	}
	// edit round 1: Bob won the trick instead of Anne
	s.EditRound(1)
	e = u.entry
	if !e.editing || e.round != 1 {
		t.Fatal("not editing round 1")
	}
	f = e.form.(*skForm)
	pick(t, f.tricks[0], 0)
	pick(t, f.tricks[1], 1)
	press(t, e.saveButton)
	if u.sheet != s || s.model.cell(0, 0, 3) != "-10" || s.model.cell(0, 1, 3) != "-10" {
		t.Errorf("after the edit: Anne %q, Bob %q", s.model.cell(0, 0, 3), s.model.cell(0, 1, 3))
	}
	// undo the last entry
	s.UndoLast()
	stored, _ := db.Get(s.m.ID)
	if stored.Game.Len() != 1 || s.m.Game.Len() != 1 {
		t.Fatalf("after undo: %d rounds stored", stored.Game.Len())
	}
	// close and reopen: the match is first on the home screen and resumes
	// at round 2 (round 3's draft waits in it until round 2 is saved)
	u2 := New(u.app, db)
	if len(u2.homeView.open) != 1 {
		t.Fatalf("%d open matches", len(u2.homeView.open))
	}
	u2.homeView.list.OnSelected(0)
	if u2.entry == nil || u2.entry.round != 2 {
		t.Fatal("did not resume at round 2")
	}
	// end the match early: standings with who does the dishes
	u2.openSheet(u2.entry.m)
	u2.sheet.FinishNow()
	lines := strings.Join(u2.sheet.standingLines, "\n")
	for _, want := range []string{"Final standings", "1. Carl  10 · winner", "2. Anne  -10", "2. Bob  -10", "Anne and Bob do the dishes."} {
		if !strings.Contains(lines, want) {
			t.Errorf("standings %q lack %q", lines, want)
		}
	}
}

func TestSkullKingDraftSurvivesRestart(t *testing.T) {
	u, db := newTestUI(t)
	startMatch(t, u, "skullking", "Anne", "Bob")
	f := u.entry.form.(*skForm)
	pick(t, f.bids[1], 1)
	press(t, f.toTricksButton)
	u2 := New(test.NewTempApp(t), db) // new preferences: the draft is in the database
	u2.homeView.list.OnSelected(0)
	f2 := u2.entry.form.(*skForm)
	if !f2.s.Tricks || f2.s.Round.Entries[1].Bid != 1 {
		t.Fatalf("draft lost: %+v", f2.s)
	}
}

func TestSkullKingCustomSchedule(t *testing.T) {
	u, _ := newTestUI(t)
	press(t, u.homeView.newMatch)
	n := u.new
	for _, name := range []string{"Anne", "Bob"} {
		test.Type(n.name, name)
		press(t, n.add)
	}
	o := n.gameOptions().(*skullKingOptions)
	o.scheduleSelect.SetSelected(o.scheduleSelect.Options[len(o.scheduleSelect.Options)-1])
	if !n.startButton.Disabled() {
		t.Fatal("an empty custom schedule should be refused")
	}
	test.Type(o.custom, "3, 40")
	if !n.startButton.Disabled() || !strings.Contains(n.reason.Text, "not 40") {
		t.Fatalf("reason %q", n.reason.Text)
	}
	o.custom.SetText("3,5")
	press(t, n.startButton)
	if !strings.Contains(u.entry.info.Text, "Round 1 of 2 · cards: 3") {
		t.Errorf("info %q", u.entry.info.Text)
	}
}

// TestSkullKingTaps: a 4-player round without bonuses takes at most two
// taps per player plus one to save: a bid each (the tricks phase opens by
// itself), tricks only for who missed, and Save.
func TestSkullKingTaps(t *testing.T) {
	u, db := newTestUI(t)
	startMatch(t, u, "skullking", "Anne", "Bob", "Carl", "Dora")
	// round 1 (one card): Anne, Bob, Carl bid 0, Dora bids 1
	f := u.entry.form.(*skForm)
	taps := 0
	tap := func(r *widgets.Choices, v int) { pick(t, r, v); taps++ }
	tap(f.bids[0], 0)
	tap(f.bids[1], 0)
	tap(f.bids[2], 0)
	tap(f.bids[3], 1)
	if !f.s.Tricks {
		t.Fatal("the tricks phase did not open when every player had a bid")
	}
	afterSwitch(u)
	// the tricks start at the bids: Anne takes the trick instead of Dora
	f = u.entry.form.(*skForm)
	if got := f.s.Round.Entries[3].Tricks; got != 1 {
		t.Fatalf("Dora's tricks start at %d, want her bid 1", got)
	}
	tap(f.tricks[0], 1)
	tap(f.tricks[3], 0)
	press(t, u.entry.saveButton)
	taps++
	if taps > 2*4+1 {
		t.Errorf("%d taps", taps)
	}
	m, err := db.Get(u.entry.m.ID)
	if err != nil || m.Game.Len() != 1 {
		t.Fatalf("round not saved: %v", err)
	}
	got := m.Result().Standings
	want := map[string]int{"Anne": -10, "Bob": 10, "Carl": 10, "Dora": -10}
	for _, s := range got {
		if s.Total != want[s.Player.Name] {
			t.Errorf("%s: %d, want %d", s.Player.Name, s.Total, want[s.Player.Name])
		}
	}
}

// texts collects the label texts under o.
func texts(o fyne.CanvasObject) []string {
	switch v := o.(type) {
	case *widget.Label:
		return []string{v.Text}
	case *widgets.Chip:
		return []string{v.Text}
	case *fyne.Container:
		var out []string
		for _, c := range v.Objects {
			out = append(out, texts(c)...)
		}
		return out
	}
	return nil
}

// TestSkullKingOptionalCards: expansion cards and pirate powers are chosen
// for a match; their fields show only when on, and the choice is the
// default of the next match.
func TestSkullKingOptionalCards(t *testing.T) {
	u, _ := newTestUI(t)
	fields := func() []string {
		f := u.entry.form.(*skForm)
		f.toTricks()
		f = u.entry.form.(*skForm)
		return texts(f.c)
	}
	startMatch(t, u, "skullking", "Anne", "Bob")
	got := strings.Join(fields(), "|")
	for _, hidden := range []string{"Harry", "Wager", "Loot", "destroyed"} {
		if strings.Contains(got, hidden) {
			t.Errorf("%q shown without its option: %s", hidden, got)
		}
	}
	if !strings.Contains(got, "Black 14") {
		t.Errorf("the captures are always there: %s", got)
	}

	u.home()
	press(t, u.homeView.newMatch)
	n := u.new
	press(t, n.games.Buttons[indexOf(gameNames(), "skullking")])
	o := n.gameOptions().(*skullKingOptions)
	if o.expansions.Checked || o.powers.Checked {
		t.Fatal("optional cards on by default")
	}
	for _, name := range []string{"Cleo", "Dan"} {
		test.Type(n.name, name)
		press(t, n.add)
	}
	test.Tap(o.expansions)
	test.Tap(o.powers)
	press(t, n.startButton)
	got = strings.Join(fields(), "|")
	for _, shown := range []string{"Harry", "Wager", "Loot", "destroyed"} {
		if !strings.Contains(got, shown) {
			t.Errorf("%q not shown with its option on: %s", shown, got)
		}
	}
	u.home()
	press(t, u.homeView.newMatch)
	press(t, u.new.games.Buttons[indexOf(gameNames(), "skullking")])
	if o := u.new.gameOptions().(*skullKingOptions); !o.expansions.Checked || !o.powers.Checked {
		t.Error("the last choice is not the next default")
	}
}

// TestSheetFollowsWidth: the sheet shows the totals on a narrow window and
// the paper sheet's columns on a wide one, until the user picks a view.
func TestSheetFollowsWidth(t *testing.T) {
	u, _ := newTestUI(t)
	startMatch(t, u, "skullking", "Anne", "Bob")
	u.openSheet(u.entry.m)
	s := u.sheet
	_, cols := s.size()
	if !s.compact || cols != 2 {
		t.Fatalf("narrow: compact %v, %d columns", s.compact, cols)
	}
	u.window.Resize(fyne.NewSize(1024, 700))
	if _, cols = s.size(); s.compact || cols != 10 {
		t.Fatalf("wide: compact %v, %d columns", s.compact, cols)
	}
	press(t, s.columnsButton) // the user wants the totals
	u.window.Resize(fyne.NewSize(1100, 700))
	if _, cols = s.size(); !s.compact || cols != 2 {
		t.Fatalf("after choosing: compact %v, %d columns", s.compact, cols)
	}
}

// TestSkullKingOptionsInMatch: the choice of optional cards is stored in
// the match's options (not in the preferences), and a match without them
// (an older file) shows what its rounds use.
func TestSkullKingOptionsInMatch(t *testing.T) {
	u, db := newTestUI(t)
	press(t, u.homeView.newMatch)
	n := u.new
	press(t, n.games.Buttons[indexOf(gameNames(), "skullking")])
	for _, name := range []string{"Anne", "Bob"} {
		test.Type(n.name, name)
		press(t, n.add)
		if name == "Anne" { // chosen before everyone is seated
			test.Tap(n.gameOptions().(*skullKingOptions).powers)
		}
	}
	press(t, n.startButton)
	m, err := db.Get(u.entry.m.ID)
	if err != nil {
		t.Fatal(err)
	}
	o := m.Game.(*skullking.Match).Options
	if o.Expansions == nil || *o.Expansions || o.Powers == nil || !*o.Powers {
		t.Fatalf("stored options: expansions %v, powers %v; want false, true", o.Expansions, o.Powers)
	}
	if v := u.prefs().Bool("skPowers." + m.ID); v {
		t.Error("the match's choice is kept in the preferences")
	}

	// a match from a file without the options: Loot in round 1 shows
	// the expansion's fields in round 2, the powers stay hidden
	g := &skullking.Match{Rounds: []skullking.Round{{Entries: []skullking.Entry{
		{Player: "a", Bid: 1, Tricks: 1, LootWith: []string{"b"}}, {Player: "b", Bid: 0, Tricks: 0, LootWith: []string{"a"}}}}}}
	old := &scoring.Match{ID: "old", Created: testNow, Updated: testNow,
		Players: []scoring.Player{{ID: "a", Name: "Ann"}, {ID: "b", Name: "Ben"}}, Game: g}
	if _, err := db.Import([]*scoring.Match{old}); err != nil {
		t.Fatal(err)
	}
	u.home()
	u.resume("old")
	f := u.entry.form.(*skForm)
	f.toTricks()
	f = u.entry.form.(*skForm)
	got := strings.Join(texts(f.c), "|")
	if !strings.Contains(got, "Loot") || strings.Contains(got, "Harry") {
		t.Errorf("fields of a match without options: %s", got)
	}
}

// TestSkullKingSecretBidsKept: bids entered in secret stay hidden until
// the last is in and are never lost: Back in the middle keeps them (the
// bids say whose are in, never the bids, and the button goes on with the
// next player), and so does closing the app.
func TestSkullKingSecretBidsKept(t *testing.T) {
	u, db := newTestUI(t)
	skullKingSetup(t, u) // round 3: 3 cards
	f := u.entry.form.(*skForm)
	if f.secret.Text != "Bid in secret: pass the phone" {
		t.Errorf("the button says %q", f.secret.Text)
	}
	press(t, f.secret)
	pick(t, u.secretView.askBox.(*widgets.Choices), 2) // Anne bids 2: Bob's cover
	u.back()
	if u.secretView != nil || u.entry == nil {
		t.Fatal("Back should return to the entry")
	}
	f = u.entry.form.(*skForm)
	if f.s.Tricks || len(f.bids) != 0 {
		t.Fatalf("the open bids show while a secret entry is under way (tricks %v, %d rows)", f.s.Tricks, len(f.bids))
	}
	if !hasText(f.c, "Bid in secret so far: Anne. Bob is next.") || f.secret.Text != "Go on: Bob's bid" {
		t.Errorf("bids phase %q, button %q", texts(f.c), f.secret.Text)
	}
	if strings.Contains(strings.Join(texts(f.c), " "), "2") || f.s.Round.Entries[0].Bid == 2 {
		t.Errorf("Anne's bid shows before the last is in: %q", texts(f.c))
	}
	press(t, f.secret)
	s := u.secretView
	if s == nil || s.step != 1 || !s.hidden {
		t.Fatalf("did not go on with Bob, covered: %+v", s)
	}
	pressLater(t, u, s.nextButton)
	pick(t, s.askBox.(*widgets.Choices), 1) // Bob 1: Carl's cover

	// the app closes here; reopened, Carl's turn comes back
	u2 := New(test.NewTempApp(t), db)
	u2.inline = true
	u2.homeView.list.OnSelected(0)
	s2 := u2.secretView
	if s2 == nil || s2.step != 2 || !s2.hidden {
		t.Fatalf("secret entry not resumed at Carl's turn: %+v", s2)
	}
	for _, bid := range []int{0, 3} {
		pressLater(t, u2, s2.nextButton)
		pick(t, s2.askBox.(*widgets.Choices), bid)
	}
	pressLater(t, u2, s2.nextButton) // reveal together
	f2 := u2.entry.form.(*skForm)
	if u2.secretView != nil || !f2.s.Tricks || f2.s.Secret != nil {
		t.Fatalf("the reveal should show them and open the tricks: secret %v, tricks %v", u2.secretView, f2.s.Tricks)
	}
	for i, want := range []int{2, 1, 0, 3} {
		if got := f2.s.Round.Entries[i].Bid; got != want {
			t.Errorf("seat %d: bid %d, want %d", i, got, want)
		}
	}
}

// afterSwitch moves u's clock past the moment the tricks ignore taps
// after the bids switched to them by themselves.
func afterSwitch(u *UI) {
	now := u.now().Add(switchQuiet)
	u.now = func() time.Time { return now }
}

// TestSkullKingSwitchIgnoresSecondTap: the last bid opens the tricks at
// their top; a second tap of the same finger right after (on what now
// sits where the bid button was) changes nothing, a tap a moment later does.
func TestSkullKingSwitchIgnoresSecondTap(t *testing.T) {
	u, _ := newTestUI(t)
	f := startSkullKing5(t, u, true)
	for i, b := range []int{2, 1, 0} {
		pick(t, f.bids[i], b)
	}
	u.window.Resize(fyne.NewSize(360, 560)) // the bids scroll
	relayout(u.window)
	scroll := u.entry.scroll
	scroll.ScrollToBottom()
	if scroll.Offset.Y == 0 {
		t.Fatalf("the bids do not scroll: nothing to test (%v in %v)", scroll.Content.MinSize(), scroll.Size())
	}
	pick(t, f.bids[3], 2) // the last bid: the tricks open
	f = u.entry.form.(*skForm)
	if !f.s.Tricks {
		t.Fatal("the tricks did not open")
	}
	if scroll.Offset.Y != 0 {
		t.Errorf("the tricks open scrolled down by %v: the first player's row is hidden", scroll.Offset.Y)
	}
	test.Tap(f.tricks[1].Buttons[4]) // a quick second tap
	test.Tap(f.chips[1][0])
	if en := f.s.Round.Entries[1]; en.Tricks != 1 || en.Colored14 != 0 || f.tricks[1].Selected != 1 || f.chips[1][0].State != 0 {
		t.Fatalf("a tap right after the switch changed Bob's row: %+v, selected %d", en, f.tricks[1].Selected)
	}
	later := testNow.Add(switchQuiet)
	u.now = func() time.Time { return later }
	pick(t, f.tricks[1], 4)
	if f.s.Round.Entries[1].Tricks != 4 {
		t.Errorf("a tap after the switch settled is ignored: %+v", f.s.Round.Entries[1])
	}
}

// TestSkullKingBackOnBidsCanSave: a round whose tricks are in (an undone
// round, or after a look back at the bids) can be saved from the bids.
func TestSkullKingBackOnBidsCanSave(t *testing.T) {
	u, _ := newTestUI(t)
	skullKingSetup(t, u)
	m := u.entry.m
	u.openSheet(m)
	u.sheet.UndoLast() // round 2 comes back as a draft, in the tricks
	f := u.entry.form.(*skForm)
	if !f.s.Tricks {
		t.Fatal("the undone round does not come back in the tricks")
	}
	press(t, f.toBids)
	if u.entry.saveButton.Disabled() {
		t.Fatalf("Save is off on the bids of a round whose tricks are in: %q", u.entry.reasonLabel.Text)
	}
	press(t, u.entry.saveButton)
	if m.Game.Len() != 2 {
		t.Errorf("%d rounds after saving the undone round again", m.Game.Len())
	}
	// a new round: nothing is in yet
	wantBlocked(t, u.entry, "enter the bids of Anne, Bob, Carl, Dora.")
}

// TestSkullKingToTricksShownWhole: "→ Tricks" stands beside the bids'
// heading, whole on screen before any swipe even when the bids scroll
// (at the form's end a swipe short of it showed it cut in half).
func TestSkullKingToTricksShownWhole(t *testing.T) {
	u, _ := newTestUI(t)
	startSkullKing5(t, u, true)
	u.window.Resize(fyne.NewSize(360, 560))
	relayout(u.window)
	f := u.entry.form.(*skForm)
	s := u.entry.scroll
	if s.Content.MinSize().Height <= s.Size().Height {
		t.Fatal("the bids do not scroll: nothing to test")
	}
	d := fyne.CurrentApp().Driver()
	top, pos := d.AbsolutePositionForObject(s), d.AbsolutePositionForObject(f.toTricksButton)
	if pos.Y < top.Y || pos.Y+f.toTricksButton.Size().Height > top.Y+s.Size().Height {
		t.Errorf("→ Tricks at %v..%v, the form shows %v..%v", pos.Y, pos.Y+f.toTricksButton.Size().Height, top.Y, top.Y+s.Size().Height)
	}
}
