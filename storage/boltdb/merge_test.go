package boltdb

import (
	"errors"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"go.etcd.io/bbolt"
	"pgregory.net/rapid"

	"scorekeeper/scoring"
	"scorekeeper/scoring/demo"
	"scorekeeper/scoring/league"
	"scorekeeper/scoring/stats"
	"scorekeeper/storage/matchfile"

	"scorekeeper/storage/boltdb/internal/records"
)

// statsWithout is a player's statistics without who they are (id, name)
// and without the unexported bookkeeping, for comparing two profiles.
func statsWithout(p *stats.Player) []any {
	return []any{p.Overall, p.Games, p.Numbers, p.History}
}

// TestMergePlayers: over random demo databases, merging a demo player
// into a new profile moves every match (ids in entries too: the dropped
// id appears nowhere), keeps every other match byte for byte, raises the
// moved matches' revisions by one, gives keep exactly drop's statistics,
// and leaves a database that checks clean; the same merge in another
// database gives the same bytes.
func TestMergePlayers(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		seed := rapid.Uint64().Draw(rt, "seed")
		ms := demo.Matches(rand.New(rand.NewPCG(seed, 1)), rapid.IntRange(1, 60).Draw(rt, "matches"), testNow)
		var pool []string
		for _, m := range ms {
			for _, p := range m.Players {
				if !strings.Contains(strings.Join(pool, " "), p.ID) {
					pool = append(pool, p.ID)
				}
			}
		}
		drop := rapid.SampledFrom(pool).Draw(rt, "drop")
		run := func() (*DB, map[string]string, MergeReport, *stats.Player) {
			db := mustOpen(t)
			if _, err := db.Import(ms); err != nil {
				rt.Fatal(err)
			}
			before := stored(t, db)
			st, _ := db.PlayerStats(drop, stats.Filter{})
			keep := scoring.RosterPlayer{ID: "keep-" + drop, Name: "Keep"}
			if err := db.update(func(tx *bbolt.Tx) error { return records.PutPlayer(tx, keep) }); err != nil {
				rt.Fatal(err)
			}
			rep, err := db.MergePlayers(keep.ID, drop)
			if err != nil {
				rt.Fatal(err)
			}
			return db, before, rep, st
		}
		db, before, rep, st := run()
		after := stored(t, db)
		if len(after) != len(before) {
			rt.Fatalf("%d matches after the merge, %d before", len(after), len(before))
		}
		moved := map[string]bool{}
		for _, id := range rep.Matches {
			moved[id] = true
		}
		for id, data := range after {
			switch {
			case strings.Contains(data, `"`+drop+`"`):
				rt.Fatalf("match %s still names %s:\n%s", id, drop, data)
			case !moved[id] && data != before[id]:
				rt.Fatalf("match %s changed though %s did not play it", id, drop)
			case moved[id]:
				old, _ := matchfile.HeadOf([]byte(before[id]))
				now, _ := matchfile.HeadOf([]byte(data))
				if now.Revision != old.Revision+1 {
					rt.Fatalf("match %s: revision %d after %d", id, now.Revision, old.Revision)
				}
			}
		}
		if len(rep.Matches) < st.Overall.Played {
			rt.Fatalf("moved %d matches, %s played %d", len(rep.Matches), drop, st.Overall.Played)
		}
		got, _ := db.PlayerStats("keep-"+drop, stats.Filter{})
		if !reflect.DeepEqual(statsWithout(got), statsWithout(st)) {
			rt.Fatalf("keep's statistics differ from drop's:\n%+v\n%+v", got, st)
		}
		if gone, _ := db.PlayerStats(drop, stats.Filter{}); gone.Overall.Played != 0 {
			rt.Fatal("drop still has matches")
		}
		p, err := db.Player(drop)
		if err != nil || !p.Archived || p.MergedInto != "keep-"+drop {
			rt.Fatalf("drop in the roster: %+v %v", p, err)
		}
		if rep, err := db.Check(); err != nil || !rep.OK() {
			rt.Fatalf("check: %v %v", rep.Problems, err)
		}
		db2, _, _, _ := run()
		if !reflect.DeepEqual(stored(t, db2), after) {
			rt.Fatal("the same merge on another database gave other bytes")
		}
	})
}

// TestMergeRefused: players who sat at one table, or are in one season of
// a league, are not merged, and nothing changes.
func TestMergeRefused(t *testing.T) {
	db := mustOpen(t)
	ms := demoMatches(5, 30)
	if _, err := db.Import(ms); err != nil {
		t.Fatal(err)
	}
	a, b := ms[0].Players[0].ID, ms[0].Players[1].ID
	before := stored(t, db)
	_, err := db.MergePlayers(a, b)
	var me *MergeError
	if !errors.As(err, &me) || !errors.Is(err, ErrBothPlayed) || !strings.Contains(err.Error(), ms[0].ID) {
		t.Fatalf("merge of two players of one match: %v", err)
	}
	if !reflect.DeepEqual(stored(t, db), before) {
		t.Error("a refused merge changed matches")
	}
	if p, _ := db.Player(b); p.Archived {
		t.Error("a refused merge archived the player")
	}
	if _, err := db.MergePlayers(a, a); err == nil {
		t.Error("merged a player with themselves")
	}
	if _, err := db.MergePlayers(a, "nobody"); !errors.Is(err, ErrNotFound) {
		t.Errorf("unknown player: %v", err)
	}
	// a league with both in one season
	ps := rosterN(t, db, 2)
	l, _ := league.New("lg", "L", []string{ps[0].ID, ps[1].ID})
	if err := db.SaveLeague(l); err != nil {
		t.Fatal(err)
	}
	if _, err := db.MergePlayers(ps[0].ID, ps[1].ID); !errors.As(err, &me) || len(me.Leagues) != 1 {
		t.Errorf("league: %v", err)
	}
	// a league of only one of them follows the merge
	p3 := rosterN(t, db, 1)[0]
	rep, err := db.MergePlayers(p3.ID, ps[1].ID)
	if err != nil || len(rep.Leagues) != 1 {
		t.Fatalf("merge into a new profile: %+v %v", rep, err)
	}
	got, _ := db.League("lg")
	if got.Current().Division(p3.ID) < 0 || got.Current().Division(ps[1].ID) >= 0 || got.Revision != l.Revision+1 {
		t.Errorf("league after the merge: %+v", got)
	}
}
