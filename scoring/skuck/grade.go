package skuck

// Grade is a player level from the average final score per game
// (rule book "Player Levels"). Higher is better.
type Grade int

// Grades from worst to best; Ungraded means no games.
const (
	Ungraded     Grade = iota
	KeepTrying         // -5 and below
	BelowAverage       // D: above -5
	Average            // C: above -4
	Good               // B: above -3
	VeryGood           // A: above -2
	Excellent          // A+: above -1
	Master             // above 0
)

var gradeKeys = [...]string{"grade.none", "grade.keepTrying", "grade.belowAverage", "grade.average", "grade.good", "grade.veryGood", "grade.excellent", "grade.master"}

var gradeLetters = [...]string{"", "", "D", "C", "B", "A", "A+", ""}

// GradeOf grades a final score over a number of games (also a league's
// sum of scores over its sum of games). The average is compared exactly:
// above 0 Master; above -1 Excellent (0 itself included); above -2 Very
// good (-1 itself included); ... ; -5 and below Keep trying. No games:
// Ungraded.
func GradeOf(score, games int) Grade {
	if games <= 0 {
		return Ungraded
	}
	s, n := int64(score), int64(games)
	// average > -k  <=>  score > -k*games, for k = 0..5
	for k := int64(0); k <= 5; k++ {
		if s > -k*n {
			return Master - Grade(k)
		}
	}
	return KeepTrying
}

// Key is the translation key, e.g. "grade.master".
func (g Grade) Key() string {
	if g < 0 || int(g) >= len(gradeKeys) {
		return gradeKeys[0]
	}
	return gradeKeys[g]
}

// Letter is the school grade, e.g. "A+" ("" for Master, Keep trying and Ungraded).
func (g Grade) Letter() string {
	if g < 0 || int(g) >= len(gradeLetters) {
		return ""
	}
	return gradeLetters[g]
}

// String is the key, for logs.
func (g Grade) String() string { return g.Key() }
