package matchfile

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"strings"
	"testing"

	"scorekeeper/scoring"
)

// TestNamesInFiles: a player's name is 1 to 64 characters (not bytes)
// after trimming, SPEC 3. A longer one, or one of spaces only, is
// refused in a match file, a bundle, a league file and a roster player
// file, naming the field; 64 characters of any width are read.
func TestNamesInFiles(t *testing.T) {
	sample, err := os.ReadFile("../../testdata/skipbo.json")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name, rule string
	}{
		{strings.Repeat("a", 64), ""},
		{strings.Repeat("🦜", 64), ""},
		{"  " + strings.Repeat("é", 64) + "  ", ""},
		{strings.Repeat("a", 65), "rule.name.long"},
		{strings.Repeat("🦜", 65), "rule.name.long"},
		{strings.Repeat("a", 1<<20), "rule.name.long"},
		{"   ", "rule.name.empty"},
	} {
		quoted, _ := json.Marshal(c.name)
		match := bytes.Replace(sample, []byte(`"Anne"`), quoted, 1)
		bundle := []byte(`{"format": "scorekeeper.bundle", "version": 1, "matches": [` + string(match) + `]}`)
		for what, read := range map[string]func() error{
			"match file": func() error { _, err := Decode(match); return err },
			"bundle":     func() error { _, err := Decode(bundle); return err },
			"scan": func() error {
				_, err := Scan(bytes.NewReader(bundle), func(*scoring.Match) error { return nil })
				return err
			},
			"sync file": func() error { _, err := DecodeMatch(match); return err },
		} {
			checkNameError(t, what, read(), c.rule, "players/0/name")
		}
		if _, err := DecodeStored(match); c.rule == "rule.name.long" && err != nil {
			t.Errorf("a stored match with a long name does not read: %v", err)
		}

		player := []byte(`{"format":"scorekeeper.player","version":1,"id":"p","name":` + string(quoted) + `}`)
		_, err := DecodePlayer(player)
		if (err != nil) != (c.rule != "") || err != nil && !strings.HasPrefix(err.Error(), "name: ") {
			t.Errorf("player file, name of %d bytes: %v, want %q", len(c.name), err, c.rule)
		}

		it := sampleLeague(t)
		it.Players[1].Name = c.name
		data, err := EncodeLeague(it)
		if err != nil {
			t.Fatal(err)
		}
		_, err = DecodeLeague(data)
		checkNameError(t, "league file", err, c.rule, "players/1/name")
	}
}

// checkNameError wants err to be the issue rule at field (none for "").
func checkNameError(t *testing.T, what string, err error, rule, field string) {
	t.Helper()
	if rule == "" {
		if err != nil {
			t.Errorf("%s: %v", what, err)
		}
		return
	}
	var is scoring.Issues
	var re *RuleError
	var le *LeagueError
	switch {
	case errors.As(err, &re):
		is = re.Issues
	case errors.As(err, &le):
		is = le.Issues
	}
	if len(is) == 0 || is[0].Rule != rule || is[0].Field != field || len(err.Error()) > 300 {
		t.Errorf("%s: %.300v, want %s at %s", what, err, rule, field)
	}
}
