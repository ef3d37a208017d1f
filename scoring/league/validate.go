package league

import (
	"scorekeeper/scoring"
	"scorekeeper/scoring/skuck"
)

// Rule keys of Validate (assets/translations/league.*.json).
const (
	RuleID             = "rule.league.id.empty"
	RuleName           = "rule.league.name.empty"
	RuleNoSeason       = "rule.league.season.none"
	RuleSeasonNumber   = "rule.league.season.number"   // Want, Got
	RuleSeasonOpen     = "rule.league.season.open"     // an earlier season not closed
	RulePlayerUnknown  = "rule.league.player.unknown"  // ID
	RulePlayerTwice    = "rule.league.player.twice"    // ID, Name
	RuleDivisionSize   = "rule.league.division.size"   // Division, Min
	RuleFixturePlayer  = "rule.league.fixture.player"  // Division, ID, Name
	RuleFixtureTwice   = "rule.league.fixture.twice"   // Home, Away (names)
	RuleFixtureMissing = "rule.league.fixture.missing" // Division, Home, Away (names)
	RuleMatchUnknown   = "rule.league.match.unknown"   // ID
	RuleMatchGame      = "rule.league.match.game"      // ID
	RuleMatchPlayers   = "rule.league.match.players"   // ID, Home, Away (names)
	RuleMatchOpen      = "rule.league.match.open"      // ID
	RuleMatchTwice     = "rule.league.match.twice"     // ID
)

// Validate checks the league against the roster (nil skips that check)
// and the linked matches (by id): players known and in one division once
// per season, divisions of two or more, fixtures exactly every pair of a
// division once, each linked match a finished SKUCK match between the
// fixture's two players and linked once, seasons numbered 1, 2, ... and
// all but the last closed. Every issue is an error; its messages name
// the players by their names in the roster (an unknown one by id).
func (l *League) Validate(roster []scoring.Player, matches map[string]*scoring.Match) scoring.Issues {
	var b scoring.Builder
	if l.ID == "" {
		b.Err("id", RuleID)
	} else if len(l.ID) > scoring.MaxIDLength {
		b.Err("id", "rule.id.long", "Max", scoring.MaxIDLength, "Got", len(l.ID))
	}
	if l.Revision < 0 || l.Revision > scoring.MaxRevision {
		b.Err("revision", "rule.range", "Min", 0, "Max", scoring.MaxRevision, "Value", l.Revision)
	}
	if l.Name == "" {
		b.Err("name", RuleName)
	}
	if len(l.Seasons) == 0 {
		b.Err("seasons", RuleNoSeason)
	}
	known := names{}
	for _, p := range roster {
		known[p.ID] = p.Name
	}
	linked := map[string]bool{}
	for i, s := range l.Seasons {
		b.Round = s.Number
		if s.Number != i+1 {
			b.Err("number", RuleSeasonNumber, "Want", i+1, "Got", s.Number)
		}
		if !s.Closed && i < len(l.Seasons)-1 {
			b.Err("closed", RuleSeasonOpen)
		}
		validateDivisions(&b, s, roster != nil, known)
		validateFixtures(&b, s, matches, linked, known)
	}
	return b.Issues
}

// names is the roster's names by id.
type names map[string]string

// of is the player's name, the id when the roster does not know it.
func (n names) of(id string) string {
	if name, ok := n[id]; ok && name != "" {
		return name
	}
	return id
}

func validateDivisions(b *scoring.Builder, s Season, check bool, known names) {
	seen := map[string]bool{}
	for d, ids := range s.Divisions {
		if len(ids) < 2 {
			b.Err("divisions", RuleDivisionSize, "Division", DivisionName(d), "Min", 2)
		}
		for _, id := range ids {
			b.Player = id
			if _, ok := known[id]; check && !ok {
				b.Err("divisions", RulePlayerUnknown, "ID", id)
			}
			if seen[id] {
				b.Err("divisions", RulePlayerTwice, "ID", id, "Name", known.of(id))
			}
			seen[id] = true
		}
		b.Player = ""
	}
}

func validateFixtures(b *scoring.Builder, s Season, matches map[string]*scoring.Match, linked map[string]bool, known names) {
	type pair struct {
		d    int
		a, b string
	}
	key := func(d int, x, y string) pair {
		if y < x {
			x, y = y, x
		}
		return pair{d, x, y}
	}
	have := map[pair]bool{}
	for _, f := range s.Fixtures {
		in := func(id string) bool {
			return f.Division >= 0 && f.Division < len(s.Divisions) && s.Division(id) == f.Division
		}
		for _, id := range []string{f.Home, f.Away} {
			if !in(id) {
				b.Err("fixtures", RuleFixturePlayer, "Division", DivisionName(f.Division), "ID", id, "Name", known.of(id))
			}
		}
		k := key(f.Division, f.Home, f.Away)
		if f.Home == f.Away || have[k] {
			b.Err("fixtures", RuleFixtureTwice, "Home", known.of(f.Home), "Away", known.of(f.Away))
		}
		have[k] = true
		validateLink(b, f, matches, linked, known)
	}
	for d, ids := range s.Divisions {
		for i, x := range ids {
			for _, y := range ids[i+1:] {
				if x != y && !have[key(d, x, y)] {
					b.Err("fixtures", RuleFixtureMissing, "Division", DivisionName(d), "Home", known.of(x), "Away", known.of(y))
				}
			}
		}
	}
}

func validateLink(b *scoring.Builder, f Fixture, matches map[string]*scoring.Match, linked map[string]bool, known names) {
	if !f.Played() {
		return
	}
	id := f.MatchID
	if linked[id] {
		b.Err("matchId", RuleMatchTwice, "ID", id)
	}
	linked[id] = true
	m := matches[id]
	if m == nil || m.Game == nil {
		b.Err("matchId", RuleMatchUnknown, "ID", id)
		return
	}
	if _, ok := m.Game.(*skuck.Match); !ok {
		b.Err("matchId", RuleMatchGame, "ID", id)
		return
	}
	if len(m.Players) != skuck.Players || !between(m, f) {
		b.Err("matchId", RuleMatchPlayers, "ID", id, "Home", known.of(f.Home), "Away", known.of(f.Away))
		return
	}
	if !m.Over() {
		b.Err("matchId", RuleMatchOpen, "ID", id)
	}
}
