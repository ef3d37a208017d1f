package syncfolder

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"scorekeeper/storage/boltdb"
)

func namedPass(tb testing.TB, db *boltdb.DB, dir, name string) Report {
	tb.Helper()
	rep, err := PassNamed(db, Dir(dir), name)
	if err != nil {
		tb.Fatalf("pass: %v", err)
	}
	return rep
}

// deviceIn is the device id's entry of a report (false: none).
func deviceIn(rep Report, id string) (Device, bool) {
	i := slices.IndexFunc(rep.Devices, func(d Device) bool { return d.ID == id })
	if i < 0 {
		return Device{}, false
	}
	return rep.Devices[i], true
}

// TestDeviceFiles: each device writes its name into devices/<id>.json
// once (again only when the name changes), and reads the others'.
func TestDeviceFiles(t *testing.T) {
	dir := t.TempDir()
	a, b := openDB(t, 1, 2), openDB(t, 2, 1)
	namedPass(t, a, dir, "Anna's phone")
	own := filepath.Join(dir, "devices", a.Device()+".json")
	var f deviceFile
	if err := json.Unmarshal([]byte(readFile(t, dir, "devices/"+a.Device()+".json")), &f); err != nil {
		t.Fatal(err)
	}
	if f.Format != "scorekeeper.device" || f.Version != 1 || f.ID != a.Device() || f.Name != "Anna's phone" || f.Updated.IsZero() {
		t.Fatalf("a's device file: %+v", f)
	}
	rep := namedPass(t, b, dir, "  Ben's laptop ")
	if d, ok := deviceIn(rep, a.Device()); !ok || d.Name != "Anna's phone" {
		t.Fatalf("b read %+v", rep.Devices)
	}
	if d, ok := deviceIn(rep, b.Device()); !ok || d.Name != "Ben's laptop" {
		t.Fatalf("b's own: %+v", rep.Devices)
	}
	// the same name: not written again
	before, _ := os.Stat(own)
	clock = func() time.Time { return time.Now().Add(time.Hour) }
	t.Cleanup(func() { clock = time.Now })
	rep = namedPass(t, a, dir, "Anna's phone")
	if after, _ := os.Stat(own); !after.ModTime().Equal(before.ModTime()) {
		t.Error("the device file was written again with the same name")
	}
	if d, ok := deviceIn(rep, b.Device()); !ok || d.Name != "Ben's laptop" {
		t.Fatalf("a read %+v", rep.Devices)
	}
	// a new name: written again, and the other device reads it
	namedPass(t, a, dir, "Anna's tablet")
	if d, _ := deviceIn(namedPass(t, b, dir, "Ben's laptop"), a.Device()); d.Name != "Anna's tablet" {
		t.Fatalf("b read %+v", d)
	}
	// a pass without a name writes none, and reads them all
	if rep := dbPass(t, a, dir); len(rep.Devices) != 2 {
		t.Fatalf("devices %+v", rep.Devices)
	}
}

// TestCopiedDatabaseDeviceFile: a database copied to another device
// keeps the original's id until its first write; its pass makes that
// write before it writes a device file, so the copy's name goes to its
// new id's file and the original's file keeps the original's name.
func TestCopiedDatabaseDeviceFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(t.TempDir(), "a.db")
	a, err := boltdb.Open(path, &boltdb.Options{NoDailyBackup: true})
	if err != nil {
		t.Fatal(err)
	}
	orig := a.Device()
	namedPass(t, a, dir, "Anna's phone")
	a.Close()
	copyPath := filepath.Join(t.TempDir(), "copy.db")
	copyFile(t, path, copyPath)
	c, err := boltdb.Open(copyPath, &boltdb.Options{NoDailyBackup: true})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if c.Device() != orig {
		t.Fatalf("the copy has id %s before a write, the original %s", c.Device(), orig)
	}
	rep := namedPass(t, c, dir, "Ben's phone")
	if c.Device() == orig {
		t.Fatal("the copy kept the original's id")
	}
	if got := readFile(t, dir, "devices/"+orig+".json"); !strings.Contains(got, `"Anna's phone"`) {
		t.Fatalf("the original's device file: %s", got)
	}
	if got := readFile(t, dir, "devices/"+c.Device()+".json"); !strings.Contains(got, `"Ben's phone"`) {
		t.Fatalf("the copy's device file: %s", got)
	}
	if d, ok := deviceIn(rep, orig); !ok || d.Name != "Anna's phone" {
		t.Fatalf("the copy read %+v", rep.Devices)
	}
}

func copyFile(tb testing.TB, from, to string) {
	tb.Helper()
	in, err := os.Open(from)
	if err != nil {
		tb.Fatal(err)
	}
	defer in.Close()
	out, err := os.Create(to)
	if err != nil {
		tb.Fatal(err)
	}
	if _, err := io.Copy(out, in); err != nil {
		tb.Fatal(err)
	}
	if err := out.Close(); err != nil {
		tb.Fatal(err)
	}
}

// deviceJSON is a device file's content.
func deviceJSON(id, name string) string {
	data, _ := json.Marshal(map[string]any{"format": "scorekeeper.device", "version": 1, "id": id, "name": name, "updated": testNow})
	return string(data)
}

// TestHostileDeviceFiles: the folder is not trusted. A huge device
// file is not read, a bad name or a file that is not a device file is
// reported and skipped, control characters in a name are shown
// escaped, a link is not followed, and a folder of many files costs a
// bounded number of reads.
func TestHostileDeviceFiles(t *testing.T) {
	dir := t.TempDir()
	outside := t.TempDir()
	writeFile(t, dir, "devices/ok.json", deviceJSON("ok", "Carl"))
	writeFile(t, dir, "devices/ctl.json", deviceJSON("ctl", "Eve\n\x1b[31mmatch: http://evil\u202e"))
	writeFile(t, dir, "devices/long.json", deviceJSON("long", strings.Repeat("x", 65)))
	writeFile(t, dir, "devices/empty.json", deviceJSON("empty", "  "))
	writeFile(t, dir, "devices/other.json", deviceJSON("not-other", "Mallory"))
	writeFile(t, dir, "devices/newer.json", `{"format": "scorekeeper.device", "version": 2, "id": "newer", "name": "N"}`)
	writeFile(t, dir, "devices/junk.json", "\x00\x01 not json")
	huge := filepath.Join(dir, "devices", "huge.json")
	if err := os.WriteFile(huge, []byte(deviceJSON("huge", "Huge")), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Truncate(huge, 1<<30); err != nil { // sparse: a gigabyte listed, never read
		t.Fatal(err)
	}
	writeFile(t, outside, "linked.json", deviceJSON("linked", "Linked"))
	if err := os.Symlink(filepath.Join(outside, "linked.json"), filepath.Join(dir, "devices", "linked.json")); err != nil {
		t.Fatal(err)
	}
	db := openDB(t, 1, 0)
	f := &countingFolder{Folder: Dir(dir)}
	rep, err := PassAs(dbStore{db}, f, "Mine")
	if err != nil {
		t.Fatal(err)
	}
	names := map[string]string{}
	for _, d := range rep.Devices {
		names[d.ID] = d.Name
	}
	want := map[string]string{"ok": "Carl", "ctl": `Eve\n\x1b[31mmatch: http://evil\u202e`, db.Device(): "Mine"}
	if fmt.Sprint(names) != fmt.Sprint(want) {
		t.Errorf("devices read %q, want %q", names, want)
	}
	broken := map[string]string{}
	for _, b := range rep.Broken {
		broken[b.Name] = b.Reason()
	}
	for _, n := range []string{"long", "empty", "other", "newer", "junk", "huge"} {
		if broken["devices/"+n+".json"] == "" {
			t.Errorf("devices/%s.json is not reported: %q", n, broken)
		}
	}
	if broken["devices/linked.json"] != "" || slices.Contains(f.read, "devices/linked.json") || slices.Contains(f.read, "devices/huge.json") {
		t.Errorf("read %v; broken %q", f.read, broken)
	}
	// many files: a bounded number read
	for i := range 2 * maxDevices {
		writeFile(t, dir, fmt.Sprintf("devices/d%04d.json", i), deviceJSON(fmt.Sprintf("d%04d", i), "D"))
	}
	f.read = nil
	if _, err := PassAs(dbStore{db}, f, "Mine"); err != nil {
		t.Fatal(err)
	}
	if n := len(f.read); n > maxDevices+1 {
		t.Errorf("%d device files read, at most %d wanted", n, maxDevices+1)
	}
}

// TestDevicesFolderLink: a devices folder that is a link out of the sync
// folder is neither read nor written through: folder trouble.
func TestDevicesFolderLink(t *testing.T) {
	dir, outside := t.TempDir(), t.TempDir()
	writeFile(t, outside, "x.json", deviceJSON("x", "X"))
	if err := os.Symlink(outside, filepath.Join(dir, "devices")); err != nil {
		t.Fatal(err)
	}
	db := openDB(t, 1, 1)
	rep, err := PassNamed(db, Dir(dir), "Mine")
	if !errors.Is(err, ErrLink) || len(rep.Devices) != 0 {
		t.Fatalf("pass: %v, devices %+v", err, rep.Devices)
	}
	if entries, _ := os.ReadDir(outside); len(entries) != 1 {
		t.Errorf("written outside: %v", entries)
	}
}

// countingFolder is a Folder that records the files read.
type countingFolder struct {
	Folder
	read []string
}

func (c *countingFolder) Read(name string) ([]byte, error) {
	c.read = append(c.read, name)
	return c.Folder.Read(name)
}
