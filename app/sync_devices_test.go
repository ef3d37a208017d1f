package app

import (
	"bytes"
	"os"
	"testing"

	"fyne.io/fyne/v2/storage"

	"scorekeeper/app/urifolder"
	"scorekeeper/storage/boltdb"
	"scorekeeper/storage/syncfolder"
)

// device is one device's app on its own database, with a fake clock.
type device struct {
	u     *UI
	db    *boltdb.DB
	clock *fakeClock
}

func newDevice(t *testing.T, folder string) device {
	u, db := newTestUI(t)
	d := device{u: u, db: db, clock: &fakeClock{}}
	u.sync.after = d.clock.after
	u.setSyncFolder(folder)
	if u.sync.last.err != nil {
		t.Fatal(u.sync.last.err)
	}
	return d
}

// settle runs the save trigger and fails on a failed pass.
func (d device) settle(t *testing.T) {
	t.Helper()
	d.clock.fire(syncDebounce)
	if err := d.u.sync.last.err; err != nil {
		t.Fatal(err)
	}
}

// Two devices, each its own database, one folder: a match reaches the
// other device, an edit made apart on both is a conflict on both, and
// keeping one version on one device resolves it on the other.
func TestSyncTwoDevices(t *testing.T) {
	a, b, id := twoDevices(t)
	if b.u.sync.last.result.added != 1 {
		t.Errorf("b's pass: %+v", b.u.sync.last.result)
	}
	// edited apart: a undoes one round, b two
	for _, d := range []struct {
		dev  device
		undo int
	}{{a, 1}, {b, 2}} {
		m, err := d.dev.u.store.Get(id)
		if err != nil {
			t.Fatal(err)
		}
		for range d.undo {
			m.Game = withoutLast(m.Game)
		}
		if err := d.dev.u.store.Save(m); err != nil {
			t.Fatal(err)
		}
	}
	a.settle(t)
	b.settle(t)
	a.clock.fire(syncEvery)
	for name, d := range map[string]device{"a": a, "b": b} {
		if n, err := d.u.conflictCount(); err != nil || n != 1 {
			t.Fatalf("%s: %d conflicts %v", name, n, err)
		}
	}
	// b keeps its own version (two rounds undone)
	want, _ := b.u.store.Get(id)
	press(t, b.u.homeView.settings)
	press(t, b.u.settings.sync.conflicts)
	it := b.u.conflictsView.items[0]
	k := -1
	for i, rec := range it.sides {
		if m, err := b.u.store.Get(rec); err == nil && m.Game != nil && m.Game.Len() == want.Game.Len() {
			k = i
		}
	}
	if k < 0 {
		t.Fatalf("b's version is not among %v", it.sides)
	}
	press(t, it.keep[k])
	press(t, findButton(t, b.u, "Yes"))
	b.settle(t)
	a.clock.fire(syncEvery)
	if n, _ := a.u.conflictCount(); n != 0 {
		t.Errorf("a still has %d conflicts", n)
	}
	got, err := a.db.Get(id)
	if err != nil || got.Game.Len() != want.Game.Len() {
		t.Errorf("a has %v rounds (%v), want %d", got, err, want.Game.Len())
	}
}

// twoDevices syncs two devices through one folder: a imports testdata's
// Skull King match, which reaches b; it returns the match id.
func twoDevices(t *testing.T) (a, b device, id string) {
	t.Helper()
	folder := storage.NewFileURI(t.TempDir()).String()
	a, b = newDevice(t, folder), newDevice(t, folder)
	data, err := os.ReadFile("../testdata/skullking.json")
	if err != nil {
		t.Fatal(err)
	}
	rep, err := a.u.store.ImportFile(bytes.NewReader(data))
	if err != nil || len(rep.Added) != 1 {
		t.Fatalf("import %v %v", rep, err)
	}
	id = rep.Added[0]
	a.settle(t) // the import's change triggered a pass: the file is written
	b.clock.fire(syncEvery)
	if _, err := b.db.Get(id); err != nil {
		t.Fatalf("the match did not reach b: %v", err)
	}
	return a, b, id
}

// The pass over Fyne's storage API (urifolder on file://) between two
// databases: what one writes, the other reads.
func TestPassOverFyneStorage(t *testing.T) {
	root := storage.NewFileURI(t.TempDir())
	f := urifolder.New(root)
	_, dbA := newTestUI(t)
	_, dbB := newTestUI(t)
	data, err := os.ReadFile("../testdata/skull.json")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := dbA.ImportFile(bytes.NewReader(data)); err != nil {
		t.Fatal(err)
	}
	repA, err := syncfolder.Pass(dbA, f)
	if err != nil || repA.Written == 0 {
		t.Fatalf("a wrote %d files: %v", repA.Written, err)
	}
	repB, err := syncfolder.Pass(dbB, f)
	if err != nil || len(repB.Added) != 1 {
		t.Fatalf("b: %+v %v", repB, err)
	}
	again, err := syncfolder.Pass(dbB, f) // nothing new: nothing imported or written
	if err != nil || len(again.Added)+len(again.Updated)+again.Written != 0 {
		t.Fatalf("second pass: %+v %v", again, err)
	}
}

// deleteAndEdit deletes match id on a and edits it on b (one round
// less), then passes a and b.
func deleteAndEdit(t *testing.T, a, b device, id string) {
	t.Helper()
	if err := a.u.store.Delete(id); err != nil {
		t.Fatal(err)
	}
	m, err := b.u.store.Get(id)
	if err != nil {
		t.Fatal(err)
	}
	m.Game = withoutLast(m.Game)
	if err := b.u.store.Save(m); err != nil {
		t.Fatal(err)
	}
	a.settle(t)
	b.settle(t)
}

// A match deleted on one device and edited on the other: the deletion
// is a side of the conflict, and "Keep deleted" removes it everywhere.
func TestSyncKeepDeleted(t *testing.T) {
	a, b, id := twoDevices(t)
	deleteAndEdit(t, a, b, id)
	press(t, b.u.homeView.settings)
	press(t, b.u.settings.sync.conflicts)
	if len(b.u.conflictsView.items) != 1 {
		t.Fatalf("%d conflicts on b", len(b.u.conflictsView.items))
	}
	var keep *widgetButton
	for _, k := range b.u.conflictsView.items[0].keep {
		if k != nil && k.Text == "Keep deleted" {
			keep = k
		}
	}
	if keep == nil {
		t.Fatal("no Keep deleted")
	}
	press(t, keep)
	press(t, findButton(t, b.u, "Yes"))
	if _, err := b.u.store.Get(id); err == nil {
		t.Error("the match is still on b")
	}
	b.settle(t)
	a.clock.fire(syncEvery)
	if _, err := a.u.store.Get(id); err == nil {
		t.Error("the match came back on a")
	}
	for name, d := range map[string]device{"a": a, "b": b} {
		if n, _ := d.u.conflictCount(); n != 0 {
			t.Errorf("%s: %d conflicts", name, n)
		}
	}
}

// TestSyncBrokenSaysWhy: a file the pass skips is named with its reason
// as a message (keyed, in the user's language), never a translation key.
func TestSyncBrokenSaysWhy(t *testing.T) {
	dir := t.TempDir()
	os.MkdirAll(dir+"/devices", 0o755)
	os.WriteFile(dir+"/devices/junk.json", []byte(`[]`), 0o644)
	d := newDevice(t, storage.NewFileURI(dir).String())
	if got := d.u.sync.last.result.firstBroken; got != "devices/junk.json: not a device file" {
		t.Errorf("the skipped file is told as %q", got)
	}
}
