package skullking

// Scoring systems, as written in the options' "scoring" field.
const (
	Standard = "standard" // the "Skull King system"; also the meaning of ""
	Rascal   = "rascal"   // Rascal scoring, with Cannonball
)

// Player counts the game allows.
const (
	MinPlayers = 2
	MaxPlayers = 8
)

// Deck is the number of cards dealt from (the 70-card deck).
const Deck = 70

// Options are a match's settings, as in the match file's "options".
type Options struct {
	// Scoring is Standard or Rascal; "" means Standard.
	Scoring string `json:"scoring,omitzero"`
	// Cards lists the cards dealt in each round; nil means the Standard
	// schedule capped for the table (see Deals). Set from Schedule or by hand.
	Cards []int `json:"cards,omitzero"`
	// Ghost adds the ghost Greybeard to a two-player game.
	Ghost bool `json:"ghost,omitzero"`
	// FirstDealer is the id of the player who deals round 1; "" is the first seat.
	FirstDealer string `json:"firstDealer,omitzero"`
	// Expansions says whether the expansion cards (Loot, Kraken, White
	// Whale) are in play, Powers whether the scoring pirate powers (Harry
	// the Giant, Rascal of Roatan) are; nil (absent from a file): true
	// exactly when a round uses one of their fields (Match.InPlay).
	Expansions *bool `json:"expansions,omitzero"`
	Powers     *bool `json:"powers,omitzero"`
}

// Rascal reports whether the options use Rascal scoring.
func (o Options) Rascal() bool { return o.Scoring == Rascal }

// Hands is the number of hands dealt: the players, plus one for the ghost.
func (o Options) Hands(players int) int {
	if o.Ghost {
		return players + 1
	}
	return players
}

// Deals returns the cards dealt in each round for the given number of
// players: the explicit Cards list, or else the Standard schedule capped.
// The result is a fresh slice.
func (o Options) Deals(players int) []int {
	if len(o.Cards) > 0 {
		return append([]int(nil), o.Cards...)
	}
	return Schedule(ScheduleStandard, o.Hands(players))
}

// MaxCards is the most cards each of the given hands can get from the
// deck: floor(70 / hands). 8 hands get at most 8 cards.
func MaxCards(hands int) int {
	if hands < 1 {
		return Deck
	}
	return Deck / hands
}

// Schedule names (the rule book's duration variants).
const (
	ScheduleStandard   = "standard"   // 1, 2, ..., 10
	ScheduleBlitz      = "blitz"      // Blitz Attack / Swift-n-Salty Skirmish: 5 rounds of 5
	ScheduleWhirlpool  = "whirlpool"  // 9, 7, 5, 3, 1
	ScheduleBroadside  = "broadside"  // Broadside (Barrage): 10 rounds of 10
	ScheduleEvenKeeled = "evenkeeled" // Even Keeled: 2, 4, 6, 8, 10
	ScheduleBrawl      = "brawl"      // Skip to the Brawl: 6, 7, 8, 9, 10
	ScheduleBedtime    = "bedtime"    // Past Your Bedtime: 1 round of 1
)

var schedules = []struct {
	name  string
	cards []int
}{
	{ScheduleStandard, []int{1, 2, 3, 4, 5, 6, 7, 8, 9, 10}},
	{ScheduleBlitz, []int{5, 5, 5, 5, 5}},
	{ScheduleWhirlpool, []int{9, 7, 5, 3, 1}},
	{ScheduleBroadside, []int{10, 10, 10, 10, 10, 10, 10, 10, 10, 10}},
	{ScheduleEvenKeeled, []int{2, 4, 6, 8, 10}},
	{ScheduleBrawl, []int{6, 7, 8, 9, 10}},
	{ScheduleBedtime, []int{1}},
}

// Schedules returns the names of the named schedules, Standard first.
func Schedules() []string {
	names := make([]string, len(schedules))
	for i, s := range schedules {
		names[i] = s.name
	}
	return names
}

// Schedule returns the cards dealt per round of a named schedule for the
// given number of hands (players, plus one for the ghost), each capped at
// MaxCards(hands). Unknown names give nil.
func Schedule(name string, hands int) []int {
	for _, s := range schedules {
		if s.name == name {
			limit := MaxCards(hands)
			out := make([]int, len(s.cards))
			for i, c := range s.cards {
				out[i] = min(c, limit)
			}
			return out
		}
	}
	return nil
}
