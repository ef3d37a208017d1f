// Package bgstats turns a finished match into a play for BG Stats (Board
// Game Stats, bgstatsapp.com), in the format that app documents for
// pushing plays from other apps: a URL whose data parameter is the play
// as URL-encoded JSON
// (https://www.bgstatsapp.com/support/push-plays-to-bg-stats-from-other-apps-or-websites/).
// Opening the link on a phone with BG Stats installed shows its import
// dialog, where games and players are matched to the user's own.
//
// It is pure: the match and the time zone for the play's date are
// passed in.
//
// Fields written: sourceName ("Scorekeeper"), sourcePlayId (the match
// id), playDate (the match's start, "YYYY-MM-DD HH:MM:SS" in the given
// zone), durationMin (updated minus created, in minutes), game.name,
// game.sourceGameId (the file format's game name), game.highestWins
// (true), game.noPoints (false), and per player name, sourcePlayerId
// (the player id), score (the number that ranks: SPEC 4's total), rank,
// winner and startPlayer (Skull's start player; false in the other
// games). Not written: game.bggId (the BoardGameGeek ids of the four
// games could not be confirmed here; BG Stats matches the game by name),
// board, location, comments and role (Scorekeeper has none of them), and
// Skip-Bo teams (the documented format has no teams).
package bgstats

import (
	"encoding/json"
	"errors"
	"net/url"
	"slices"
	"time"

	"scorekeeper/scoring"
	"scorekeeper/scoring/games"
)

// ImportURL is the documented link that opens BG Stats' import dialog;
// the play goes in its data parameter.
const ImportURL = "https://app.bgstatsapp.com/createPlay.html"

// SourceName names Scorekeeper as the play's source.
const SourceName = "Scorekeeper"

// Play is one play in BG Stats' import format.
type Play struct {
	SourceName   string   `json:"sourceName"`
	SourcePlayID string   `json:"sourcePlayId"`
	PlayDate     string   `json:"playDate"`
	DurationMin  int      `json:"durationMin,omitempty"`
	Game         Game     `json:"game"`
	Players      []Player `json:"players"`
}

// Game is the played game.
type Game struct {
	Name         string `json:"name"`
	SourceGameID string `json:"sourceGameId"`
	HighestWins  bool   `json:"highestWins"`
	NoPoints     bool   `json:"noPoints"`
}

// Player is one player's result.
type Player struct {
	Name           string `json:"name"`
	SourcePlayerID string `json:"sourcePlayerId"`
	Score          int    `json:"score"`
	Rank           int    `json:"rank"`
	Winner         bool   `json:"winner"`
	StartPlayer    bool   `json:"startPlayer"`
}

// ErrNotOver is returned for a match that is not over: BG Stats takes
// completed plays.
var ErrNotOver = errors.New("the match is not over yet; BG Stats takes finished plays")

// KeyNotOver is ErrNotOver's translation key.
const KeyNotOver = "storage.bgstats.open"

// PlayOf returns the play of a finished match, players best first as its
// standings rank them. loc is the zone of playDate (nil: UTC).
func PlayOf(m *scoring.Match, loc *time.Location) (Play, error) {
	if m == nil || m.Game == nil {
		return Play{}, errors.New("no match")
	}
	res := m.Result()
	if !res.Over {
		return Play{}, ErrNotOver
	}
	if loc == nil {
		loc = time.UTC
	}
	game := m.Game.Name()
	p := Play{
		SourceName:   SourceName,
		SourcePlayID: m.ID,
		PlayDate:     m.Created.In(loc).Format(time.DateTime),
		Game:         Game{SourceGameID: game, HighestWins: true},
		Players:      make([]Player, 0, len(res.Standings)),
	}
	p.Game.Name = game
	if def, ok := games.ByName(game); ok && def.Title != "" {
		p.Game.Name = def.Title // as on the box: BG Stats matches by name
	}
	if d := m.Updated.Sub(m.Created); !m.Created.IsZero() && d > 0 {
		p.DurationMin = int(d.Round(time.Minute) / time.Minute)
	}
	start := ""
	if g, ok := m.Game.(scoring.Starter); ok {
		start = g.Starter()
	}
	for _, st := range res.Standings {
		p.Players = append(p.Players, Player{
			Name:           st.Player.Name,
			SourcePlayerID: st.Player.ID,
			Score:          st.Total,
			Rank:           st.Rank,
			Winner:         slices.Contains(res.Winners, st.Player.ID),
			StartPlayer:    start != "" && st.Player.ID == start,
		})
	}
	return p, nil
}

// JSON is the play as BG Stats reads it.
func (p Play) JSON() ([]byte, error) { return json.Marshal(p) }

// URL is the link that opens BG Stats' import dialog with the play: the
// JSON, URL-encoded, in the data parameter.
func (p Play) URL() (string, error) {
	data, err := p.JSON()
	if err != nil {
		return "", err
	}
	return ImportURL + "?data=" + url.QueryEscape(string(data)), nil
}
