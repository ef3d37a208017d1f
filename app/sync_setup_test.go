package app

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// homeWithSync is a home folder as a desktop has it, with Syncthing's
// default folder holding a folder for the matches.
func homeWithSync(t *testing.T) (home, folder string) {
	t.Helper()
	home = t.TempDir()
	for _, d := range []string{"Desktop", "Documents", "Downloads", "Music", "Pictures", "Public", "Templates", "Videos", "Sync/scorekeeper"} {
		if err := os.MkdirAll(filepath.Join(home, d), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	t.Setenv("HOME", home)
	return home, filepath.Join(home, "Sync", "scorekeeper")
}

// tapItem taps the file dialog's item named name (a folder or a file).
func tapItem(t *testing.T, u *UI, name string) {
	t.Helper()
	for _, o := range overlayObjects(u) {
		tp, ok := o.(fyne.Tappable)
		if _, button := o.(*widget.Button); !ok || button {
			continue
		}
		for _, k := range kids(o) {
			if l, ok := k.(*widget.Label); ok && l.Text == name {
				test.Tap(tp)
				return
			}
		}
	}
	t.Fatalf("no item %q in the folder dialog", name)
}

// TestSyncSetupTaps: choosing the folder on a desktop with Syncthing's
// default folder (~/Sync) takes 4 taps, without scrolling: Settings,
// Choose folder (the dialog opens in ~/Sync), the folder, Open; the
// first pass runs at once.
func TestSyncSetupTaps(t *testing.T) {
	_, folder := homeWithSync(t)
	u, _ := newTestUI(t)
	taps := 0
	tap := func(b *widget.Button) { press(t, b); taps++ }
	tap(u.homeView.settings)
	tap(u.settings.sync.choose)
	tapItem(t, u, "scorekeeper")
	taps++
	tap(findButton(t, u, "Open"))
	if want := storage.NewFileURI(folder).String(); u.sync.folder != want {
		t.Fatalf("folder %q, want %q", u.sync.folder, want)
	}
	if u.sync.last.when.IsZero() || u.sync.last.err != nil {
		t.Errorf("no first pass: %+v", u.sync.last)
	}
	if taps != 4 {
		t.Errorf("%d taps", taps)
	}
}

// TestSyncFolderStart: the folder dialog opens in the folder chosen,
// else in the first sync engine's folder in the home folder (Syncthing's,
// Nextcloud's, Dropbox's, OneDrive's), else in the home folder.
func TestSyncFolderStart(t *testing.T) {
	home := t.TempDir()
	if got := startFolder(home, ""); got != home {
		t.Errorf("bare home: %q", got)
	}
	os.MkdirAll(filepath.Join(home, "Dropbox"), 0o755)
	os.WriteFile(filepath.Join(home, "Sync"), nil, 0o644) // a file, not a folder
	if got := startFolder(home, ""); got != filepath.Join(home, "Dropbox") {
		t.Errorf("with Dropbox: %q", got)
	}
	os.Remove(filepath.Join(home, "Sync"))
	os.MkdirAll(filepath.Join(home, "Sync"), 0o755)
	if got := startFolder(home, ""); got != filepath.Join(home, "Sync") {
		t.Errorf("with Syncthing's: %q", got)
	}
	chosen := t.TempDir()
	if got := startFolder(home, storage.NewFileURI(chosen).String()); got != chosen {
		t.Errorf("with a folder chosen: %q", got)
	}
	if got := startFolder(home, storage.NewFileURI(filepath.Join(chosen, "gone")).String()); got != filepath.Join(home, "Sync") {
		t.Errorf("with a chosen folder gone: %q", got)
	}
}

// TestSyncExplained: before a folder is chosen, Settings explains that
// every device picks the same shared folder (English and German); once
// chosen, it reminds of it under the folder.
func TestSyncExplained(t *testing.T) {
	u, _ := newTestUI(t)
	press(t, u.homeView.settings)
	s := u.settings.sync
	if got := s.folder.Text; !strings.Contains(got, "every device") || !strings.Contains(got, "same") || !strings.Contains(got, "Syncthing") {
		t.Errorf("no explanation: %q", got)
	}
	if s.status.Visible() || s.conflictText.Visible() {
		t.Errorf("before a folder, %q and %q beside the explanation", s.status.Text, s.conflictText.Text)
	}
	u.setSyncFolder(storage.NewFileURI(t.TempDir()).String())
	if got := s.folder.Text; !strings.Contains(got, "same folder") || strings.Contains(got, "Syncthing") {
		t.Errorf("after choosing: %q", got)
	}
	if !s.status.Visible() || !s.conflictText.Visible() {
		t.Error("after choosing, no status")
	}
}
