package dbfile

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"scorekeeper/assets"
)

// TestDamagedReasonTranslated: a damaged file's reason is a message of
// the translation files, in German all German; Error names it by key.
func TestDamagedReasonTranslated(t *testing.T) {
	en, err := assets.Load("en")
	if err != nil {
		t.Fatal(err)
	}
	de, err := assets.Load("de")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	for name, data := range map[string]string{"empty": "", "text": strings.Repeat("not a database\n", 1000)} {
		path := filepath.Join(dir, name+".db")
		if err := os.WriteFile(path, []byte(data), 0o600); err != nil {
			t.Fatal(err)
		}
		// an empty file is damaged only when it has backups (else new)
		if err := os.WriteFile(BackupPath(path, dir, now(), "daily"), nil, 0o600); err != nil {
			t.Fatal(err)
		}
		o := testOptions
		o.BackupDir = dir
		_, _, err := Open(path, o)
		var dmg *DamagedError
		if !errors.As(err, &dmg) {
			t.Fatalf("%s: %v, want a *DamagedError", name, err)
		}
		english, german := en.Text(dmg.Key(), dmg.Args()), de.Text(dmg.Key(), dmg.Args())
		if german == dmg.Key() || german == english {
			t.Errorf("%s: reason %q has no German text (%q)", name, dmg.Key(), german)
		}
		if got := dmg.Text(en.Text); !strings.Contains(got, english) || !strings.Contains(got, path) || !strings.Contains(got, "is damaged") {
			t.Errorf("%s: Text %q lacks the file, the English reason %q or that it is damaged", name, got, english)
		}
		if got := dmg.Text(de.Text); !strings.Contains(got, german) || strings.Contains(got, english) {
			t.Errorf("%s: in German %q", name, got)
		}
		if !strings.Contains(err.Error(), dmg.Key()) {
			t.Errorf("%s: Error() %q lacks the reason's key", name, err)
		}
	}
}
