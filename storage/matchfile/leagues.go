package matchfile

import (
	"fmt"
	"io"
	"slices"
	"strings"
	"time"

	"github.com/go-json-experiment/json/jsontext"

	"scorekeeper/scoring"
	"scorekeeper/scoring/league"
)

// LeaguesVersion is the version of the bundle's "leagues" section this
// package reads and writes.
const LeaguesVersion = 1

// Bundle is everything a file holds: its matches and, in a bundle, the
// SKUCK leagues of its "leagues" section (docs/DESIGN.md, "Match file
// decisions").
type Bundle struct {
	Matches []*scoring.Match
	Leagues []LeagueItem
}

// LeagueItem is one league of the section with the players it names (id
// and name, so a device that has never seen a player can add them to its
// roster).
type LeagueItem struct {
	League  *league.League
	Players []scoring.Player
	// Deleted marks a deleted league's tombstone (a sync folder's league
	// file): only the league's ID, Updated and Versions are set.
	Deleted bool
}

// LeagueError lists the rule violations of a league (league.Validate's
// issues, errors only).
type LeagueError struct {
	LeagueID string
	Issues   scoring.Issues
}

func (e *LeagueError) Error() string { return e.Text(English) }

// Text lists the violations in t's language, each with its season (the
// messages name the players): "league x breaks the rules:\n  season 2:
// Anne is in this season more than once.".
func (e *LeagueError) Text(t scoring.Texts) string {
	var b strings.Builder
	b.WriteString(t("storage.file.leagueRules", map[string]any{"ID": e.LeagueID}))
	for _, i := range e.Issues {
		b.WriteString("\n  ")
		if i.Round > 0 {
			b.WriteString(t("place.season", map[string]any{"N": i.Round}) + ": ")
		}
		b.WriteString(t(i.Rule, i.Args))
	}
	return b.String()
}

// leaguesSection is the bundle's "leagues" object.
type leaguesSection struct {
	Version *int             `json:"version"`
	Items   []jsontext.Value `json:"items"`
}

// leagueIn is one item as read; pointers tell a missing field from a zero.
type leagueIn struct {
	ID         *string         `json:"id"`
	Name       *string         `json:"name"`
	Revision   *int            `json:"revision"`
	Created    time.Time       `json:"created"`
	Updated    time.Time       `json:"updated"`
	ConflictOf string          `json:"conflictOf"`
	Players    []seatIn        `json:"players"`
	Seasons    []league.Season `json:"seasons"`
	Versions   jsontext.Value  `json:"versions"`
}

// leagueOut is one item as written: the league's own fields, then its
// players.
type leagueOut struct {
	ID         string           `json:"id"`
	Name       string           `json:"name"`
	Revision   int              `json:"revision"`
	Created    time.Time        `json:"created,omitzero"`
	Updated    time.Time        `json:"updated,omitzero"`
	ConflictOf string           `json:"conflictOf,omitzero"`
	Players    []scoring.Player `json:"players"`
	Seasons    []league.Season  `json:"seasons"`
	Versions   scoring.Versions `json:"versions,omitempty"`
}

// DecodeBundle decodes a match file or a bundle with its leagues section
// (absent in older bundles: no leagues). Every match and every league is
// checked; any error fails the whole file. Scan reads one of any size.
func DecodeBundle(data []byte) (*Bundle, error) {
	ms, err := Decode(data)
	if err != nil {
		return nil, err
	}
	var h struct {
		Format  *string        `json:"format"`
		Leagues jsontext.Value `json:"leagues"`
	}
	if err := unmarshal(data, &h); err != nil {
		return nil, fieldError("", data, err)
	}
	b := &Bundle{Matches: ms}
	if *h.Format != FormatBundle || len(h.Leagues) == 0 || h.Leagues.Kind() == 'n' {
		return b, nil
	}
	b.Leagues, err = DecodeLeagues(h.Leagues)
	return b, err
}

// DecodeLeagues decodes and checks the bundle's "leagues" section: its
// version must be 1; each item needs an id, a name, a revision >= 0,
// seasons, and a name for every player its seasons name; the league must
// pass league.Validate against those players, except for the linked
// matches, which the importer checks against the matches it has. Two
// items with one id are refused.
func DecodeLeagues(data []byte) ([]LeagueItem, error) {
	if err := checkDepth(data); err != nil {
		return nil, err
	}
	var s leaguesSection
	if err := unmarshal(data, &s); err != nil {
		return nil, fieldError("leagues", data, err)
	}
	switch {
	case s.Version == nil:
		return nil, fail("leagues/version", "storage.file.missing")
	case *s.Version != LeaguesVersion:
		return nil, fail("leagues/version", "storage.file.version", "Value", *s.Version, "Want", LeaguesVersion)
	case s.Items == nil:
		return nil, fail("leagues/items", "storage.file.missing")
	}
	out := make([]LeagueItem, 0, len(s.Items))
	seen := map[string]int{}
	for i, raw := range s.Items {
		prefix := fmt.Sprintf("leagues/items/%d", i)
		it, err := decodeLeague(raw, prefix)
		if err != nil {
			return nil, err
		}
		if j, dup := seen[it.League.ID]; dup {
			return nil, fail(prefix+"/id", "storage.file.sameLeague", "ID", it.League.ID, "Other", j+1)
		}
		seen[it.League.ID] = i
		out = append(out, it)
	}
	return out, nil
}

func decodeLeague(data []byte, prefix string) (LeagueItem, error) {
	var in leagueIn
	if err := unmarshal(data, &in); err != nil {
		return LeagueItem{}, fieldError(prefix, data, err)
	}
	missing := func(field string) error { return fail(join(prefix, field), "storage.file.missing") }
	switch {
	case in.ID == nil || *in.ID == "":
		return LeagueItem{}, missing("id")
	case len(*in.ID) > scoring.MaxIDLength:
		return LeagueItem{}, tooLong(join(prefix, "id"), *in.ID)
	case in.Name == nil:
		return LeagueItem{}, missing("name")
	case in.Revision == nil:
		return LeagueItem{}, missing("revision")
	case *in.Revision < 0:
		return LeagueItem{}, fail(join(prefix, "revision"), "storage.file.negative")
	case *in.Revision > scoring.MaxRevision:
		return LeagueItem{}, revisionTooLarge(join(prefix, "revision"))
	case in.Players == nil:
		return LeagueItem{}, missing("players")
	case in.Seasons == nil:
		return LeagueItem{}, missing("seasons")
	}
	vs, err := decodeVersions(in.Versions, join(prefix, "versions"))
	if err != nil {
		return LeagueItem{}, err
	}
	players, nameErrs, err := seats(in.Players, data, prefix, false)
	if err != nil {
		return LeagueItem{}, err
	}
	ids := map[string]bool{}
	for i, p := range players {
		switch {
		case p.ID == "":
			return LeagueItem{}, missing(fmt.Sprintf("players/%d/id", i))
		case ids[p.ID]:
			return LeagueItem{}, fail(join(prefix, fmt.Sprintf("players/%d/id", i)), "storage.file.twice", "Name", p.Name)
		}
		ids[p.ID] = true
	}
	l := &league.League{
		ID: *in.ID, Name: *in.Name, Revision: *in.Revision,
		Created: in.Created, Updated: in.Updated, ConflictOf: in.ConflictOf, Seasons: in.Seasons,
		Versions: vs,
	}
	if errs := append(nameErrs, StructureIssues(l, players)...); len(errs) > 0 {
		return LeagueItem{}, &LeagueError{LeagueID: l.ID, Issues: errs}
	}
	return LeagueItem{League: l, Players: players}, nil
}

// linkRules are league.Validate's findings about linked matches, which
// only the holder of the matches can judge.
var linkRules = []string{league.RuleMatchUnknown, league.RuleMatchGame, league.RuleMatchPlayers, league.RuleMatchOpen}

// StructureIssues is league.Validate against the players (nil: any)
// without the findings about linked matches (a match linked twice still
// counts): the errors that make a league unusable whatever matches the
// holder has.
func StructureIssues(l *league.League, players []scoring.Player) scoring.Issues {
	var out scoring.Issues
	for _, i := range l.Validate(players, nil).Errors() {
		if !slices.Contains(linkRules, i.Rule) {
			out = append(out, i)
		}
	}
	return out
}

// WriteBundleWith writes matches as a bundle with a leagues section (none
// when leagues is empty: the file is then exactly what WriteBundle
// writes). Each item lists the players its seasons name, with their
// names from players (a player missing there is written with the id as
// the name).
func WriteBundleWith(w io.Writer, ms []*scoring.Match, leagues []LeagueItem) error {
	if len(leagues) == 0 {
		return WriteBundle(w, ms)
	}
	type bundleLeagues struct {
		Format  string `json:"format"`
		Version int    `json:"version"`
		Matches []out  `json:"matches"`
		Leagues struct {
			Version int         `json:"version"`
			Items   []leagueOut `json:"items"`
		} `json:"leagues"`
	}
	b := bundleLeagues{Format: FormatBundle, Version: Version, Matches: make([]out, 0, len(ms))}
	for _, m := range ms {
		o, err := toOut(m)
		if err != nil {
			return err
		}
		b.Matches = append(b.Matches, o)
	}
	b.Leagues.Version = LeaguesVersion
	for _, it := range leagues {
		b.Leagues.Items = append(b.Leagues.Items, leagueToOut(it))
	}
	return write(w, b)
}

func leagueToOut(it LeagueItem) leagueOut {
	l := it.League
	names := map[string]string{}
	for _, p := range it.Players {
		names[p.ID] = p.Name
	}
	players := []scoring.Player{}
	for _, id := range l.PlayerIDs() {
		name := names[id]
		if name == "" {
			name = id
		}
		players = append(players, scoring.Player{ID: id, Name: name})
	}
	seasons := l.Seasons
	if seasons == nil {
		seasons = []league.Season{}
	}
	return leagueOut{
		ID: l.ID, Name: l.Name, Revision: l.Revision,
		Created: l.Created.UTC(), Updated: l.Updated.UTC(), ConflictOf: l.ConflictOf,
		Players: players, Seasons: seasons, Versions: l.Versions,
	}
}
