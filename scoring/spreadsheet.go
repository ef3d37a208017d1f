package scoring

// Spreadsheet is what a game tells the spreadsheet export (SPEC 2: one
// row per match, round and player) beside its rows: which fields name
// players, and the match's options.
type Spreadsheet interface {
	// PlayerFields names the fields, of the rows (Fields) and of the
	// options (OptionFields), whose values are player ids: one, several
	// separated by ",", or groups of them separated by ";" (teams). The
	// export writes the players' names beside them.
	PlayerFields() []string
	// OptionFields names the match's options, in OptionValues' order.
	OptionFields() []string
	// OptionValues is the match's options as played (defaults filled in).
	OptionValues(players []Player) []string
}
