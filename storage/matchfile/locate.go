package matchfile

import (
	"strconv"
	"strings"

	"github.com/go-json-experiment/json"

	"scorekeeper/scoring"
)

// locate names where err is in the match's terms, so a message can say
// "match 2, round 1, Anne's bid" rather than a path: the match's place
// in a bundle (prefix "matches/1"), its game and players as f read them,
// and for a FieldError the round, player and field its path points at in
// data (the match as written).
func locate(err error, data []byte, prefix string, f file) error {
	n := 0
	if rest, ok := strings.CutPrefix(prefix, "matches/"); ok {
		if i, e := strconv.Atoi(rest); e == nil {
			n = i + 1
		}
	}
	game := ""
	if f.Game != nil {
		game = *f.Game
	}
	players := make([]scoring.Player, len(f.Players))
	for i, p := range f.Players {
		players[i] = scoring.Player{ID: p.ID, Name: p.Name.s} // a name too long to take in: ""
	}
	switch e := err.(type) {
	case *FieldError:
		e.Match, e.Game, e.Players = n, game, players
		path := strings.TrimPrefix(strings.TrimPrefix(e.Path, prefix), "/")
		e.Location = locationOf(path, data, players)
	case *RuleError:
		e.Match, e.Game, e.Players = n, game, players
	}
	return err
}

// locationOf finds the round, player and field of a path inside a match
// (as written in data): "rounds/0/entries/2/bid" is round 1, the player
// the entry names, field bid; a player's id as a key (Skip-Bo's
// stockLeft) names that player; "players/1/name" the second player.
func locationOf(path string, data []byte, players []scoring.Player) scoring.Location {
	var l scoring.Location
	if path == "" {
		return l
	}
	var doc any
	_ = json.Unmarshal(data, &doc) // a broken file still has a path to name
	parts := strings.Split(path, "/")
	for i, p := range parts {
		n, numErr := strconv.Atoi(p)
		isIndex := numErr == nil
		switch {
		case i == 1 && parts[0] == "rounds" && isIndex:
			l.Round = n + 1
		case i == 1 && parts[0] == "players" && isIndex:
			if n < len(players) && players[n].Name != "" {
				l.Player = players[n].ID
			} else {
				l.Seat = n + 1
			}
		case isIndex:
		case i > 0 && scoring.Index(players, p) >= 0:
			l.Player = p
		default:
			l.Field = p
		}
		doc = child(doc, p)
		if e, ok := doc.(map[string]any); ok && parts[0] == "rounds" {
			if id, ok := member(e, "player").(string); ok {
				l.Player = id
			}
		}
		if parts[0] == "versions" {
			break // a device id is not a field
		}
	}
	return l
}

// child is the value at one step of a path into a decoded JSON value
// (nil when there is none); object names match case-insensitively, as
// the decoder matches them.
func child(v any, step string) any {
	switch x := v.(type) {
	case map[string]any:
		return member(x, step)
	case []any:
		if i, err := strconv.Atoi(step); err == nil && i >= 0 && i < len(x) {
			return x[i]
		}
	}
	return nil
}

// member is obj's member name, matched exactly, else case-insensitively.
func member(obj map[string]any, name string) any {
	if v, ok := obj[name]; ok {
		return v
	}
	for k, v := range obj {
		if strings.EqualFold(k, name) {
			return v
		}
	}
	return nil
}
