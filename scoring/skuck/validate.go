package skuck

import (
	"slices"

	"scorekeeper/scoring"
)

// Players is the number of players SKUCK needs.
const Players = 2

// MaxCount bounds a penalty count in one game (a renege needs a trick;
// there are 26).
const MaxCount = 26

// MaxTimeFaults is the most time faults of a player in one game (SPEC 1.4).
const MaxTimeFaults = 1

// Rule keys emitted by Validate (plus the shared "rule.range").
const (
	RulePlayers         = "rule.skuck.players"            // Args Want, Got
	RuleGamesOver       = "rule.skuck.games.over"         // Args Max
	RuleAfterOut        = "rule.skuck.disqualified.after" // Args Game
	RuleTrump           = "rule.skuck.trump"              // Args Value: not one of Trumps
	RuleTrumpMissing    = "rule.skuck.trump.missing"      // no trump entered
	RuleCallerMissing   = "rule.skuck.caller.missing"
	RuleCallerUnknown   = "rule.skuck.caller.unknown"
	RuleCallerPoints    = "rule.skuck.caller.points" // Args Fewer (the other player's points), Points (the caller's)
	RulePlayerUnknown   = "rule.skuck.player.unknown"
	RulePlayerDuplicate = "rule.skuck.player.duplicate"
	RuleEntryMissing    = "rule.skuck.entry.missing"
	RuleMadeSum         = "rule.skuck.made.sum"               // Args Want, Got
	RulePointsSum       = "rule.skuck.points.sum"             // Args Max, Got
	RuleCountOnce       = "rule.skuck.count.once"             // warning; Args Value
	RuleTimeFaults      = "rule.skuck.timeFaults.max"         // Args Max, Value
	RuleOutReneges      = "rule.skuck.disqualified.reneges"   // warning
	RuleOutMiscounts    = "rule.skuck.disqualified.miscounts" // warning
)

// Validate checks the options and every game. Errors: not two players;
// games option outside 0..20; more games than the option; a game after a
// disqualification; trump not one of the five; caller missing or not a
// player; the caller has more points than the other (both recorded, i.e.
// non-zero); an entry for an unknown player, a second entry or a missing
// one; bid, made outside 0..27; made not adding up to 27; points outside
// 0..60 or both together over 60; penalty counts outside 0..26; more
// than one time fault of a player in a game. Warnings: more than one
// miscount in a game (one point count per game), and the renege or
// miscount that disqualifies.
func (m *Match) Validate(players []scoring.Player) scoring.Issues {
	b := scoring.Builder{}
	if len(players) != Players {
		b.Err("players", RulePlayers, "Want", Players, "Got", len(players))
	}
	b.Range("games", m.Options.Games, 0, MaxGames)
	full := m.Options.GameCount()
	scores := m.Scores(players)
	out := 0 // first game in which someone was disqualified
	for _, s := range scores {
		if s.Out && (out == 0 || s.OutGame < out) {
			out = s.OutGame
		}
	}
	for g, r := range m.Rounds {
		b.Round, b.Player = g+1, ""
		if g >= full {
			b.Err("rounds", RuleGamesOver, "Max", full)
		} else if out > 0 && g+1 > out {
			b.Err("rounds", RuleAfterOut, "Game", out)
		}
		m.validateRound(&b, players, r)
		for i, p := range players {
			b.Player = p.ID
			switch scores[i].Games[g].OutBy {
			case "reneges":
				b.Warn("reneges", RuleOutReneges)
			case "miscounts":
				b.Warn("miscounts", RuleOutMiscounts)
			}
		}
	}
	return b.Issues
}

func (m *Match) validateRound(b *scoring.Builder, players []scoring.Player, r Round) {
	b.Player = ""
	switch {
	case r.Trump == "":
		b.Err("trump", RuleTrumpMissing)
	case !slices.Contains(Trumps, r.Trump):
		b.Err("trump", RuleTrump, "Value", r.Trump)
	}
	if r.Caller == "" {
		b.Err("caller", RuleCallerMissing)
	} else if scoring.Index(players, r.Caller) < 0 {
		b.Err("caller", RuleCallerUnknown, "Value", r.Caller)
	}
	validateEntries(b, players, r.Entries)
	b.Player = ""
	var mine []Entry // the seated players' first entries, in seating order
	for _, p := range players {
		if e, ok := r.Entry(p.ID); ok {
			mine = append(mine, e)
		} else {
			b.Player = p.ID
			b.Err("entries", RuleEntryMissing)
			b.Player = ""
		}
	}
	if len(mine) == Players && len(players) == Players {
		validatePair(b, r, mine[0], mine[1])
	}
}

// validateEntries checks each entry on its own: a player of the match,
// once, and every number in its range.
func validateEntries(b *scoring.Builder, players []scoring.Player, entries []Entry) {
	seen := map[string]bool{}
	for _, e := range entries {
		b.Player = e.Player
		if scoring.Index(players, e.Player) < 0 {
			b.Err("player", RulePlayerUnknown, "Value", e.Player)
		} else if seen[e.Player] {
			b.Err("player", RulePlayerDuplicate)
		}
		seen[e.Player] = true
		b.Range("bid", e.Bid, 0, Tricks)
		b.Range("made", e.Made, 0, Tricks)
		b.Range("points", e.Points, 0, MaxPoints)
		b.Range("reneges", e.Reneges, 0, MaxCount)
		if b.Range("miscounts", e.Miscounts, 0, MaxCount) && e.Miscounts > 1 {
			b.Warn("miscounts", RuleCountOnce, "Value", e.Miscounts)
		}
		if b.Range("timeFaults", e.TimeFaults, 0, MaxCount) && e.TimeFaults > MaxTimeFaults {
			b.Err("timeFaults", RuleTimeFaults, "Max", MaxTimeFaults, "Value", e.TimeFaults)
		}
	}
}

// validatePair checks the two players' entries a and c together: the
// tricks made add up, the points fit the deck, and the caller had fewer.
func validatePair(b *scoring.Builder, r Round, a, c Entry) {
	if inRange(a.Made, 0, Tricks) && inRange(c.Made, 0, Tricks) && a.Made+c.Made != Tricks {
		b.Err("made", RuleMadeSum, "Want", Tricks, "Got", a.Made+c.Made)
	}
	if !inRange(a.Points, 0, MaxPoints) || !inRange(c.Points, 0, MaxPoints) {
		return
	}
	if a.Points+c.Points > MaxPoints {
		b.Err("points", RulePointsSum, "Max", MaxPoints, "Got", a.Points+c.Points)
	}
	// Points of 0 mean "not recorded": no check then.
	if a.Points != 0 && c.Points != 0 && a.Points != c.Points {
		fewer, more := a, c
		if c.Points < a.Points {
			fewer, more = c, a
		}
		if r.Caller == more.Player {
			b.Err("caller", RuleCallerPoints, "Points", more.Points, "Fewer", fewer.Points)
		}
	}
}

func inRange(v, lo, hi int) bool { return v >= lo && v <= hi }
