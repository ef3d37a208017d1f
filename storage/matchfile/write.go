package matchfile

import (
	"fmt"
	"io"
	"time"

	"github.com/go-json-experiment/json"
	"github.com/go-json-experiment/json/jsontext"

	"scorekeeper/scoring"
	"scorekeeper/scoring/games"
)

// out is one match as written, fields in the order of SPEC section 3.
type out struct {
	Format   string           `json:"format"`
	Version  int              `json:"version"`
	ID       string           `json:"id"`
	Revision int              `json:"revision"`
	Created  time.Time        `json:"created"`
	Updated  time.Time        `json:"updated"`
	Game     string           `json:"game"`
	Players  []scoring.Player `json:"players"`
	Options  any              `json:"options"`
	Rounds   any              `json:"rounds"`
	Finished bool             `json:"finished"`
	Versions scoring.Versions `json:"versions,omitempty"`
}

// tombstone is a deleted match (SPEC section 3) or league as written.
type tombstone struct {
	Format   string           `json:"format"`
	Version  int              `json:"version"`
	ID       string           `json:"id"`
	Deleted  bool             `json:"deleted"`
	Updated  time.Time        `json:"updated"`
	Versions scoring.Versions `json:"versions"`
}

// toTombstone is m (Deleted) as written; nil versions are written as {}.
func toTombstone(m *scoring.Match) (tombstone, error) {
	if device, msg := m.Versions.Check(); msg != "" {
		return tombstone{}, fmt.Errorf("match %s: versions %q: %s", m.ID, device, msg)
	}
	vs := m.Versions
	if vs == nil {
		vs = scoring.Versions{}
	}
	return tombstone{Format: FormatMatch, Version: Version, ID: m.ID, Deleted: true, Updated: m.Updated.UTC(), Versions: vs}, nil
}

// encodable is what Write and Compact marshal for m: a tombstone or a
// match.
func encodable(m *scoring.Match) (any, error) {
	if m.Deleted {
		return toTombstone(m)
	}
	return toOut(m)
}

type bundleOut struct {
	Format  string `json:"format"`
	Version int    `json:"version"`
	Matches []out  `json:"matches"`
}

var encodeOptions = json.JoinOptions(jsontext.WithIndent("  "), json.Deterministic(true))

// Write writes one match as a match file (a tombstone when m.Deleted).
func Write(w io.Writer, m *scoring.Match) error {
	o, err := encodable(m)
	if err != nil {
		return err
	}
	return write(w, o)
}

// compactOptions write the same JSON without indentation, for storage.
var compactOptions = json.Deterministic(true)

// Compact returns m as a match file on one line: what storage keeps.
func Compact(m *scoring.Match) ([]byte, error) {
	o, err := encodable(m)
	if err != nil {
		return nil, err
	}
	return json.Marshal(o, compactOptions)
}

// WriteBundle writes matches as a bundle.
func WriteBundle(w io.Writer, ms []*scoring.Match) error {
	b := bundleOut{Format: FormatBundle, Version: Version, Matches: make([]out, 0, len(ms))}
	for _, m := range ms {
		o, err := toOut(m)
		if err != nil {
			return err
		}
		b.Matches = append(b.Matches, o)
	}
	return write(w, b)
}

func write(w io.Writer, v any) error {
	if err := json.MarshalWrite(w, v, encodeOptions); err != nil {
		return err
	}
	_, err := io.WriteString(w, "\n")
	return err
}

func toOut(m *scoring.Match) (out, error) {
	if m.Game == nil {
		return out{}, fmt.Errorf("match %s has no game", m.ID)
	}
	def, ok := games.ByName(m.Game.Name())
	if !ok {
		return out{}, fmt.Errorf("match %s: unknown game %q", m.ID, m.Game.Name())
	}
	if m.Revision < 0 || m.Revision > scoring.MaxRevision {
		return out{}, fmt.Errorf("match %s: revision %d is outside 0 to 2^53 - 1", m.ID, m.Revision)
	}
	if device, msg := m.Versions.Check(); msg != "" {
		return out{}, fmt.Errorf("match %s: versions %q: %s", m.ID, device, msg)
	}
	options, rounds, ok := encodeGame(def, m.Game)
	if !ok {
		return out{}, fmt.Errorf("match %s: game %q has an unexpected type %T", m.ID, m.Game.Name(), m.Game)
	}
	players := m.Players
	if players == nil {
		players = []scoring.Player{}
	}
	return out{
		Format: FormatMatch, Version: Version,
		ID: m.ID, Revision: m.Revision,
		Created: m.Created.UTC(), Updated: m.Updated.UTC(),
		Game: m.Game.Name(), Players: players,
		Options: options, Rounds: rounds, Finished: m.Finished,
		Versions: m.Versions,
	}, nil
}
