package records

import "encoding/binary"

// uvarint reads a varint as binary.Uvarint does, and also refuses one
// longer than its shortest form (n <= 0), the only form the encoders
// write: a damaged record must not decode as if it were sound.
func uvarint(p []byte) (v uint64, n int) {
	v, n = binary.Uvarint(p)
	if n > 0 && n != uvarintLen(v) {
		return 0, -n
	}
	return v, n
}

// varint is binary.Varint in its shortest form only (uvarint).
func varint(p []byte) (int64, int) {
	ux, n := uvarint(p)
	x := int64(ux >> 1)
	if ux&1 != 0 {
		x = ^x
	}
	return x, n
}

// uvarintLen is the length of v's shortest varint form.
func uvarintLen(v uint64) int {
	n := 1
	for ; v >= 0x80; v >>= 7 {
		n++
	}
	return n
}
