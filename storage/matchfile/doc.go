// Package matchfile reads and writes the match file, version 1
// (SPEC section 3): one match, or a bundle of matches.
//
// Reading is strict where it matters and lenient where the format says so:
// unknown fields are ignored; a missing required field, a value of the
// wrong type, a duplicate key (also one differing only in case: field
// names match case-insensitively, so "Bid" is read as "bid" and "bid" next
// to "Bid" is refused) or an entry that breaks a game's rules is an error
// that names the field. Player ids and map keys are case-sensitive.
package matchfile
