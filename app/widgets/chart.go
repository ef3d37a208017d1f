package widgets

import (
	"image/color"
	"math"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Series is one named line of a Chart (x is the index of a value), or
// the bars of a bar Chart.
type Series struct {
	Name   string
	Values []float64
	// Style picks the colour and the mark of the line (NewChart sets the
	// series' index): lines are told apart by their marks, not only by
	// colour.
	Style int
}

// Chart draws lines or bars with axes, tick labels and a legend from
// canvas lines, rectangles and texts only (no chart library exists for
// Fyne). Colours come from a palette that reads on light and dark
// backgrounds; axes and labels use the theme's colours.
type Chart struct {
	widget.BaseWidget
	Series  []Series
	Labels  []string // x tick labels, one per index ("" for none)
	Bars    bool     // the first Series as bars
	Percent bool     // values are shares 0..1, shown as %
	XTitle  string
	YTitle  string
}

// NewChart draws the series s over the x labels.
func NewChart(s []Series, labels []string) *Chart {
	for i := range s {
		s[i].Style = i
	}
	c := &Chart{Series: s, Labels: labels}
	c.ExtendBaseWidget(c)
	return c
}

// palette: mid-tone colours with contrast on white and on near black.
var palette = []color.NRGBA{
	{0x1e, 0x88, 0xe5, 0xff}, // blue
	{0xfb, 0x8c, 0x00, 0xff}, // orange
	{0x43, 0xa0, 0x47, 0xff}, // green
	{0xe5, 0x39, 0x35, 0xff}, // red
	{0xab, 0x47, 0xbc, 0xff}, // purple
	{0x00, 0xac, 0xc1, 0xff}, // teal
	{0xc0, 0xca, 0x33, 0xff}, // lime
	{0xd8, 0x1b, 0x60, 0xff}, // pink
}

// SeriesColor is the colour of series i.
func SeriesColor(i int) color.Color { return palette[i%len(palette)] }

func (c *Chart) CreateRenderer() fyne.WidgetRenderer {
	r := &chartRenderer{c: c, box: &fyne.Container{}}
	return r
}

type chartRenderer struct {
	c   *Chart
	box *fyne.Container
}

func (r *chartRenderer) Layout(size fyne.Size) {
	r.box.Objects = r.c.draw(size)
	r.box.Resize(size)
}

func (r *chartRenderer) MinSize() fyne.Size {
	return fyne.NewSize(200, 170+r.c.legendHeight(r.c.Size().Width))
}

func (r *chartRenderer) Refresh() {
	r.Layout(r.c.Size())
	r.box.Refresh()
}

func (r *chartRenderer) Objects() []fyne.CanvasObject { return []fyne.CanvasObject{r.box} }
func (r *chartRenderer) Destroy()                     {}

// text sizes and gaps of the Chart
func chartText() float32 { return theme.CaptionTextSize() }

const chartGap = 4

func (c *Chart) label(s string, col color.Color) *canvas.Text {
	t := canvas.NewText(s, col)
	t.TextSize = chartText()
	return t
}

func (c *Chart) format(v float64) string {
	if c.Percent {
		return strconv.Itoa(int(math.Round(v*100))) + "%"
	}
	if v == math.Trunc(v) {
		return strconv.Itoa(int(v))
	}
	return strconv.FormatFloat(v, 'f', 1, 64)
}

// legendItems are the names shown under the Chart (none for a single
// unnamed Series).
func (c *Chart) legendItems() []string {
	if c.Bars {
		return nil
	}
	var names []string
	for _, s := range c.Series {
		if s.Name != "" {
			names = append(names, s.Name)
		}
	}
	return names
}

// legendStyles are the styles of the legend's series, in its order.
func (c *Chart) legendStyles() []int {
	var out []int
	for _, s := range c.Series {
		if s.Name != "" {
			out = append(out, s.Style)
		}
	}
	return out
}

// legendRows places the legend's entries in rows of the width w.
func (c *Chart) legendRows(w float32) [][]int {
	var rows [][]int
	x := float32(0)
	sw := chartText()
	for i, n := range c.legendItems() {
		iw := sw + chartGap + textWidth(c.legendName(n, w)) + 3*chartGap
		if len(rows) == 0 || (x+iw > w && x > 0) {
			rows = append(rows, nil)
			x = 0
		}
		rows[len(rows)-1] = append(rows[len(rows)-1], i)
		x += iw
	}
	return rows
}

// legendName is a series' name in a legend of the width w: cut with "…"
// when it would not fit a row of its own (a long name at a large text
// size; the name is whole on the sheet).
func (c *Chart) legendName(n string, w float32) string {
	return cutText(n, chartText(), fyne.TextStyle{}, w-chartText()-chartGap)
}

func (c *Chart) lineHeight() float32 {
	return fyne.MeasureText("0", chartText(), fyne.TextStyle{}).Height
}

func (c *Chart) legendHeight(w float32) float32 {
	if w <= 0 {
		w = 300
	}
	n := len(c.legendRows(w))
	return float32(n) * (c.lineHeight() + chartGap)
}

// bounds is the value range drawn, always with 0, and its ticks.
func (c *Chart) bounds() (lo, hi float64, ticks []float64) {
	any := false
	for _, s := range c.Series {
		for _, v := range s.Values {
			if math.IsNaN(v) || math.IsInf(v, 0) {
				continue
			}
			if !any {
				lo, hi, any = v, v, true
			}
			lo, hi = min(lo, v), max(hi, v)
		}
	}
	lo, hi = min(lo, 0), max(hi, 0)
	if c.Percent {
		lo, hi = min(lo, 0), max(hi, 1)
	}
	if hi == lo {
		hi = lo + 1
	}
	step := niceStep((hi - lo) / 4)
	lo = math.Floor(lo/step) * step
	hi = math.Ceil(hi/step) * step
	for v := lo; v <= hi+step/2 && len(ticks) < 20; v += step {
		ticks = append(ticks, v)
	}
	return lo, hi, ticks
}

// niceStep rounds a raw tick step up to 1, 2 or 5 times a power of ten.
func niceStep(raw float64) float64 {
	if raw <= 0 || math.IsNaN(raw) || math.IsInf(raw, 0) {
		return 1
	}
	p := math.Pow(10, math.Floor(math.Log10(raw)))
	for _, m := range []float64{1, 2, 5, 10} {
		if raw <= m*p {
			return math.Max(m*p, 1e-9)
		}
	}
	return 10 * p
}

// points is the number of x positions.
func (c *Chart) points() int {
	n := len(c.Labels)
	for _, s := range c.Series {
		n = max(n, len(s.Values))
	}
	return n
}

// plot is the geometry of one drawing: the plot area and the scale.
type plot struct {
	c             *Chart
	n             int     // points on the x axis
	lo, hi        float64 // the y range
	left, top     float32 // the plot area's corner
	pw, ph        float32 // the plot area's size
	lh            float32 // a line of text
	fg, muted, bg color.Color
}

// y is the height of value v.
func (p *plot) y(v float64) float32 {
	return p.top + p.ph - float32((v-p.lo)/(p.hi-p.lo))*p.ph
}

// x is the position of point i: the middle of n slots for bars, evenly
// spread for lines.
func (p *plot) x(i int) float32 {
	if p.c.Bars || p.n == 1 {
		return p.left + (float32(i)+0.5)*p.pw/float32(p.n)
	}
	return p.left + chartGap + float32(i)*(p.pw-2*chartGap)/float32(p.n-1)
}

// draw builds the Chart's objects for the size.
func (c *Chart) draw(size fyne.Size) []fyne.CanvasObject {
	p := &plot{c: c, n: c.points(), lh: c.lineHeight(),
		fg: theme.Color(theme.ColorNameForeground), muted: theme.Color(theme.ColorNamePlaceHolder),
		bg: theme.Color(theme.ColorNameSeparator)}
	if p.n == 0 || size.Width < 50 || size.Height < 50 {
		t := c.label(lang.L("ui.chart.empty"), p.muted)
		t.Move(fyne.NewPos(chartGap, chartGap))
		return []fyne.CanvasObject{t}
	}
	var ticks []float64
	p.lo, p.hi, ticks = c.bounds()
	var objs []fyne.CanvasObject
	// margins: y tick labels left, x labels and title below, legend at the bottom
	for _, v := range ticks {
		p.left = max(p.left, textWidth(c.format(v)))
	}
	p.left += 2 * chartGap
	p.top = p.lh / 2
	if c.YTitle != "" {
		yt := c.label(c.YTitle, p.muted)
		yt.Move(fyne.NewPos(0, 0))
		objs = append(objs, yt)
		p.top += p.lh
	}
	legend := c.legendHeight(size.Width)
	bottom := p.lh + chartGap + legend
	if c.XTitle != "" {
		bottom += p.lh
	}
	p.pw, p.ph = size.Width-p.left-chartGap*2, size.Height-p.top-bottom
	if p.pw < 20 || p.ph < 20 {
		return objs
	}
	objs = append(objs, p.grid(ticks)...)
	objs = append(objs, p.xLabels()...)
	if c.Bars && len(c.Series) > 0 {
		objs = append(objs, p.bars()...)
	} else {
		objs = append(objs, p.lines()...)
	}
	return append(objs, p.legend(size)...)
}

// textWidth is the width of s in the chart's text.
func textWidth(s string) float32 {
	return fyne.MeasureText(s, chartText(), fyne.TextStyle{}).Width
}

// grid draws the horizontal grid lines with the y labels, and the axes.
func (p *plot) grid(ticks []float64) []fyne.CanvasObject {
	var objs []fyne.CanvasObject
	for _, v := range ticks {
		l := canvas.NewLine(p.bg)
		l.StrokeWidth = 1
		l.Position1, l.Position2 = fyne.NewPos(p.left, p.y(v)), fyne.NewPos(p.left+p.pw, p.y(v))
		t := p.c.label(p.c.format(v), p.muted)
		t.Move(fyne.NewPos(p.left-chartGap-textWidth(t.Text), p.y(v)-p.lh/2))
		objs = append(objs, l, t)
	}
	xAxis := canvas.NewLine(p.fg)
	xAxis.Position1, xAxis.Position2 = fyne.NewPos(p.left, p.y(0)), fyne.NewPos(p.left+p.pw, p.y(0))
	yAxis := canvas.NewLine(p.fg)
	yAxis.Position1, yAxis.Position2 = fyne.NewPos(p.left, p.top), fyne.NewPos(p.left, p.top+p.ph)
	return append(objs, xAxis, yAxis)
}

// xLabels draws the x labels, thinned out so they do not overlap, and
// the x title.
func (p *plot) xLabels() []fyne.CanvasObject {
	var objs []fyne.CanvasObject
	widest := float32(0)
	for _, s := range p.c.Labels {
		widest = max(widest, textWidth(s))
	}
	stride := 1
	if widest > 0 {
		stride = max(1, int(math.Ceil(float64(p.n)*float64(widest+2*chartGap)/float64(p.pw))))
	}
	for i, s := range p.c.Labels {
		last := i == p.n-1
		if s == "" || i%stride != 0 && (!last || stride > 1) {
			continue
		}
		t := p.c.label(s, p.muted)
		t.Move(fyne.NewPos(p.x(i)-textWidth(s)/2, p.top+p.ph+chartGap/2))
		objs = append(objs, t)
	}
	if p.c.XTitle != "" {
		t := p.c.label(p.c.XTitle, p.muted)
		t.Move(fyne.NewPos(p.left+(p.pw-textWidth(p.c.XTitle))/2, p.top+p.ph+p.lh+chartGap/2))
		objs = append(objs, t)
	}
	return objs
}

// bars draws the first series as bars, each with its value above it
// where the value fits.
func (p *plot) bars() []fyne.CanvasObject {
	var objs []fyne.CanvasObject
	bw := p.pw / float32(p.n) * 0.7
	for i, v := range p.c.Series[0].Values {
		if math.IsNaN(v) || math.IsInf(v, 0) {
			continue
		}
		r := canvas.NewRectangle(SeriesColor(p.c.Series[0].Style))
		y0, y1 := p.y(0), p.y(v)
		r.Move(fyne.NewPos(p.x(i)-bw/2, min(y0, y1)))
		r.Resize(fyne.NewSize(bw, max(abs32(y0-y1), 1)))
		objs = append(objs, r)
		t := p.c.label(p.c.format(v), p.fg)
		if tw := textWidth(t.Text); tw < bw+2*chartGap {
			t.Move(fyne.NewPos(p.x(i)-tw/2, min(y0, y1)-p.lh))
			objs = append(objs, t)
		}
	}
	return objs
}

// lines draws every series as a line with its marks: at every value
// while they do not crowd, else at some, and always at the last.
func (p *plot) lines() []fyne.CanvasObject {
	var objs []fyne.CanvasObject
	for _, s := range p.c.Series {
		col := SeriesColor(s.Style)
		for i := 1; i < len(s.Values); i++ {
			a, b := s.Values[i-1], s.Values[i]
			if math.IsNaN(a) || math.IsNaN(b) {
				continue
			}
			l := canvas.NewLine(col)
			l.StrokeWidth = 2
			l.Position1, l.Position2 = fyne.NewPos(p.x(i-1), p.y(a)), fyne.NewPos(p.x(i), p.y(b))
			objs = append(objs, l)
		}
		every := max(1, (len(s.Values)+14)/15)
		for i, v := range s.Values {
			if math.IsNaN(v) || math.IsInf(v, 0) || i%every != 0 && i != len(s.Values)-1 {
				continue
			}
			objs = append(objs, mark(s.Style, fyne.NewPos(p.x(i), p.y(v)), markSize))
		}
	}
	return objs
}

// markSize is the width of a mark on a line.
const markSize = 8

// mark is the mark of style at the centre at, size wide: a filled
// circle, square, triangle or diamond, then the same outlined.
func mark(style int, at fyne.Position, size float32) fyne.CanvasObject {
	col := SeriesColor(style)
	k := style % len(palette)
	fill, stroke, width := col, color.Color(color.Transparent), float32(0)
	if k >= 4 {
		fill, stroke, width = color.Transparent, col, 2
	}
	var o fyne.CanvasObject
	switch k % 4 {
	case 0:
		c := canvas.NewCircle(fill)
		c.StrokeColor, c.StrokeWidth = stroke, width
		o = c
	case 1:
		r := canvas.NewRectangle(fill)
		r.StrokeColor, r.StrokeWidth = stroke, width
		size *= 0.85 // a square looks bigger than a circle as wide
		o = r
	default:
		sides, angle := uint(3), float32(0)
		if k%4 == 3 {
			sides, angle = 4, 45
		}
		g := canvas.NewRegularPolygon(sides, fill)
		g.Angle, g.StrokeColor, g.StrokeWidth = angle, stroke, width
		size *= 1.25 // its corners touch the box: as big as the others
		o = g
	}
	o.Move(fyne.NewPos(at.X-size/2, at.Y-size/2))
	o.Resize(fyne.NewSquareSize(size))
	return o
}

// legend draws the mark and the name of every series, in rows at the
// bottom.
func (p *plot) legend(size fyne.Size) []fyne.CanvasObject {
	var objs []fyne.CanvasObject
	ly := size.Height - p.c.legendHeight(size.Width)
	names, styles := p.c.legendItems(), p.c.legendStyles()
	sw := chartText()
	for _, row := range p.c.legendRows(size.Width) {
		lx := float32(0)
		for _, i := range row {
			sq := mark(styles[i], fyne.NewPos(lx+sw/2, ly+p.lh/2), sw*0.8)
			name := p.c.legendName(names[i], size.Width)
			t := p.c.label(name, p.fg)
			t.Move(fyne.NewPos(lx+sw+chartGap, ly))
			objs = append(objs, sq, t)
			lx += sw + chartGap + textWidth(name) + 3*chartGap
		}
		ly += p.lh + chartGap
	}
	return objs
}

func abs32(v float32) float32 {
	if v < 0 {
		return -v
	}
	return v
}

// Summary is the chart in words, for a screen reader: what it shows and
// every series' values ("Chart, total by rounds: Anne 0, 20, 50; Ben 0,
// 10, 40"), or a bar chart's value of each label.
func (c *Chart) Summary() string {
	if c.points() == 0 {
		return lang.L("ui.chart.empty")
	}
	head := lang.X("ui.a11y.chart", "Chart, {{.Y}} by {{.X}}:", map[string]any{"Y": c.YTitle, "X": c.XTitle})
	var parts []string
	if c.Bars && len(c.Series) > 0 {
		for i, v := range c.Series[0].Values {
			if i < len(c.Labels) && !math.IsNaN(v) && !math.IsInf(v, 0) {
				parts = append(parts, c.Labels[i]+": "+c.format(v))
			}
		}
		return head + " " + strings.Join(parts, ", ")
	}
	for _, s := range c.Series {
		var vs []string
		for _, v := range s.Values {
			if !math.IsNaN(v) && !math.IsInf(v, 0) {
				vs = append(vs, c.format(v))
			}
		}
		parts = append(parts, strings.TrimSpace(s.Name+" "+strings.Join(vs, ", ")))
	}
	return head + " " + strings.Join(parts, "; ")
}
