package app

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// fyneCopy is one running copy's preferences as Fyne keeps them on a
// desktop: read from the shared file at start, the whole map written to
// it on every change; save writes it once more (as when the app stops).
func fyneCopy(t *testing.T, path string) (p fyne.Preferences, save func()) {
	t.Helper()
	p = test.NewTempApp(t).Preferences()
	rw := p.(valuesRW)
	if data, err := os.ReadFile(path); err == nil {
		rw.WriteValues(func(m map[string]any) {
			if err := json.Unmarshal(data, &m); err != nil {
				t.Fatal(err)
			}
		})
	}
	save = func() {
		rw.ReadValues(func(m map[string]any) {
			data, _ := json.Marshal(m)
			if err := os.WriteFile(path, data, 0o600); err != nil {
				t.Fatal(err)
			}
		})
	}
	p.AddChangeListener(save)
	return p, save
}

// TestPrefsPerCopy: a second running copy (one that only shows "in use",
// or one on another database) never undoes the first one's new-match
// defaults or file-dialog folder, and its own settings are kept too.
func TestPrefsPerCopy(t *testing.T) {
	path := filepath.Join(t.TempDir(), "preferences.json")
	if err := os.WriteFile(path, []byte(`{"lastGame":"skull","skPowers":true}`), 0o600); err != nil {
		t.Fatal(err)
	}
	memA, _ := fyneCopy(t, path)
	memB, stopB := fyneCopy(t, path) // started at the same time: read the same file
	memC, stopC := fyneCopy(t, path) // the copy that shows "in use"
	a, b := newSharedPrefs(memA, path), newSharedPrefs(memB, path)
	c := newSharedPrefs(memC, path)

	a.SetString(prefLastGame, "skipbo")
	a.SetBool(prefSkullKingExpansions, true)
	a.RemoveValue(prefSkullKingPowers)
	memA.SetString("fyne:fileDialogLastFolder", "file:///home/anne") // Fyne's file dialog
	b.SetString(prefTheme, "dark")                                   // the other copy's own setting
	b.sync()                                                         // B stops: Fyne writes all it has
	stopB()
	c.sync() // the "in use" copy closes
	stopC()

	var got map[string]any
	data, _ := os.ReadFile(path)
	if err := json.Unmarshal(data, &got); err != nil {
		t.Fatal(err)
	}
	want := map[string]any{"lastGame": "skipbo", "skExpansions": true, "fyne:fileDialogLastFolder": "file:///home/anne", "theme": "dark"}
	for k, v := range want {
		if got[k] != v {
			t.Errorf("%s = %v, want %v (file %s)", k, got[k], v, data)
		}
	}
	if _, ok := got[prefSkullKingPowers]; ok {
		t.Errorf("A's removed %s came back: %s", prefSkullKingPowers, data)
	}
	a.sync()
	if memA.String(prefTheme) != "dark" || memA.String(prefLastGame) != "skipbo" {
		t.Errorf("A after merging: theme %q, last game %q", memA.String(prefTheme), memA.String(prefLastGame))
	}
}
