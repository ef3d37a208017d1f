package app

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// listRow is what row i of a list of two lines says.
func listRow(l *widget.List, i int) (string, string) {
	o := l.CreateItem()
	l.UpdateItem(i, o)
	box := o.(*fyne.Container).Objects[0].(*fyne.Container)
	return box.Objects[0].(*widget.Label).Text, box.Objects[1].(*widget.Label).Text
}

// TestHomeSkuckGames: Home counts a SKUCK match's games as games, in
// English and German, and says the time played as History does (01:00
// and 00:59 for one match: the last change, and the start).
func TestHomeSkuckGames(t *testing.T) {
	u, db := newTestUI(t)
	m := testMatch(t, "skuck")
	m.Game, m.Finished = m.Game.FirstRounds(2), false
	m.Created = time.Date(2026, 11, 24, 0, 59, 40, 0, time.UTC)
	m.Updated = m.Created.Add(30 * time.Second)
	if err := db.Save(m); err != nil {
		t.Fatal(err)
	}
	u.home()
	title, detail := listRow(&u.homeView.list.List, 0)
	if u.when(u.homeView.open[0].Updated) == u.when(m.Created) {
		t.Fatalf("the test needs a match changed in another minute than it started")
	}
	if !strings.HasSuffix(detail, " · games: 2") || strings.Contains(detail, "rounds") {
		t.Errorf("home says %q", detail)
	}
	press(t, u.homeView.history)
	hTitle, _ := listRow(&u.history.list.List, 0)
	if when := u.when(m.Created); !strings.Contains(title, when) || !strings.Contains(hTitle, when) {
		t.Errorf("home %q, History %q: both %s", title, hTitle, when)
	}
	if got := roundsDone(u.homeView.open[0]); got != "games: 2" {
		t.Errorf("%q", got)
	}
	u.homeView.open[0].Game = "skipbo"
	if got := roundsDone(u.homeView.open[0]); got != "rounds: 2" {
		t.Errorf("Skip-Bo: %q", got)
	}
}
