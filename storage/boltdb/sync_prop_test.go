package boltdb

import (
	"cmp"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"scorekeeper/scoring"
	"scorekeeper/scoring/skipbo"
	"scorekeeper/storage/matchfile"
)

// TestSyncConverges makes versions of a few matches by random saves,
// undos, deletions, resolves, renames and syncs on two or three
// databases, then imports every record any of them ever held into fresh
// databases in random orders and batches. All end with the same records,
// the same as the devices once they have synced; no version is dropped
// unless a version kept contains it; a version a tombstone contains never
// lives again. Replay with SCOREKEEPER_SEED.
func TestSyncConverges(t *testing.T) {
	seed := testSeed(t)
	r := rand.New(rand.NewPCG(seed, 11))
	trials := 12
	if testing.Short() {
		trials = 3
	}
	for trial := range trials {
		t.Run(fmt.Sprint(trial), func(t *testing.T) { convergeTrial(t, r) })
	}
}

func convergeTrial(t *testing.T, r *rand.Rand) {
	devices := make([]*DB, 2+r.IntN(2))
	for i := range devices {
		devices[i] = mustOpen(t)
	}
	pool := map[string]Record{}
	collect := func(db *DB) {
		for _, rec := range records(t, db, 0) {
			pool[rec.Kind+"\x00"+string(rec.Data)] = rec
		}
	}
	for range 30 {
		collect(randomStep(t, r, devices))
	}
	for _, db := range devices {
		collect(db)
	}
	recs := make([]Record, 0, len(pool))
	for _, rec := range pool {
		recs = append(recs, rec)
	}
	slices.SortFunc(recs, func(a, b Record) int {
		return cmp.Or(strings.Compare(a.Kind, b.Kind), strings.Compare(string(a.Data), string(b.Data)))
	})
	var want map[string]string
	for k := range 3 {
		fresh := mustOpen(t)
		r.Shuffle(len(recs), func(i, j int) { recs[i], recs[j] = recs[j], recs[i] })
		for rest := recs; len(rest) > 0; {
			n := min(len(rest), 1+r.IntN(4))
			rep, err := fresh.SyncImport(rest[:n])
			if err != nil || len(rep.Broken) > 0 {
				t.Fatalf("import: %v %v", rep.Broken, err)
			}
			rest = rest[n:]
		}
		got := state(t, fresh)
		if k == 0 {
			want = got
			checkKept(t, recs, got)
			continue
		}
		if d := diffStates(want, got); d != "" {
			t.Fatalf("another order of the same %d records ends elsewhere:\n%s", len(recs), d)
		}
	}
	for range 2 {
		for _, from := range devices {
			for _, to := range devices {
				if from != to {
					syncTo(t, from, to)
				}
			}
		}
	}
	for _, db := range devices {
		if d := diffStates(want, state(t, db)); d != "" {
			t.Fatalf("a device that synced differs from the fresh imports:\n%s", d)
		}
	}
}

func diffStates(a, b map[string]string) string {
	var out string
	for k, v := range a {
		if b[k] != v {
			out += fmt.Sprintf("%s:\n  %s\n  %s\n", k, v, b[k])
		}
	}
	for k, v := range b {
		if _, ok := a[k]; !ok {
			out += fmt.Sprintf("%s only in the second:\n  %s\n", k, v)
		}
	}
	return out
}

// checkKept: every match version and tombstone ever made is contained
// by a version kept (live or tombstone) of its match, and no live
// version is contained by a tombstone ever made.
func checkKept(t *testing.T, made []Record, final map[string]string) {
	t.Helper()
	kept := map[string][]*scoring.Match{}
	for k, data := range final {
		if !strings.HasPrefix(k, KindMatches+"/") {
			continue
		}
		m, err := matchfile.DecodeMatch([]byte(data))
		if err != nil {
			t.Fatalf("%s: %v", k, err)
		}
		kept[m.ID] = append(kept[m.ID], m)
	}
	for _, rec := range made {
		if rec.Kind != KindMatches {
			continue
		}
		v, err := matchfile.DecodeMatch(rec.Data)
		if err != nil {
			t.Fatal(err)
		}
		if !slices.ContainsFunc(kept[v.ID], func(k *scoring.Match) bool { return k.Versions.Contains(v.Versions) }) {
			var held []string
			for _, k := range kept[v.ID] {
				held = append(held, fmt.Sprintf("deleted %v versions %s", k.Deleted, k.Versions))
			}
			t.Fatalf("dropped: %s (deleted %v, versions %s, %d rounds); kept: %v", v.ID, v.Deleted, v.Versions, rounds(v), held)
		}
		if !v.Deleted {
			continue
		}
		for _, k := range kept[v.ID] {
			if !k.Deleted && v.Versions.Contains(k.Versions) {
				t.Fatalf("a version the tombstone %s contains lives: %s", v.Versions, k.Versions)
			}
		}
	}
}

func rounds(m *scoring.Match) int {
	if g, ok := m.Game.(*skipbo.Match); ok {
		return len(g.Rounds)
	}
	return -1
}

// randomStep saves, undoes, deletes, resolves, renames or syncs on a
// random device and returns the device.
func randomStep(t *testing.T, r *rand.Rand, devices []*DB) *DB {
	ids := []string{"m0", "m1", "m2"}
	db := devices[r.IntN(len(devices))]
	id := ids[r.IntN(len(ids))]
	switch op := r.IntN(10); {
	case op < 4:
		m, err := db.Get(id)
		switch {
		case err != nil:
			m = skipboMatch(id, 1+r.IntN(3))
		case m.Game.Len() > 1 && r.IntN(3) == 0:
			undo(m)
		default:
			addRound(m, r.IntN(20))
		}
		if err := db.Save(m); err != nil {
			t.Fatal(err)
		}
	case op == 4:
		if _, err := db.Get(id); err == nil {
			if err := db.Delete(id); err != nil {
				t.Fatal(err)
			}
		}
	case op == 5:
		cs, err := db.Conflicts()
		if err != nil {
			t.Fatal(err)
		}
		if len(cs) > 0 {
			c := cs[r.IntN(len(cs))]
			if err := db.Resolve(c.ID, c.Versions[r.IntN(len(c.Versions))]); err != nil {
				t.Fatal(err)
			}
		}
	case op == 6:
		if _, err := db.Player("pa"); err == nil {
			if err := db.RenamePlayer("pa", []string{"Anne", "Anna", "Annie"}[r.IntN(3)]); err != nil {
				t.Fatal(err)
			}
		}
	default:
		if to := devices[r.IntN(len(devices))]; to != db {
			syncTo(t, db, to)
		}
	}
	return db
}
