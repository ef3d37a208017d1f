package matchfile

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/go-json-experiment/json"

	"scorekeeper/assets"
)

// TestEveryFieldHasWords: each field of every example file, the match's
// own and each game's options and rounds, has words in English and
// German to name it in a message, and each game a word for its round.
func TestEveryFieldHasWords(t *testing.T) {
	paths, data := examples(t)
	for _, path := range paths {
		var m map[string]any
		if err := json.Unmarshal(data[path], &m); err != nil {
			t.Fatal(err)
		}
		game, _ := m["game"].(string)
		ids := map[string]bool{}
		for _, p := range m["players"].([]any) {
			ids[p.(map[string]any)["id"].(string)] = true
		}
		keys := map[string]bool{"game." + game + ".round": true, "game." + game + ".round.n": true}
		for k := range m {
			keys["place.field."+k] = true
		}
		var walk func(v any)
		walk = func(v any) {
			switch x := v.(type) {
			case map[string]any:
				for k, v := range x {
					if !ids[k] {
						keys["game."+game+".field."+k] = true
					}
					walk(v)
				}
			case []any:
				for _, v := range x {
					walk(v)
				}
			}
		}
		walk(m["options"])
		walk(m["rounds"])
		for _, lang := range []string{"en", "de"} {
			msgs, err := assets.Load(lang)
			if err != nil {
				t.Fatal(err)
			}
			for k := range keys {
				if msgs.Text(k, map[string]any{"Round": 1}) == k {
					t.Errorf("%s: no %s words for %s", filepath.Base(path), lang, k)
				}
			}
		}
	}
}

// TestMessagesInBundles: an error in a bundle's match names the match by
// its place in the file, then the round, player and field.
func TestMessagesInBundles(t *testing.T) {
	bad := edit(t, `"bid": 0,`, `"bid": 1.5,`)
	_, err := Decode([]byte(`{"format": "scorekeeper.bundle", "version": 1, "matches": [` + strings.Replace(valid, `"m1"`, `"m0"`, 1) + `,` + bad + `]}`))
	want := "match 2, round 1, Anne's bid: 1.5 is not a whole number (matches/1/rounds/0/entries/0/bid)"
	if err == nil || err.Error() != want {
		t.Errorf("got %v\nwant %s", err, want)
	}
	german, _ := assets.Load("de")
	if got := Text(err, german.Text); got != "Partie 2, Runde 1, Ansage von Anne: 1.5 ist keine ganze Zahl (matches/1/rounds/0/entries/0/bid)" {
		t.Errorf("German: %s", got)
	}
	_, err = Decode([]byte(edit(t, `"name": "Ben"`, `"name": ""`)))
	if want := "player 2's name: missing (players/1/name)"; err == nil || err.Error() != want {
		t.Errorf("a player without a name: %v, want %s", err, want)
	}
	_, err = Decode([]byte(edit(t, `"bid": 1, "tricks": 1}`, `"bid": 1, "tricks": 2}`)))
	if want := "match m1 breaks the rules:\n  round 1, Ben's tricks: Must be between 0 and 1, not 2.\n  round 1, tricks: Tricks must add up to 1, not 2."; err == nil || err.Error() != want {
		t.Errorf("a rule broken: %v, want %s", err, want)
	}
}
