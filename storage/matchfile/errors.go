package matchfile

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/go-json-experiment/json"
	"github.com/go-json-experiment/json/jsontext"

	"scorekeeper/scoring"
)

// FieldError names the field of a match file that is missing or wrong.
// Path is a JSON pointer-like path, e.g. "rounds/2/entries/0/bid".
type FieldError struct {
	Path string
	Msg  string
}

func (e *FieldError) Error() string {
	if e.Path == "" {
		return e.Msg
	}
	return shortPath(e.Path) + ": " + e.Msg
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

// RuleError lists the rule violations of a decoded match.
type RuleError struct {
	MatchID string
	Issues  scoring.Issues // errors only
}

func (e *RuleError) Error() string {
	var b strings.Builder
	fmt.Fprintf(&b, "match %s breaks the rules:", e.MatchID)
	for _, i := range e.Issues {
		b.WriteString("\n  ")
		b.WriteString(i.String())
	}
	return b.String()
}

// fieldError turns a decoder error into a FieldError under prefix.
func fieldError(prefix string, err error) error {
	var se *json.SemanticError
	var syn *jsontext.SyntacticError
	path, msg := "", err.Error()
	switch {
	case errors.As(err, &se):
		path = string(se.JSONPointer)
		msg = "wrong type"
		if se.JSONKind != 0 {
			msg = "a " + kindName(se.JSONKind) + " is not allowed here"
		}
		if se.Err != nil {
			msg += " (" + se.Err.Error() + ")"
		}
	case errors.As(err, &syn):
		path = string(syn.JSONPointer)
		msg = strings.TrimPrefix(syn.Err.Error(), "jsontext: ")
	}
	if errors.Is(err, io.ErrUnexpectedEOF) {
		msg = "the file ends too early (cut off, or still being written)"
	}
	path = strings.TrimPrefix(path, "/")
	if prefix != "" {
		path = strings.TrimSuffix(prefix+"/"+path, "/")
	}
	return &FieldError{Path: path, Msg: msg}
}

func kindName(k jsontext.Kind) string {
	switch k {
	case 'n':
		return "null"
	case 'f', 't':
		return "boolean"
	case '"':
		return "string"
	case '0':
		return "number"
	case '{':
		return "object"
	case '[':
		return "list"
	}
	return "value"
}
