package bgstats

import (
	"encoding/json"
	"net/url"
	"strings"
	"testing"
	"time"

	"scorekeeper/scoring"
	"scorekeeper/scoring/skipbo"
	"scorekeeper/scoring/skull"
)

func skipBoMatch(rounds ...skipbo.Round) *scoring.Match {
	start := time.Date(2026, 11, 21, 19, 4, 5, 0, time.UTC)
	return &scoring.Match{
		ID: "m1", Created: start, Updated: start.Add(47*time.Minute + 40*time.Second),
		Players: []scoring.Player{{ID: "a", Name: "Anne"}, {ID: "b", Name: "Bea & Bo"}},
		Game:    &skipbo.Match{Options: skipbo.Options{Target: 50}, Rounds: rounds},
	}
}

// TestPlayOf: a hand-worked Skip-Bo match: Bea wins the round with 5
// cards left in Anne's stock pile: 25 + 5 x 5 = 50, the target.
func TestPlayOf(t *testing.T) {
	m := skipBoMatch(skipbo.Round{Winner: "b", StockLeft: map[string]int{"a": 5}})
	if is := m.Validate().Errors(); len(is) > 0 {
		t.Fatal(is)
	}
	berlin, _ := time.LoadLocation("Europe/Berlin")
	if berlin == nil {
		berlin = time.FixedZone("CET", 3600)
	}
	p, err := PlayOf(m, berlin)
	if err != nil {
		t.Fatal(err)
	}
	want := Play{
		SourceName: "Scorekeeper", SourcePlayID: "m1", PlayDate: "2026-11-21 20:04:05", DurationMin: 48,
		Game: Game{Name: "Skip-Bo", SourceGameID: "skipbo", HighestWins: true},
		Players: []Player{
			{Name: "Bea & Bo", SourcePlayerID: "b", Score: 50, Rank: 1, Winner: true},
			{Name: "Anne", SourcePlayerID: "a", Score: 0, Rank: 2},
		},
	}
	got, _ := json.Marshal(p)
	exp, _ := json.Marshal(want)
	if string(got) != string(exp) {
		t.Fatalf("play\n%s\nwant\n%s", got, exp)
	}
	link, err := p.URL()
	if err != nil || !strings.HasPrefix(link, "https://app.bgstatsapp.com/createPlay.html?data=%7B%22sourceName%22") {
		t.Fatalf("link %s %v", link, err)
	}
	u, _ := url.Parse(link)
	if data := u.Query().Get("data"); data != string(got) {
		t.Errorf("the data parameter decodes to\n%s", data)
	}
	if strings.Count(link, "&") != 0 {
		t.Error("an & in a name leaked into the query")
	}
}

func TestNotOver(t *testing.T) {
	if _, err := PlayOf(skipBoMatch(), nil); err != ErrNotOver {
		t.Errorf("open match: %v", err)
	}
}

// TestSkullStartPlayer: Skull's start player is marked; Cleo wins two
// challenges.
func TestSkullStartPlayer(t *testing.T) {
	three := []scoring.Player{{ID: "a", Name: "A"}, {ID: "b", Name: "B"}, {ID: "c", Name: "Cleo"}}
	won := skull.Round{Challenger: "c", Bid: 1, Result: skull.Won}
	m := &scoring.Match{ID: "s", Players: three, Game: &skull.Match{Options: skull.Options{StartPlayer: "b"}, Rounds: []skull.Round{won, won}}}
	if is := m.Validate().Errors(); len(is) > 0 {
		t.Fatal(is)
	}
	p, err := PlayOf(m, nil)
	if err != nil {
		t.Fatal(err)
	}
	if p.Players[0].SourcePlayerID != "c" || !p.Players[0].Winner || p.Players[0].Score != 2 {
		t.Errorf("winner %+v", p.Players[0])
	}
	for _, pl := range p.Players {
		if pl.StartPlayer != (pl.SourcePlayerID == "b") {
			t.Errorf("start player %+v", pl)
		}
	}
	if p.DurationMin != 0 || p.PlayDate != "0001-01-01 00:00:00" {
		t.Errorf("no times: %+v", p)
	}
}
