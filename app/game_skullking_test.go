package app

import (
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2/test"

	"scorekeeper/scoring"
	"scorekeeper/scoring/skullking"
)

// TestSkullKingPrefsMoved: the per-match expansions and powers that an
// earlier version kept in the preferences move into the match's options
// at start and leave the preferences; a match that states them keeps its
// own; one of a match not stored is just removed.
func TestSkullKingPrefsMoved(t *testing.T) {
	db := openDB(t, filepath.Join(t.TempDir(), "test.db"))
	ps := []scoring.Player{{ID: "a", Name: "Anne"}, {ID: "b", Name: "Bob"}}
	off := false
	old := &scoring.Match{ID: "old", Players: ps, Game: &skullking.Match{}}
	stated := &scoring.Match{ID: "stated", Players: ps, Game: &skullking.Match{Options: skullking.Options{Powers: &off}}}
	for _, m := range []*scoring.Match{old, stated} {
		if err := db.Save(m); err != nil {
			t.Fatal(err)
		}
	}
	a := test.NewTempApp(t)
	p := a.Preferences()
	p.SetBool(prefSkullKingExpansions+".old", true)
	p.SetBool(prefSkullKingPowers+".old", true)
	p.SetBool(prefSkullKingPowers+".stated", true)
	p.SetBool(prefSkullKingExpansions+".gone", true)
	New(a, db)
	got, err := db.Get("old")
	if err != nil {
		t.Fatal(err)
	}
	if in := got.Game.(*skullking.Match).InPlay(); !in.Expansions || !in.Powers {
		t.Errorf("old match plays with %+v, want both", in)
	}
	got, _ = db.Get("stated")
	if in := got.Game.(*skullking.Match).InPlay(); in.Powers {
		t.Errorf("a match's own options were overwritten: %+v", in)
	}
	for _, k := range []string{".old", ".stated", ".gone"} {
		for _, key := range []string{prefSkullKingExpansions, prefSkullKingPowers} {
			if p.Bool(key + k) {
				t.Errorf("%s still in the preferences", key+k)
			}
		}
	}
}
