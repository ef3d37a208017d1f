package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"scorekeeper/scoring"
	"scorekeeper/storage/boltdb"
)

func runSyncCLI(t *testing.T, db, dir string) string {
	t.Helper()
	code, out, errs := runCLI("sync", "--db", db, "--folder", dir)
	if code != ExitOK || errs != "" {
		t.Fatalf("sync: %d %q %q", code, out, errs)
	}
	return out
}

// editFirst renames the first player of db's first match and returns its id.
func editFirst(t *testing.T, path, name string) string {
	t.Helper()
	db, err := boltdb.Open(path, &boltdb.Options{NoDailyBackup: true})
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	page, err := db.List(scoring.Query{Limit: 1})
	if err != nil || len(page.Matches) == 0 {
		t.Fatalf("list: %v", err)
	}
	m, err := db.Get(page.Matches[0].ID)
	if err != nil {
		t.Fatal(err)
	}
	m.Players[0].Name = name
	if err := db.Save(m); err != nil {
		t.Fatal(err)
	}
	return m.ID
}

func exportAll(t *testing.T, db string) string {
	t.Helper()
	code, out, errs := runCLI("export", "--db", db, "--format", "json")
	if code != ExitOK {
		t.Fatal(errs)
	}
	return out
}

func TestSync(t *testing.T) {
	dir := t.TempDir()
	a := demoDB(t, "5")
	b := filepath.Join(t.TempDir(), "b.db")
	if out := runSyncCLI(t, a, dir); !strings.HasPrefix(out, "added 0, updated 0, deleted 0, conflicts 0 (files read 0, written ") {
		t.Fatalf("a: %q", out)
	}
	out := runSyncCLI(t, b, dir)
	if !regexp.MustCompile(`^added 5, updated 0, deleted 0, conflicts 0 \(files read \d+, written 0\)\n`).MatchString(out) {
		t.Fatalf("b: %q", out)
	}
	if exportAll(t, a) != exportAll(t, b) {
		t.Fatal("the exports differ after a sync both ways")
	}

	// a concurrent edit is a conflict on both sides, naming the match
	id := editFirst(t, a, "Anne A")
	editFirst(t, b, "Anne B")
	runSyncCLI(t, a, dir)
	outB := runSyncCLI(t, b, dir)
	outA := runSyncCLI(t, a, dir)
	for _, out := range []string{outA, outB} {
		if !strings.Contains(out, "conflicts 1") || !strings.Contains(out, "conflict: match "+id+" was edited apart") ||
			!strings.Contains(out, "conflict waiting: match "+id+" has 2 versions") {
			t.Errorf("the conflict is not named: %q", out)
		}
	}

	// a broken file is reported and skipped, the pass goes on
	os.WriteFile(filepath.Join(dir, "matches", "broken.json"), []byte(`{"format": "scorekeeper.match", "ver`), 0o644)
	t.Setenv("LC_ALL", "de_DE.UTF-8")
	os.MkdirAll(filepath.Join(dir, "devices"), 0o755)
	os.WriteFile(filepath.Join(dir, "devices", "junk.json"), []byte(`[]`), 0o644)
	out = runSyncCLI(t, b, dir)
	// the reasons in the reader's language too (they were English)
	if !strings.Contains(out, "übersprungen: matches/broken.json: die Datei endet zu früh") {
		t.Errorf("the broken file is not reported in German: %q", out)
	}
	if !strings.Contains(out, "übersprungen: devices/junk.json: keine Gerätedatei") {
		t.Errorf("the broken device file is not reported in German: %q", out)
	}
}

func TestSyncErrors(t *testing.T) {
	db := filepath.Join(t.TempDir(), "s.db")
	if code, _, errs := runCLI("sync", "--db", db); code != ExitUsage || !strings.Contains(errs, "--folder DIR is required") {
		t.Errorf("no folder: %d %q", code, errs)
	}
	missing := filepath.Join(t.TempDir(), "nothing")
	code, out, errs := runCLI("sync", "--db", db, "--folder", missing)
	if code != ExitError || out != "" || !strings.Contains(errs, "is not a folder that exists") {
		t.Errorf("missing folder: %d %q %q", code, out, errs)
	}
	if _, err := os.Stat(db); !os.IsNotExist(err) {
		t.Error("a database was made for a sync that could not run")
	}
	if code, out, _ := runCLI("sync", "--help"); code != ExitOK || !strings.Contains(out, "-folder DIR") {
		t.Errorf("--help: %q", out)
	}
}

// TestSyncNamesItself: sync writes this device's file into the folder,
// named by the host name.
func TestSyncNamesItself(t *testing.T) {
	dir := t.TempDir()
	a := demoDB(t, "1")
	runSyncCLI(t, a, dir)
	host, err := os.Hostname()
	if err != nil || host == "" {
		t.Skip("no host name here")
	}
	db, err := boltdb.Open(a, &boltdb.Options{NoDailyBackup: true, ReadOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	id := db.Device()
	db.Close()
	data, err := os.ReadFile(filepath.Join(dir, "devices", id+".json"))
	if err != nil {
		t.Fatal(err)
	}
	var f struct{ Format, ID, Name string }
	if err := json.Unmarshal(data, &f); err != nil || f.Format != "scorekeeper.device" || f.ID != id || f.Name != host {
		t.Fatalf("device file %s (%v), want the host name %q", data, err, host)
	}
}
