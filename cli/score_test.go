package cli

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"scorekeeper/scoring"
	"scorekeeper/scoring/scoringtest"
	"scorekeeper/scoring/skullking"
	"scorekeeper/storage/matchfile"
)

// run runs the command line in-process with a fixed English locale.
func run(t *testing.T, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	t.Setenv("LC_ALL", "en_US.UTF-8")
	var out, errb bytes.Buffer
	code = Run(args, &out, &errb)
	return out.String(), errb.String(), code
}

// TestScoreExamples: for every testdata/GAME.json the JSON standings equal
// the hand-worked GAME.want.json.
func TestScoreExamples(t *testing.T) {
	wants, _ := filepath.Glob("../testdata/*.want.json")
	if len(wants) < 4 {
		t.Fatalf("found %d expected results, want one per game", len(wants))
	}
	for _, want := range wants {
		file := strings.TrimSuffix(want, ".want.json") + ".json"
		t.Run(filepath.Base(file), func(t *testing.T) {
			out, errs, code := run(t, "score", "--format", "json", file)
			if code != ExitOK {
				t.Fatalf("exit %d: %s", code, errs)
			}
			var got, exp any
			if err := json.Unmarshal([]byte(out), &got); err != nil {
				t.Fatalf("output is not JSON: %v\n%s", err, out)
			}
			data, err := os.ReadFile(want)
			if err != nil {
				t.Fatal(err)
			}
			if err := json.Unmarshal(data, &exp); err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, exp) {
				t.Errorf("got\n%s\nwant\n%s", out, data)
			}
			text, errs, code := run(t, "score", file)
			if code != ExitOK || errs != "" {
				t.Fatalf("text: exit %d: %s", code, errs)
			}
			var res jsonResult
			json.Unmarshal([]byte(out), &res)
			for _, s := range res.Standings {
				if !strings.Contains(text, s.Name) {
					t.Errorf("text sheet lacks %s:\n%s", s.Name, text)
				}
			}
			if !strings.Contains(text, "Standings") || (res.Finished && !strings.Contains(text, "winner")) {
				t.Errorf("text sheet:\n%s", text)
			}
		})
	}
}

func TestScoreTextSheet(t *testing.T) {
	path := filepath.Join(t.TempDir(), "m.json")
	os.WriteFile(path, []byte(`{"format": "scorekeeper.match", "version": 1, "id": "m1", "revision": 1,
	  "game": "skullking", "players": [{"id": "a", "name": "Anne"}, {"id": "b", "name": "Ben"}],
	  "options": {"cards": [1, 2]},
	  "rounds": [
	    {"entries": [{"player": "a", "bid": 1, "tricks": 1}, {"player": "b", "bid": 1, "tricks": 0}]},
	    {"entries": [{"player": "a", "bid": 0, "tricks": 0}, {"player": "b", "bid": 2, "tricks": 2}]}],
	  "finished": false}`), 0o600)
	out, errs, code := run(t, "score", path)
	if code != ExitOK {
		t.Fatalf("exit %d: %s", code, errs)
	}
	for _, want := range []string{"Skull King (m1), finished", "Anne", "+20 = 20", "+20 = 40", "-10 = -10", "+40 = 30", "1.  Anne  40  winner", "2.  Ben   30  does the dishes"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	out, _, _ = run(t, "score", "--format", "json", path)
	if !strings.Contains(out, `"winners": [
    "a"
  ]`) {
		t.Errorf("json:\n%s", out)
	}
}

func TestScoreErrors(t *testing.T) {
	dir := t.TempDir()
	write := func(name, body string) string {
		p := filepath.Join(dir, name)
		os.WriteFile(p, []byte(body), 0o600)
		return p
	}
	tests := []struct {
		name string
		args []string
		code int
		msg  string
	}{
		{"no file", []string{"score"}, ExitUsage, "expected one FILE"},
		{"bad format flag", []string{"score", "--format", "xml", "x"}, ExitUsage, "text or json"},
		{"unknown flag", []string{"score", "--colour", "x"}, ExitUsage, "colour"},
		{"missing file", []string{"score", filepath.Join(dir, "nope.json")}, ExitError, "no such file"},
		{"garbage", []string{"score", write("g.json", "\x00\x01garbage")}, ExitError, "not a Scorekeeper match file"},
		{"csv", []string{"score", write("all.csv", "match_id,date,game\nm1,2026-11-21,skull\n")}, ExitError, "CSV cannot be imported"},
		{"wrong type", []string{"score", write("w.json", `{"format": "scorekeeper.match", "version": 1, "id": "x", "revision": "1"}`)}, ExitError, "revision: text is not allowed here: a whole number is expected"},
		{"rule broken", []string{"score", write("r.json", `{"format": "scorekeeper.match", "version": 1, "id": "x", "revision": 1,
		  "game": "skullking", "players": [{"id": "a", "name": "Anne"}, {"id": "b", "name": "Ben"}],
		  "rounds": [{"entries": [{"player": "a", "bid": 1, "tricks": 1}, {"player": "b", "bid": 1, "tricks": 1}]}]}`)}, ExitError, "round 1"},
		{"unknown command", []string{"frobnicate"}, ExitUsage, "unknown command"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			out, errs, code := run(t, tc.args...)
			if code != tc.code || !strings.Contains(errs, tc.msg) {
				t.Errorf("exit %d, stderr %q; want %d and %q", code, errs, tc.code, tc.msg)
			}
			if out != "" && tc.code != ExitUsage {
				t.Errorf("printed on stdout: %q", out)
			}
			if strings.Contains(errs, "rule.") {
				t.Errorf("stderr shows a raw message key: %s", errs)
			}
		})
	}
}

func TestHelp(t *testing.T) {
	for _, args := range [][]string{{"--help"}, {"help"}, {"-h"}} {
		out, _, code := run(t, args...)
		if code != ExitOK || !strings.Contains(out, "scorekeeper score [--format text|json] FILE") {
			t.Errorf("%v: exit %d\n%s", args, code, out)
		}
	}
	out, _, code := run(t, "score", "--help")
	if code != ExitOK || !strings.Contains(out, "usage: scorekeeper score") {
		t.Errorf("score --help: exit %d\n%s", code, out)
	}
}

func TestGermanMessages(t *testing.T) {
	t.Setenv("LC_ALL", "")
	t.Setenv("LC_MESSAGES", "")
	t.Setenv("LANG", "de_DE.UTF-8")
	if language(os.Getenv) != "de" {
		t.Fatal("LANG=de_DE picks German")
	}
	t.Setenv("LANG", "C.UTF-8")
	if language(os.Getenv) != "en" {
		t.Fatal("C picks English")
	}
}

// The text sheet shows validation's warnings (Skip-Bo penalty cards in
// the example's round 3) and marks SKUCK's Clicks (the example's game
// 2); a match with neither shows neither.
func TestScoreTextWarningsAndClicks(t *testing.T) {
	out, errs, code := run(t, "score", "../testdata/skipbo.json")
	if code != ExitOK {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if want := "\nWarnings\n  round 3, Clara's cards left in the stock pile: More than the 30 cards dealt (32): only with penalty cards.\n"; !strings.Contains(out, want) {
		t.Errorf("skipbo: no warning %q:\n%s", want, out)
	}
	out, errs, code = run(t, "score", "../testdata/skuck.json")
	if code != ExitOK {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var clicks []string
	for line := range strings.Lines(out) {
		if strings.HasSuffix(line, "  Click!\n") {
			clicks = append(clicks, strings.Fields(line)[0])
		}
	}
	if len(clicks) != 1 || clicks[0] != "2" {
		t.Errorf("skuck: Clicks marked in rounds %v, want [2]:\n%s", clicks, out)
	}
	out, _, _ = run(t, "score", "../testdata/skullking.json")
	if strings.Contains(out, "Warnings") || strings.Contains(out, "Click") {
		t.Errorf("skullking: neither warnings nor Clicks expected:\n%s", out)
	}
}

// BenchmarkScoreFile100kRounds runs `score` on a two-player Skull King
// match file of 100,000 rounds (a custom schedule; compact, to stay under
// the 64 MiB limit), read, validated and printed. With
// LONGMATCH_OUT set the file is written there and kept
// (scripts/longmatch.sh times the real binary on it).
func BenchmarkScoreFile100kRounds(b *testing.B) {
	path := os.Getenv("LONGMATCH_OUT")
	if path == "" {
		path = filepath.Join(b.TempDir(), "long.json")
	}
	players := scoringtest.Seats(2)
	cards := make([]int, 100_000)
	for i := range cards {
		cards[i] = 1 + i%10
	}
	g := skullking.Simulate(rand.New(rand.NewPCG(1, 2)), players, skullking.Options{Cards: cards})
	m := &scoring.Match{ID: "long", Players: players, Game: g}
	data, err := matchfile.Compact(m)
	if err != nil {
		b.Fatal(err)
	}
	if err := os.WriteFile(path, data, 0o644); err != nil {
		b.Fatal(err)
	}
	for _, format := range []string{"text", "json"} {
		b.Run(format, func(b *testing.B) {
			for b.Loop() {
				var out, errb bytes.Buffer
				if code := Run([]string{"score", "--format", format, path}, &out, &errb); code != ExitOK {
					b.Fatalf("exit %d: %s", code, errb.String())
				}
			}
		})
	}
}

// TestScoreEscapesNames: control and escape characters in names and ids
// reach the terminal as visible escapes, never as themselves; the JSON
// output keeps the names as they are (escaped by the encoder).
func TestScoreEscapesNames(t *testing.T) {
	f := testdataJSON(t, "skull")
	evil := "Ev\x1b[2J\x1b]0;owned\x07il\u202e\tname\r\n\xff"
	players := f["players"].([]any)
	players[0].(map[string]any)["name"] = evil
	f["id"] = "id\x1b[31m"
	data, _ := json.Marshal(f)
	file := filepath.Join(t.TempDir(), "evil.json")
	if err := os.WriteFile(file, data, 0o644); err != nil {
		t.Fatal(err)
	}
	out, errs, code := run(t, "score", file)
	if code != ExitOK {
		t.Fatalf("exit %d: %s", code, errs)
	}
	for _, c := range []string{"\x1b", "\x07", "\r", "\u202e", "\xff"} {
		if strings.Contains(out, c) {
			t.Errorf("output holds %q:\n%s", c, out)
		}
	}
	for _, want := range []string{`Ev\x1b[2J\x1b]0;owned\ail\u202e\tname\r\n`, `id\x1b[31m`} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %s:\n%s", want, out)
		}
	}
	out, _, _ = run(t, "score", "--format", "json", file)
	var res jsonResult
	if err := json.Unmarshal([]byte(out), &res); err != nil {
		t.Fatal(err)
	}
	found := false
	for _, s := range res.Standings {
		found = found || s.Name == strings.ToValidUTF8(evil, "\uFFFD")
	}
	if !found {
		t.Errorf("JSON lost the name: %s", out)
	}
}
