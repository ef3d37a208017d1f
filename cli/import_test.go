package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestImport(t *testing.T) {
	src := demoDB(t, "10")
	dir := t.TempDir()
	bundle := filepath.Join(dir, "all.json")
	if code, _, errs := runCLI("export", "--db", src, "--format", "json", "-o", bundle); code != ExitOK {
		t.Fatal(errs)
	}
	dst := filepath.Join(dir, "other.db")
	code, out, errs := runCLI("import", "--db", dst, bundle, "../testdata/skull.json")
	if code != ExitOK || !strings.Contains(out, "added 11, updated 0, unchanged 0, conflicts 0") {
		t.Fatalf("import: %d %s %s", code, out, errs)
	}
	code, out, _ = runCLI("import", "--db", dst, bundle)
	if code != ExitOK || !strings.Contains(out, "added 0, updated 0, unchanged 10, conflicts 0") || !strings.Contains(out, "backup before the import") {
		t.Errorf("again: %d %s", code, out)
	}
	// A bad file among good ones changes nothing and says why.
	data, _ := os.ReadFile("../testdata/skull.json")
	bad := filepath.Join(dir, "bad.json")
	os.WriteFile(bad, []byte(strings.Replace(string(data), `"revision"`, `"revision": 1, "Revision"`, 1)), 0o600)
	code, _, errs = runCLI("import", "--db", dst, "../testdata/skipbo.json", bad)
	if code != ExitError || !strings.Contains(errs, "bad.json") || !strings.Contains(errs, "there twice") {
		t.Errorf("bad file: %d %s", code, errs)
	}
	if code, out, _ := runCLI("check", "--db", dst); code != ExitOK || !strings.Contains(out, "11 matches") {
		t.Errorf("after the refused import: %s", out)
	}
	// A tombstone deletes the match it contains (one without versions:
	// every tombstone contains it), and an older copy does not bring it back.
	tomb := filepath.Join(dir, "tomb.json")
	os.WriteFile(tomb, []byte(`{"format":"scorekeeper.match","version":1,"id":"5b0f6c2e-8d1a-4f3b-9c7e-2a4d6e8f1b3c","deleted":true,"updated":"2026-11-22T10:00:00Z","versions":{"d1":3}}`), 0o600)
	code, out, errs = runCLI("import", "--db", dst, tomb)
	if code != ExitOK || !strings.Contains(out, "deleted 1,") || !strings.Contains(out, "  5b0f6c2e-8d1a-4f3b-9c7e-2a4d6e8f1b3c\n") {
		t.Errorf("tombstone: %d %s %s", code, out, errs)
	}
	// Importing it again says it was deleted here, not "unchanged".
	code, out, _ = runCLI("import", "--db", dst, "../testdata/skull.json")
	if code != ExitOK || !strings.Contains(out, "added 0, updated 0, unchanged 0, conflicts 0, deleted 0") ||
		!strings.Contains(out, "ignored 1: deleted here (a tombstone here contains the file's version)\n  5b0f6c2e-8d1a-4f3b-9c7e-2a4d6e8f1b3c\n") {
		t.Errorf("the deleted match again: %s", out)
	}
	if code, out, _ := runCLI("check", "--db", dst); code != ExitOK || !strings.Contains(out, "10 matches") {
		t.Errorf("after the tombstone: %s", out)
	}
	if code, _, errs := runCLI("import", "--db", dst); code != ExitUsage || !strings.Contains(errs, "usage: scorekeeper import [--db PATH] FILE...") {
		t.Errorf("no files: %d %s", code, errs)
	}
}

// TestImportLongName: a player's name over 64 characters is refused,
// naming the field, in the user's language.
func TestImportLongName(t *testing.T) {
	data, err := os.ReadFile("../testdata/skull.json")
	if err != nil {
		t.Fatal(err)
	}
	name := `"` + strings.Repeat("x", 65) + `"`
	file := filepath.Join(t.TempDir(), "long.json")
	i := strings.Index(string(data), `"name": "`)
	j := i + len(`"name": `) + strings.Index(string(data[i+len(`"name": `)+1:]), `"`) + 2
	os.WriteFile(file, []byte(string(data[:i])+`"name": `+name+string(data[j:])), 0o600)
	for lang, want := range map[string]string{
		"en_GB.UTF-8": "players/0/name: A name has at most 64 characters.",
		"de_DE.UTF-8": "players/0/name: Ein Name hat höchstens 64 Zeichen.",
	} {
		t.Setenv("LC_ALL", "")
		t.Setenv("LANG", lang)
		code, _, errs := runCLI("import", "--db", filepath.Join(t.TempDir(), "n.db"), file)
		if code != ExitError || !strings.Contains(errs, want) {
			t.Errorf("%s: exit %d, %s; want %q", lang, code, errs, want)
		}
	}
}
