package boltdb

import (
	"bytes"
	"errors"
	"maps"
	"slices"
	"strings"
	"testing"
	"time"

	"go.etcd.io/bbolt"
	"pgregory.net/rapid"

	"scorekeeper/scoring"
	"scorekeeper/storage/matchfile"

	"scorekeeper/storage/boltdb/internal/records"
)

// tHelper is what testing.TB and *rapid.T share.
type tHelper interface {
	Helper()
	Fatal(args ...any)
}

// clone copies a match through its file encoding.
func clone(tb tHelper, m *scoring.Match) *scoring.Match {
	tb.Helper()
	data, err := records.EncodeMatch(m)
	if err != nil {
		tb.Fatal(err)
	}
	ms, err := matchfile.Decode(data)
	if err != nil {
		tb.Fatal(err)
	}
	return ms[0]
}

// edited is m with another revision and different content (a later
// updated time, as a save on another device gives).
func edited(tb tHelper, m *scoring.Match, rev int, minutes int) *scoring.Match {
	c := clone(tb, m)
	c.Revision = rev
	c.Updated = c.Updated.Add(time.Duration(minutes) * time.Minute)
	return c
}

func bundle(tb testing.TB, ms ...*scoring.Match) []byte {
	tb.Helper()
	var buf bytes.Buffer
	if err := matchfile.WriteBundle(&buf, ms); err != nil {
		tb.Fatal(err)
	}
	return buf.Bytes()
}

// stored returns every stored match's bytes by id.
func stored(tb testing.TB, db *DB) map[string]string {
	tb.Helper()
	out := map[string]string{}
	err := db.view(func(tx *bbolt.Tx) error {
		return tx.Bucket([]byte(records.BucketRecords)).ForEach(func(k, v []byte) error {
			id, kind, _ := records.SplitKey(k)
			if kind != records.KindMatch {
				return nil
			}
			p, err := records.StoredJSON(k, v)
			out[id] = string(p)
			return err
		})
	})
	if err != nil {
		tb.Fatal(err)
	}
	return out
}

func TestImportRules(t *testing.T) {
	db := mustOpen(t)
	ms := demoMatches(11, 4)
	rep, err := db.ImportFile(bytes.NewReader(bundle(t, ms...)))
	if err != nil || len(rep.Added) != 4 || len(rep.NewPlayers) == 0 || rep.Backup != "" {
		t.Fatalf("first import: %+v %v", rep, err)
	}
	rep, err = db.ImportFile(bytes.NewReader(bundle(t, ms...)))
	if err != nil || len(rep.Skipped) != 4 || len(rep.Added)+len(rep.Updated)+len(rep.Conflicts)+len(rep.NewPlayers) != 0 || rep.Backup == "" {
		t.Fatalf("the same again: %+v %v", rep, err)
	}
	higher := edited(t, ms[0], ms[0].Revision+1, 5)
	sameRev := edited(t, ms[1], ms[1].Revision, 7)
	lower := edited(t, ms[2], ms[2].Revision-1, 9)
	rep, err = db.Import([]*scoring.Match{higher, sameRev, lower, ms[3]})
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(rep.Updated, []string{ms[0].ID}) || len(rep.Conflicts) != 2 || !slices.Equal(rep.Skipped, []string{ms[3].ID}) {
		t.Fatalf("report %+v", rep)
	}
	if got, _ := db.Get(ms[0].ID); got.Revision != higher.Revision {
		t.Errorf("the higher revision did not replace: %d", got.Revision)
	}
	if got, _ := db.Get(ms[1].ID); !got.Updated.Equal(ms[1].Updated) {
		t.Error("the local match of a same-revision conflict was replaced")
	}
	for _, c := range rep.Conflicts {
		orig := rep.ConflictOf[c]
		if !strings.HasPrefix(c, orig+"~") {
			t.Errorf("conflict copy %s of %s", c, orig)
		}
		got, err := db.Get(c)
		if err != nil || got.Game.Name() != ms[1].Game.Name() && got.Game.Name() != ms[2].Game.Name() {
			t.Errorf("conflict copy %s: %v", c, err)
		}
		p, _ := db.List(scoring.Query{Limit: 100})
		var found bool
		for _, s := range p.Matches {
			if s.ID == c {
				found = s.ConflictOf == orig
			}
		}
		if !found {
			t.Errorf("conflict copy %s is not listed as a conflict of %s", c, orig)
		}
	}
	// The same conflicting file again changes nothing.
	before := stored(t, db)
	rep, err = db.Import([]*scoring.Match{sameRev, lower})
	if err != nil || len(rep.Skipped) != 2 || len(rep.Conflicts) != 0 {
		t.Errorf("conflicts again: %+v %v", rep, err)
	}
	if !maps.Equal(before, stored(t, db)) {
		t.Error("importing the same conflicts again changed the database")
	}
}

func TestImportPlayersByID(t *testing.T) {
	db := mustOpen(t)
	anne, _ := db.AddPlayer("Anne")
	m := skipboMatch("m1", 2) // players "pa" Anne and "pb" Ben: new ids
	rep, err := db.Import([]*scoring.Match{m})
	if err != nil || !slices.Equal(rep.NewPlayers, []string{"pa", "pb"}) {
		t.Fatalf("%+v %v", rep, err)
	}
	ps, _ := db.Players(true)
	var annes int
	for _, p := range ps {
		if p.Name == "Anne" {
			annes++
		}
	}
	if annes != 2 {
		t.Errorf("a new id with an existing name should be a new player: %v (roster Anne %s)", ps, anne.ID)
	}
	// A known id keeps its roster name.
	if err := db.RenamePlayer("pa", "Anna"); err != nil {
		t.Fatal(err)
	}
	m2 := skipboMatch("m2", 1)
	if _, err := db.Import([]*scoring.Match{m2}); err != nil {
		t.Fatal(err)
	}
	if p, _ := db.Player("pa"); p.Name != "Anna" {
		t.Errorf("import renamed a known player: %q", p.Name)
	}
}

func TestImportAllOrNothing(t *testing.T) {
	db := mustOpen(t)
	ms := demoMatches(12, 3)
	good := string(bundle(t, ms...))
	for name, file := range map[string]string{
		"a match breaks the rules": strings.Replace(good, `"revision": `, `"revision": -`, 1),
		"duplicate key":            strings.Replace(good, `"revision": `, `"revision": 1, "revision": `, 1),
		"case-variant duplicate":   strings.Replace(good, `"revision": `, `"Revision": 1, "revision": `, 1),
		"duplicate match id":       strings.Replace(good, ms[1].ID, ms[0].ID, -1),
		"not json":                 good[:len(good)/2],
	} {
		_, err := db.ImportFile(strings.NewReader(file))
		var fe *matchfile.FieldError
		var re *matchfile.RuleError
		if !errors.As(err, &fe) && !errors.As(err, &re) {
			t.Errorf("%s: %v", name, err)
		}
		if n, _ := db.Count(); n != 0 {
			t.Fatalf("%s: %d matches stored from a refused file", name, n)
		}
	}
	// A case variant alone is read as the field, deliberately.
	rep, err := db.ImportFile(strings.NewReader(strings.Replace(good, `"revision": `, `"REVISION": `, -1)))
	if err != nil || len(rep.Added) != 3 {
		t.Errorf("case-variant keys: %+v %v", rep, err)
	}
}

// TestImportIdempotent: importing any file twice changes nothing the
// second time, and reports everything as skipped.
func TestImportIdempotent(t *testing.T) {
	base := demoMatches(21, 12)
	rapid.Check(t, func(rt *rapid.T) {
		db := mustOpen(t)
		pre := devicePick(rt, "pre", base)
		if _, err := db.Import(pre); err != nil {
			rt.Fatal(err)
		}
		file := devicePick(rt, "file", base)
		if _, err := db.Import(file); err != nil {
			rt.Fatal(err)
		}
		before := stored(t, db)
		rep, err := db.Import(file)
		if err != nil {
			rt.Fatal(err)
		}
		if len(rep.Skipped) != len(file) || len(rep.Added)+len(rep.Updated)+len(rep.Conflicts) != 0 {
			rt.Fatalf("second import: %+v", rep)
		}
		if !maps.Equal(before, stored(t, db)) {
			rt.Fatal("the second import changed the database")
		}
		closeDB(t, db)
	})
}

// devicePick is what one device has: some of the base matches, some of
// them edited to another revision.
func devicePick(rt *rapid.T, label string, base []*scoring.Match) []*scoring.Match {
	var out []*scoring.Match
	for i, m := range base {
		switch rapid.IntRange(0, 5).Draw(rt, label+"-"+m.ID[:4]) {
		case 0, 1:
			continue
		case 2, 3:
			out = append(out, m)
		default:
			rev := m.Revision + rapid.IntRange(-1, 2).Draw(rt, label+"-rev")
			out = append(out, edited(rt, m, max(rev, 0), 1+rapid.IntRange(0, 3).Draw(rt, label+"-min")+10*i))
		}
	}
	return out
}

// TestImportOrder: importing two devices' files in either order gives
// every match the same current version (the highest revision), and keeps
// the same versions at that revision (the current one and its
// same-revision conflict copies): nothing at the highest revision is lost
// or depends on the order. (A lower revision that arrives after a higher
// one is kept as a conflict copy too, so such copies depend on the order;
// see docs/DESIGN.md.)
func TestImportOrder(t *testing.T) {
	base := demoMatches(22, 10)
	rapid.Check(t, func(rt *rapid.T) {
		a := devicePick(rt, "a", base)
		b := devicePick(rt, "b", base)
		run := func(first, second []*scoring.Match) map[string]map[string]bool {
			db := mustOpen(t)
			defer closeDB(t, db)
			for _, f := range [][]*scoring.Match{first, second} {
				if _, err := db.Import(f); err != nil {
					rt.Fatal(err)
				}
			}
			return topVersions(t, db)
		}
		ab, ba := run(a, b), run(b, a)
		if !maps.EqualFunc(ab, ba, maps.Equal) {
			rt.Fatalf("a then b:\n%v\nb then a:\n%v", ab, ba)
		}
		for _, f := range [][]*scoring.Match{a, b} {
			for _, m := range f {
				data, _ := records.EncodeMatch(m)
				if top := ab[m.ID]; top[string(data)] || topRev(top) > m.Revision {
					continue
				}
				rt.Fatalf("match %s revision %d was lost", m.ID, m.Revision)
			}
		}
	})
}

// topVersions maps each original match id to the stored versions at its
// highest revision, in a form that ignores which one is the copy.
func topVersions(tb testing.TB, db *DB) map[string]map[string]bool {
	byOrig := map[string][]*scoring.Match{}
	err := db.Each(func(m *scoring.Match) error {
		orig, _, _ := strings.Cut(m.ID, "~")
		m.ID = orig
		byOrig[orig] = append(byOrig[orig], m)
		return nil
	})
	if err != nil {
		tb.Fatal(err)
	}
	out := map[string]map[string]bool{}
	for id, ms := range byOrig {
		top := 0
		for _, m := range ms {
			top = max(top, m.Revision)
		}
		out[id] = map[string]bool{}
		for _, m := range ms {
			if m.Revision == top {
				data, _ := records.EncodeMatch(m)
				out[id][string(data)] = true
			}
		}
	}
	return out
}

func topRev(versions map[string]bool) int {
	for v := range versions {
		ms, err := matchfile.Decode([]byte(v))
		if err == nil {
			return ms[0].Revision
		}
	}
	return -1
}
