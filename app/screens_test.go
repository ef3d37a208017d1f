package app

import (
	"bytes"
	"scorekeeper/scoring"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

func TestPlayersScreen(t *testing.T) {
	u, db := newTestUI(t)
	press(t, u.homeView.players)
	p := u.players
	test.Type(p.name, "Anne")
	press(t, p.addButton)
	if len(p.all) != 1 || p.all[0].Name != "Anne" {
		t.Fatalf("roster %v", p.all)
	}
	p.Rename(p.all[0].ID, "  Annette ")
	p.Archive(p.all[0].ID, true)
	all, _ := db.Players(true)
	if len(all) != 1 || all[0].Name != "Annette" || !all[0].Archived {
		t.Fatalf("stored %v", all)
	}
	// archived players are not offered for a new match
	u.back()
	press(t, u.homeView.newMatch)
	if len(u.new.roster) != 0 {
		t.Errorf("archived player offered: %v", u.new.roster)
	}
}

func TestHistoryDeleteAndImport(t *testing.T) {
	u, db := newTestUI(t)
	startMatch(t, u, "skull", "Anne", "Bob", "Carl")
	id := u.entry.m.ID
	// export the match, delete it, import it back
	var buf bytes.Buffer
	if err := db.ExportJSON(&buf, []string{id}); err != nil {
		t.Fatal(err)
	}
	u.home()
	press(t, u.homeView.history)
	if len(u.history.items) != 1 {
		t.Fatalf("history %d", len(u.history.items))
	}
	u.askDelete(id, u.history.reload)
	// confirm the dialog: its buttons are on the window's overlay
	confirm := findButton(t, u, "Yes")
	test.Tap(confirm)
	if len(u.history.items) != 0 {
		t.Fatalf("not deleted: %d", len(u.history.items))
	}
	// the deletion left a tombstone: the older copy does not come back
	rep, err := u.store.ImportFile(&buf)
	if err != nil || len(rep.Added) != 0 || rep.Counts.Ignored != 1 {
		t.Fatalf("import %v %v", rep, err)
	}
	u.showImport(rep)
	if len(u.history.items) != 0 {
		t.Errorf("history after import: %d", len(u.history.items))
	}
	_ = scoring.Query{}
}

func TestSettingsStored(t *testing.T) {
	u, _ := newTestUI(t)
	press(t, u.homeView.settings)
	press(t, u.settings.theme.Buttons[2])
	press(t, u.settings.language.Buttons[2])
	press(t, u.settings.semicolon.Buttons[1])
	p := u.prefs()
	if p.String(prefTheme) != "dark" || p.String(prefLanguage) != "de" || !p.Bool(prefSemicolon) {
		t.Errorf("prefs %q %q %v", p.String(prefTheme), p.String(prefLanguage), p.Bool(prefSemicolon))
	}
	if u.settings.restart.Hidden {
		t.Error("no restart hint")
	}
}

// findButton finds a button by its text on the window's overlays.
func findButton(t *testing.T, u *UI, text string) *widgetButton {
	t.Helper()
	for _, obj := range overlayObjects(u) {
		if b, ok := obj.(*widgetButton); ok && strings.EqualFold(b.Text, text) {
			return b
		}
	}
	t.Fatalf("no button %q", text)
	return nil
}

// overlayObjects lists every object laid out on the window's overlays
// (dialogs, pop-ups), the topmost last.
func overlayObjects(u *UI) []fyne.CanvasObject {
	var all []fyne.CanvasObject
	for _, o := range u.window.Canvas().Overlays().List() {
		all = append(all, test.LaidOutObjects(o)...)
	}
	return all
}
