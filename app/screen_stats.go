package app

import (
	"fmt"
	"scorekeeper/app/widgets"
	"slices"
	"sync"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"scorekeeper/scoring"
	"scorekeeper/scoring/stats"
)

// statsScreen shows the statistics of the group (player "") or of one
// player, with filters by period, game and opponent (head to head). The
// numbers are read off the UI goroutine and applied with fyne.Do, so the
// screen never blocks; a newer request makes an older result stale.
type statsScreen struct {
	u           *UI
	player      string
	period      *widgets.Select
	game        *widgets.Select
	withSelect  *widgets.Select
	status      *widget.Label
	body        *fyne.Container // the numbers, rebuilt on every result
	list        *widgets.List   // the group's players
	group       *stats.Group    // the last result applied
	playerStats *stats.Player
	lines       []string // the numbers as shown, "name: value", for tests

	roster []scoring.RosterPlayer
	with   []string // the player ids of With's options ("" for anyone)
	gen    int
	busy   sync.WaitGroup
}

// periods offered by the filter, in days back from now (0: all time).
var periods = []struct {
	key  string
	days int
}{{"ui.stats.period.all", 0}, {"ui.stats.period.month", 30}, {"ui.stats.period.year", 365}}

// showStats opens the statistics of the group (player "") or of a player.
func (u *UI) showStats(player string) {
	s := &statsScreen{u: u, player: player}
	u.stats = s
	all, err := u.store.Players(true)
	if err != nil {
		u.fail("ui.error.load", err)
	}
	s.roster = all
	pnames := make([]string, len(periods))
	for i, p := range periods {
		pnames[i] = lang.L(p.key)
	}
	s.period = s.u.newPicker(lang.L("ui.a11y.period"), pnames, s.load)
	gnames := []string{lang.L("ui.history.allGames")}
	for _, g := range gameUIs {
		gnames = append(gnames, gameName(g.name()))
	}
	s.game = s.u.newPicker(lang.L("ui.a11y.game"), gnames, s.load)
	// a select tells its options by their text: ids by index, and
	// names that repeat made distinct
	wnames := []string{lang.L("ui.stats.anyone")}
	s.with = []string{""}
	for _, p := range s.others() {
		wnames = append(wnames, p.Name)
		s.with = append(s.with, p.ID)
	}
	s.withSelect = s.u.newPicker(lang.L("ui.a11y.against"), distinct(wnames), s.load)
	s.status = widget.NewLabel(lang.L("ui.stats.loading"))
	s.status.Importance = widget.LowImportance
	s.body = container.NewVBox()
	filters := widgets.ButtonRow(3, s.period, s.game, s.withSelect)
	top := container.NewVBox(filters, s.status)
	title := lang.L("ui.stats.title")
	var v fyne.CanvasObject
	if player == "" {
		s.list = widgets.NewList(s.count, s.newRow, s.updateRow)
		s.list.Name = lang.L("ui.stats.title")
		s.list.OnSelected = func(i widget.ListItemID) {
			s.list.UnselectAll()
			if s.group != nil && i < len(s.group.Players) {
				u.showStats(s.group.Players[i].ID)
			}
		}
		v = container.NewBorder(container.NewVBox(top, s.body, s.header()), nil, nil, nil, s.list)
	} else {
		title = lang.X("ui.stats.of", "Statistics · {{.Name}}", map[string]any{"Name": s.name(player)})
		v = container.NewBorder(top, nil, nil, nil, container.NewVScroll(container.NewPadded(s.body)))
	}
	u.push(title, v, nil)
	s.load()
}

// newPicker is a select of name showing its first option that calls
// changed on every later choice.
func (u *UI) newPicker(name string, options []string, changed func()) *widgets.Select {
	sel := u.selectField(options, nil)
	sel.Name = name
	sel.SetSelectedIndex(0)
	sel.OnChanged = func(string) { changed() }
	return sel
}

// others are the roster players offered for head to head.
func (s *statsScreen) others() []scoring.RosterPlayer {
	var out []scoring.RosterPlayer
	for _, p := range s.roster {
		if p.ID != s.player && p.MergedInto == "" {
			out = append(out, p)
		}
	}
	return out
}

func (s *statsScreen) name(id string) string {
	for _, p := range s.roster {
		if p.ID == id {
			return p.Name
		}
	}
	return id
}

// filter is the choice of the three selects.
func (s *statsScreen) filter() stats.Filter {
	var f stats.Filter
	if i := s.period.SelectedIndex(); i > 0 && i < len(periods) {
		f.From = s.u.now().AddDate(0, 0, -periods[i].days)
	}
	if i := s.game.SelectedIndex(); i > 0 && i <= len(gameUIs) {
		f.Game = gameUIs[i-1].name()
	}
	if i := s.withSelect.SelectedIndex(); i > 0 && i < len(s.with) {
		f.With = []string{s.with[i]}
	}
	return f
}

// load reads the statistics in the background and applies them.
func (s *statsScreen) load() {
	s.gen++
	gen, f, store, player := s.gen, s.filter(), s.u.store, s.player
	s.status.SetText(lang.L("ui.stats.loading"))
	s.status.Show()
	s.busy.Add(1)
	s.u.background(func() func() {
		var g *stats.Group
		var p *stats.Player
		var err error
		if player == "" {
			g, err = store.Stats(f)
		} else {
			p, err = store.PlayerStats(player, f)
		}
		return func() {
			defer s.busy.Done()
			if gen == s.gen {
				s.apply(f, g, p, err)
			}
		}
	})
}

// wait blocks until every load started has been applied (tests, benchmarks).
func (s *statsScreen) wait() { s.busy.Wait() }

func (s *statsScreen) apply(f stats.Filter, g *stats.Group, p *stats.Player, err error) {
	if err != nil {
		showLoadError(s.status, err)
		return
	}
	s.status.Hide()
	if g != nil { // most wins first, then most matches
		g.Players = slices.Clone(g.Players)
		slices.SortStableFunc(g.Players, func(a, b *stats.Player) int {
			if a.Overall.Won != b.Overall.Won {
				return b.Overall.Won - a.Overall.Won
			}
			return b.Overall.Played - a.Overall.Played
		})
	}
	s.group, s.playerStats, s.lines = g, p, nil
	s.body.Objects = nil
	if g != nil {
		s.showGroup(f, g)
		s.list.Refresh()
	} else {
		s.showPlayer(f, p)
	}
	s.body.Refresh()
}

// line adds "name  value" to the body.
func (s *statsScreen) line(name, value string) {
	v := widget.NewLabelWithStyle(value, fyne.TextAlignTrailing, fyne.TextStyle{Bold: true})
	s.body.Add(widgets.Row(name, v))
	s.lines = append(s.lines, name+": "+value)
}

func (s *statsScreen) section(title string) {
	h := widgets.Heading(title) // wraps: a long title must not widen a phone's window
	s.body.Add(h)
	s.lines = append(s.lines, title)
}

func percent(x float64) string { return fmt.Sprintf("%.0f%%", 100*x) }
func decimal(x float64) string { return fmt.Sprintf("%.1f", x) }
func ratio(r stats.Ratio) string {
	return fmt.Sprintf("%d / %d (%s)", r.Hits, r.Tries, percent(r.Share()))
}

// showGroup: matches per game above the list of players.
func (s *statsScreen) showGroup(f stats.Filter, g *stats.Group) {
	s.line(lang.L("ui.stats.matches"), itoa(g.Matches))
	if f.Game == "" {
		for _, k := range gameUIs {
			if n := g.Games[k.name()]; n > 0 {
				s.line(gameName(k.name()), itoa(n))
			}
		}
	}
	if g.Matches == 0 {
		s.body.Add(widgets.Wrapped(lang.L("ui.stats.none")))
	}
}

// group table columns: played, won, win share, and with one game the average
var groupCols = []string{"ui.stats.col.played", "ui.stats.col.won", "ui.stats.col.share", "ui.stats.col.average"}

const statCell = 52

// cells is a row of right-aligned numbers of equal width: plain texts
// without a label's padding, so five columns fit beside a name on a phone.
func cells(n int, width float32, bold bool) *fyne.Container {
	box := container.NewHBox()
	for range n {
		t := canvas.NewText("", theme.Color(theme.ColorNameForeground))
		t.Alignment = fyne.TextAlignTrailing
		t.TextStyle.Bold = bold
		box.Add(container.NewStack(widgets.MinWidth(width), t))
	}
	return container.NewPadded(box)
}

func setCells(box *fyne.Container, texts ...string) {
	for i, o := range box.Objects[0].(*fyne.Container).Objects {
		t := ""
		if i < len(texts) {
			t = texts[i]
		}
		c := o.(*fyne.Container).Objects[1].(*canvas.Text)
		if c.Text != t {
			c.Text = t
			c.Refresh()
		}
	}
}

func (s *statsScreen) header() fyne.CanvasObject {
	c := cells(len(groupCols), statCell, true)
	texts := make([]string, len(groupCols))
	for i, k := range groupCols {
		texts[i] = lang.L(k)
	}
	setCells(c, texts...)
	name := widgets.Heading(lang.L("ui.stats.player"))
	if widgets.Longest(name.Text)+c.MinSize().Width > widgets.PhoneRow {
		// large text: the name's title over the numbers' (it wrapped
		// inside a word and ran into the first row)
		return container.NewVBox(name, container.NewBorder(nil, nil, nil, c))
	}
	return container.NewBorder(nil, nil, nil, c, name)
}

func (s *statsScreen) count() int {
	if s.group == nil {
		return 0
	}
	return len(s.group.Players)
}

func (s *statsScreen) newRow() fyne.CanvasObject {
	l := widget.NewLabel("")
	l.Truncation = fyne.TextTruncateEllipsis
	return container.NewBorder(nil, nil, nil, cells(len(groupCols), statCell, false), l)
}

func (s *statsScreen) updateRow(i widget.ListItemID, o fyne.CanvasObject) {
	if s.group == nil || i >= len(s.group.Players) {
		return
	}
	p := s.group.Players[i]
	c := o.(*fyne.Container)
	c.Objects[0].(*widget.Label).SetText(p.Name)
	avg := ""
	if g := uiOf(s.filter().Game); g != nil {
		avg = decimal(g.averageOf(p))
	}
	r := p.Overall
	setCells(c.Objects[1].(*fyne.Container), itoa(r.Played), itoa(r.Won), percent(r.WinShare()), avg)
}

// showPlayer: overall, each game played, and the charts.
func (s *statsScreen) showPlayer(f stats.Filter, p *stats.Player) {
	s.section(lang.L("ui.stats.overall"))
	s.record(p.Overall)
	if p.Overall.Played == 0 {
		s.body.Add(widgets.Wrapped(lang.L("ui.stats.none")))
		return
	}
	for _, g := range gameUIs {
		sum, ok := p.Games[g.name()]
		if !ok || sum == nil || sum.Played == 0 {
			continue
		}
		s.section(gameName(g.name()))
		s.record(sum.Record)
		g.statLines(s, p)
	}
	s.section(lang.L("ui.chart.history"))
	s.body.Add(historyChart(p, f.Game))
	for _, g := range gameUIs {
		if g.charts != nil && (f.Game == "" || f.Game == g.name()) {
			g.charts(s, p)
		}
	}
}

func (s *statsScreen) record(r stats.Record) {
	s.line(lang.L("ui.stats.played"), itoa(r.Played))
	s.line(lang.L("ui.stats.won"), itoa(r.Won))
	s.line(lang.L("ui.stats.share"), percent(r.WinShare()))
}

// scores are the average and best match score of a game whose score
// adds up over a match.
func (s *statsScreen) scores(sum stats.Summary) {
	s.line(lang.L("ui.stats.average"), decimal(sum.Average()))
	s.line(lang.L("ui.stats.best"), itoa(sum.Best))
}

// historyPoints is how many of the latest matches the history chart shows.
const historyPoints = 40

// historyChart: with one game, the score of each of the latest matches;
// over all games (whose scores do not add up), the win share so far.
func historyChart(p *stats.Player, game string) *widgets.Chart {
	pts := p.History
	var v []float64
	var labels []string
	c := widgets.NewChart(nil, nil)
	if game == "" {
		won := 0
		for i, pt := range pts {
			if pt.Won {
				won++
			}
			v = append(v, float64(won)/float64(i+1))
		}
		c.Percent = true
		c.YTitle = lang.L("ui.chart.winShare")
	} else {
		for _, pt := range pts {
			v = append(v, float64(pt.Score))
		}
		c.YTitle = lang.L("ui.chart.score")
	}
	start := max(0, len(v)-historyPoints)
	for _, pt := range pts[start:] {
		labels = append(labels, pt.Date.In(time.Local).Format("2.1."))
	}
	c.Series = []widgets.Series{{Values: v[start:]}}
	c.Labels = labels
	c.XTitle = lang.L("ui.chart.matches")
	return c
}
