package skull

import (
	"regexp"
	"slices"
	"testing"

	"scorekeeper/scoring"
	"scorekeeper/scoring/scoringtest"
)

func TestValidate(t *testing.T) {
	ps := seats(4)
	// p2's mat turned, p1 down to one disc, p4 out (own skull, picked p2):
	// 1 + 4 + 4 discs can be on the table in round 9.
	base := []Round{
		win("p2", 3),
		lose("p1", 2, "p2"), lose("p1", 2, "p3"), lose("p1", 2, "p4"),
		lose("p4", 2, "p1"), lose("p4", 2, "p1"), lose("p4", 2, "p3"),
		{Challenger: "p4", Bid: 1, Result: Lost, SkullOf: "p4", NextStart: "p2"},
	}
	type want struct {
		round int
		field string
		rule  string
	}
	cases := []struct {
		name    string
		players []scoring.Player
		empty   bool // no base rounds
		opts    Options
		round   Round // appended to base; zero: none
		want    []want
	}{
		{name: "valid base"},
		{name: "valid won", round: win("p1", 9)},
		{name: "valid lost", round: lose("p3", 4, "p2")},
		{name: "too few players", players: seats(2), empty: true, want: []want{{0, "players", RulePlayers}}},
		{name: "no players", players: seats(0), empty: true, round: win("p1", 1), want: []want{{0, "players", RulePlayers}, {1, "challenger", RuleUnknown}, {1, "bid", RuleBidMax}}},
		{name: "too many players", players: seats(7), want: []want{{0, "players", RulePlayers}}},
		{name: "unknown start player", opts: Options{StartPlayer: "zz"}, want: []want{{0, "startPlayer", RuleUnknown}}},
		{name: "known start player", opts: Options{StartPlayer: "p3"}},
		{name: "no challenger", round: Round{Bid: 1, Result: Won}, want: []want{{9, "challenger", RuleChallengerMissing}}},
		{name: "unknown challenger", round: win("zz", 1), want: []want{{9, "challenger", RuleUnknown}}},
		{name: "challenger out", round: win("p4", 1), want: []want{{9, "challenger", RuleChallengerOut}}},
		{name: "bid 0", round: win("p1", 0), want: []want{{9, "bid", RuleBidMin}}},
		{name: "bid negative", round: win("p1", -3), want: []want{{9, "bid", RuleBidMin}}},
		{name: "bid above table", round: win("p1", 10), want: []want{{9, "bid", RuleBidMax}}},
		{name: "bid huge", round: win("p1", 1<<62), want: []want{{9, "bid", RuleBidMax}}},
		{name: "no result", round: Round{Challenger: "p1", Bid: 1}, want: []want{{9, "result", RuleResult}}},
		{name: "bad result", round: Round{Challenger: "p1", Bid: 1, Result: "Won"}, want: []want{{9, "result", RuleResult}}},
		{name: "lost without skullOf", round: Round{Challenger: "p1", Bid: 2, Result: Lost}, want: []want{{9, "skullOf", RuleSkullOfMissing}}},
		{name: "won with skullOf", round: Round{Challenger: "p1", Bid: 2, Result: Won, SkullOf: "p2"}, want: []want{{9, "skullOf", RuleSkullOfWon}}},
		{name: "unknown skullOf", round: lose("p1", 2, "zz"), want: []want{{9, "skullOf", RuleUnknown}}},
		{name: "skullOf out", round: lose("p1", 2, "p4"), want: []want{{9, "skullOf", RuleSkullOfOut}}},
		{name: "another's skull on bid 1", round: lose("p1", 1, "p2"), want: []want{{9, "skullOf", RuleSkullOfBid}}},
		{name: "nextStart not asked", round: Round{Challenger: "p1", Bid: 1, Result: Won, NextStart: "p3"}, want: []want{{9, "nextStart", RuleNextStartNotAllowed}}},
		{name: "nextStart missing", round: lose("p1", 1, "p1"), want: []want{{9, "nextStart", RuleNextStartMissing}}},
		{name: "nextStart unknown", round: Round{Challenger: "p1", Bid: 1, Result: Lost, SkullOf: "p1", NextStart: "zz"}, want: []want{{9, "nextStart", RuleUnknown}}},
		{name: "nextStart the challenger", round: Round{Challenger: "p1", Bid: 1, Result: Lost, SkullOf: "p1", NextStart: "p1"}, want: []want{{9, "nextStart", RuleNextStartOut}}},
		{name: "nextStart already out", round: Round{Challenger: "p1", Bid: 1, Result: Lost, SkullOf: "p1", NextStart: "p4"}, want: []want{{9, "nextStart", RuleNextStartOut}}},
		{name: "nextStart valid", round: Round{Challenger: "p1", Bid: 1, Result: Lost, SkullOf: "p1", NextStart: "p3"}},
		{name: "nextStart on another's knock-out", round: Round{Challenger: "p1", Bid: 2, Result: Lost, SkullOf: "p2", NextStart: "p3"}, want: []want{{9, "nextStart", RuleNextStartNotAllowed}}},
		{name: "second win ends the match", round: win("p2", 2), want: nil},
		{name: "nextStart after the second win", round: Round{Challenger: "p2", Bid: 2, Result: Won, NextStart: "p3"}, want: []want{{9, "nextStart", RuleNextStartOver}}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			players := tc.players
			if players == nil {
				players = ps
			}
			m := &Match{Options: tc.opts, Rounds: slices.Clone(base)}
			if tc.empty {
				m.Rounds = nil
			}
			if tc.round != (Round{}) {
				m.Rounds = append(m.Rounds, tc.round)
			}
			var got []want
			for _, i := range m.Validate(players) {
				if i.Severity != scoring.Error || i.Player != "" {
					t.Errorf("issue %v: want an error on the round", i)
				}
				got = append(got, want{i.Round, i.Field, i.Rule})
			}
			if !slices.Equal(got, tc.want) {
				t.Fatalf("got %v, want %v", got, tc.want)
			}
		})
	}
	// After the second win every further round is refused.
	m := &Match{Rounds: append(slices.Clone(base), win("p2", 2), win("p1", 1), win("p3", 1))}
	is := m.Validate(ps)
	if len(is) != 2 || is[0].Rule != RuleRoundOver || is[0].Field != "rounds" || is[0].Round != 10 || is[1].Round != 11 {
		t.Fatalf("after the end: %v", is)
	}
}

// Every rule key emitted has an English and a German message whose
// template fields are among the Args.
func TestTranslations(t *testing.T) {
	keys := map[string][]string{
		RulePlayers: {"Min", "Max", "Value"}, RuleUnknown: {"ID"}, RuleChallengerMissing: nil,
		RuleChallengerOut: {"ID", "Name"}, RuleBidMin: {"Value"}, RuleBidMax: {"Max", "Value"},
		RuleResult: {"Value"}, RuleSkullOfMissing: nil, RuleSkullOfWon: nil, RuleSkullOfOut: {"ID", "Name"},
		RuleSkullOfBid: {"Value"}, RuleNextStartMissing: nil, RuleNextStartNotAllowed: nil,
		RuleNextStartOut: {"ID", "Name"}, RuleNextStartOver: nil, RuleRoundOver: nil,
	}
	field := regexp.MustCompile(`\{\{\s*\.(\w+)\s*\}\}`)
	for _, lang := range []string{"en", "de"} {
		msgs := scoringtest.Messages(t, "skull", lang)
		if len(msgs) != len(keys) {
			t.Errorf("%s: %d messages, want %d", lang, len(msgs), len(keys))
		}
		for k, args := range keys {
			msg, ok := msgs[k]
			if !ok {
				t.Errorf("%s: no message for %s", lang, k)
			}
			for _, f := range field.FindAllStringSubmatch(msg, -1) {
				if !slices.Contains(args, f[1]) {
					t.Errorf("%s: %s uses {{.%s}}, not an argument", lang, k, f[1])
				}
			}
		}
	}
}
