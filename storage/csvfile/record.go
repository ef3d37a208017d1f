package csvfile

import (
	"bufio"
	"strings"
	"unicode"
	"unicode/utf8"
)

// records writes CSV records byte for byte as encoding/csv's Writer does
// (RFC 4180 quoting, "\n" after each record), faster on the export's
// rows: some sixty cells, most of them short or empty. A write error
// sticks (bufio) and comes back from flush.
type records struct {
	w     *bufio.Writer
	comma byte
	buf   []byte // the record being written
}

// write writes one record.
func (r *records) write(cells []string) {
	b := r.buf[:0]
	for i, s := range cells {
		if i > 0 {
			b = append(b, r.comma)
		}
		switch {
		case s == "":
		case !r.needsQuotes(s):
			b = append(b, s...)
		default:
			b = append(b, '"')
			for {
				j := strings.IndexByte(s, '"')
				if j < 0 {
					break
				}
				b = append(b, s[:j+1]...)
				b = append(b, '"')
				s = s[j+1:]
			}
			b = append(b, s...)
			b = append(b, '"')
		}
	}
	r.buf = append(b, '\n')
	r.w.Write(r.buf)
}

// needsQuotes is encoding/csv's rule: a cell holding the separator, a
// quote or a line break, one starting with a space, and `\.` are quoted.
func (r *records) needsQuotes(s string) bool {
	if s == "" {
		return false
	}
	if s == `\.` {
		return true
	}
	for i := 0; i < len(s); i++ {
		if c := s[i]; c == '\n' || c == '\r' || c == '"' || c == r.comma {
			return true
		}
	}
	c, _ := utf8.DecodeRuneInString(s)
	return unicode.IsSpace(c)
}

// flush writes what is buffered and returns the first write error.
func (r *records) flush() error { return r.w.Flush() }
