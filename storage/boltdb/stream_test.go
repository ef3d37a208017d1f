package boltdb

import (
	"bufio"
	"bytes"
	"errors"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"go.etcd.io/bbolt"

	"scorekeeper/scoring"
	"scorekeeper/scoring/demo"
	"scorekeeper/storage/csvfile"
	"scorekeeper/storage/matchfile"

	"scorekeeper/storage/boltdb/internal/records"
)

// damageRecord flips a byte in the middle of match id's stored record
// of the closed database at path (its checksum then fails).
func damageRecord(t *testing.T, path, id string) {
	t.Helper()
	raw, err := bbolt.Open(path, 0o600, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer raw.Close()
	err = raw.Update(func(tx *bbolt.Tx) error {
		rec := bytes.Clone(records.GetRecord(tx, id, records.KindMatch))
		if rec == nil {
			return errors.New("no record")
		}
		rec[len(rec)/2] ^= 0x20
		return records.RecordsOf(tx).Put(records.RecKey(id, records.KindMatch), rec)
	})
	if err != nil {
		t.Fatal(err)
	}
}

// One damaged record does not block the others: both exports write all
// the sound matches and name the damaged one; importing a good copy of
// it heals it (the check then finds nothing).
func TestDamagedRecordExportAndHeal(t *testing.T) {
	path := filepath.Join(t.TempDir(), "a.db")
	db := mustOpenWith(t, path, &Options{NoDailyBackup: true})
	if _, err := db.Import(demoMatches(61, 20)); err != nil {
		t.Fatal(err)
	}
	good := skipboMatch("the-match", 3)
	if err := db.Save(good); err != nil {
		t.Fatal(err)
	}
	var copyOf bytes.Buffer
	if err := db.ExportJSON(&copyOf, []string{"the-match"}); err != nil {
		t.Fatal(err)
	}
	closeDB(t, db)
	damageRecord(t, path, "the-match")

	db = mustOpenWith(t, path, &Options{NoDailyBackup: true})
	noCheck(db)
	var js, csv bytes.Buffer
	for name, err := range map[string]error{
		"json": db.ExportJSON(&js, nil),
		"csv":  db.ExportCSV(&csv, nil, csvfile.Options{}),
	} {
		var se *SkippedError
		if !errors.As(err, &se) || len(se.Damaged) != 1 || se.Damaged[0].MatchID != "the-match" || !strings.Contains(err.Error(), "the-match") {
			t.Errorf("%s export: %v, want a *SkippedError naming the-match", name, err)
		}
	}
	n := 0
	if _, err := matchfile.Scan(&js, func(m *scoring.Match) error { n++; return nil }); err != nil || n != 20 {
		t.Errorf("the JSON export holds %d matches (%v), want the 20 sound ones", n, err)
	}
	if ids := strings.Count(csv.String(), "\n"); ids < 20 {
		t.Errorf("the CSV export has %d lines", ids)
	}
	rep, err := db.ImportFile(bytes.NewReader(copyOf.Bytes()))
	if err != nil || len(rep.Healed) != 1 || rep.Healed[0] != "the-match" || len(rep.Conflicts) != 0 {
		t.Fatalf("importing a good copy: %+v %v", rep, err)
	}
	if m, err := db.Get("the-match"); err != nil || m.Game.Len() != 3 {
		t.Errorf("after healing: %v", err)
	}
	checkAtCleanup(t, db) // checked again: nothing may be left to find
}

// A bundle larger than 64 MiB (what the app exports from about 7,000
// matches) imports, read one match at a time.
func TestImportBundleOver64MiB(t *testing.T) {
	if testing.Short() {
		t.Skip("writes and imports a 65 MiB bundle")
	}
	path := filepath.Join(t.TempDir(), "big.json")
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	bw := bufio.NewWriter(f)
	counter := &countWriter{w: bw}
	w := matchfile.NewBundleWriter(counter)
	n := 0
	stop := errors.New("big enough")
	err = demo.Each(rand.New(rand.NewPCG(62, 1)), 1_000_000, testNow, func(m *scoring.Match) error {
		if counter.n > matchfile.MaxSize+1<<20 {
			return stop
		}
		n++
		return w.Write(m)
	})
	if err != stop {
		t.Fatal(err)
	}
	if err := w.Close(nil); err != nil {
		t.Fatal(err)
	}
	if err := bw.Flush(); err != nil {
		t.Fatal(err)
	}
	if _, err := f.Seek(0, 0); err != nil {
		t.Fatal(err)
	}
	db := mustOpen(t)
	rep, err := db.ImportFile(f)
	f.Close()
	if err != nil || rep.Counts.Added != n || len(rep.Added) != n {
		t.Fatalf("import of a %d-match bundle: added %d, %v", n, rep.Counts.Added, err)
	}
	t.Logf("%d matches, %d MiB", n, counter.n>>20)
}

type countWriter struct {
	w interface{ Write([]byte) (int, error) }
	n int
}

func (c *countWriter) Write(p []byte) (int, error) {
	n, err := c.w.Write(p)
	c.n += n
	return n, err
}
