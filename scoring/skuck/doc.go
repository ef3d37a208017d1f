// Package skuck scores SKUCK, the two-player trick game of Ron & Sue Craig
// (SPEC 1.4, rules/skuck-rules.txt).
//
// A match is a number of games (4 by default). In each game both players
// bid secretly for some of the 27 tricks; a game scores -|bid - made|
// demmies, less penalty demmies that escalate across the match. Exact
// games ("zeros") earn plussies at the end: 1, 3, 6, 10 for one to four
// zeros. The final score (Standing.Total) is the sum of the games plus the
// plussies; higher wins, then more zeros, otherwise a draw.
//
// Decisions where the rule book is silent (also in the doc comments):
//   - Plussies for n zeros are n(n+1)/2: the k-th zero adds k. Four zeros
//     give 10 (a Boolie, never 20); a longer match continues the same way
//     (5 zeros = 15, 6 = 21).
//   - With the disqualify option on, the third renege or third miscount
//     costs no demmies: it disqualifies (Standing.Out) and ends the match.
//     Without it the escalation goes on (renege k-th = k, miscount
//     k-th = k+1 demmies).
//   - Points of 0 mean "not recorded": the caller check (fewer points call
//     trump), the Freewheeler flag and the 12-point lead rule need both
//     players' points non-zero.
//   - An average bid of exactly 13.5 counts as Dove: a Hawk must average
//     over 13.5, as the rule book says.
//   - A full tie in the trump-caller helper (same points and the same count
//     of every rank) leaves the caller undecided: the players cut for it.
//   - Rows' running Total includes the plussies earned so far, so the last
//     row of a player equals the final score.
//
// Everything is derived from the entries; nothing here panics on invalid
// input, which Validate reports as issues.
package skuck
