// Package league runs a SKUCK league (SPEC 1.4, the rule book's
// "Leagues" and achievements): divisions of four, a season in which every
// pair of a division plays one match, the table ranked by average score
// per game, promotion and relegation of two players per division boundary,
// the next season, and the achievements of a season. It is pure: matches
// are passed in by the caller (by id), nothing is stored or timed here.
//
// A League is meant to be stored as JSON and to become a versioned section
// of the export bundle; the JSON names are the struct tags.
//
// Decisions:
//   - Divisions are filled four at a time from the top of the ranked list
//     (A, B, C, ...). Left over players: 3 form a last division of three;
//     1 joins the last division (five); 2 join the last two divisions (five
//     each), or, with one division of four, make two divisions of three.
//     2 to 5 players are one division. So every division but the top and
//     the bottom has at least four players, and two up and two down never
//     overlap. At least 2 players are needed.
//   - Fixtures are scheduled by the circle method: in each round of the
//     list every player of the division plays at most once; the first
//     named is Home (it means nothing in SKUCK but who is listed first).
//   - A fixture is played when a finished SKUCK match between its two
//     players is linked to it by match id (Record). Other matches between
//     them do not count. A linked match that is missing or no longer fits
//     counts for nothing in the table; Validate reports it.
//   - The table: matches, games, score (final scores, plussies included),
//     zeros, won and drawn (a draw counts as played, not won: SPEC 1.4).
//     Ranked by average (score / games, compared exactly); ties by
//     the share of zeros, then the share of matches won, then the order of
//     the season's division (last season's finish, or the creation order).
//     A player with no games ranks after those with games. Places are never
//     shared: promotion needs an order.
//   - Closing a season may leave fixtures unplayed (they count for nothing).
//     At each boundary the two lowest go down and the two highest of the
//     division below go up (fewer only if a division is too small for both
//     moves, which New never makes). The next season's division lists the
//     players coming down first, then those staying in their finishing
//     order, then those coming up: the whole league's order.
//   - Achievements of a season, for Hawks and for Doves apart: highest
//     share of zeros, best share of matches won, most improved (the win
//     share's rise over the player's previous season: the last earlier
//     season in which they played a match; only a rise counts). Hawk or
//     Dove is the player's average bid over all their recorded games, as
//     Statistics says (the caller passes it; without it, the season's
//     bids). Tied players share an achievement.
//   - Issues of Validate carry the season number in Round (0: the league).
package league
