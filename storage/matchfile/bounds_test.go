package matchfile

import (
	"bytes"
	"errors"
	"fmt"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/go-json-experiment/json/jsontext"

	"scorekeeper/scoring"
)

// numbers lists the JSON pointer of every number in a JSON value.
func numbers(tb testing.TB, data []byte) []jsontext.Pointer {
	tb.Helper()
	dec := jsontext.NewDecoder(bytes.NewReader(data))
	var out []jsontext.Pointer
	for {
		tok, err := dec.ReadToken()
		if err != nil {
			break
		}
		if tok.Kind() == '0' {
			out = append(out, dec.StackPointer())
		}
	}
	return out
}

// replaceAt returns data with the number at pointer p replaced by v.
func replaceAt(tb testing.TB, data []byte, p jsontext.Pointer, v string) []byte {
	tb.Helper()
	dec := jsontext.NewDecoder(bytes.NewReader(data))
	for {
		tok, err := dec.ReadToken()
		if err != nil {
			tb.Fatalf("%s not found", p)
		}
		if tok.Kind() == '0' && dec.StackPointer() == p {
			end := int(dec.InputOffset())
			start := end - len(tok.String())
			return append(append(append([]byte(nil), data[:start]...), v...), data[end:]...)
		}
	}
}

// TestLargeNumbersAreRefused: in every example match file, every number
// set to a huge (or hugely negative) value is refused with an error that
// names its field; nothing panics or wraps into a score.
func TestLargeNumbersAreRefused(t *testing.T) {
	files, all := examples(t)
	huge := []string{"9007199254740992", "9223372036854775807", "-9223372036854775808", "18446744073709551616", "1e300", "4611686018427387904"}
	n := 0
	for _, file := range files {
		data := all[file]
		if strings.HasSuffix(file, "skipbo.json") { // options the example leaves at their defaults
			data = bytes.Replace(data, []byte(`"options": {`), []byte(`"options": {"stock": 30, "target": 500, `), 1)
		}
		if _, err := Decode(data); err != nil {
			t.Fatalf("%s: %v", file, err)
		}
		for _, p := range numbers(t, data) {
			field := fieldOf(p)
			for _, v := range huge {
				n++
				_, err := Decode(replaceAt(t, data, p, v))
				if err == nil {
					t.Errorf("%s: %s = %s is accepted", filepath.Base(file), p, v)
					continue
				}
				var fe *FieldError
				var re *RuleError
				switch {
				case errors.As(err, &fe) && fe.Path == strings.TrimPrefix(string(p), "/"):
				case errors.As(err, &re) && concerns(re.Issues, field):
				default:
					t.Errorf("%s: %s = %s: %v does not name %s", filepath.Base(file), p, v, err, field)
				}
			}
		}
	}
	if n < 100 {
		t.Fatalf("only %d cases", n)
	}
}

// fieldOf is the last name in p that is not a list index, nor a map key
// (a player id under stockLeft).
func fieldOf(p jsontext.Pointer) string {
	field, parent := "", ""
	for tok := range p.Tokens() {
		if _, err := strconv.Atoi(tok); err != nil {
			if parent == "stockLeft" {
				return parent
			}
			field = tok
		}
		parent = tok
	}
	return field
}

// concerns reports whether an issue concerns the field.
func concerns(is scoring.Issues, field string) bool {
	for _, i := range is {
		if i.Field == field {
			return true
		}
	}
	return false
}

func TestRevisionAndIDBounds(t *testing.T) {
	long := strings.Repeat("x", 40_000)
	tests := []struct {
		name, file, path string
	}{
		{"revision 2^53", edit(t, `"revision": 2`, `"revision": 9007199254740992`), "revision"},
		{"revision 2^63-1", edit(t, `"revision": 2`, `"revision": 9223372036854775807`), "revision"},
		{"revision 2^64", edit(t, `"revision": 2`, `"revision": 18446744073709551616`), "revision"},
		{"long id", edit(t, `"id": "m1"`, `"id": "`+long+`"`), "id"},
		{"long player id", edit(t, `{"id": "c", "name": "Cleo"}`, `{"id": "`+long+`", "name": "Cleo"}`), "players/2/id"},
		{"in a bundle", `{"format": "scorekeeper.bundle", "version": 1, "matches": [` + valid + `, ` + strings.Replace(edit(t, `"revision": 2`, `"revision": 9007199254740992`), `"m1"`, `"m2"`, 1) + `]}`, "matches/1/revision"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Decode([]byte(tc.file))
			var fe *FieldError
			if !errors.As(err, &fe) || fe.Path != tc.path {
				t.Fatalf("error %v, want a FieldError at %s", err, tc.path)
			}
			if len(err.Error()) > 200 {
				t.Errorf("message of %d characters", len(err.Error()))
			}
		})
	}
	// at the bounds: read and written back the same
	at := edit(t, `"revision": 2`, fmt.Sprintf(`"revision": %d`, scoring.MaxRevision))
	at = strings.Replace(at, `"id": "m1"`, `"id": "`+strings.Repeat("m", scoring.MaxIDLength)+`"`, 1)
	ms, err := Decode([]byte(at))
	if err != nil {
		t.Fatal(err)
	}
	if ms[0].Revision != scoring.MaxRevision {
		t.Errorf("revision %d", ms[0].Revision)
	}
	roundTrip(t, "at the bounds", []byte(at))
	// the writer never writes what the reader refuses
	for _, rev := range []int{scoring.MaxRevision + 1, -1} {
		ms[0].Revision = rev
		if err := Write(&bytes.Buffer{}, ms[0]); err == nil {
			t.Errorf("revision %d written", rev)
		}
	}
}

func TestLeagueBounds(t *testing.T) {
	long := strings.Repeat("x", 40_000)
	item := func(id, rev, player string) string {
		return fmt.Sprintf(`{"format": "scorekeeper.bundle", "version": 1, "matches": [], "leagues": {"version": 1, "items": [{"id": %q, "name": "x", "revision": %s, "players": [{"id": "a", "name": "A"}, {"id": %q, "name": "B"}], "seasons": [{"number": 1, "divisions": [["a", %q]], "fixtures": [{"division": 0, "home": "a", "away": %q}]}]}]}}`, id, rev, player, player, player)
	}
	if _, err := DecodeBundle([]byte(item("l", "0", "b"))); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ name, data, path string }{
		{"revision", item("l", "9007199254740992", "b"), "leagues/items/0/revision"},
		{"revision 2^63-1", item("l", "9223372036854775807", "b"), "leagues/items/0/revision"},
		{"id", item(long, "0", "b"), "leagues/items/0/id"},
		{"player id", item("l", "0", long), "leagues/items/0/players/1/id"},
	} {
		_, err := DecodeBundle([]byte(tc.data))
		var fe *FieldError
		if !errors.As(err, &fe) || fe.Path != tc.path {
			t.Errorf("%s: %v, want a FieldError at %s", tc.name, err, tc.path)
		}
	}
}

// TestShortMessages: a file nested 200,000 deep, or with a 40,000-byte
// key or value in a path or message, gets an error of a line or two.
func TestShortMessages(t *testing.T) {
	head := `{"format": "scorekeeper.match", "version": 1, "id": "m", "revision": 0, "game": "skull", "players": [], `
	long := strings.Repeat("k", 40_000)
	for name, data := range map[string]string{
		"deep list":      head + `"rounds": ` + strings.Repeat("[", 200_000) + strings.Repeat("]", 200_000) + `}`,
		"deep object":    head + `"x": ` + strings.Repeat(`{"a":`, 200_000) + "1" + strings.Repeat("}", 200_000) + `, "rounds": []}`,
		"deep in string": head + `"x": "` + strings.Repeat("[", 200_000) + `", "rounds": [` + strings.Repeat(`{"a": `, 40) + `1` + strings.Repeat("}", 40) + `]}`,
		"long key":       head + `"rounds": [{"` + long + `": 1, "challenger": 5}]}`,
		"long path":      head + `"rounds": [[[[[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]]]]]}`,
		"long format":    `{"format": "` + long + `"}`,
		"long game":      strings.Replace(head, `"skull"`, `"`+long+`"`, 1) + `"rounds": []}`,
		"deep leagues":   `{"format": "scorekeeper.bundle", "version": 1, "matches": [], "leagues": ` + strings.Repeat("[", 100_000) + strings.Repeat("]", 100_000) + `}`,
	} {
		_, err := DecodeBundle([]byte(data))
		if err == nil {
			t.Errorf("%s: accepted", name)
			continue
		}
		if len(err.Error()) > 200 {
			t.Errorf("%s: message of %d bytes: %.300s", name, len(err.Error()), err)
		}
	}
	if got := shortPath("rounds/0/1/2/3/4/5/6/7/8/9"); got != "rounds/0/1/2/…/6/7/8/9" {
		t.Errorf("shortPath: %s", got)
	}
}
