package skullking

import (
	"strconv"
	"strings"

	"scorekeeper/scoring"
)

// Match is a Skull King match's options and the rounds entered so far.
type Match struct {
	Options Options `json:"options"`
	Rounds  []Round `json:"rounds"`
}

var _ scoring.Game = (*Match)(nil)

// Name is "skullking".
func (m *Match) Name() string { return scoring.SkullKing }

// Len is the number of rounds entered.
func (m *Match) Len() int { return len(m.Rounds) }

// Deals is the cards dealt in each round of the match's schedule.
func (m *Match) Deals(players []scoring.Player) []int {
	return m.Options.Deals(len(players))
}

// Cards is the number of cards dealt in round r (1-based); 0 outside the
// schedule. It copies no schedule: a custom one may be long.
func (m *Match) Cards(r int, players []scoring.Player) int {
	deals := m.Options.Cards
	if len(deals) == 0 {
		deals = Schedule(ScheduleStandard, m.Options.Hands(len(players)))
	}
	if r < 1 || r > len(deals) {
		return 0
	}
	return deals[r-1]
}

// rounds is the number of rounds of the schedule, without copying it.
func (m *Match) rounds(players []scoring.Player) int {
	if len(m.Options.Cards) > 0 {
		return len(m.Options.Cards)
	}
	return len(Schedule(ScheduleStandard, m.Options.Hands(len(players))))
}

// Dealer is the seat that deals round r (1-based): the first dealer in
// round 1, then the deal passes left (to the next seat) each round.
// -1 without players.
func (m *Match) Dealer(r int, players []scoring.Player) int {
	n := len(players)
	if n == 0 {
		return -1
	}
	first := max(scoring.Index(players, m.Options.FirstDealer), 0)
	return mod(first+r-1, n)
}

// Leader is the seat that leads the first trick of round r: the player
// left of the dealer. -1 without players.
func (m *Match) Leader(r int, players []scoring.Player) int {
	d := m.Dealer(r, players)
	if d < 0 {
		return -1
	}
	return (d + 1) % len(players)
}

// Turn describes the next round to be played.
type Turn struct {
	Round  int // 1-based; 0 when the match is over
	Cards  int // cards dealt to each hand
	Dealer int // seat
	Leader int // seat
}

// Next returns the round to be entered next, with its deal; the zero
// Turn (Round 0, seats -1) once every round of the schedule is entered.
func (m *Match) Next(players []scoring.Player) Turn {
	r := len(m.Rounds) + 1
	if m.Over(players) || len(players) == 0 {
		return Turn{Dealer: -1, Leader: -1}
	}
	return Turn{Round: r, Cards: m.Cards(r, players), Dealer: m.Dealer(r, players), Leader: m.Leader(r, players)}
}

// Over reports whether every round of the schedule has been entered.
func (m *Match) Over(players []scoring.Player) bool {
	n := m.rounds(players)
	return n > 0 && len(m.Rounds) >= n
}

// Standings ranks the players by running total; equal totals share the place.
func (m *Match) Standings(players []scoring.Player) []scoring.Standing {
	s := make([]scoring.Standing, len(players))
	for i, p := range players {
		s[i].Player = p
	}
	for _, rd := range m.Sheet(players) {
		for i, r := range rd {
			s[i].Total = r.Total
		}
	}
	return scoring.Rank(s)
}

// Dishes returns who "does the dishes": the players with the lowest
// total (Grandma Beck's rule), none while everyone is tied.
func (m *Match) Dishes(players []scoring.Player) []string {
	return scoring.Last(m.Standings(players))
}

// Rows lists the sheet for export: one row per round and player, with the
// round's cards, dealer (player id), destroyed tricks, the player's entry
// under the match file's field names (lootWith: partner ids joined by
// ",") and the sheet's Bid points and Bonus points.
func (m *Match) Rows(players []scoring.Player) []scoring.Row {
	sheet := m.Sheet(players)
	rows := make([]scoring.Row, 0, len(sheet)*len(players))
	fields := make([]scoring.Field, 0, len(sheet)*len(players)*rowFields)
	for i, rd := range sheet {
		round := m.Rounds[i]
		dealer := ""
		if d := m.Dealer(i+1, players); d >= 0 {
			dealer = players[d].ID
		}
		for s, res := range rd {
			e, _ := round.Entry(players[s].ID)
			start := len(fields)
			fields = append(fields,
				scoring.Field{Name: "cards", Value: strconv.Itoa(res.Cards)},
				scoring.Field{Name: "dealer", Value: dealer},
				scoring.Field{Name: "destroyed", Value: strconv.Itoa(round.Destroyed)},
				scoring.Field{Name: "bid", Value: strconv.Itoa(e.Bid)},
				scoring.Field{Name: "harry", Value: strconv.Itoa(e.Harry)},
				scoring.Field{Name: "tricks", Value: strconv.Itoa(e.Tricks)},
				scoring.Field{Name: "wager", Value: strconv.Itoa(e.Wager)},
				scoring.Field{Name: "cannonball", Value: strconv.FormatBool(e.Cannonball)},
				scoring.Field{Name: "colored14", Value: strconv.Itoa(e.Colored14)},
				scoring.Field{Name: "black14", Value: strconv.Itoa(e.Black14)},
				scoring.Field{Name: "piratesByKing", Value: strconv.Itoa(e.PiratesByKing)},
				scoring.Field{Name: "mermaidsByPirate", Value: strconv.Itoa(e.MermaidsByPirate)},
				scoring.Field{Name: "kingByMermaid", Value: strconv.Itoa(e.KingByMermaid)},
				scoring.Field{Name: "lootWith", Value: strings.Join(e.LootWith, ",")},
				scoring.Field{Name: "bidPoints", Value: strconv.Itoa(res.BidPoints)},
				scoring.Field{Name: "bonusPoints", Value: strconv.Itoa(res.Bonus)},
			)
			rows = append(rows, scoring.Row{
				Round:  i + 1,
				Player: res.Player,
				Fields: fields[start:len(fields):len(fields)],
				Points: res.Points,
				Total:  res.Total,
			})
		}
	}
	return rows
}

// rowFields is the number of fields in each row.
const rowFields = 16

func mod(a, n int) int {
	a %= n
	if a < 0 {
		a += n
	}
	return a
}
