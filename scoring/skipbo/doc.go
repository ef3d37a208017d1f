// Package skipbo scores Skip-Bo (SPEC 1.2, rules/skip-bo-rules.txt).
//
// A round records its winner and the cards left in the other players'
// stock piles. The winner, or the winning team as one unit, scores 25
// plus 5 for every card left in the opponents' stock piles; everyone else
// scores 0. The match ends after the round in which a player or team
// reaches the target (500 by default); the highest total wins.
//
// In team play every member of a team is credited the team's points, so
// teammates always share a total and a rank; teams rank as teams (two
// teams are 1 and 2, never 1 and 3).
//
// A stockLeft count left out of a round is 0 (SPEC 3): fine for the
// winner, a teammate or an opponent in team play who emptied theirs. In
// solo play only the winner can be at 0, so an omitted opponent's count
// is an error that asks for it (an entered 0 says only the winner can be
// at 0).
//
// Everything is derived from the entries; nothing here panics, whatever
// the input.
package skipbo
