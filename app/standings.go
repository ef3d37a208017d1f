package app

import (
	"fmt"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"scorekeeper/scoring"
	"scorekeeper/scoring/skuck"
	"scorekeeper/scoring/skull"
	"scorekeeper/scoring/skullking"
)

// standingsView shows the places: winners, ties, who does the dishes, and
// the game's own extras (SKUCK plussies, Click, Boolie, grades).
func standingsView(m *scoring.Match) (fyne.CanvasObject, []string) {
	res := m.Result()
	var lines []string
	box := container.NewVBox()
	title := lang.L("ui.standings.now")
	if res.Over {
		title = lang.L("ui.standings.final")
	}
	box.Add(heading(title))
	lines = append(lines, title)
	var scores []skuck.Score
	if g, ok := m.Game.(*skuck.Match); ok {
		scores = g.Scores(m.Players)
	}
	var states skull.State
	sg, isSkull := m.Game.(*skull.Match)
	if isSkull {
		states = sg.State(m.Players)
	}
	for _, st := range res.Standings {
		t := fmt.Sprintf("%d. %s  %d", st.Rank, st.Player.Name, st.Total)
		if isSkull {
			ps, _ := states.Of(st.Player.ID)
			t = fmt.Sprintf("%d. %s  ", st.Rank, st.Player.Name) + lang.X("ui.standings.skull", "{{.Won}} won, {{.Discs}} discs", map[string]any{"Won": st.Total, "Discs": ps.Discs})
		}
		if slices.Contains(res.Winners, st.Player.ID) {
			if len(res.Winners) > 1 {
				t += " · " + lang.L("ui.standings.tie")
			} else {
				t += " · " + lang.L("ui.standings.winner")
			}
		}
		if st.Out {
			t += " · " + lang.L("ui.standings.out")
		}
		l := wrapped(t)
		if st.Rank == 1 {
			l.TextStyle.Bold = true
		}
		lines = append(lines, t)
		if i := scoring.Index(m.Players, st.Player.ID); scores != nil && i >= 0 && i < len(scores) {
			s := scores[i]
			x := lang.X("ui.standings.skuck", "games {{.Sum}}, zeros {{.Zeros}}, plussies +{{.Bonus}}, {{.Grade}}", map[string]any{
				"Sum": s.Sum, "Zeros": s.Zeros, "Bonus": s.Bonus, "Grade": lang.L(s.Grade().Key())})
			if s.Boolie {
				x += " · " + lang.L("skuck.boolie")
			}
			box.Add(withNote(l, wrapped(x), 2*theme.InnerPadding()))
			lines = append(lines, "   "+x)
			continue
		}
		box.Add(l)
	}
	if g, ok := m.Game.(*skullking.Match); ok && res.Over {
		if d := g.Dishes(m.Players); len(d) > 0 {
			names := make([]string, len(d))
			for i, id := range d {
				names[i] = nameOf(m.Players, id)
			}
			t := lang.X("ui.standings.dishes", "{{.Names}} does the dishes.", map[string]any{"Names": names[0]})
			if len(names) > 1 {
				all := strings.Join(names[:len(names)-1], ", ") + " " + lang.L("ui.and") + " " + names[len(names)-1]
				t = lang.X("ui.standings.dishesMany", "{{.Names}} do the dishes.", map[string]any{"Names": all})
			}
			l := widget.NewLabel(t)
			l.Importance = widget.WarningImportance
			box.Add(l)
			lines = append(lines, t)
		}
	}
	if g, ok := m.Game.(*skuck.Match); ok {
		clicks := 0
		for _, r := range g.Rounds {
			if r.Click() {
				clicks++
			}
		}
		if clicks > 0 {
			t := lang.X("ui.standings.clicks", "Clicks: {{.N}}", map[string]any{"N": clicks})
			box.Add(widget.NewLabel(t))
			lines = append(lines, t)
		}
	}
	return box, lines
}

// leadLine names who leads a match in progress.
func leadLine(m *scoring.Match) fyne.CanvasObject {
	res := m.Result()
	var names []string
	for _, st := range res.Standings {
		if st.Rank == 1 && m.Game.Len() > 0 {
			names = append(names, st.Player.Name+" "+itoa(st.Total))
		}
	}
	t := lang.X("ui.standings.lead", "Leading: {{.Names}}", map[string]any{"Names": strings.Join(names, ", ")})
	if len(names) == 0 {
		t = lang.L("ui.standings.none")
	}
	return heading(t)
}
