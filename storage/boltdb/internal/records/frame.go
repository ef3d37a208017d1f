package records

import (
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
)

// A stored value is framed: one format byte, a CRC-32C (Castagnoli) of
// the key and the payload (big-endian), then the payload. Including the
// key catches a value that ended up under the wrong key.
const (
	frameFormat = 1
	frameHeader = 5
)

var castagnoli = crc32.MakeTable(crc32.Castagnoli)

// Errors of unframe.
var (
	errShort    = errors.New("the record is truncated")
	errFormat   = errors.New("the record has an unknown format")
	ErrChecksum = errors.New("checksum mismatch")
)

func checksum(key, payload []byte) uint32 {
	return crc32.Update(crc32.Checksum(key, castagnoli), castagnoli, payload)
}

// Frame returns the stored form of payload under key.
func Frame(key, payload []byte) []byte {
	out := make([]byte, frameHeader+len(payload))
	out[0] = frameFormat
	binary.BigEndian.PutUint32(out[1:frameHeader], checksum(key, payload))
	copy(out[frameHeader:], payload)
	return out
}

// Unframe checks a stored value and returns its payload (a sub-slice of
// rec: copy it before the transaction ends).
func Unframe(key, rec []byte) ([]byte, error) {
	if len(rec) < frameHeader {
		return nil, errShort
	}
	if rec[0] != frameFormat {
		return nil, fmt.Errorf("%w (%d)", errFormat, rec[0])
	}
	payload := rec[frameHeader:]
	if binary.BigEndian.Uint32(rec[1:frameHeader]) != checksum(key, payload) {
		return nil, ErrChecksum
	}
	return payload, nil
}
