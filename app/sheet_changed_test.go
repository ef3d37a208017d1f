package app

import (
	"bytes"
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"scorekeeper/scoring"
	"scorekeeper/scoring/skullking"
	"scorekeeper/storage/matchfile"
)

// fromOtherDevice is m as another device saved it after changing it:
// the bid of the first player in round r one higher, its versions
// counting that device's save on top of m's.
func fromOtherDevice(t *testing.T, m *scoring.Match, r int) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := matchfile.Write(&buf, m); err != nil {
		t.Fatal(err)
	}
	o, err := matchfile.DecodeMatch(buf.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	o.Game.(*skullking.Match).Rounds[r-1].Entries[0].Bid++
	o.Versions = o.Versions.Merge(scoring.Versions{"other-device": 1})
	buf.Reset()
	if err := matchfile.Write(&buf, o); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// arrive imports data as a sync pass would and tells the UI what changed.
func arrive(t *testing.T, u *UI, id string, data []byte) {
	t.Helper()
	if _, err := u.store.ImportFile(bytes.NewReader(data)); err != nil {
		t.Fatal(err)
	}
	u.syncChanged(syncResult{matches: []string{id}})
}

// TestSheetSaysChange: a version from another device that changes a
// round arrives while the sheet is open: the sheet shows it and says so,
// naming the round and the totals that changed (issue 19 item 15: it
// switched without a word).
func TestSheetSaysChange(t *testing.T) {
	u, db := newTestUI(t)
	m := testMatch(t, "skullking")
	if err := db.Save(m); err != nil {
		t.Fatal(err)
	}
	u.openSheet(m)
	s := u.sheet
	arrive(t, u, m.ID, fromOtherDevice(t, m, 2))
	if got := s.m.Game.(*skullking.Match).Rounds[1].Entries[0].Bid; got != m.Game.(*skullking.Match).Rounds[1].Entries[0].Bid+1 {
		t.Fatalf("the sheet shows bid %d, not the version that came", got)
	}
	text := s.notice.text.Text
	t.Log(text)
	if !s.notice.box.Visible() || !strings.Contains(text, "another device") || !strings.Contains(text, "round 2") || !strings.Contains(text, ", now ") {
		t.Fatalf("the sheet says %q (shown %v)", text, s.notice.box.Visible())
	}
	if s.notice.compare.Visible() {
		t.Error("Compare offered for a change that is no conflict")
	}
	press(t, s.notice.ok)
	if s.notice.box.Visible() {
		t.Error("OK left the notice")
	}
}

// TestSheetSaysConflict: this device corrected a round while another
// changed the match apart; when the other's version arrives the sheet
// says the match is a conflict, what the versions differ in, and offers
// Compare, which opens the Conflicts screen with the rounds that differ
// marked in both versions, both kept.
func TestSheetSaysConflict(t *testing.T) {
	u, db := newTestUI(t)
	m := alikeMatch(6) // eight players: the Conflicts screen still fits a phone
	if err := db.Save(m); err != nil {
		t.Fatal(err)
	}
	u.openSheet(m)
	s := u.sheet
	there := fromOtherDevice(t, s.m, 2) // saved there on top of the version stored here
	s.m.Game.(*skullking.Match).Rounds[3].Entries[1].Bid++
	if err := u.store.Save(s.m); err != nil { // the correction, here
		t.Fatal(err)
	}
	arrive(t, u, m.ID, there)
	if n, _ := u.conflictCount(); n != 1 {
		t.Fatalf("%d conflicts", n)
	}
	text := s.notice.text.Text
	t.Log(text)
	if !s.notice.box.Visible() || !strings.Contains(text, "changed this match too") || !strings.Contains(text, "rounds 2, 4") || !strings.Contains(text, "the totals of") {
		t.Fatalf("the sheet says %q", text)
	}
	u.back()
	u.openSheet(s.m)
	if s = u.sheet; !s.notice.box.Visible() || s.notice.text.Text != text {
		t.Errorf("the sheet opened again says %q", s.notice.text.Text)
	}
	press(t, s.notice.compare)
	c := u.conflictsView
	if u.nav.top().title != "Conflicts" || len(c.items) != 1 {
		t.Fatalf("Compare opened %q", u.nav.top().title)
	}
	if w := u.window.Content().MinSize().Width; w > 360 {
		t.Errorf("the Conflicts screen needs %.0f px: wider than a phone", w)
	}
	for i, marked := range c.items[0].marked {
		if len(marked) == 0 {
			t.Errorf("version %d marks no round", i+1)
		}
	}
	if ms, _ := db.Conflicts(); len(ms) != 1 || len(ms[0].Versions) != 2 {
		t.Errorf("the versions are not both kept: %+v", ms)
	}
}

// TestDiffVersions: a version against itself differs in nothing; one a
// round shorter in that round (and the totals it moved); a changed bid
// in its round.
func TestDiffVersions(t *testing.T) {
	m := testMatch(t, "skullking")
	if d := diffVersions(m, m); !d.empty() {
		t.Errorf("itself: %+v", d)
	}
	short := *m
	short.Game = withoutLast(m.Game)
	if d := diffVersions(m, &short); len(d.rounds) != 1 || d.rounds[0] != m.Game.Len() || len(d.totals) == 0 {
		t.Errorf("a round fewer: %+v", d)
	}
	bid := *m
	bid.Game = m.Game.FirstRounds(m.Game.Len())
	bid.Game.(*skullking.Match).Rounds[0].Entries[2].Bid++
	if d := diffVersions(m, &bid); len(d.rounds) != 1 || d.rounds[0] != 1 {
		t.Errorf("a bid of round 1: %+v", d)
	}
}

// TestNoticeTextHasTheWidth: the notice of a change from another device
// has the phone's width for its words, its buttons under them (beside
// them, at 150% German, the words broke mid-word in a column a third
// of the screen wide).
func TestNoticeTextHasTheWidth(t *testing.T) {
	u, _ := newTestUI(t)
	n := newChangedNotice(u, func() {})
	u.window.SetContent(n.box)
	u.window.Resize(fyne.NewSize(360, 740))
	n.say("Another device changed this match too: both versions are kept until you pick one. They differ in: round 3.", true)
	relayout(u.window)
	if w := n.text.Size().Width; w < 0.8*360 {
		t.Errorf("the notice's words have %v px of 360", w)
	}
	if !n.compare.Visible() || !n.ok.Visible() || n.ok.Position().Y == 0 && n.compare.Position().Y == 0 && n.ok.Size().Height == 0 {
		t.Error("the buttons are not shown")
	}
}
