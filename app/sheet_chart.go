package app

import (
	"scorekeeper/app/widgets"
	"strconv"

	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"

	"scorekeeper/scoring"
	"scorekeeper/scoring/stats"
)

// runningChart is the chart of a match's running totals: one line per
// player, rounds on the x axis.
func runningChart(m *scoring.Match) *widgets.Chart {
	lines := stats.Running(m)
	s := make([]widgets.Series, len(lines))
	n := 0
	for i, l := range lines {
		v := make([]float64, len(l.Totals))
		for r, t := range l.Totals {
			v[r] = float64(t)
		}
		s[i] = widgets.Series{Name: l.Player.Name, Values: v}
		n = max(n, len(v))
	}
	labels := make([]string, n)
	for r := range labels {
		labels[r] = strconv.Itoa(r)
	}
	c := widgets.NewChart(s, labels)
	c.XTitle = lang.L("ui.chart.rounds")
	if m.Game != nil && callsRoundsGames(m.Game.Name()) {
		c.XTitle = lang.L("ui.chart.games")
	}
	c.YTitle = lang.L("ui.chart.total")
	return c
}

// showMatchChart shows the running totals of m (from the sheet).
func (u *UI) showMatchChart(m *scoring.Match) {
	c := runningChart(m)
	u.chart = c
	title := lang.X("ui.chart.title", "{{.Game}} · running totals", map[string]any{"Game": gameName(m.Game.Name())})
	u.push(title, container.NewPadded(c), nil)
}
