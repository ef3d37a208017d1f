package skullking

import "scorekeeper/scoring"

// InPlay is which optional parts of the game a match plays with.
type InPlay struct {
	Expansions bool // Loot, Kraken, White Whale
	Powers     bool // Harry the Giant, Rascal of Roatan
}

// InPlay reports which optional parts the match plays with: as its
// options say, or, where they say nothing, whether a round uses them.
func (m *Match) InPlay() InPlay {
	var used InPlay
	for _, r := range m.Rounds {
		u := r.uses()
		used.Expansions = used.Expansions || u.Expansions
		used.Powers = used.Powers || u.Powers
	}
	if m.Options.Expansions != nil {
		used.Expansions = *m.Options.Expansions
	}
	if m.Options.Powers != nil {
		used.Powers = *m.Options.Powers
	}
	return used
}

// uses reports which optional parts the round's fields use.
func (r Round) uses() InPlay {
	u := InPlay{Expansions: r.Destroyed > 0}
	for _, e := range r.Entries {
		u.Expansions = u.Expansions || len(e.LootWith) > 0
		u.Powers = u.Powers || e.Harry != 0 || e.Wager != 0
	}
	return u
}

// allowed is what the options leave open to the rounds: every part not
// ruled out by an option set to false.
func (o Options) allowed() InPlay {
	return InPlay{Expansions: !off(o.Expansions), Powers: !off(o.Powers)}
}

func off(set *bool) bool { return set != nil && !*set }

// validateInPlay refuses the fields of a part the options rule out.
func (m *Match) validateInPlay(b *scoring.Builder, rd Round) {
	ok := m.Options.allowed()
	if !ok.Expansions && rd.Destroyed != 0 {
		b.Err("destroyed", "rule.skullking.expansions.off")
	}
	for _, e := range rd.Entries {
		b.Player = e.Player
		if !ok.Expansions && len(e.LootWith) > 0 {
			b.Err("lootWith", "rule.skullking.expansions.off")
		}
		if !ok.Powers && e.Harry != 0 {
			b.Err("harry", "rule.skullking.powers.off")
		}
		if !ok.Powers && e.Wager != 0 {
			b.Err("wager", "rule.skullking.powers.off")
		}
	}
	b.Player = ""
}
