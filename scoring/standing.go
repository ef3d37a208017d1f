package scoring

import (
	"cmp"
	"slices"
)

// Standing is one player's place in a match.
type Standing struct {
	Player Player
	// Total is the number that decides the ranking (SPEC 4): points for
	// Skull King and Skip-Bo, challenges won for Skull, final score with
	// plussies for SKUCK.
	Total int
	// Keys order players after Total, higher first, compared in turn
	// (Skull: discs left, ...; SKUCK: zeros). Equal Total and Keys share a rank.
	Keys []int
	// Rank is 1-based; tied players share it and the next rank is skipped (1, 1, 3).
	Rank int
	// Won marks the player the rules made the winner whatever the totals
	// (Skull: a second won challenge, or the last one standing). Ranked first.
	Won bool
	// Out marks a player who lost the match by a rule (SKUCK's
	// disqualification); ranked after everyone who is not Out.
	Out bool
}

// Rank orders standings best first and fills in Rank: Won first, Out
// last, then by Total and Keys. Ties keep seating order. The slice is
// sorted in place and returned.
func Rank(s []Standing) []Standing {
	slices.SortStableFunc(s, func(a, b Standing) int { return compare(b, a) })
	for i := range s {
		if i > 0 && compare(s[i-1], s[i]) == 0 {
			s[i].Rank = s[i-1].Rank
		} else {
			s[i].Rank = i + 1
		}
	}
	return s
}

// compare orders a before b when a is worse (ascending); Rank reverses it.
func compare(a, b Standing) int {
	if a.Won != b.Won {
		if a.Won {
			return 1
		}
		return -1
	}
	if a.Out != b.Out {
		if a.Out {
			return -1
		}
		return 1
	}
	if c := cmp.Compare(a.Total, b.Total); c != 0 {
		return c
	}
	for i := 0; i < len(a.Keys) || i < len(b.Keys); i++ {
		var x, y int
		if i < len(a.Keys) {
			x = a.Keys[i]
		}
		if i < len(b.Keys) {
			y = b.Keys[i]
		}
		if c := cmp.Compare(x, y); c != 0 {
			return c
		}
	}
	return 0
}

// Winners returns the ids of the players ranked first (never an Out player).
func Winners(ranked []Standing) []string {
	var ids []string
	for _, s := range ranked {
		if s.Rank == 1 && !s.Out {
			ids = append(ids, s.Player.ID)
		}
	}
	return ids
}

// Last returns the ids of the players ranked last among two or more
// (Skull King: they "do the dishes"). Empty when everyone shares one rank.
func Last(ranked []Standing) []string {
	if len(ranked) < 2 {
		return nil
	}
	worst := ranked[len(ranked)-1].Rank
	if worst == 1 {
		return nil
	}
	var ids []string
	for _, s := range ranked {
		if s.Rank == worst {
			ids = append(ids, s.Player.ID)
		}
	}
	return ids
}
