package records

import (
	"bytes"
	"encoding/binary"
	"errors"
	"math/rand/v2"
	"reflect"
	"testing"
	"time"

	"scorekeeper/scoring"
	"scorekeeper/scoring/demo"
	"scorekeeper/scoring/stats"
)

// demoMatches returns n demo matches from seed.
func demoMatches(seed uint64, n int) []*scoring.Match {
	return demo.Matches(rand.New(rand.NewPCG(seed, 1)), n, time.Date(2026, 11, 21, 19, 4, 5, 0, time.UTC))
}

func TestFrame(t *testing.T) {
	rec := Frame([]byte("k"), []byte("payload"))
	if p, err := Unframe([]byte("k"), rec); err != nil || string(p) != "payload" {
		t.Fatalf("%q %v", p, err)
	}
	if _, err := Unframe([]byte("other"), rec); !errors.Is(err, ErrChecksum) {
		t.Errorf("a record under another key: %v", err)
	}
	for i := range rec {
		bad := bytes.Clone(rec)
		bad[i] ^= 0x10
		if _, err := Unframe([]byte("k"), bad); err == nil {
			t.Errorf("flipped byte %d not detected", i)
		}
	}
	if _, err := Unframe([]byte("k"), rec[:3]); !errors.Is(err, errShort) {
		t.Errorf("short: %v", err)
	}
}

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
		got, err := NewFactsDecoder().Decode(EncodeFacts(&x))
		if err != nil || !reflect.DeepEqual(got, x) {
			t.Errorf("match %s: decoded %+v, %v; want %+v", m.ID, got, err, x)
		}
	}
	for _, c := range nonCanonicalFacts(t) {
		if _, err := NewFactsDecoder().Decode(c.data); !errors.Is(err, errFacts) {
			t.Errorf("%s: decoded (%v), want it refused", c.name, err)
		}
	}
}

// TestPackedLengthShortestOnly: a stored match whose length has a longer
// varint form than needed is refused.
func TestPackedLengthShortestOnly(t *testing.T) {
	p := PackMatch([]byte(`{"id":"m"}`))
	if _, err := UnpackMatch(p); err != nil {
		t.Fatal(err)
	}
	if _, err := UnpackMatch(overlong(p, 1)); !errors.Is(err, errPacked) {
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
	p := EncodeFacts(&x)
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

// FuzzFactsDecode: no bytes make the facts decoder panic; what it
// accepts encodes back to the same bytes.
func FuzzFactsDecode(f *testing.F) {
	for _, m := range demoMatches(10, 8) {
		x := stats.Facts(m)
		f.Add(EncodeFacts(&x))
	}
	f.Add([]byte{1})
	for _, c := range nonCanonicalFacts(f) {
		f.Add(c.data)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		x, err := NewFactsDecoder().Decode(data)
		if err != nil {
			return
		}
		// the decoder accepts only records the encoder could have written
		if again := EncodeFacts(&x); string(again) != string(data) {
			t.Errorf("re-encoded differently: %x vs %x", again, data)
		}
	})
}
