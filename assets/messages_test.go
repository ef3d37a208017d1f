package assets

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"golang.org/x/text/language"
)

// keyLiteral finds translation keys written as string literals in Go code.
var keyLiteral = regexp.MustCompile(`"((?:rule|grade|cli|game|app|ui|style|league|skuck|skullking|skipbo|skull|storage|stats|live|place)\.[A-Za-z0-9_.]*[A-Za-z0-9_])"`)

// TestEveryKeyTranslated: each key used in the code exists in English and
// German, both languages have the same keys, and every message renders.
func TestEveryKeyTranslated(t *testing.T) {
	c, err := loadCatalog()
	if err != nil {
		t.Fatal(err)
	}
	en, de := c.ids[language.English], c.ids[language.German]
	if len(en) == 0 || len(de) == 0 {
		t.Fatalf("%d English and %d German messages", len(en), len(de))
	}
	for _, pair := range [][2]map[string]bool{{en, de}, {de, en}} {
		for k := range pair[0] {
			if !pair[1][k] {
				t.Errorf("key %q is in one language only", k)
			}
		}
	}
	for _, lang := range []string{"en", "de"} {
		m, err := Load(lang)
		if err != nil {
			t.Fatal(err)
		}
		for k := range en {
			if got := m.Text(k, map[string]any{"Count": 2}); strings.TrimSpace(got) == "" || got == k {
				t.Errorf("%s: %q renders as %q", lang, k, got)
			}
		}
	}
	used := map[string][]string{}
	root := ".."
	err = filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "testdata" || strings.HasPrefix(d.Name(), ".")) && path != root {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		src, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		for _, m := range keyLiteral.FindAllStringSubmatch(string(src), -1) {
			used[m[1]] = append(used[m[1]], path)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(used) == 0 {
		t.Fatal("found no keys in the code")
	}
	var keys []string
	for k := range used {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		if _, ok := en[k]; !ok {
			t.Errorf("%q (used in %s) has no English text", k, used[k][0])
		}
		if _, ok := de[k]; !ok {
			t.Errorf("%q (used in %s) has no German text", k, used[k][0])
		}
	}
}

func TestText(t *testing.T) {
	for _, c := range []struct {
		lang, key string
		args      map[string]any
		want      string
	}{
		{"en", "cli.standings", nil, "Standings"},
		{"de", "cli.standings", nil, "Wertung"},
		{"fr", "cli.standings", nil, "Standings"},
		{"en", "no.such.key", nil, "no.such.key"},
		{"en", "cli.matches", map[string]any{"Count": 1}, "1 match"},
		{"en", "cli.matches", map[string]any{"Count": 2}, "2 matches"},
		{"en", "cli.matches", map[string]any{"Count": 0}, "0 matches"},
		{"de", "cli.matches", map[string]any{"Count": 1}, "1 Partie"},
		{"de", "cli.matches", map[string]any{"Count": 12}, "12 Partien"},
		{"de", "cli.conflictcopies", map[string]any{"Count": 1}, "1 Konfliktkopie"},
		{"en", "rule.skullking.players", map[string]any{"Min": 2, "Max": 8, "Count": 1}, ""},
	} {
		m, err := Load(c.lang)
		if err != nil {
			t.Fatal(err)
		}
		got := m.Text(c.key, c.args)
		if c.want == "" {
			if got == c.key || !strings.Contains(got, "8") {
				t.Errorf("%s %s: %q", c.lang, c.key, got)
			}
		} else if got != c.want {
			t.Errorf("%s %s %v: %q, want %q", c.lang, c.key, c.args, got, c.want)
		}
	}
	if got := (Messages{}).Text("cli.round", nil); got != "cli.round" {
		t.Errorf("zero Messages: %q", got)
	}
}
