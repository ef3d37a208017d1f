package boltdb

import (
	"errors"
	"strings"
	"testing"

	"scorekeeper/scoring"
	"scorekeeper/storage/matchfile"
)

// TestNameLimits: the roster takes names of 1 to 64 characters
// (trimmed), and a sync or an import refuses a longer one, naming the
// field; nothing of it is stored.
func TestNameLimits(t *testing.T) {
	db := mustOpen(t)
	long := strings.Repeat("n", 65)
	if _, err := db.AddPlayer(long); !errors.Is(err, scoring.ErrNameLong) {
		t.Errorf("add: %v", err)
	}
	p, err := db.AddPlayer("  " + strings.Repeat("ü", 64) + " ")
	if err != nil || p.Name != strings.Repeat("ü", 64) {
		t.Fatalf("add 64 characters: %q %v", p.Name, err)
	}
	if err := db.RenamePlayer(p.ID, long); !errors.Is(err, scoring.ErrNameLong) {
		t.Errorf("rename: %v", err)
	}
	if err := db.RenamePlayer(p.ID, " "); !errors.Is(err, ErrEmptyName) {
		t.Errorf("rename to spaces: %v", err)
	}

	m := skipboMatch("m", 1)
	m.Players[1].Name = long
	m.Versions = scoring.Versions{"d": 1}
	data, err := matchfile.Compact(m)
	if err != nil {
		t.Fatal(err)
	}
	player := []byte(`{"format":"scorekeeper.player","version":1,"id":"p9","name":"` + long + `","versions":{"d":1}}`)
	rep, err := db.SyncImport([]Record{{KindMatches, "m", data}, {KindPlayers, "p9", player}})
	if err != nil {
		t.Fatal(err)
	}
	if why := rep.Broken[KindMatches+"/m"]; !strings.Contains(why, "players/1/name") {
		t.Errorf("sync of a match: %q, want it refused naming players/1/name", why)
	}
	if why := rep.Broken[KindPlayers+"/p9"]; !strings.HasPrefix(why, "name: ") {
		t.Errorf("sync of a player: %q, want it refused naming name", why)
	}
	if _, err := db.Import([]*scoring.Match{m}); err == nil || !strings.Contains(err.Error(), "players/1/name") {
		t.Errorf("import: %v", err)
	}
	if n, _ := db.Count(); n != 0 {
		t.Errorf("%d matches stored", n)
	}
	if _, err := db.Player("p9"); !errors.Is(err, ErrNotFound) {
		t.Errorf("the player was stored: %v", err)
	}
}
