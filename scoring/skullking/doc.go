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
package skullking
