// Package stats derives players' statistics and chart series from a list
// of matches: always from the entries (each game's own scoring), never
// from stored totals. It is pure: the caller passes the matches and the
// period, there is no clock, no storage and no randomness.
//
// One pass over the matches computes everything; a match is scored once
// (its standings and, for the game's own numbers, its sheet) into its
// MatchFacts (Facts), and the statistics are added up from facts alone
// (Aggregate, AggregatePlayer): Compute and ForPlayer are those over the
// matches' facts. Storage keeps each match's facts next to it, so the
// statistics of 10,000 matches add up without decoding any of them.
//
// Decisions:
//   - Only matches that are over (Match.Over: finished by the players or
//     by the rules) count; a match in progress is left out of every
//     statistic and of a player's history. Running charts any match.
//   - Won means ranked first: a shared first place (a draw, equal totals)
//     counts as won for each player sharing it, as scoring.Winners says. A
//     disqualified (Out) player never wins.
//   - A match's score is the player's Standing.Total: points for Skull King
//     and Skip-Bo, challenges won for Skull, the final score with plussies
//     for SKUCK. Average and best score are per game only (the numbers of
//     different games do not add up); Overall has matches and wins.
//   - The period is [From, To) on the match's Created time (when it
//     started, as the history lists it); a zero bound is open.
//   - Head to head (Filter.With): matches in which every given player took
//     part; the statistics are still every seat's (or the one player's).
//   - A game's own numbers (Numbers: Skull King's bid accuracy, SKUCK's
//     zeros, ...) are the game's: its package implements Counter and
//     says there how it counts.
//   - A player's name is the one in their most recently created match
//     (on equal created times, the one of the greater match id).
//   - A game's numbers may depend on the order of the matches given
//     (SKUCK's bids are kept in that order); every other number is
//     independent of the order.
package stats
