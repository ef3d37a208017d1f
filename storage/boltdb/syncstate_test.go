package boltdb

import (
	"fmt"
	"testing"

	"go.etcd.io/bbolt"
)

// TestSyncStateBatches: SyncFiles walks one kind's files in name order a
// batch at a time, SyncFilesOf finds named ones, SaveSyncState saves and
// forgets, and a damaged entry or last number is left out.
func TestSyncStateBatches(t *testing.T) {
	db := mustOpen(t)
	const folder = "/sync"
	files := map[string]*SyncFile{}
	for i := range 10 {
		files[fmt.Sprintf("matches/m%d.json", i)] = &SyncFile{Size: int64(i), ModTime: 7, Mine: i%2 == 0, Unreadable: i%3 == 0}
	}
	files["leagues/l.json"] = &SyncFile{Size: 99}
	files["players/p.json"] = &SyncFile{Size: 98}
	if err := db.SaveSyncState(folder, 42, files); err != nil {
		t.Fatal(err)
	}
	if last, err := db.SyncLast(folder); err != nil || last != 42 {
		t.Fatalf("last %d, %v: want 42", last, err)
	}
	var got []string
	for after := "matches/"; ; {
		batch, err := db.SyncFiles(folder, "matches/", after, 3)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range batch {
			if *files[e.Name] != e.SyncFile {
				t.Fatalf("%s reads as %+v", e.Name, e.SyncFile)
			}
			got = append(got, e.Name)
			after = e.Name
		}
		if len(batch) < 3 {
			break
		}
	}
	if len(got) != 10 || got[0] != "matches/m0.json" || got[9] != "matches/m9.json" {
		t.Fatalf("walked %v", got)
	}
	if err := db.SaveSyncState(folder, 43, map[string]*SyncFile{"matches/m3.json": nil}); err != nil {
		t.Fatal(err)
	}
	damage := func(key string) {
		t.Helper()
		if err := db.bolt.Update(func(tx *bbolt.Tx) error {
			return syncBucket(tx, folder).Put([]byte(key), []byte("junk"))
		}); err != nil {
			t.Fatal(err)
		}
	}
	damage("matches/m5.json")
	found, err := db.SyncFilesOf(folder, []string{"matches/m2.json", "matches/m3.json", "matches/m5.json", "leagues/l.json", "nope"})
	if err != nil || len(found) != 2 || found["matches/m2.json"] != *files["matches/m2.json"] || found["leagues/l.json"].Size != 99 {
		t.Fatalf("found %+v, %v: want m2 and l only (m3 forgotten, m5 damaged)", found, err)
	}
	if batch, err := db.SyncFiles(folder, "matches/", "matches/", 100); err != nil || len(batch) != 8 {
		t.Fatalf("walked %+v, %v: want 8 (m3 forgotten, m5 damaged)", batch, err)
	}
	damage(string(keySyncLast))
	if last, err := db.SyncLast(folder); err != nil || last != 0 {
		t.Fatalf("a damaged last number reads as %d, %v: want 0", last, err)
	}
	if batch, err := db.SyncFiles("/other", "matches/", "matches/", 100); err != nil || len(batch) != 0 {
		t.Fatalf("an unknown folder has %+v, %v", batch, err)
	}
}
