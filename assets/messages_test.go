package assets

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
	"text/template"
)

// keyLiteral finds translation keys written as string literals in Go code.
var keyLiteral = regexp.MustCompile(`"((?:rule|grade|cli|game|app|ui|style|league|skuck|skullking|skipbo|skull|storage|stats)\.[A-Za-z0-9_.]*[A-Za-z0-9_])"`)

// TestEveryKeyTranslated: each key used in the code exists in English and
// German, both languages have the same keys, and every message parses.
func TestEveryKeyTranslated(t *testing.T) {
	en, err := Load("en")
	if err != nil {
		t.Fatal(err)
	}
	de, err := Load("de")
	if err != nil {
		t.Fatal(err)
	}
	for _, pair := range [][2]Messages{{en, de}, {de, en}} {
		for k := range pair[0] {
			if _, ok := pair[1][k]; !ok {
				t.Errorf("key %q is in one language only", k)
			}
		}
	}
	for lang, m := range map[string]Messages{"en": en, "de": de} {
		for k, v := range m {
			if strings.TrimSpace(v) == "" {
				t.Errorf("%s: %q is empty", lang, k)
			}
			if _, err := template.New(k).Parse(v); err != nil {
				t.Errorf("%s: %q: %v", lang, k, err)
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
	m := Messages{"a": "Must be between {{.Min}} and {{.Max}}.", "b": "plain", "c": "{{.X"}
	if got := m.Text("a", map[string]any{"Min": 0, "Max": 10}); got != "Must be between 0 and 10." {
		t.Errorf("a: %q", got)
	}
	if got := m.Text("b", nil); got != "plain" {
		t.Errorf("b: %q", got)
	}
	if got := m.Text("missing", nil); got != "missing" {
		t.Errorf("missing: %q", got)
	}
	if got := m.Text("c", nil); got != "{{.X" {
		t.Errorf("a broken template shows as written: %q", got)
	}
}
