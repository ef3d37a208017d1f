package skuck

// DefaultGames is the length of a match in the rule book: four games.
const DefaultGames = 4

// MaxGames is the longest match the options accept.
const MaxGames = 20

// Options are the match's settings, as in the match file's "options".
type Options struct {
	// Games is the number of games in the match; 0 means DefaultGames.
	Games int `json:"games,omitzero"`
	// Disqualify makes the third renege or the third miscount of a player
	// a disqualification (the player loses the match).
	Disqualify bool `json:"disqualify,omitzero"`
}

// GameCount is the number of games the match lasts (Games, or 4 when 0).
// Out-of-range values (reported by Validate) are clamped to 1..MaxGames.
func (o Options) GameCount() int {
	switch {
	case o.Games == 0:
		return DefaultGames
	case o.Games < 1:
		return 1
	case o.Games > MaxGames:
		return MaxGames
	}
	return o.Games
}
