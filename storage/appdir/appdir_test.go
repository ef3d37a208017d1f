package appdir

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

func TestDefaultPath(t *testing.T) {
	p, err := DefaultPath(func(string) string { return "" })
	if err != nil || filepath.Base(p) != FileName || !strings.Contains(p, filepath.Join("fyne", AppID)) && filepath.Base(filepath.Dir(p)) != "fyne" {
		t.Errorf("default path %q %v", p, err)
	}
	if p, _ := DefaultPath(func(k string) string { return map[string]string{EnvDB: "/x/y.db"}[k] }); p != "/x/y.db" {
		t.Errorf("with %s: %q", EnvDB, p)
	}
}

// TestIDMatchesFyneApp ties AppID to the id FyneApp.toml gives packaging.
func TestIDMatchesFyneApp(t *testing.T) {
	b, err := os.ReadFile("../../FyneApp.toml")
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`(?m)^\s*ID\s*=\s*"([^"]*)"`).FindSubmatch(b)
	if m == nil || string(m[1]) != AppID {
		t.Errorf("FyneApp.toml's ID is %q, AppID %q", m, AppID)
	}
}
