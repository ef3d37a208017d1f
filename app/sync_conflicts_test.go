package app

import (
	"bytes"
	"os"
	"strings"
	"testing"

	"scorekeeper/storage/matchfile"
)

// importConflict imports testdata's Skull King match and a version of
// it edited apart (its last round undone at the same revision): a
// conflict. It returns the match id.
func importConflict(t *testing.T, u *UI) string {
	t.Helper()
	data, err := os.ReadFile("../testdata/skullking.json")
	if err != nil {
		t.Fatal(err)
	}
	m, err := matchfile.DecodeMatch(data)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := u.store.ImportFile(bytes.NewReader(data)); err != nil {
		t.Fatal(err)
	}
	m.Game = withoutLast(m.Game)
	var apart bytes.Buffer
	if err := matchfile.Write(&apart, m); err != nil {
		t.Fatal(err)
	}
	if _, err := u.store.ImportFile(&apart); err != nil {
		t.Fatal(err)
	}
	return m.ID
}

func TestConflictKeepThis(t *testing.T) {
	u, _ := newTestUI(t)
	id := importConflict(t, u)
	before, err := u.store.Get(id)
	if err != nil {
		t.Fatal(err)
	}
	press(t, u.homeView.settings)
	if got := u.settings.sync.conflictText.Text; !strings.Contains(got, "Conflicts waiting: 1") || u.settings.sync.conflicts.Hidden {
		t.Fatalf("settings say %q", got)
	}
	press(t, u.settings.sync.conflicts)
	c := u.conflictsView
	if len(c.items) != 1 || c.items[0].id != id || len(c.items[0].keep) != 2 {
		t.Fatalf("items %+v", c.items)
	}
	// keep the version the match is not: the one with a round fewer
	k := 1
	if c.items[0].sides[0] != id {
		k = 0
	}
	press(t, c.items[0].keep[k])
	press(t, findButton(t, u, "Yes"))
	if len(c.items) != 0 {
		t.Fatalf("still %d conflicts", len(c.items))
	}
	after, err := u.store.Get(id)
	if err != nil {
		t.Fatal(err)
	}
	if after.Game.Len() != before.Game.Len()-1 {
		t.Errorf("kept %d rounds, want %d", after.Game.Len(), before.Game.Len()-1)
	}
	if n, _ := u.conflictCount(); n != 0 {
		t.Errorf("%d conflicts left", n)
	}
	if u.noticeLabel == nil || !strings.Contains(u.noticeLabel.Text, "backup") {
		t.Error("no word of the backup")
	}
	u.back()
	if got := u.settings.sync.conflictText.Text; got != "No conflicts." || !u.settings.sync.conflicts.Hidden {
		t.Errorf("settings after: %q", got)
	}
}

// A conflict copy in History opens the Conflicts screen.
func TestHistoryOpensConflicts(t *testing.T) {
	u, _ := newTestUI(t)
	importConflict(t, u)
	press(t, u.homeView.history)
	for i, s := range u.history.items {
		if s.ConflictOf != "" {
			u.history.list.Select(i)
			if u.nav.top().title != "Conflicts" || len(u.conflictsView.items) != 1 {
				t.Fatalf("opened %q", u.nav.top().title)
			}
			return
		}
	}
	t.Fatal("no conflict copy in History")
}

// TestKeepHereSettlesSheet: the sheet said the match is a conflict and
// Compare opened the versions; keeping the one the sheet did not show
// brings the user back to a sheet that shows the version kept and no
// longer says "both versions are kept" (seen in the real window).
func TestKeepHereSettlesSheet(t *testing.T) {
	u, _ := newTestUI(t)
	id := importConflict(t, u)
	shown, err := u.store.Get(id)
	if err != nil {
		t.Fatal(err)
	}
	u.openSheet(shown)
	s := u.sheet
	if !s.notice.box.Visible() {
		t.Fatal("the sheet does not say the match is a conflict")
	}
	press(t, s.notice.compare)
	it := u.conflictsView.items[0]
	other := 1
	if it.sides[1] == id {
		other = 0
	}
	kept, err := u.store.Get(it.sides[other])
	if err != nil {
		t.Fatal(err)
	}
	press(t, it.keep[other])
	press(t, findButton(t, u, "Yes"))
	u.back()
	if u.nav.top().owner != s || s.notice.box.Visible() || s.m.Game.Len() != kept.Game.Len() {
		t.Errorf("the sheet shows %d rounds (kept %d), says %q (shown %v)", s.m.Game.Len(), kept.Game.Len(), s.notice.text.Text, s.notice.box.Visible())
	}
}
