package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// anne is Anne's id in the files of these tests: a UUID no message may show.
const anne = "1b4e28ba-2fa1-11d2-883f-0016d3cca427"

// example is testdata/GAME.json with each change (old, new) made once,
// the player "anne" given a UUID for an id, written to a temporary file.
func example(t *testing.T, game string, changes ...string) string {
	t.Helper()
	data, err := os.ReadFile("../testdata/" + game + ".json")
	if err != nil {
		t.Fatal(err)
	}
	s := string(data)
	for i := 0; i+1 < len(changes); i += 2 {
		if !strings.Contains(s, changes[i]) {
			t.Fatalf("%q is not in %s.json", changes[i], game)
		}
		s = strings.Replace(s, changes[i], changes[i+1], 1)
	}
	s = strings.ReplaceAll(s, `"anne"`, `"`+anne+`"`)
	path := filepath.Join(t.TempDir(), game+".json")
	if err := os.WriteFile(path, []byte(s), 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}

// runIn runs the command line with the locale lang (LC_ALL).
func runIn(t *testing.T, lang string, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	t.Setenv("LC_ALL", lang)
	var out, errb bytes.Buffer
	code = Run(args, &out, &errb)
	return out.String(), errb.String(), code
}

// TestMessagesNameRoundsAndPlayers: a refused file's message names the
// round from 1 (a SKUCK round is a game), the player by name (never by
// id or position) and what is wrong in words, in English or German
// through and through; the file's path to the field comes last, for
// tools. `score` and `import` say the same.
func TestMessagesNameRoundsAndPlayers(t *testing.T) {
	db := filepath.Join(t.TempDir(), "s.db")
	fraction := example(t, "skullking", `"player": "anne", "bid": 3,`, `"player": "anne", "bid": 1.5,`)
	bigBid := example(t, "skullking", `"player": "anne", "bid": 3,`, `"player": "anne", "bid": 11,`)
	skuck := example(t, "skuck", `"bid": 12, "made": 13,`, `"bid": 12, "made": 15,`)
	for _, c := range []struct {
		name, lang, file string
		want             []string
	}{
		{"a fraction for a bid", "en_US.UTF-8", fraction,
			[]string{"round 1, Anne's bid: 1.5 is not a whole number (rounds/0/entries/0/bid)"}},
		{"German: a fraction for a bid", "de_DE.UTF-8", fraction,
			[]string{"Runde 1, Ansage von Anne: 1.5 ist keine ganze Zahl (rounds/0/entries/0/bid)"}},
		{"text for tricks", "en_US.UTF-8",
			example(t, "skullking", `"bid": 3, "tricks": 3,`, `"bid": 3, "tricks": "3",`),
			[]string{"round 1, Anne's tricks: text is not allowed here: a whole number is expected"}},
		{"a bid above the cards", "en_US.UTF-8", bigBid,
			[]string{"match 6f1c2a9e-4b7d-4e0a-9c3f-2d8e5b1a7c40 breaks the rules:\n  round 1, Anne's bid: Must be between 0 and 9, not 11."}},
		{"German: a bid above the cards", "de_DE.UTF-8", bigBid,
			[]string{"Partie 6f1c2a9e-4b7d-4e0a-9c3f-2d8e5b1a7c40 verstößt gegen die Regeln:\n  Runde 1, Ansage von Anne: Muss zwischen 0 und 9 liegen, nicht 11."}},
		{"Harry and a wager with one trick", "en_US.UTF-8",
			example(t, "skullking", `{"player": "dan", "bid": 0, "tricks": 1, "harry": 0, "wager": 0,`, `{"player": "dan", "bid": 1, "tricks": 1, "harry": -1, "wager": 10,`),
			[]string{"round 1, Dan's wager: Rascal wagers only after winning a trick himself"}},
		{"SKUCK: a game, not a round", "en_US.UTF-8", skuck,
			[]string{"game 3, tricks made: Tricks must add up to 27, not 29."}},
		{"German: SKUCK", "de_DE.UTF-8", skuck,
			[]string{"Spiel 3, gemachte Stiche: Die Stiche müssen zusammen 27 ergeben, nicht 29."}},
		{"German: not a match file", "de_DE.UTF-8",
			func() string {
				p := filepath.Join(t.TempDir(), "all.csv")
				os.WriteFile(p, []byte("match_id,date,game\nm1,2026-11-21,skull\n"), 0o600)
				return p
			}(),
			[]string{"all.csv: keine Scorekeeper-Partiedatei (sie sieht nach CSV aus; CSV lässt sich nicht importieren)"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			for _, args := range [][]string{{"score", c.file}, {"import", "--db", db, c.file}} {
				_, errs, code := runIn(t, c.lang, args...)
				if code != ExitError {
					t.Fatalf("%s: exit %d, want %d: %s", args[0], code, ExitError, errs)
				}
				for _, w := range c.want {
					if !strings.Contains(errs, w) {
						t.Errorf("%s: %q\nwant it to say %q", args[0], errs, w)
					}
				}
				for _, not := range []string{anne, "rule.", "player 1", "entries/0:"} {
					if strings.Contains(errs, not) {
						t.Errorf("%s: %q says %q", args[0], errs, not)
					}
				}
				if strings.HasPrefix(c.lang, "de") {
					words, _, _ := strings.Cut(errs, " (rounds/") // the path is for tools
					for _, english := range []string{"breaks the rules", "round", "not a", "is not", "match file"} {
						if strings.Contains(words, english) {
							t.Errorf("%s: German output says %q: %s", args[0], english, errs)
						}
					}
				}
			}
		})
	}
}

// TestSkuckSheetSaysGames: SKUCK's sheet heads its rows "Game" (a SKUCK
// round is a game), Skull King's "Round"; in German "Spiel", "Runde".
func TestSkuckSheetSaysGames(t *testing.T) {
	for _, c := range []struct{ lang, game, want string }{
		{"en_US.UTF-8", "skuck", "Game"},
		{"de_DE.UTF-8", "skuck", "Spiel"},
		{"en_US.UTF-8", "skullking", "Round"},
		{"de_DE.UTF-8", "skullking", "Runde"},
	} {
		out, errs, code := runIn(t, c.lang, "score", "../testdata/"+c.game+".json")
		if code != ExitOK {
			t.Fatalf("%s: %s", c.game, errs)
		}
		lines := strings.Split(out, "\n")
		if len(lines) < 3 || strings.Fields(lines[2])[0] != c.want {
			t.Errorf("%s %s: the sheet's heading is not %q:\n%s", c.lang, c.game, c.want, out)
		}
	}
}
