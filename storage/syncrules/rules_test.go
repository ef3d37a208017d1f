package syncrules

import (
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"scorekeeper/scoring"
)

var t0 = time.Date(2026, 11, 21, 19, 4, 5, 0, time.UTC)

func live(hash string, vs scoring.Versions) Version {
	return Version{Versions: vs, Hash: hash, Updated: t0}
}

func tomb(hash string, vs scoring.Versions) Version {
	return Version{Versions: vs, Hash: hash, Updated: t0, Deleted: true}
}

func legacy(hash string, rev int) Version {
	return Version{Revision: rev, Hash: hash, Updated: t0}
}

func versioned(hash string, rev int, vs scoring.Versions) Version {
	return Version{Versions: vs, Revision: rev, Hash: hash, Updated: t0}
}

type V = scoring.Versions

func TestBeats(t *testing.T) {
	for _, c := range []struct {
		name string
		a, b Version
		want bool
	}{
		{"contains", live("a", V{"x": 2}), live("b", V{"x": 1}), true},
		{"contained", live("a", V{"x": 1}), live("b", V{"x": 2}), false},
		{"apart", live("a", V{"x": 2}), live("b", V{"y": 1}), false},
		{"equal counts, other content", live("a", V{"x": 1}), live("b", V{"x": 1}), false},
		{"a deletion wins a tie", tomb("a", V{"x": 1}), live("b", V{"x": 1}), true},
		{"a tie does not undo a deletion", live("a", V{"x": 1}), tomb("b", V{"x": 1}), false},
		{"a tombstone beats a file without versions", tomb("a", V{"x": 1}), legacy("b", 90), true},
		{"a save beats the file it was made from", versioned("a", 4, V{"x": 1}), legacy("b", 3), true},
		{"a lower revision with versions does not", versioned("a", 3, V{"x": 1}), legacy("b", 3), false},
		{"a file without versions never beats one with them", legacy("a", 1<<40), versioned("b", 2, V{"x": 1}), false},
		{"nor a tombstone", legacy("a", 1<<40), tomb("b", V{"x": 1}), false},
		{"nor another file without them", legacy("a", 9), legacy("b", 3), false},
	} {
		if got := Beats(c.a, c.b); got != c.want {
			t.Errorf("%s: Beats = %v, want %v", c.name, got, c.want)
		}
	}
}

func TestOwn(t *testing.T) {
	for d, want := range map[string]bool{"dev": true, "dev.1": true, "dev.12": true, "dev.": false, "dev.x": false, "devx": false, "other": false, "merge-dev": false} {
		if Own(d, "dev") != want {
			t.Errorf("Own(%q, dev) = %v", d, !want)
		}
	}
	if Own("", "") {
		t.Error("no device owns nothing")
	}
}

func TestDecide(t *testing.T) {
	for _, c := range []struct {
		name string
		held Held
		x    Version
		want Outcome
	}{
		{"new", Held{}, live("a", V{"d": 1}), Outcome{}},
		{"the same", Held{Lives: []Version{live("a", V{"d": 1})}}, live("a", V{"d": 1}), Outcome{Skip: true}},
		{"contained", Held{Lives: []Version{live("a", V{"d": 2})}}, live("b", V{"d": 1}), Outcome{Skip: true}},
		{"contains", Held{Lives: []Version{live("a", V{"d": 1})}}, live("b", V{"d": 2}), Outcome{Lives: []int{0}}},
		{"apart", Held{Lives: []Version{live("a", V{"d": 1})}}, live("b", V{"e": 1}), Outcome{}},
		{"contains one side of a conflict", Held{Lives: []Version{live("a", V{"d": 1}), live("b", V{"e": 1})}}, live("c", V{"d": 1, "x": 1}), Outcome{Lives: []int{0}}},
		{"a tombstone removes what it contains", Held{Lives: []Version{live("a", V{"d": 1}), live("b", V{"e": 1})}}, tomb("t", V{"d": 1, "e": 1, "x": 1}), Outcome{Lives: []int{0, 1}}},
		{"an edit apart from a deletion", Held{Tombs: []Version{tomb("t", V{"d": 2})}}, live("b", V{"d": 1, "e": 1}), Outcome{}},
		{"an older copy after a deletion", Held{Tombs: []Version{tomb("t", V{"d": 2})}}, live("b", V{"d": 1}), Outcome{Skip: true}},
		{"a later tombstone", Held{Tombs: []Version{tomb("t", V{"d": 2})}}, tomb("u", V{"d": 3}), Outcome{Tombs: []int{0}}},
		{"counts this device higher than it saved", Held{Lives: []Version{live("a", V{"me": 2})}}, live("b", V{"me": 40}), Outcome{Apart: true}},
		{"counts a fork of this device higher", Held{Lives: []Version{live("a", V{"me": 2})}}, live("b", V{"me": 2, "me.1": 1}), Outcome{Apart: true}},
		{"counts this device as saved", Held{Lives: []Version{live("a", V{"me": 2})}}, live("b", V{"me": 2, "e": 1}), Outcome{Lives: []int{0}}},
		{"counts this device for a match never held", Held{}, live("b", V{"me": 1}), Outcome{Apart: true}},
		{"the file a save was made from", Held{Lives: []Version{versioned("a", 4, V{"d": 1})}}, legacy("b", 3), Outcome{Skip: true}},
		{"a file with a higher revision and no versions", Held{Lives: []Version{versioned("a", 4, V{"d": 1})}}, legacy("b", 1<<40), Outcome{}},
		{"a save of a file without versions", Held{Lives: []Version{legacy("a", 3)}}, versioned("b", 4, V{"d": 1}), Outcome{Lives: []int{0}}},
		{"a higher revision without versions replaces the match", Held{Lives: []Version{legacy("a", 3)}}, legacy("b", 4), Outcome{Lives: []int{0}}},
		{"a lower revision without versions is kept beside", Held{Lives: []Version{legacy("a", 3)}}, legacy("b", 2), Outcome{}},
		{"a tombstone contains a file without versions", Held{Tombs: []Version{tomb("t", V{"d": 1})}}, legacy("b", 9), Outcome{Skip: true}},
	} {
		got := Decide(c.held, c.x, "me")
		if got.Skip != c.want.Skip || got.Apart != c.want.Apart || !slices.Equal(got.Lives, c.want.Lives) || !slices.Equal(got.Tombs, c.want.Tombs) {
			t.Errorf("%s: %+v, want %+v", c.name, got, c.want)
		}
	}
}

// TestDecideConflictCopyStays: a file without versions replaces only the
// version at the record's id, never a conflict copy kept beside it.
func TestDecideConflictCopyStays(t *testing.T) {
	first := legacy("a", 3)
	first.Updated = t0.Add(time.Hour)
	h := Held{Lives: []Version{first, legacy("b", 2)}}
	if got := Decide(h, legacy("c", 5), "me"); !slices.Equal(got.Lives, []int{0}) {
		t.Errorf("%+v, want only the match at the id replaced", got)
	}
}

func TestFirst(t *testing.T) {
	later := live("z", V{"d": 1})
	later.Updated = t0.Add(time.Second)
	if got := First([]Version{live("b", nil), later, live("a", nil)}); got != 1 {
		t.Errorf("First = %d, want the latest updated", got)
	}
	if got := First([]Version{live("b", nil), live("a", nil)}); got != 1 {
		t.Errorf("First = %d, want the smaller hash on equal times", got)
	}
	if First(nil) != -1 {
		t.Error("First of none")
	}
}

func TestNext(t *testing.T) {
	for _, c := range []struct {
		name     string
		base     V
		siblings []V
		want     V
	}{
		{"first save", nil, nil, V{"me": 1}},
		{"raised", V{"me": 2, "e": 1}, nil, V{"me": 3, "e": 1}},
		{"above a tombstone's count", V{"e": 1}, []V{{"me": 4, "e": 2}}, V{"me": 5, "e": 1}},
		{"apart from a sibling it would contain", V{"me": 1, "e": 1}, []V{{"me": 2}}, V{"me": 1, "e": 1, "me.1": 1}},
		{"a fork taken", V{"me": 1, "e": 1}, []V{{"me": 2}, {"me.1": 1, "f": 1}}, V{"me": 1, "e": 1, "me.2": 1}},
	} {
		if got := Next(c.base, "me", c.siblings); !got.Equal(c.want) {
			t.Errorf("%s: %s, want %s", c.name, got, c.want)
		}
	}
}

func TestCheckTaken(t *testing.T) {
	for _, c := range []struct {
		rev   int
		vs    V
		field string
	}{
		{0, V{"d": 1}, ""},
		{MaxTaken, V{"d": MaxTaken}, ""},
		{MaxTaken + 1, nil, "revision"},
		{1, V{"a": 1, "d": MaxTaken + 1}, "versions/d"},
		{1, V{"d": scoring.MaxRevision}, "versions/d"},
	} {
		if field, n := CheckTaken(c.rev, c.vs); field != c.field || (field != "") != (n > MaxTaken) {
			t.Errorf("CheckTaken(%d, %v) = %q %d, want %q", c.rev, c.vs, field, n, c.field)
		}
	}
}

func TestDecidePlayer(t *testing.T) {
	for _, c := range []struct {
		name     string
		held, in V
		same     bool
		want     PlayerStep
	}{
		{"the same", V{"d": 1}, V{"d": 1}, true, KeepPlayer},
		{"contained", V{"d": 2}, V{"d": 1}, false, KeepPlayer},
		{"contains", V{"d": 1}, V{"d": 2}, false, ReplacePlayer},
		{"apart", V{"d": 1}, V{"e": 1}, false, MergePlayer},
		{"equal counts, other fields", V{"d": 1}, V{"d": 1}, false, MergePlayer},
		{"counts this device higher", V{"me": 1}, V{"me": 9}, false, MergePlayer},
		{"no versions arriving", V{"d": 1}, nil, false, KeepPlayer},
		{"none held", nil, V{"d": 1}, false, ReplacePlayer},
	} {
		if got := DecidePlayer(c.held, c.in, c.same, "me"); got != c.want {
			t.Errorf("%s: %v, want %v", c.name, got, c.want)
		}
	}
}

// TestPreparedBeats: the masks of prepared versions never change what
// beats what.
func TestPreparedBeats(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	random := func() Version {
		vs := V{}
		for range r.IntN(4) {
			vs[string(rune('a'+r.IntN(6)))] = r.IntN(3)
		}
		return Version{Versions: vs, Deleted: r.IntN(4) == 0, Hash: "h"}
	}
	for range 20000 {
		a, b := random(), random()
		for _, p := range [][2]Version{{a.Prepared(), b.Prepared()}, {a.Prepared(), b}, {a, b.Prepared()}} {
			if Beats(p[0], p[1]) != Beats(a, b) {
				t.Fatalf("Beats(%v, %v) differs once prepared", a.Versions, b.Versions)
			}
		}
	}
}
