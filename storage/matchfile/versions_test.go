package matchfile

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"scorekeeper/scoring"
)

const tombFile = `{"format":"scorekeeper.match","version":1,"id":"m1","deleted":true,"updated":"2026-11-22T10:00:00Z","versions":{"a":3,"b":1}}`

// withVersions is the valid match with a versions object.
func withVersions(versions string) string {
	return strings.Replace(valid, `"id": "m1",`, `"id": "m1", "versions": `+versions+`,`, 1)
}

func TestVersionsRead(t *testing.T) {
	for _, tc := range []struct {
		name, data string
		want       scoring.Versions
		err        string // part of the message, naming the field
	}{
		{"absent", valid, nil, ""},
		{"two devices", withVersions(`{"a": 2, "b": 1}`), scoring.Versions{"a": 2, "b": 1}, ""},
		{"largest count", withVersions(`{"a": 9007199254740991}`), scoring.Versions{"a": scoring.MaxRevision}, ""},
		{"negative", withVersions(`{"a": -1}`), nil, "versions: must be a whole number from 0 to 9007199254740991 (2^53 - 1) (versions/a)"},
		{"fraction", withVersions(`{"a": 1.5}`), nil, "versions: must be a whole number from 0 to 9007199254740991 (2^53 - 1) (versions/a)"},
		{"too large", withVersions(`{"a": 9007199254740992}`), nil, "versions: must be a whole number from 0 to 9007199254740991 (2^53 - 1) (versions/a)"},
		{"empty device", withVersions(`{"": 1}`), nil, "versions: a device id is empty"},
		{"long device", withVersions(`{"` + strings.Repeat("d", 257) + `": 1}`), nil, "too long (at most 256)"},
		{"not an object", withVersions(`[1]`), nil, "versions: must be an object"},
		{"a string count", withVersions(`{"a": "1"}`), nil, "versions"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m, err := DecodeMatch([]byte(tc.data))
			if tc.err != "" {
				if err == nil || !strings.Contains(err.Error(), tc.err) {
					t.Fatalf("error %v, want one with %q", err, tc.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if !m.Versions.Equal(tc.want) || (tc.want == nil) != (m.Versions == nil) {
				t.Fatalf("versions %v, want %v", m.Versions, tc.want)
			}
			// written and read again: the same bytes
			data, err := Compact(m)
			if err != nil {
				t.Fatal(err)
			}
			again, err := DecodeMatch(data)
			if err != nil {
				t.Fatal(err)
			}
			if data2, _ := Compact(again); !bytes.Equal(data, data2) {
				t.Fatalf("not deterministic:\n%s\n%s", data, data2)
			}
		})
	}
}

func TestTombstone(t *testing.T) {
	m, err := DecodeMatch([]byte(tombFile))
	if err != nil {
		t.Fatal(err)
	}
	if !m.Deleted || m.Game != nil || m.ID != "m1" || !m.Versions.Equal(scoring.Versions{"a": 3, "b": 1}) || !m.Updated.Equal(time.Date(2026, 11, 22, 10, 0, 0, 0, time.UTC)) {
		t.Fatalf("tombFile %+v", m)
	}
	data, err := Compact(m)
	if err != nil || string(data) != tombFile {
		t.Fatalf("written:\n%s\nwant\n%s (%v)", data, tombFile, err)
	}
	var buf bytes.Buffer
	if err := Write(&buf, m); err != nil || !strings.Contains(buf.String(), `"deleted": true`) {
		t.Fatalf("Write: %s %v", buf.String(), err)
	}
	// Decode (score, the app) has no match to show
	if _, err := Decode([]byte(tombFile)); err == nil || !strings.Contains(err.Error(), "deleted: match m1 was deleted") {
		t.Fatalf("Decode of a tombFile: %v", err)
	}
	// the stream reads it, in a bundle too
	bundle := `{"format":"scorekeeper.bundle","version":1,"matches":[` + strings.Replace(tombFile, `"m1"`, `"m0"`, 1) + `,` + valid + `]}`
	var got []*scoring.Match
	if _, err := Scan(strings.NewReader(bundle), func(m *scoring.Match) error { got = append(got, m); return nil }); err != nil || len(got) != 2 || !got[0].Deleted {
		t.Fatalf("scan: %d %v", len(got), err)
	}
	if _, err := Decode([]byte(bundle)); err == nil || !strings.Contains(err.Error(), "matches/0/deleted") {
		t.Fatalf("Decode of a bundle with a tombFile: %v", err)
	}
	for _, bad := range []struct{ data, err string }{
		{`{"format":"scorekeeper.match","version":1,"id":"m1","deleted":true}`, "versions: missing"},
		{`{"format":"scorekeeper.match","version":1,"deleted":true,"versions":{}}`, "id: missing"},
		{`{"format":"scorekeeper.match","version":2,"id":"m1","deleted":true,"versions":{}}`, "version 2 is not supported"},
		{`{"format":"scorekeeper.match","version":1,"id":"m1","deleted":true,"versions":{"a":-2}}`, "versions/a"},
	} {
		if _, err := DecodeMatch([]byte(bad.data)); err == nil || !strings.Contains(err.Error(), bad.err) {
			t.Errorf("%s: %v, want %q", bad.data, err, bad.err)
		}
	}
}

func TestPlayerFile(t *testing.T) {
	p := scoring.RosterPlayer{ID: "p1", Name: "Anne 🦜", Archived: true, MergedInto: "p2",
		Created: time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC), Updated: time.Date(2026, 2, 2, 3, 4, 5, 0, time.UTC),
		Versions: scoring.Versions{"z": 1, "a": 2}}
	data, err := EncodePlayer(p)
	if err != nil {
		t.Fatal(err)
	}
	const want = `{"format":"scorekeeper.player","version":1,"id":"p1","name":"Anne 🦜","archived":true,"mergedInto":"p2","created":"2026-01-02T03:04:05Z","updated":"2026-02-02T03:04:05Z","versions":{"a":2,"z":1}}`
	if string(data) != want {
		t.Fatalf("written\n%s\nwant\n%s", data, want)
	}
	got, err := DecodePlayer(data)
	if err != nil || got.Name != p.Name || !got.Versions.Equal(p.Versions) || got.MergedInto != "p2" || !got.Archived {
		t.Fatalf("read back %+v %v", got, err)
	}
	for _, bad := range []struct{ data, err string }{
		{`{"format":"scorekeeper.match","version":1,"id":"p","name":"A"}`, "format"},
		{`{"format":"scorekeeper.player","version":1,"name":"A"}`, "id: missing"},
		{`{"format":"scorekeeper.player","version":1,"id":"p"}`, "name: missing"},
		{`{"format":"scorekeeper.player","version":1,"id":"p","name":"A","versions":{"a":0.5}}`, "versions/a"},
		{`{"format":"scorekeeper.player","version":1,"id":"p","name":"A","name":"B"}`, "name: this field is there twice"},
		{`{"format":"scorekeeper.player","version":1,"id":"p","name":"A"`, "ends too early"},
	} {
		if _, err := DecodePlayer([]byte(bad.data)); err == nil || !strings.Contains(err.Error(), bad.err) {
			t.Errorf("%s: %v, want %q", bad.data, err, bad.err)
		}
	}
}

func TestLeagueFile(t *testing.T) {
	it := sampleLeague(t)
	it.League.Versions = scoring.Versions{"d": 4}
	data, err := EncodeLeague(it)
	if err != nil {
		t.Fatal(err)
	}
	got, err := DecodeLeague(data)
	if err != nil || !got.League.Versions.Equal(it.League.Versions) || len(got.Players) != len(it.Players) {
		t.Fatalf("read back %+v %v", got, err)
	}
	if again, _ := EncodeLeague(got); !bytes.Equal(again, data) {
		t.Fatalf("not deterministic:\n%s\n%s", data, again)
	}
	if _, err := DecodeLeague(bytes.Replace(data, []byte(FormatLeague), []byte(FormatPlayer), 1)); err == nil || !strings.Contains(err.Error(), "format") {
		t.Fatalf("another format: %v", err)
	}
}

func FuzzSyncRecords(f *testing.F) {
	f.Add([]byte(tombFile))
	f.Add([]byte(withVersions(`{"a": 2, "b": 1}`)))
	if d, err := EncodePlayer(scoring.RosterPlayer{ID: "p", Name: "P", Versions: scoring.Versions{"a": 1}}); err == nil {
		f.Add(d)
	}
	if d, err := EncodeLeague(sampleLeague(f)); err == nil {
		f.Add(d)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		if m, err := DecodeMatch(data); err == nil {
			out, err := Compact(m)
			if err != nil {
				t.Fatalf("a match read does not write: %v", err)
			}
			again, err := DecodeMatch(out)
			if err != nil || again.Deleted != m.Deleted || !again.Versions.Equal(m.Versions) {
				t.Fatalf("written match does not read back: %v\n%s", err, out)
			}
		} else if err.Error() == "" {
			t.Fatal("an error without a message")
		}
		if p, err := DecodePlayer(data); err == nil {
			out, err := EncodePlayer(p)
			if err != nil {
				t.Fatal(err)
			}
			if again, err := DecodePlayer(out); err != nil || again.Name != p.Name || !again.Versions.Equal(p.Versions) {
				t.Fatalf("written player does not read back: %v\n%s", err, out)
			}
		}
		if it, err := DecodeLeague(data); err == nil {
			out, err := EncodeLeague(it)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := DecodeLeague(out); err != nil {
				t.Fatalf("written league does not read back: %v\n%s", err, out)
			}
		}
	})
}
