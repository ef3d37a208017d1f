package app

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	fynestorage "fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"scorekeeper/storage/matchfile"
)

// lastFolder is where Fyne's file dialogs open (the folder used last).
const lastFolder = "fyne:fileDialogLastFolder"

// TestExportImportThroughDialogs exports a match and all matches through
// the export menu and Fyne's real file save dialog, deletes the match, and
// imports it back through the file open dialog; a damaged file is refused
// with its reason.
func TestExportImportThroughDialogs(t *testing.T) {
	t.Setenv("HOME", t.TempDir()) // where the dialogs would open without lastFolder
	u, db := newTestUI(t)
	dir := t.TempDir()
	u.app.Preferences().SetString(lastFolder, fynestorage.NewFileURI(dir).String())
	startMatch(t, u, "skull", "Anne", "Bob", "Carl")
	skullWon(t, u, 1)
	id := u.entry.m.ID

	// one match as JSON, from its sheet
	u.openSheet(u.entry.m)
	press(t, u.sheet.export)
	test.Tap(findButton(t, u, "JSON for another device"))
	test.Tap(findButton(t, u, "Save"))
	test.Tap(findButton(t, u, "OK")) // "Saved"
	data, err := os.ReadFile(filepath.Join(dir, "scorekeeper.json"))
	if err != nil {
		t.Fatal(err)
	}
	ms, err := matchfile.Decode(data)
	if err != nil || len(ms) != 1 || ms[0].ID != id || ms[0].Game.Len() != 1 {
		t.Fatalf("exported %d matches, %v", len(ms), err)
	}

	// all matches as CSV, from the history
	u.home()
	press(t, u.homeView.history)
	press(t, u.history.export)
	test.Tap(findButton(t, u, "CSV for spreadsheets"))
	test.Tap(findButton(t, u, "Save"))
	test.Tap(findButton(t, u, "OK"))
	csv, err := os.ReadFile(filepath.Join(dir, "scorekeeper.csv"))
	if err != nil || !strings.Contains(string(csv), id) || !strings.Contains(string(csv), "Carl") {
		t.Fatalf("csv %q, %v", csv, err)
	}

	// import the JSON file back: the same match, unchanged (a deleted
	// match would not come back: its tombstone contains the file's version)
	if err := os.Remove(filepath.Join(dir, "scorekeeper.csv")); err != nil { // one file in the folder: the last item
		t.Fatal(err)
	}
	press(t, u.history.importButton)
	openOnlyFile(t, u)
	if !overlayShows(u, "Added 0, updated 0, unchanged 1, conflicts 0.") {
		t.Error("no import report")
	}
	test.Tap(findButton(t, u, "OK"))
	if len(u.history.items) != 1 || u.history.items[0].ID != id {
		t.Fatalf("history after import: %v", u.history.items)
	}
	if m, err := db.Get(id); err != nil || m.Game.Len() != 1 {
		t.Fatalf("imported match: %v", err)
	}

	// a damaged file: refused, with the reason, and nothing changes
	if err := os.WriteFile(filepath.Join(dir, "scorekeeper.json"), []byte(`{"format": "scorekeeper.match", "version": 1}`), 0o600); err != nil {
		t.Fatal(err)
	}
	press(t, u.history.importButton)
	openOnlyFile(t, u)
	if !overlayShows(u, "The file was not imported; nothing changed.") {
		t.Error("no error for a damaged file")
	}
	if len(u.history.items) != 1 {
		t.Errorf("history after a refused import: %d", len(u.history.items))
	}
}

// openOnlyFile picks the one file in the open dialog's folder and opens it.
func openOnlyFile(t *testing.T, u *UI) {
	t.Helper()
	for _, obj := range overlayObjects(u) {
		if g, ok := obj.(*widget.GridWrap); ok && g.Length() > 0 {
			g.Select(g.Length() - 1) // [0] is the parent folder
			test.Tap(findButton(t, u, "Open"))
			return
		}
	}
	t.Fatal("no file dialog")
}

// overlayShows reports whether a label on the window's overlays contains text.
func overlayShows(u *UI, text string) bool {
	for _, obj := range overlayObjects(u) {
		switch l := obj.(type) {
		case *widget.Label:
			if strings.Contains(l.Text, text) {
				return true
			}
		case *widget.RichText:
			if strings.Contains(l.String(), text) {
				return true
			}
		}
	}
	return false
}
