package boltdb

import (
	"encoding/binary"
	"errors"
	"reflect"
	"testing"

	"scorekeeper/scoring/stats"
)

// TestVarintShortestOnly: uvarint and varint read what binary.Append*
// writes, and refuse a longer form of the same number.
func TestVarintShortestOnly(t *testing.T) {
	for _, v := range []int64{0, 1, -1, 63, -64, 64, 127, 128, 1 << 20, -1 << 40, 1<<63 - 1, -1 << 63} {
		p := binary.AppendVarint(nil, v)
		if got, n := varint(p); got != v || n != len(p) {
			t.Errorf("varint(%x) = %d, %d; want %d, %d", p, got, n, v, len(p))
		}
		if _, n := varint(overlong(p, 0)); n > 0 {
			t.Errorf("varint accepts %x, a longer form of %d", overlong(p, 0), v)
		}
	}
	for _, p := range [][]byte{{0x80, 0x00}, {0xff, 0x80, 0x00}, {0x80, 0x80, 0x80, 0x00}} {
		if _, n := uvarint(p); n > 0 {
			t.Errorf("uvarint accepts %x", p)
		}
	}
}

// TestFactsRoundTrip: a facts record decodes to the facts it was made
// of, and a record the encoder could not have written is refused.
func TestFactsRoundTrip(t *testing.T) {
	for _, m := range demoMatches(12, 20) {
		x := stats.Facts(m)
		got, err := newFactsDecoder().decode(encodeFacts(&x))
		if err != nil || !reflect.DeepEqual(got, x) {
			t.Errorf("match %s: decoded %+v, %v; want %+v", m.ID, got, err, x)
		}
	}
	for _, c := range nonCanonicalFacts(t) {
		if _, err := newFactsDecoder().decode(c.data); !errors.Is(err, errFacts) {
			t.Errorf("%s: decoded (%v), want it refused", c.name, err)
		}
	}
}

// TestPackedLengthShortestOnly: a stored match whose length has a longer
// varint form than needed is refused.
func TestPackedLengthShortestOnly(t *testing.T) {
	p := packMatch([]byte(`{"id":"m"}`))
	if _, err := unpackMatch(p); err != nil {
		t.Fatal(err)
	}
	if _, err := unpackMatch(overlong(p, 1)); !errors.Is(err, errPacked) {
		t.Errorf("a longer length form: %v, want it refused", err)
	}
}

// overlong returns p with the varint at offset at one byte longer: the
// same number in a form no encoder writes.
func overlong(p []byte, at int) []byte {
	_, n := binary.Uvarint(p[at:])
	end := at + n
	out := append([]byte{}, p[:end-1]...)
	out = append(out, p[end-1]|0x80, 0)
	return append(out, p[end:]...)
}

type factsCase struct {
	name string
	data []byte
}

// nonCanonicalFacts are facts records of a finished match changed into
// forms the encoder never writes.
func nonCanonicalFacts(tb testing.TB) []factsCase {
	m := demoMatches(13, 1)[0]
	x := stats.Facts(m)
	if !x.Over || len(x.Seats) == 0 {
		tb.Fatal("want a finished demo match")
	}
	p := encodeFacts(&x)
	// format byte, id, game, created seconds and nanoseconds, over
	id := 1
	game := id + 1 + len(x.ID)
	sec := game + 1 + len(x.Game)
	_, n := binary.Varint(p[sec:])
	nsec := sec + n
	_, n = binary.Varint(p[nsec:])
	over := nsec + n
	seats := over + 1
	flags := seats + 1 + 1 + len(x.Seats[0].Player.ID) + 1 + len(x.Seats[0].Player.Name)
	set := func(at int, b byte) []byte {
		out := append([]byte{}, p...)
		out[at] = b
		return out
	}
	return []factsCase{
		{"a longer id length", overlong(p, id)},
		{"longer created seconds", overlong(p, sec)},
		{"a longer seat count", overlong(p, seats)},
		{"over is 2", set(over, 2)},
		{"unknown seat flags", set(flags, p[flags]|4)},
	}
}
