package boltdb

import (
	"errors"
	"testing"

	"go.etcd.io/bbolt"

	"scorekeeper/scoring"
	"scorekeeper/scoring/league"

	"scorekeeper/storage/boltdb/internal/records"
)

// TestRevisionLimit: a match or a league saved at the highest revision
// (2^53 - 1, SPEC 3) is refused with ErrRevisionLimit and stays as it
// was, readable; it never wraps to a negative revision. (An import
// refuses a revision that near the limit: the match is stored as a
// database written before that refusal holds it.)
func TestRevisionLimit(t *testing.T) {
	db := mustOpen(t)
	m := demoMatches(testSeed(t), 1)[0]
	m.Revision = scoring.MaxRevision - 1
	if err := db.update(func(tx *bbolt.Tx) error {
		data, err := records.EncodeMatch(m)
		if err == nil {
			_, err = records.PutMatch(tx, m, data, nil, testNow)
		}
		return err
	}); err != nil {
		t.Fatal(err)
	}
	got, err := db.Get(m.ID)
	if err != nil {
		t.Fatal(err)
	}
	if err := db.Save(got); err != nil || got.Revision != scoring.MaxRevision {
		t.Fatalf("save below the limit: revision %d, %v", got.Revision, err)
	}
	if err := db.Save(got); !errors.Is(err, scoring.ErrRevisionLimit) {
		t.Fatalf("save at the limit: %v, want ErrRevisionLimit", err)
	}
	if again, err := db.Get(m.ID); err != nil || again.Revision != scoring.MaxRevision {
		t.Fatalf("after the refused save: %v, %v", again, err)
	}

	ps := rosterN(t, db, 2)
	l, err := league.New("", "L", []string{ps[0].ID, ps[1].ID})
	if err != nil {
		t.Fatal(err)
	}
	l.ID, l.Revision = "league-1", scoring.MaxRevision-1
	if err := db.SaveLeague(l); err != nil || l.Revision != scoring.MaxRevision {
		t.Fatalf("league below the limit: revision %d, %v", l.Revision, err)
	}
	if err := db.SaveLeague(l); !errors.Is(err, scoring.ErrRevisionLimit) {
		t.Fatalf("league at the limit: %v, want ErrRevisionLimit", err)
	}
	if again, err := db.League(l.ID); err != nil || again.Revision != scoring.MaxRevision {
		t.Fatalf("league after the refused save: %v, %v", again, err)
	}
}
