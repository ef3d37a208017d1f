package skull

// Results of a challenge as written in the match file.
const (
	Won  = "won"
	Lost = "lost"
)

// Round is one challenge.
type Round struct {
	// Challenger is the id of the player who made the highest bid.
	Challenger string `json:"challenger"`
	// Bid is the number of discs the challenger had to turn.
	Bid int `json:"bid"`
	// Result is "won" or "lost".
	Result string `json:"result"`
	// SkullOf is the id of the player whose skull was turned; only when lost.
	SkullOf string `json:"skullOf,omitzero"`
	// NextStart is the next start player picked by a challenger knocked out
	// by their own skull; only then.
	NextStart string `json:"nextStart,omitzero"`
}
