package scoring

// Game names as written in the match file, for tests and the game
// packages (their Def.Name): code that handles every game asks the game
// (scoring/games) and never names one.
const (
	SkullKing = "skullking"
	SkipBo    = "skipbo"
	Skull     = "skull"
	Skuck     = "skuck"
)
