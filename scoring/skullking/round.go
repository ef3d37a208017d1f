package skullking

// Round is one round of the match file: the destroyed tricks and one
// entry per player.
type Round struct {
	// Destroyed counts the tricks no one won (Kraken, or a White Whale
	// trick of only special cards): 0..2.
	Destroyed int     `json:"destroyed"`
	Entries   []Entry `json:"entries"`
}

// Entry is one player's line of a round.
type Entry struct {
	Player string `json:"player"`
	Bid    int    `json:"bid"`
	Tricks int    `json:"tricks"`
	// Harry is Harry the Giant's change of the bid at the end of the
	// round: -1, 0 or +1. The changed bid (Bid+Harry) is the one scored.
	Harry int `json:"harry"`
	// Wager is Rascal the Gambler's bet: 0, 10 or 20; won on an exact bid, lost otherwise.
	Wager int `json:"wager"`
	// Cannonball is the Rascal-scoring choice (the other one is Buckshot,
	// "Grapeshot" in the English rule book): all or nothing, 15 per card.
	Cannonball bool `json:"cannonball"`
	// Bonus captures in the tricks the player won.
	Colored14        int `json:"colored14"`        // green, yellow, purple 14s: 0..3
	Black14          int `json:"black14"`          // the Jolly Roger 14: 0..1
	PiratesByKing    int `json:"piratesByKing"`    // Pirates (and the Tigress as a Pirate) captured by the Skull King: 0..6
	MermaidsByPirate int `json:"mermaidsByPirate"` // Mermaids captured by a Pirate: 0..2
	KingByMermaid    int `json:"kingByMermaid"`    // the Skull King captured by a Mermaid: 0..1
	// LootWith names the partner of each Loot alliance; the partner's entry names this player.
	LootWith []string `json:"lootWith"`
}

// Changed is the bid that is scored: the bid after Harry the Giant's change.
func (e Entry) Changed() int { return e.Bid + e.Harry }

// Exact reports whether the player won exactly the (changed) bid.
func (e Entry) Exact() bool { return e.Changed() == e.Tricks }

// Off is how many tricks the player was off the (changed) bid.
func (e Entry) Off() int { return abs(e.Changed() - e.Tricks) }

// Entry returns the first entry of the player with the given id.
func (r Round) Entry(id string) (Entry, bool) {
	for _, e := range r.Entries {
		if e.Player == id {
			return e, true
		}
	}
	return Entry{}, false
}

// TricksLeft is what remains for the players still to enter their
// tricks: cards dealt minus destroyed tricks minus the tricks entered.
// The app fills in the last player's tricks with it (without the ghost).
func (r Round) TricksLeft(cards int) int {
	left := cards - r.Destroyed
	for _, e := range r.Entries {
		left -= e.Tricks
	}
	return left
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
