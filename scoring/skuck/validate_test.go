package skuck

import (
	"testing"

	"scorekeeper/scoring"
	"scorekeeper/scoring/scoringtest"
)

// valid is a finished 4-game match with points recorded and the caller
// consistent with them.
func valid() *Match {
	m := ruleBook()
	pts := [][2]int{{15, 22}, {20, 20}, {12, 25}, {18, 17}}
	callers := []string{"a", "b", "a", "b"}
	for g := range m.Rounds {
		m.Rounds[g].Caller = callers[g]
		m.Rounds[g].Entries[0].Points = pts[g][0]
		m.Rounds[g].Entries[1].Points = pts[g][1]
	}
	m.Rounds[1].Trump = NoTrump
	return m
}

func TestValidateValid(t *testing.T) {
	for _, m := range []*Match{valid(), ruleBook(), {}, {Options: Options{Games: 6, Disqualify: true}}} {
		if is := m.Validate(two); len(is) != 0 {
			t.Errorf("%+v: %v", m.Options, is)
		}
	}
	for _, tr := range Trumps {
		m := valid()
		m.Rounds[0].Trump = tr
		if is := m.Validate(two); len(is) != 0 {
			t.Errorf("trump %s: %v", tr, is)
		}
	}
}

func TestValidate(t *testing.T) {
	type want struct {
		round         int
		player, field string
		rule          string
		sev           scoring.Severity
	}
	E, W := scoring.Error, scoring.Warning
	cases := []struct {
		name    string
		players []scoring.Player
		edit    func(m *Match)
		want    want
	}{
		{"one player", []scoring.Player{ann}, nil, want{0, "", "players", RulePlayers, E}},
		{"three players", []scoring.Player{ann, bob, {ID: "c"}}, nil, want{0, "", "players", RulePlayers, E}},
		{"games negative", nil, func(m *Match) { m.Options.Games = -1 }, want{0, "", "games", "rule.range", E}},
		{"games too many", nil, func(m *Match) { m.Options.Games = 21 }, want{0, "", "games", "rule.range", E}},
		{"a fifth game", nil, func(m *Match) { m.Rounds = append(m.Rounds, split(14, 14, 13)) }, want{5, "", "rounds", RuleGamesOver, E}},
		{"more than the option", nil, func(m *Match) { m.Options.Games = 3 }, want{4, "", "rounds", RuleGamesOver, E}},
		{"a game after a disqualification", nil, func(m *Match) {
			m.Options.Disqualify = true
			m.Rounds[1].Entries[1].Reneges = 3
		}, want{3, "", "rounds", RuleAfterOut, E}},
		{"renege disqualifies", nil, func(m *Match) {
			m.Options.Disqualify = true
			m.Rounds = m.Rounds[:2]
			m.Rounds[0].Entries[1].Reneges = 2
			m.Rounds[1].Entries[1].Reneges = 1
		}, want{2, "b", "reneges", RuleOutReneges, W}},
		{"miscount disqualifies", nil, func(m *Match) {
			m.Options.Disqualify = true
			m.Rounds = m.Rounds[:3]
			m.Rounds[0].Entries[0].Miscounts = 1
			m.Rounds[1].Entries[0].Miscounts = 1
			m.Rounds[2].Entries[0].Miscounts = 1
		}, want{3, "a", "miscounts", RuleOutMiscounts, W}},
		{"trump empty", nil, func(m *Match) { m.Rounds[0].Trump = "" }, want{1, "", "trump", RuleTrumpMissing, E}},
		{"trump unknown", nil, func(m *Match) { m.Rounds[2].Trump = "Spades" }, want{3, "", "trump", RuleTrump, E}},
		{"caller missing", nil, func(m *Match) { m.Rounds[0].Caller = "" }, want{1, "", "caller", RuleCallerMissing, E}},
		{"caller unknown", nil, func(m *Match) { m.Rounds[0].Caller = "c" }, want{1, "", "caller", RuleCallerUnknown, E}},
		{"caller has more points", nil, func(m *Match) { m.Rounds[0].Caller = "b" }, want{1, "", "caller", RuleCallerPoints, E}},
		{"caller has more points, seat 1", nil, func(m *Match) { m.Rounds[3].Caller = "a" }, want{4, "", "caller", RuleCallerPoints, E}},
		{"entry for a stranger", nil, func(m *Match) { m.Rounds[0].Entries[1].Player = "c" }, want{1, "c", "player", RulePlayerUnknown, E}},
		{"stranger leaves a gap", nil, func(m *Match) { m.Rounds[0].Entries[1].Player = "c" }, want{1, "b", "entries", RuleEntryMissing, E}},
		{"two entries", nil, func(m *Match) { m.Rounds[0].Entries[1].Player = "a" }, want{1, "a", "player", RulePlayerDuplicate, E}},
		{"entry missing", nil, func(m *Match) { m.Rounds[1].Entries = m.Rounds[1].Entries[:1] }, want{2, "b", "entries", RuleEntryMissing, E}},
		{"no entries", nil, func(m *Match) { m.Rounds[1].Entries = nil }, want{2, "a", "entries", RuleEntryMissing, E}},
		{"bid negative", nil, func(m *Match) { m.Rounds[0].Entries[0].Bid = -1 }, want{1, "a", "bid", "rule.range", E}},
		{"bid 28", nil, func(m *Match) { m.Rounds[0].Entries[1].Bid = 28 }, want{1, "b", "bid", "rule.range", E}},
		{"made 28", nil, func(m *Match) {
			m.Rounds[0].Entries[0].Made = 28
			m.Rounds[0].Entries[1].Made = -1
		}, want{1, "a", "made", "rule.range", E}},
		{"made not 27", nil, func(m *Match) { m.Rounds[2].Entries[0].Made = 15 }, want{3, "", "made", RuleMadeSum, E}},
		{"points negative", nil, func(m *Match) { m.Rounds[0].Entries[0].Points = -1 }, want{1, "a", "points", "rule.range", E}},
		{"points 61", nil, func(m *Match) { m.Rounds[0].Entries[1].Points = 61 }, want{1, "b", "points", "rule.range", E}},
		{"points over the deck", nil, func(m *Match) { m.Rounds[0].Entries[1].Points = 46 }, want{1, "", "points", RulePointsSum, E}},
		{"reneges negative", nil, func(m *Match) { m.Rounds[0].Entries[0].Reneges = -1 }, want{1, "a", "reneges", "rule.range", E}},
		{"reneges absurd", nil, func(m *Match) { m.Rounds[0].Entries[0].Reneges = 27 }, want{1, "a", "reneges", "rule.range", E}},
		{"miscounts negative", nil, func(m *Match) { m.Rounds[0].Entries[0].Miscounts = -1 }, want{1, "a", "miscounts", "rule.range", E}},
		{"time faults negative", nil, func(m *Match) { m.Rounds[0].Entries[1].TimeFaults = -2 }, want{1, "b", "timeFaults", "rule.range", E}},
		{"two miscounts in a game", nil, func(m *Match) { m.Rounds[0].Entries[0].Miscounts = 2 }, want{1, "a", "miscounts", RuleCountOnce, W}},
		// SPEC 1.4: at most one time fault per player and game.
		{"two time faults in a game", nil, func(m *Match) { m.Rounds[0].Entries[0].TimeFaults = 2 }, want{1, "a", "timeFaults", RuleTimeFaults, E}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m := valid()
			if c.edit != nil {
				c.edit(m)
			}
			players := c.players
			if players == nil {
				players = two
			}
			is := m.Validate(players)
			found := false
			for _, i := range is {
				if i.Round == c.want.round && i.Player == c.want.player && i.Field == c.want.field && i.Rule == c.want.rule && i.Severity == c.want.sev {
					found = true
				}
			}
			if !found {
				t.Errorf("want %+v, got %v", c.want, is)
			}
			if c.want.sev == scoring.Warning && is.HasErrors() {
				t.Errorf("a warning only: %v", is)
			}
		})
	}
}

// Points not recorded (0 for either player) or equal: no caller check.
func TestValidateCallerPointsUnrecorded(t *testing.T) {
	for _, pts := range [][2]int{{0, 0}, {0, 20}, {20, 0}, {18, 18}} {
		m := valid()
		m.Rounds[0].Entries[0].Points, m.Rounds[0].Entries[1].Points = pts[0], pts[1]
		for _, caller := range []string{"a", "b"} {
			m.Rounds[0].Caller = caller
			if is := m.Validate(two); len(is) != 0 {
				t.Errorf("points %v caller %s: %v", pts, caller, is)
			}
		}
	}
}

// Every rule key Validate can emit has an English and a German message.
func TestRuleKeysTranslated(t *testing.T) {
	keys := []string{RulePlayers, RuleGamesOver, RuleAfterOut, RuleTrump, RuleTrumpMissing, RuleCallerMissing, RuleCallerUnknown,
		RuleCallerPoints, RulePlayerUnknown, RulePlayerDuplicate, RuleEntryMissing, RuleMadeSum, RulePointsSum,
		RuleCountOnce, RuleTimeFaults, RuleOutReneges, RuleOutMiscounts}
	for g := Ungraded; g <= Master; g++ {
		keys = append(keys, g.Key())
	}
	keys = append(keys, Hawk.Key(), Dove.Key(), NoStyle.Key())
	for _, lang := range []string{"en", "de"} {
		msgs := scoringtest.Messages(t, "skuck", lang)
		for _, k := range keys {
			if msgs[k] == "" {
				t.Errorf("%s: no message for %s", lang, k)
			}
		}
	}
}
