package matchfile

import (
	"bytes"
	"reflect"
	"testing"

	"scorekeeper/scoring"
	"scorekeeper/scoring/league"
)

func sampleLeague(t testing.TB) LeagueItem {
	ids := []string{"a", "b", "c", "d", "e"}
	l, err := league.New("lg", "League", ids)
	if err != nil {
		t.Fatal(err)
	}
	l.Revision = 3
	l.Current().Fixtures[0].MatchID = "m1"
	var ps []scoring.Player
	for _, id := range ids {
		ps = append(ps, scoring.Player{ID: id, Name: "Name " + id})
	}
	return LeagueItem{League: l, Players: ps}
}

func TestLeaguesSection(t *testing.T) {
	it := sampleLeague(t)
	var buf bytes.Buffer
	if err := WriteBundleWith(&buf, nil, []LeagueItem{it}); err != nil {
		t.Fatal(err)
	}
	b, err := DecodeBundle(buf.Bytes())
	if err != nil || len(b.Leagues) != 1 || len(b.Matches) != 0 {
		t.Fatalf("%v %+v", err, b)
	}
	if !reflect.DeepEqual(b.Leagues[0], it) {
		t.Errorf("round trip\n%+v\nwant\n%+v", b.Leagues[0], it)
	}
	// without leagues the bundle is exactly the old one
	var old, now bytes.Buffer
	_ = WriteBundle(&old, nil)
	_ = WriteBundleWith(&now, nil, nil)
	if old.String() != now.String() {
		t.Error("a bundle without leagues changed")
	}
	for _, tc := range []struct{ name, leagues, want string }{
		{"version", `{"items": []}`, "leagues/version: missing"},
		{"newer", `{"version": 2, "items": []}`, "leagues/version: version 2 is not supported"},
		{"items", `{"version": 1}`, "leagues/items: missing"},
		{"id", `{"version": 1, "items": [{"name": "x", "revision": 0, "players": [], "seasons": []}]}`, "leagues/items/0/id: missing"},
		{"duplicate key", `{"version": 1, "Version": 1, "items": []}`, "leagues/Version: this field is there twice"},
		{"unknown player", `{"version": 1, "items": [{"id": "l", "name": "x", "revision": 0, "players": [{"id": "a", "name": "A"}], "seasons": [{"number": 1, "divisions": [["a", "b"]], "fixtures": [{"division": 0, "home": "a", "away": "b"}]}]}]}`, "league l breaks the rules:\n  season 1: Player “b” is not in the list of players."},
		{"twice", `{"version": 1, "items": [{"id": "l", "name": "x", "revision": 0, "players": [], "seasons": []}, {"id": "l", "name": "x", "revision": 0, "players": [], "seasons": []}]}`, "league l breaks the rules:\n  The league has no season."},
	} {
		data := `{"format": "scorekeeper.bundle", "version": 1, "matches": [], "leagues": ` + tc.leagues + `}`
		if _, err := DecodeBundle([]byte(data)); err == nil || !bytes.Contains([]byte(err.Error()), []byte(tc.want)) {
			t.Errorf("%s: %v, want %q", tc.name, err, tc.want)
		}
	}
	// unknown fields are ignored; a match file has no leagues
	if b, err := DecodeBundle([]byte(`{"format": "scorekeeper.bundle", "version": 1, "matches": [], "leagues": {"version": 1, "items": [], "later": true}}`)); err != nil || len(b.Leagues) != 0 {
		t.Errorf("unknown field: %v", err)
	}
}

// FuzzLeaguesSection: no section makes the decoder panic; a section it
// accepts writes and reads back the same.
func FuzzLeaguesSection(f *testing.F) {
	var buf bytes.Buffer
	_ = WriteBundleWith(&buf, nil, []LeagueItem{sampleLeague(f)})
	f.Add(buf.Bytes())
	f.Add([]byte(`{"version": 1, "items": []}`))
	f.Add([]byte(`{"version": 1, "items": [{"id": "l", "name": "x", "revision": 0, "players": [{"id": "a", "name": "A"}, {"id": "b", "name": "B"}], "seasons": [{"number": 1, "divisions": [["a", "b"]], "fixtures": [{"division": 0, "home": "a", "away": "b", "matchId": "m"}], "closed": false}]}]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		items, err := DecodeLeagues(data)
		if err != nil {
			if bb, err2 := DecodeBundle(data); err2 == nil && len(bb.Leagues) > 0 {
				items = bb.Leagues
			} else {
				return
			}
		}
		var out bytes.Buffer
		if err := WriteBundleWith(&out, nil, items); err != nil {
			t.Fatal(err)
		}
		again, err := DecodeBundle(out.Bytes())
		if len(items) == 0 {
			return
		}
		if err != nil || len(again.Leagues) != len(items) {
			t.Fatalf("written section does not read back: %v\n%s", err, out.Bytes())
		}
		var twice bytes.Buffer
		if err := WriteBundleWith(&twice, nil, again.Leagues); err != nil || twice.String() != out.String() {
			t.Fatalf("the section differs after a round trip (%v):\n%s\n%s", err, out.Bytes(), twice.Bytes())
		}
	})
}
