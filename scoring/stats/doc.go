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
//   - Skull King: a round counts for bids when the player has an entry.
//     The scored (changed) bid is used, so Harry's change to 0 makes a zero
//     bid. Bonus per round is the "Bonus points" column (captures, Loot,
//     wager) averaged over the rounds entered. Cannonball success is exact
//     bids among the rounds the player fired it (Rascal scoring only).
//   - Skip-Bo: a round is won by the seats it scores for (in team play each
//     member of the winning team); points per round won is their average.
//   - Skull: discs lost are the own discs gone by the end of the match (the
//     Last chance disc is not counted); an elimination is a match in which
//     the player went out.
//   - SKUCK: the average and the level grade use the sum of final scores
//     (plussies included) over the sum of games played (skuck.GradeOf);
//     Hawk or Dove is skuck.StyleOf over every bid; a Click is counted per
//     game for both players, a Boolie per match.
//   - A player's name is the one in their most recently created match
//     (on equal created times, the one of the greater match id).
//   - SKUCK bids (Skuck.Bids) are in the order of the matches given; every
//     other number is independent of the order.
package stats
