package app

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// TestDraftWriter: drafts queued faster than the disk takes them are
// written in order off the UI goroutine, the newest winning; a drop
// queued after them wins over them; loadDraft sees a queued draft before
// it is written.
func TestDraftWriter(t *testing.T) {
	u, db := newTestUI(t)
	u.inline = false // the real writer goroutine (make race checks it)
	for i := range 200 {
		u.queueDraft("m1", fmt.Appendf(nil, `{"round":%d}`, i+1))
		u.queueDraft("m2", fmt.Appendf(nil, `{"round":%d}`, i+1))
		if d := u.loadDraft("m1"); d == nil || d.Round != i+1 {
			t.Fatalf("after queueing round %d: %+v", i+1, d)
		}
	}
	u.dropDraft("m2")
	u.flushDrafts()
	if d, err := db.Draft("m1"); string(d) != `{"round":200}` || err != nil {
		t.Errorf("m1: %q %v", d, err)
	}
	if d, err := db.Draft("m2"); d != nil || err != nil {
		t.Errorf("m2 was dropped last: %q %v", d, err)
	}
	if d := u.loadDraft("m2"); d != nil {
		t.Errorf("m2: %+v", d)
	}
}

// TestUndoKeepsNextRoundTyped: the next round's typed entries survive an
// undo of the round before (play test 3): the confirmation says they are
// kept, they are kept over a restart, and once the undone round is saved
// again they come back in the next round's entry.
func TestUndoKeepsNextRoundTyped(t *testing.T) {
	u, db := newTestUI(t)
	startMatch(t, u, "skullking", "Anne", "Bob", "Carl")
	for _, bids := range [][]int{{1, 0, 0}, {1, 1, 0}} {
		f := u.entry.form.(*skForm)
		for i, b := range bids {
			pick(t, f.bids[i], b)
		}
		afterSwitch(u)
		press(t, u.entry.saveButton)
	}
	m := u.entry.m
	if ask := u.undoQuestion(m); strings.Contains(ask, "kept") {
		t.Errorf("nothing is typed of round 3 yet: %q", ask)
	}
	f := u.entry.form.(*skForm)
	if u.entry.round != 3 {
		t.Fatalf("round %d", u.entry.round)
	}
	pick(t, f.bids[0], 2) // round 3's bids, half typed
	pick(t, f.bids[1], 1)

	u.openSheet(m)
	press(t, u.sheet.moreButton)
	press(t, u.sheet.undo)
	if ask := overlayText(u); !strings.Contains(ask, "typed for round 3 is kept: it comes back once round 2 is saved again") {
		t.Errorf("the confirmation does not tell of round 3's typed entries: %q", ask)
	}
	press(t, findButton(t, u, "Yes"))
	if u.entry == nil || u.entry.round != 2 {
		t.Fatalf("not on round 2's entry after undo: %v", stackOf(u))
	}

	// closed and opened again before round 2 is saved: both are kept
	u = New(test.NewTempApp(t), db)
	u.now = func() time.Time { return testNow.Add(time.Hour) }
	u.inline = true
	u.window.Resize(fyne.NewSize(360, 740))
	u.homeView.list.OnSelected(0)
	if u.entry == nil || u.entry.round != 2 {
		t.Fatalf("did not resume at round 2: %v", stackOf(u))
	}
	press(t, u.entry.saveButton)
	if u.entry == nil || u.entry.round != 3 {
		t.Fatalf("not on round 3 after saving round 2 again: %v", stackOf(u))
	}
	got := u.entry.form.(*skForm).s.Round.Entries
	if got[0].Bid != 2 || got[1].Bid != 1 {
		t.Errorf("round 3's typed bids are lost: %+v", got)
	}
}
