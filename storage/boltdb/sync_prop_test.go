package boltdb

import (
	"cmp"
	"flag"
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"scorekeeper/scoring"
	"scorekeeper/scoring/league"
	"scorekeeper/storage/matchfile"
)

var syncTrials = flag.Int("sync.trials", 0, "trials of TestSyncConverges (default 12, 3 with -short)")

// TestSyncConverges makes versions of a few matches by random saves,
// undos, deletions, resolves, renames and syncs on two to four
// databases, some of them copies of another's file (a real file copy)
// and some restored from a backup after damage (the real repair path),
// then imports every record any of them ever held (but those a damaged
// database alone held) into fresh databases in random orders and
// batches. All end with the same records, the same as the devices once
// they have synced; no version is dropped unless a version kept
// contains it; a version a tombstone contains never lives again. Replay
// with SCOREKEEPER_SEED; more trials with -sync.trials N.
func TestSyncConverges(t *testing.T) {
	seed := testSeed(t)
	r := rand.New(rand.NewPCG(seed, 11))
	trials := 12
	if testing.Short() {
		trials = 3
	}
	if *syncTrials > 0 {
		trials = *syncTrials
	}
	for trial := range trials {
		t.Run(fmt.Sprint(trial), func(t *testing.T) { convergeTrial(t, r) })
	}
}

// fleet is the devices of one trial and every record they ever held.
type fleet struct {
	t                *testing.T
	r                *rand.Rand
	devices          []*device
	pool             map[string]*pooled // kind, 0, data -> the record
	copies, restores int
	// history is the true history of every match version made (by its
	// file): the saves it was made from, whatever its versions say (a
	// copied database's may lie).
	history map[string]map[string]bool
	views   []view // each device's matches after the last step
}

// device is one database of a fleet, on its own file.
type device struct {
	db   *DB
	path string
	opts *Options
}

// pooled is a record some device held, and the devices that held it
// since they were last restored (a record only damaged devices held, and
// no device holds now, is lost with them: a league's file carries its
// players' names, so it counts as held only as it is).
type pooled struct {
	rec  Record
	from map[int]bool
}

func (f *fleet) add() *device {
	path := filepath.Join(f.t.TempDir(), "d.db")
	d := &device{path: path, opts: &Options{Now: (&clock{t: testNow}).Now, NoDailyBackup: true}}
	d.db = mustOpenWith(f.t, path, d.opts)
	f.devices = append(f.devices, d)
	return d
}

func (f *fleet) dbs() []*DB {
	var out []*DB
	for _, d := range f.devices {
		out = append(out, d.db)
	}
	return out
}

// collect adds every device's records to the pool, and keeps what each
// holds of the matches.
func (f *fleet) collect() {
	f.views = f.views[:0]
	for i, d := range f.devices {
		f.views = append(f.views, matchView(f.t, d.db))
		for _, rec := range changesOf(f.t, d.db, 0) {
			k := rec.Kind + "\x00" + string(rec.Data)
			if f.pool[k] == nil {
				f.pool[k] = &pooled{rec: rec, from: map[int]bool{}}
			}
			f.pool[k].from[i] = true
		}
	}
}

// step is one random step: mostly randomStep's, sometimes a copy of a
// device's file (up to four devices), a backup or a restore.
func (f *fleet) step() {
	switch op := f.r.IntN(20); {
	case op == 0 && len(f.devices) < 4:
		from := f.devices[f.r.IntN(len(f.devices))]
		path := filepath.Join(f.t.TempDir(), "copy.db")
		copyFile(f.t, from.path, path)
		d := &device{path: path, opts: &Options{Now: (&clock{t: testNow.Add(time.Hour)}).Now, NoDailyBackup: true}}
		d.db = mustOpenWith(f.t, path, d.opts)
		f.devices = append(f.devices, d)
		f.copies++
	case op == 1:
		if _, err := f.devices[f.r.IntN(len(f.devices))].db.Backup("prop"); err != nil {
			f.t.Fatal(err)
		}
	case op == 2:
		f.restore(f.r.IntN(len(f.devices)))
	default:
		f.record(randomStep(f.t, f.r, f.dbs()))
	}
	f.collect()
}

// view is what a device holds of the matches: per match id the files
// of its versions, and the file of the live one at the id.
type view struct {
	all  map[string][]string
	atID map[string]string
}

func matchView(t *testing.T, db *DB) view {
	v := view{all: map[string][]string{}, atID: map[string]string{}}
	for _, rec := range changesOf(t, db, 0) {
		if rec.Kind != KindMatches {
			continue
		}
		m := versionOf(t, rec.Kind, rec.Data)
		v.all[m.ID] = append(v.all[m.ID], string(rec.Data))
		if rec.Name == m.ID && !m.Deleted {
			v.atID[m.ID] = string(rec.Data)
		}
	}
	return v
}

// record gives the match version a step made on db (if any) its true
// history: the version it saved over, or every version of the match the
// device held (a deletion, a resolve), and itself.
func (f *fleet) record(db *DB, made madeBy, id string) {
	i := slices.IndexFunc(f.devices, func(d *device) bool { return d.db == db })
	before, after := f.views[i], matchView(f.t, db)
	for mid, keys := range after.all {
		for _, k := range keys {
			if f.history[k] != nil {
				continue
			}
			if made == byNothing || mid != id {
				f.t.Fatalf("a version of %s from nowhere: %s", mid, k)
			}
			h := map[string]bool{k: true}
			from := []string{before.atID[id]}
			if made == byMerge {
				from = before.all[id]
			}
			for _, b := range from {
				for a := range f.history[b] {
					h[a] = true
				}
			}
			f.history[k] = h
		}
	}
}

// checkHistory: on db, every match version made (but those lost with a
// damaged database) is in the true history of a version held, and no
// live version held is one a deletion made knew all of.
func (f *fleet) checkHistory(db *DB) {
	v := matchView(f.t, db)
	for _, p := range f.pool {
		if p.rec.Kind != KindMatches {
			continue
		}
		m := versionOf(f.t, p.rec.Kind, p.rec.Data)
		k := string(p.rec.Data)
		if !slices.ContainsFunc(v.all[m.ID], func(h string) bool { return f.history[h][k] }) {
			f.t.Fatalf("a version of %s was dropped (deleted %v, versions %s):\n%s", m.ID, m.Deleted, m.Versions, k)
		}
		if !m.Deleted {
			continue
		}
		for _, h := range v.all[m.ID] {
			if !versionOf(f.t, KindMatches, []byte(h)).Deleted && subset(f.history[h], f.history[k]) {
				f.t.Fatalf("%s: a version the deletion knew lives:\n%s", m.ID, h)
			}
		}
	}
}

func subset(a, b map[string]bool) bool {
	for k := range a {
		if !b[k] {
			return false
		}
	}
	return true
}

// restore damages device i's file and repairs it as check --repair
// does: the newest backup comes back (or a new database). What it alone
// held is lost.
func (f *fleet) restore(i int) {
	d := f.devices[i]
	closeDB(f.t, d.db)
	damage(f.t, d.path)
	db, rep, err := Rescue(d.path, d.opts, true)
	if err != nil {
		f.t.Fatal(err)
	}
	if rep.MovedTo == "" {
		f.t.Fatalf("rescue: %+v", rep)
	}
	checkAtCleanup(f.t, db)
	d.db = db
	f.restores++
	for _, p := range f.pool {
		delete(p.from, i)
	}
	held := map[string]bool{}
	for _, d := range f.devices {
		for _, rec := range changesOf(f.t, d.db, 0) {
			held[rec.Kind+"\x00"+string(rec.Data)] = true
		}
	}
	for k, p := range f.pool {
		if len(p.from) == 0 && !held[k] {
			delete(f.pool, k) // only damaged databases held it
		}
	}
}

func convergeTrial(t *testing.T, r *rand.Rand) {
	f := &fleet{t: t, r: r, pool: map[string]*pooled{}, history: map[string]map[string]bool{}}
	for range 2 + r.IntN(2) {
		f.add()
	}
	f.collect()
	for range 30 {
		f.step()
	}
	recs := make([]Record, 0, len(f.pool))
	for _, p := range f.pool {
		recs = append(recs, p.rec)
	}
	slices.SortFunc(recs, func(a, b Record) int {
		return cmp.Or(strings.Compare(a.Kind, b.Kind), strings.Compare(string(a.Data), string(b.Data)))
	})
	kinds := map[string]int{}
	for _, rec := range recs {
		kinds[rec.Kind]++
	}
	t.Logf("%d devices (%d copies, %d restores), %d records made: %v", len(f.devices), f.copies, f.restores, len(recs), kinds)
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
	devices := f.dbs()
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
		f.checkHistory(db)
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
// random device and returns the device, and how the match version it
// made came about (and its match id).
func randomStep(t *testing.T, r *rand.Rand, devices []*DB) (db *DB, made madeBy, id string) {
	ids := []string{"m0", "m1", "m2"}
	db = devices[r.IntN(len(devices))]
	id = ids[r.IntN(len(ids))]
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
		made = bySave
	case op == 4:
		if _, err := db.Get(id); err == nil {
			if err := db.Delete(id); err != nil {
				t.Fatal(err)
			}
			made = byMerge
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
			made, id = byMerge, c.ID
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
	return db, made, id
}

// madeBy says how the match version a step made came about.
type madeBy int

const (
	byNothing madeBy = iota
	bySave           // a save of the version at the match's id
	byMerge          // a deletion or a resolve: of every version held
)

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
