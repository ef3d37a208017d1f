package app

import (
	"reflect"
	"strings"
	"testing"
)

// TestEntryCurrentAfterSheetEdit: a past round edited on the sheet, Back
// to the round entry shows the new totals (issue 21 item 6: the old
// standings stayed), in the strip and the form's labels.
func TestEntryCurrentAfterSheetEdit(t *testing.T) {
	u, _ := newTestUI(t)
	shortSkipBo(t, u)      // target 100
	sbRound(t, u, 0, 0, 1) // Anne +30
	sbRound(t, u, 1, 1, 0) // Bob +30
	e := u.entry
	u.openSheet(e.m)
	u.sheet.EditRound(1)
	f := u.entry.form.(*sbForm)
	f.left[1].SetValue(3)
	f.left[1].OnChanged(3) // round 1: Anne 25 + 15 = 40
	press(t, u.entry.saveButton)
	key(u, "Escape") // from the sheet back to the round entry
	e = topEntry(t, u)
	if e.round != 3 {
		t.Fatalf("back on the entry of round %d", e.round)
	}
	if got := stripString(e.standings); !strings.Contains(got, "Anne 40") {
		t.Errorf("the round entry's standings %q, want Anne's 40 after the edit", got)
	}
	if got := strings.Join(texts(e.form.view()), "|"); !strings.Contains(got, "Anne (40, 60 to go)") {
		t.Errorf("the form's labels %q", got)
	}
	if u.entry != e {
		t.Error("the UI's entry is not the one shown")
	}
}

// topEntry is the entry screen shown.
func topEntry(t *testing.T, u *UI) *entry {
	t.Helper()
	e, ok := u.nav.top().owner.(*entry)
	if !ok {
		t.Fatalf("no entry shown: %v", stackOf(u))
	}
	return e
}

// TestSheetNextRoundOneEntry: "Next round" on a sheet opened from the
// round entry (a round edited on it meanwhile) goes back to that entry
// instead of stacking a second one: one Back to Home (issue 21 item 6:
// three).
func TestSheetNextRoundOneEntry(t *testing.T) {
	u, _ := newTestUI(t)
	shortSkipBo(t, u)
	sbRound(t, u, 0, 0, 1)
	u.openSheet(u.entry.m)
	u.sheet.EditRound(1)
	press(t, u.entry.saveButton) // unchanged: saved as it was
	press(t, u.sheet.nextButton)
	if got := stackOf(u); !reflect.DeepEqual(got, []string{"entry"}) {
		t.Fatalf("stack %q, want the one round entry", got)
	}
	if u.entry.round != 2 || u.entry.editing {
		t.Errorf("entry of round %d (editing %v), want round 2", u.entry.round, u.entry.editing)
	}
	key(u, "Escape")
	if u.nav.depth() != 1 {
		t.Errorf("one Back from the entry leaves %v", stackOf(u))
	}
}

// TestEditKeepsNextRoundDraft: a past round edited on the sheet while the
// next round is half typed: the edit's save leaves the next round's
// draft, so a restart right after finds it.
func TestEditKeepsNextRoundDraft(t *testing.T) {
	u, db := newTestUI(t)
	shortSkipBo(t, u)
	sbRound(t, u, 0, 0, 1)
	press(t, u.entry.form.(*sbForm).winner.Buttons[1]) // round 2: Bob won
	u.openSheet(u.entry.m)
	u.sheet.EditRound(1)
	f := u.entry.form.(*sbForm)
	press(t, f.left[1].Plus)
	press(t, u.entry.saveButton)

	u2 := testUIOn(t, db) // the app is killed on the sheet and started again
	u2.homeView.list.OnSelected(0)
	e := topEntry(t, u2)
	if e.round != 2 || e.form.(*sbForm).winner.Selected != 1 {
		t.Errorf("round %d, winner %d; want round 2 with Bob as typed", e.round, e.form.(*sbForm).winner.Selected)
	}
}
