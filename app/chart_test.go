package app

import (
	"math"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
)

// lines counts the chart's drawn lines of a colour.
func countLines(c *chart, s int) int {
	n := 0
	for _, o := range c.draw(fyne.NewSize(320, 240)) {
		if l, ok := o.(*canvas.Line); ok && l.StrokeColor == seriesColor(s) {
			n++
		}
	}
	return n
}

func TestRunningChartFromSheet(t *testing.T) {
	u, _ := newTestUI(t)
	startMatch(t, u, "skullking", "Anne", "Bob", "Carl")
	f := u.Entry.form.(*skForm)
	pick(t, f.Bids[0], 1)
	press(t, f.ToTricks)
	press(t, u.Entry.Save)
	u.openSheet(u.Entry.m)
	press(t, u.Sheet.Chart)
	c := u.Chart
	if c == nil || len(c.Series) != 3 || len(c.Labels) != 2 || c.Series[1].Name != "Bob" {
		t.Fatalf("chart %+v", c)
	}
	if n := countLines(c, 0); n != 1 {
		t.Errorf("Anne's line has %d segments, want 1", n)
	}
	if len(c.legendItems()) != 3 {
		t.Errorf("legend %v", c.legendItems())
	}
	test.AssertRendersToMarkup(t, "chart_running.xml", u.Window.Canvas())
}

func TestChartOddData(t *testing.T) {
	for _, c := range []*chart{
		newChart(nil, nil),
		newChart([]series{{Name: "x", Values: []float64{5}}}, []string{"1"}),
		newChart([]series{{Values: []float64{math.NaN(), math.Inf(1), -3, 0}}}, nil),
		newChart([]series{{Values: []float64{0, 0, 0}}}, []string{"a", "", "c"}),
		newChart([]series{{Values: []float64{-1e9, 1e9}}}, nil),
		{Bars: true, Percent: true, Series: []series{{Values: []float64{0.5, 1, 0}}}, Labels: []string{"1", "2", "3"}},
	} {
		c.ExtendBaseWidget(c)
		for _, s := range []fyne.Size{{}, {Width: 10, Height: 10}, {Width: 360, Height: 200}, {Width: 2000, Height: 900}} {
			_ = c.draw(s)
		}
		w := test.NewTempWindow(t, c)
		w.Resize(fyne.NewSize(300, 300))
	}
	if niceStep(0) != 1 || niceStep(3) != 5 || niceStep(0.15) != 0.2 {
		t.Errorf("steps %v %v %v", niceStep(0), niceStep(3), niceStep(0.15))
	}
}
