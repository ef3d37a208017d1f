package skull

import "scorekeeper/scoring"

// Rule keys (assets/translations/skull.*.json).
const (
	RulePlayers             = "rule.skull.players"            // Min, Max, Value
	RuleUnknown             = "rule.skull.player.unknown"     // ID
	RuleChallengerMissing   = "rule.skull.challenger.missing" //
	RuleChallengerOut       = "rule.skull.challenger.out"     // ID, Name
	RuleBidMin              = "rule.skull.bid.min"            // Value
	RuleBidMax              = "rule.skull.bid.max"            // Max, Value
	RuleResult              = "rule.skull.result"             // Value
	RuleSkullOfMissing      = "rule.skull.skullOf.missing"    //
	RuleSkullOfWon          = "rule.skull.skullOf.won"        //
	RuleSkullOfOut          = "rule.skull.skullOf.out"        // ID, Name
	RuleSkullOfBid          = "rule.skull.skullOf.bid"        // Value
	RuleNextStartMissing    = "rule.skull.nextStart.missing"  //
	RuleNextStartNotAllowed = "rule.skull.nextStart.notAllowed"
	RuleNextStartOver       = "rule.skull.nextStart.over"
	RuleNextStartOut        = "rule.skull.nextStart.out" // ID, Name
	RuleRoundOver           = "rule.skull.round.over"    //
)

// Validate checks the player count, the options and every round against
// the table as the rounds before it left it.
func (m *Match) Validate(players []scoring.Player) scoring.Issues {
	b := scoring.Builder{}
	if n := len(players); n < MinPlayers || n > MaxPlayers {
		b.Err("players", RulePlayers, "Min", MinPlayers, "Max", MaxPlayers, "Value", n)
	}
	if id := m.Options.StartPlayer; id != "" && scoring.Index(players, id) < 0 {
		b.Err("startPlayer", RuleUnknown, "ID", id)
	}
	t := newTable(players, m.Options)
	for k, r := range m.Rounds {
		b.Round = k + 1
		if t.over {
			b.Err("rounds", RuleRoundOver)
			t.play(r)
			continue
		}
		t.validate(&b, r)
	}
	return b.Issues
}

// validate checks round r before the table plays it, then plays it.
func (t *table) validate(b *scoring.Builder, r Round) {
	c := t.challenger(b, r)
	if r.Bid < 1 {
		b.Err("bid", RuleBidMin, "Value", r.Bid)
	} else if max := t.table(); r.Bid > max {
		b.Err("bid", RuleBidMax, "Max", max, "Value", r.Bid)
	}
	if r.Result != Won && r.Result != Lost {
		b.Err("result", RuleResult, "Value", r.Result)
	}
	t.skullOf(b, r, c)
	t.play(r)
	t.nextStart(b, r)
}

// challenger checks the round's challenger and returns their seat.
func (t *table) challenger(b *scoring.Builder, r Round) int {
	c := t.seat(r.Challenger)
	switch {
	case r.Challenger == "":
		b.Err("challenger", RuleChallengerMissing)
	case c < 0:
		b.Err("challenger", RuleUnknown, "ID", r.Challenger)
	case !t.in(c):
		b.Err("challenger", RuleChallengerOut, "ID", r.Challenger, "Name", t.players[c].Name)
	}
	return c
}

// skullOf checks whose skull ended a lost challenge (the challenger at
// seat c).
func (t *table) skullOf(b *scoring.Builder, r Round, c int) {
	s := t.seat(r.SkullOf)
	switch {
	case r.Result == Won && r.SkullOf != "":
		b.Err("skullOf", RuleSkullOfWon)
	case r.Result == Lost && r.SkullOf == "":
		b.Err("skullOf", RuleSkullOfMissing)
	case r.SkullOf == "":
	case s < 0:
		b.Err("skullOf", RuleUnknown, "ID", r.SkullOf)
	case !t.in(s):
		b.Err("skullOf", RuleSkullOfOut, "ID", r.SkullOf, "Name", t.players[s].Name)
	case r.Result == Lost && s != c && r.Bid == 1:
		// The challenger turns all their own discs (at least one) first.
		b.Err("skullOf", RuleSkullOfBid, "Value", r.Bid)
	}
}

// nextStart checks who starts the next round, once the table has played
// round r.
func (t *table) nextStart(b *scoring.Builder, r Round) {
	n := t.seat(r.NextStart)
	switch {
	case t.over:
		// The challenge ended the match: there is no next round.
		if r.NextStart != "" {
			b.Err("nextStart", RuleNextStartOver)
		}
	case !t.choose:
		if r.NextStart != "" {
			b.Err("nextStart", RuleNextStartNotAllowed)
		}
	case r.NextStart == "":
		b.Err("nextStart", RuleNextStartMissing)
	case n < 0:
		b.Err("nextStart", RuleUnknown, "ID", r.NextStart)
	case !t.in(n):
		b.Err("nextStart", RuleNextStartOut, "ID", r.NextStart, "Name", t.players[n].Name)
	}
}
