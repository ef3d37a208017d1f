package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestNotAMatchFile: import names a file that is not a match file in
// words, whatever it holds.
func TestNotAMatchFile(t *testing.T) {
	png, err := os.ReadFile("../assets/icon.png")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	for _, c := range []struct{ name, data, want string }{
		{"all.csv", "match,game,date\nm1,skull,2025-01-01\n", "all.csv: not a Scorekeeper match file (it looks like CSV; CSV cannot be imported)"},
		{"semi.csv", "\uFEFFmatch;game\nm1;skull\n", "it looks like CSV"},
		{"empty.json", " \n", "empty.json: not a Scorekeeper match file (it is empty)"},
		{"icon.png", string(png), "icon.png: not a Scorekeeper match file (it is a binary file, not text)"},
		{"random.bin", "\xcf\x01\x9a\xff\x00\x13garbage\x80", "not a Scorekeeper match file (it is a binary file, not text)"},
		{"list.json", "[1, 2]", "list.json: not a Scorekeeper match file (it is not a JSON object)"},
		{"notes.txt", "just some words", "not a Scorekeeper match file"},
	} {
		path := filepath.Join(dir, c.name)
		if err := os.WriteFile(path, []byte(c.data), 0o600); err != nil {
			t.Fatal(err)
		}
		code, _, errs := runCLI("import", "--db", filepath.Join(dir, "s.db"), path)
		if code != ExitError || !strings.Contains(errs, c.want) || strings.Contains(errs, "invalid character") {
			t.Errorf("%s: exit %d, %q; want %q", c.name, code, errs, c.want)
		}
	}
	// a JSON object goes on to the match file's own checks
	path := filepath.Join(dir, "object.json")
	os.WriteFile(path, []byte(`{"format": "scorekeeper.match", "version": 1}`), 0o600)
	if _, _, errs := runCLI("import", "--db", filepath.Join(dir, "s.db"), path); strings.Contains(errs, "not a Scorekeeper match file") {
		t.Errorf("a JSON object: %s", errs)
	}
}
