package cli

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// printable is s for a terminal (SPEC 4): control characters (C0 such as
// ESC, BEL, tabs and line breaks; DEL; C1 such as U+009B, a CSI), line
// and paragraph separators, bidirectional controls and invalid UTF-8
// written as Go escapes (\x1b, \a, \t, \n, \u009b, \u202e, \xff), so a
// name cannot move the cursor, clear the screen, reorder the line, start
// a line of its own or break a table. Other characters (accents, emoji
// with their joiners) stay as they are. Every name, id and path this
// package prints goes through it; the JSON output is escaped by the
// encoder.
func printable(s string) string {
	if !strings.ContainsFunc(s, unsafeRune) && utf8.ValidString(s) {
		return s
	}
	var b strings.Builder
	for i, w := 0, 0; i < len(s); i += w {
		r, n := utf8.DecodeRuneInString(s[i:])
		w = n
		switch {
		case r == utf8.RuneError && n == 1:
			fmt.Fprintf(&b, "\\x%02x", s[i])
		case unsafeRune(r):
			q := strconv.QuoteRune(r)
			b.WriteString(q[1 : len(q)-1])
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// unsafeRune reports whether a terminal would act on r rather than show
// it: C0, DEL and C1 (unicode.IsControl), line and paragraph separators,
// bidirectional controls.
func unsafeRune(r rune) bool {
	return unicode.IsControl(r) || unicode.In(r, unicode.Zl, unicode.Zp, unicode.Bidi_Control)
}

// text is a message in the user's language with every string argument
// (a name, an id, a path) printable.
func (env *Env) text(key string, args map[string]any) string {
	safe := make(map[string]any, len(args))
	for k, v := range args {
		if s, ok := v.(string); ok {
			v = printable(s)
		}
		safe[k] = v
	}
	return env.Msg.Text(key, safe)
}

// detailed is an error with lines under it (a list, a hint): printed,
// each line is one of its own, its text printable.
type detailed struct {
	err   error
	colon bool // a list: the error ends with a colon
	lines []string
}

// withLines is err with lines of advice under it.
func withLines(err error, lines ...string) error { return &detailed{err: err, lines: lines} }

// listing is err, a colon, and the lines of a list under it.
func listing(err error, lines []string) error { return &detailed{err: err, colon: true, lines: lines} }

func (d *detailed) Error() string { return d.err.Error() + d.tail() }
func (d *detailed) Unwrap() error { return d.err }

func (d *detailed) tail() string {
	t := "\n  " + strings.Join(d.lines, "\n  ")
	if d.colon {
		t = ":" + t
	}
	return t
}

// under is the colon of a list and the lines under the error, each
// printable.
func (d *detailed) under() string {
	var b strings.Builder
	if d.colon {
		b.WriteString(":")
	}
	for _, l := range d.lines {
		b.WriteString("\n  " + printable(l))
	}
	return b.String()
}

// errorText is err as printed: printable, with the line breaks of the
// lines under it (withLines) kept; any other line break in it (from a
// name, an id) is escaped.
func errorText(err error) string {
	msg := err.Error()
	var d *detailed
	if errors.As(err, &d) {
		if head, ok := strings.CutSuffix(msg, d.tail()); ok {
			return errorText(errors.New(head)) + d.under()
		}
	}
	return printable(msg)
}
