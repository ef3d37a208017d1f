package boltdb

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"scorekeeper/assets"
)

// TestDamagedReasonTranslated: a damaged file's reason is a message of
// the translation files, in German all German; Error stays English.
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
		if err := os.MkdirAll(path+".backups", 0o700); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(path+".backups", name+".db-20261121T190405.000Z-daily.db"), nil, 0o600); err != nil {
			t.Fatal(err)
		}
		_, err := Open(path, nil)
		var dmg *DamagedError
		if !errors.As(err, &dmg) {
			t.Fatalf("%s: %v, want a *DamagedError", name, err)
		}
		english, german := en.Text(dmg.Key(), dmg.Args()), de.Text(dmg.Key(), dmg.Args())
		if german == dmg.Key() || german == english {
			t.Errorf("%s: reason %q has no German text (%q)", name, dmg.Key(), german)
		}
		if !strings.Contains(err.Error(), english) {
			t.Errorf("%s: Error() %q lacks the English reason %q", name, err, english)
		}
	}
}
