package matchfile

import (
	"fmt"
	"strconv"
	"time"

	"github.com/go-json-experiment/json"
	"github.com/go-json-experiment/json/jsontext"

	"scorekeeper/scoring"
	"scorekeeper/scoring/league"
)

// Formats of the sync folder's league and roster player files
// (docs/DESIGN.md, "Match file decisions").
const (
	FormatLeague = "scorekeeper.league"
	FormatPlayer = "scorekeeper.player"
)

// playerFile is a roster player as written.
type playerFile struct {
	Format     string           `json:"format"`
	Version    int              `json:"version"`
	ID         string           `json:"id"`
	Name       string           `json:"name"`
	Archived   bool             `json:"archived"`
	MergedInto string           `json:"mergedInto,omitzero"`
	Created    time.Time        `json:"created"`
	Updated    time.Time        `json:"updated"`
	Versions   scoring.Versions `json:"versions,omitempty"`
}

// playerIn is a roster player as read; pointers tell a missing field.
type playerIn struct {
	Format     *string        `json:"format"`
	Version    *int           `json:"version"`
	ID         *string        `json:"id"`
	Name       *nameIn        `json:"name"`
	Archived   bool           `json:"archived"`
	MergedInto string         `json:"mergedInto"`
	Created    time.Time      `json:"created"`
	Updated    time.Time      `json:"updated"`
	Versions   jsontext.Value `json:"versions"`
}

// EncodePlayer returns a roster player's file: deterministic, compact.
func EncodePlayer(p scoring.RosterPlayer) ([]byte, error) {
	if device, msg := p.Versions.Check(); msg != "" {
		return nil, fmt.Errorf("player %s: versions %q: %s", p.ID, device, msg)
	}
	return json.Marshal(playerFile{
		Format: FormatPlayer, Version: Version, ID: p.ID, Name: p.Name, Archived: p.Archived,
		MergedInto: p.MergedInto, Created: p.Created.UTC(), Updated: p.Updated.UTC(), Versions: p.Versions,
	}, compactOptions)
}

// DecodePlayer reads a roster player's file: format, version, id and name
// are required, the id and mergedInto at most 256 bytes; versions as in a
// match file; unknown fields are ignored.
func DecodePlayer(data []byte) (scoring.RosterPlayer, error) {
	if err := checkDepth(data); err != nil {
		return scoring.RosterPlayer{}, err
	}
	var in playerIn
	if err := unmarshal(data, &in); err != nil {
		return scoring.RosterPlayer{}, fieldError("", data, err)
	}
	if err := checkFormat(in.Format, in.Version, FormatPlayer); err != nil {
		return scoring.RosterPlayer{}, err
	}
	switch {
	case in.ID == nil || *in.ID == "":
		return scoring.RosterPlayer{}, fail("id", "storage.file.missing")
	case len(*in.ID) > scoring.MaxIDLength:
		return scoring.RosterPlayer{}, tooLong("id", *in.ID)
	case in.Name == nil || (in.Name.s == "" && in.Name.end == 0):
		return scoring.RosterPlayer{}, fail("name", "storage.file.missing")
	case in.Name.end > 0:
		return scoring.RosterPlayer{}, fail("name", "rule.name.long", "Max", scoring.MaxName)
	case nameRule(in.Name.s) != "":
		return scoring.RosterPlayer{}, fail("name", nameRule(in.Name.s), "Max", scoring.MaxName)
	case len(in.MergedInto) > scoring.MaxIDLength:
		return scoring.RosterPlayer{}, tooLong("mergedInto", in.MergedInto)
	}
	vs, err := decodeVersions(in.Versions, "versions")
	if err != nil {
		return scoring.RosterPlayer{}, err
	}
	return scoring.RosterPlayer{
		ID: *in.ID, Name: in.Name.s, Archived: in.Archived, MergedInto: in.MergedInto,
		Created: in.Created, Updated: in.Updated, Versions: vs,
	}, nil
}

// checkFormat checks a file's format and version fields.
func checkFormat(format *string, version *int, want string) error {
	switch {
	case format == nil:
		return fail("format", "storage.file.notThis", "Want", strconv.Quote(want))
	case *format != want:
		return fail("format", "storage.file.format", "Value", quote(*format), "Want", want)
	}
	return checkVersion(version, "")
}

// leagueFile is a league as written in a sync folder: the bundle's
// league item (with its versions) with a format and a version.
type leagueFile struct {
	Format  string `json:"format"`
	Version int    `json:"version"`
	leagueOut
}

// EncodeLeague returns a league's file with the players it names, or a
// deleted league's tombstone (deterministic, compact).
func EncodeLeague(it LeagueItem) ([]byte, error) {
	if device, msg := it.League.Versions.Check(); msg != "" {
		return nil, fmt.Errorf("league %s: versions %q: %s", it.League.ID, device, msg)
	}
	if it.Deleted {
		vs := it.League.Versions
		if vs == nil {
			vs = scoring.Versions{}
		}
		return json.Marshal(tombstone{Format: FormatLeague, Version: Version, ID: it.League.ID, Deleted: true, Updated: it.League.Updated.UTC(), Versions: vs}, compactOptions)
	}
	return json.Marshal(leagueFile{Format: FormatLeague, Version: Version, leagueOut: leagueToOut(it)}, compactOptions)
}

// DecodeLeague reads a league's file: format and version, then the
// fields and checks of a bundle's league item (DecodeLeagues), and
// versions as in a match file; or a deleted league's tombstone (id,
// "deleted": true, updated, versions).
func DecodeLeague(data []byte) (LeagueItem, error) {
	if err := checkDepth(data); err != nil {
		return LeagueItem{}, err
	}
	var h struct {
		Format   *string        `json:"format"`
		Version  *int           `json:"version"`
		ID       *string        `json:"id"`
		Deleted  bool           `json:"deleted"`
		Updated  time.Time      `json:"updated"`
		Versions jsontext.Value `json:"versions"`
	}
	if err := unmarshal(data, &h); err != nil {
		return LeagueItem{}, fieldError("", data, err)
	}
	if err := checkFormat(h.Format, h.Version, FormatLeague); err != nil {
		return LeagueItem{}, err
	}
	if !h.Deleted {
		return decodeLeague(data, "")
	}
	switch {
	case h.ID == nil || *h.ID == "":
		return LeagueItem{}, fail("id", "storage.file.missing")
	case len(*h.ID) > scoring.MaxIDLength:
		return LeagueItem{}, tooLong("id", *h.ID)
	case len(h.Versions) == 0 || h.Versions.Kind() == 'n':
		return LeagueItem{}, fail("versions", "storage.file.missing")
	}
	vs, err := decodeVersions(h.Versions, "versions")
	if err != nil {
		return LeagueItem{}, err
	}
	return LeagueItem{League: &league.League{ID: *h.ID, Updated: h.Updated, Versions: vs}, Deleted: true}, nil
}
