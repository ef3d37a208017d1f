package app

import (
	"os"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"scorekeeper/app/widgets"
	"scorekeeper/scoring/skipbo"
	"scorekeeper/scoring/skullking"
)

// startSkullKing5 starts a 4-player Skull King match of two 5-card
// rounds with the expansion cards (and powers when asked).
func startSkullKing5(t *testing.T, u *UI, powers bool) *skForm {
	t.Helper()
	n := seatMatch(t, u, "skullking", "Anne", "Bob", "Carl", "Dora")
	o := n.gameOptions().(*skullKingOptions)
	o.scheduleSelect.SetSelected(o.scheduleSelect.Options[len(o.scheduleSelect.Options)-1])
	o.custom.SetText("5,5")
	test.Tap(o.expansions)
	if powers {
		test.Tap(o.powers)
	}
	press(t, n.startButton)
	return u.entry.form.(*skForm)
}

// skullKingTricks starts startSkullKing5's match (no powers), bids 2, 1,
// 0 and 2 and returns the tricks form the last bid opens.
func skullKingTricks(t *testing.T, u *UI) *skForm {
	t.Helper()
	return bidAll(t, u, startSkullKing5(t, u, false), 2, 1, 0, 2)
}

// bidAll taps every player's bid in f, which opens the tricks, and
// returns the form once taps on them count.
func bidAll(t *testing.T, u *UI, f *skForm, bids ...int) *skForm {
	t.Helper()
	for i, b := range bids {
		pick(t, f.bids[i], b)
	}
	afterSwitch(u)
	return u.entry.form.(*skForm)
}

// TestSkullKingRoundTaps: a typical 4-player round, two bonuses and a
// Loot alliance, takes a tap per bid, one per tricks count that differs
// from the bid, one per bonus, two for the alliance (the chip, the ally:
// set for both) and Save. Before the chips it took 13 taps and 3 to 8
// swipes to the bonus panels.
func TestSkullKingRoundTaps(t *testing.T) {
	u, db := newTestUI(t)
	f := startSkullKing5(t, u, false)
	c := newTaps(t)
	for i, b := range []int{2, 1, 0, 2} { // the tricks open by themselves
		c.tap("", f.bids[i].Buttons[b])
	}
	afterSwitch(u)
	f = u.entry.form.(*skForm)
	c.tap("", f.tricks[1].Buttons[2]) // Bob won 2, Dora 1
	c.tap("", f.tricks[3].Buttons[1])
	c.tap("", f.chips[0][0]) // Anne: a colored 14
	c.tap("", f.chips[0][2]) // and a Pirate with the Skull King
	c.tap("", f.loot[0])     // Anne and Carl: a Loot alliance
	c.tap("", f.allies[0][2])
	c.tap("", u.entry.saveButton)
	t.Logf("Skull King round: %d taps", c.total())
	if want := 4 + 2 + 2 + 2 + 1; c.total() > want {
		t.Errorf("%d taps, want at most %d", c.total(), want)
	}
	m, err := db.Get(u.entry.m.ID)
	if err != nil || m.Game.Len() != 1 {
		t.Fatalf("not saved: %v %s", err, u.entry.reasonLabel.Text)
	}
	sh := m.Game.(*skullking.Match).Sheet(m.Players)
	if got := sh[0][0].Points; got != 40+10+30+20 {
		t.Errorf("Anne scored %d", got)
	}
	if got := sh[0][2].Points; got != 50+20 {
		t.Errorf("Carl scored %d", got)
	}
}

// TestSkipBoRoundTaps: a team round: the winner, the two other counts
// stepped from their guess, Save.
func TestSkipBoRoundTaps(t *testing.T) {
	u, _ := newTestUI(t)
	n := seatMatch(t, u, "skipbo", "Anne", "Bob", "Carl", "Dora")
	n.gameOptions().(*skipBoOptions).teams = 2
	press(t, n.startButton)
	c := newTaps(t)
	f := u.entry.form.(*sbForm)
	c.tap("", f.winner.Buttons[0])
	c.stepTo("", f.left[1], 7)
	c.stepTo("", f.left[3], 12)
	c.tap("", u.entry.saveButton)
	t.Logf("Skip-Bo round: %d taps (9 before the guesses)", c.total())
	if u.entry.round != 2 {
		t.Fatalf("not saved: %s", u.entry.reasonLabel.Text)
	}
	if c.total() >= 9 {
		t.Errorf("%d taps", c.total())
	}
}

// TestSkullKingLootOnceForBoth: one alliance names both allies, the chip
// names the ally, and ending it ends it for both.
func TestSkullKingLootOnceForBoth(t *testing.T) {
	u, _ := newTestUI(t)
	f := skullKingTricks(t, u)
	if f.picker[1].Visible() {
		t.Fatal("the allies show before the Loot chip is tapped")
	}
	test.Tap(f.loot[1])
	if !f.picker[1].Visible() || f.chipRow[1].Visible() {
		t.Fatal("the Loot chip does not show the allies in place of the chips")
	}
	test.Tap(f.allies[1][3]) // Bob and Dora
	en := f.s.Round.Entries
	if strings.Join(en[1].LootWith, ",") != en[3].Player || strings.Join(en[3].LootWith, ",") != en[1].Player {
		t.Fatalf("the alliance is not on both: %v %v", en[1].LootWith, en[3].LootWith)
	}
	if f.loot[1].Text != "Loot Dora" || f.loot[3].Text != "Loot Bob" || f.loot[1].State == 0 {
		t.Errorf("the chips say %q and %q", f.loot[1].Text, f.loot[3].Text)
	}
	if f.picker[1].Visible() {
		t.Error("the allies stay open after the pick")
	}
	for _, l := range u.entry.labels {
		if l.Visible() && strings.Contains(l.Text, "Loot") {
			t.Errorf("a Loot message after one alliance: %q", l.Text)
		}
	}
	test.Tap(f.loot[3])
	test.Tap(f.allies[3][1]) // Dora ends it: for both
	if len(f.s.Round.Entries[1].LootWith)+len(f.s.Round.Entries[3].LootWith) != 0 {
		t.Errorf("ended on one side only: %+v", f.s.Round.Entries)
	}
	// a one-sided alliance (an older file) names the ally, not "this player"
	f.s.Round.Entries[0].LootWith = []string{f.s.Round.Entries[2].Player}
	u.entry.changed()
	text := ""
	for _, l := range u.entry.labels {
		if l.Visible() {
			text += l.Text
		}
	}
	if !strings.Contains(text, "Carl") || strings.Contains(text, "this player") {
		t.Errorf("Loot message %q", text)
	}
}

// TestSkullKingPreviewCountsAll: the points shown for a player are the
// scoring package's for the round as entered: bonuses, Harry and wager.
func TestSkullKingPreviewCountsAll(t *testing.T) {
	u, _ := newTestUI(t)
	f := bidAll(t, u, startSkullKing5(t, u, true), 3, 1, 0, 1)
	pick(t, f.tricks[0], 4) // Anne: 4 tricks, Harry +1 makes her bid
	pick(t, f.tricks[1], 0)
	chips := f.chips[0]
	test.Tap(chips[5]) // Harry +1
	test.Tap(chips[6]) // wager 10
	test.Tap(chips[6]) // wager 20
	test.Tap(chips[2]) // a Pirate with the Skull King
	test.Tap(chips[2]) // two
	res := f.game().ScoreRound(u.entry.round, f.s.Round, f.p)
	if res[0].Points != 80+60+20 {
		t.Fatalf("scoring: Anne %+v", res[0])
	}
	for i, r := range res {
		if got := f.points[i].Text; got != signed(r.Points) {
			t.Errorf("%s: preview %q, scored %d", f.p[i].Name, got, r.Points)
		}
	}
}

// TestSkullKingFilledInMarked: the one value the app fills in is marked,
// and a value the user set is never changed.
func TestSkullKingFilledInMarked(t *testing.T) {
	u, _ := newTestUI(t)
	f := bidAll(t, u, startSkullKing5(t, u, false), 1, 1, 0, 3)
	for i := range f.filled {
		if f.filled[i].Visible() {
			t.Errorf("seat %d marked filled in before any tap", i)
		}
	}
	pick(t, f.tricks[0], 2) // Anne 2, Bob 1, Carl 0: Dora gets what is left
	pick(t, f.tricks[1], 1)
	pick(t, f.tricks[2], 0)
	if got := f.s.Round.Entries[3].Tricks; got != 2 || !f.filled[3].Visible() {
		t.Fatalf("Dora: %d tricks, marked %v; want 2, marked", got, f.filled[3].Visible())
	}
	pick(t, f.tricks[3], 3) // Dora says 3: hers now
	pick(t, f.tricks[0], 1) // Anne changes: Dora's 3 stays
	if got := f.s.Round.Entries[3].Tricks; got != 3 || f.filled[3].Visible() {
		t.Errorf("Dora's own 3 became %d (marked %v)", got, f.filled[3].Visible())
	}
}

// TestSkullKingRowsStayPut: a message coming and going under a row never
// moves the buttons below it.
func TestSkullKingRowsStayPut(t *testing.T) {
	u, _ := newTestUI(t)
	f := skullKingTricks(t, u)
	d := fyne.CurrentApp().Driver()
	where := func() []fyne.Position {
		f.c.Refresh() // lay out as a frame would
		var out []fyne.Position
		for i := range f.tricks {
			out = append(out, d.AbsolutePositionForObject(f.tricks[i].Buttons[0]), d.AbsolutePositionForObject(f.chips[i][0]))
		}
		return append(out, d.AbsolutePositionForObject(f.destroyed.Buttons[0]))
	}
	before := where()
	pick(t, f.tricks[2], 3) // Carl won 3: the sum is off, a message shows
	text := ""
	for _, l := range u.entry.labels {
		if l.Visible() {
			text += l.Text
		}
	}
	test.Tap(f.chips[2][1]) // and a message under Carl's row for the Black 14?
	test.Tap(f.chips[2][1])
	pick(t, f.tricks[2], 0)
	test.Tap(f.chips[2][0]) // Carl won nothing but captured a 14: a message
	shown := false
	for _, l := range u.entry.labels {
		shown = shown || l.Visible()
	}
	if !shown {
		t.Fatal("no message to test with")
	}
	after := where()
	for i := range before {
		if before[i] != after[i] {
			t.Errorf("button %d moved from %v to %v", i, before[i], after[i])
		}
	}
	test.Tap(f.chips[2][0])
	test.Tap(f.chips[2][0])
	test.Tap(f.chips[2][0]) // back to 0: the message goes
	if again := where(); again[len(again)-1] != before[len(before)-1] {
		t.Errorf("the last button moved when the message went: %v to %v", before[len(before)-1], again[len(again)-1])
	}
	_ = text
}

// TestSkullKingDestroyedBigButtons: the Kraken/White Whale count is a row
// of the same big buttons as the tricks, the whole width.
func TestSkullKingDestroyedBigButtons(t *testing.T) {
	u, _ := newTestUI(t)
	f := startSkullKing5(t, u, false)
	f.toTricks()
	f = u.entry.form.(*skForm)
	if f.destroyed == nil {
		t.Fatal("no destroyed tricks with the expansions")
	}
	if got, want := f.destroyed.Size().Width, f.tricks[0].Size().Width; got != want {
		t.Errorf("destroyed row %v wide, the tricks %v", got, want)
	}
	if got, want := f.destroyed.Buttons[0].Size().Height, f.tricks[0].Buttons[0].Size().Height; got != want {
		t.Errorf("destroyed buttons %v high, the tricks' %v", got, want)
	}
}

// TestSkipBoTeamsShown: setup says who plays with whom, the entry names
// each player's team, the standings too.
func TestSkipBoTeamsShown(t *testing.T) {
	u, _ := newTestUI(t)
	n := seatMatch(t, u, "skipbo", "Anne", "Bob", "Carl", "Dora")
	o := n.gameOptions().(*skipBoOptions)
	var teams *widgets.Choices
	for _, obj := range n.optionsBox.Objects {
		if c, ok := obj.(*widgets.Choices); ok {
			teams = c
		}
	}
	if teams == nil {
		t.Fatal("no teams choice")
	}
	press(t, teams.Buttons[1])
	if got := o.teamsText(); got != "Team 1: Anne & Carl\nTeam 2: Bob & Dora" {
		t.Errorf("setup says %q", got)
	}
	if !strings.Contains(strings.Join(texts(n.optionsBox), "|"), "Team 1: Anne & Carl") {
		t.Errorf("the teams are not on the screen: %v", texts(n.optionsBox))
	}
	press(t, n.startButton)
	if !strings.Contains(strings.Join(texts(u.entry.form.view()), "|"), "Team 2 · Bob") {
		t.Errorf("entry: %v", texts(u.entry.form.view()))
	}
	f := u.entry.form.(*sbForm)
	press(t, f.winner.Buttons[0])
	test.Tap(f.left[1].Number) // Bob and Dora: the guesses
	test.Tap(f.left[3].Number)
	press(t, u.entry.saveButton)
	_, lines := standingsView(u.entry.m)
	if !strings.Contains(strings.Join(lines, "\n"), "2. Bob & Dora  0") { // a team once, by its players
		t.Errorf("standings: %v", lines)
	}
	_ = skipbo.DeckSize
}

// TestBigStepperAtMax: at the maximum the +5 button is disabled, as +1;
// near it +5 stops at the maximum.
func TestBigStepperAtMax(t *testing.T) {
	test.NewTempApp(t)
	s := widgets.NewBigStepper(30, 1, 30, 5, nil)
	if !s.BigPlus.Disabled() || !s.Plus.Disabled() {
		t.Errorf("at the maximum: +5 disabled %v, +1 disabled %v", s.BigPlus.Disabled(), s.Plus.Disabled())
	}
	test.Tap(s.BigMinus)
	test.Tap(s.Plus)
	test.Tap(s.Plus)
	test.Tap(s.BigPlus)
	if s.Value != 30 || !s.BigPlus.Disabled() {
		t.Errorf("28 +5: %d, +5 disabled %v", s.Value, s.BigPlus.Disabled())
	}
}

// TestSkullKingChipsShareARow: with every option on (Rascal, powers, the
// expansion cards), a player's bonus chips stand
// at least three to a row on a 360-wide phone: one chip per row made a
// player's bonuses a screen long.
func TestSkullKingChipsShareARow(t *testing.T) {
	if language := os.Getenv(envFitLang); language != "" { // TestSkullKingChipsShareARowInGerman's child
		a := test.NewTempApp(t)
		a.Preferences().SetString(prefLanguage, language)
		if err := LoadTranslations(a); err != nil {
			t.Fatal(err)
		}
		if got := lang.L("ui.sk.chip.colored14"); got != "14er" {
			t.Fatalf("not in German: %q", got)
		}
	}
	u, _ := newTestUI(t)
	n := seatMatch(t, u, "skullking", "Anne", "Bob", "Carl", "Dora")
	o := n.gameOptions().(*skullKingOptions)
	o.scoring.Buttons[1].OnTapped()
	test.Tap(o.expansions)
	test.Tap(o.powers)
	press(t, n.startButton)
	f := u.entry.form.(*skForm)
	f.toTricks()
	f = u.entry.form.(*skForm)
	const row = 360 - 16 // the phone less the form's margins
	for _, c := range f.chips[0] {
		if w := c.MinSize().Width; 3*w+2*theme.Padding() > row {
			t.Errorf("chip %q is %.0f wide: fewer than three fit a row", c.Text, w)
		}
	}
}
