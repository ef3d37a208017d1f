package app

import (
	"strings"
	"testing"
)

// TestSkipBoUntouchedCountNotSaved: a count nobody entered is not a
// value: Save waits for it, naming the player (issue 21 item 5: a round
// saved without counts scored 3x10 default cards, +175).
func TestSkipBoUntouchedCountNotSaved(t *testing.T) {
	u, _ := newTestUI(t)
	startMatch(t, u, "skipbo", "Anne", "Bob", "Carl")
	f := u.entry.form.(*sbForm)
	press(t, f.winner.Buttons[0])
	press(t, f.left[1].Minus) // Bob: one step from the start
	if !u.entry.saveButton.Disabled() || !strings.Contains(u.entry.reasonLabel.Text, "Carl") {
		t.Fatalf("Carl's count untouched: save enabled %v, reason %q", !u.entry.saveButton.Disabled(), u.entry.reasonLabel.Text)
	}
	if strings.Contains(u.entry.reasonLabel.Text, "Bob") {
		t.Errorf("Bob's count was entered: %q", u.entry.reasonLabel.Text)
	}
	if f.points[0].Text != "" {
		t.Errorf("a preview before every count is in: %q", f.points[0].Text)
	}
	press(t, f.left[2].Plus) // Carl: entered
	if u.entry.saveButton.Disabled() {
		t.Fatalf("every count entered, still: %q", u.entry.reasonLabel.Text)
	}
}

// TestSkipBoWinnerChangeKeepsCounts: counts entered for one side stay
// when the winner changes and changes back (issue 21 item 5: they were
// wiped to the default).
func TestSkipBoWinnerChangeKeepsCounts(t *testing.T) {
	u, _ := newTestUI(t)
	n := seatMatch(t, u, "skipbo", "Anne", "Bob", "Carl", "Dora")
	n.gameOptions().(*skipBoOptions).teams = 2 // Anne & Carl, Bob & Dora
	press(t, n.startButton)
	f := u.entry.form.(*sbForm)
	press(t, f.winner.Buttons[0])
	for _, s := range []int{1, 3} { // Bob and Dora: 10 -> 9
		press(t, f.left[s].Minus)
	}
	press(t, f.left[3].Minus) // Dora 8
	bob, dora := f.left[1].Value, f.left[3].Value
	press(t, f.winner.Buttons[1]) // Bob won after all
	press(t, f.winner.Buttons[0]) // no: Anne
	if f.left[1].Value != bob || f.left[3].Value != dora {
		t.Fatalf("Bob %d, Dora %d after the winner changed back; want %d and %d", f.left[1].Value, f.left[3].Value, bob, dora)
	}
	if u.entry.saveButton.Disabled() {
		t.Fatalf("the counts are in: %q", u.entry.reasonLabel.Text)
	}
	press(t, u.entry.saveButton)
	if got := stripString(u.entry.standings); !strings.Contains(got, "Anne & Carl 110") {
		t.Errorf("standings %q, want Anne & Carl 25 + 5 x 17", got)
	}
}

// TestSkipBoEditSaysBefore: editing a past round labels each player with
// the total and the points to go before that round (issue 21 item 10:
// the final ones), and an edit that ends the match early says so once,
// with the rounds counted in words that fit ("1 more round").
func TestSkipBoEditSaysBefore(t *testing.T) {
	u, _ := newTestUI(t)
	shortSkipBo(t, u)      // target 100
	sbRound(t, u, 0, 0, 1) // Anne +30
	sbRound(t, u, 1, 1, 0) // Bob +30
	u.openSheet(u.entry.m)
	u.sheet.EditRound(1)
	e := u.entry
	if got := strings.Join(texts(e.form.view()), "|"); !strings.Contains(got, "Anne (0, 100 to go)") || !strings.Contains(got, "Bob (0, 100 to go)") {
		t.Errorf("round 1's labels: %q", got)
	}
	f := e.form.(*sbForm)
	f.left[1].SetValue(20)
	f.left[1].OnChanged(20) // Anne 125: the match would end in round 1
	if !strings.Contains(e.reasonLabel.Text, "Anne would win in round 1, but 1 more round was played after it") {
		t.Errorf("reason %q", e.reasonLabel.Text)
	}
	if e.general.Visible() && strings.Contains(e.general.Text, "no more rounds") {
		t.Errorf("a second message contradicts the reason: %q", e.general.Text)
	}
	u.back()
	u.back()
	sbRound(t, u, 1, 1, 0) // Bob 60: two rounds after the first
	u.openSheet(u.entry.m)
	u.sheet.EditRound(1)
	e = u.entry
	f = e.form.(*sbForm)
	f.left[1].SetValue(20)
	f.left[1].OnChanged(20)
	if !strings.Contains(e.reasonLabel.Text, "but 2 more rounds were played") {
		t.Errorf("reason %q", e.reasonLabel.Text)
	}
	if e.general.Visible() && strings.Contains(e.general.Text, "no more rounds") {
		t.Errorf("a second message contradicts the reason: %q", e.general.Text)
	}
}

// TestSkipBoUntouchedTeamNotEmpty: with a winner and no count entered
// yet, the other team is not "emptied": an untouched count is not a 0
// the user entered, and no message may rest on it (play test 2 finding
// 1: the other side's first player got "This whole team has emptied its
// stock"). Two 0s typed for the whole team still get it.
func TestSkipBoUntouchedTeamNotEmpty(t *testing.T) {
	u, _ := newTestUI(t)
	n := seatMatch(t, u, "skipbo", "Anne", "Bob", "Carl", "Dora")
	n.gameOptions().(*skipBoOptions).teams = 2 // Anne & Carl, Bob & Dora
	press(t, n.startButton)
	e := u.entry
	f := e.form.(*sbForm)
	press(t, f.winner.Buttons[0]) // Anne & Carl won
	said := func() string {
		out := append(texts(f.view()), e.general.Text, e.reasonLabel.Text)
		for _, l := range e.labels {
			out = append(out, l.Text)
		}
		return strings.Join(out, "|")
	}
	if got := said(); strings.Contains(got, "emptied its stock") {
		t.Errorf("no count entered, yet: %q", got)
	}
	press(t, f.left[1].Minus) // Bob: 9, Dora untouched
	f.left[1].SetValue(0)
	f.left[1].OnChanged(0) // Bob 0: Dora may hold the rest
	if got := said(); strings.Contains(got, "emptied its stock") {
		t.Errorf("Dora untouched, yet: %q", got)
	}
	f.left[3].SetValue(0)
	f.left[3].OnChanged(0) // Dora 0 typed too: both emptied
	if got := said(); !strings.Contains(got, "emptied its stock") {
		t.Errorf("Bob and Dora entered 0: %q", got)
	}
}

// annaWonAlone starts a Skip-Bo match of four playing alone and makes
// Anna the round's winner.
func annaWonAlone(t *testing.T) (*entry, *sbForm) {
	u, _ := newTestUI(t)
	startMatch(t, u, "skipbo", "Anna", "Ben", "Cleo", "Dirk")
	f := u.entry.form.(*sbForm)
	press(t, f.winner.Buttons[0])
	return u.entry, f
}

// setLeft enters v cards left for seat i.
func setLeft(f *sbForm, i, v int) {
	f.left[i].SetValue(v)
	f.left[i].OnChanged(v)
}

// TestSkipBoUntouchedCountSaysNothing: a count nobody touched carries no
// message (play test 3, a049/a050: as soon as the winner was picked each
// untouched count said "How many cards are left in this stock ↓" and the
// whole sentence again right below it); the reason over Save names whose
// counts are still to enter, once.
func TestSkipBoUntouchedCountSaysNothing(t *testing.T) {
	e, f := annaWonAlone(t)
	press(t, f.left[1].Minus) // Ben entered; Cleo and Dirk untouched
	for _, l := range e.labels {
		if l.Visible() && l.Text != "" {
			t.Errorf("a field says %q", l.Text)
		}
	}
	if e.general.Visible() && e.general.Text != "" {
		t.Errorf("the form's end says %q", e.general.Text)
	}
	if got := e.reasonLabel.Text; strings.Count(got, "Cleo, Dirk") != 1 || strings.Contains(got, "How many") {
		t.Errorf("reason %q, want Cleo and Dirk named once", got)
	}
}

// TestSkipBoLastCountSaidOnce: a message too long for the last count's
// line is said whole at the form's end, right below it, and not cut on
// the line as well (play test 3, a050: the same sentence twice in a
// row); a count higher up keeps its first words and "↓".
func TestSkipBoLastCountSaidOnce(t *testing.T) {
	e, f := annaWonAlone(t)
	setLeft(f, 1, 4)
	setLeft(f, 2, 6)
	setLeft(f, 3, 31)
	const whole = "Dirk: More than the 30 cards dealt (31): only with penalty cards."
	if !strings.Contains(e.general.Text, whole) {
		t.Fatalf("the form's end says %q, want %q", e.general.Text, whole)
	}
	for _, l := range e.labels {
		if strings.Contains(l.Text, "Dirk") {
			t.Errorf("Dirk's line says %q right above the whole message", l.Text)
		}
	}
	setLeft(f, 3, 10)
	setLeft(f, 1, 31) // Ben's line is not the last: it points down
	cut := false
	for _, l := range e.labels {
		cut = cut || strings.HasPrefix(l.Text, "Ben: More than") && strings.HasSuffix(l.Text, "↓")
	}
	if !cut || !strings.Contains(e.general.Text, "Ben: More than the 30 cards dealt (31): only with penalty cards.") {
		t.Errorf("Ben's line %v cut, the end %q", cut, e.general.Text)
	}
}
