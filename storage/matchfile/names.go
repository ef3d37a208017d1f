package matchfile

import (
	"errors"
	"fmt"

	"github.com/go-json-experiment/json"
	"github.com/go-json-experiment/json/jsontext"

	"scorekeeper/scoring"
)

// NameIssues checks the players' names of a match or league
// (scoring.CleanName: 1 to 64 characters after trimming): an issue for
// each bad one, naming its field ("players/<i>/name"). A name is kept as
// written.
func NameIssues(players []scoring.Player) scoring.Issues {
	var b scoring.Builder
	for i, p := range players {
		if rule := nameRule(p.Name); rule != "" {
			nameIssue(&b, i, rule)
		}
	}
	return b.Issues
}

func nameIssue(b *scoring.Builder, i int, rule string) {
	b.Err(fmt.Sprintf("players/%d/name", i), rule, "Max", scoring.MaxName)
}

// nameRule is the translation key of what is wrong with a name ("": it
// is good).
func nameRule(name string) string {
	switch _, err := scoring.CleanName(name); {
	case errors.Is(err, scoring.ErrNameEmpty):
		return "rule.name.empty"
	case err != nil:
		return "rule.name.long"
	}
	return ""
}

// maxNameJSON bounds what is taken in of a player's name in a file: a
// name of 64 characters takes at most 770 bytes of JSON (each character
// an escaped surrogate pair, and the quotes). A longer one (with room for
// spaces around a name) is too long, found before it is copied: a
// file's 60 MB name costs no more memory than the file.
const maxNameJSON = 4 << 10

// nameIn is a player's name as read from a file: the name, or where a
// name too long to take in is (offsets in the JSON decoded).
type nameIn struct {
	s          string
	start, end int64 // of a long one (end 0: none)
}

func (n *nameIn) UnmarshalJSONFrom(dec *jsontext.Decoder) error {
	if dec.PeekKind() != '"' {
		return json.UnmarshalDecode(dec, &n.s) // the usual error: not a string
	}
	v, err := dec.ReadValue()
	switch {
	case err != nil:
		return err
	case len(v) > maxNameJSON:
		n.end = dec.InputOffset()
		n.start = n.end - int64(len(v))
		return nil
	}
	return json.Unmarshal(v, &n.s)
}

// seatIn is a seat of a match or league file.
type seatIn struct {
	ID   string `json:"id"`
	Name nameIn `json:"name"`
}

// seats checks the seats of a file (ids, names: missing, too long) and
// returns them; long: a name too long to take in is read (data is the
// JSON they were decoded from) and kept, for a match stored before names
// were checked. Name issues are returned apart.
func seats(ps []seatIn, data []byte, prefix string, long bool) ([]scoring.Player, scoring.Issues, error) {
	out := make([]scoring.Player, len(ps))
	var b scoring.Builder
	for i, p := range ps {
		name := p.Name.s
		switch {
		case len(p.ID) > scoring.MaxIDLength:
			return nil, nil, tooLong(join(prefix, fmt.Sprintf("players/%d/id", i)), p.ID)
		case p.Name.end > 0 && long:
			if err := json.Unmarshal(data[p.Name.start:p.Name.end], &name); err != nil {
				return nil, nil, fieldError(join(prefix, fmt.Sprintf("players/%d/name", i)), data, err)
			}
		case p.Name.end > 0:
			nameIssue(&b, i, "rule.name.long")
		case name == "":
			return nil, nil, fail(join(prefix, fmt.Sprintf("players/%d/name", i)), "storage.file.missing")
		default:
			if rule := nameRule(name); rule != "" {
				nameIssue(&b, i, rule)
			}
		}
		out[i] = scoring.Player{ID: p.ID, Name: name}
	}
	return out, b.Issues, nil
}
