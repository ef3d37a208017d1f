package app

import (
	"errors"
	"fmt"
	"scorekeeper/app/widgets"
	"strings"
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"scorekeeper/scoring"
	"scorekeeper/scoring/league"
	"scorekeeper/scoring/stats"
)

// leagueScreen is one SKUCK league: a season's division tables, its
// fixtures (play one through the normal SKUCK flow), its achievements,
// and closing the season. The table is read in the background.
type leagueScreen struct {
	u                 *UI
	id                string
	number            int // the season shown; 0: the current one
	l                 *league.League
	tables            [][]league.Row
	shownAchievements []league.Achievement
	season            *widgets.Select
	close             *widget.Button
	play              map[int]*widgets.Button   // open fixtures of the current season, by index
	lines             []string                  // the tables as shown, for tests
	matches           map[string]*scoring.Match // the season's played matches, by id
	body              *fyne.Container
	view              fyne.CanvasObject // the screen, as pushed
	status            *widget.Label
	names             map[string]string
	gen               int
	busy              sync.WaitGroup
}

// openLeague shows a league's current season.
func (u *UI) openLeague(id string) {
	s := &leagueScreen{u: u, id: id, names: u.playerNames()}
	u.league = s
	s.season = u.selectField(nil, func(string) {
		if i := s.season.SelectedIndex(); i >= 0 && i+1 != s.number && s.l != nil {
			s.load(i + 1)
		}
	})
	s.season.Name = lang.L("ui.a11y.season")
	s.close = widget.NewButtonWithIcon(lang.L("ui.league.close"), theme.ConfirmIcon(), s.askClose)
	s.close.Disable()
	s.status = widget.NewLabel(lang.L("ui.stats.loading"))
	s.status.Importance = widget.LowImportance
	s.body = container.NewVBox()
	s.view = container.NewBorder(container.NewVBox(s.season, s.status), s.close, nil, nil, container.NewVScroll(container.NewPadded(s.body)))
	u.push(lang.L("ui.league.title"), s.view, func() { s.load(s.number) })
	s.load(0)
}

// playerNames maps every roster player's id to their name.
func (u *UI) playerNames() map[string]string {
	names := map[string]string{}
	all, err := u.store.Players(true)
	if err != nil {
		u.fail("ui.error.load", err)
	}
	for _, p := range all {
		names[p.ID] = p.Name
	}
	return names
}

func (s *leagueScreen) name(id string) string {
	if n, ok := s.names[id]; ok {
		return n
	}
	return id
}

// load reads the season's table and achievements in the background.
func (s *leagueScreen) load(number int) {
	s.gen++
	gen, store, id := s.gen, s.u.store, s.id
	s.status.SetText(lang.L("ui.stats.loading"))
	s.status.Show()
	s.busy.Add(1)
	s.u.background(func() func() {
		l, tables, err := store.LeagueTable(id, number)
		var ach []league.Achievement
		var ms map[string]*scoring.Match
		if err == nil {
			n := number
			if n == 0 && l.Current() != nil {
				n = l.Current().Number
			}
			ms, ach, err = seasonAchievements(store, l, n)
		}
		return func() {
			defer s.busy.Done()
			if gen == s.gen {
				s.matches = ms
				s.apply(l, number, tables, ach, err)
			}
		}
	})
}

func (s *leagueScreen) wait() { s.busy.Wait() }

// seasonAchievements reads the matches of season n and the seasons
// before it (most improved compares with the player's previous season)
// and, once the season is closed, its honours (none while it is played:
// a share changes with every match), leaving out any of 0 %: nobody
// earned it. Hawk or Dove is each player's over all their recorded SKUCK
// games, as Statistics says.
func seasonAchievements(store Store, l *league.League, n int) (map[string]*scoring.Match, []league.Achievement, error) {
	seasons := make([]int, 0, n)
	for k := 1; k <= n; k++ {
		seasons = append(seasons, k)
	}
	ms, err := store.LeagueMatches(l, seasons...)
	season := l.Season(n)
	if err != nil || season == nil || !season.Closed {
		return ms, nil, err
	}
	all, err := store.Stats(stats.Filter{Game: league.Game})
	if err != nil {
		return ms, nil, err
	}
	return ms, earned(l.Achievements(n, ms, league.Styles(all))), nil
}

// earned leaves out the achievements of 0 % (the best share was none).
func earned(ach []league.Achievement) []league.Achievement {
	var out []league.Achievement
	for _, a := range ach {
		if a.Value > 0 {
			out = append(out, a)
		}
	}
	return out
}

// move is where a player went when season closed: +1 up a division,
// -1 down, 0 stayed (or the season is still open).
func move(l *league.League, season *league.Season, d int, player string) int {
	next := l.Season(season.Number + 1)
	if !season.Closed || next == nil {
		return 0
	}
	for nd, players := range next.Divisions {
		if indexOf(players, player) >= 0 {
			switch {
			case nd < d:
				return 1
			case nd > d:
				return -1
			}
		}
	}
	return 0
}

// fixtureResult is a played fixture's result, home's total first
// ("" when its match is not loaded).
func (s *leagueScreen) fixtureResult(f league.Fixture) string {
	m := s.matches[f.MatchID]
	if m == nil {
		return ""
	}
	totals := map[string]int{}
	for _, st := range m.Result().Standings {
		totals[st.Player.ID] = st.Total
	}
	return itoa(totals[f.Home]) + " : " + itoa(totals[f.Away])
}

func (s *leagueScreen) apply(l *league.League, number int, tables [][]league.Row, ach []league.Achievement, err error) {
	if err != nil {
		showLoadError(s.status, err)
		return
	}
	s.status.Hide()
	s.l, s.tables, s.shownAchievements = l, tables, ach
	season := l.Current()
	if number > 0 {
		season = l.Season(number)
	}
	if season == nil {
		return
	}
	s.number = season.Number
	s.u.nav.setTitle(s.view, l.Name)
	opts := make([]string, len(l.Seasons))
	for i, x := range l.Seasons {
		opts[i] = lang.X("ui.league.season", "Season {{.N}}", map[string]any{"N": x.Number})
	}
	s.season.Options = opts
	s.season.SetSelectedIndex(season.Number - 1)
	current := season == l.Current() && !season.Closed
	widgets.SetEnabled(s.close, current)
	s.lines, s.play = nil, map[int]*widgets.Button{}
	s.body.Objects = nil
	for d, rows := range tables {
		s.division(season, d, rows, current)
	}
	s.achievements(ach)
	s.body.Refresh()
}

// league table columns
var leagueCols = []string{"ui.league.col.matches", "ui.league.col.games", "ui.league.col.score", "ui.league.col.average", "ui.league.col.zeros"}

const leagueCell = 44

// division shows a division's table and its fixtures.
func (s *leagueScreen) division(season *league.Season, d int, rows []league.Row, current bool) {
	title := lang.X("ui.league.division", "Division {{.Name}}", map[string]any{"Name": league.DivisionName(d)})
	s.body.Add(widgets.Heading(title))
	s.lines = append(s.lines, title)
	head := cells(len(leagueCols), leagueCell, true)
	texts := make([]string, len(leagueCols))
	for i, k := range leagueCols {
		texts[i] = lang.L(k)
	}
	setCells(head, texts...)
	s.body.Add(container.NewBorder(nil, nil, nil, head, widget.NewLabel("")))
	for _, r := range rows {
		c := cells(len(leagueCols), leagueCell, false)
		vals := []string{itoa(r.Matches), itoa(r.Games), itoa(r.Score), fmt.Sprintf("%.2f", r.Average()), itoa(r.Zeros)}
		setCells(c, vals...)
		n := fmt.Sprintf("%d. %s", r.Rank, s.name(r.Player))
		var l *widget.Label
		switch move(s.l, season, d, r.Player) {
		case 1:
			n = "▲ " + n // went up: the arrow and the colour, the name kept whole
			l = widget.NewLabel(n)
			l.Importance = widget.SuccessImportance
		case -1:
			n = "▼ " + n
			l = widget.NewLabel(n)
			l.Importance = widget.WarningImportance
		default:
			l = widget.NewLabel(n)
		}
		l.Truncation = fyne.TextTruncateEllipsis
		s.body.Add(container.NewBorder(nil, nil, nil, c, l))
		s.lines = append(s.lines, n+" "+strings.Join(vals, " "))
	}
	for i, f := range season.Fixtures {
		if f.Division != d {
			continue
		}
		text := s.name(f.Home) + " – " + s.name(f.Away)
		var b *widgets.Button
		switch {
		case f.Played():
			id := f.MatchID
			label := lang.L("ui.league.played")
			if res := s.fixtureResult(f); res != "" {
				label = res
				s.lines = append(s.lines, text+" "+res)
			}
			b = widgets.NewButton(label, theme.ListIcon(), func() { s.openMatch(id) })
			b.Importance = widget.LowImportance
		case current:
			f := f
			b = widgets.NewButton(lang.L("ui.league.play"), theme.MediaPlayIcon(), func() { s.u.playFixture(s.id, f) })
			s.play[i] = b
		default:
			b = widgets.NewButton(lang.L("ui.league.unplayed"), nil, nil)
			b.Disable()
		}
		b.Say = func() string { return text + ": " + b.Text } // whose fixture: "Anne – Ben: 5 : -9"
		s.body.Add(widgets.Row(text, b))
	}
}

func (s *leagueScreen) achievements(ach []league.Achievement) {
	if len(ach) == 0 {
		return
	}
	s.body.Add(widgets.Heading(lang.L("ui.league.achievements")))
	for _, a := range ach {
		names := make([]string, len(a.Players))
		for i, p := range a.Players {
			names[i] = s.name(p)
		}
		t := lang.L(a.Key()) + ": " + strings.Join(names, ", ") + " (" + percent(a.Value) + ")"
		if a.Kind == league.Improved {
			t = lang.L(a.Key()) + ": " + strings.Join(names, ", ") + " (+" + percent(a.Value) + ")"
		}
		l := widgets.Wrapped(t)
		s.body.Add(l)
		s.lines = append(s.lines, t)
	}
}

func (s *leagueScreen) openMatch(id string) {
	m, err := s.u.store.Get(id)
	if err != nil {
		s.u.fail("ui.error.load", err)
		return
	}
	s.u.openSheet(m)
}

func (s *leagueScreen) askClose() {
	s.u.confirm(lang.L("ui.league.close"), lang.L("ui.league.closeAsk"), s.CloseSeason)
}

// CloseSeason closes the current season (promotion and relegation) and
// shows the next one.
func (s *leagueScreen) CloseSeason() {
	if _, err := s.u.store.CloseSeason(s.id); err != nil {
		s.u.fail("ui.error.save", err)
		return
	}
	s.load(0)
}

// playFixture opens a new SKUCK match with the fixture's two players,
// to be recorded into the league when it is over.
func (u *UI) playFixture(leagueID string, f league.Fixture) {
	names := u.playerNames()
	u.showNewMatch()
	n := u.new
	n.game = league.Game
	n.games.SetSelected(indexOf(gameNames(), league.Game))
	n.seats = []scoring.Player{{ID: f.Home, Name: names[f.Home]}, {ID: f.Away, Name: names[f.Away]}}
	n.league = leagueID
	n.rosterBox.Refresh()
	n.changed()
}

// recordInLeague links a match that is over to the league it was started
// for (if any); a refusal is explained and the match stays saved.
func (u *UI) recordInLeague(m *scoring.Match) {
	if !m.Over() {
		return
	}
	id, err := u.store.FixtureLeague(m.ID)
	if err != nil {
		u.fail("ui.league.notRecorded", err)
		return
	}
	if id == "" {
		return
	}
	// forgotten first: a refused link is explained once, not on every save
	if err := u.store.SetFixtureLeague(m.ID, ""); err != nil {
		u.fail("ui.league.notRecorded", err)
		return
	}
	if _, err := u.store.LinkLeagueMatch(id, m.ID); err != nil {
		if errors.Is(err, errNotFound) {
			return // the league was deleted meanwhile
		}
		u.fail("ui.league.notRecorded", err)
	}
}

// rememberLeague keeps, in the database, that a new match is played for
// a fixture of the league (none when leagueID is "").
func (u *UI) rememberLeague(matchID, leagueID string) {
	if leagueID != "" {
		u.fail("ui.error.save", u.store.SetFixtureLeague(matchID, leagueID))
	}
}

// fixturePref is the prefix of the preferences in which earlier versions
// kept the league of a match in progress ("league.<match id>"): a kill
// mid-write emptied them, and they were never deleted.
const fixturePref = "league."

// moveFixturePrefs moves those preferences into the database, once: a
// link of a match still stored is kept, every such preference removed.
func (u *UI) moveFixturePrefs() {
	for matchID, v := range u.matchPrefs(fixturePref) {
		leagueID, _ := v.(string)
		if _, err := u.store.Get(matchID); err == nil && leagueID != "" {
			if err := u.store.SetFixtureLeague(matchID, leagueID); err != nil {
				fyne.LogError("moving a league link", err)
				continue // kept in the preferences: tried again at the next start
			}
		}
		u.prefs().RemoveValue(fixturePref + matchID)
	}
}
