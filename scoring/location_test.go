package scoring

import (
	"strings"
	"testing"
	"text/template"
)

// texts renders from a map like the translation files; a key it lacks
// comes back as it is.
func texts(msgs map[string]string) Texts {
	return func(key string, args map[string]any) string {
		msg, ok := msgs[key]
		if !ok {
			return key
		}
		var b strings.Builder
		template.Must(template.New(key).Parse(msg)).Execute(&b, args)
		return b.String()
	}
}

func TestLocationDescribe(t *testing.T) {
	en := texts(map[string]string{
		"place.round": "round {{.Round}}", "place.of": "{{.Name}}'s {{.Field}}", "place.seat": "player {{.N}}",
		"place.player": "player “{{.ID}}”", "place.field.revision": "revision",
		"game.skuck.round.n": "game {{.Round}}", "game.skuck.field.made": "tricks made", "game.skullking.field.bid": "bid",
		"rule.x": "Must add up to {{.Want}}.",
	})
	de := texts(map[string]string{"place.round": "Runde {{.Round}}", "place.of": "{{.Field}} von {{.Name}}", "game.skullking.field.bid": "Ansage"})
	players := []Player{{ID: "1b4e28ba-2fa1", Name: "Anne"}, {ID: "b", Name: "Ben"}}
	for _, c := range []struct {
		t    Texts
		game string
		l    Location
		want string
	}{
		{en, "skullking", Location{Round: 1, Player: "1b4e28ba-2fa1", Field: "bid"}, "round 1, Anne's bid"},
		{de, "skullking", Location{Round: 1, Player: "1b4e28ba-2fa1", Field: "bid"}, "Runde 1, Ansage von Anne"},
		{en, "skuck", Location{Round: 3, Player: "b", Field: "made"}, "game 3, Ben's tricks made"},
		{en, "skuck", Location{Round: 3, Field: "made"}, "game 3, tricks made"},
		{en, "skuck", Location{Round: 2}, "game 2"},
		{en, "", Location{Field: "revision"}, "revision"},
		{en, "skull", Location{Field: "lastChance"}, "lastChance"}, // no word: the file's name
		{en, "skull", Location{Player: "zz"}, "player “zz”"},
		{en, "skull", Location{Seat: 3, Field: "revision"}, "player 3's revision"},
		{en, "skull", Location{}, ""},
	} {
		if got := c.l.Describe(c.t, c.game, players); got != c.want {
			t.Errorf("%+v: %q, want %q", c.l, got, c.want)
		}
	}
	i := Issue{Round: 2, Player: "b", Field: "bid", Rule: "rule.x", Args: map[string]any{"Want": 5}}
	if got := i.Text(en, "skullking", players); got != "round 2, Ben's bid: Must add up to 5." {
		t.Errorf("issue: %q", got)
	}
	if got := (Issue{Rule: "rule.x", Args: map[string]any{"Want": 1}}).Text(en, "", nil); got != "Must add up to 1." {
		t.Errorf("issue without a place: %q", got)
	}
}
