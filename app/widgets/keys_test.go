package widgets

import "testing"

// TestTypedDigits: a digit sets a value at once; where a second digit
// can follow (two-digit controls), it extends the number while that stays
// within the bound, else the number is done and the digit is the next
// control's.
func TestTypedDigits(t *testing.T) {
	type step struct {
		r               rune
		value           int
		more, ok, spill bool
	}
	for _, c := range []struct {
		name     string
		lo, most int
		multi    bool
		steps    []step
	}{
		{"one digit a value", 0, 10, false, []step{{'2', 2, false, true, false}, {'1', 1, false, true, false}, {'0', 0, false, true, false}}},
		{"two digits", 0, 30, true, []step{{'1', 1, true, true, false}, {'2', 12, false, true, false}}},
		{"a digit past the bound is the next control's", 0, 30, true, []step{{'3', 3, true, true, false}, {'5', 0, false, false, true}}},
		{"three then zero is thirty", 0, 30, true, []step{{'3', 3, true, true, false}, {'0', 30, false, true, false}}},
		{"zero first is done", 0, 27, true, []step{{'0', 0, false, true, false}}},
		{"below the least", 1, 12, true, []step{{'0', 0, false, false, false}}},
		{"past the most", 0, 5, false, []step{{'7', 0, false, false, false}}},
		{"not a digit", 0, 9, false, []step{{'x', 0, false, false, false}}},
	} {
		var ty typing
		for k, s := range c.steps {
			v, more, ok, spill := ty.digit(s.r, c.lo, c.most, c.multi)
			if ok != s.ok || spill != s.spill || ok && (v != s.value || more != s.more) {
				t.Errorf("%s, step %d %q: %d more %v ok %v spill %v, want %+v", c.name, k, s.r, v, more, ok, spill, s)
			}
		}
	}
}
