package boltdb

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"go.etcd.io/bbolt"

	"scorekeeper/scoring"

	"scorekeeper/storage/boltdb/internal/records"
)

// checkRepair does what `check --repair` does: open, and on damage
// rescue (restoring a backup if needed), then Repair. The database is
// checked and closed at cleanup.
func checkRepair(tb testing.TB, path string, opts *Options) (*DB, RescueReport) {
	tb.Helper()
	var rep RescueReport
	db, err := Open(path, opts)
	if errors.Is(err, ErrDamaged) {
		db, rep, err = Rescue(path, opts, true)
	}
	if err != nil {
		tb.Fatal(err)
	}
	checkAtCleanup(tb, db)
	if _, err := db.Repair(); err != nil {
		tb.Fatal(err)
	}
	return db, rep
}

// TestRepairRebuildsMissingIndex: a missing index bucket (a cache) is
// rebuilt in place by check --repair, not replaced by the newest backup:
// the match saved after that backup is still there.
func TestRepairRebuildsMissingIndex(t *testing.T) {
	for _, bucket := range records.IndexBuckets {
		t.Run(bucket, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "idx.db")
			c := &clock{t: testNow}
			opts := &Options{Now: c.Now, NoDailyBackup: true}
			db := mustOpenWith(t, path, opts)
			if _, err := db.Import(demoMatches(3, 12)); err != nil {
				t.Fatal(err)
			}
			if _, err := db.Backup("test"); err != nil {
				t.Fatal(err)
			}
			if err := db.Save(openMatch("after", testNow.Add(time.Hour))); err != nil {
				t.Fatal(err)
			}
			noCheck(db)
			if err := db.bolt.Update(func(tx *bbolt.Tx) error { return tx.DeleteBucket([]byte(bucket)) }); err != nil {
				t.Fatal(err)
			}
			closeDB(t, db)
			db, rep := checkRepair(t, path, opts)
			if !rep.Rebuilt || rep.RestoredFrom.Path != "" {
				t.Errorf("rescue: %+v, want rebuilt in place", rep)
			}
			if _, err := db.Get("after"); err != nil {
				t.Fatalf("the match saved after the backup: %v", err)
			}
			if n, _ := db.Count(); n != 13 {
				t.Errorf("%d matches after repair, want 13", n)
			}
			if got, _ := db.InProgress(10); !slices.Contains(ids(got), "after") {
				t.Errorf("in progress after repair: %v", ids(got))
			}
			if rep.MovedTo == "" {
				t.Error("the damaged file was not kept aside")
			} else if _, err := os.Stat(rep.MovedTo); err != nil {
				t.Error(err)
			}
		})
	}
}

// TestOpenRestoresMissingFile: a path without a file but with backups
// (a repair of an older version killed between moving the file aside
// and restoring) gets the newest sound backup, not an empty database.
func TestOpenRestoresMissingFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "gone.db")
	db := mustOpenAt(t, path)
	if _, err := db.Import(demoMatches(4, 5)); err != nil {
		t.Fatal(err)
	}
	if _, err := db.Backup("test"); err != nil {
		t.Fatal(err)
	}
	closeDB(t, db)
	if err := os.Rename(path, path+".moved"); err != nil {
		t.Fatal(err)
	}
	db = mustOpenAt(t, path)
	if n, _ := db.Count(); n != 5 {
		t.Errorf("%d matches after opening a missing file with a backup, want 5", n)
	}
}

// TestBackupsByContentNotClock: backups made while the clock ran ahead
// do not win over newer content, do not hold daily backups back, and do
// not make new backups be rotated away.
func TestBackupsByContentNotClock(t *testing.T) {
	path := filepath.Join(t.TempDir(), "clock.db")
	c := &clock{t: testNow.Add(30 * 24 * time.Hour)} // the clock runs a month ahead
	opts := &Options{Now: c.Now, NoDailyBackup: true}
	db := mustOpenWith(t, path, opts)
	for i := range 5 {
		if err := db.Save(skipboMatch("ahead"+string(rune('a'+i)), 1)); err != nil {
			t.Fatal(err)
		}
		if _, err := db.Backup("test"); err != nil {
			t.Fatal(err)
		}
	}
	c.t = testNow // the clock is put right
	if err := db.Save(skipboMatch("real", 2)); err != nil {
		t.Fatal(err)
	}
	rep, err := db.Import([]*scoring.Match{skipboMatch("imported", 1)})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(rep.Backup); err != nil {
		t.Fatalf("the backup before the import is gone: %v", err)
	}
	bs, _ := Backups(path, "")
	if len(bs) != 5 || bs[0].Path != rep.Backup {
		t.Fatalf("backups after the import: %+v, want the import's newest", bs)
	}
	// a day later by the (right) clock: a daily backup, though the
	// future-named ones are "newer" by name
	c.t = testNow.Add(25 * time.Hour)
	if b, err := db.BackupIfDue(); err != nil || b == "" {
		t.Fatalf("daily backup: %q %v", b, err)
	}
	// the restored backup is the newest content, with "imported"
	bs, _ = Backups(path, "")
	closeDB(t, db)
	data, _ := os.ReadFile(path)
	os.WriteFile(path, data[:len(data)/3], 0o600)
	db, rrep, err := Rescue(path, opts, true)
	if err != nil {
		t.Fatal(err)
	}
	checkAtCleanup(t, db)
	if rrep.RestoredFrom.Path != bs[0].Path {
		t.Errorf("restored %s, want %s", rrep.RestoredFrom.Path, bs[0].Path)
	}
	if _, err := db.Get("imported"); err != nil {
		t.Errorf("the restored backup lacks the newest content: %v", err)
	}
}

// TestBackupRotationKeepsOldestAndNewest: rotation keeps the first and
// the last restore point, and no-op imports make no new backup (so
// they rotate nothing away).
func TestBackupRotationKeepsOldestAndNewest(t *testing.T) {
	path := filepath.Join(t.TempDir(), "rot.db")
	c := &clock{t: testNow}
	db := mustOpenWith(t, path, &Options{Now: c.Now, NoDailyBackup: true, KeepBackups: 3})
	var made []string
	for i := range 6 {
		if err := db.Save(skipboMatch("m"+string(rune('a'+i)), 1)); err != nil {
			t.Fatal(err)
		}
		b, err := db.Backup("test")
		if err != nil {
			t.Fatal(err)
		}
		made = append(made, b)
	}
	bs, _ := Backups(path, "")
	if len(bs) != 3 || bs[0].Path != made[5] || bs[2].Path != made[0] {
		t.Errorf("kept %+v, want the newest %s and the oldest %s", bs, made[5], made[0])
	}
	// five imports of what is there already: no new restore point
	m := skipboMatch("imp", 2)
	if _, err := db.Import([]*scoring.Match{m}); err != nil {
		t.Fatal(err)
	}
	before, _ := Backups(path, "")
	for range 5 {
		if _, err := db.Import([]*scoring.Match{m}); err != nil {
			t.Fatal(err)
		}
	}
	after, _ := Backups(path, "")
	if len(after) != 3 || after[2].Path != made[0] {
		t.Errorf("after no-op imports %+v", after)
	}
	// at most the first of them backs up the import's result
	kept := 0
	for _, b := range before {
		if slices.ContainsFunc(after, func(a BackupInfo) bool { return a.Path == b.Path }) {
			kept++
		}
	}
	if kept < 2 {
		t.Errorf("no-op imports rotated away restore points: before %+v after %+v", before, after)
	}
}
