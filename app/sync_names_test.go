package app

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"scorekeeper/scoring"
	"scorekeeper/storage/syncfolder"
)

// overlayText is every text shown on the window's overlays (dialogs).
func overlayText(u *UI) string {
	var b strings.Builder
	for _, o := range overlayObjects(u) {
		switch w := o.(type) {
		case *widget.Label:
			b.WriteString(w.Text + "\n")
		case *widget.RichText:
			b.WriteString(w.String() + "\n")
		}
	}
	return b.String()
}

// TestSheetNamesTheDevice: a change from a device whose name a pass read
// is said with that name on the sheet ("Changed on Ben's phone"); a
// device of no known name is "another device" (TestSheetSaysChange).
func TestSheetNamesTheDevice(t *testing.T) {
	u, db := newTestUI(t)
	u.learnDevices([]syncfolder.Device{{ID: "other-device", Name: "Ben's phone"}})
	m := testMatch(t, "skullking")
	if err := db.Save(m); err != nil {
		t.Fatal(err)
	}
	u.openSheet(m)
	arrive(t, u, m.ID, fromOtherDevice(t, m, 2))
	if text := u.sheet.notice.text.Text; !strings.HasPrefix(text, "Changed on Ben's phone: round 2") {
		t.Fatalf("the sheet says %q", text)
	}
}

// namedDevices are two devices on one folder (twoDevices), named in
// Settings "Anna's phone" (a) and "Ben's laptop" (b), each having read
// the other's name.
func namedDevices(t *testing.T) (a, b device, id string) {
	t.Helper()
	a, b, id = twoDevices(t)
	a.u.setDeviceName("Anna's phone")
	b.u.setDeviceName("Ben's laptop")
	a.settle(t)
	b.settle(t)
	a.clock.fire(syncEvery)
	return a, b, id
}

// TestConflictsNameTheDevices: two devices named in Settings edit a
// match apart. The sheet open on one says the other changed it too, by
// its name; the Conflicts screen says on which device each version was
// changed; when the other keeps a version, the sheet says who resolved
// the conflict.
func TestConflictsNameTheDevices(t *testing.T) {
	a, b, id := namedDevices(t)
	m, err := a.u.store.Get(id)
	if err != nil {
		t.Fatal(err)
	}
	a.u.openSheet(m)
	for _, d := range []device{a, b} {
		m, _ := d.u.store.Get(id)
		m.Game = withoutLast(m.Game)
		if d.u == b.u {
			m.Game = withoutLast(m.Game)
		}
		if err := d.u.store.Save(m); err != nil {
			t.Fatal(err)
		}
	}
	a.settle(t)
	b.settle(t)
	a.clock.fire(syncEvery) // b's version arrives under a's sheet
	if text := a.u.sheet.notice.text.Text; !strings.HasPrefix(text, "Ben's laptop changed this match too") {
		t.Errorf("a's sheet says %q", text)
	}
	for _, d := range []struct {
		dev        device
		mine, them string
	}{{a, "this device", "Ben's laptop"}, {b, "this device", "Anna's phone"}} {
		d.dev.u.showConflicts()
		it := d.dev.u.conflictsView.items[0]
		got := map[string]bool{}
		for _, on := range it.on {
			got[on] = true
		}
		if len(it.on) != 2 || !got["Changed on "+d.mine] || !got["Changed on "+d.them] {
			t.Errorf("the versions say %q", it.on)
		}
	}
	// b keeps the version a's sheet shows: a's sheet says so, by name
	// (it said "both versions are kept" until then)
	a.u.back() // from Conflicts to the sheet
	it := b.u.conflictsView.items[0]
	if it.sides[0] != id {
		t.Fatalf("the match's own version is not first: %v", it.sides)
	}
	press(t, it.keep[0])
	press(t, findButton(t, b.u, "Yes"))
	b.settle(t)
	a.clock.fire(syncEvery)
	if text := a.u.sheet.notice.text.Text; text != "Ben's laptop kept one version: the conflict is resolved." || a.u.sheet.notice.compare.Visible() {
		t.Errorf("a's sheet says %q", text)
	}
}

// TestSettingsDeviceName: Settings has this device's name once a folder
// is chosen: the machine's name until one is typed, a name kept as it
// is typed (1 to 64 characters), and the next pass writes it into the
// folder.
func TestSettingsDeviceName(t *testing.T) {
	dir := t.TempDir()
	d := newDevice(t, storage.NewFileURI(dir).String())
	u := d.u
	press(t, u.homeView.settings)
	f := u.settings.sync.name
	if !u.settings.sync.nameBox.Visible() || f.entry.PlaceHolder != defaultDeviceName() || f.entry.Text != "" {
		t.Fatalf("the name field: shown %v, placeholder %q, text %q", u.settings.sync.nameBox.Visible(), f.entry.PlaceHolder, f.entry.Text)
	}
	if host, err := os.Hostname(); err == nil && host != "" && host != "localhost" && defaultDeviceName() != host {
		t.Errorf("the default name is %q, not the host name %q", defaultDeviceName(), host)
	}
	test.Type(f.entry, "Anna's phone")
	if got := u.prefs().String(prefDeviceName); got != "Anna's phone" {
		t.Fatalf("kept %q", got)
	}
	f.entry.SetText(strings.Repeat("x", 65)) // pasted
	if got := u.prefs().String(prefDeviceName); got != "Anna's phone" || !f.note.Visible() {
		t.Fatalf("a name of 65 characters: kept %q, note shown %v", got, f.note.Visible())
	}
	f.entry.SetText("Anna's phone")
	d.settle(t) // the name change triggered a pass
	data, err := os.ReadFile(filepath.Join(dir, "devices", u.conflicts.Device()+".json"))
	if err != nil || !bytes.Contains(data, []byte(`"name":"Anna's phone"`)) {
		t.Fatalf("the device file: %s %v", data, err)
	}
	f.entry.SetText("")
	if u.prefs().String(prefDeviceName) != "" || u.deviceName() != defaultDeviceName() {
		t.Errorf("emptied: kept %q", u.prefs().String(prefDeviceName))
	}
	// before a folder is chosen the row is not there
	u.setSyncFolder("")
	if u.settings.sync.nameBox.Visible() {
		t.Error("the name is shown with no folder chosen")
	}
}

// TestLearnDevices: the names a pass read are kept across restarts (the
// preferences), a renamed device's new name replaces its old one, and
// at most maxKnownDevices are kept, the most recently written.
func TestLearnDevices(t *testing.T) {
	u, _ := newTestUI(t)
	u.learnDevices([]syncfolder.Device{{ID: "b", Name: "Ben", Updated: testNow}})
	u.learnDevices([]syncfolder.Device{{ID: "b", Name: "Ben's laptop", Updated: testNow}})
	if k := u.knownDevices(); k["b"].Name != "Ben's laptop" {
		t.Fatalf("known %v", k)
	}
	var many []syncfolder.Device
	for i := range maxKnownDevices + 10 {
		many = append(many, syncfolder.Device{ID: fmt.Sprintf("d%03d", i), Name: "D", Updated: testNow.Add(-time.Duration(i) * time.Hour)})
	}
	u.learnDevices(many)
	k := u.knownDevices()
	if len(k) != maxKnownDevices {
		t.Fatalf("%d names kept", len(k))
	}
	if _, ok := k["b"]; !ok {
		t.Error("the newest name was dropped")
	}
	if _, ok := k[fmt.Sprintf("d%03d", maxKnownDevices+9)]; ok {
		t.Error("the oldest name was kept")
	}
	// a counter beside a conflict ("<device>.<n>") is its device's; a
	// merge's names none
	v := scoring.Versions{"b.2": 3, "merge-0123": 1, "a": 2}
	if got := devicesBeyond(v, scoring.Versions{"a": 2}); fmt.Sprint(got) != "[b merge-0123]" {
		t.Errorf("devices beyond: %v", got)
	}
	if got := u.devicesText([]string{"b", "merge-0123"}, true); got != "Ben's laptop, another device" {
		t.Errorf("named %q", got)
	}
}

// TestImportSaysIgnored: an import of a match deleted here says that it
// was ignored because it was deleted here (it said "unchanged 0").
func TestImportSaysIgnored(t *testing.T) {
	u, db := newTestUI(t)
	m := testMatch(t, "skullking")
	if err := db.Save(m); err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := db.ExportJSON(&buf, []string{m.ID}); err != nil {
		t.Fatal(err)
	}
	if err := db.Delete(m.ID); err != nil {
		t.Fatal(err)
	}
	rep, err := u.store.ImportFile(&buf)
	if err != nil {
		t.Fatal(err)
	}
	u.showImport(rep)
	if text := overlayText(u); !strings.Contains(text, "Ignored 1: deleted on this device") {
		t.Fatalf("the import says %q", text)
	}
}

// TestSettingsShowBeside: a file of a newer format version in the folder
// is kept, this device's version goes beside it, and Settings says so.
func TestSettingsShowBeside(t *testing.T) {
	dir := t.TempDir()
	u, db := newTestUI(t)
	data, err := os.ReadFile("../testdata/skullking.json")
	if err != nil {
		t.Fatal(err)
	}
	rep, err := db.ImportFile(bytes.NewReader(data))
	if err != nil || len(rep.Added) != 1 {
		t.Fatal(rep, err)
	}
	var file map[string]any
	if err := json.Unmarshal(data, &file); err != nil {
		t.Fatal(err)
	}
	file["version"] = 2
	newer, _ := json.Marshal(file)
	if err := os.MkdirAll(filepath.Join(dir, "matches"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "matches", rep.Added[0]+".json"), newer, 0o644); err != nil {
		t.Fatal(err)
	}
	u.setSyncFolder(storage.NewFileURI(dir).String())
	press(t, u.homeView.settings)
	if text := u.settings.sync.status.Text; !strings.Contains(text, "files kept that this app cannot read") ||
		!strings.Contains(text, "(matches/"+rep.Added[0]+".json)") {
		t.Fatalf("Settings says %q", text)
	}
}

// envSyncLang is the language TestSyncTextsChild runs in.
const envSyncLang = "SCOREKEEPER_SYNC_TEXTS_LANG"

// TestSyncTextsGerman: a folder's trouble in Settings and a file the
// import refuses are said in the user's language (German here), not in
// the English of err.Error(). German runs in a child process: Fyne's
// translations are global to a process.
func TestSyncTextsGerman(t *testing.T) {
	cmd := exec.Command(os.Args[0], "-test.run=^TestSyncTextsChild$", "-test.v")
	cmd.Env = append(os.Environ(), envSyncLang+"=de")
	out, err := cmd.CombinedOutput()
	if err != nil || !strings.Contains(string(out), "--- PASS: TestSyncTextsChild") {
		t.Fatalf("%v\n%s", err, out)
	}
}

func TestSyncTextsChild(t *testing.T) {
	language := os.Getenv(envSyncLang)
	if language == "" {
		t.Skip("run by TestSyncTextsGerman")
	}
	a := test.NewTempApp(t)
	a.Preferences().SetString(prefLanguage, language)
	if err := LoadTranslations(a); err != nil {
		t.Fatal(err)
	}
	if got := lang.L("ui.home.history"); got != "Verlauf" {
		t.Fatalf("not in German: %q", got)
	}
	u, _ := newTestUI(t)
	// a kind's folder that is a link out of the sync folder
	dir, outside := t.TempDir(), t.TempDir()
	if err := os.Symlink(outside, filepath.Join(dir, "matches")); err != nil {
		t.Fatal(err)
	}
	u.setSyncFolder(storage.NewFileURI(dir).String())
	press(t, u.homeView.settings)
	if text := u.settings.sync.status.Text; !strings.Contains(text, "ist eine Verknüpfung oder kein Ordner") {
		t.Errorf("Settings says %q", text)
	}
	// a file that is no match file
	_, err := u.store.ImportFile(strings.NewReader(`{"format": "scorekeeper.match", "version": 1}`))
	if err == nil {
		t.Fatal("imported")
	}
	u.importFailed(err)
	text := overlayText(u)
	t.Log(text)
	if !strings.Contains(text, "Die Datei wurde nicht importiert") || strings.Contains(text, "missing") {
		t.Errorf("the import says %q (English: %q)", text, err)
	}
}

// TestConflictsNameTheDeletion: a match deleted on Anna's phone and
// edited on Ben's laptop: the deletion's side says where it was deleted,
// the edit's where it was changed (they said "Deleted on another
// device" and nothing).
func TestConflictsNameTheDeletion(t *testing.T) {
	a, b, id := namedDevices(t)
	deleteAndEdit(t, a, b, id)
	b.u.showConflicts()
	if len(b.u.conflictsView.items) != 1 {
		t.Fatalf("%d conflicts on b", len(b.u.conflictsView.items))
	}
	got := map[string]bool{}
	for _, on := range b.u.conflictsView.items[0].on {
		got[on] = true
	}
	if !got["Deleted on Anna's phone"] || !got["Changed on this device"] {
		t.Errorf("the versions say %q", b.u.conflictsView.items[0].on)
	}
}
