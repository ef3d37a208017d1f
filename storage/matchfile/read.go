package matchfile

import (
	"bytes"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"github.com/go-json-experiment/json"
	"github.com/go-json-experiment/json/jsontext"

	"scorekeeper/scoring"
	"scorekeeper/scoring/games"
)

// The file's format names and the version this package reads and writes.
const (
	FormatMatch  = "scorekeeper.match"
	FormatBundle = "scorekeeper.bundle"
	Version      = 1
)

// MaxSize is the largest file Read accepts (64 MiB, some 100,000 matches).
const MaxSize = 64 << 20

// options of the decoder: field names match case-insensitively, and
// duplicate names (also case variants of one field) are refused.
var decodeOptions = json.JoinOptions(json.MatchCaseInsensitiveNames(true))

func unmarshal(data []byte, v any) error {
	return json.Unmarshal(data, v, decodeOptions)
}

// header is what every file starts with.
type header struct {
	Format  *string          `json:"format"`
	Version *int             `json:"version"`
	Matches []jsontext.Value `json:"matches"`
}

// file is one match as written; pointers tell a missing field from a zero.
type file struct {
	Format   *string        `json:"format"`
	Version  *int           `json:"version"`
	ID       *string        `json:"id"`
	Revision *int           `json:"revision"`
	Created  time.Time      `json:"created"`
	Updated  time.Time      `json:"updated"`
	Game     *string        `json:"game"`
	Players  []seatIn       `json:"players"`
	Options  jsontext.Value `json:"options"`
	Rounds   jsontext.Value `json:"rounds"`
	Finished bool           `json:"finished"`
	Versions jsontext.Value `json:"versions"`
	Deleted  bool           `json:"deleted"`
}

// Read decodes a match file or a bundle and checks every match against
// the rules. Warnings are allowed; any error fails the whole file.
func Read(r io.Reader) ([]*scoring.Match, error) {
	data, err := io.ReadAll(io.LimitReader(r, MaxSize+1))
	if err != nil {
		return nil, err
	}
	if len(data) > MaxSize {
		return nil, fail("", "storage.file.large", "Max", MaxSize>>20)
	}
	return Decode(data)
}

// Decode is Read on bytes. A tombstone (a deleted match) is refused:
// it has nothing to score or show; Scan and DecodeMatch read them.
func Decode(data []byte) ([]*scoring.Match, error) {
	ms, err := decodeAll(data)
	if err != nil {
		return nil, err
	}
	for i, m := range ms {
		if m.Deleted {
			path := "deleted"
			if len(ms) > 1 || !isMatchFile(data) {
				path = fmt.Sprintf("matches/%d/deleted", i)
			}
			return nil, fail(path, "storage.file.tombstone", "ID", m.ID)
		}
	}
	return ms, nil
}

// isMatchFile reports whether data's format is a match file's.
func isMatchFile(data []byte) bool {
	var h header
	return unmarshal(data, &h) == nil && h.Format != nil && *h.Format == FormatMatch
}

// decodeAll is Decode with tombstones.
func decodeAll(data []byte) ([]*scoring.Match, error) {
	if len(bytes.TrimSpace(data)) == 0 {
		return nil, fail("", "storage.file.empty")
	}
	if err := checkDepth(data); err != nil {
		return nil, err
	}
	var h header
	if err := unmarshal(data, &h); err != nil {
		return nil, fieldError("", data, err)
	}
	if h.Format == nil {
		return nil, fail("format", "storage.file.notMatch")
	}
	switch *h.Format {
	case FormatMatch:
		m, err := decodeMatch(data, "")
		if err != nil {
			return nil, err
		}
		return []*scoring.Match{m}, nil
	case FormatBundle:
		if err := checkVersion(h.Version, ""); err != nil {
			return nil, err
		}
		if h.Matches == nil {
			return nil, fail("matches", "storage.file.missing")
		}
		ms := make([]*scoring.Match, 0, len(h.Matches))
		seen := map[string]int{}
		for i, raw := range h.Matches {
			prefix := fmt.Sprintf("matches/%d", i)
			m, err := decodeMatch(raw, prefix)
			if err != nil {
				return nil, err
			}
			if j, dup := seen[m.ID]; dup {
				return nil, fail(prefix+"/id", "storage.file.sameMatch", "ID", m.ID, "Other", j+1)
			}
			seen[m.ID] = i
			ms = append(ms, m)
		}
		return ms, nil
	default:
		return nil, fail("format", "storage.file.formats", "Value", quote(*h.Format), "Match", FormatMatch, "Bundle", FormatBundle)
	}
}

// MaxDepth is the deepest nesting of lists and objects a file may have: a
// bundle's deepest value (matches, a match, rounds, a round, entries, an
// entry, lootWith) is 7 levels down; a league's are fewer.
const MaxDepth = 32

// checkDepth refuses a file nested deeper than MaxDepth before it is
// decoded, with a short message (the decoder's would carry the whole
// path, one part per level).
func checkDepth(data []byte) error {
	depth, inString, escaped := 0, false, false
	for i, c := range data {
		switch {
		case inString:
			switch {
			case escaped:
				escaped = false
			case c == '\\':
				escaped = true
			case c == '"':
				inString = false
			}
		case c == '"':
			inString = true
		case c == '[' || c == '{':
			if depth++; depth > MaxDepth {
				return fail("", "storage.file.deep", "Max", MaxDepth, "Offset", i)
			}
		case c == ']' || c == '}':
			depth--
		}
	}
	return nil
}

func checkVersion(v *int, prefix string) error {
	switch {
	case v == nil:
		return fail(join(prefix, "version"), "storage.file.missing")
	case *v != Version:
		return fail(join(prefix, "version"), "storage.file.version", "Value", *v, "Want", Version)
	}
	return nil
}

// quote is s quoted for a message, cut to 40 bytes.
func quote(s string) string {
	if len(s) > pathPartSize {
		return strconv.Quote(strings.ToValidUTF8(s[:pathPartSize], "")) + "…"
	}
	return strconv.Quote(s)
}

// tooLong is the error of an id longer than scoring.MaxIDLength.
func tooLong(path, id string) error {
	return fail(path, "storage.file.idLong", "Got", len(id), "Max", scoring.MaxIDLength)
}

// revisionTooLarge is the error of a revision above scoring.MaxRevision.
func revisionTooLarge(path string) error {
	return fail(path, "storage.file.revisionLarge", "Max", scoring.MaxRevision)
}

func join(prefix, field string) string {
	if prefix == "" {
		return field
	}
	return prefix + "/" + field
}

// decodeMatch decodes and checks one match object of a file (prefix: its
// path in the file). An error names where it is in the match's terms
// (locate).
func decodeMatch(data []byte, prefix string) (*scoring.Match, error) {
	return decodeMatchAs(data, prefix, true)
}

// decodeMatchAs decodes and checks one match object; names: check the
// players' names (a file's; a stored match is read as it was stored).
func decodeMatchAs(data []byte, prefix string, names bool) (*scoring.Match, error) {
	var f file
	if err := unmarshal(data, &f); err != nil {
		return nil, locate(fieldError(prefix, data, err), data, prefix, f)
	}
	m, err := f.match(data, prefix, names)
	if err != nil {
		return nil, locate(err, data, prefix, f)
	}
	if m.Deleted {
		return m, nil
	}
	if errs := m.Validate().Errors(); len(errs) > 0 {
		return nil, locate(&RuleError{MatchID: m.ID, Issues: errs}, data, prefix, f)
	}
	return m, nil
}

// match checks the fields f holds and builds the match (a tombstone
// when it is deleted); data is the JSON f was read from, names: check the
// players' names (seats).
func (f *file) match(data []byte, prefix string, names bool) (*scoring.Match, error) {
	missing := func(field string) error { return fail(join(prefix, field), "storage.file.missing") }
	switch {
	case f.Format == nil:
		return nil, missing("format")
	case *f.Format != FormatMatch:
		return nil, fail(join(prefix, "format"), "storage.file.format", "Value", quote(*f.Format), "Want", FormatMatch)
	}
	if err := checkVersion(f.Version, prefix); err != nil {
		return nil, err
	}
	switch {
	case f.ID == nil || *f.ID == "":
		return nil, missing("id")
	case len(*f.ID) > scoring.MaxIDLength:
		return nil, tooLong(join(prefix, "id"), *f.ID)
	}
	vs, err := decodeVersions(f.Versions, join(prefix, "versions"))
	if err != nil {
		return nil, err
	}
	if f.Deleted {
		if vs == nil {
			return nil, missing("versions")
		}
		return &scoring.Match{ID: *f.ID, Updated: f.Updated, Versions: vs, Deleted: true}, nil
	}
	players, g, err := f.game(data, prefix, names)
	if err != nil {
		return nil, err
	}
	return &scoring.Match{
		ID:       *f.ID,
		Revision: *f.Revision,
		Created:  f.Created,
		Updated:  f.Updated,
		Players:  players,
		Finished: f.Finished,
		Game:     g,
		Versions: vs,
	}, nil
}

// game checks the revision, game, players and rounds of a match that is
// not deleted and decodes its players, options and rounds.
func (f *file) game(data []byte, prefix string, names bool) ([]scoring.Player, scoring.Game, error) {
	missing := func(field string) error { return fail(join(prefix, field), "storage.file.missing") }
	switch {
	case f.Revision == nil:
		return nil, nil, missing("revision")
	case *f.Revision < 0:
		return nil, nil, fail(join(prefix, "revision"), "storage.file.negative")
	case *f.Revision > scoring.MaxRevision:
		return nil, nil, revisionTooLarge(join(prefix, "revision"))
	case f.Game == nil:
		return nil, nil, missing("game")
	case f.Players == nil:
		return nil, nil, missing("players")
	case len(f.Rounds) == 0 || f.Rounds.Kind() == 'n':
		return nil, nil, missing("rounds")
	}
	def, ok := games.ByName(*f.Game)
	if !ok {
		return nil, nil, fail(join(prefix, "game"), "storage.file.game", "Value", quote(*f.Game), "Known", knownGames())
	}
	players, is, err := seats(f.Players, data, prefix, !names)
	switch {
	case err != nil:
		return nil, nil, err
	case names && len(is) > 0:
		return nil, nil, &RuleError{MatchID: *f.ID, Issues: is}
	}
	if f.Options.Kind() == 'n' {
		f.Options = nil
	}
	g, err := decodeGame(def, f.Options, f.Rounds)
	if fe, ok := err.(*FieldError); ok && prefix != "" {
		fe.Path = join(prefix, fe.Path)
	}
	return players, g, err
}
