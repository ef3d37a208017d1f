package skuck

import "time"

// TimeLimit is a player's own thinking time per game; going over it is a
// time infraction (1 demmie) where the players use that rule.
const TimeLimit = 5 * time.Minute

// TimeFault reports whether a player's clock for one game went over
// TimeLimit. The app runs the clock; this stays free of time.Now.
func TimeFault(used time.Duration) bool { return used > TimeLimit }
