package skuck

import "testing"

func TestGradeOf(t *testing.T) {
	cases := []struct {
		score, games int
		want         Grade
		key, letter  string
	}{
		{-3, 4, Excellent, "grade.excellent", "A+"}, // the rule book: -3 / 4 = -0.75
		{1, 4, Master, "grade.master", ""},          // above zero
		{0, 4, Excellent, "grade.excellent", "A+"},  // 0 itself: "-0.99 to 0"
		{-4, 4, VeryGood, "grade.veryGood", "A"},    // -1 exactly is Very good
		{-5, 4, VeryGood, "grade.veryGood", "A"},    // -1.25
		{-7, 4, VeryGood, "grade.veryGood", "A"},    // -1.75
		{-8, 4, Good, "grade.good", "B"},            // -2
		{-11, 4, Good, "grade.good", "B"},           // -2.75
		{-12, 4, Average, "grade.average", "C"},     // -3
		{-16, 4, BelowAverage, "grade.belowAverage", "D"},
		{-19, 4, BelowAverage, "grade.belowAverage", "D"}, // -4.75
		{-20, 4, KeepTrying, "grade.keepTrying", ""},      // -5: not above -5
		{-99, 4, KeepTrying, "grade.keepTrying", ""},
		{-2, 3, Excellent, "grade.excellent", "A+"}, // -0.67
		{-3, 3, VeryGood, "grade.veryGood", "A"},    // -1
		{-299, 300, Excellent, "grade.excellent", "A+"},
		{-300, 300, VeryGood, "grade.veryGood", "A"},
		{5, 0, Ungraded, "grade.none", ""},
	}
	for _, c := range cases {
		g := GradeOf(c.score, c.games)
		if g != c.want || g.Key() != c.key || g.Letter() != c.letter {
			t.Errorf("GradeOf(%d, %d) = %v %q, want %v %q", c.score, c.games, g, g.Letter(), c.key, c.letter)
		}
	}
	if Grade(99).Key() != "grade.none" || Grade(-1).Letter() != "" {
		t.Error("out of range grades")
	}
}

func TestStyleOf(t *testing.T) {
	cases := []struct {
		bids []int
		want Style
	}{
		{nil, NoStyle},
		{[]int{14}, Hawk},
		{[]int{13}, Dove},
		{[]int{14, 13}, Dove}, // exactly 13.5: a Hawk must average over it
		{[]int{14, 14, 13}, Hawk},
		{[]int{16, 12, 14, 15}, Hawk}, // Player A of the rule book: 14.25
		{[]int{16, 13, 14, 10}, Dove}, // Player B: 13.25
		{[]int{99, 0}, Dove},          // clamped to 27 + 0
		{[]int{99, 1}, Hawk},
	}
	for _, c := range cases {
		if got := StyleOf(c.bids); got != c.want {
			t.Errorf("StyleOf(%v) = %v, want %v", c.bids, got, c.want)
		}
	}
	if AverageBid([]int{14, 13}) != 13.5 || AverageBid(nil) != 0 {
		t.Error("AverageBid")
	}
	if Hawk.Key() != "style.hawk" || Dove.Key() != "style.dove" || NoStyle.Key() != "style.none" {
		t.Error("keys")
	}
	s := ruleBook().Scores(two)
	if StyleOf(s[0].Bids) != Hawk || StyleOf(s[1].Bids) != Dove {
		t.Error("Score.Bids")
	}
}
