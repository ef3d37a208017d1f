package scoring

// Player is a seat at the table. ID is unique within a match (a UUID
// for players from the roster, any unique string in imported files).
type Player struct {
	ID   string `json:"id"`
	Name string `json:"name"`
}

// Index returns the seat of the player with the given id, or -1.
func Index(players []Player, id string) int {
	for i, p := range players {
		if p.ID == id {
			return i
		}
	}
	return -1
}
