package stats

import (
	"cmp"
	"slices"
	"time"

	"scorekeeper/scoring"
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
	ID      string
	Name    string
	Overall Record              // every game
	Games   map[string]*Summary // by game name; only games played
	// Numbers are each game's own numbers added up (Counter), by game
	// name; only games played that keep some
	Numbers map[string]Numbers
	History []Point // one per match, oldest first
	named   time.Time
	namedBy string
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

// Compute works out everyone's statistics over the matches f keeps: it
// is Aggregate over the Facts of those matches.
func Compute(matches []*scoring.Match, f Filter) *Group {
	a := newPass("")
	for _, m := range matches {
		if f.Keep(m) {
			x := Facts(m)
			a.add(&x)
		}
	}
	return a.group()
}

// ForPlayer works out one player's statistics over the matches f keeps
// in which the player took part. It never returns nil. It is
// AggregatePlayer over the Facts of those matches.
func ForPlayer(matches []*scoring.Match, id string, f Filter) *Player {
	a := newPass(id)
	for _, m := range matches {
		if m != nil && scoring.Index(m.Players, id) >= 0 && f.Keep(m) {
			x := Facts(m)
			a.add(&x)
		}
	}
	return a.one(id)
}

// Aggregate works out everyone's statistics over the matches f keeps,
// from their facts alone (no match is decoded or scored). In any order
// of facts it gives what Compute gives for the matches.
func Aggregate(facts []MatchFacts, f Filter) *Group {
	a := newPass("")
	for i := range facts {
		if f.KeepFacts(&facts[i]) {
			a.add(&facts[i])
		}
	}
	return a.group()
}

// AggregatePlayer is ForPlayer from the matches' facts.
func AggregatePlayer(facts []MatchFacts, id string, f Filter) *Player {
	a := newPass(id)
	for i := range facts {
		if x := &facts[i]; x.Has(id) && f.KeepFacts(x) {
			a.add(x)
		}
	}
	return a.one(id)
}

// pass accumulates statistics match by match.
type pass struct {
	only    string // record only this player; "": everyone
	players map[string]*Player
	matches int
	games   map[string]int
}

func newPass(only string) *pass {
	return &pass{only: only, players: map[string]*Player{}, games: map[string]int{}}
}

func (a *pass) group() *Group {
	g := &Group{Matches: a.matches, Games: a.games, byID: a.players}
	for _, p := range a.players {
		p.finish()
		g.Players = append(g.Players, p)
	}
	slices.SortFunc(g.Players, func(x, y *Player) int { return cmp.Compare(x.ID, y.ID) })
	return g
}

func (a *pass) one(id string) *Player {
	p := a.players[id]
	if p == nil {
		p = &Player{ID: id, Games: map[string]*Summary{}, Numbers: map[string]Numbers{}}
	}
	p.finish()
	return p
}

// add counts one match if it is over.
func (a *pass) add(x *MatchFacts) {
	if !x.Over {
		return
	}
	a.matches++
	a.games[x.Game]++
	for i := range x.Seats {
		st := &x.Seats[i]
		p := a.player(st.Player, x)
		if p == nil {
			continue
		}
		if st.Placed {
			p.Overall.Played++
			s := p.Games[x.Game]
			if s == nil {
				s = &Summary{Best: st.Score}
				p.Games[x.Game] = s
			}
			s.Played++
			s.Sum += st.Score
			s.Best = max(s.Best, st.Score)
			if st.Won {
				p.Overall.Won++
				s.Won++
			}
			p.History = append(p.History, Point{MatchID: x.ID, Game: x.Game, Date: x.Created, Score: st.Score, Rank: st.Rank, Players: len(x.Seats), Won: st.Won})
		}
		if st.Numbers != nil {
			n := p.Numbers[x.Game]
			if n == nil {
				n = st.Numbers.Empty()
				p.Numbers[x.Game] = n
			}
			n.Add(st.Numbers)
		}
	}
}

// player returns the statistics the seat's player is counted in, or nil
// when only another player is recorded. The name is the one of the
// latest created match (on equal times, of the greater match id), so it
// does not depend on the order of the matches.
func (a *pass) player(sp scoring.Player, x *MatchFacts) *Player {
	if a.only != "" && sp.ID != a.only {
		return nil
	}
	p := a.players[sp.ID]
	if p == nil {
		p = &Player{ID: sp.ID, Name: sp.Name, Games: map[string]*Summary{}, Numbers: map[string]Numbers{}, named: x.Created, namedBy: x.ID}
		a.players[sp.ID] = p
	} else if c := x.Created.Compare(p.named); c > 0 || c == 0 && x.ID >= p.namedBy {
		p.Name, p.named, p.namedBy = sp.Name, x.Created, x.ID
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
