package app

import (
	"bytes"
	"compress/gzip"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"

	"scorekeeper/app/widgets"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// nameFields opens each screen with a field for a new player's name and
// returns the field and its Add button.
var nameFields = map[string]func(t *testing.T, u *UI) (*nameField, *widget.Button){
	"players": func(t *testing.T, u *UI) (*nameField, *widget.Button) {
		u.showPlayers()
		return u.players.nameField, u.players.addButton
	},
	"new match": func(t *testing.T, u *UI) (*nameField, *widget.Button) {
		press(t, u.homeView.newMatch)
		return u.new.nameField, u.new.add
	},
	"new league": func(t *testing.T, u *UI) (*nameField, *widget.Button) {
		u.showLeagues()
		u.leagues.showNew()
		return u.leagues.person, u.leagues.add
	},
}

// TestNameRule: a name of 65 characters is refused where it is typed,
// with the rule said next to the field, and nothing is added; 64 are a
// name (SPEC 3, issue 19 item 8).
func TestNameRule(t *testing.T) {
	for screen, open := range nameFields {
		u, db := newTestUI(t)
		f, add := open(t, u)
		test.Type(f.entry, strings.Repeat("ä", 65))
		if !f.note.Visible() || !strings.Contains(f.note.Text, "64") {
			t.Errorf("%s: 65 characters typed, the field says %q", screen, f.note.Text)
		}
		test.Tap(add)
		if ps, _ := db.Players(true); len(ps) != 0 {
			t.Errorf("%s: a name of 65 characters was added", screen)
		}
		f.entry.SetText(strings.Repeat("ä", 64))
		if f.note.Visible() {
			t.Errorf("%s: 64 characters: %q", screen, f.note.Text)
		}
		press(t, add)
		if ps, _ := db.Players(true); len(ps) != 1 {
			t.Errorf("%s: a name of 64 characters was not added", screen)
		}
	}
}

// TestRenameRule: the rename dialog, wide enough to read a name, refuses
// a name of 65 characters next to its field and keeps the old name.
func TestRenameRule(t *testing.T) {
	for _, width := range []float32{360, 1024} {
		u, db := newTestUI(t)
		u.window.Resize(fyne.NewSize(width, 740))
		p, err := db.AddPlayer("Anne")
		if err != nil {
			t.Fatal(err)
		}
		u.showPlayers()
		u.players.askRename(p)
		f := u.players.renaming
		if w := f.entry.Size().Width; w < min(width-60, 400) {
			t.Errorf("at %.0f the rename field is %.0f wide", width, w)
		}
		f.entry.SetText(strings.Repeat("x", 65))
		if !f.note.Visible() || !strings.Contains(f.note.Text, "64") {
			t.Errorf("65 characters: the dialog says %q", f.note.Text)
		}
		test.Tap(findButton(t, u, "OK"))
		if ps, _ := db.Players(true); ps[0].Name != "Anne" {
			t.Errorf("renamed to %d characters", len([]rune(ps[0].Name)))
		}
	}
}

// TestSameNameHint: a name already in the roster gets a hint as it is
// typed (two people may share one: it is added all the same), and the
// roster's buttons tell the two apart.
func TestSameNameHint(t *testing.T) {
	for screen, open := range nameFields {
		u, db := newTestUI(t)
		if _, err := db.AddPlayer("Anne"); err != nil {
			t.Fatal(err)
		}
		f, add := open(t, u)
		test.Type(f.entry, "anne ")
		if !f.note.Visible() || !strings.Contains(f.note.Text, "Anne") {
			t.Errorf("%s: typing a name in the roster, the field says %q", screen, f.note.Text)
		}
		press(t, add)
		if ps, _ := db.Players(true); len(ps) != 2 {
			t.Errorf("%s: the second Anne was not added", screen)
		}
	}
	u, _ := newTestUI(t)
	press(t, u.homeView.newMatch)
	test.Type(u.new.name, "Anne")
	press(t, u.new.add)
	test.Type(u.new.name, "Anne")
	press(t, u.new.add)
	var labels []string
	for _, o := range u.new.rosterBox.Objects {
		labels = append(labels, o.(*widget.Button).Text)
	}
	if len(labels) != 2 || labels[0] == labels[1] {
		t.Errorf("two Annes' buttons say %q", labels)
	}
	// both seated (adding seats them): the first dealer's choice tells them apart as the buttons do
	box := u.new.optionsBox.Objects
	first := box[len(box)-1].(*widgets.Choices)
	a, b := first.Buttons[0].Text, first.Buttons[1].Text
	if a == b || !slices.ContainsFunc(labels, func(l string) bool { return strings.HasSuffix(l, ". "+a) }) ||
		!slices.ContainsFunc(labels, func(l string) bool { return strings.HasSuffix(l, ". "+b) }) {
		t.Errorf("the first dealer's choice says %q and %q, the buttons %q", a, b, labels)
	}
	u.showPlayers()
	if l := u.players.labels; len(l) != 2 || l[0] == l[1] {
		t.Errorf("Players lists two Annes as %q", l)
	}
}

// TestHugeNameOnPlayers: a roster name of 1 MB (from another device or
// an old file) is shown cut; the Players screen costs no more than a few
// MB for it (issue 19 item 8: +380 MB, and the screen froze).
func TestHugeNameOnPlayers(t *testing.T) {
	// a database from before names were limited (the roster refuses such
	// a name now): one roster player named "Anne " 200,000 times, written
	// by commit bc88107
	zipped, err := os.ReadFile("testdata/hugename.db.gz")
	if err != nil {
		t.Fatal(err)
	}
	r, err := gzip.NewReader(bytes.NewReader(zipped))
	if err != nil {
		t.Fatal(err)
	}
	data, err := io.ReadAll(r)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "old.db")
	if err := os.WriteFile(path, data, 0o600); err != nil {
		t.Fatal(err)
	}
	u := testUIOn(t, openDB(t, path))
	if ps, err := u.store.Players(true); err != nil || len(ps) != 1 || len(ps[0].Name) < 999_999 {
		t.Fatalf("the old roster: %d players, %v", len(ps), err)
	}
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	u.showPlayers()
	relayout(u.window)
	runtime.ReadMemStats(&after)
	mb := float64(after.TotalAlloc-before.TotalAlloc) / 1e6
	t.Logf("the Players screen allocated %.1f MB", mb)
	if mb > 40 {
		t.Errorf("the Players screen allocated %.0f MB for a 1 MB name", mb)
	}
	for _, o := range test.LaidOutObjects(u.players.list) {
		if l, ok := o.(*widget.Label); ok && len(l.Text) > 1000 {
			t.Errorf("a label holds %d bytes of the name", len(l.Text))
		}
	}
}
