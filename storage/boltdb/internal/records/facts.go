package records

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"time"

	"go.etcd.io/bbolt"

	"scorekeeper/scoring"
	"scorekeeper/scoring/games"
	"scorekeeper/scoring/stats"
)

// Each match's statistics facts (stats.Facts) are a cache derived from
// the entries, like the summary: the records bucket's <id> 0 'f' record,
// written in the same transaction as the match and rebuilt by Repair and
// the migration. A period is a cursor range of the time index (idx_time),
// a player's matches are their idx_player entries; each entry's facts are
// one lookup. Values are framed binary records (FactsFormat), small
// enough that 10,000 matches read and add up in a few milliseconds.
const FactsFormat = 2

// factsInline is the format before it, in which a seat's numbers were
// not length-prefixed; only the migration to FactsFormat reads it.
const factsInline = 1

// PutFacts stores the facts of m, whose Result is r.
func PutFacts(tx *bbolt.Tx, m *scoring.Match, r scoring.Result) error {
	x := stats.FactsOf(m, r)
	return PutRecord(tx, m.ID, KindFacts, EncodeFacts(&x))
}

// EncodeFacts writes facts as: format byte, id, game, created (Unix
// seconds, nanoseconds), over, then per seat: player id and name, flags
// (placed, won), score, rank and, when the match is over, the game's
// numbers as the game writes them (stats.Numbers; none for a game that
// keeps none). Strings and the numbers are length-prefixed; numbers are
// varints.
func EncodeFacts(x *stats.MatchFacts) []byte {
	e := factsEncoder{buf: make([]byte, 0, 64+48*len(x.Seats))}
	e.buf = append(e.buf, FactsFormat)
	e.str(x.ID)
	e.str(x.Game)
	e.int(x.Created.Unix())
	e.int(int64(x.Created.Nanosecond()))
	e.bool(x.Over)
	e.int(int64(len(x.Seats)))
	for i := range x.Seats {
		s := &x.Seats[i]
		e.str(s.Player.ID)
		e.str(s.Player.Name)
		var flags byte
		if s.Placed {
			flags |= 1
		}
		if s.Won {
			flags |= 2
		}
		e.buf = append(e.buf, flags)
		e.int(int64(s.Score))
		e.int(int64(s.Rank))
		if x.Over {
			e.numbers(s.Numbers)
		}
	}
	return e.buf
}

// numbers writes n (nil: none) length-prefixed.
func (e *factsEncoder) numbers(n stats.Numbers) {
	sub := factsEncoder{buf: e.scratch[:0]}
	if n != nil {
		n.Encode(&sub)
	}
	e.buf = binary.AppendUvarint(e.buf, uint64(len(sub.buf)))
	e.buf = append(e.buf, sub.buf...)
	e.scratch = sub.buf
}

type factsEncoder struct {
	buf     []byte
	scratch []byte // a seat's numbers, before their length is known
}

func (e *factsEncoder) int(v int64) { e.buf = binary.AppendVarint(e.buf, v) }
func (e *factsEncoder) str(s string) {
	e.buf = binary.AppendUvarint(e.buf, uint64(len(s)))
	e.buf = append(e.buf, s...)
}
func (e *factsEncoder) bool(b bool) {
	if b {
		e.buf = append(e.buf, 1)
	} else {
		e.buf = append(e.buf, 0)
	}
}

// Int writes a game's number (stats.Writer).
func (e *factsEncoder) Int(v int) { e.int(int64(v)) }

var errFacts = errors.New("the facts record does not decode")

// FactsDecoder reads facts records; it shares equal strings (player ids,
// names and game names repeat in every record) across the records it
// decodes.
type FactsDecoder struct {
	strs     map[string]string
	counters map[string]stats.Counter // by game name; nil: none
	p        []byte
	err      error
}

func NewFactsDecoder() *FactsDecoder {
	return &FactsDecoder{strs: map[string]string{}, counters: map[string]stats.Counter{}}
}

// decode decodes one record (the payload of a frame). It never panics
// and never keeps p.
func (d *FactsDecoder) Decode(p []byte) (stats.MatchFacts, error) {
	return d.decodeAs(p, FactsFormat)
}

// decodeAs decodes a record of the given format.
func (d *FactsDecoder) decodeAs(p []byte, format byte) (x stats.MatchFacts, err error) {
	d.p, d.err = p, nil
	if len(p) == 0 || p[0] != format {
		return x, fmt.Errorf("%w: unknown format", errFacts)
	}
	d.p = d.p[1:]
	x.ID = d.str()
	x.Game = d.str()
	sec, nsec := d.int(), d.int()
	if nsec < 0 || nsec >= 1e9 {
		d.fail()
	}
	x.Created = time.Unix(sec, nsec).UTC()
	x.Over = d.bool()
	n := d.count(4) // a seat takes at least 4 bytes
	if d.err == nil {
		x.Seats = make([]stats.Seat, n)
	}
	for i := 0; i < n && d.err == nil; i++ {
		s := &x.Seats[i]
		s.Player.ID = d.str()
		s.Player.Name = d.str()
		flags := d.byte()
		if flags&^3 != 0 {
			d.fail()
		}
		s.Placed, s.Won = flags&1 != 0, flags&2 != 0
		s.Score = d.num()
		s.Rank = d.num()
		if x.Over {
			s.Numbers = d.numbers(x.Game, format == factsInline)
		}
	}
	if d.err == nil && len(d.p) != 0 {
		d.fail()
	}
	if d.err != nil {
		return stats.MatchFacts{}, d.err
	}
	return x, nil
}

// numbers reads a seat's numbers of the game named game (stats.Counter;
// nil for a game that keeps none): length-prefixed, or inline (the
// format before).
func (d *FactsDecoder) numbers(game string, inline bool) stats.Numbers {
	c, ok := d.counters[game]
	if !ok {
		def, known := games.ByName(game)
		if !known {
			d.fail() // a game this build does not know
			return nil
		}
		c, _ = def.New().(stats.Counter)
		d.counters[game] = c
	}
	if inline {
		return d.numbersIn(c)
	}
	blob := d.bytes()
	if d.err != nil {
		return nil
	}
	rest := d.p
	d.p = blob
	n := d.numbersIn(c)
	if len(d.p) != 0 {
		d.fail() // numbers the game did not write
	}
	if d.err == nil {
		d.p = rest
	}
	return n
}

// numbersIn reads c's numbers (none when c is nil).
func (d *FactsDecoder) numbersIn(c stats.Counter) stats.Numbers {
	if c == nil {
		return nil
	}
	n := c.Numbers()
	n.Decode(d)
	return n
}

func (d *FactsDecoder) fail() {
	if d.err == nil {
		d.err = errFacts
	}
	d.p = nil
}

func (d *FactsDecoder) byte() byte {
	if len(d.p) == 0 {
		d.fail()
		return 0
	}
	b := d.p[0]
	d.p = d.p[1:]
	return b
}

// bool is a byte 0 or 1, as the encoder writes it.
func (d *FactsDecoder) bool() bool {
	b := d.byte()
	if b > 1 {
		d.fail()
	}
	return b == 1
}

func (d *FactsDecoder) int() int64 {
	v, n := varint(d.p)
	if n <= 0 {
		d.fail()
		return 0
	}
	d.p = d.p[n:]
	return v
}

// num is an int that fits the platform's int.
func (d *FactsDecoder) num() int {
	v := d.int()
	if v > math.MaxInt32 || v < math.MinInt32 {
		d.fail()
		return 0
	}
	return int(v)
}

// count is a length of items of at least min bytes each that the rest of
// the record can hold.
func (d *FactsDecoder) count(min int) int {
	v := d.int()
	if v < 0 || v > int64(len(d.p)/min) {
		d.fail()
		return 0
	}
	return int(v)
}

// Int reads a game's number (stats.Reader).
func (d *FactsDecoder) Int() int { return d.num() }

// Len reads the length of a game's list (stats.Reader).
func (d *FactsDecoder) Len(min int) int { return d.count(min) }

// bytes reads length-prefixed bytes (a part of the record, not a copy).
func (d *FactsDecoder) bytes() []byte {
	l, n := uvarint(d.p)
	if n <= 0 || l > uint64(len(d.p)-n) {
		d.fail()
		return nil
	}
	b := d.p[n : n+int(l)]
	d.p = d.p[n+int(l):]
	return b
}

func (d *FactsDecoder) str() string {
	b := d.bytes()
	if d.err != nil {
		return ""
	}
	if s, ok := d.strs[string(b)]; ok {
		return s
	}
	s := string(b)
	d.strs[s] = s
	return s
}

// record checks the frame of the stored facts record of match id and
// decodes it; it must be the facts of that match.
func (d *FactsDecoder) Record(id string, v []byte) (stats.MatchFacts, error) {
	p, err := Unframe(RecKey(id, KindFacts), v)
	var x stats.MatchFacts
	if err == nil {
		x, err = d.Decode(p)
	}
	if err == nil && x.ID != id {
		err = fmt.Errorf("%w: it is another match's", errFacts)
	}
	if err != nil {
		return stats.MatchFacts{}, &RecordError{Bucket: BucketFacts, Key: id, MatchID: id, Err: err}
	}
	return x, nil
}
