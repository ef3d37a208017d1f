//go:build ci || screenshots

package app

import (
	"math/rand/v2"
	"path/filepath"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"scorekeeper/scoring"
	"scorekeeper/scoring/demo"
	"scorekeeper/scoring/league"
	"scorekeeper/scoring/stats"
	"scorekeeper/storage/boltdb"
)

// BenchmarkOpenScreens measures, at 10,000 stored demo matches, the work
// from the tap until the data is applied and laid out: the history (first
// page), a match's sheet from the history, the statistics of the group and
// of one player, and a league table (16 players, a played season).
func BenchmarkOpenScreens(b *testing.B) {
	a := test.NewTempApp(b)
	db, err := boltdb.Open(filepath.Join(b.TempDir(), "bench.db"), &boltdb.Options{NoDailyBackup: true})
	if err != nil {
		b.Fatal(err)
	}
	defer db.Close()
	ms := demo.Matches(rand.New(rand.NewPCG(1, 1)), 10000, time.Now())
	if _, err := db.Import(ms); err != nil {
		b.Fatal(err)
	}
	u := New(a, db)
	u.window.Resize(fyne.NewSize(360, 740))
	g, err := db.Stats(stats.Filter{})
	if err != nil || len(g.Players) == 0 {
		b.Fatal(err)
	}
	var ids []string
	for _, p := range g.Players {
		ids = append(ids, p.ID)
	}
	l, err := league.New("bench", "Bench league", ids)
	if err != nil {
		b.Fatal(err)
	}
	if err := db.SaveLeague(l); err != nil {
		b.Fatal(err)
	}
	for _, m := range ms {
		if m.Game.Name() == scoring.Skuck && m.Over() {
			_, _ = db.LinkLeagueMatch(l.ID, m.ID)
		}
	}
	b.Run("history", func(b *testing.B) {
		for b.Loop() {
			u.showHistory()
			u.back()
		}
	})
	u.showHistory()
	var longest scoring.Summary // the finished match with the most rounds on the first page
	for _, s := range u.history.items {
		if s.Over && s.Rounds > longest.Rounds {
			longest = s
		}
	}
	if longest.ID == "" {
		b.Fatal("no finished match on the first page")
	}
	b.Run("sheet", func(b *testing.B) {
		for b.Loop() {
			u.history.open(longest.ID)
			u.back()
		}
		b.ReportMetric(float64(longest.Rounds), "rounds")
	})
	u.back()
	b.Run("group", func(b *testing.B) {
		for b.Loop() {
			u.showStats("")
			u.stats.wait()
			u.back()
		}
	})
	b.Run("player", func(b *testing.B) {
		for b.Loop() {
			u.showStats(ids[0])
			u.stats.wait()
			u.back()
		}
	})
	b.Run("league", func(b *testing.B) {
		for b.Loop() {
			u.openLeague(l.ID)
			u.league.wait()
			u.back()
		}
		if len(u.league.tables) == 0 {
			b.Fatal("no table")
		}
	})
}
