package matchfile

import (
	"crypto/sha256"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/go-json-experiment/json"
	"github.com/go-json-experiment/json/jsontext"

	"scorekeeper/scoring"
)

// errTooLarge is what limitReader returns once one value has read more
// than its limit.
var errTooLarge = errors.New("value too large")

// readChunk is the most limitReader reads at once.
const readChunk = 1 << 20

// limitReader counts what the decoder has read and refuses to read on
// once the value being read (from start) has taken more than limit: a
// huge match is refused without being held in memory. The decoder reads
// only when what it has does not complete the token or value it is
// reading, and the scanner moves start to each one's beginning (mark).
type limitReader struct {
	r        io.Reader
	n, start int64
	limit    int64
	stopped  bool
}

func (l *limitReader) Read(p []byte) (int, error) {
	if l.n-l.start > l.limit {
		l.stopped = true
		return 0, errTooLarge
	}
	if len(p) > readChunk {
		p = p[:readChunk] // so a value overshoots its limit by at most this
	}
	n, err := l.r.Read(p)
	l.n += int64(n)
	return n, err
}

// field is a top-level name and value as read.
type field struct {
	name  string
	value []byte
}

// scanner is the state of one Scan.
type scanner struct {
	dec                  *jsontext.Decoder
	lr                   *limitReader
	fields               []field // top-level fields but matches
	size                 int64   // their bytes
	format               *string
	version              *int
	leagues              []byte
	streamed, sawMatches bool
	ids                  map[[16]byte]int
}

// Scan reads a match file or a bundle from r without holding the file in
// memory: each match is decoded and checked as Decode does and passed to
// fn, in file order; a bundle's leagues section is decoded and checked as
// DecodeLeagues does and returned once the file has been read to its
// end. A file may be any size; one match, the leagues section and the
// other top-level fields together may each be at most MaxSize. A match id
// that comes twice is refused. fn's error stops Scan and is returned as
// it is. A bundle's matches reach fn before the end of the file is
// known: a caller that must not act on a bad file scans it twice (check,
// then act).
func Scan(r io.Reader, fn func(*scoring.Match) error) ([]LeagueItem, error) {
	lr := &limitReader{r: r, limit: MaxSize}
	s := &scanner{lr: lr, dec: jsontext.NewDecoder(lr), ids: map[[16]byte]int{}}
	if err := s.object(fn); err != nil {
		return nil, err
	}
	return s.finish(fn)
}

// err turns a decoder error into a FieldError naming where it is.
func (s *scanner) err(path string, err error) error {
	if s.lr.stopped || errors.Is(err, errTooLarge) {
		return fail(path, "storage.file.valueLarge", "Max", MaxSize>>20)
	}
	if errors.Is(err, io.ErrUnexpectedEOF) {
		return fail(path, "storage.file.cut")
	}
	var syn *jsontext.SyntacticError
	if errors.As(err, &syn) && !errors.Is(err, jsontext.ErrDuplicateName) {
		return fail(string(syn.JSONPointer), "storage.file.syntaxAt", "Offset", syn.ByteOffset)
	}
	if errors.As(err, &syn) {
		return fieldError("", nil, err)
	}
	if errors.Is(err, io.EOF) {
		return fail("", "storage.file.empty")
	}
	return err // reading failed
}

// mark starts counting the next token or value's size at where the
// decoder is.
func (s *scanner) mark() { s.lr.start = s.dec.InputOffset() }

// peek is the kind of the next token (0 on an error, which the next read
// returns).
func (s *scanner) peek() jsontext.Kind {
	s.mark()
	return s.dec.PeekKind()
}

// token reads the next token.
func (s *scanner) token() (jsontext.Token, error) {
	s.mark()
	return s.dec.ReadToken()
}

// value reads the next whole value, at most MaxSize.
func (s *scanner) value(path string) (jsontext.Value, error) {
	s.mark()
	v, err := s.dec.ReadValue()
	if err != nil {
		return nil, s.err(path, err)
	}
	if len(v) > MaxSize {
		return nil, fail(path, "storage.file.valueLarge", "Max", MaxSize>>20)
	}
	return v, nil
}

// object reads the file's one object, its matches one by one (fn) and
// the other fields whole.
func (s *scanner) object(fn func(*scoring.Match) error) error {
	tok, err := s.token()
	if err != nil {
		return s.err("", err)
	}
	if tok.Kind() != '{' {
		return fail("", "storage.file.notObject")
	}
	seen := map[string]string{}
	for s.peek() != '}' {
		tok, err := s.token()
		if err != nil {
			return s.err("", err)
		}
		name := tok.String()
		lower := strings.ToLower(name)
		if other, dup := seen[lower]; dup && (lower == "format" || lower == "version" || lower == "matches" || lower == "leagues") {
			return fail(name, "storage.file.duplicateAlso", "Other", strconv.Quote(other))
		}
		seen[lower] = name
		if lower == "matches" && (s.format == nil || *s.format == FormatBundle) {
			err = s.matches(fn)
		} else {
			err = s.field(name, lower)
		}
		if err != nil {
			return err
		}
	}
	if _, err := s.token(); err != nil {
		return s.err("", err)
	}
	if _, err := s.token(); err != io.EOF {
		if err == nil {
			return fail("", "storage.file.twoValues")
		}
		return s.err("", err)
	}
	return nil
}

// field reads a top-level field other than a bundle's matches (lower:
// its name in lower case) and keeps it.
func (s *scanner) field(name, lower string) error {
	v, err := s.value(name)
	if err != nil {
		return err
	}
	if s.size += int64(len(v)); s.size > MaxSize {
		return fail("", "storage.file.outside", "Max", MaxSize>>20)
	}
	switch lower {
	case "format":
		err = unmarshal(v, &s.format)
	case "version":
		err = unmarshal(v, &s.version)
	case "leagues":
		s.leagues = v.Clone()
	}
	if err != nil {
		return fieldError(name, v, err)
	}
	s.fields = append(s.fields, field{name, v.Clone()})
	return nil
}

// matches reads the bundle's list, one match at a time.
func (s *scanner) matches(fn func(*scoring.Match) error) error {
	s.sawMatches = true
	if s.format != nil {
		if err := checkVersion(s.version, ""); err != nil {
			return err
		}
	}
	switch k := s.peek(); k {
	case 'n':
		_, err := s.token()
		return err
	case '[':
	default:
		if _, err := s.value("matches"); err != nil {
			return err
		}
		return fail("matches", "storage.file.kind", "Got", kindWord(k), "Want", Word("storage.file.a.list"))
	}
	s.streamed = true
	if _, err := s.token(); err != nil {
		return s.err("matches", err)
	}
	for i := 0; s.peek() != ']'; i++ {
		prefix := fmt.Sprintf("matches/%d", i)
		raw, err := s.value(prefix)
		if err != nil {
			return err
		}
		m, err := decodeMatch(raw, prefix)
		if err != nil {
			return err
		}
		key := idKey(m.ID)
		if j, dup := s.ids[key]; dup {
			return fail(prefix+"/id", "storage.file.sameMatch", "ID", m.ID, "Other", j+1)
		}
		s.ids[key] = i
		if err := fn(m); err != nil {
			return err
		}
	}
	if _, err := s.token(); err != nil {
		return s.err("matches", err)
	}
	return nil
}

// idKey is what Scan remembers of a match id to find it again: 16 bytes
// of its SHA-256, whatever the id's length (two ids sharing them are
// beyond chance).
func idKey(id string) [16]byte {
	sum := sha256.Sum256([]byte(id))
	return [16]byte(sum[:16])
}

// finish checks the header once the file is read, decodes a lone match
// file and the leagues section.
func (s *scanner) finish(fn func(*scoring.Match) error) ([]LeagueItem, error) {
	if s.format == nil {
		return nil, fail("format", "storage.file.notMatch")
	}
	switch *s.format {
	case FormatMatch:
		if s.streamed {
			return nil, fail("matches", "storage.file.matchList", "Match", strconv.Quote(FormatMatch), "Bundle", strconv.Quote(FormatBundle))
		}
		var obj []byte
		obj = append(obj, '{')
		for i, f := range s.fields {
			if i > 0 {
				obj = append(obj, ',')
			}
			obj, _ = jsontext.AppendQuote(obj, f.name)
			obj = append(obj, ':')
			obj = append(obj, f.value...)
		}
		obj = append(obj, '}')
		m, err := decodeMatch(obj, "")
		if err != nil {
			return nil, err
		}
		return nil, fn(m)
	case FormatBundle:
		if err := checkVersion(s.version, ""); err != nil {
			return nil, err
		}
		if !s.sawMatches || !s.streamed {
			return nil, fail("matches", "storage.file.missing")
		}
		if len(s.leagues) == 0 || jsontext.Value(s.leagues).Kind() == 'n' {
			return nil, nil
		}
		return DecodeLeagues(s.leagues)
	default:
		return nil, fail("format", "storage.file.formats", "Value", quote(*s.format), "Match", FormatMatch, "Bundle", FormatBundle)
	}
}

// BundleWriter writes a bundle one match at a time, byte for byte what
// WriteBundleWith writes for the same matches and leagues, holding only
// the match being written.
type BundleWriter struct {
	enc     *jsontext.Encoder
	started bool
	err     error
}

// NewBundleWriter starts a bundle on w; nothing is written before the
// first Write or Close.
func NewBundleWriter(w io.Writer) *BundleWriter {
	return &BundleWriter{enc: jsontext.NewEncoder(w, encodeOptions)}
}

func (b *BundleWriter) start() error {
	if b.started || b.err != nil {
		return b.err
	}
	b.started = true
	for _, t := range []jsontext.Token{jsontext.BeginObject, jsontext.String("format"), jsontext.String(FormatBundle),
		jsontext.String("version"), jsontext.Int(Version), jsontext.String("matches"), jsontext.BeginArray} {
		if b.err = b.enc.WriteToken(t); b.err != nil {
			return b.err
		}
	}
	return nil
}

// Write adds one match.
func (b *BundleWriter) Write(m *scoring.Match) error {
	if err := b.start(); err != nil {
		return err
	}
	o, err := toOut(m)
	if err != nil {
		return err // nothing of it was written
	}
	b.err = json.MarshalEncode(b.enc, o, encodeOptions)
	return b.err
}

// Close ends the list of matches, writes the leagues section (none when
// leagues is empty) and ends the bundle. It does not close w.
func (b *BundleWriter) Close(leagues []LeagueItem) error {
	if err := b.start(); err != nil {
		return err
	}
	if b.err = b.enc.WriteToken(jsontext.EndArray); b.err != nil {
		return b.err
	}
	if len(leagues) > 0 {
		type section struct {
			Version int         `json:"version"`
			Items   []leagueOut `json:"items"`
		}
		sec := section{Version: LeaguesVersion}
		for _, it := range leagues {
			sec.Items = append(sec.Items, leagueToOut(it))
		}
		if b.err = b.enc.WriteToken(jsontext.String("leagues")); b.err != nil {
			return b.err
		}
		if b.err = json.MarshalEncode(b.enc, sec, encodeOptions); b.err != nil {
			return b.err
		}
	}
	b.err = b.enc.WriteToken(jsontext.EndObject)
	return b.err
}

// DecodeMatch decodes and checks one match file (not a bundle), as
// Decode does, reading it once (Decode first reads the header to tell a
// match file from a bundle).
func DecodeMatch(data []byte) (*scoring.Match, error) {
	if len(data) == 0 {
		return nil, fail("", "storage.file.empty")
	}
	return decodeMatch(data, "")
}

// DecodeStored is DecodeMatch for a match a database stored: its
// players' names are read as they were stored (a name longer than the
// rule allows, stored before the rule, does not make the match
// unreadable).
func DecodeStored(data []byte) (*scoring.Match, error) {
	if len(data) == 0 {
		return nil, fail("", "storage.file.empty")
	}
	return decodeMatchAs(data, "", false)
}
