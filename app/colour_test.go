//go:build ci || screenshots

package app

import (
	"regexp"
	"slices"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"scorekeeper/app/widgets"
	"scorekeeper/scoring/skuck"
)

// Nothing told by colour alone (issue 22 item 2): the leader in the
// sheet's totals view, the lines of a chart, a SKUCK clock past its
// limit; each in the normal and the high-contrast theme, in greyscale.

// TestLeaderNotByColour: in the sheet's totals view (a phone) the
// leader's name is told from the others' in greyscale: the lead moved
// to another player changes more than a colour.
func TestLeaderNotByColour(t *testing.T) {
	for _, high := range []bool{false, true} {
		m := testMatch(t, "skullking")
		m.Finished = false
		u, s := sheetOf(t, m, fyne.NewSize(360, 740))
		u.prefs().SetBool(prefContrast, high)
		u.applyTheme()
		if !s.compact {
			t.Fatal("not the totals view")
		}
		wantToldApart(t, u.window, s.table, "the leader in the totals view", func() {
			l := s.model.leaders
			first := slices.Index(l, true)
			l[first], l[(first+1)%len(l)] = false, true
			s.table.Refresh()
		})
	}
}

// TestChartLinesNotByColour: two players' lines of a chart differ in
// greyscale by more than their shade: drawn in the first line's style,
// the second looks different.
func TestChartLinesNotByColour(t *testing.T) {
	for _, high := range []bool{false, true} {
		u, _ := newTestUI(t)
		u.prefs().SetBool(prefContrast, high)
		u.applyTheme()
		c := widgets.NewChart([]widgets.Series{
			{Name: "Anne", Values: []float64{0, 20, 40}},
			{Name: "Ben", Values: []float64{0, 10, 50}},
		}, []string{"0", "1", "2"})
		w := test.NewTempWindow(t, c)
		w.Resize(fyne.NewSize(360, 300))
		wantToldApart(t, w, c, "the second line", func() {
			c.Series[1].Style = 0
			c.Refresh()
		})
	}
}

// TestClockOverNotByColour: a SKUCK clock past the five minutes is told
// in greyscale by more than its shade (and its digits, which change as
// the clock runs anyway).
func TestClockOverNotByColour(t *testing.T) {
	for _, high := range []bool{false, true} {
		u, _ := newTestUI(t)
		u.prefs().SetBool(prefContrast, high)
		u.applyTheme()
		startMatch(t, u, "skuck", "Anne", "Ben")
		f := u.entry.form.(*skuckForm)
		set := func(d time.Duration) {
			f.s.Used[0] = d.Milliseconds()
			f.showClocks()
		}
		set(skuck.TimeLimit - time.Second)
		tick := maskedGreyDiff(t, u.window, f.clockText[0], func() { set(skuck.TimeLimit - 2*time.Second) })
		over := maskedGreyDiff(t, u.window, f.clockText[0], func() { set(skuck.TimeLimit + 2*time.Second) })
		if len(tick) != 0 {
			t.Fatalf("a tick changes %q besides the digits", tick)
		}
		if len(over) == 0 {
			t.Errorf("high contrast %v: past the limit the clock changes only its colour", high)
		}
	}
}

// digits are masked in maskedGreyDiff: a clock's time changes anyway
// (and with it its width).
var digits = regexp.MustCompile(`[0-9]+`)

// maskedGreyDiff is greyDiff with every number masked: what a change
// shows besides colour and numbers.
func maskedGreyDiff(t *testing.T, w fyne.Window, part fyne.CanvasObject, change func()) []string {
	t.Helper()
	mask := func(ms []string) []string {
		out := make([]string, len(ms))
		for i, m := range ms {
			out[i] = digits.ReplaceAllString(m, "#")
		}
		return out
	}
	inGreyscale(w)
	before := mask(marks(w, part))
	change()
	inGreyscale(w)
	return diffMarks(before, mask(marks(w, part)))
}
