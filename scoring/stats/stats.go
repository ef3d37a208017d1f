package stats

import (
	"cmp"
	"slices"
	"time"

	"scorekeeper/scoring"
	"scorekeeper/scoring/skipbo"
	"scorekeeper/scoring/skuck"
	"scorekeeper/scoring/skull"
	"scorekeeper/scoring/skullking"
)

// Record counts matches played and won.
type Record struct {
	Played int `json:"played"`
	Won    int `json:"won"` // ranked first, a shared first place included
}

// WinShare is Won / Played, 0 with no matches.
func (r Record) WinShare() float64 { return Ratio{r.Won, r.Played}.Share() }

// Summary is a player's record in one game with the scores.
type Summary struct {
	Record
	Sum  int `json:"sum"`  // the scores added up
	Best int `json:"best"` // the highest score; 0 with no matches
}

// Average is the mean score per match, 0 with no matches.
func (s Summary) Average() float64 {
	if s.Played == 0 {
		return 0
	}
	return float64(s.Sum) / float64(s.Played)
}

// Player is one player's statistics.
type Player struct {
	ID        string
	Name      string
	Overall   Record              // every game
	Games     map[string]*Summary // by game name; only games played
	SkullKing SkullKing
	SkipBo    SkipBo
	Skull     Skull
	Skuck     Skuck
	History   []Point // one per match, oldest first
	named     time.Time
}

// Game returns the summary of one game (zero when never played).
func (p *Player) Game(name string) Summary {
	if s := p.Games[name]; s != nil {
		return *s
	}
	return Summary{}
}

// Point is a player's result in one match, for the results-over-time chart.
type Point struct {
	MatchID string
	Game    string
	Date    time.Time // the match's Created time
	Score   int       // Standing.Total
	Rank    int       // 1-based, shared on ties
	Players int       // seats in the match
	Won     bool
}

// Group is the statistics of everyone in the matches that count.
type Group struct {
	Matches int            // matches counted
	Games   map[string]int // matches counted per game
	Players []*Player      // by id
	byID    map[string]*Player
}

// Player returns the statistics of one player, nil when they played none.
func (g *Group) Player(id string) *Player { return g.byID[id] }

// Compute works out everyone's statistics over the matches f keeps.
func Compute(matches []*scoring.Match, f Filter) *Group {
	a := newPass("")
	for _, m := range matches {
		if f.Keep(m) {
			a.add(m)
		}
	}
	g := &Group{Matches: a.matches, Games: a.games, byID: a.players}
	for _, p := range a.players {
		p.finish()
		g.Players = append(g.Players, p)
	}
	slices.SortFunc(g.Players, func(x, y *Player) int { return cmp.Compare(x.ID, y.ID) })
	return g
}

// ForPlayer works out one player's statistics over the matches f keeps
// in which the player took part. It never returns nil.
func ForPlayer(matches []*scoring.Match, id string, f Filter) *Player {
	a := newPass(id)
	for _, m := range matches {
		if m != nil && scoring.Index(m.Players, id) >= 0 && f.Keep(m) {
			a.add(m)
		}
	}
	p := a.players[id]
	if p == nil {
		p = &Player{ID: id, Games: map[string]*Summary{}}
	}
	p.finish()
	return p
}

// pass accumulates statistics match by match.
type pass struct {
	only    string // record only this player; "": everyone
	players map[string]*Player
	matches int
	games   map[string]int
	seats   []*Player // reused: the player of each seat, nil when not recorded
}

func newPass(only string) *pass {
	return &pass{only: only, players: map[string]*Player{}, games: map[string]int{}}
}

// add counts one match if it is over.
func (a *pass) add(m *scoring.Match) {
	res := m.Result()
	if !res.Over {
		return
	}
	name := m.Game.Name()
	a.matches++
	a.games[name]++
	a.seats = a.seats[:0]
	for _, sp := range m.Players {
		a.seats = append(a.seats, a.player(sp, m.Created))
	}
	for _, st := range res.Standings {
		i := scoring.Index(m.Players, st.Player.ID)
		if i < 0 || a.seats[i] == nil {
			continue
		}
		p := a.seats[i]
		won := st.Rank == 1 && !st.Out
		p.Overall.Played++
		s := p.Games[name]
		if s == nil {
			s = &Summary{Best: st.Total}
			p.Games[name] = s
		}
		s.Played++
		s.Sum += st.Total
		s.Best = max(s.Best, st.Total)
		if won {
			p.Overall.Won++
			s.Won++
		}
		p.History = append(p.History, Point{MatchID: m.ID, Game: name, Date: m.Created, Score: st.Total, Rank: st.Rank, Players: len(m.Players), Won: won})
	}
	switch g := m.Game.(type) {
	case *skullking.Match:
		addSkullKing(g, m.Players, a.seats)
	case *skipbo.Match:
		addSkipBo(g, m.Players, a.seats)
	case *skull.Match:
		addSkull(g, m.Players, a.seats)
	case *skuck.Match:
		addSkuck(g, m.Players, a.seats)
	}
}

// player returns the statistics the seat's player is counted in, or nil
// when only another player is recorded.
func (a *pass) player(sp scoring.Player, created time.Time) *Player {
	if a.only != "" && sp.ID != a.only {
		return nil
	}
	p := a.players[sp.ID]
	if p == nil {
		p = &Player{ID: sp.ID, Name: sp.Name, Games: map[string]*Summary{}, named: created}
		a.players[sp.ID] = p
	} else if !created.Before(p.named) {
		p.Name, p.named = sp.Name, created
	}
	return p
}

// finish orders the history, oldest first (ties by match id).
func (p *Player) finish() {
	slices.SortStableFunc(p.History, func(x, y Point) int {
		if c := x.Date.Compare(y.Date); c != 0 {
			return c
		}
		return cmp.Compare(x.MatchID, y.MatchID)
	})
}
