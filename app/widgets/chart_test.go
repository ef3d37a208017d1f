package widgets

import (
	"math"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
)

// countLines counts the Chart's drawn lines of a colour.
func countLines(c *Chart, s int) int {
	n := 0
	for _, o := range c.draw(fyne.NewSize(320, 240)) {
		if l, ok := o.(*canvas.Line); ok && l.StrokeColor == SeriesColor(s) {
			n++
		}
	}
	return n
}

func TestChartOddData(t *testing.T) {
	for _, c := range []*Chart{
		NewChart(nil, nil),
		NewChart([]Series{{Name: "x", Values: []float64{5}}}, []string{"1"}),
		NewChart([]Series{{Values: []float64{math.NaN(), math.Inf(1), -3, 0}}}, nil),
		NewChart([]Series{{Values: []float64{0, 0, 0}}}, []string{"a", "", "c"}),
		NewChart([]Series{{Values: []float64{-1e9, 1e9}}}, nil),
		{Bars: true, Percent: true, Series: []Series{{Values: []float64{0.5, 1, 0}}}, Labels: []string{"1", "2", "3"}},
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

// TestChartLines: a line chart draws one segment between each two values
// of a series, in the series' colour, and names every series in the legend.
func TestChartLines(t *testing.T) {
	c := NewChart([]Series{
		{Name: "Anne", Values: []float64{10, 30}},
		{Name: "Bob", Values: []float64{-10, 0, 20}},
		{Name: "Carl", Values: []float64{5}},
	}, []string{"1", "2", "3"})
	for s, want := range []int{1, 2, 0} {
		if n := countLines(c, s); n != want {
			t.Errorf("series %d has %d segments, want %d", s, n, want)
		}
	}
	if len(c.legendItems()) != 3 {
		t.Errorf("legend %v", c.legendItems())
	}
}

// TestChartLegendFits: a name wider than the chart (64 characters, the
// longest a player may have) is cut with "…" in the legend, never drawn
// past the chart's edge.
func TestChartLegendFits(t *testing.T) {
	test.NewTempApp(t)
	long := "Maximiliane Wilhelmine von und zu Hohenzollern-Sigmaringen-Weiß"
	c := NewChart([]Series{{Name: long, Values: []float64{1, 2}}, {Name: "Ben", Values: []float64{2, 1}}}, []string{"1", "2"})
	const width = 300
	cut := false
	for _, o := range c.draw(fyne.NewSize(width, 240)) {
		if txt, ok := o.(*canvas.Text); ok {
			if end := txt.Position().X + textWidth(txt.Text); end > width {
				t.Errorf("%q ends at %.0f, past the chart's %d", txt.Text, end, width)
			}
			cut = cut || txt.Text != long && len(txt.Text) > 20
		}
	}
	if !cut {
		t.Error("the long name is not in the legend, cut")
	}
}
