package league

import "cmp"

// share is a fraction num/den compared exactly; den 0 means none.
type share struct{ num, den int }

// compare orders shares by value (a share with den 0 below any other).
func (a share) compare(b share) int {
	if a.den == 0 || b.den == 0 {
		return cmp.Compare(min(a.den, 1), min(b.den, 1))
	}
	return cmp.Compare(int64(a.num)*int64(b.den), int64(b.num)*int64(a.den))
}

func (a share) float() float64 {
	if a.den == 0 {
		return 0
	}
	return float64(a.num) / float64(a.den)
}
