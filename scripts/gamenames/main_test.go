package main

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestCheck: a shared file that names a game in code is found, in an
// identifier, a string or an import, spelt any way; comments, tests, a
// game's own files and the registries are not.
func TestCheck(t *testing.T) {
	root := t.TempDir()
	files := map[string]string{
		"cli/shared.go":            "package cli\n\n// Skip-Bo in a comment is fine.\nvar skipBoTeams = \"Skip-Bo\"\n",
		"cli/key.go":               "package cli\n\nconst k = \"ui.skull.out\"\n",
		"cli/import.go":            "package cli\n\nimport _ \"scorekeeper/scoring/skull\"\n",
		"cli/clean.go":             "package cli\n\n/* skull */ var n = 1\n",
		"cli/shared_test.go":       "package cli\n\nvar s = \"skipbo\"\n",
		"scoring/skull/a.go":       "package skull\n\nconst Name = \"skull\"\n",
		"app/game_skull.go":        "package app\n\nvar skullUI = 1\n",
		"app/game_skipbo_entry.go": "package app\n\nvar skipBoForm = 1\n",
		"app/entry_skull.go":       "package app\n\nvar skullForm = 1\n",
		"app/games.go":             "package app\n\nvar all = []int{skullUI, skipBoForm}\n",
		"app/notes/readme.txt":     "skull",
	}
	for name, src := range files {
		path := filepath.Join(root, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(src), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	found, err := check(root, []string{fold("Skip-Bo"), fold("skull")})
	if err != nil {
		t.Fatal(err)
	}
	var where []string
	for _, f := range found {
		where = append(where, f[:strings.Index(f, ":")])
	}
	slices.Sort(where)
	if want := []string{"app/entry_skull.go", "cli/import.go", "cli/key.go", "cli/shared.go", "cli/shared.go"}; !slices.Equal(where, want) {
		t.Errorf("found %q, want places in %v", found, want)
	}
}

// TestRepository: no shared file of the repository names a game.
func TestRepository(t *testing.T) {
	found, err := check(filepath.Join("..", ".."), names())
	if err != nil {
		t.Fatal(err)
	}
	if len(found) > 0 {
		t.Errorf("shared files name a game:\n%s", strings.Join(found, "\n"))
	}
}
