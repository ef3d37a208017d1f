package boltdb

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"scorekeeper/scoring"
	"scorekeeper/storage/matchfile"
)

// copyFile copies a database file the way a user or a phone backup
// does: another program (cp) makes a new file with the same bytes.
func copyFile(tb testing.TB, from, to string) {
	tb.Helper()
	if out, err := exec.Command("cp", from, to).CombinedOutput(); err != nil {
		tb.Fatalf("cp: %v %s", err, out)
	}
}

// roundsHeld lists the rounds of every live version of match id on db
// (the match and its conflict copies), sorted.
func roundsHeld(t *testing.T, db *DB, id string) []int {
	t.Helper()
	names := []string{id}
	if c := conflictIn(t, db, id); len(c.Versions) > 0 {
		names = slices.DeleteFunc(slices.Clone(c.Versions), func(n string) bool { return slices.Contains(c.Deleted, n) })
	}
	var out []int
	for _, n := range names {
		m, err := db.Get(n)
		if err != nil {
			t.Fatalf("%s: %v", n, err)
		}
		out = append(out, m.Game.Len())
	}
	slices.Sort(out)
	return out
}

// TestCopiedDatabase: a database file copied to another path (another
// phone, a restored phone backup, a cloud folder) takes a new device id
// before its next save, so its edits and the original's never count
// under one id. The copy saves once, the original twice: after syncing,
// both edits are held on both (a conflict), none dropped. The original
// keeps its id across a restart and a move; opening the copy read-only
// writes nothing.
func TestCopiedDatabase(t *testing.T) {
	orig := filepath.Join(t.TempDir(), "a.db")
	a := mustOpenAt(t, orig)
	if err := a.Save(skipboMatch("m", 2)); err != nil {
		t.Fatal(err)
	}
	id := a.Device()
	closeDB(t, a)
	moved := filepath.Join(filepath.Dir(orig), "moved.db")
	if err := os.Rename(orig, moved); err != nil {
		t.Fatal(err)
	}
	copied := filepath.Join(t.TempDir(), "phone2.db")
	copyFile(t, moved, copied)

	before, _ := os.ReadFile(copied)
	ro, err := Open(copied, &Options{ReadOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := ro.Get("m"); err != nil {
		t.Fatal(err)
	}
	ro.Close()
	if after, _ := os.ReadFile(copied); !bytes.Equal(before, after) {
		t.Fatal("opening the copy read-only wrote to it")
	}

	a, c := mustOpenAt(t, moved), mustOpenAt(t, copied)
	edit(t, c, "m", func(m *scoring.Match) { addRound(m, 7) })
	edit(t, a, "m", func(m *scoring.Match) { addRound(m, 1) })
	edit(t, a, "m", func(m *scoring.Match) { addRound(m, 2) })
	if a.Device() != id {
		t.Errorf("the original took a new id after a restart and a move: %s, was %s", a.Device(), id)
	}
	if c.Device() == id {
		t.Fatalf("the copy saves under the original's id %s", id)
	}
	sameState(t, a, c)
	for _, db := range []*DB{a, c} {
		if got := roundsHeld(t, db, "m"); !slices.Equal(got, []int{3, 4}) {
			t.Errorf("versions held with %v rounds, want both edits (3 and 4)", got)
		}
	}
}

// TestRestoredBackup: after a sync, the database is damaged and check
// --repair restores an older backup. The restored database takes a new
// device id: an edit made after the restore is never replaced by the
// version synced before the damage (the old code: "updated 1"), and
// several edits after it never silently replace that version on the
// other device.
func TestRestoredBackup(t *testing.T) {
	for _, edits := range []int{1, 3} {
		t.Run(fmt.Sprint(edits), func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "a.db")
			opts := &Options{Now: (&clock{t: testNow}).Now, NoDailyBackup: true}
			a, b := mustOpenWith(t, path, opts), mustOpen(t)
			if err := a.Save(skipboMatch("m", 2)); err != nil {
				t.Fatal(err)
			}
			if _, err := a.Backup("test"); err != nil {
				t.Fatal(err)
			}
			edit(t, a, "m", func(m *scoring.Match) { addRound(m, 1) })
			edit(t, a, "m", func(m *scoring.Match) { addRound(m, 2) })
			syncTo(t, a, b)
			id := a.Device()
			closeDB(t, a)
			damage(t, path)

			a, rep := checkRepair(t, path, opts)
			if rep.RestoredFrom.Reason != "test" {
				t.Fatalf("rescue: %+v, want the backup restored", rep)
			}
			for i := range edits {
				edit(t, a, "m", func(m *scoring.Match) { addRound(m, 10+i) })
			}
			if a.Device() == id {
				t.Fatalf("the restored database saves under its old id %s", id)
			}
			sameState(t, a, b)
			want := []int{2 + edits, 4}
			slices.Sort(want)
			for _, db := range []*DB{a, b} {
				if got := roundsHeld(t, db, "m"); !slices.Equal(got, want) {
					t.Errorf("versions held with %v rounds, want %v (the edits after the restore and the version synced before the damage)", got, want)
				}
			}
		})
	}
}

// damage cuts the database file at path to a third: Open refuses it and
// a repair restores a backup.
func damage(t *testing.T, path string) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, data[:len(data)/3], 0o600); err != nil {
		t.Fatal(err)
	}
}

// matchFileWith is match m's file with its versions and revision set
// (nil versions: a file written before they existed).
func matchFileWith(t *testing.T, m *scoring.Match, vs scoring.Versions, rev int) []byte {
	t.Helper()
	c := *m
	c.Versions, c.Revision = vs, rev
	data, err := matchfile.Compact(&c)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// TestOwnCountTooHigh: a file whose version counts this database's own
// id higher than it ever saved (a lying file, a copy that kept the id)
// is a conflict, both kept, never a silent replacement.
func TestOwnCountTooHigh(t *testing.T) {
	db := mustOpen(t)
	edit2 := skipboMatch("m", 2)
	if err := db.Save(edit2); err != nil {
		t.Fatal(err)
	}
	other := skipboMatch("m", 3)
	other.Created, other.Updated = edit2.Created, edit2.Updated.Add(1)
	vs := edit2.Versions.Merge(nil)
	vs[db.Device()] = 40
	rep, err := db.SyncImport([]Record{{KindMatches, "m", matchFileWith(t, other, vs, 5)}})
	if err != nil || len(rep.Broken) > 0 {
		t.Fatal(err, rep.Broken)
	}
	if len(rep.Updated) > 0 || len(rep.Conflicts) != 1 {
		t.Errorf("a version counting this database higher than it saved: %+v, want a conflict", rep)
	}
	if got := roundsHeld(t, db, "m"); !slices.Equal(got, []int{2, 3}) {
		t.Errorf("versions held with %v rounds, want both", got)
	}
}

// TestCountsNearTheLimit: counts and revisions near 2^53 - 1 are refused
// on import, naming the field, so nothing stored can keep the next save
// or deletion from raising them.
func TestCountsNearTheLimit(t *testing.T) {
	db := mustOpen(t)
	m := skipboMatch("m", 2)
	if err := db.Save(m); err != nil {
		t.Fatal(err)
	}
	near := scoring.MaxRevision - 5
	for _, c := range []struct {
		name  string
		vs    scoring.Versions
		rev   int
		field string
	}{
		{"own count", scoring.Versions{db.Device(): scoring.MaxRevision}, 3, "versions/" + db.Device()},
		{"another device's count", scoring.Versions{db.Device(): 1, "d2": near}, 3, "versions/d2"},
		{"revision", scoring.Versions{db.Device(): 1, "d2": 1}, near, "revision"},
	} {
		t.Run(c.name, func(t *testing.T) {
			x := skipboMatch("m", 3)
			rep, err := db.SyncImport([]Record{{KindMatches, "m", matchFileWith(t, x, c.vs, c.rev)}})
			if err != nil {
				t.Fatal(err)
			}
			if why := rep.Broken[KindMatches+"/m"]; !strings.Contains(why, c.field) {
				t.Errorf("sync import: %+v, want it refused naming %s", rep, c.field)
			}
			x.Versions, x.Revision = c.vs, c.rev
			if _, err := db.Import([]*scoring.Match{x}); err == nil || !strings.Contains(err.Error(), c.field) {
				t.Errorf("import: %v, want it refused naming %s", err, c.field)
			}
		})
	}
	edit(t, db, "m", func(m *scoring.Match) { addRound(m, 3) })
	if err := db.Delete("m"); err != nil {
		t.Fatal(err)
	}
}

// TestVersionlessHugeRevision: a file without versions (written before
// they existed) with a higher revision never replaces a match that has
// versions: both are kept, the match keeps its place and revision, and
// saving it goes on.
func TestVersionlessHugeRevision(t *testing.T) {
	db := mustOpen(t)
	m := skipboMatch("m", 2)
	if err := db.Save(m); err != nil {
		t.Fatal(err)
	}
	old := skipboMatch("m", 1)
	old.Revision, old.Created, old.Updated = 1<<40, m.Created, m.Updated.Add(-1)
	rep, err := db.Import([]*scoring.Match{old})
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Updated) > 0 || len(rep.Conflicts) != 1 {
		t.Errorf("a versionless file with a higher revision: %+v, want a conflict", rep)
	}
	got, err := db.Get("m")
	if err != nil || got.Game.Len() != 2 || got.Revision != 1 {
		t.Fatalf("the match: %v %v", got, err)
	}
	addRound(got, 5)
	if err := db.Save(got); err != nil || got.Revision != 2 {
		t.Fatalf("save: %v, revision %d", err, got.Revision)
	}
	if held := roundsHeld(t, db, "m"); !slices.Equal(held, []int{1, 3}) {
		t.Errorf("versions held with %v rounds, want both", held)
	}
}

// TestLegacyEditSynced: a match without versions held on two devices,
// edited once on one and synced, does not conflict with the version it
// was made from.
func TestLegacyEditSynced(t *testing.T) {
	a, b := mustOpen(t), mustOpen(t)
	legacy := skipboMatch("m", 2)
	legacy.Revision, legacy.Created, legacy.Updated = 3, testNow, testNow
	for _, db := range []*DB{a, b} {
		if _, err := db.Import([]*scoring.Match{legacy}); err != nil {
			t.Fatal(err)
		}
	}
	edit(t, a, "m", func(m *scoring.Match) { addRound(m, 4) })
	rep := syncTo(t, b, a)
	if len(rep.Conflicts) > 0 {
		t.Errorf("the version the edit was made from: %+v, want no conflict", rep)
	}
	sameState(t, a, b)
	for _, db := range []*DB{a, b} {
		if got := roundsHeld(t, db, "m"); !slices.Equal(got, []int{3}) {
			t.Errorf("versions held with %v rounds, want the edit alone", got)
		}
	}
}
