package boltdb

import (
	"cmp"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"scorekeeper/scoring"
	"scorekeeper/scoring/league"
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
	kinds := map[string]int{}
	for _, rec := range recs {
		kinds[rec.Kind]++
	}
	t.Logf("%d devices, %d records made: %v", len(devices), len(recs), kinds)
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

// checkKept: every version and tombstone of a match or league ever made
// is contained by a version kept (live or tombstone) of its record, and
// no live version is contained by a tombstone ever made.
func checkKept(t *testing.T, made []Record, final map[string]string) {
	t.Helper()
	kept := map[string][]*scoring.Match{}
	for k, data := range final {
		kind, _, _ := strings.Cut(k, "/")
		if v := versionOf(t, kind, []byte(data)); v != nil {
			kept[kind+"/"+v.ID] = append(kept[kind+"/"+v.ID], v)
		}
	}
	for _, rec := range made {
		v := versionOf(t, rec.Kind, rec.Data)
		if v == nil {
			continue
		}
		key := rec.Kind + "/" + v.ID
		if !slices.ContainsFunc(kept[key], func(k *scoring.Match) bool { return k.Versions.Contains(v.Versions) }) {
			var held []string
			for _, k := range kept[key] {
				held = append(held, fmt.Sprintf("deleted %v versions %s", k.Deleted, k.Versions))
			}
			t.Fatalf("dropped: %s (deleted %v, versions %s); kept: %v", key, v.Deleted, v.Versions, held)
		}
		if !v.Deleted {
			continue
		}
		for _, k := range kept[key] {
			if !k.Deleted && v.Versions.Contains(k.Versions) {
				t.Fatalf("%s: a version the tombstone %s contains lives: %s", key, v.Versions, k.Versions)
			}
		}
	}
}

// versionOf is the id, versions and deletion of a match or league file
// (nil for a player's).
func versionOf(t *testing.T, kind string, data []byte) *scoring.Match {
	t.Helper()
	switch kind {
	case KindMatches:
		m, err := matchfile.DecodeMatch(data)
		if err != nil {
			t.Fatal(err)
		}
		return m
	case KindLeagues:
		it, err := matchfile.DecodeLeague(data)
		if err != nil {
			t.Fatal(err)
		}
		return &scoring.Match{ID: it.League.ID, Versions: it.League.Versions, Deleted: it.Deleted}
	}
	return nil
}

// randomStep saves, undoes, deletes, resolves, renames or syncs on a
// random device and returns the device.
func randomStep(t *testing.T, r *rand.Rand, devices []*DB) *DB {
	ids := []string{"m0", "m1", "m2"}
	db := devices[r.IntN(len(devices))]
	id := ids[r.IntN(len(ids))]
	switch op := r.IntN(12); {
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
	case op == 7:
		leagueStep(t, r, db)
	default:
		if to := devices[r.IntN(len(devices))]; to != db {
			syncTo(t, db, to)
		}
	}
	return db
}

// leagueStep creates, renames or deletes league "lg" on db (once its
// roster has the players).
func leagueStep(t *testing.T, r *rand.Rand, db *DB) {
	if _, err := db.Player("pb"); err != nil {
		return
	}
	l, err := db.League("lg")
	switch {
	case err != nil:
		if l, err = league.New("lg", "League", []string{"pa", "pb"}); err != nil {
			t.Fatal(err)
		}
	case r.IntN(3) == 0:
		if err := db.DeleteLeague("lg"); err != nil {
			t.Fatal(err)
		}
		return
	default:
		l.Name = []string{"Mondays", "Tuesdays", "Fridays"}[r.IntN(3)]
	}
	if err := db.SaveLeague(l); err != nil {
		t.Fatal(err)
	}
}
