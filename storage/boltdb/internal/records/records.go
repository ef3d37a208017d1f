package records

import (
	"bytes"
	"compress/flate"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"sync"

	"go.etcd.io/bbolt"

	"scorekeeper/storage/matchfile"
)

// The records bucket keeps everything stored about a match next to each
// other, under keys that share the match id, so a save rewrites one
// leaf page (and its branch pages) of one bucket:
//
//	<match id> 0x00 'f' -> framed binary stats.MatchFacts (a cache)
//	<match id> 0x00 'm' -> framed match record (PackMatch)
//	<match id> 0x00 's' -> framed JSON scoring.Summary (a cache)
//
// The id is everything before the last two bytes, so keys of different
// ids never collide (an id may itself contain a zero byte).
const (
	KindFacts   = 'f'
	KindMatch   = 'm'
	KindSummary = 's'
)

// RecKey is the records key of a match's record of the given kind.
func RecKey(id string, kind byte) []byte {
	k := make([]byte, len(id)+2)
	copy(k, id)
	k[len(id)+1] = kind
	return k
}

// SplitKey returns the match id and kind of a records key (ok false: the
// key is not one RecKey makes).
func SplitKey(k []byte) (id string, kind byte, ok bool) {
	n := len(k)
	if n < 3 || k[n-2] != 0 {
		return "", 0, false
	}
	switch kind = k[n-1]; kind {
	case KindFacts, KindMatch, KindSummary:
		return string(k[:n-2]), kind, true
	}
	return "", 0, false
}

// RecordsOf returns the records bucket. A write fills split pages to 90%
// (bbolt's default is 50%): records are rewritten in place far more often
// than new ones arrive, so fuller pages mean a smaller file and fewer
// branch levels (pages written per save).
func RecordsOf(tx *bbolt.Tx) *bbolt.Bucket {
	b := tx.Bucket([]byte(BucketRecords))
	if b != nil && tx.Writable() {
		b.FillPercent = RecordsFill
	}
	return b
}

// RecordsFill is how full a write fills the split pages of the records
// bucket (RecordsOf).
const RecordsFill = 0.9

// GetRecord returns the stored record of a match (nil: none); the value
// is only valid during the transaction.
func GetRecord(tx *bbolt.Tx, id string, kind byte) []byte {
	return RecordsOf(tx).Get(RecKey(id, kind))
}

// PutRecord frames payload under the key of id's record of kind.
func PutRecord(tx *bbolt.Tx, id string, kind byte, payload []byte) error {
	k := RecKey(id, kind)
	return RecordsOf(tx).Put(k, Frame(k, payload))
}

// A match record's payload is the match file JSON (EncodeMatch),
// compressed: one codec byte (matchCodecFlate), the JSON's length
// (uvarint), then the raw DEFLATE stream (compress/flate, BestSpeed).
// A demo match of about 4.8 KB takes about 1 KB, so records pack several
// to a page instead of spilling over two. Reading checks the frame first,
// then inflates at most the stated length (itself at most
// matchfile.MaxSize), which must be exact.
const matchCodecFlate = 1

var (
	flateWriters = sync.Pool{New: func() any {
		w, _ := flate.NewWriter(nil, flate.BestSpeed)
		return w
	}}
	flateReaders sync.Pool // io.ReadCloser from flate.NewReader
)

var errPacked = errors.New("the compressed match does not decode")

// PackMatch returns the stored payload of a match's JSON.
func PackMatch(data []byte) []byte {
	var buf bytes.Buffer
	buf.Grow(len(data)/3 + 64)
	buf.WriteByte(matchCodecFlate)
	var n [binary.MaxVarintLen64]byte
	buf.Write(n[:binary.PutUvarint(n[:], uint64(len(data)))])
	w := flateWriters.Get().(*flate.Writer)
	w.Reset(&buf)
	_, _ = w.Write(data) // writes to a bytes.Buffer do not fail
	_ = w.Close()
	flateWriters.Put(w)
	return buf.Bytes()
}

// UnpackMatch returns the JSON of a stored payload (checked by its
// frame). Damaged or hostile bytes give an error, never a panic, and
// never more than matchfile.MaxSize bytes.
func UnpackMatch(p []byte) ([]byte, error) {
	if len(p) == 0 || p[0] != matchCodecFlate {
		return nil, fmt.Errorf("%w: unknown codec", errPacked)
	}
	n, w := uvarint(p[1:])
	if w <= 0 || n > matchfile.MaxSize {
		return nil, fmt.Errorf("%w: bad length", errPacked)
	}
	src := bytes.NewReader(p[1+w:])
	var r io.ReadCloser
	if x, ok := flateReaders.Get().(io.ReadCloser); ok {
		if err := x.(flate.Resetter).Reset(src, nil); err != nil {
			return nil, fmt.Errorf("%w: %v", errPacked, err)
		}
		r = x
	} else {
		r = flate.NewReader(src)
	}
	defer flateReaders.Put(r)
	out := bytes.NewBuffer(make([]byte, 0, min(int(n), 1<<20)))
	// One byte more than stated, to notice a stream that is longer.
	if _, err := out.ReadFrom(io.LimitReader(r, int64(n)+1)); err != nil {
		return nil, fmt.Errorf("%w: %v", errPacked, err)
	}
	if uint64(out.Len()) != n || src.Len() != 0 {
		return nil, fmt.Errorf("%w: its length is not the stated one", errPacked)
	}
	return out.Bytes(), nil
}

// StoredJSON returns the match JSON of a stored match record under key k
// (frame checked, inflated).
func StoredJSON(k, rec []byte) ([]byte, error) {
	p, err := Unframe(k, rec)
	if err != nil {
		return nil, err
	}
	return UnpackMatch(p)
}
