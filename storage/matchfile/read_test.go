package matchfile

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/go-json-experiment/json/jsontext"
)

// valid is a small Skull King match: three players, round 1 played.
const valid = `{
  "format": "scorekeeper.match", "version": 1,
  "id": "m1", "revision": 2,
  "created": "2026-11-21T19:04:05Z", "updated": "2026-11-21T20:14:05Z",
  "game": "skullking",
  "players": [{"id": "a", "name": "Anne"}, {"id": "b", "name": "Ben"}, {"id": "c", "name": "Cleo"}],
  "options": {"scoring": "standard"},
  "rounds": [{"destroyed": 0, "entries": [
    {"player": "a", "bid": 0, "tricks": 0},
    {"player": "b", "bid": 1, "tricks": 1},
    {"player": "c", "bid": 1, "tricks": 0}]}],
  "finished": false,
  "somethingNew": {"ignored": true}
}`

// edit returns valid with old replaced by new (once, and it must be there).
func edit(t testing.TB, old, new string) string {
	t.Helper()
	if !strings.Contains(valid, old) {
		t.Fatalf("%q is not in the valid file", old)
	}
	return strings.Replace(valid, old, new, 1)
}

func TestDecodeValid(t *testing.T) {
	ms, err := Decode([]byte(valid))
	if err != nil {
		t.Fatal(err)
	}
	m := ms[0]
	if m.ID != "m1" || m.Revision != 2 || len(m.Players) != 3 || m.Players[1].Name != "Ben" || m.Game.Name() != "skullking" || m.Game.Len() != 1 {
		t.Fatalf("decoded %+v", m)
	}
	if m.Created.Hour() != 19 || m.Updated.Minute() != 14 {
		t.Errorf("times %v %v", m.Created, m.Updated)
	}
	if m.Over() {
		t.Error("one round of ten is not over")
	}
	var total int
	for _, s := range m.Game.Standings(m.Players) {
		total += s.Total
	}
	if total != 20+0-10 && total != 10+20-10 { // Anne's zero in a 1-card round: +10
		t.Errorf("totals add to %d", total)
	}
}

func TestDecodeErrors(t *testing.T) {
	tests := []struct {
		name, file, path, msg string
	}{
		{"empty", "  ", "", "empty"},
		{"not json", "hello", "", "not valid JSON (line 1, column 1)"},
		{"not an object", "[1,2]", "", "list is not allowed"},
		{"no format", `{"version": 1}`, "format", "missing"},
		{"other format", `{"format": "x", "version": 1}`, "format", `"x" is not`},
		{"missing version", edit(t, `"version": 1,`, ""), "version", "missing"},
		{"later version", edit(t, `"version": 1`, `"version": 2`), "version", "version 2 is not supported"},
		{"missing id", edit(t, `"id": "m1",`, ""), "id", "missing"},
		{"empty id", edit(t, `"id": "m1"`, `"id": ""`), "id", "missing"},
		{"missing revision", edit(t, `"revision": 2,`, ""), "revision", "missing"},
		{"negative revision", edit(t, `"revision": 2`, `"revision": -1`), "revision", "negative"},
		{"missing game", edit(t, `"game": "skullking",`, ""), "game", "missing"},
		{"unknown game", edit(t, `"game": "skullking"`, `"game": "chess"`), "game", `unknown game "chess"`},
		{"missing players", edit(t, `"players": [{"id": "a", "name": "Anne"}, {"id": "b", "name": "Ben"}, {"id": "c", "name": "Cleo"}],`, ""), "players", "missing"},
		{"nameless player", edit(t, `"name": "Ben"`, `"name": ""`), "players/1/name", "missing"},
		{"missing rounds", edit(t, `"rounds"`, `"roundsX"`), "rounds", "missing"},
		{"null rounds", strings.Replace(valid, `"rounds": [`, `"rounds": null, "x": [`, 1), "rounds", "missing"},
		{"string for a number", edit(t, `"bid": 0,`, `"bid": "0",`), "rounds/0/entries/0/bid", "round 1, Anne's bid: text is not allowed here: a whole number is expected"},
		{"fraction", edit(t, `"bid": 0,`, `"bid": 0.5,`), "rounds/0/entries/0/bid", "round 1, Anne's bid: 0.5 is not a whole number"},
		{"bad time", edit(t, `"2026-11-21T19:04:05Z"`, `"yesterday"`), "created", ""},
		{"duplicate key", edit(t, `"revision": 2,`, `"revision": 2, "revision": 3,`), "revision", "this field is there twice"},
		{"case-variant duplicate", edit(t, `"bid": 0,`, `"bid": 0, "Bid": 1,`), "rounds/0/entries/0/Bid", "this field is there twice"},
		{"options of the wrong type", edit(t, `"options": {"scoring": "standard"}`, `"options": []`), "options", "list"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Decode([]byte(tc.file))
			var fe *FieldError
			if !errors.As(err, &fe) {
				t.Fatalf("error %v (%T), want a FieldError", err, err)
			}
			if fe.Path != tc.path || !strings.Contains(fe.Error(), tc.msg) {
				t.Errorf("got %q: %q, want %q containing %q", fe.Path, fe.Error(), tc.path, tc.msg)
			}
		})
	}
}

func TestDecodeRuleErrors(t *testing.T) {
	for name, file := range map[string]string{
		"tricks do not add up": edit(t, `"bid": 1, "tricks": 1}`, `"bid": 1, "tricks": 2}`),
		"unknown player":       edit(t, `{"player": "c"`, `{"player": "zz"`),
		"duplicate player id":  edit(t, `{"id": "c", "name": "Cleo"}`, `{"id": "b", "name": "Cleo"}`),
	} {
		t.Run(name, func(t *testing.T) {
			_, err := Decode([]byte(file))
			var re *RuleError
			if !errors.As(err, &re) || len(re.Issues) == 0 || re.MatchID != "m1" {
				t.Fatalf("error %v, want a RuleError", err)
			}
			if !strings.Contains(err.Error(), "round 1") && !strings.Contains(err.Error(), "rule.player") {
				t.Errorf("message does not say where: %v", err)
			}
		})
	}
}

func TestCaseVariantKeysAreRead(t *testing.T) {
	ms, err := Decode([]byte(edit(t, `"revision": 2`, `"Revision": 7`)))
	if err != nil {
		t.Fatal(err)
	}
	if ms[0].Revision != 7 {
		t.Errorf("revision %d", ms[0].Revision)
	}
}

func TestBundle(t *testing.T) {
	two := `{"format": "scorekeeper.bundle", "version": 1, "matches": [` + valid + `,` + strings.Replace(valid, `"m1"`, `"m2"`, 1) + `]}`
	ms, err := Decode([]byte(two))
	if err != nil || len(ms) != 2 || ms[1].ID != "m2" {
		t.Fatalf("bundle: %v %v", ms, err)
	}
	_, err = Decode([]byte(`{"format": "scorekeeper.bundle", "version": 1, "matches": [` + valid + `,` + valid + `]}`))
	if err == nil || !strings.Contains(err.Error(), "matches/1/id") {
		t.Errorf("duplicate ids in a bundle: %v", err)
	}
	_, err = Decode([]byte(`{"format": "scorekeeper.bundle", "version": 1, "matches": [` + edit(t, `"bid": 0,`, `"bid": true,`) + `]}`))
	if err == nil || !strings.Contains(err.Error(), "matches/0/rounds/0/entries/0/bid") {
		t.Errorf("bad match in a bundle: %v", err)
	}
	if _, err = Decode([]byte(`{"format": "scorekeeper.bundle", "version": 1}`)); err == nil {
		t.Error("a bundle without matches")
	}
	if ms, err = Decode([]byte(`{"format": "scorekeeper.bundle", "version": 1, "matches": []}`)); err != nil || len(ms) != 0 {
		t.Errorf("an empty bundle: %v %v", ms, err)
	}
}

func TestReadTooLarge(t *testing.T) {
	_, err := Read(bytes.NewReader(make([]byte, MaxSize+1)))
	if err == nil || !strings.Contains(err.Error(), "larger than") {
		t.Errorf("got %v", err)
	}
}

// examples are the example match files of testdata/ (one per game, at
// least four), by path, in path order.
func examples(t testing.TB) (paths []string, data map[string][]byte) {
	t.Helper()
	files, _ := filepath.Glob("../../testdata/*.json")
	data = map[string][]byte{}
	for _, path := range files {
		if strings.HasSuffix(path, ".want.json") {
			continue
		}
		b, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		paths, data[path] = append(paths, path), b
	}
	if len(paths) < 4 {
		t.Fatalf("found %d example files in testdata, want one per game", len(paths))
	}
	return paths, data
}

// TestRoundTrip: every example file reads, writes and reads back the same.
func TestRoundTrip(t *testing.T) {
	paths, data := examples(t)
	for _, path := range paths {
		roundTrip(t, path, data[path])
	}
	roundTrip(t, "valid", []byte(valid))
}

func roundTrip(t *testing.T, name string, data []byte) {
	t.Helper()
	ms, err := Decode(data)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	var buf bytes.Buffer
	if len(ms) == 1 {
		err = Write(&buf, ms[0])
	} else {
		err = WriteBundle(&buf, ms)
	}
	if err != nil {
		t.Fatalf("%s: write: %v", name, err)
	}
	again, err := Decode(buf.Bytes())
	if err != nil {
		t.Fatalf("%s: reading what was written: %v\n%s", name, err, buf.String())
	}
	for i := range ms {
		if !reflect.DeepEqual(ms[i].Result(), again[i].Result()) {
			t.Errorf("%s: standings changed in a round trip", name)
		}
	}
	var twice bytes.Buffer
	if len(again) == 1 {
		err = Write(&twice, again[0])
	} else {
		err = WriteBundle(&twice, again)
	}
	if err != nil || !bytes.Equal(buf.Bytes(), twice.Bytes()) {
		t.Errorf("%s: a second round trip changed the file (%v):\n%s\n---\n%s", name, err, buf.String(), twice.String())
	}
}

// FuzzDecode: no input panics, and whatever decodes survives a round trip.
func FuzzDecode(f *testing.F) {
	f.Add([]byte(valid))
	f.Add([]byte(`{"format": "scorekeeper.bundle", "version": 1, "matches": [` + valid + `]}`))
	files, _ := filepath.Glob("../../testdata/*.json")
	for _, path := range files {
		if data, err := os.ReadFile(path); err == nil {
			f.Add(data)
		}
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		ms, err := Decode(data)
		if err != nil {
			if err.Error() == "" {
				t.Fatal("an error without a message")
			}
			return
		}
		for _, m := range ms {
			m.Result()
			m.Game.Rows(m.Players)
		}
		var buf bytes.Buffer
		if err := WriteBundle(&buf, ms); err != nil {
			t.Fatal(err)
		}
		again, err := Decode(buf.Bytes())
		if err != nil {
			t.Fatalf("what was written does not read back: %v\n%s", err, buf.String())
		}
		var twice bytes.Buffer
		if err := WriteBundle(&twice, again); err != nil || !bytes.Equal(buf.Bytes(), twice.Bytes()) {
			t.Fatalf("round trip changed the matches (%v):\n%s\n---\n%s", err, buf.String(), twice.String())
		}
	})
}

// TestCompact: the compact form is the indented file without the spaces.
func TestCompact(t *testing.T) {
	ms, err := Decode([]byte(valid))
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := Write(&buf, ms[0]); err != nil {
		t.Fatal(err)
	}
	want := jsontext.Value(bytes.TrimSpace(buf.Bytes()))
	if err := want.Compact(); err != nil {
		t.Fatal(err)
	}
	got, err := Compact(ms[0])
	if err != nil || !bytes.Equal(got, want) {
		t.Errorf("compact %s, want %s (%v)", got, want, err)
	}
}
