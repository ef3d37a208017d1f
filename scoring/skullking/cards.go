package skullking

// cardsUsed is the fewest cards the entry's captures take in the tricks
// the player won: the bonus cards captured and the cards that captured
// them. The Skull King and the Pirates he took; the Mermaids captured by
// Pirates and at least one Pirate (one can take both in one trick); the
// Skull King captured and the Mermaid that took him. A trick holds one
// card per hand, so this must fit in tricks x hands.
func (e Entry) cardsUsed() int {
	n := e.Colored14 + e.Black14
	if e.PiratesByKing > 0 {
		n += 1 + e.PiratesByKing
	}
	if e.MermaidsByPirate > 0 {
		n += e.MermaidsByPirate + 1
	}
	if e.KingByMermaid > 0 {
		n += 2 * e.KingByMermaid
	}
	return n
}
