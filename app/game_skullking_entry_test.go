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
	e := u.Entry
	f := e.form.(*skForm)
	if !strings.Contains(e.info.Text, "Anne deals, Bob leads") {
		t.Errorf("info %q", e.info.Text)
	}
	// round 1, one card: Anne bids 1 and wins it
	wantBlocked(t, e, "enter the bids of Anne, Bob, Carl.")
	pick(t, f.Bids[0], 1)
	pick(t, f.Bids[1], 0)
	pick(t, f.Bids[2], 0) // the last bid opens the tricks
	afterSwitch(u)
	press(t, e.Save)

	// round 2: everyone bids 0 and the tricks do not add up
	e = u.Entry
	f = e.form.(*skForm)
	if e.Round != 2 {
		t.Fatalf("round %d", e.Round)
	}
	for i := range f.Bids {
		pick(t, f.Bids[i], 0)
	}
	afterSwitch(u)
	wantBlocked(t, e, "Tricks must add up to 2, not 0")
	if e.general.Visible() && strings.Contains(e.general.Text, "add up") {
		t.Errorf("the reason is said twice above Save: %q", e.general.Text)
	}
	// Anne 1, Carl 1: Bob's tricks are filled in from what is left (0)
	pick(t, f.Tricks[0], 1)
	pick(t, f.Tricks[2], 1)
	if f.S.Round.Entries[0].Tricks != 1 || f.S.Round.Entries[2].Tricks != 1 || f.S.Round.Entries[1].Tricks != 0 {
		t.Fatalf("Bob's tricks should be filled in: %+v", f.S.Round.Entries)
	}
	pick(t, f.Tricks[1], 1)
	wantBlocked(t, e, "Tricks must add up to 2, not 3")
	if e.labels == nil {
		t.Fatal("no issue labels")
	}
	pick(t, f.Tricks[2], 0)
	// Anne 1 Bob 1 Carl 0
	// a bonus is one tap: Anne captured the black 14 (she missed: no points)
	test.Tap(f.Chips[0][1])
	press(t, e.Save)
	sheetM, err := db.Get(u.Entry.m.ID)
	if err != nil || sheetM.Game.Len() != 2 {
		t.Fatalf("stored %v %v", sheetM, err)
	}

	// round 3 is being entered when the app closes: the bids survive
	f = u.Entry.form.(*skForm)
	pick(t, f.Bids[1], 2)

	// the sheet: Anne +20 in round 1, -10 in round 2
	u.openSheet(u.Entry.m)
	s := u.Sheet
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
	e = u.Entry
	if !e.Editing || e.Round != 1 {
		t.Fatal("not editing round 1")
	}
	f = e.form.(*skForm)
	pick(t, f.Tricks[0], 0)
	pick(t, f.Tricks[1], 1)
	press(t, e.Save)
	if u.Sheet != s || s.model.cell(0, 0, 3) != "-10" || s.model.cell(0, 1, 3) != "-10" {
		t.Errorf("after the edit: Anne %q, Bob %q", s.model.cell(0, 0, 3), s.model.cell(0, 1, 3))
	}
	// undo the last entry
	s.UndoLast()
	stored, _ := db.Get(s.m.ID)
	if stored.Game.Len() != 1 || s.m.Game.Len() != 1 {
		t.Fatalf("after undo: %d rounds stored", stored.Game.Len())
	}
	// close and reopen: the match is first on the home screen and resumes
	// at round 2 (round 3's draft no longer fits after the undo)
	u2 := New(u.App, db)
	if len(u2.Home.Open) != 1 {
		t.Fatalf("%d open matches", len(u2.Home.Open))
	}
	u2.Home.List.OnSelected(0)
	if u2.Entry == nil || u2.Entry.Round != 2 {
		t.Fatal("did not resume at round 2")
	}
	// end the match early: standings with who does the dishes
	u2.openSheet(u2.Entry.m)
	u2.Sheet.FinishNow()
	lines := strings.Join(u2.Sheet.Lines, "\n")
	for _, want := range []string{"Final standings", "1. Carl  10 · winner", "2. Anne  -10", "2. Bob  -10", "Anne and Bob do the dishes."} {
		if !strings.Contains(lines, want) {
			t.Errorf("standings %q lack %q", lines, want)
		}
	}
}

func TestSkullKingDraftSurvivesRestart(t *testing.T) {
	u, db := newTestUI(t)
	startMatch(t, u, "skullking", "Anne", "Bob")
	f := u.Entry.form.(*skForm)
	pick(t, f.Bids[1], 1)
	press(t, f.ToTricks)
	u2 := New(test.NewTempApp(t), db) // new preferences: the draft is in the database
	u2.Home.List.OnSelected(0)
	f2 := u2.Entry.form.(*skForm)
	if !f2.S.Tricks || f2.S.Round.Entries[1].Bid != 1 {
		t.Fatalf("draft lost: %+v", f2.S)
	}
}

func TestSkullKingCustomSchedule(t *testing.T) {
	u, _ := newTestUI(t)
	press(t, u.Home.NewMatch)
	n := u.New
	for _, name := range []string{"Anne", "Bob"} {
		test.Type(n.Name, name)
		press(t, n.Add)
	}
	o := n.gameOptions().(*skullKingOptions)
	o.Schedule.SetSelected(o.Schedule.Options[len(o.Schedule.Options)-1])
	if !n.Start.Disabled() {
		t.Fatal("an empty custom schedule should be refused")
	}
	test.Type(o.Custom, "3, 40")
	if !n.Start.Disabled() || !strings.Contains(n.reason.Text, "not 40") {
		t.Fatalf("reason %q", n.reason.Text)
	}
	o.Custom.SetText("3,5")
	press(t, n.Start)
	if !strings.Contains(u.Entry.info.Text, "Round 1 of 2 · cards: 3") {
		t.Errorf("info %q", u.Entry.info.Text)
	}
}

// TestSkullKingTaps: a 4-player round without bonuses takes at most two
// taps per player plus one to save: a bid each (the tricks phase opens by
// itself), tricks only for who missed, and Save.
func TestSkullKingTaps(t *testing.T) {
	u, db := newTestUI(t)
	startMatch(t, u, "skullking", "Anne", "Bob", "Carl", "Dora")
	// round 1 (one card): Anne, Bob, Carl bid 0, Dora bids 1
	f := u.Entry.form.(*skForm)
	taps := 0
	tap := func(r *widgets.Choices, v int) { pick(t, r, v); taps++ }
	tap(f.Bids[0], 0)
	tap(f.Bids[1], 0)
	tap(f.Bids[2], 0)
	tap(f.Bids[3], 1)
	if !f.S.Tricks {
		t.Fatal("the tricks phase did not open when every player had a bid")
	}
	afterSwitch(u)
	// the tricks start at the bids: Anne takes the trick instead of Dora
	f = u.Entry.form.(*skForm)
	if got := f.S.Round.Entries[3].Tricks; got != 1 {
		t.Fatalf("Dora's tricks start at %d, want her bid 1", got)
	}
	tap(f.Tricks[0], 1)
	tap(f.Tricks[3], 0)
	press(t, u.Entry.Save)
	taps++
	if taps > 2*4+1 {
		t.Errorf("%d taps", taps)
	}
	m, err := db.Get(u.Entry.m.ID)
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
		f := u.Entry.form.(*skForm)
		f.toTricks()
		f = u.Entry.form.(*skForm)
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
	press(t, u.Home.NewMatch)
	n := u.New
	press(t, n.Games.Buttons[indexOf(gameNames(), "skullking")])
	o := n.gameOptions().(*skullKingOptions)
	if o.Expansions.Checked || o.Powers.Checked {
		t.Fatal("optional cards on by default")
	}
	for _, name := range []string{"Cleo", "Dan"} {
		test.Type(n.Name, name)
		press(t, n.Add)
	}
	test.Tap(o.Expansions)
	test.Tap(o.Powers)
	press(t, n.Start)
	got = strings.Join(fields(), "|")
	for _, shown := range []string{"Harry", "Wager", "Loot", "destroyed"} {
		if !strings.Contains(got, shown) {
			t.Errorf("%q not shown with its option on: %s", shown, got)
		}
	}
	u.home()
	press(t, u.Home.NewMatch)
	press(t, u.New.Games.Buttons[indexOf(gameNames(), "skullking")])
	if o := u.New.gameOptions().(*skullKingOptions); !o.Expansions.Checked || !o.Powers.Checked {
		t.Error("the last choice is not the next default")
	}
}

// TestSheetFollowsWidth: the sheet shows the totals on a narrow window and
// the paper sheet's columns on a wide one, until the user picks a view.
func TestSheetFollowsWidth(t *testing.T) {
	u, _ := newTestUI(t)
	startMatch(t, u, "skullking", "Anne", "Bob")
	u.openSheet(u.Entry.m)
	s := u.Sheet
	_, cols := s.size()
	if !s.compact || cols != 2 {
		t.Fatalf("narrow: compact %v, %d columns", s.compact, cols)
	}
	u.Window.Resize(fyne.NewSize(1024, 700))
	if _, cols = s.size(); s.compact || cols != 10 {
		t.Fatalf("wide: compact %v, %d columns", s.compact, cols)
	}
	press(t, s.Columns) // the user wants the totals
	u.Window.Resize(fyne.NewSize(1100, 700))
	if _, cols = s.size(); !s.compact || cols != 2 {
		t.Fatalf("after choosing: compact %v, %d columns", s.compact, cols)
	}
}

// TestSkullKingOptionsInMatch: the choice of optional cards is stored in
// the match's options (not in the preferences), and a match without them
// (an older file) shows what its rounds use.
func TestSkullKingOptionsInMatch(t *testing.T) {
	u, db := newTestUI(t)
	press(t, u.Home.NewMatch)
	n := u.New
	press(t, n.Games.Buttons[indexOf(gameNames(), "skullking")])
	for _, name := range []string{"Anne", "Bob"} {
		test.Type(n.Name, name)
		press(t, n.Add)
		if name == "Anne" { // chosen before everyone is seated
			test.Tap(n.gameOptions().(*skullKingOptions).Powers)
		}
	}
	press(t, n.Start)
	m, err := db.Get(u.Entry.m.ID)
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
	f := u.Entry.form.(*skForm)
	f.toTricks()
	f = u.Entry.form.(*skForm)
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
	f := u.Entry.form.(*skForm)
	if f.Secret.Text != "Bid in secret: pass the phone" {
		t.Errorf("the button says %q", f.Secret.Text)
	}
	press(t, f.Secret)
	pick(t, u.Secret.Ask.(*widgets.Choices), 2) // Anne bids 2: Bob's cover
	u.back()
	if u.Secret != nil || u.Entry == nil {
		t.Fatal("Back should return to the entry")
	}
	f = u.Entry.form.(*skForm)
	if f.S.Tricks || len(f.Bids) != 0 {
		t.Fatalf("the open bids show while a secret entry is under way (tricks %v, %d rows)", f.S.Tricks, len(f.Bids))
	}
	if !hasText(f.c, "Bid in secret so far: Anne. Bob is next.") || f.Secret.Text != "Go on: Bob's bid" {
		t.Errorf("bids phase %q, button %q", texts(f.c), f.Secret.Text)
	}
	if strings.Contains(strings.Join(texts(f.c), " "), "2") || f.S.Round.Entries[0].Bid == 2 {
		t.Errorf("Anne's bid shows before the last is in: %q", texts(f.c))
	}
	press(t, f.Secret)
	s := u.Secret
	if s == nil || s.Step != 1 || !s.Hidden {
		t.Fatalf("did not go on with Bob, covered: %+v", s)
	}
	pressLater(t, u, s.Next)
	pick(t, s.Ask.(*widgets.Choices), 1) // Bob 1: Carl's cover

	// the app closes here; reopened, Carl's turn comes back
	u2 := New(test.NewTempApp(t), db)
	u2.inline = true
	u2.Home.List.OnSelected(0)
	s2 := u2.Secret
	if s2 == nil || s2.Step != 2 || !s2.Hidden {
		t.Fatalf("secret entry not resumed at Carl's turn: %+v", s2)
	}
	for _, bid := range []int{0, 3} {
		pressLater(t, u2, s2.Next)
		pick(t, s2.Ask.(*widgets.Choices), bid)
	}
	pressLater(t, u2, s2.Next) // reveal together
	f2 := u2.Entry.form.(*skForm)
	if u2.Secret != nil || !f2.S.Tricks || f2.S.Secret != nil {
		t.Fatalf("the reveal should show them and open the tricks: secret %v, tricks %v", u2.Secret, f2.S.Tricks)
	}
	for i, want := range []int{2, 1, 0, 3} {
		if got := f2.S.Round.Entries[i].Bid; got != want {
			t.Errorf("seat %d: bid %d, want %d", i, got, want)
		}
	}
}

// afterSwitch moves u's clock past the moment the tricks ignore taps
// after the bids switched to them by themselves.
func afterSwitch(u *UI) {
	now := u.Now().Add(switchQuiet)
	u.Now = func() time.Time { return now }
}

// TestSkullKingSwitchIgnoresSecondTap: the last bid opens the tricks at
// their top; a second tap of the same finger right after (on what now
// sits where the bid button was) changes nothing, a tap a moment later does.
func TestSkullKingSwitchIgnoresSecondTap(t *testing.T) {
	u, _ := newTestUI(t)
	f := startSkullKing5(t, u, true)
	for i, b := range []int{2, 1, 0} {
		pick(t, f.Bids[i], b)
	}
	u.Window.Resize(fyne.NewSize(360, 560)) // the bids scroll
	relayout(u.Window)
	scroll := u.Entry.scroll
	scroll.ScrollToBottom()
	if scroll.Offset.Y == 0 {
		t.Fatalf("the bids do not scroll: nothing to test (%v in %v)", scroll.Content.MinSize(), scroll.Size())
	}
	pick(t, f.Bids[3], 2) // the last bid: the tricks open
	f = u.Entry.form.(*skForm)
	if !f.S.Tricks {
		t.Fatal("the tricks did not open")
	}
	if scroll.Offset.Y != 0 {
		t.Errorf("the tricks open scrolled down by %v: the first player's row is hidden", scroll.Offset.Y)
	}
	test.Tap(f.Tricks[1].Buttons[4]) // a quick second tap
	test.Tap(f.Chips[1][0])
	if en := f.S.Round.Entries[1]; en.Tricks != 1 || en.Colored14 != 0 || f.Tricks[1].Selected != 1 || f.Chips[1][0].State != 0 {
		t.Fatalf("a tap right after the switch changed Bob's row: %+v, selected %d", en, f.Tricks[1].Selected)
	}
	later := testNow.Add(switchQuiet)
	u.Now = func() time.Time { return later }
	pick(t, f.Tricks[1], 4)
	if f.S.Round.Entries[1].Tricks != 4 {
		t.Errorf("a tap after the switch settled is ignored: %+v", f.S.Round.Entries[1])
	}
}

// TestSkullKingBackOnBidsCanSave: a round whose tricks are in (an undone
// round, or after a look back at the bids) can be saved from the bids.
func TestSkullKingBackOnBidsCanSave(t *testing.T) {
	u, _ := newTestUI(t)
	skullKingSetup(t, u)
	m := u.Entry.m
	u.openSheet(m)
	u.Sheet.UndoLast() // round 2 comes back as a draft, in the tricks
	f := u.Entry.form.(*skForm)
	if !f.S.Tricks {
		t.Fatal("the undone round does not come back in the tricks")
	}
	press(t, f.ToBids)
	if u.Entry.Save.Disabled() {
		t.Fatalf("Save is off on the bids of a round whose tricks are in: %q", u.Entry.Reason.Text)
	}
	press(t, u.Entry.Save)
	if m.Game.Len() != 2 {
		t.Errorf("%d rounds after saving the undone round again", m.Game.Len())
	}
	// a new round: nothing is in yet
	wantBlocked(t, u.Entry, "enter the bids of Anne, Bob, Carl, Dora.")
}

// TestSkullKingToTricksShownWhole: "→ Tricks" stands beside the bids'
// heading, whole on screen before any swipe even when the bids scroll
// (at the form's end a swipe short of it showed it cut in half).
func TestSkullKingToTricksShownWhole(t *testing.T) {
	u, _ := newTestUI(t)
	startSkullKing5(t, u, true)
	u.Window.Resize(fyne.NewSize(360, 560))
	relayout(u.Window)
	f := u.Entry.form.(*skForm)
	s := u.Entry.scroll
	if s.Content.MinSize().Height <= s.Size().Height {
		t.Fatal("the bids do not scroll: nothing to test")
	}
	d := fyne.CurrentApp().Driver()
	top, pos := d.AbsolutePositionForObject(s), d.AbsolutePositionForObject(f.ToTricks)
	if pos.Y < top.Y || pos.Y+f.ToTricks.Size().Height > top.Y+s.Size().Height {
		t.Errorf("→ Tricks at %v..%v, the form shows %v..%v", pos.Y, pos.Y+f.ToTricks.Size().Height, top.Y, top.Y+s.Size().Height)
	}
}
