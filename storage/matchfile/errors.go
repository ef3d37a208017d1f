package matchfile

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"reflect"
	"strings"
	"time"

	"github.com/go-json-experiment/json"
	"github.com/go-json-experiment/json/jsontext"

	"scorekeeper/assets"
	"scorekeeper/scoring"
)

// FieldError names the field of a file that is missing or wrong, and
// what is wrong with it, as a message of the translation files
// (storage.file.*, assets/translations/storage.*.json): Text says it in
// the reader's language, naming the match, round, player and field the
// way the people at the table know them; Error says it in English.
type FieldError struct {
	// Path is where the field is in the file, as a JSON pointer without
	// its leading slash, e.g. "rounds/2/entries/0/bid": for tools.
	Path string
	Key  string         // what is wrong: a translation key
	Args map[string]any // its arguments; a value of type Word is a key too
	// Where the field is, in the match's terms, when the reader knows
	// (a match's field; zero for the file's own fields).
	Match    int              // 1-based place of the match in a bundle; 0: a match file
	Location scoring.Location // round, player, field
	Game     string           // the match's game ("" unknown)
	Players  []scoring.Player // the match's players, who name the ids
}

// Word is a message argument that is itself a translation key (a word
// such as "a whole number"), rendered in the reader's language.
type Word string

// fail is the FieldError of path with the message key and its key/value arguments.
func fail(path, key string, kv ...any) *FieldError {
	e := &FieldError{Path: path, Key: key}
	if len(kv) > 0 {
		e.Args = make(map[string]any, len(kv)/2)
		for i := 0; i+1 < len(kv); i += 2 {
			e.Args[fmt.Sprint(kv[i])] = kv[i+1]
		}
	}
	return e
}

func (e *FieldError) Error() string { return e.Text(English) }

// NearLimit is the error of a count or revision n at path that is too
// near the limit (2^53 - 1) to take in: above max.
func NearLimit(path string, n, max int) *FieldError {
	return fail(path, "storage.file.nearLimit", "Value", n, "Max", max)
}

// Text says where the error is and what is wrong in t's language, the
// file's path last (for tools): "match 2, round 1, Anne's bid: 1.5 is not
// a whole number (matches/1/rounds/0/entries/0/bid)".
func (e *FieldError) Text(t scoring.Texts) string {
	args := make(map[string]any, len(e.Args))
	for k, v := range e.Args {
		if w, ok := v.(Word); ok {
			v = t(string(w), nil)
		}
		args[k] = v
	}
	msg := t(e.Key, args)
	var where []string
	if e.Match > 0 {
		where = append(where, t("place.match", map[string]any{"N": e.Match}))
	}
	if w := e.Location.Describe(t, e.Game, e.Players); w != "" {
		where = append(where, w)
	}
	switch {
	case len(where) > 0 && strings.Contains(e.Path, "/"):
		return strings.Join(where, ", ") + ": " + msg + " (" + shortPath(e.Path) + ")"
	case len(where) > 0:
		return strings.Join(where, ", ") + ": " + msg
	case e.Path != "":
		return shortPath(e.Path) + ": " + msg
	}
	return msg
}

// English renders the translation files' messages in English: the
// language of Error.
func English(key string, args map[string]any) string {
	m, err := assets.Load("en")
	if err != nil {
		return key
	}
	return m.Text(key, args)
}

// Text says err in t's language when it is one of this package's errors
// (a FieldError, RuleError or LeagueError, also wrapped), else err.Error().
func Text(err error, t scoring.Texts) string {
	var fe *FieldError
	var re *RuleError
	var le *LeagueError
	switch {
	case errors.As(err, &fe):
		return fe.Text(t)
	case errors.As(err, &re):
		return re.Text(t)
	case errors.As(err, &le):
		return le.Text(t)
	}
	return err.Error()
}

// Limits of a path shown in a message.
const (
	pathParts    = 4  // parts kept at each end
	pathPartSize = 40 // bytes kept of one part (a map key can be any string)
)

// shortPath is path as shown in a message: the first and last parts
// with "…" for those between, each part cut to a few dozen bytes, so a
// hostile file's path never fills the screen.
func shortPath(path string) string {
	parts := strings.Split(path, "/")
	if len(parts) > 2*pathParts+1 {
		parts = append(append(parts[:pathParts:pathParts], "…"), parts[len(parts)-pathParts:]...)
	}
	for i, p := range parts {
		if len(p) > pathPartSize {
			parts[i] = strings.ToValidUTF8(p[:pathPartSize], "") + "…"
		}
	}
	return strings.Join(parts, "/")
}

// RuleError lists the rule violations of a decoded match (errors only).
// Game, Players and Match (1-based in a bundle), when set, let Text name
// the rounds and players as the match does.
type RuleError struct {
	MatchID string
	Issues  scoring.Issues // errors only
	Game    string
	Players []scoring.Player
	Match   int
}

func (e *RuleError) Error() string { return e.Text(English) }

// Text lists the violations in t's language, each with its round,
// player and field: "match m1 breaks the rules:\n  round 1, Anne's bid: ...".
func (e *RuleError) Text(t scoring.Texts) string {
	var b strings.Builder
	head := t("storage.file.rules", map[string]any{"ID": e.MatchID})
	if e.Match > 0 {
		head = t("place.match", map[string]any{"N": e.Match}) + ", " + head
	}
	b.WriteString(head)
	for _, i := range e.Issues {
		b.WriteString("\n  ")
		b.WriteString(i.Text(t, e.Game, e.Players))
	}
	return b.String()
}

// fieldError turns a decoder error into a FieldError under prefix; data
// is what was decoded, for the line and column of broken JSON.
func fieldError(prefix string, data []byte, err error) error {
	var se *json.SemanticError
	var syn *jsontext.SyntacticError
	var e *FieldError
	switch {
	case errors.Is(err, io.ErrUnexpectedEOF):
		e = fail("", "storage.file.cut")
	case errors.As(err, &se):
		e = semantic(se)
	case errors.As(err, &syn) && errors.Is(err, jsontext.ErrDuplicateName):
		e = fail(string(syn.JSONPointer), "storage.file.duplicate")
	case errors.As(err, &syn):
		line, col := lineColumn(data, syn.ByteOffset)
		e = fail(string(syn.JSONPointer), "storage.file.syntax", "Line", line, "Column", col)
	default:
		e = fail("", "storage.file.other", "Detail", err.Error())
	}
	e.Path = strings.TrimPrefix(e.Path, "/")
	if prefix != "" {
		e.Path = strings.TrimSuffix(prefix+"/"+e.Path, "/")
	}
	return e
}

// semantic says in words what a value of the wrong type is.
func semantic(se *json.SemanticError) *FieldError {
	path := string(se.JSONPointer)
	value := cut(string(se.JSONValue))
	want := typeWord(se.GoType)
	switch {
	case se.JSONKind == '0' && want == "storage.file.a.whole":
		switch {
		case isWhole(value):
			return fail(path, "storage.file.huge", "Value", value)
		case strings.ContainsAny(value, "eE"):
			return fail(path, "storage.file.digits", "Value", value)
		}
		return fail(path, "storage.file.whole", "Value", value)
	case se.JSONKind == '"' && want == "storage.file.a.time":
		return fail(path, "storage.file.time")
	case se.JSONKind != 0:
		return fail(path, "storage.file.kind", "Got", kindWord(se.JSONKind), "Want", Word(want))
	}
	return fail(path, "storage.file.other", "Detail", se.Error())
}

// isWhole reports whether a JSON number is written as a whole number.
func isWhole(v string) bool {
	return v != "" && strings.Trim(strings.TrimPrefix(v, "-"), "0123456789") == ""
}

// cut is a value shown in a message, at most 40 bytes.
func cut(v string) string {
	if len(v) > pathPartSize {
		return strings.ToValidUTF8(v[:pathPartSize], "") + "…"
	}
	return v
}

var timeType = reflect.TypeFor[time.Time]()

// typeWord is the key of the word for what a Go type reads.
func typeWord(t reflect.Type) string {
	if t == nil {
		return "storage.file.a.value"
	}
	if t == timeType {
		return "storage.file.a.time"
	}
	switch t.Kind() {
	case reflect.Int, reflect.Int64, reflect.Int32, reflect.Uint, reflect.Uint64:
		return "storage.file.a.whole"
	case reflect.Float64, reflect.Float32:
		return "storage.file.a.number"
	case reflect.String:
		return "storage.file.a.text"
	case reflect.Bool:
		return "storage.file.a.bool"
	case reflect.Slice, reflect.Array:
		return "storage.file.a.list"
	case reflect.Map, reflect.Struct:
		return "storage.file.a.object"
	case reflect.Pointer:
		return typeWord(t.Elem())
	}
	return "storage.file.a.value"
}

// kindWord is the word for a JSON kind as found in a file.
func kindWord(k jsontext.Kind) Word {
	switch k {
	case 'n':
		return "storage.file.a.null"
	case 'f', 't':
		return "storage.file.a.bool"
	case '"':
		return "storage.file.a.text"
	case '0':
		return "storage.file.a.number"
	case '{':
		return "storage.file.a.object"
	case '[':
		return "storage.file.a.list"
	}
	return "storage.file.a.value"
}

// lineColumn is the 1-based line and column (in characters) of byte
// offset off in data.
func lineColumn(data []byte, off int64) (line, col int) {
	off = min(max(off, 0), int64(len(data)))
	before := data[:off]
	line = bytes.Count(before, []byte("\n")) + 1
	col = len([]rune(string(before[bytes.LastIndexByte(before, '\n')+1:]))) + 1
	return line, col
}
