package cli

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

func TestParseInterleaved(t *testing.T) {
	for _, c := range []struct {
		args  []string
		o     string
		v     bool
		names []string
	}{
		{[]string{"a", "-o", "x", "b"}, "x", false, []string{"a", "b"}},
		{[]string{"a", "b", "-v", "--o=y"}, "y", true, []string{"a", "b"}},
		{[]string{"-v", "a", "--", "-o", "b"}, "", true, []string{"a", "-o", "b"}},
		{[]string{"--", "-v"}, "", false, []string{"-v"}},
		{[]string{"-o", "--", "a", "-v"}, "--", true, []string{"a"}},
		{[]string{"-v", "--", "a"}, "", true, []string{"a"}},
		{[]string{"a", "-", "-v"}, "", true, []string{"a", "-"}},
		{nil, "", false, nil},
	} {
		fs := flags("t")
		o := fs.String("o", "", "")
		v := fs.Bool("v", false, "")
		if err := parse(fs, c.args); err != nil {
			t.Errorf("%q: %v", c.args, err)
			continue
		}
		if *o != c.o || *v != c.v || !reflect.DeepEqual(fs.Args(), c.names) && len(fs.Args())+len(c.names) > 0 {
			t.Errorf("%q: -o %q -v %v names %q; want %q %v %q", c.args, *o, *v, fs.Args(), c.o, c.v, c.names)
		}
	}
}

// TestFlagsAfterFileNames: every command takes its flags before or after
// its file names.
func TestFlagsAfterFileNames(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "s.db")
	if code, out, errs := runCLI("demo", "--matches", "3", "--db", db, "--seed", "2"); code != ExitOK || !strings.Contains(out, "added 3 demo matches") {
		t.Fatalf("demo: %d %s %s", code, out, errs)
	}
	code, out, errs := runCLI("score", "../testdata/skull.json", "--format", "json")
	if code != ExitOK || !strings.HasPrefix(out, "{") {
		t.Errorf("score FILE --format json: %d %s %s", code, out, errs)
	}
	code, out, errs = runCLI("import", "../testdata/skull.json", "--db", db, "../testdata/skipbo.json")
	if code != ExitOK || !strings.Contains(out, "added 2") {
		t.Errorf("import FILE --db PATH FILE: %d %s %s", code, out, errs)
	}
	csv := filepath.Join(dir, "all.csv")
	if code, _, errs := runCLI("export", "-o", csv, "--db", db, "--format", "csv"); code != ExitOK {
		t.Errorf("export: %d %s", code, errs)
	}
	if data, _ := os.ReadFile(csv); len(data) == 0 {
		t.Error("export wrote nothing")
	}
	if code, out, errs := runCLI("check", "--db", db); code != ExitOK || !strings.Contains(out, "5 matches") {
		t.Errorf("check: %d %s %s", code, out, errs)
	}
	// a stray argument among the flags is still refused
	for _, cmd := range []string{"export", "check", "demo"} {
		if code, _, errs := runCLI(cmd, "stray", "--db", db); code != ExitUsage || !strings.Contains(errs, `unexpected argument "stray"`) {
			t.Errorf("%s stray --db: %d %s", cmd, code, errs)
		}
	}
	if code, _, errs := runCLI("score", "a.json", "--format", "json", "b.json"); code != ExitUsage || !strings.Contains(errs, "expected one FILE") {
		t.Errorf("score with two files: %d %s", code, errs)
	}
}

// TestHelpListsFlags: --help on a command lists its flags on stdout, exit 0;
// --help alone lists the commands.
func TestHelpListsFlags(t *testing.T) {
	code, out, errs := runCLI("--help")
	if code != ExitOK || errs != "" {
		t.Errorf("--help: %d %s", code, errs)
	}
	for name := range commands {
		if !strings.Contains(out, "scorekeeper "+commands[name].usage) {
			t.Errorf("--help does not list %s", name)
		}
	}
	for _, c := range []struct {
		cmd   string
		flags []string
	}{
		{"score", []string{"-format"}},
		{"import", []string{"-db PATH"}},
		{"export", []string{"-db PATH", "-format", "-match ID", "-o FILE", "-semicolon"}},
		{"check", []string{"-db PATH", "-repair"}},
		{"demo", []string{"-db PATH", "-matches", "-seed"}},
	} {
		for _, args := range [][]string{{c.cmd, "--help"}, {c.cmd, "x", "-h"}} {
			code, out, errs := runCLI(args...)
			if code != ExitOK || errs != "" || !strings.Contains(out, "usage: scorekeeper "+c.cmd) {
				t.Errorf("%q: %d %q %q", args, code, out, errs)
			}
			for _, f := range c.flags {
				if !strings.Contains(out, "  "+f) {
					t.Errorf("%q does not list %s:\n%s", args, f, out)
				}
			}
		}
	}
}

// TestEmptyDBPath: an empty --db PATH is an error, never the app's database.
func TestEmptyDBPath(t *testing.T) {
	t.Setenv("SCOREKEEPER_DB", filepath.Join(t.TempDir(), "env.db"))
	for _, args := range [][]string{
		{"check", "--db", ""}, {"check", "--db="}, {"demo", "--matches", "1", "--db", ""},
		{"export", "--format", "json", "--db", ""}, {"import", "--db", "", "../testdata/skull.json"},
	} {
		code, out, errs := runCLI(args...)
		if code != ExitUsage || out != "" || !strings.Contains(errs, "the database PATH is empty") {
			t.Errorf("%q: %d %q %q", args, code, out, errs)
		}
	}
	if _, err := os.Stat(os.Getenv("SCOREKEEPER_DB")); !os.IsNotExist(err) {
		t.Errorf("a database was made: %v", err)
	}
}

// TestMain runs the tests in English whatever the user's locale.
func TestMain(m *testing.M) {
	os.Setenv("LC_ALL", "en_US.UTF-8")
	os.Exit(m.Run())
}

// TestCheckPlurals: check counts in the user's language, with plurals.
func TestCheckPlurals(t *testing.T) {
	db := filepath.Join(t.TempDir(), "s.db")
	if code, _, errs := runCLI("import", "--db", db, "../testdata/skull.json"); code != ExitOK {
		t.Fatal(errs)
	}
	for lang, want := range map[string]string{"en_GB.UTF-8": ": 1 match, 5 players, 0 conflict copies", "de_DE.UTF-8": ": 1 Partie, 5 Spieler, 0 Konfliktkopien"} {
		t.Setenv("LC_ALL", lang)
		if code, out, errs := runCLI("check", "--db", db); code != ExitOK || !strings.Contains(out, want) {
			t.Errorf("%s: %d %q %q, want %q", lang, code, out, errs, want)
		}
	}
}
