package app

import (
	"encoding/json"
	"testing"

	"fyne.io/fyne/v2"

	"scorekeeper/scoring"
)

// optionsOf is the options of a game as the match file writes them.
func optionsOf(t *testing.T, g scoring.Game) map[string]any {
	t.Helper()
	data, err := json.Marshal(g)
	if err != nil {
		t.Fatal(err)
	}
	var v struct {
		Options map[string]any `json:"options"`
	}
	if err := json.Unmarshal(data, &v); err != nil {
		t.Fatal(err)
	}
	return v.Options
}

// TestPlayAgain: a finished match's sheet offers Play again; one tap
// stores a new match of the same game with the same players in the same
// seats and the same options, no rounds, the first dealer or start
// player the next seat (Skull King's Ben dealt first: Cleo; Skull's Ben
// started: Cleo), and opens its entry; Back goes where the finished
// match was opened from.
func TestPlayAgain(t *testing.T) {
	for _, c := range []struct {
		game, first, want string
	}{
		{"skullking", "firstDealer", "cleo"},
		{"skull", "startPlayer", "cleo"},
		{"skipbo", "", ""},
		{"skuck", "", ""},
	} {
		u, s := sheetOn(t, c.game, fyne.NewSize(360, 740))
		old := s.m
		if !s.again.Visible() || s.nextButton.Visible() {
			t.Fatalf("%s: a finished match offers Play again %v, Next round %v", c.game, s.again.Visible(), s.nextButton.Visible())
		}
		press(t, s.again)
		if u.entry == nil || u.entry.m.ID == old.ID || u.entry.round != 1 {
			t.Fatalf("%s: no entry of a new match after Play again", c.game)
		}
		m, err := u.store.Get(u.entry.m.ID)
		if err != nil {
			t.Fatal(err)
		}
		if m.Game.Name() != old.Game.Name() || m.Game.Len() != 0 || m.Over() {
			t.Errorf("%s: the new match is %s with %d rounds", c.game, m.Game.Name(), m.Game.Len())
		}
		if len(m.Players) != len(old.Players) {
			t.Fatalf("%s: %d players, want %d", c.game, len(m.Players), len(old.Players))
		}
		for i, p := range old.Players {
			if m.Players[i] != p {
				t.Errorf("%s: seat %d is %v, want %v", c.game, i+1, m.Players[i], p)
			}
		}
		was, now := optionsOf(t, old.Game), optionsOf(t, m.Game)
		for k, v := range was {
			if k == c.first {
				continue
			}
			if w, _ := json.Marshal(now[k]); string(w) != mustJSON(t, v) {
				t.Errorf("%s: option %s is %s, want %s", c.game, k, w, mustJSON(t, v))
			}
		}
		if c.first != "" && now[c.first] != c.want {
			t.Errorf("%s: %s is %v, want %s (the seat after %v)", c.game, c.first, now[c.first], c.want, was[c.first])
		}
		u.back()
		if u.nav.depth() != 1 {
			t.Errorf("%s: Back from the new match's entry leaves %d screens, want home", c.game, u.nav.depth())
		}
	}
}

func mustJSON(t *testing.T, v any) string {
	t.Helper()
	data, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}
