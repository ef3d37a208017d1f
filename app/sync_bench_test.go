package app

import (
	"bytes"
	"math/rand/v2"
	"path/filepath"
	"testing"
	"time"

	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"

	"scorekeeper/app/urifolder"
	"scorekeeper/scoring/demo"
	"scorekeeper/storage/boltdb"
	"scorekeeper/storage/matchfile"
	"scorekeeper/storage/syncfolder"
)

// A pass with nothing new, 1,000 matches in the folder: through the
// storage package's folder (unchanged files skipped by size and time)
// and through Fyne's storage API (which tells neither: every file is
// read twice, for its size and for its content).
//
//	go test -tags "ci migrated_fynedo" -run '^$' -bench PassUnchanged ./app/
func BenchmarkPassUnchanged(b *testing.B) {
	test.NewTempApp(b) // Fyne's file:// storage
	for _, c := range []struct {
		name string
		open func(dir string) syncfolder.Folder
	}{
		{"dir", func(dir string) syncfolder.Folder { return syncfolder.Dir(dir) }},
		{"fyne", func(dir string) syncfolder.Folder { return urifolder.New(storage.NewFileURI(dir)) }},
	} {
		b.Run(c.name, func(b *testing.B) {
			db, err := boltdb.Open(filepath.Join(b.TempDir(), "bench.db"), &boltdb.Options{NoDailyBackup: true})
			if err != nil {
				b.Fatal(err)
			}
			defer db.Close()
			var buf bytes.Buffer
			ms := demo.Matches(rand.New(rand.NewPCG(1, 1)), 1000, time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC))
			if err := matchfile.WriteBundle(&buf, ms); err != nil {
				b.Fatal(err)
			}
			if _, err := db.ImportFile(&buf); err != nil {
				b.Fatal(err)
			}
			f := c.open(b.TempDir())
			if _, err := syncfolder.Pass(db, f); err != nil { // writes every file
				b.Fatal(err)
			}
			for b.Loop() {
				rep, err := syncfolder.Pass(db, f)
				if err != nil || rep.Written != 0 || len(rep.Added)+len(rep.Updated) != 0 {
					b.Fatalf("%+v %v", rep, err)
				}
			}
		})
	}
}
