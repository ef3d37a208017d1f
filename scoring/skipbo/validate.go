package skipbo

import (
	"slices"

	"scorekeeper/scoring"
)

// Validate checks the options and every round. Rounds entered after the
// round that ended the match are errors.
func (m *Match) Validate(players []scoring.Player) scoring.Issues {
	is := m.Options.Validate(players)
	end := m.EndRound(players)
	for i, r := range m.Rounds {
		b := scoring.Builder{Round: i + 1}
		if end > 0 && i+1 > end {
			b.Err("rounds", "rule.skipbo.round.over", "End", end)
		}
		m.Options.validateRound(&b, players, r)
		is = append(is, b.Issues...)
	}
	return is
}

// Validate checks the options against the players (Round 0 issues).
func (o Options) Validate(players []scoring.Player) scoring.Issues {
	var b scoring.Builder
	n := len(players)
	if n < MinPlayers || n > MaxPlayers {
		b.Err("players", "rule.skipbo.players", "Min", MinPlayers, "Max", MaxPlayers, "Value", n)
	}
	def := DefaultStock(n)
	switch {
	case o.Stock < 0:
		b.Err("stock", "rule.range", "Min", 1, "Max", def, "Value", o.Stock)
	case o.Stock > def:
		b.Err("stock", "rule.skipbo.stock.max", "Max", def, "Players", n, "Value", o.Stock)
	}
	switch {
	case o.Target < 0:
		b.Err("target", "rule.skipbo.target.min", "Value", o.Target)
	case o.Target > MaxTarget:
		b.Err("target", "rule.skipbo.target.max", "Max", MaxTarget, "Value", o.Target)
	}
	if o.TeamPlay() {
		o.validateTeams(&b, players)
	}
	return b.Issues
}

// validateTeams checks the team shape (2 teams of 2 or of 3, or 3 teams
// of 2) and that every player is in exactly one team.
func (o Options) validateTeams(b *scoring.Builder, players []scoring.Player) {
	if !teamShape(o.Teams) {
		b.Err("teams", "rule.skipbo.teams.shape")
	}
	seen := map[string]bool{}
	for _, team := range o.Teams {
		for _, id := range team {
			switch {
			case scoring.Index(players, id) < 0:
				b.Err("teams", "rule.skipbo.teams.unknown", "ID", id)
			case seen[id]:
				b.Player = id
				b.Err("teams", "rule.skipbo.teams.duplicate", "ID", id, "Name", players[scoring.Index(players, id)].Name)
				b.Player = ""
			}
			seen[id] = true
		}
	}
	for _, p := range players {
		if !seen[p.ID] {
			b.Player = p.ID
			b.Err("teams", "rule.skipbo.teams.missing", "ID", p.ID)
			b.Player = ""
			seen[p.ID] = true // a duplicated seat is reported once
		}
	}
}

func teamShape(teams [][]string) bool {
	size := len(teams[0])
	for _, t := range teams {
		if len(t) != size {
			return false
		}
	}
	switch len(teams) {
	case 2:
		return size == 2 || size == 3
	case 3:
		return size == 2
	}
	return false
}

// ValidateRound checks one round as it is being entered (issues carry
// Round 0; the match's Validate numbers them).
func (o Options) ValidateRound(players []scoring.Player, r Round) scoring.Issues {
	var b scoring.Builder
	o.validateRound(&b, players, r)
	return b.Issues
}

func (o Options) validateRound(b *scoring.Builder, players []scoring.Player, r Round) {
	w := validateNames(b, players, r)
	stock := o.StockSize(len(players))
	side := o.sides(players)
	team := o.TeamPlay()
	done := map[string]bool{}
	for i, p := range players {
		if done[p.ID] {
			continue // a duplicated seat: the match reports it
		}
		done[p.ID] = true
		b.Player = p.ID
		seat := seatOpponent
		switch {
		case w < 0:
			seat = seatNoWinner
		case i == w || p.ID == r.Winner:
			seat = seatWinner
		case side[i] == side[w]:
			seat = seatTeammate
		}
		n, entered := r.StockLeft[p.ID] // omitted: 0
		validateLeft(b, seat, n, entered, stock, team)
	}
	b.Player = ""
	if team && w >= 0 {
		o.validateOtherTeams(b, players, r, o.TeamOf(r.Winner))
	}
}

// validateNames checks the winner and the players of the stock counts;
// it returns the winner's seat, -1 when there is none.
func validateNames(b *scoring.Builder, players []scoring.Player, r Round) int {
	w := -1
	if r.Winner == "" {
		b.Err("winner", "rule.skipbo.winner.missing")
	} else if w = scoring.Index(players, r.Winner); w < 0 {
		b.Err("winner", "rule.skipbo.winner.unknown", "ID", r.Winner)
	}
	ids := make([]string, 0, len(r.StockLeft))
	for id := range r.StockLeft {
		if scoring.Index(players, id) < 0 {
			ids = append(ids, id)
		}
	}
	slices.Sort(ids)
	for _, id := range ids {
		b.Err("stockLeft", "rule.skipbo.left.unknown", "ID", id)
	}
	return w
}

// Where a player sits as seen from the round's winner.
const (
	seatNoWinner = iota // the round has no known winner
	seatWinner
	seatTeammate
	seatOpponent
)

// validateLeft checks one player's cards left, n (entered: written, not
// omitted), at seat, with the stock size dealt.
func validateLeft(b *scoring.Builder, seat, n int, entered bool, stock int, team bool) {
	switch {
	case n < 0 || n > DeckSize:
		b.Range("stockLeft", n, 0, DeckSize)
	case seat == seatNoWinner:
		if n > stock {
			b.Warn("stockLeft", "rule.skipbo.left.penalty", "Stock", stock, "Value", n)
		}
	case seat == seatWinner:
		if n != 0 {
			b.Err("stockLeft", "rule.skipbo.left.winner", "Value", n)
		}
	case seat == seatTeammate:
		if n != 0 {
			b.Err("stockLeft", "rule.skipbo.left.teammate", "Value", n)
		}
	case n == 0 && !team && !entered:
		b.Err("stockLeft", "rule.skipbo.left.missing")
	case n == 0 && !team:
		b.Err("stockLeft", "rule.skipbo.left.empty")
	case n > stock:
		b.Warn("stockLeft", "rule.skipbo.left.penalty", "Stock", stock, "Value", n)
	}
}

// validateOtherTeams reports an opposing team whose players have all
// emptied their stock piles: that team would have won the round.
func (o Options) validateOtherTeams(b *scoring.Builder, players []scoring.Player, r Round, won int) {
	for t, team := range o.Teams {
		if t == won {
			continue
		}
		var members []string
		empty := true
		for _, id := range team {
			if scoring.Index(players, id) < 0 || slices.Contains(members, id) {
				continue
			}
			members = append(members, id)
			if r.StockLeft[id] != 0 {
				empty = false
			}
		}
		if !empty || len(members) == 0 {
			continue
		}
		for _, id := range members {
			b.Player = id
			b.Err("stockLeft", "rule.skipbo.left.teamempty")
		}
		b.Player = ""
	}
}

// RestsOnOmitted says whether issue i of round r rests on counts that r
// omits: a count missing, or a team found to have emptied its stock
// piles while a count of one of its players is not in r. In a match file
// an omitted count is 0; in a round being typed it is not entered yet,
// and no message may rest on it.
func (o Options) RestsOnOmitted(r Round, i scoring.Issue) bool {
	if i.Rule == "rule.skipbo.left.missing" {
		_, ok := r.StockLeft[i.Player]
		return !ok
	}
	if i.Rule != "rule.skipbo.left.teamempty" {
		return false
	}
	t := o.TeamOf(i.Player)
	if t < 0 {
		return false
	}
	for _, id := range o.Teams[t] {
		if _, ok := r.StockLeft[id]; !ok {
			return true
		}
	}
	return false
}
