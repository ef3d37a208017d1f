// Package skullking scores Skull King (Grandpa Beck's Games): bids and
// tricks per player and round, the Standard ("Skull King system") and
// Rascal scoring, bonus captures, Loot alliances, Harry the Giant's bid
// change, Rascal's wager, Cannonball, the two-player ghost Greybeard and
// the round schedules of the rule book.
//
// Match implements scoring.Game. Everything is derived from the entries:
// Sheet gives the paper score sheet's columns per round and player,
// Standings the ranking, Validate every rule of SPEC 1.1 as issues next
// to the field they concern, and Simulate plays a realistic match.
//
// Decisions where the rule books are silent:
//   - The changed bid (Bid+Harry) is scored in every respect: a bid of 1
//     changed to 0 is a zero bid. Harry moving the bid away from the
//     tricks won is allowed but warned about.
//   - Rascal's wager is part of the "Bonus points" column; it is lost on
//     any bid that is not exact, a Rascal glancing blow included.
//   - A Loot alliance counts when both entries name each other; the same
//     two players may share both Loot cards (each names the other twice).
//     Each ally gets +20 only when both made their bids exactly, even an
//     ally who bid and won nothing.
//   - Cannonball on an exact bid keeps all bonuses and Loot; missed, it
//     scores 0 and loses the wager.
//   - Captures, pirate powers and Loot must fit the cards (SPEC 1.1;
//     fit.go). Besides the table limits (the Mermaid that took the Skull
//     King is one of the two Mermaids; a Pirate the Skull King captured
//     won no trick), some of a player's tricks must be won by a particular
//     card, each its own trick: the Skull King's (he captured Pirates), a
//     Mermaid's (she captured him), Pirates' capturing the Mermaids (one
//     Pirate and up to hands-1 Mermaids a trick), Harry's and Rascal's
//     (their powers; either may be a Pirate that captured a Mermaid). The
//     captured cards, the 14s and the Loot cards lie beside the winners
//     (a 14 may win a trick no particular card has to), tricks x hands
//     cards in all. A Loot card lies in a trick one ally won, given by the
//     other; both cards from one giver need two such tricks. The rule is
//     exact: a brute-force search over small rounds (fit_test.go) accepts
//     the same rounds.
//   - Options expansions/powers set to false refuse the fields of what
//     is not in play (destroyed, lootWith; harry, wager). Cannonball is
//     part of Rascal scoring, not a power.
//   - The tricks total is checked once every player has an entry; the
//     first entry of a player counts, repeats are errors.
//   - An unknown first dealer deals as the first seat (and is an error);
//     rounds beyond the schedule score with 0 cards (and are errors).
package skullking
