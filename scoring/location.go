package scoring

import "strings"

// Texts renders a message of the translation files (assets/translations)
// in the reader's language: its key and its template's arguments. A key
// it does not know comes back as it is (assets.Messages.Text on the
// command line; lang.X(key, key, args) in the app).
type Texts func(key string, args map[string]any) string

// Location is where in a match a message points, the way the people at the
// table know the match: a round counted from 1, a player, and a field of
// the match file.
type Location struct {
	Round  int    // 1-based (a game of SKUCK); 0: not in a round
	Player string // the player's id; "" for none
	Seat   int    // 1-based seat of a player without a name (and id) to give; 0: none
	Field  string // the field's name in the match file, e.g. "tricks"; "" for none
}

// LocationOf is where an issue is.
func LocationOf(i Issue) Location { return Location{Round: i.Round, Player: i.Player, Field: i.Field} }

// Describe says where p is in words in t's language: "round 2, Anne's
// tricks" ("game 2" in SKUCK). game is the match file's game name ("" when
// unknown); players name the ids. Each game says its round and its
// fields in its translation file: "game.<game>.round.n" and
// "game.<game>.field.<field>"; the match's own fields are "place.field.<field>".
func (l Location) Describe(t Texts, game string, players []Player) string {
	var parts []string
	if l.Round > 0 {
		parts = append(parts, word(t, map[string]any{"Round": l.Round}, "game."+game+".round.n", "place.round"))
	}
	field := ""
	if l.Field != "" {
		field = word(t, nil, "game."+game+".field."+l.Field, "place.field."+l.Field)
		if field == "" {
			field = l.Field
		}
	}
	who := ""
	switch i := Index(players, l.Player); {
	case l.Player == "":
		if l.Seat > 0 {
			who = t("place.seat", map[string]any{"N": l.Seat})
		}
	case i >= 0 && players[i].Name != "":
		who = players[i].Name
	default:
		who = t("place.player", map[string]any{"ID": l.Player})
	}
	switch {
	case who != "" && field != "":
		parts = append(parts, t("place.of", map[string]any{"Name": who, "Field": field}))
	case who != "":
		parts = append(parts, who)
	case field != "":
		parts = append(parts, field)
	}
	return strings.Join(parts, ", ")
}

// word is the first of keys that t knows, rendered with args; "" when
// it knows none.
func word(t Texts, args map[string]any, keys ...string) string {
	for _, k := range keys {
		if s := t(k, args); s != k {
			return s
		}
	}
	return ""
}

// Text says the issue in t's language, where first: "round 2, Anne's
// tricks: Tricks must add up to 5, not 6."
func (i Issue) Text(t Texts, game string, players []Player) string {
	msg := t(i.Rule, i.Args)
	if where := LocationOf(i).Describe(t, game, players); where != "" {
		return where + ": " + msg
	}
	return msg
}
