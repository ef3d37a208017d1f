// Package skull scores Skull, the bluffing disc game (SPEC 1.3, rule book
// rules/skull-rules-de.txt).
//
// A match is its options and one Round per challenge: who challenged, the
// bid, and whether the challenge was won or lost on whose skull. Everything
// else (discs left, mats turned, eliminations, the Last chance disc, the
// next start player, the winner) is derived by replaying the rounds; see
// State.
//
// Decisions where the rule book is silent:
//   - Discs on the table: every player still in the game puts down at
//     least one disc and at most all of theirs, the Last chance disc
//     included for its holder. A bid may therefore be 1 up to the sum of
//     the discs in the alive players' hands, the Last chance disc counting
//     as one more disc of its holder (State.Table).
//   - A challenge lost on another player's skull needs a bid of at least 2:
//     the challenger turns all their own discs (at least one) first.
//   - The Last chance disc is "once per match" for each player; it goes to
//     whoever drops from two discs to one, for the next round only, and
//     since it always returns after that round there is never a clash.
//   - When a challenge ends the match (second win or last player standing)
//     there is no next round: no start player, and nextStart is not asked;
//     a file that gives one is refused, saying the match ended.
//   - Eliminated players are not Standing.Out: the ranking is winner, then
//     challenges won, discs left, later elimination (SPEC 1.3).
//   - On invalid input the replay skips what cannot be applied: a round
//     whose challenger is unknown or already out, or whose result is
//     neither "won" nor "lost", changes nothing, and rounds after the end
//     of the match are ignored. Validate reports all of them.
package skull
