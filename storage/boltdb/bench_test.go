package boltdb

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"go.etcd.io/bbolt"

	"scorekeeper/scoring"
	"scorekeeper/scoring/league"
	"scorekeeper/scoring/stats"
	"scorekeeper/storage/csvfile"

	"scorekeeper/storage/boltdb/internal/records"
)

// benchMatches is the size of the benchmark database.
const benchMatches = 10000

var (
	fixtureOnce sync.Once
	fixturePath string
	fixtureErr  error
)

// fixture returns a database of benchMatches demo matches, built once
// and cached under os.TempDir (named by schema and size, rebuilt when
// missing).
func fixture(b *testing.B) string {
	b.Helper()
	fixtureOnce.Do(func() {
		fixturePath = filepath.Join(os.TempDir(), fmt.Sprintf("scorekeeper-bench-s%d-%d-v4.db", SchemaVersion(), benchMatches))
		if _, err := os.Stat(fixturePath); err == nil {
			return
		}
		tmp := fixturePath + ".building"
		os.Remove(tmp)
		db, err := Open(tmp, &Options{NoDailyBackup: true})
		if err != nil {
			fixtureErr = err
			return
		}
		if _, err := db.Import(demoMatches(42, benchMatches)); err != nil {
			fixtureErr = err
		}
		db.Close()
		if fixtureErr == nil {
			fixtureErr = os.Rename(tmp, fixturePath)
		}
	})
	if fixtureErr != nil {
		b.Fatal(fixtureErr)
	}
	return fixturePath
}

// benchCopy copies the fixture into b.TempDir and opens it for writing.
func benchCopy(b *testing.B) *DB {
	src, err := os.ReadFile(fixture(b))
	if err != nil {
		b.Fatal(err)
	}
	path := filepath.Join(b.TempDir(), "bench.db")
	if err := os.WriteFile(path, src, 0o600); err != nil {
		b.Fatal(err)
	}
	return mustOpenWith(b, path, &Options{NoDailyBackup: true})
}

// benchRead opens the cached fixture read-only.
func benchRead(b *testing.B) *DB {
	return mustOpenWith(b, fixture(b), &Options{ReadOnly: true})
}

// BenchmarkSaveRound saves a Skull King match after a round (one whole
// match, its summary and facts, in one synced commit) and, in the same
// loop, commits the same stored match record bytes (compressed, framed)
// with bare bbolt Updates: into a one-key bucket (save/bare; bbolt keeps
// such a small bucket inline in its parent, so this is the cheapest
// commit there is) and into a copy of the records bucket (save/barefull:
// the same bytes into a tree of the same shape). It reports the times,
// the ratios (target: within 2x) and the pages each writes (TxStats).
func BenchmarkSaveRound(b *testing.B) {
	db := benchCopy(b)
	p, err := db.List(scoring.Query{Game: "skullking", Limit: 1})
	if err != nil || len(p.Matches) == 0 {
		b.Fatal(err)
	}
	m, err := db.Get(p.Matches[0].ID)
	if err != nil {
		b.Fatal(err)
	}
	data, _ := records.EncodeMatch(m)
	rec := records.Frame(records.RecKey(m.ID, records.KindMatch), records.PackMatch(data)) // the stored bytes
	b.Logf("match JSON %d bytes", len(data))
	b.Logf("record %d bytes", len(rec))
	// the like-for-like yardstick: the same bytes put into a bucket of the
	// same keys and values as the records bucket (the same tree shape), so
	// the difference is only what a save adds (summary, facts, checks)
	err = db.bolt.Update(func(tx *bbolt.Tx) error {
		full, err := tx.CreateBucket([]byte("barefull"))
		if err != nil {
			return err
		}
		full.FillPercent = records.RecordsFill
		return tx.Bucket([]byte(records.BucketRecords)).ForEach(func(k, v []byte) error {
			return full.Put(k, v)
		})
	})
	if err != nil {
		b.Fatal(err)
	}
	var save, bare, bareFull time.Duration
	var savePages, barePages, fullPages int64
	var n int
	writes := func() int64 { s := db.bolt.Stats(); return s.TxStats.GetWrite() }
	b.ResetTimer()
	for b.Loop() {
		w0 := writes()
		t0 := time.Now()
		if err := db.Save(m); err != nil {
			b.Fatal(err)
		}
		t1 := time.Now()
		w1 := writes()
		err := db.bolt.Update(func(tx *bbolt.Tx) error {
			bk, err := tx.CreateBucketIfNotExists([]byte("bare"))
			if err != nil {
				return err
			}
			return bk.Put([]byte(m.ID), rec)
		})
		if err != nil {
			b.Fatal(err)
		}
		t2, w2 := time.Now(), writes()
		err = db.bolt.Update(func(tx *bbolt.Tx) error {
			bk := tx.Bucket([]byte("barefull"))
			bk.FillPercent = records.RecordsFill
			return bk.Put(records.RecKey(m.ID, records.KindMatch), rec)
		})
		if err != nil {
			b.Fatal(err)
		}
		save += t1.Sub(t0)
		bare += t2.Sub(t1)
		bareFull += time.Since(t2)
		savePages += w1 - w0
		barePages += w2 - w1
		fullPages += writes() - w2
		n++
	}
	b.ReportMetric(float64(fullPages)/float64(n), "barefull-pages/op")
	b.ReportMetric(float64(bareFull.Nanoseconds())/float64(n), "barefull-ns/op")
	b.ReportMetric(float64(save)/float64(bareFull), "save/barefull")
	b.ReportMetric(float64(savePages)/float64(n), "save-pages/op")
	b.ReportMetric(float64(barePages)/float64(n), "bare-pages/op")
	b.ReportMetric(float64(save.Nanoseconds())/float64(n), "save-ns/op")
	b.ReportMetric(float64(bare.Nanoseconds())/float64(n), "bare-ns/op")
	b.ReportMetric(float64(save)/float64(bare), "save/bare")
}

// BenchmarkListNewest50 lists the first history page.
func BenchmarkListNewest50(b *testing.B) {
	db := benchRead(b)
	for b.Loop() {
		p, err := db.List(scoring.Query{Limit: 50})
		if err != nil || len(p.Matches) != 50 {
			b.Fatal(err)
		}
	}
}

// BenchmarkListPlayer50 lists the first page of one player's matches.
func BenchmarkListPlayer50(b *testing.B) {
	db := benchRead(b)
	p, _ := db.List(scoring.Query{Limit: 1})
	id := p.Matches[0].Players[0].ID
	for b.Loop() {
		if p, err := db.List(scoring.Query{Player: id, Limit: 50}); err != nil || len(p.Matches) != 50 {
			b.Fatal(err)
		}
	}
}

// BenchmarkExportCSV exports all matches to CSV (target: under 1 s).
func BenchmarkExportCSV(b *testing.B) {
	db := benchRead(b)
	for b.Loop() {
		if err := db.ExportCSV(io.Discard, nil, csvfile.Options{}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkCheck runs the full check (bbolt, checksums, decode and score).
func BenchmarkCheck(b *testing.B) {
	db := benchRead(b)
	for b.Loop() {
		if rep, err := db.Check(); err != nil || !rep.OK() {
			b.Fatal(err, rep.Problems)
		}
	}
}

// BenchmarkOpen opens the database read-only, with the damage checks
// (page walk and layout check) Open runs: the storage part of start-up.
func BenchmarkOpen(b *testing.B) {
	path := fixture(b)
	for b.Loop() {
		db, err := Open(path, &Options{ReadOnly: true})
		if err != nil {
			b.Fatal(err)
		}
		db.Close()
	}
}

// BenchmarkStatsGroup opens the statistics of the whole group: every
// stored match's facts read and added up (target: under 100 ms).
func BenchmarkStatsGroup(b *testing.B) {
	db := benchRead(b)
	for b.Loop() {
		if g, err := db.Stats(stats.Filter{}); err != nil || g.Matches == 0 {
			b.Fatal(err)
		}
	}
}

// BenchmarkStatsPlayer opens one player's statistics (target: under
// 100 ms).
func BenchmarkStatsPlayer(b *testing.B) {
	db := benchRead(b)
	p, _ := db.List(scoring.Query{Limit: 1})
	id := p.Matches[0].Players[0].ID
	for b.Loop() {
		if p, err := db.PlayerStats(id, stats.Filter{}); err != nil || p.Overall.Played == 0 {
			b.Fatal(err)
		}
	}
}

// benchLeague builds, in a copy of the fixture, a league of the 16 demo
// players whose seasons are played by the stored SKUCK matches (each
// linked to an open fixture of its pair, a season closed when all are
// played), up to five seasons, and saves it.
func benchLeague(b *testing.B) (*DB, *league.League) {
	db := benchCopy(b)
	ps, err := db.Players(false)
	if err != nil {
		b.Fatal(err)
	}
	ids := make([]string, len(ps))
	for i, p := range ps {
		ids[i] = p.ID
	}
	l, err := league.New("bench", "Bench", ids)
	if err != nil {
		b.Fatal(err)
	}
	ms := map[string]*scoring.Match{}
	page := scoring.Page{}
	for first := true; first || page.Next != ""; first = false {
		page, err = db.List(scoring.Query{Game: scoring.Skuck, Limit: 500, Cursor: page.Next})
		if err != nil {
			b.Fatal(err)
		}
		for _, s := range page.Matches {
			if !s.Over || len(l.Seasons) > 5 {
				continue
			}
			m, err := db.Get(s.ID)
			if err != nil {
				b.Fatal(err)
			}
			if _, err := l.Record(m); err != nil {
				continue
			}
			ms[m.ID] = m
			done := true
			for _, f := range l.Current().Fixtures {
				done = done && f.Played()
			}
			if done {
				if _, err := l.Close(ms); err != nil {
					b.Fatal(err)
				}
			}
		}
	}
	if err := db.SaveLeague(l); err != nil {
		b.Fatal(err)
	}
	return db, l
}

// BenchmarkLeagueTable opens a league's table (the league and the
// season's linked matches read, the table ranked), and the table with
// the season's achievements (two seasons' matches), at 10,000 stored
// matches (target: under 100 ms).
func BenchmarkLeagueTable(b *testing.B) {
	db, l := benchLeague(b)
	n := l.Current().Number - 1 // the last closed season
	b.Logf("%d seasons, %d linked matches", len(l.Seasons), len(l.MatchIDs()))
	b.Run("table", func(b *testing.B) {
		for b.Loop() {
			if _, t, err := db.LeagueTable("bench", n); err != nil || len(t) == 0 || t[0][0].Matches == 0 {
				b.Fatal(err)
			}
		}
	})
	b.Run("achievements", func(b *testing.B) {
		for b.Loop() {
			lg, err := db.League("bench")
			if err != nil {
				b.Fatal(err)
			}
			ms, err := db.LeagueMatches(lg, n, n-1)
			if err != nil {
				b.Fatal(err)
			}
			lg.Season(n).Table(ms)
			if len(lg.Achievements(n, ms, nil)) == 0 {
				b.Fatal("no achievements")
			}
		}
	})
}
