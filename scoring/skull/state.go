package skull

import "scorekeeper/scoring"

// PlayerState is one player's position between two rounds.
type PlayerState struct {
	// Player is the player's id.
	Player string `json:"player"`
	// Discs is the number of own discs left, 4 at the start, 0 once out.
	// The Last chance disc is not counted.
	Discs int `json:"discs"`
	// Mat is true once the mat is turned (one challenge won).
	Mat bool `json:"mat"`
	// Won is the number of challenges won.
	Won int `json:"won"`
	// Tried is the number of challenges made, won or lost.
	Tried int `json:"tried"`
	// Eliminated is true once the player lost their last disc.
	Eliminated bool `json:"eliminated"`
	// EliminatedIn is the round (1-based) the player went out in; 0 while in.
	EliminatedIn int `json:"eliminatedIn"`
	// LastChance is true while the player holds the Last chance disc for
	// the next round.
	LastChance bool `json:"lastChance"`
	// UsedLastChance is true once the player got the Last chance disc.
	UsedLastChance bool `json:"usedLastChance"`
}

// State is the table after a number of rounds, before the next one.
type State struct {
	// Round is the number of rounds played (0: before the first).
	Round int `json:"round"`
	// Players are in seating order.
	Players []PlayerState `json:"players"`
	// Start is the id of the next round's start player; with ChooseStart
	// the challenger's pick (the round's nextStart), "" until it is made;
	// "" once the match is over.
	Start string `json:"start"`
	// ChooseStart is true when the last challenger went out on their own
	// skull: the app asks them for the next start player (the round's
	// nextStart).
	ChooseStart bool `json:"chooseStart"`
	// Table is the most discs that can be on the table in the next round,
	// the highest bid allowed: every alive player's discs, plus the Last
	// chance disc.
	Table int `json:"table"`
	// LastChance is the id of the player holding the Last chance disc in
	// the next round, "" if nobody.
	LastChance string `json:"lastChance"`
	// Alive is the number of players still in the game.
	Alive int `json:"alive"`
	// Over is true once someone won a second challenge or only one player is left.
	Over bool `json:"over"`
	// Winner is the id of the player who won the match, "" until then.
	Winner string `json:"winner"`
}

// Of returns the state of the player with the given id.
func (s State) Of(id string) (PlayerState, bool) {
	for _, p := range s.Players {
		if p.Player == id {
			return p, true
		}
	}
	return PlayerState{}, false
}

// State returns the table after all rounds entered.
func (m *Match) State(players []scoring.Player) State {
	t := newTable(players, m.Options)
	for _, r := range m.Rounds {
		t.play(r)
	}
	return t.state()
}

// States returns the table before the first round and after each round:
// States(p)[k] is the state after k rounds.
func (m *Match) States(players []scoring.Player) []State {
	t := newTable(players, m.Options)
	out := make([]State, 0, len(m.Rounds)+1)
	out = append(out, t.state())
	for _, r := range m.Rounds {
		t.play(r)
		out = append(out, t.state())
	}
	return out
}

// After returns the table as it would be after adding round r, for the
// entry form: whether the challenger must pick the next start player,
// whether r ends the match.
func (m *Match) After(players []scoring.Player, r Round) State {
	t := newTable(players, m.Options)
	for _, x := range m.Rounds {
		t.play(x)
	}
	t.play(r)
	return t.state()
}

// table replays rounds. Seats are indexes into players; -1 is nobody.
type table struct {
	players    []scoring.Player
	ps         []PlayerState
	lastChance bool // the option
	round      int  // rounds seen
	start      int
	choose     bool
	holder     int // Last chance disc for the next round
	over       bool
	winner     int
	alive      int
}

func newTable(players []scoring.Player, o Options) *table {
	t := &table{players: players, lastChance: o.LastChance, start: -1, holder: -1, winner: -1}
	t.ps = make([]PlayerState, len(players))
	for i, p := range players {
		t.ps[i] = PlayerState{Player: p.ID, Discs: Discs}
	}
	t.alive = len(players)
	t.start = t.seat(o.First(players))
	if t.start < 0 && len(players) > 0 {
		t.start = 0 // unknown startPlayer: the first seat
	}
	t.check()
	return t
}

// seat returns the seat of id, or -1.
func (t *table) seat(id string) int {
	if id == "" {
		return -1
	}
	return scoring.Index(t.players, id)
}

// in reports whether seat i is a player still in the game.
func (t *table) in(i int) bool { return i >= 0 && !t.ps[i].Eliminated }

// table counts the discs that can be on the table next round.
func (t *table) table() int {
	n := 0
	for i, p := range t.ps {
		if !p.Eliminated {
			n += p.Discs
			if i == t.holder {
				n++
			}
		}
	}
	return n
}

// check ends the match when one player is left.
func (t *table) check() {
	if t.over || t.alive != 1 {
		return
	}
	for i, p := range t.ps {
		if !p.Eliminated {
			t.end(i)
			return
		}
	}
}

func (t *table) end(winner int) {
	t.over = true
	t.winner = winner
	t.start = -1
	t.choose = false
	t.holder = -1
}

// play applies one round; what cannot be applied is skipped.
func (t *table) play(r Round) {
	t.round++
	t.choose = false
	if t.over {
		return
	}
	c := t.seat(r.Challenger)
	if !t.in(c) || (r.Result != Won && r.Result != Lost) {
		return
	}
	holder := t.holder
	t.holder = -1 // the Last chance disc goes back whatever happens
	p := &t.ps[c]
	p.Tried++
	if r.Result == Won {
		p.Won++
		p.Mat = true
		t.start = c
		if p.Won >= Wins {
			t.end(c)
		}
		return
	}
	if holder == c {
		p.Discs = 0 // lost while holding the Last chance disc: out
	} else {
		p.Discs--
	}
	if p.Discs > 0 {
		if p.Discs == 1 && t.lastChance && !p.UsedLastChance {
			p.UsedLastChance = true
			t.holder = c
		}
		t.start = c
		return
	}
	p.Eliminated = true
	p.EliminatedIn = t.round
	t.alive--
	t.check()
	if t.over {
		return
	}
	switch s := t.seat(r.SkullOf); {
	case s == c:
		t.choose = true
		t.start = -1
		if n := t.seat(r.NextStart); t.in(n) {
			t.start = n
		}
	case t.in(s):
		t.start = s
	default: // invalid skullOf: the next player in the game clockwise
		t.start = -1
		for k := 1; k < len(t.ps); k++ {
			if n := (c + k) % len(t.ps); t.in(n) {
				t.start = n
				break
			}
		}
	}
}

func (t *table) state() State {
	s := State{
		Round:       t.round,
		Players:     make([]PlayerState, len(t.ps)),
		ChooseStart: t.choose,
		Table:       t.table(),
		Alive:       t.alive,
		Over:        t.over,
	}
	copy(s.Players, t.ps)
	if t.start >= 0 {
		s.Start = t.players[t.start].ID
	}
	if t.holder >= 0 {
		s.Players[t.holder].LastChance = true
		s.LastChance = t.players[t.holder].ID
	}
	if t.winner >= 0 {
		s.Winner = t.players[t.winner].ID
	}
	return s
}
