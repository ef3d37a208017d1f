package matchfile

import (
	"bytes"
	"errors"
	"io"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"
	"time"

	"scorekeeper/scoring"
	"scorekeeper/scoring/demo"
)

func scanAll(r io.Reader) ([]*scoring.Match, []LeagueItem, error) {
	var ms []*scoring.Match
	ls, err := Scan(r, func(m *scoring.Match) error { ms = append(ms, m); return nil })
	return ms, ls, err
}

// Scan reads what DecodeBundle reads, and refuses what it refuses.
func TestScanIsDecodeBundle(t *testing.T) {
	now := time.Date(2026, 11, 21, 19, 0, 0, 0, time.UTC)
	ms := demo.Matches(rand.New(rand.NewPCG(3, 3)), 30, now)
	var bundle, withLeagues bytes.Buffer
	if err := WriteBundle(&bundle, ms); err != nil {
		t.Fatal(err)
	}
	if err := WriteBundleWith(&withLeagues, nil, []LeagueItem{sampleLeague(t)}); err != nil {
		t.Fatal(err)
	}
	two := `{"format": "scorekeeper.bundle", "version": 1, "matches": [` + valid + `,` + strings.Replace(valid, `"m1"`, `"m2"`, 1) + `]}`
	good := []string{valid, bundle.String(), withLeagues.String(), two,
		`{"format": "scorekeeper.bundle", "version": 1, "matches": []}`,
		`{"matches": [], "version": 1, "format": "scorekeeper.bundle"}`,
		edit(t, `"revision": 2`, `"Revision": 7`)}
	for i, f := range good {
		b, err := DecodeBundle([]byte(f))
		if err != nil {
			t.Fatal(err)
		}
		gotMs, gotLs, err := scanAll(strings.NewReader(f))
		if err != nil {
			t.Fatalf("file %d: %v", i, err)
		}
		if len(gotMs) != len(b.Matches) || (len(b.Matches) > 0 && !reflect.DeepEqual(gotMs, b.Matches)) || !reflect.DeepEqual(gotLs, b.Leagues) {
			t.Errorf("file %d: Scan read something else than DecodeBundle", i)
		}
	}
	bad := []string{"", "  ", "hello", "[1,2]", `{"version": 1}`, `{"format": "x", "version": 1}`,
		edit(t, `"version": 1,`, ""), edit(t, `"version": 1`, `"version": 2`), edit(t, `"id": "m1",`, ""),
		edit(t, `"revision": 2,`, `"revision": 2, "revision": 3,`), edit(t, `"bid": 0,`, `"bid": 0, "Bid": 1,`),
		edit(t, `"bid": 1, "tricks": 1}`, `"bid": 1, "tricks": 2}`),
		`{"format": "scorekeeper.bundle", "version": 1, "matches": [` + valid + `,` + valid + `]}`,
		`{"format": "scorekeeper.bundle", "version": 1}`,
		`{"format": "scorekeeper.bundle", "version": 2, "matches": []}`,
		`{"format": "scorekeeper.bundle", "Format": "scorekeeper.bundle", "version": 1, "matches": []}`,
		`{"format": "scorekeeper.bundle", "version": 1, "matches": [` + valid,
		`{"format": "scorekeeper.bundle", "version": 1, "matches": []} {}`,
		`{"format": "scorekeeper.bundle", "version": 1, "matches": [], "leagues": {"items": []}}`,
	}
	for i, f := range bad {
		_, errD := DecodeBundle([]byte(f))
		_, _, err := scanAll(strings.NewReader(f))
		if errD == nil || err == nil {
			t.Errorf("bad file %d: Decode %v, Scan %v", i, errD, err)
		}
		var fe *FieldError
		var re *RuleError
		var le *LeagueError
		if err != nil && !errors.As(err, &fe) && !errors.As(err, &re) && !errors.As(err, &le) {
			t.Errorf("bad file %d: %v (%T) names no field", i, err, err)
		}
	}
	stop := errors.New("stop")
	if _, err := Scan(strings.NewReader(two), func(*scoring.Match) error { return stop }); err != stop {
		t.Errorf("fn's error: %v", err)
	}
}

// BundleWriter writes byte for byte what WriteBundleWith writes.
func TestBundleWriterIsWriteBundle(t *testing.T) {
	now := time.Date(2026, 11, 21, 19, 0, 0, 0, time.UTC)
	ms := demo.Matches(rand.New(rand.NewPCG(4, 4)), 25, now)
	for _, tc := range []struct {
		ms      []*scoring.Match
		leagues []LeagueItem
	}{{ms, nil}, {nil, nil}, {ms, []LeagueItem{sampleLeague(t)}}, {nil, []LeagueItem{sampleLeague(t)}}} {
		var want, got bytes.Buffer
		if err := WriteBundleWith(&want, tc.ms, tc.leagues); err != nil {
			t.Fatal(err)
		}
		bw := NewBundleWriter(&got)
		for _, m := range tc.ms {
			if err := bw.Write(m); err != nil {
				t.Fatal(err)
			}
		}
		if err := bw.Close(tc.leagues); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got.Bytes(), want.Bytes()) {
			t.Fatalf("%d matches, %d leagues: BundleWriter wrote\n%.300s\nwant\n%.300s", len(tc.ms), len(tc.leagues), got.String(), want.String())
		}
	}
}

// repeat reads n bytes of b, without holding them.
type repeat struct {
	b byte
	n int64
}

func (r *repeat) Read(p []byte) (int, error) {
	if r.n <= 0 {
		return 0, io.EOF
	}
	p = p[:min(int64(len(p)), r.n)]
	for i := range p {
		p[i] = r.b
	}
	r.n -= int64(len(p))
	return len(p), nil
}

// One match over MaxSize is refused, naming it, before it is all read.
func TestScanMatchTooLarge(t *testing.T) {
	big := &repeat{'a', MaxSize + 1}
	r := io.MultiReader(strings.NewReader(`{"format": "scorekeeper.bundle", "version": 1, "matches": [`+valid+`, {"id": "x", "pad": "`),
		big, strings.NewReader(`"}]}`))
	n := 0
	_, err := Scan(r, func(*scoring.Match) error { n++; return nil })
	var fe *FieldError
	if !errors.As(err, &fe) || fe.Path != "matches/1" || !strings.Contains(fe.Error(), "larger than 64 MiB") || n != 1 {
		t.Fatalf("got %v (%d matches before)", err, n)
	}
	if big.n > 0 && MaxSize+1-big.n > MaxSize+2*readChunk {
		t.Errorf("read %d bytes of the match", MaxSize+1-big.n)
	}
}
