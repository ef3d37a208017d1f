package cli

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
	"unicode"
	"unicode/utf8"
)

// Hostile text: ESC (a CSI and an OSC), C1's CSI, DEL, a right-to-left
// override and a line break that starts a forged line of serve's.
const (
	evilName = "Eve\x1b[2J\x1b]0;owned\x07\u009b31m\x7f\u202e\nmatch: http://evil.example/t/0"
	evilID   = "m\x1b[2J\u009b\x7f\u202e\nmatch: http://evil.example/t/1"
	evilDir  = "d\x1b[2J\u009b\x7f\u202e\nmatch: http:evil"
	forged   = "match: http"
)

// clean fails when out holds a character a terminal acts on (but the
// line breaks of the output itself), invalid UTF-8, or a line forged by
// a name or an id.
func clean(t *testing.T, what, out string) {
	t.Helper()
	if !utf8.ValidString(out) {
		t.Errorf("%s: invalid UTF-8 in %q", what, out)
	}
	for _, r := range out {
		if r != '\n' && (unicode.IsControl(r) || unicode.In(r, unicode.Bidi_Control, unicode.Zl, unicode.Zp)) {
			t.Errorf("%s: %U printed as itself:\n%q", what, r, out)
			break
		}
	}
	for _, line := range strings.Split(out, "\n") {
		if strings.HasPrefix(strings.TrimSpace(line), forged) {
			t.Errorf("%s: a forged line %q:\n%s", what, line, out)
		}
	}
}

// testdataJSON is testdata's example of game as JSON values, to change.
func testdataJSON(t *testing.T, game string) map[string]any {
	t.Helper()
	data, err := os.ReadFile("../testdata/" + game + ".json")
	if err != nil {
		t.Fatal(err)
	}
	var f map[string]any
	if err := json.Unmarshal(data, &f); err != nil {
		t.Fatal(err)
	}
	return f
}

// evilMatch writes testdata's Skull match, in progress, with a hostile
// id and first name, into dir; it returns the file.
func evilMatch(t *testing.T, dir string) string {
	t.Helper()
	f := testdataJSON(t, "skull")
	f["id"] = evilID
	f["players"].([]any)[0].(map[string]any)["name"] = evilName
	f["rounds"] = f["rounds"].([]any)[:3]
	f["finished"] = false
	data, _ := json.Marshal(f)
	file := filepath.Join(dir, "evil.json")
	if err := os.WriteFile(file, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return file
}

// TestEveryCommandEscapes: every command prints hostile names, ids and
// paths escaped (SPEC 4), on stdout and stderr, on success and on error:
// no control character reaches the terminal and no name starts a line
// of its own.
func TestEveryCommandEscapes(t *testing.T) {
	dir := filepath.Join(t.TempDir(), evilDir)
	folder := filepath.Join(dir, "folder")
	if err := os.MkdirAll(filepath.Join(folder, "matches"), 0o755); err != nil {
		t.Fatal(err)
	}
	file := evilMatch(t, dir)
	a, b, c := filepath.Join(dir, "a.db"), filepath.Join(dir, "b.db"), filepath.Join(dir, "c.db")
	cmd := func(args ...string) {
		t.Helper()
		_, out, errs := runCLI(args...)
		clean(t, args[0]+" (stdout)", out)
		clean(t, args[0]+" (stderr)", errs)
	}
	cmd("score", file)
	cmd("score", filepath.Join(dir, "missing.json"))
	cmd("import", "--db", a, file)
	cmd("import", "--db", a, file) // again: "backup before the import: <path>"
	cmd("demo", "--db", filepath.Join(dir, "demo.db"), "--matches", "1")
	cmd("check", "--db", a)
	cmd("export", "--db", a, "--format", "csv", "--match", evilID+"-none")
	cmd("export", "--db", a, "--format", "bgstats", "--match", evilID)

	// a match deleted by a tombstone is named
	cmd("import", "--db", c, file)
	tomb := filepath.Join(dir, "tomb.json")
	data, _ := json.Marshal(map[string]any{"format": "scorekeeper.match", "version": 1, "id": evilID, "deleted": true,
		"updated": "2026-11-22T10:00:00Z", "versions": map[string]int{"d1": 3}})
	os.WriteFile(tomb, data, 0o644)
	code, out, _ := runCLI("import", "--db", c, tomb)
	clean(t, "import of a tombstone", out)
	if code != ExitOK || !strings.Contains(out, `\x1b[2J`) {
		t.Errorf("the deleted match is not named, escaped: %d %q", code, out)
	}

	// sync: a conflict names the match, a broken file is named
	cmd("sync", "--db", a, "--folder", folder)
	cmd("sync", "--db", b, "--folder", folder)
	editFirst(t, a, evilName+" A")
	editFirst(t, b, evilName+" B")
	cmd("sync", "--db", a, "--folder", folder)
	os.WriteFile(filepath.Join(folder, "matches", "x\x1b[2J\nmatch: http:evil.json"), []byte("{"), 0o644)
	code, out, errs := runCLI("sync", "--db", b, "--folder", folder)
	clean(t, "sync with a conflict", out+errs)
	if code != ExitOK || !strings.Contains(out, "conflict: match m\\x1b[2J") {
		t.Errorf("the conflict is not named, escaped: %d %q %q", code, out, errs)
	}

	// serve: a name holding a line break forges no "match: URL" line
	sv := startServe(t, "--db", b, "--listen", "127.0.0.1:0", "--folder", folder)
	clean(t, "serve's line", sv.first)
	if !strings.Contains(sv.first, `Eve\x1b[2J`) {
		t.Errorf("serve's line lacks the escaped name: %q", sv.first)
	}
	syscall.Kill(os.Getpid(), syscall.SIGTERM)
	select {
	case <-sv.done:
	case <-time.After(10 * time.Second):
		t.Fatal("serve did not stop")
	}
	for len(sv.lines) > 0 {
		clean(t, "serve's next line", <-sv.lines)
	}
	clean(t, "serve (stderr)", sv.stderr.String())
}

func TestPrintable(t *testing.T) {
	for in, want := range map[string]string{
		"Anne":                 "Anne",
		"Zoë 🏴\u200d☠️":        "Zoë 🏴\u200d☠️",
		"a\xffb":               `a\xffb`,
		"\x1b[0m\x00\n":        `\x1b[0m\x00\n`,
		"\u00ad\u2028\u2067":   "\u00ad" + `\u2028\u2067`,
		"a\x7fb\u009bc\u202ed": `a\x7fb\u009bc\u202ed`,
	} {
		if got := printable(in); got != want {
			t.Errorf("printable(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestErrorText: an error's own lines under it stay lines; a line break
// from a name or an id in it is escaped.
func TestErrorText(t *testing.T) {
	err := listing(fmt.Errorf("file: match %s breaks the rules", evilID), []string{"round 1: " + evilName, "round 2: bid"})
	got := errorText(fmt.Errorf("wrapped: %w", err))
	lines := strings.Split(got, "\n")
	if len(lines) != 3 || !strings.HasPrefix(lines[0], `wrapped: file: match m\x1b[2J`) || !strings.HasSuffix(lines[0], "breaks the rules:") || !strings.HasPrefix(lines[1], `  round 1: Eve\x1b[2J`) || lines[2] != "  round 2: bid" {
		t.Errorf("%q", got)
	}
	if got := errorText(fmt.Errorf("%w (and more)", err)); strings.Count(got, "\n") != 0 {
		t.Errorf("lines not at the end are not kept as lines: %q", got)
	}
}
